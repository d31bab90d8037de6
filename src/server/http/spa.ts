import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
// the staff login's small page (src/login): /login and below it, and the password-recovery pages (the
// recovery e-mail links to /redefinir-senha?token=)
const LOGIN_PATHS = ['/login', '/login/*', '/recuperar-senha', '/redefinir-senha'];

/**
 * An SPA's index.html: always asked again (no-cache), so a new build's asset names reach the browser at
 * once. The static plugin's own Cache-Control (1 h, for the hashed assets) would override a header set
 * before sendFile, hence cacheControl: false.
 */
const sendPage = (reply: FastifyReply, file: string) =>
  reply.header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false });

/**
 * Serves the built console (/), its login page (/login…) and candidate portal (/externo) when dist/ exists. Unknown non-API
 * paths fall back to the right SPA's index.html, which shows its own 404 page; /api/* answers JSON 404.
 */
export async function serveSpas(app: FastifyInstance) {
  const built = existsSync(`${DIST}index.html`);
  if (built) {
    // preCompressed: the build writes .br and .gz copies of its text files (vite.config.ts, precompress)
    await app.register(fastifyStatic, {
      root: DIST,
      index: false,
      maxAge: '1h',
      immutable: false,
      preCompressed: true,
    });
    // with index:false the static plugin answers 403 for a directory; the SPAs' own roots get their page
    const page = (file: string) => (_: unknown, reply: FastifyReply) => sendPage(reply, file);
    app.get('/', page('index.html'));
    app.get('/externo/', page('externo/index.html'));
    for (const path of LOGIN_PATHS) app.get(path, page('login/index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!built || path.startsWith('/api/') || path === '/api' || request.method !== 'GET')
      return reply.code(404).send({ status: 404, code: ERROR_CODES.notFound, message: MSG.notFound });
    const page = path === '/externo' || path.startsWith('/externo/') ? 'externo/index.html' : 'index.html';
    return sendPage(reply, page);
  });
}
