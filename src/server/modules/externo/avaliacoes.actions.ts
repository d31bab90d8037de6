// Evaluations the candidate answers in the portal (spec §2 /externo/avaliacoes, /externo/solicitacao-avaliacao;
// §3 Job ad: utilizarAvaliacoesEtapaSeletiva, solicitacaoAvaliacoes, counts, dataHoraExpiracao):
//   GET  /api/externo/avaliacoes                       my applications that have evaluations for me to answer,
//        each with its models (PENDENTE, EM_ANDAMENTO, RESPONDIDA), the counts and the deadline
//   GET  /api/externo/avaliacoes/:candidaturaId/:avaliacaoId   one model to answer: its questions (without the
//        weights, which would give the answers away) and my draft answers; or only its state when sent
//   POST /api/externo/avaliacoes/:candidaturaId/:avaliacaoId   my answers: a draft (respondidoParcialmente) or the
//        final sheet, which then no longer changes
// What is offered, and when (captacao/avaliacao-candidato.ts avaliacoesOferecidas): the request's ad lets
// candidates answer the stages' evaluations in the portal, the candidate is still in the process, the request
// is neither suspended, closed nor cancelled, and no recruiter has answered that model. The deadline is the
// dataHoraExpiracao of the candidate's latest move (none: open while the process lasts). The candidate answers
// the model as a recruiter would: 'Obrigatória' decides which questions must be answered.
import { sql } from 'kysely';
import type { FolhaEnviada, Pergunta } from '../../../shared/questionario/tipos.ts';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { conferirFolha, gravarFolha, respostasDaFolha } from '../../questionarios/folhas.ts';
import { perguntasDoModelo } from '../../questionarios/questionario.ts';
import {
  type AvaliacaoOferecida,
  avaliacoesOferecidas,
  CANDIDATURAS,
  folhaDaCandidatura,
  MODELOS_AVALIACAO_CANDIDATO,
  ORIGEM_AVALIACAO_CANDIDATO,
  PAPEL_CANDIDATO,
} from '../captacao/api.ts';
import { candidato, sessaoDe } from './acesso.ts';
import { CANDIDATOS } from './candidato-portal.ts';

export const MSG_AVALIACAO_PORTAL = {
  prazoEncerrado: (quando: string) => `O prazo para responder a esta avaliação terminou em ${quando}.`,
  jaRespondida: 'Esta avaliação já foi respondida.',
} as const;

export type SituacaoAvaliacao = 'PENDENTE' | 'EM_ANDAMENTO' | 'RESPONDIDA';

const situacaoDe = (l: AvaliacaoOferecida): SituacaoAvaliacao =>
  l.folha_id === null ? 'PENDENTE' : l.concluida ? 'RESPONDIDA' : 'EM_ANDAMENTO';

/** The application and model of the path, offered to the session's candidate (404 otherwise). */
async function oferecida(ctx: ActionContext): Promise<AvaliacaoOferecida> {
  const candidaturaId = Number(ctx.params.candidaturaId);
  const modeloId = Number(ctx.params.avaliacaoId);
  if (!Number.isSafeInteger(candidaturaId) || !Number.isSafeInteger(modeloId)) throw notFound();
  const { candidatoId, empresaId } = sessaoDe(ctx);
  const [linha] = await avaliacoesOferecidas(ctx.db, empresaId, { candidatoId, candidaturaId, modeloId });
  if (!linha) throw notFound();
  return linha;
}

/** The questions as the candidate sees them: no weights (they would tell which option scores). */
const paraResponder = (perguntas: Pergunta[]) =>
  perguntas.map(({ peso: _peso, obrigatoriaAutoavaliacao: _a, respostas, ...p }) => ({
    ...p,
    respostas: respostas.map(({ id, texto }) => ({ id, texto })),
  }));

