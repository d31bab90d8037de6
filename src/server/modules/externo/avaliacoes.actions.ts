// Evaluations the candidate answers in the portal (spec §2 /externo/avaliacoes, /externo/solicitacao-avaliacao;
// §3 Job ad: utilizarAvaliacoesEtapaSeletiva, solicitacaoAvaliacoes, counts, dataHoraExpiracao):
//   GET  /api/externo/avaliacoes                       my applications that have evaluations for me to answer,
//        each with its models (PENDENTE, EM_ANDAMENTO, RESPONDIDA), the counts and the deadline
//   GET  /api/externo/avaliacoes/:candidaturaId/:avaliacaoId   one model to answer: its questions (without the
//        weights, which would give the answers away) and my draft answers; or only its state when sent
//   POST /api/externo/avaliacoes/:candidaturaId/:avaliacaoId   my answers: a draft (respondidoParcialmente) or the
//        final sheet, which then no longer changes
// A model is offered when the request's ad lets candidates answer the stages' evaluations in the portal, the
// candidate is still in the process (situação Em processo), the request is neither suspended, closed nor
// cancelled, and no recruiter has answered that model about the candidate. The deadline is the
// dataHoraExpiracao of the candidate's latest move (none: open while the process lasts). The candidate answers
// the model as a recruiter would: 'Obrigatória' decides which questions must be answered.
import { sql } from 'kysely';
import { SERVER_TIMEZONE } from '../../../shared/constants.ts';
import type { FolhaEnviada, Pergunta } from '../../../shared/questionario/tipos.ts';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { conferirFolha, gravarFolha, respostasDaFolha } from '../../questionarios/folhas.ts';
import { perguntasDoModelo } from '../../questionarios/questionario.ts';
import {
  CANDIDATURAS,
  folhaDaCandidatura,
  folhasDaEmpresa,
  MODELOS_AVALIACAO_CANDIDATO,
  ORIGEM_AVALIACAO_CANDIDATO,
  PAPEL_CANDIDATO,
  PELO_CANDIDATO,
} from '../captacao/avaliacao-candidato.ts';
import { CANDIDATOS } from '../captacao/candidatos.hooks.ts';
import { candidato, sessaoDe } from './acesso.ts';

export const MSG_AVALIACAO_PORTAL = {
  prazoEncerrado: (quando: string) => `O prazo para responder a esta avaliação terminou em ${quando}.`,
  jaRespondida: 'Esta avaliação já foi respondida.',
} as const;

export type SituacaoAvaliacao = 'PENDENTE' | 'EM_ANDAMENTO' | 'RESPONDIDA';

type Linha = {
  candidatura_id: number;
  solicitacao_id: number;
  vaga: string;
  prazo: Date | null;
  prazo_texto: string | null;
  expirada: boolean;
  modelo_id: number;
  titulo: string;
  folha_id: string | null;
  concluida: boolean | null;
};

/**
 * The models offered to the candidate, one row per application and model (`alvo`: only that one). A model a
 * recruiter answered (or started) about the candidate is not offered.
 */
async function oferecidas(
  ctx: ActionContext,
  alvo?: { candidaturaId: number; modeloId: number },
): Promise<Linha[]> {
  const { candidatoId, empresaId } = sessaoDe(ctx);
  const { rows } = await sql<Linha>`
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
     WHERE cs.candidato_id = ${candidatoId} AND s.empresa_id = ${empresaId} AND cs.situacao = 'EM_PROCESSO'
       AND s.suspensa IS NOT TRUE AND s.encerrada IS NOT TRUE AND s.cancelada IS NOT TRUE
       AND (f.id IS NULL OR ${PELO_CANDIDATO})
       ${alvo ? sql`AND cs.id = ${alvo.candidaturaId} AND m.id = ${alvo.modeloId}` : sql``}
     ORDER BY cs.data_inclusao DESC NULLS LAST, cs.id DESC, gente_search(m.titulo), m.id`.execute(ctx.db);
  return rows;
}

const situacaoDe = (l: Linha): SituacaoAvaliacao =>
  l.folha_id === null ? 'PENDENTE' : l.concluida ? 'RESPONDIDA' : 'EM_ANDAMENTO';

/** The application and model of the path, offered to the session's candidate (404 otherwise). */
async function oferecida(ctx: ActionContext): Promise<Linha> {
  const candidaturaId = Number(ctx.params.candidaturaId);
  const modeloId = Number(ctx.params.avaliacaoId);
  if (!Number.isSafeInteger(candidaturaId) || !Number.isSafeInteger(modeloId)) throw notFound();
  const [linha] = await oferecidas(ctx, { candidaturaId, modeloId });
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
      for (const l of await oferecidas(ctx)) {
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
