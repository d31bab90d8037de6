import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';

/** The authenticated staff session attached to a request by the auth plugin (src/server/auth/auth.plugin.ts). */
export type StaffSession = {
  /** session row id (never the cookie token itself) */
  id: string;
  userId: number;
  userName: string;
  /** the company the user is working in now */
  empresaId: number;
  /** companies the user may switch to (user id 1: all) */
  empresasIds: number[];
  authorities: ReadonlySet<string>;
  /** user id 1 (the installation administrator): every authority, every company */
  isAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
}

/**
 * The installation-level authority: with it (or as user id 1) a user manages every company, the
 * installation-wide profiles and the users of every company (docs/decisions.md, "Administração").
 */
export const ROLE_ADMIN_INSTALACAO = 'ROLE_ADMIN_INSTALACAO';

/** Whether the session works at the installation level (user id 1, or the installation authority). */
export const isInstallationAdmin = (session: StaffSession): boolean =>
  session.isAdmin || session.authorities.has(ROLE_ADMIN_INSTALACAO);

export function requireSession(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw unauthorized();
  return request.staffSession;
}

export function hasAuthority(session: StaffSession, authority: string | undefined): boolean {
  return !authority || session.isAdmin || session.authorities.has(authority);
}

export function requireAuthority(request: FastifyRequest, authority: string | undefined): StaffSession {
  const session = requireSession(request);
  if (!hasAuthority(session, authority)) throw forbidden();
  return session;
}
