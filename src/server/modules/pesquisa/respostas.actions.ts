// Answering surveys (spec §7 Surveys, colaborador-questionario, respostas):
//   GET  pesquisa/colaborador-questionario          the session user's surveys (released), answered or not
//   GET  pesquisa/colaborador-questionario/:id      one participation: the survey, its parts, the saved draft
//   POST pesquisa/respostas/:id                     answers (a part with respondidoParcialmente, or all)
//   POST pesquisa/link/abrir {token}                the same screen through the one-use personal link (public)
//   POST pesquisa/link/responder {token, respostas, respondidoParcialmente}
// The token travels in the body, never in a URL (request lines are logged). Answering an anonymous survey
// writes no audit entry: the trail would tell who answered when, next to the sheets.
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../shared/messages.ts';
import type { ActionContext } from '../../actions/action.ts';
import { defineActions } from '../../actions/action.ts';
import { HttpError } from '../../http/errors.ts';
import { hashDoToken } from './links.ts';
import { MSG_PESQUISA, PARTICIPANTES } from './pesquisa.ts';
import {
  type Participacao,
  participacaoDoHash,
  participacaoDoUsuario,
  responder,
  telaDeResposta,
} from './responder.ts';

const linkInvalido = () => new HttpError(404, ERROR_CODES.notFound, MSG_PESQUISA.linkInvalido);

async function doLink(ctx: ActionContext, travar: boolean): Promise<Participacao> {
  const p = await participacaoDoHash(ctx.db, hashDoToken(String(ctx.body.token)), travar);
  if (!p) throw linkInvalido();
  return p;
}

async function semAuditoriaSeAnonima(ctx: ActionContext, p: Participacao) {
  const { rows } = await sql<{ anonima: boolean }>`SELECT coalesce(anonima, false) AS anonima
    FROM pesquisa WHERE id = ${p.pesquisaId}`.execute(ctx.db);
  if (rows[0]?.anonima) ctx.audit = false;
  else ctx.audit = { resource: PARTICIPANTES, recordId: p.id };
}

export default defineActions([
  {
    name: 'pesquisa-minhas-pesquisas',
    method: 'GET',
    path: 'pesquisa/colaborador-questionario',
    summary: 'As pesquisas liberadas em que o usuário da sessão (o seu colaborador) participa',
    async handler(ctx) {
      const { rows } = await sql`SELECT p.id, json_build_object('id', q.id, 'titulo', q.titulo,
          'dataIni', q.data_ini, 'dataFim', q.data_fim, 'anonima', coalesce(q.anonima, false)) AS pesquisa,
          coalesce(p.respondida, false) AS respondida,
          coalesce(p.respondida_parcialmente, false) AS "respondidaParcialmente"
        FROM pesquisa_participante p JOIN colaborador c ON c.id = p.colaborador_id
        JOIN pesquisa q ON q.id = p.pesquisa_id
        WHERE p.empresa_id = ${ctx.session.empresaId} AND c.usuario_id = ${ctx.session.userId}
          AND coalesce(q.liberada, false)
        ORDER BY q.data_fim DESC, q.id DESC`.execute(ctx.db);
      return rows;
    },
  },
  {
    name: 'pesquisa-tela-resposta',
    method: 'GET',
    path: 'pesquisa/colaborador-questionario/:id',
    summary: 'A pesquisa a responder: cabeçalho, partes, perguntas e as respostas já salvas',
    ids: { id: PARTICIPANTES },
    async handler(ctx) {
      const p = await participacaoDoUsuario(ctx.db, ctx.session.empresaId, ctx.session.userId, ctx.params.id);
      return telaDeResposta(ctx.db, ctx.engine.registry, p);
    },
  },
  {
    name: 'pesquisa-responder',
    method: 'POST',
    path: 'pesquisa/respostas/:id',
    summary: 'Grava as respostas de uma parte (respondidoParcialmente) ou conclui a pesquisa',
    ids: { id: PARTICIPANTES },
    body: 'pesquisa/_acoes/responder',
    async handler(ctx) {
      const p = await participacaoDoUsuario(
        ctx.db,
        ctx.session.empresaId,
        ctx.session.userId,
        ctx.params.id,
        true,
      );
      await semAuditoriaSeAnonima(ctx, p);
      return responder(ctx.db, ctx.engine.registry, p, ctx.body);
    },
  },
  {
    name: 'pesquisa-link-abrir',
    method: 'POST',
    path: 'pesquisa/link/abrir',
    summary: 'A pesquisa a responder pelo link pessoal de uso único (sem login)',
    public: true,
    transaction: false,
    body: 'pesquisa/_acoes/link',
    async handler(ctx) {
      ctx.audit = false;
      return telaDeResposta(ctx.db, ctx.engine.registry, await doLink(ctx, false));
    },
  },
  {
    name: 'pesquisa-link-responder',
    method: 'POST',
    path: 'pesquisa/link/responder',
    summary: 'Respostas pelo link pessoal de uso único (sem login); o link morre ao concluir',
    public: true,
    body: 'pesquisa/_acoes/link-responder',
    async handler(ctx) {
      ctx.audit = false;
      const p = await doLink(ctx, true);
      const { token: _t, ...corpo } = ctx.body;
      return responder(ctx.db, ctx.engine.registry, p, corpo);
    },
  },
]);