export default defineActions([
  {
    name: 'externo-avaliacoes',
    method: 'GET',
    path: 'externo/avaliacoes',
    summary: 'Candidaturas com avaliações para o candidato responder, com os modelos, as contagens e o prazo',
    authenticate: candidato,
    async handler(ctx) {
      const porCandidatura = new Map<number, any>();
      const { candidatoId, empresaId } = sessaoDe(ctx);
      for (const l of await avaliacoesOferecidas(ctx.db, empresaId, { candidatoId })) {
        let c = porCandidatura.get(l.candidatura_id);
        if (!c) {
          c = {
            candidatoSolicitacao: { id: l.candidatura_id },
            solicitacao: { id: l.solicitacao_id },
            vaga: l.vaga,
            dataHoraExpiracao: l.prazo,
            expirada: l.expirada,
            qtdAvaliacoes: 0,
            qtdAvaliacoesRespondidas: 0,
            avaliacoes: [],
          };
          porCandidatura.set(l.candidatura_id, c);
        }
        const situacao = situacaoDe(l);
        c.qtdAvaliacoes++;
        if (situacao === 'RESPONDIDA') c.qtdAvaliacoesRespondidas++;
        c.avaliacoes.push({ id: l.modelo_id, titulo: l.titulo, situacao });
      }
      return [...porCandidatura.values()];
    },
  },
  {
    name: 'externo-avaliacao',
    method: 'GET',
    path: 'externo/avaliacoes/:candidaturaId/:avaliacaoId',
    summary: 'Um modelo de avaliação para o candidato responder: as perguntas e o rascunho dele',
    authenticate: candidato,
    async handler(ctx) {
      const l = await oferecida(ctx);
      const situacao = situacaoDe(l);
      const base = {
        candidatoSolicitacao: { id: l.candidatura_id },
        vaga: l.vaga,
        avaliacao: { id: l.modelo_id, titulo: l.titulo },
        situacao,
        dataHoraExpiracao: l.prazo,
        expirada: l.expirada,
      };
      if (situacao === 'RESPONDIDA') return base;
      const perguntas = await perguntasDoModelo(
        ctx.db,
        sessaoDe(ctx).empresaId,
        MODELOS_AVALIACAO_CANDIDATO,
        l.modelo_id,
      );
      const rascunho = l.folha_id ? await respostasDaFolha(ctx.db, l.folha_id) : [];
      return { ...base, perguntas: paraResponder(perguntas), respostas: rascunho };
    },
  },
  {
    name: 'externo-avaliacao-responder',
    method: 'POST',
    path: 'externo/avaliacoes/:candidaturaId/:avaliacaoId',
    summary: 'O candidato responde (ou guarda para continuar depois) um modelo de avaliação da candidatura',
    authenticate: candidato,
    body: 'externo/_acoes/avaliacao-folha',
    status: 201,
    async handler(ctx) {
      const { candidatoId, empresaId } = sessaoDe(ctx);
      // one answer at a time per application: a double submit waits and then finds the sheet sent
      await sql`SELECT 1 FROM candidato_solicitacao WHERE id = ${Number(ctx.params.candidaturaId)}
        AND candidato_id = ${candidatoId} FOR UPDATE`.execute(ctx.db);
      const l = await oferecida(ctx);
      if (l.concluida) throw conflict(MSG_AVALIACAO_PORTAL.jaRespondida);
      if (l.expirada) throw conflict(MSG_AVALIACAO_PORTAL.prazoEncerrado(l.prazo_texto ?? ''));
      const folha = ctx.body as FolhaEnviada;
      const perguntas = await perguntasDoModelo(ctx.db, empresaId, MODELOS_AVALIACAO_CANDIDATO, l.modelo_id);
      conferirFolha(perguntas, folha);
      const anterior = await folhaDaCandidatura(ctx.db, empresaId, l.candidatura_id, l.modelo_id, true);
      const gravada = await gravarFolha(
        ctx.db,
        {
          empresaId,
          cadastro: MODELOS_AVALIACAO_CANDIDATO,
          modeloId: l.modelo_id,
          contexto: CANDIDATURAS,
          contextoId: l.candidatura_id,
          avaliadoId: candidatoId,
          papel: PAPEL_CANDIDATO,
          respondenteId: candidatoId,
          origem: ORIGEM_AVALIACAO_CANDIDATO,
        },
        perguntas,
        folha,
        anterior?.id,
      );
      ctx.audit = gravada.concluida
        ? {
            resource: CANDIDATOS,
            recordId: candidatoId,
            changes: [{ campo: 'avaliacao', para: `${l.modelo_id} (solicitação ${l.solicitacao_id})` }],
          }
        : false;
      // the score is the recruiter's to read, not the candidate's
      return { situacao: gravada.concluida ? 'RESPONDIDA' : 'EM_ANDAMENTO' };
    },
  },
]);
