// A printout served from another path than its report's (the questionnaire's GET P/:id/relatorio, the answered
// follow-up's POST …/imprimir-avaliacao-respondida): one implementation of the printout, the report engine's
// route, called under the same session cookie, its answer (PDF, or the filter's messages) passed on as is.
import type { ActionContext } from '../actions/action.ts';

const PASSADOS = ['content-type', 'content-disposition', 'x-report-rows', 'cache-control'];

export async function encaminharRelatorio(
  ctx: ActionContext,
  relatorio: string,
  filtro: unknown,
  formato: 'pdf' | 'xlsx' = 'pdf',
) {
  const { request, reply } = ctx;
  const res = await request.server.inject({
    method: 'POST',
    url: `${relatorio}?formato=${formato}`,
    payload: filtro as Record<string, unknown>,
    headers: { cookie: request.headers.cookie ?? '' },
  });
  reply.code(res.statusCode);
  for (const h of PASSADOS) {
    const value = res.headers[h];
    if (value !== undefined) reply.header(h, value);
  }
  return reply.send(res.rawPayload);
}
