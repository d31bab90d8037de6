import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import type { Database } from '../db/database.ts';
import { loadSchemas } from '../schema-loader.ts';
import { authRoutes } from './auth.routes.ts';
import type { ExtraMenuItem } from './menu.ts';
import {
  createSessionStore,
  SESSION_COOKIE,
  type SessionStore,
  sessionCookieOptions,
} from './session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
}

export type AuthPluginOptions = {
  db: Database;
  registry: Registry;
  /** GENTE_SESSION_IDLE_MINUTES (default 30) */
  idleMinutes?: number;
  /** GENTE_SECURE_COOKIES: the session cookie is sent only over HTTPS */
  secureCookies?: boolean;
  /** GENTE_SUPPORT_EMAIL, shown by the console's error pages */
  supportEmail?: string;
  /** hand-written screens of the modules, merged into the generated menu */
  extraMenuItems?: ExtraMenuItem[];
  /** the action schemas already loaded (default: loaded from schemas/) */
  actionSchemas?: Map<string, JsonSchema>;
};

async function auth(app: FastifyInstance, opts: AuthPluginOptions): Promise<void> {
  const secureCookies = opts.secureCookies === true;
  const store = createSessionStore(opts.db, { idleMinutes: opts.idleMinutes ?? 30 });
  // another plugin (the candidate portal) may have registered the cookie parser already
  if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);
  app.decorateRequest('staffSession', null);
  // actions that end sessions (password recovery) go through the store, so this instance's cache forgets them
  app.decorate('sessionStore', store);

  app.addHook('onRequest', async (request, reply) => {
    // static files and SPA pages need no session: no database round trip for them
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const result = await store.load(token);
    if (result.status === 'valid') {
      request.staffSession = result.session;
    } else {
      // unknown or expired token: the browser forgets it; routes that need a session answer 401
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies));
    }
  });

  await app.register(authRoutes, {
    db: opts.db,
    registry: opts.registry,
    store,
    secureCookies,
    supportEmail: opts.supportEmail ?? 'suporte@gente.app.br',
    extraMenuItems: opts.extraMenuItems,
    actionSchemas:
      opts.actionSchemas ?? new Map(loadSchemas().actions.map((a) => [String(a.$id), a] as const)),
  });
}

/** Staff sessions (cookie gente_sessao, rows in `sessao`), request.staffSession and the /api/login… routes. */
export const authPlugin = Object.assign(auth, {
  // what fastify-plugin does: the decorator and the onRequest hook apply to the whole app
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'gente-auth',
});
