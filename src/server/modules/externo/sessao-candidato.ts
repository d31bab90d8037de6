// Candidate sessions of the portal (/externo): rows of `sessao_candidato` (migration 030_externo.after.sql),
// a cookie of their own. Apart from the staff sessions on purpose:
//   * the cookie `gente_candidato` has Path=/api/externo, so a browser never sends it to a staff endpoint;
//   * the staff auth plugin reads only `gente_sessao`, and these routes read only this cookie, so a candidate
//     cookie sent by hand to a staff route is simply no session (401), and a staff cookie here is none either.
// The session is read on demand (requireCandidate), only by the portal's routes.
import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { StaffSession } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { unauthorized } from '../../http/errors.ts';

export const CANDIDATE_COOKIE = 'gente_candidato';
export const CANDIDATE_COOKIE_PATH = '/api/externo';

export type CandidateSession = {
  /** session row id (sha256 of the token, never the token) */
  id: string;
  candidatoId: number;
  empresaId: number;
  nome: string;
  cpf: string;
  expiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** loaded by requireCandidate / optionalCandidate, once per request */
    candidateSession?: CandidateSession | null;
  }
}

const USER_AGENT_MAX = 255;
const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const candidateCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: CANDIDATE_COOKIE_PATH,
  secure,
});

/** Idle minutes of a candidate session: the same setting as the staff's (GENTE_SESSION_IDLE_MINUTES). */
let idleMinutes = 30;
export const configureCandidateSessions = (opts: { idleMinutes: number }) => {
  idleMinutes = opts.idleMinutes;
};
const idle = () => sql`make_interval(mins => ${idleMinutes})`;

/** A new session of the candidate; the cookie token it answers is never stored. */
export async function createCandidateSession(
  db: Database,
  input: { candidatoId: number; empresaId: number; ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`INSERT INTO sessao_candidato (id, candidato_id, empresa_id, expires_at, ip, user_agent)
    VALUES (${sessionIdOf(token)}, ${input.candidatoId}, ${input.empresaId}, now() + ${idle()},
            ${input.ip ?? null}, ${input.userAgent?.slice(0, USER_AGENT_MAX) ?? null})`.execute(db);
  return token;
}

export async function destroyCandidateSession(db: Database, token: string | undefined): Promise<void> {
  if (token && token.length <= 100)
    await sql`DELETE FROM sessao_candidato WHERE id = ${sessionIdOf(token)}`.execute(db);
}

/** Every session of a candidate but one (after a password change or reset: other devices log in again). */
export async function destroyOtherCandidateSessions(
  db: Database | Transaction<any>,
  candidatoId: number,
  keepId?: string,
): Promise<void> {
  await sql`DELETE FROM sessao_candidato WHERE candidato_id = ${candidatoId}
    AND id IS DISTINCT FROM ${keepId ?? null}`.execute(db);
}

/** The session of the request's candidate cookie (refreshing its idle deadline), or null. */
async function loadCandidate(db: Database, request: FastifyRequest): Promise<CandidateSession | null> {
  const token = request.cookies?.[CANDIDATE_COOKIE];
  if (!token || token.length > 100) return null;
  const id = sessionIdOf(token);
  // an expired row is left for the hourly clean-up (manutencao.jobs.ts); it no longer matches
  const { rows } = await sql<{
    candidato_id: number;
    empresa_id: number;
    nome: string;
    cpf: string | null;
    expires_at: Date;
  }>`UPDATE sessao_candidato s SET last_seen_at = now(), expires_at = now() + ${idle()}
       FROM candidato c
      WHERE s.id = ${id} AND s.expires_at > now() AND c.id = s.candidato_id AND c.empresa_id = s.empresa_id
      RETURNING s.candidato_id, s.empresa_id, c.nome, c.cpf, s.expires_at`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    id,
    candidatoId: row.candidato_id,
    empresaId: row.empresa_id,
    nome: row.nome,
    cpf: row.cpf ?? '',
    expiresAt: new Date(row.expires_at),
  };
}

/** The candidate session of the request, or null (read once per request). */
export async function optionalCandidate(db: Database, request: FastifyRequest) {
  if (request.candidateSession === undefined) request.candidateSession = await loadCandidate(db, request);
  return request.candidateSession;
}

/** The candidate session of the request, else 401 'Sessão expirada.' (a staff session is no candidate). */
export async function requireCandidate(db: Database, request: FastifyRequest): Promise<CandidateSession> {
  const session = await optionalCandidate(db, request);
  if (!session) throw unauthorized();
  return session;
}

export function clearCandidateCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(CANDIDATE_COOKIE, candidateCookieOptions(secure));
}

/**
 * The candidate acting through the portal, in the shape the generic engine's writes take (repositories,
 * file store, audit trail): the candidate's company, no authority, no staff user. `userId` is null on
 * purpose (no user row; created_by/updated_by stay empty) and the audit trail names the candidate.
 */
export function candidateActor(c: Pick<CandidateSession, 'id' | 'empresaId' | 'nome'>): StaffSession {
  return {
    id: c.id,
    userId: null as unknown as number,
    userName: `${c.nome} (portal do candidato)`,
    empresaId: c.empresaId,
    empresasIds: [c.empresaId],
    authorities: new Set(),
    isAdmin: false,
  };
}
