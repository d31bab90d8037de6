// Where candidate evaluations live, shared by the recruiter's actions (avaliacoes-candidato.actions.ts) and the
// portal's (externo/avaliacoes.actions.ts): one answer sheet per application (captacao/candidatos-solicitacao)
// and model (captacao/modelos-avaliacao-candidato), answered either by a recruiter (respondente_id = usuario)
// or by the candidate in the portal (papel 'candidato', respondente_id = the candidate). Whoever finishes a
// sheet first owns it: the other side cannot replace it.
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export const MODELOS_AVALIACAO_CANDIDATO = 'captacao/modelos-avaliacao-candidato';
export const CANDIDATURAS = 'captacao/candidatos-solicitacao';
export const ORIGEM_AVALIACAO_CANDIDATO = 'captacao-avaliacao';
/** `papel` of a sheet the candidate answered in the portal. */
export const PAPEL_CANDIDATO = 'candidato';

/** The company's candidate evaluation sheets, as alias `f`. */
export const folhasDaEmpresa = (empresaId: number) =>
  sql`f.empresa_id = ${empresaId} AND f.origem = ${ORIGEM_AVALIACAO_CANDIDATO}
    AND f.cadastro = ${MODELOS_AVALIACAO_CANDIDATO} AND f.contexto = ${CANDIDATURAS}`;

/** Joins the recruiter `u` who answered sheet `f` (none when the candidate did). */
export const JOIN_AVALIADOR = sql`LEFT JOIN usuario u ON u.id = f.respondente_id
  AND f.papel IS DISTINCT FROM ${PAPEL_CANDIDATO}`;
/** Who answered (usuario `u` of JOIN_AVALIADOR), or null. */
export const AVALIADOR = sql`CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'nome', u.nome) END`;
/** Whether sheet `f` was answered by the candidate in the portal. */
export const PELO_CANDIDATO = sql`coalesce(f.papel = ${PAPEL_CANDIDATO}, false)`;

export type FolhaDaCandidatura = { id: string; concluida: boolean; pelo_candidato: boolean };

/** The sheet of an application for a model, if any (locked when `paraAlterar`). */
export async function folhaDaCandidatura(
  db: Database,
  empresaId: number,
  candidaturaId: number,
  modeloId: number,
  paraAlterar = false,
): Promise<FolhaDaCandidatura | undefined> {
  const { rows } = await sql<FolhaDaCandidatura>`SELECT f.id, f.concluida, ${PELO_CANDIDATO} AS pelo_candidato
    FROM questionario_folha f
    WHERE ${folhasDaEmpresa(empresaId)} AND f.modelo_id = ${modeloId} AND f.contexto_id = ${candidaturaId}
    ${paraAlterar ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows[0];
}
