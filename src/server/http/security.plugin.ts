import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import { HttpError } from './errors.ts';
import { refuseControlCharacters } from './input-guard.ts';

export type SecurityPluginOptions = { secureCookies?: boolean };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether an Origin names this server. The Host header is read with the Origin's scheme so default
 * ports compare equal ('localhost:80' and 'http://localhost'). 'null' (sandboxed frames, some
 * redirects) or anything unparsable is never same-origin.
 */
function sameOrigin(origin: string, host: string): boolean {
  try {
    const o = new URL(origin);
    return o.host === new URL(`${o.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Cookies ride along with cross-site requests; SameSite=Lax already holds back most of them, and this
 * check refuses the rest. Browsers send Origin on every state-changing fetch; when a client sends
 * neither Origin nor Sec-Fetch-Site (curl, server-to-server, tests), it is not a browser being
 * tricked, so it passes. Behind a proxy that rewrites Host, trustProxy must be on so request.host
 * comes from X-Forwarded-Host.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !sameOrigin(origin, request.host);
  return request.headers['sec-fetch-site'] === 'cross-site';
}

async function security(app: FastifyInstance, opts: SecurityPluginOptions): Promise<void> {
  const secure = opts.secureCookies === true;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // no 'unsafe-eval': validators are precompiled at build time; no inline scripts either
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // MUI/emotion injects <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // only behind TLS: on plain http it would send the browser to an https port nobody listens on
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on a plain-http installation would lock browsers out of it
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossOrigin(request)) throw new HttpError(403, ERROR_CODES.forbidden, MSG.crossOrigin);
  });

  // after the body is parsed, before any route looks at it
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) refuseControlCharacters(request);
  });
}

/**
 * Security headers (helmet, strict CSP), the same-origin guard of the API and the refusal of control characters
 * in its input, for the whole app.
 */
export const securityPlugin = Object.assign(security, {
  // what fastify-plugin does: the hooks and helmet apply to every route, not only this plugin's scope
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'gente-security',
});
