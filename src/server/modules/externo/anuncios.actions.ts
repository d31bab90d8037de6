// Job ads and applications in the portal (spec §2 /externo/anuncios, candidato-solicitacoes,
// historico-candidatos, avaliacoes; §3 Job ad; §7 Announcements, Candidate-solicitação), for the candidate
// of the session, in their company:
//   GET  /api/externo/anuncios                   open ads, each with the candidate's application (if any)
//   GET  /api/externo/anuncios/:id               one open ad
//   POST /api/externo/anuncios/:id/enviar-amigo  mails the ad to a friend (ALTCHA; limited)
//   POST /api/externo/candidato-solicitacoes?solicitacaoId=   applies ('Candidatar-se'): a place in the
//        request's selection process, origin E; after a rejection, again once diasEsperaNovaAplicacao passed
//   GET  /api/externo/candidato-solicitacoes     my applications, their stage and their moves
//   GET  /api/externo/historico-candidatos       every move of mine, newest first
//   evaluations to answer: avaliacoes.actions.ts
// Which ads are open: vagas-abertas.ts (also the careers page a visitor reads without a session, vagas.actions.ts).
import { sql } from 'kysely';
import { formatDate } from '../../../shared/br/format.ts';
import { defineActions } from '../../actions/action.ts';
import { appendAudit } from '../../audit/audit.ts';
import { consumeAttempt } from '../../auth/login-attempts.ts';
import type { Engine } from '../../crud/engine.ts';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { portalConfig } from '../captacao/api.ts';
import { candidato, sessaoDe } from './acesso.ts';
import { requireAltcha } from './altcha.ts';
import { emailAnuncioAmigo } from './emails.ts';
import { tooMany } from './sessao.routes.ts';
import { aberto } from './vagas-abertas.ts';

const CANDIDATOS_SOLICITACAO = 'captacao/candidatos-solicitacao';

export const MSG_ANUNCIO = {
  jaCandidatado: 'Você já se candidatou a esta vaga.',
  aguarde: (data: string) => `Você poderá se candidatar novamente a esta vaga a partir de ${data}.`,
  enviado: 'Anúncio de vaga enviado com sucesso.',
  erroEmail: 'Erro ao enviar e-mail. Por favor, tente novamente.',
  candidatado: 'Candidatura registrada. Acompanhe a etapa em Minhas Candidaturas.',
} as const;

/** shares per candidate and per address in an hour */
const ENVIOS = { porCandidato: 10, porIp: 30 } as const;
const EM_ANDAMENTO = ['EM_PROCESSO', 'APROVADO', 'CONTRATADO'];

type AnuncioRow = {
  id: number;
  titulo: string;
  descricao: string;
  previsao_encerramento: string | null;
  dias_espera_nova_aplicacao: number | null;
  usa_avaliacoes: boolean;
  solicitacao_id: number;
  quantidade: number | null;
  vinculo: string | null;
  cidade: string | null;
  uf: string | null;
  cargo: string | null;
  candidatura_id: number | null;
  situacao: string | null;
  ultima_movimentacao: string | null;
};

