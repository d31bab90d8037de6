import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const LOGIN_PATHS = ['/login', '/recuperar-senha', '/redefinir-senha'];

/**
 * Serves the built console (/), its login page (/login…) and candidate portal (/externo) when dist/ exists. Unknown non-API
 * paths fall back to the right SPA's index.html, which shows its own 404 page; /api/* answers JSON 404.
 */
export async function serveSpas(app: FastifyInstance) {
  const built = existsSync(`${DIST}index.html`);
  if (built) {
    await app.register(fastifyStatic, { root: DIST, index: false, maxAge: '1h', immutable: false });
    // with index:false the static plugin answers 403 for a directory; the SPAs' own roots get their page
    const page = (file: string) => (_: unknown, reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file);
    app.get('/', page('index.html'));
    app.get('/externo/', page('externo/index.html'));
    // the staff login is its own small page (no react-admin): src/login
    for (const path of LOGIN_PATHS) app.get(path, page('login/index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!built || path.startsWith('/api/') || path === '/api' || request.method !== 'GET')
      return reply.code(404).send({ status: 404, code: ERROR_CODES.notFound, message: MSG.notFound });
    const page = path === '/externo' || path.startsWith('/externo/') ? 'externo/index.html' : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}
