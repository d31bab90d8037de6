// Where candidate evaluations live, shared by the recruiter's actions (avaliacoes-candidato.actions.ts) and the
// portal's (externo/avaliacoes.actions.ts): one answer sheet per application (captacao/candidatos-solicitacao)
// and model (captacao/modelos-avaliacao-candidato), answered either by a recruiter (respondente_id = usuario)
// or by the candidate in the portal (papel 'candidato', respondente_id = the candidate). Whoever finishes a
// sheet first owns it: the other side cannot replace it.
import { sql } from 'kysely';
import { SERVER_TIMEZONE } from '../../../shared/constants.ts';
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
/** Sheet `f` is not a candidate's draft: sent by the candidate, or a recruiter's (sent or not). */
export const NAO_RASCUNHO_DO_CANDIDATO = sql`(f.concluida OR NOT ${PELO_CANDIDATO})`;

/** A model offered to a candidate in one application (avaliacoesOferecidas). */
export type AvaliacaoOferecida = {
  candidatura_id: number;
  solicitacao_id: number;
  vaga: string;
  /** the deadline: dataHoraExpiracao of the candidate's latest move */
  prazo: Date | null;
  /** the deadline as 'dd/mm/aaaa às hh:mm' in the server's time zone */
  prazo_texto: string | null;
  expirada: boolean;
  modelo_id: number;
  titulo: string;
  /** the candidate's own sheet (a draft or sent), if any */
  folha_id: string | null;
  concluida: boolean | null;
};

/**
 * The models the portal offers the candidate to answer (one row per application and model), narrowed by
 * `onde` (a candidate's applications, one application, one model): the request's ad lets candidates answer its
 * evaluations in the portal, the candidate is still in the process, the request is neither suspended, closed
 * nor cancelled, the model is active, and no recruiter has answered (or started) it about the candidate.
 */
export async function avaliacoesOferecidas(
  db: Database,
  empresaId: number,
  onde: { candidatoId?: number; candidaturaId?: number; modeloId?: number },
): Promise<AvaliacaoOferecida[]> {
  const { rows } = await sql<AvaliacaoOferecida>`
    SELECT cs.id AS candidatura_id, s.id AS solicitacao_id,
           coalesce(a.titulo, cg.nome_mercado, cg.nome, s.descricao) AS vaga,
           h.data_hora_expiracao AS prazo,
           to_char(h.data_hora_expiracao AT TIME ZONE ${SERVER_TIMEZONE}, 'DD/MM/YYYY "às" HH24:MI') AS prazo_texto,
           coalesce(h.data_hora_expiracao < now(), false) AS expirada,
           m.id AS modelo_id, m.titulo, f.id AS folha_id, f.concluida
      FROM candidato_solicitacao cs
      JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
      JOIN LATERAL (SELECT an.titulo FROM anuncio an
             WHERE an.solicitacao_id = s.id AND an.utilizar_avaliacoes_etapa_seletiva IS TRUE
             ORDER BY an.id LIMIT 1) a ON true
      LEFT JOIN faixa_salarial fs ON fs.id = s.faixa_salarial_id
      LEFT JOIN cargo cg ON cg.id = fs.cargo_id
      LEFT JOIN LATERAL (SELECT hc.data_hora_expiracao FROM historico_candidato hc
             WHERE hc.candidato_solicitacao_id = cs.id ORDER BY hc.data DESC, hc.id DESC LIMIT 1) h ON true
      JOIN solicitacao_pessoal_avaliacoes j ON j.owner_id = s.id
      JOIN modelo_avaliacao_candidato m ON m.id = j.ref_id AND m.ativo IS NOT FALSE
      LEFT JOIN questionario_folha f ON ${folhasDaEmpresa(empresaId)} AND f.modelo_id = m.id
           AND f.contexto_id = cs.id
     WHERE s.empresa_id = ${empresaId} AND cs.situacao = 'EM_PROCESSO'
       AND s.suspensa IS NOT TRUE AND s.encerrada IS NOT TRUE AND s.cancelada IS NOT TRUE
       AND (f.id IS NULL OR ${PELO_CANDIDATO})
       ${onde.candidatoId === undefined ? sql`` : sql`AND cs.candidato_id = ${onde.candidatoId}`}
       ${onde.candidaturaId === undefined ? sql`` : sql`AND cs.id = ${onde.candidaturaId}`}
       ${onde.modeloId === undefined ? sql`` : sql`AND m.id = ${onde.modeloId}`}
     ORDER BY cs.data_inclusao DESC NULLS LAST, cs.id DESC, gente_search(m.titulo), m.id`.execute(db);
  return rows;
}

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