/** Open ads of the company (one, when `id`), with the candidate's application to each. */
async function anuncios(engine: Engine, empresaId: number, candidatoId: number, id?: number) {
  const { rows } = await sql<AnuncioRow>`
    SELECT a.id, a.titulo, a.descricao, to_char(a.previsao_encerramento, 'YYYY-MM-DD') AS previsao_encerramento,
           a.dias_espera_nova_aplicacao, coalesce(a.utilizar_avaliacoes_etapa_seletiva, false) AS usa_avaliacoes,
           a.solicitacao_id, s.quantidade, s.vinculo,
           ci.nome AS cidade, uf.sigla AS uf, coalesce(cg.nome_mercado, cg.nome) AS cargo,
           cs.id AS candidatura_id, cs.situacao,
           to_char(coalesce((SELECT max(h.data) FROM historico_candidato h WHERE h.candidato_solicitacao_id = cs.id),
                            cs.data_inclusao), 'YYYY-MM-DD') AS ultima_movimentacao
      FROM anuncio a
      JOIN solicitacao_pessoal s ON s.id = a.solicitacao_id
      LEFT JOIN cidade ci ON ci.id = s.cidade_id
      LEFT JOIN estado uf ON uf.id = coalesce(s.uf_id, ci.uf_id)
      LEFT JOIN faixa_salarial fs ON fs.id = s.faixa_salarial_id
      LEFT JOIN cargo cg ON cg.id = fs.cargo_id
      LEFT JOIN candidato_solicitacao cs ON cs.solicitacao_id = s.id AND cs.candidato_id = ${candidatoId}
     WHERE a.empresa_id = ${empresaId} AND ${aberto()} ${id === undefined ? sql`` : sql`AND a.id = ${id}`}
     ORDER BY a.previsao_encerramento NULLS LAST, a.titulo, a.id
     LIMIT 500`.execute(engine.db);
  return rows.map((r) => {
    const espera = esperaAte(r);
    return {
      id: r.id,
      titulo: r.titulo,
      descricao: r.descricao,
      previsaoEncerramento: r.previsao_encerramento,
      // spec §3: the candidates answer the stages' evaluations in the portal (externo/avaliacoes.actions.ts)
      utilizarAvaliacoesEtapaSeletiva: r.usa_avaliacoes,
      solicitacao: { id: r.solicitacao_id, quantidade: r.quantidade },
      cargo: r.cargo,
      vinculo: r.vinculo,
      local: r.cidade ? `${r.cidade}${r.uf ? `/${r.uf}` : ''}` : null,
      candidatoSolicitacao: r.candidatura_id ? { id: r.candidatura_id, situacao: r.situacao } : null,
      // spec §3: dataEsperaNovaAplicacao, when the candidate may apply again after a rejection
      dataEsperaNovaAplicacao: espera,
      podeCandidatar:
        !r.candidatura_id || (!EM_ANDAMENTO.includes(r.situacao ?? '') && (!espera || espera <= today())),
    };
  });
}

