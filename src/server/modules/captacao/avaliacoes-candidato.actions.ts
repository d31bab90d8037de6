// Candidate evaluations (spec §7 Recruitment): the recruiter answers one of the request's evaluation models
// (captacao/modelos-avaliacao-candidato, a questionnaire of the engine) about a candidate in that request.
//   POST /candidatos/:id/avaliacoes/:avaliacaoId?solicitacaoId&historicoCandidatoId   answers (or continues)
//   GET  /candidatos-solicitacao/:id/avaliacoes   the request's models, each with this candidate's sheet
//   GET  /candidatos-solicitacao/:id/avaliacoes/:avaliacaoId   that sheet with its answers (to go on or review)
//   GET  /candidatos/:id/avaliacoes               every evaluation answered about the candidate
//   GET  /solicitacoes-pessoal/:id/existe-competencia-respondida   {existe}: whether any candidate of the request
//        already has an evaluation answered (finished or partial) — changing its models would orphan those answers
// A sheet belongs to the application (contexto captacao/candidatos-solicitacao) and names the candidate as
// the evaluated person; one sheet per application and model: answering again replaces it (audited). When the
// ad lets candidates answer in the portal (externo/avaliacoes.actions.ts), a sheet they answer is theirs: the
// recruiter reads it once sent (respondidaPeloCandidato; their drafts stay theirs) and cannot replace it.
import { sql } from 'kysely';
import type { FolhaEnviada } from '../../../shared/questionario/tipos.ts';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  conferirFolha,
  gravarFolha,
  respostaDaGravacao,
  respostasDaFolha,
} from '../../questionarios/folhas.ts';
import { perguntasDoModelo } from '../../questionarios/questionario.ts';
import {
  AVALIADOR,
  CANDIDATURAS,
  folhaDaCandidatura,
  folhasDaEmpresa,
  JOIN_AVALIADOR,
  MODELOS_AVALIACAO_CANDIDATO,
  NAO_RASCUNHO_DO_CANDIDATO,
  ORIGEM_AVALIACAO_CANDIDATO,
  PELO_CANDIDATO,
} from './avaliacao-candidato.ts';
import { CANDIDATOS } from './candidatos.ts';

const AUTHORITY = 'ROLE_CAPTACAO';
const MODELOS = MODELOS_AVALIACAO_CANDIDATO;

export const MSG_AVALIACAO_CANDIDATO = {
  foraDaSolicitacao: 'O candidato não participa do processo seletivo desta solicitação.',
  modeloNaoUsado: 'Este modelo de avaliação não é usado pela solicitação.',
  historicoDeOutro: 'A movimentação informada não é deste candidato nesta solicitação.',
  respondidaPeloCandidato:
    'Esta avaliação é respondida pelo candidato no portal e não pode ser alterada aqui.',
};

/** The application of the candidate in the request (404 when the request is not the company's). */
async function candidatura(ctx: ActionContext, candidatoId: number, solicitacaoId: number) {
  const { rows } = await sql<{ id: number | null; usa: boolean }>`SELECT
      (SELECT cs.id FROM candidato_solicitacao cs
        WHERE cs.candidato_id = ${candidatoId} AND cs.solicitacao_id = s.id) AS id,
      EXISTS (SELECT 1 FROM solicitacao_pessoal_avaliacoes j
        WHERE j.owner_id = s.id AND j.ref_id = ${Number(ctx.params.avaliacaoId)}) AS usa
    FROM solicitacao_pessoal s WHERE s.id = ${solicitacaoId} AND s.empresa_id = ${ctx.session.empresaId}`.execute(
    ctx.db,
  );
  const linha = rows[0];
  if (!linha) throw notFound();
  if (linha.id === null) throw conflict(MSG_AVALIACAO_CANDIDATO.foraDaSolicitacao);
  if (!linha.usa) throw conflict(MSG_AVALIACAO_CANDIDATO.modeloNaoUsado);
  return linha.id;
}

