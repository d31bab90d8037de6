// Index proposal rules a schema cannot say (spec §5 Adjustment planning). The schema already requires the
// proposed value (at least 1, as an index history value) unless 'Reajuste por' computes it and one proposal per index and table.
// * The table must be of type Índice and not applied (read FOR SHARE).
// * The current value is the index's value at the table's date: an index with none then cannot be proposed.
// * 'Reajuste por' (not stored): the proposed value may be given as a percentage of, or an amount added to,
//   the current value (calculo.ts); without it the proposed value is required.
// * Computed on read: the difference in R$ and %.
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../../crud/hooks.ts';
import { fieldError } from '../../../http/errors.ts';
import { MSG_FAIXA } from '../messages.ts';
import { indexValuesAt } from '../salario.ts';
import { diferencasSql, valorPeloReajuste } from './calculo.ts';
import { atualDoIndice } from './captura.ts';
import { TABELAS, TIPO_REAJUSTE } from './reajustes.sql.ts';
import { defineProposalHooks, numero, refId, type Tabela } from './tabela.ts';

async function prepare(ctx: HookContext, data: RecordData, tabela: Tabela) {
  const { empresaId } = ctx.session;
  const [indice] = await indexValuesAt(ctx.db, empresaId, tabela.data, { indiceIds: [refId(data.indice)!] });
  if (!indice || indice.valor === null) throw fieldError('indice', MSG_FAIXA.indiceSemValor);
  Object.assign(data, atualDoIndice(indice));
  data.valorProposto = (await valorPeloReajuste(ctx.db, data, data.valorAtual)) ?? data.valorProposto;
}

type Calculado = { id: number; diferenca: string | null; percentual: string | null };

export default defineProposalHooks('cargo-salario/reajustes-indices', TIPO_REAJUSTE.indice, {
  prepare,

  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const res = await sql<Calculado>`SELECT r.id,
        ${diferencasSql(sql.ref('r.valor_atual'), sql`round(r.valor_proposto, 2)`)}
      FROM ${sql.table(TABELAS.indice)} r
      WHERE r.id = ANY(${ids}::int[]) AND r.empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
    const byId = new Map(res.rows.map((r) => [r.id, r]));
    for (const rec of records) {
      const c = byId.get(rec.id as number);
      if (!c) continue;
      rec.valorDiferenca = numero(c.diferenca);
      rec.percentualDiferenca = numero(c.percentual);
    }
  },
});
