// The candidate register (captacao/candidatos) as other files see it: its path, whether a CV file is attached,
// and the deletion of what belongs only to a candidate (the hook, the batch actions, retention and hiring).
import { sql } from 'kysely';
import type { HookContext } from '../../crud/hooks.ts';

export const CANDIDATOS = 'captacao/candidatos';

/** Whether the candidate has a CV file attached (the file store keeps files apart from the columns). */
export async function temArquivoCurriculo(db: HookContext['db'], id: number | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const res = await sql`SELECT 1 FROM arquivo WHERE cadastro = ${CANDIDATOS} AND registro_id = ${id}
    AND campo = 'curriculo' LIMIT 1`.execute(db);
  return res.rows.length > 0;
}

/**
 * Deletes what belongs only to these candidates: their places in selection processes (with the history),
 * their documents and palographic exam, and those records' files. The candidates themselves are deleted by
 * the caller (the repository, or the batch and retention actions).
 */
export async function apagaVinculosDoCandidato(db: HookContext['db'], ids: number[]) {
  if (ids.length === 0) return;
  await sql`DELETE FROM historico_candidato WHERE candidato_solicitacao_id IN
    (SELECT id FROM candidato_solicitacao WHERE candidato_id = ANY(${ids}::int[]))`.execute(db);
  await sql`DELETE FROM candidato_solicitacao WHERE candidato_id = ANY(${ids}::int[])`.execute(db);
  await sql`DELETE FROM arquivo WHERE cadastro = 'captacao/documentos-candidato' AND registro_id IN
    (SELECT id FROM documento_candidato WHERE candidato_id = ANY(${ids}::int[]))`.execute(db);
  await sql`DELETE FROM documento_candidato WHERE candidato_id = ANY(${ids}::int[])`.execute(db);
  await sql`DELETE FROM exame_palografico WHERE candidato_id = ANY(${ids}::int[])`.execute(db);
}