export default defineActions([
  {
    name: 'solicitacao-existe-competencia-respondida',
    method: 'GET',
    path: 'captacao/solicitacoes-pessoal/:id/existe-competencia-respondida',
    summary: 'Se algum candidato da solicitação já tem avaliação respondida (concluída ou parcial)',
    authority: AUTHORITY,
    ids: { id: 'captacao/solicitacoes-pessoal' },
    async handler({ db, params, session }) {
      const { rows } = await sql<{ existe: boolean }>`SELECT EXISTS (
          SELECT 1 FROM questionario_folha f JOIN candidato_solicitacao cs ON cs.id = f.contexto_id
           WHERE ${folhasDaEmpresa(session.empresaId)} AND cs.solicitacao_id = ${params.id}) AS existe`.execute(
        db,
      );
      return { existe: rows[0]!.existe };
    },
  },
  {
    name: 'candidato-avaliacao-responder',
    method: 'POST',
    path: `${CANDIDATOS}/:id/avaliacoes/:avaliacaoId`,
    summary: 'O selecionador responde a um modelo de avaliação da solicitação sobre o candidato',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS, avaliacaoId: MODELOS },
    query: 'captacao/_acoes/avaliacao-candidato-contexto',
    body: 'captacao/_acoes/avaliacao-candidato-folha',
    status: 201,
    async handler(ctx) {
      const { solicitacaoId, historicoCandidatoId } = ctx.query as {
        solicitacaoId: number;
        historicoCandidatoId?: number;
      };
      const candidatoId = Number(ctx.params.id);
      const modeloId = Number(ctx.params.avaliacaoId);
      const candidaturaId = await candidatura(ctx, candidatoId, solicitacaoId);
      if (historicoCandidatoId !== undefined) {
        const { rows } = await sql`SELECT 1 FROM historico_candidato
          WHERE id = ${historicoCandidatoId} AND candidato_solicitacao_id = ${candidaturaId}`.execute(ctx.db);
        if (!rows[0]) throw conflict(MSG_AVALIACAO_CANDIDATO.historicoDeOutro);
      }
      const folha = ctx.body as FolhaEnviada;
      const perguntas = await perguntasDoModelo(ctx.db, ctx.session.empresaId, MODELOS, modeloId);
      conferirFolha(perguntas, folha);
      // one sheet per application and model: a new answer (or the rest of a partial one) replaces it, unless
      // the candidate answers it in the portal
      const anterior = await folhaDaCandidatura(ctx.db, ctx.session.empresaId, candidaturaId, modeloId, true);
      if (anterior?.pelo_candidato) throw conflict(MSG_AVALIACAO_CANDIDATO.respondidaPeloCandidato);
      const gravada = await gravarFolha(
        ctx.db,
        {
          empresaId: ctx.session.empresaId,
          cadastro: MODELOS,
          modeloId,
          contexto: CANDIDATURAS,
          contextoId: candidaturaId,
          avaliadoId: candidatoId,
          respondenteId: ctx.session.userId,
          origem: ORIGEM_AVALIACAO_CANDIDATO,
        },
        perguntas,
        folha,
        anterior?.id,
      );
      // the move it was answered from (a sheet replaced loses the previous one with it)
      if (historicoCandidatoId !== undefined)
        await sql`INSERT INTO avaliacao_candidato_movimentacao (folha_id, historico_candidato_id)
          VALUES (${gravada.id}::uuid, ${historicoCandidatoId})`.execute(ctx.db);
      ctx.audit = {
        resource: CANDIDATOS,
        recordId: candidatoId,
        changes: [{ campo: 'avaliacao', para: `${modeloId} (solicitação ${solicitacaoId})` }],
      };
      return respostaDaGravacao(gravada);
    },
  },
  {
    name: 'candidatura-avaliacoes',
    method: 'GET',
    path: `${CANDIDATURAS}/:id/avaliacoes`,
    summary: 'Modelos de avaliação da solicitação, cada um com a avaliação deste candidato (se houver)',
    authority: AUTHORITY,
    ids: { id: CANDIDATURAS },
    async handler({ db, params, session }) {
      const { rows } = await sql`SELECT m.id, m.titulo,
          f.id AS "folhaId", f.concluida, f.nota::float8 AS nota, f.respondida_em AS "respondidaEm",
          ${AVALIADOR} AS avaliador, ${PELO_CANDIDATO} AS "respondidaPeloCandidato"
        FROM candidato_solicitacao cs
        JOIN solicitacao_pessoal_avaliacoes j ON j.owner_id = cs.solicitacao_id
        JOIN modelo_avaliacao_candidato m ON m.id = j.ref_id
        LEFT JOIN questionario_folha f ON ${folhasDaEmpresa(session.empresaId)} AND f.modelo_id = m.id
          AND f.contexto_id = cs.id AND ${NAO_RASCUNHO_DO_CANDIDATO}
        ${JOIN_AVALIADOR}
        WHERE cs.id = ${Number(params.id)}
        ORDER BY gente_search(m.titulo), m.id`.execute(db);
      return rows;
    },
  },
  {
    name: 'candidatura-avaliacao',
    method: 'GET',
    path: `${CANDIDATURAS}/:id/avaliacoes/:avaliacaoId`,
    summary: 'A avaliação deste candidato neste modelo, com as respostas (404 se ainda não respondida)',
    authority: AUTHORITY,
    ids: { id: CANDIDATURAS, avaliacaoId: MODELOS },
    async handler({ db, params, session }) {
      const { rows } = await sql<{
        id: string;
        concluida: boolean;
        nota: number | null;
        observacao: string | null;
        pelo_candidato: boolean;
      }>`
        SELECT f.id, f.concluida, f.nota::float8 AS nota, f.observacao, ${PELO_CANDIDATO} AS pelo_candidato
          FROM questionario_folha f
         WHERE ${folhasDaEmpresa(session.empresaId)} AND f.modelo_id = ${Number(params.avaliacaoId)}
           AND f.contexto_id = ${Number(params.id)} AND ${NAO_RASCUNHO_DO_CANDIDATO}`.execute(db);
      const f = rows[0];
      if (!f) throw notFound();
      return {
        id: f.id,
        concluida: f.concluida,
        respondidoParcialmente: !f.concluida,
        nota: f.nota,
        respondidaPeloCandidato: f.pelo_candidato,
        ...(f.observacao === null ? {} : { observacao: f.observacao }),
        respostas: await respostasDaFolha(db, f.id),
      };
    },
  },
  {
    name: 'candidato-avaliacoes',
    method: 'GET',
    path: `${CANDIDATOS}/:id/avaliacoes`,
    summary: 'Avaliações respondidas sobre o candidato, em todas as solicitações',
    authority: AUTHORITY,
    ids: { id: CANDIDATOS },
    async handler({ db, params, session }) {
      const { rows } = await sql`SELECT f.id AS "folhaId", m.id AS "avaliacaoId", m.titulo,
          cs.solicitacao_id AS "solicitacaoId", s.descricao AS solicitacao, f.concluida, f.nota::float8 AS nota,
          f.respondida_em AS "respondidaEm", ${AVALIADOR} AS avaliador,
          ${PELO_CANDIDATO} AS "respondidaPeloCandidato"
        FROM questionario_folha f
        JOIN candidato_solicitacao cs ON cs.id = f.contexto_id
        JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
        JOIN modelo_avaliacao_candidato m ON m.id = f.modelo_id
        ${JOIN_AVALIADOR}
        WHERE ${folhasDaEmpresa(session.empresaId)} AND f.avaliado_id = ${Number(params.id)}
          AND ${NAO_RASCUNHO_DO_CANDIDATO}
        ORDER BY f.respondida_em DESC NULLS LAST`.execute(db);
      return rows;
    },
  },
]);
