// The SST professional register (sst/profissional) and its contracts as the actions see them: the contracts'
// path and the record in the shape the council check reads (profissional-conselho.ts).
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import type { ProfissionalConselho } from './profissional-conselho.ts';

export const CONTRATOS = 'sst/profissional-contrato';

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
