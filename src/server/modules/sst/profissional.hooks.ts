// sst/profissional: the computed nomeFormatado (name, council, number/state, as documents show it) and
// cadastroPendente (the offline council check found problems; see profissional-conselho.ts).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { nomeFormatado, type ProfissionalConselho, validarConselho } from './profissional-conselho.ts';

/** The record in the shape the council check reads (state as its abbreviation). */
export async function paraConselho(ctx: Pick<HookContext, 'db'>, records: RecordData[]) {
  const ufIds = [...new Set(records.map((r) => r.uf?.id).filter((id): id is number => id != null))];
  const siglas = new Map<number, string>();
  if (ufIds.length) {
    const { rows } = await sql<{ id: number; sigla: string }>`SELECT id, sigla FROM estado
      WHERE id = ANY(${ufIds}::int[])`.execute(ctx.db);
    for (const r of rows) siglas.set(r.id, r.sigla);
  }
  return records.map(
    (r): ProfissionalConselho => ({
      nome: r.nome,
      cpf: r.cpf,
      nit: r.nit,
      orgaoDeClasse: r.orgaoDeClasse,
      siglaOrgaoDeClasse: r.siglaOrgaoDeClasse,
      numeroInscricao: r.numeroInscricao,
      uf: r.uf?.id != null ? (siglas.get(r.uf.id) ?? null) : null,
    }),
  );
}

export default defineHooks('sst/profissional', {
  async afterRead(ctx, records) {
    const conselho = await paraConselho(ctx, records);
    records.forEach((r, i) => {
      r.nomeFormatado = nomeFormatado(conselho[i]!);
      r.cadastroPendente = validarConselho(conselho[i]!).length > 0;
    });
  },
});
