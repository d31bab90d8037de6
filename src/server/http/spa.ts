import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import { readStaticFiles, sendStaticFile } from './static-files.ts';

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
// the staff login's small page (src/login): /login and below it, the password-recovery pages (the
// recovery e-mail links to /redefinir-senha?token=) and a survey's personal link (/pesquisa-responder#token)
const LOGIN_PAGES = new Set(['/login', '/recuperar-senha', '/redefinir-senha', '/pesquisa-responder']);
// the built files (hashed names) may be kept an hour; an SPA's index.html is always asked again
// (no-cache, revalidated by its ETag), so a new build's asset names reach the browser at once
const FILE_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'no-cache';

/** The SPA page a path that is not a file shows: the portal's, the login's, or the console's. */
export function spaPageFor(path: string): string {
  if (path === '/externo' || path.startsWith('/externo/')) return '/externo/index.html';
  if (LOGIN_PAGES.has(path) || path.startsWith('/login/')) return '/login/index.html';
  return '/index.html';
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ status: 404, code: ERROR_CODES.notFound, message: MSG.notFound });

/**
 * Serves the built console (/), its login page (/login…) and candidate portal (/externo) when dist/ exists:
 * the built files from memory (static-files.ts), and every other non-API path the right SPA's index.html,
 * which shows its own 404 page. /api/* and other methods answer JSON 404.
 */
export async function serveSpas(app: FastifyInstance, dist = DIST) {
  if (existsSync(`${dist}index.html`)) {
    const files = readStaticFiles(dist);
    app.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      if (path === '/api' || path.startsWith('/api/')) return notFound(reply);
      const file = files.get(path) ?? files.get(safeDecode(path));
      if (file && !path.endsWith('.html')) return sendStaticFile(request, reply, file, FILE_CACHE);
      // a file of another build (a tab opened before a deploy): 404, not a page in place of a script
      if (path.startsWith('/assets/')) return notFound(reply);
      const page = files.get(spaPageFor(path));
      return page ? sendStaticFile(request, reply, page, PAGE_CACHE) : notFound(reply);
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};
