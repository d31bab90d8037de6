// Sending eSocial events and correcting what was accepted (docs/sst-esocial.md):
//   POST sst/eventos-esocial/enviar {ids}        the signed (or rejected) events in batches of up to 50, each sent to
//                                                EnviarLoteEventos: {enviados, lotes: [{id, protocolo, status, …}]}
//   POST sst/lotes-esocial/:id/consultar         ConsultarLoteEventos now: {lote, emProcessamento, aceitos, rejeitados}
//   POST sst/eventos-esocial/:id/consultar       the same, for the batch the event went in
//   POST sst/eventos-esocial/:id/retificar       the accepted event's rectification (indRetif 2, its receipt), 201
//   POST sst/eventos-esocial/:id/excluir         the S-3000 of the accepted event, 201
//   POST sst/eventos-esocial/:id/gerar-novamente the rejected event made again from its corrected record (the
//                                                rejected one 'substituido'), 201; nothing changed: 409
//   GET  sst/eventos-esocial/:id/cadeia          the chain: original → rectifications → exclusion, with receipts
//                                                and occurrences
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { hasAuthority } from '../../auth/session.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { cadeiaDoEvento, excluirEvento, gerarDeNovo, retificarEvento } from './esocial/correcao.ts';
import { consultarLote, enviarEventos } from './esocial/envio.ts';
import { RespostaInvalida } from './esocial/retorno.ts';
import { FalhaDeComunicacao } from './esocial/webservice.ts';
import { ROLE_SST, ROLE_SST_SAUDE } from './sst.ts';

const EVENTOS = 'sst/eventos-esocial';
const LOTES = 'sst/lotes-esocial';

export const MSG_ENVIO_ACOES = {
  naoEnviado: 'O evento ainda não foi enviado ao eSocial: não há lote a consultar.',
} as const;

/** The rectification, the exclusion or the new generation of the event `:id`, audited and answered as the new event. */
async function gerarAPartirDe(ctx: ActionContext, gerar: typeof retificarEvento) {
  const gerado = await gerar(
    ctx.db,
    {
      empresaId: ctx.session.empresaId,
      userId: ctx.session.userId,
      temSaude: hasAuthority(ctx.session, ROLE_SST_SAUDE),
    },
    ctx.params.id,
  );
  ctx.audit = { resource: EVENTOS, recordId: gerado.id };
  return ctx.repo(EVENTOS).get(gerado.id);
}

/** The eSocial could not be reached or answered nonsense: 502 with the reason, nothing changed. */
async function semFalhaDeRede<T>(trabalho: () => Promise<T>): Promise<T> {
  try {
    return await trabalho();
  } catch (e) {
    if (e instanceof FalhaDeComunicacao || e instanceof RespostaInvalida)
      throw new HttpError(502, 'BAD_GATEWAY', e.message);
    throw e;
  }
}

export default defineActions([
  {
    name: 'enviar-eventos-esocial',
    method: 'POST',
    path: `${EVENTOS}/enviar`,
    summary: 'Envia ao eSocial os eventos assinados (ou rejeitados) escolhidos, em lotes de até 50',
    authority: ROLE_SST,
    body: 'sst/_acoes/enviar-eventos-esocial',
    async handler(ctx) {
      const r = await enviarEventos(ctx.db, ctx.engine.jobs, {
        empresaId: ctx.session.empresaId,
        usuarioId: ctx.session.userId,
        ids: ctx.body.ids,
      });
      ctx.audit = {
        resource: EVENTOS,
        changes: [
          { campo: 'enviados', para: r.enviados },
          { campo: 'lotes', para: r.lotes.map((l) => l.protocolo ?? l.status).join(', ') },
        ],
      };
      return r;
    },
  },
  {
    name: 'consultar-lote-esocial',
    method: 'POST',
    path: `${LOTES}/:id/consultar`,
    summary: 'Consulta no eSocial o processamento do lote e guarda os recibos ou as ocorrências',
    authority: ROLE_SST,
    ids: { id: LOTES },
    handler: (ctx) =>
      semFalhaDeRede(() =>
        consultarLote(ctx.db, ctx.engine.jobs, {
          empresaId: ctx.session.empresaId,
          loteId: ctx.params.id,
          usuarioId: ctx.session.userId,
        }),
      ),
  },
  {
    name: 'consultar-evento-esocial',
    method: 'POST',
    path: `${EVENTOS}/:id/consultar`,
    summary: 'Consulta no eSocial o lote em que o evento foi enviado',
    authority: ROLE_SST,
    ids: { id: EVENTOS },
    async handler(ctx) {
      const evento = await ctx.repo(EVENTOS).get(ctx.params.id);
      const loteId = (evento as { lote?: { id: number } | null }).lote?.id;
      if (!loteId) throw fieldError('lote', MSG_ENVIO_ACOES.naoEnviado);
      ctx.audit = { resource: LOTES, recordId: loteId };
      return semFalhaDeRede(() =>
        consultarLote(ctx.db, ctx.engine.jobs, {
          empresaId: ctx.session.empresaId,
          loteId,
          usuarioId: ctx.session.userId,
        }),
      );
    },
  },
  {
    name: 'retificar-evento-esocial',
    method: 'POST',
    path: `${EVENTOS}/:id/retificar`,
    summary: 'Gera a retificação (indRetif 2, com o recibo) do evento aceito, com os dados de hoje',
    authority: ROLE_SST,
    ids: { id: EVENTOS },
    status: 201,
    handler: (ctx) => gerarAPartirDe(ctx, retificarEvento),
  },
  {
    name: 'excluir-evento-esocial',
    method: 'POST',
    path: `${EVENTOS}/:id/excluir`,
    summary: 'Gera o S-3000 que exclui do eSocial o evento aceito (enviado por engano)',
    authority: ROLE_SST,
    ids: { id: EVENTOS },
    status: 201,
    handler: (ctx) => gerarAPartirDe(ctx, excluirEvento),
  },
  {
    name: 'gerar-novamente-evento-esocial',
    method: 'POST',
    path: `${EVENTOS}/:id/gerar-novamente`,
    summary:
      'Gera de novo o evento rejeitado, com os dados corrigidos do registro (o rejeitado fica substituído)',
    authority: ROLE_SST,
    ids: { id: EVENTOS },
    status: 201,
    handler: (ctx) => gerarAPartirDe(ctx, gerarDeNovo),
  },
  {
    name: 'cadeia-evento-esocial',
    method: 'GET',
    path: `${EVENTOS}/:id/cadeia`,
    summary: 'A cadeia do evento: original, retificações e exclusão, com recibos e ocorrências',
    authority: ROLE_SST,
    ids: { id: EVENTOS },
    handler: async (ctx) => ({ eventos: await cadeiaDoEvento(ctx.db, ctx.session.empresaId, ctx.params.id) }),
  },
]);