/** The day from which a rejected (or withdrawn) candidate may apply again, if there is a wait. */
function esperaAte(
  r: Pick<AnuncioRow, 'candidatura_id' | 'situacao' | 'ultima_movimentacao' | 'dias_espera_nova_aplicacao'>,
) {
  if (!r.candidatura_id || EM_ANDAMENTO.includes(r.situacao ?? '') || !r.ultima_movimentacao) return null;
  const d = new Date(`${r.ultima_movimentacao}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (r.dias_espera_nova_aplicacao ?? 0));
  return d.toISOString().slice(0, 10);
}

async function anuncioAberto(engine: Engine, empresaId: number, candidatoId: number, id: number) {
  const [a] = await anuncios(engine, empresaId, candidatoId, id);
  if (!a) throw notFound();
  return a;
}

export default defineActions([
  {
    name: 'externo-anuncios',
    method: 'GET',
    path: 'externo/anuncios',
    summary: 'Vagas abertas da empresa do candidato, com a candidatura dele a cada uma',
    authenticate: candidato,
    async handler(ctx) {
      const s = sessaoDe(ctx);
      return anuncios(ctx.engine, s.empresaId, s.candidatoId);
    },
  },
  {
    name: 'externo-anuncio',
    method: 'GET',
    path: 'externo/anuncios/:id',
    summary: 'Uma vaga aberta',
    authenticate: candidato,
    ids: { id: 'captacao/anuncios' },
    async handler(ctx) {
      const s = sessaoDe(ctx);
      return anuncioAberto(ctx.engine, s.empresaId, s.candidatoId, ctx.params.id);
    },
  },
  {
    name: 'externo-candidatar',
    method: 'POST',
    path: 'externo/candidato-solicitacoes',
    summary: "Candidata o candidato da sessão à vaga aberta da solicitação ('Candidatar-se')",
    authenticate: candidato,
    query: 'externo/_acoes/candidatar',
    status: 201,
    async handler(ctx) {
      const s = sessaoDe(ctx);
      const solicitacaoId = ctx.query.solicitacaoId as number;
      const { rows } = await sql<{ id: number }>`SELECT a.id FROM anuncio a JOIN solicitacao_pessoal s
        ON s.id = a.solicitacao_id WHERE a.empresa_id = ${s.empresaId} AND a.solicitacao_id = ${solicitacaoId}
        AND ${aberto()}`.execute(ctx.db);
      if (!rows[0]) throw notFound();
      // one application at a time per candidate and request, even with two clicks
      await sql`SELECT 1 FROM candidato WHERE id = ${s.candidatoId} FOR UPDATE`.execute(ctx.db);
      const anuncio = await anuncioAberto(ctx.engine, s.empresaId, s.candidatoId, rows[0].id);
      const existente = anuncio.candidatoSolicitacao;
      if (existente && EM_ANDAMENTO.includes(existente.situacao ?? ''))
        throw conflict(MSG_ANUNCIO.jaCandidatado);
      if (existente && !anuncio.podeCandidatar)
        throw conflict(MSG_ANUNCIO.aguarde(formatDate(anuncio.dataEsperaNovaAplicacao)));
      let id: number;
      if (existente) {
        // a new application to the same request after the wait: the place starts over (its moves stay)
        id = existente.id;
        await sql`UPDATE candidato_solicitacao SET situacao = 'EM_PROCESSO', etapa_seletiva_id = NULL,
          origem = 'E', data_inclusao = ${today()}::date, updated_at = now() WHERE id = ${id}`.execute(
          ctx.db,
        );
        await appendAudit(ctx.db, {
          session: ctx.session,
          resource: CANDIDATOS_SOLICITACAO,
          recordId: id,
          operation: 'externo-candidatar',
          changes: [{ campo: 'situacao', de: existente.situacao, para: 'EM_PROCESSO' }],
        });
      } else {
        const criado = await ctx.engine
          .repository(CANDIDATOS_SOLICITACAO)
          .create(
            ctx.session,
            { candidato: { id: s.candidatoId }, solicitacao: { id: solicitacaoId } },
            { tx: ctx.db },
          );
        id = criado.id as number;
        // the register keeps these readOnly: an application from the portal is origin E, in process, today
        await sql`UPDATE candidato_solicitacao SET origem = 'E', situacao = coalesce(situacao, 'EM_PROCESSO'),
          data_inclusao = coalesce(data_inclusao, ${today()}::date) WHERE id = ${id}`.execute(ctx.db);
      }
      ctx.audit = false;
      return {
        id,
        solicitacao: { id: solicitacaoId },
        situacao: 'EM_PROCESSO',
        message: MSG_ANUNCIO.candidatado,
      };
    },
  },
  {
    name: 'externo-enviar-amigo',
    method: 'POST',
    path: 'externo/anuncios/:id/enviar-amigo',
    summary: 'Envia a vaga por e-mail a um amigo (verificação de robô ALTCHA)',
    authenticate: candidato,
    ids: { id: 'captacao/anuncios' },
    body: 'externo/_acoes/enviar-amigo',
    async handler(ctx) {
      const s = sessaoDe(ctx);
      const anuncio = await anuncioAberto(ctx.engine, s.empresaId, s.candidatoId, ctx.params.id);
      await requireAltcha(ctx.engine.db, ctx.body.altcha, { spendIn: ctx.db });
      const verdict = await consumeAttempt(
        ctx.engine.db,
        [
          { key: `externo:amigo:${s.candidatoId}`, max: ENVIOS.porCandidato },
          { key: `externo:amigo:${ctx.request.ip}`, max: ENVIOS.porIp },
        ],
        60,
      );
      if (!verdict.allowed) throw tooMany(ctx.reply, verdict.retryAfterSeconds);
      try {
        const msg = emailAnuncioAmigo({
          empresa: await companyName(ctx.db, s.empresaId),
          ...(ctx.body as { nome: string; email: string; nomeAmigo: string }),
          titulo: anuncio.titulo,
          descricao: anuncio.descricao,
          url: `${portalConfig.publicUrl}/externo/anuncios/${anuncio.id}?empresaId=${s.empresaId}`,
        });
        await sendEmail(ctx.engine, ctx.db, {
          ...msg,
          empresaId: s.empresaId,
          para: ctx.body.emailAmigo,
        });
      } catch (e) {
        ctx.request.log.warn({ erro: (e as Error).message }, 'envio da vaga ao amigo');
        throw new HttpError(502, 'EMAIL_ERROR', MSG_ANUNCIO.erroEmail);
      }
      ctx.audit = { resource: 'captacao/anuncios', recordId: anuncio.id, changes: [] };
      return { message: MSG_ANUNCIO.enviado };
    },
  },
]);
