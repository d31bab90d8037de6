// Job position (spec §3 Job position): the read-only `empresa {id, nome, acIntegra}` (the console shows the
// payroll fields of its ranges only for integrated companies) and `possuiFaixaSalarial` (whether the job
// has any salary range), both computed on read with one query each for the whole page.
// Deleting a job that still has ranges is refused by the engine (409 naming Faixas Salariais).
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';
import { SALARIO_TABLES } from './salario.ts';

export default defineHooks('cargo-salario/cargos', {
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const empresas = ctx.registry.get('utilitario/empresas').table;
    // one after the other: inside a write, ctx.db is that write's single connection
    const empresa = await sql<{ id: number; nome: string; acIntegra: boolean | null }>`SELECT id, nome,
        ac_integra AS "acIntegra" FROM ${sql.table(empresas)} WHERE id = ${ctx.session.empresaId}`.execute(
      ctx.db,
    );
    const comFaixa = await sql<{ cargo_id: number }>`SELECT DISTINCT cargo_id
      FROM ${sql.table(SALARIO_TABLES.faixaSalarial)} WHERE cargo_id = ANY(${ids}::int[])`.execute(ctx.db);
    const e = empresa.rows[0];
    const withRanges = new Set(comFaixa.rows.map((r) => r.cargo_id));
    for (const rec of records) {
      if (e) rec.empresa = { id: e.id, nome: e.nome, acIntegra: e.acIntegra === true };
      rec.possuiFaixaSalarial = withRanges.has(rec.id as number);
    }
  },
});
