import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { requireSession, type StaffSession } from './session.ts';

export const SESSION_COOKIE = 'gente_sessao';

/** No Max-Age: the cookie ends with the browser; the server ends the session after the idle time. */
export const sessionCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
});

/** The installation administrator: every authority, every company, cannot be deactivated. */
export const ADMIN_USER_ID = 1;

/** A loaded session with what the user-info answer needs beyond StaffSession. */
export type SessionRecord = StaffSession & {
  /** when the session ends if the user stays idle */
  expiresAt: Date;
  /** vendor-type user (usuarioFortes): may not change the password here */
  fornecedor: boolean;
};

/** The auth plugin stores a SessionRecord in request.staffSession; the user-info routes need all of it. */
export const requireSessionRecord = (request: FastifyRequest) => requireSession(request) as SessionRecord;

export type LoadResult = { status: 'valid'; session: SessionRecord } | { status: 'absent' | 'expired' };

export type NewSession = { userId: number; empresaId: number; ip?: string; userAgent?: string };

// Touching the row at most this often keeps a busy user's requests from writing on every call;
// the idle deadline is therefore exact to within this many seconds.
const TOUCH_EVERY_SECONDS = 10;
/**
 * A validated session is reused from memory for a few seconds, so a burst of requests costs one lookup.
 * What this instance changes (logout, company switch, password change) drops the entry at once; a change
 * made through another instance (or a deactivated user) takes effect within this many milliseconds.
 */
export const SESSION_CACHE_MS = 3000;
const SESSION_CACHE_MAX = 10_000;
const USER_AGENT_MAX = 255;

/** The row id is a hash of the token, so the database never holds a usable cookie value. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(db: Database, { idleMinutes = 30 }: { idleMinutes?: number } = {}) {
  const idle = sql`make_interval(mins => ${idleMinutes})`;
  const cache = new Map<string, { at: number; session: SessionRecord }>();
  // Counts the writes that end or change sessions. A lookup that read its row before such a write
  // finished must not put that row in the cache: a request that was running while the user logged out
  // would otherwise keep the ended session valid for SESSION_CACHE_MS.
  let changes = 0;
  const forget = (predicate: (s: SessionRecord) => boolean) => {
    for (const [key, entry] of cache) if (predicate(entry.session)) cache.delete(key);
  };
  /** Runs a write that ends or changes sessions, dropping what the cache holds before and after it. */
  async function changing<T>(write: () => Promise<T>, drop: () => void): Promise<T> {
    changes++;
    drop();
    try {
      return await write();
    } finally {
      changes++;
      drop();
    }
  }

  async function create(input: NewSession): Promise<{ token: string; id: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = sessionIdOf(token);
    await sql`
      INSERT INTO sessao (id, usuario_id, empresa_id, expires_at, ip, user_agent)
      VALUES (${id}, ${input.userId}, ${input.empresaId}, now() + ${idle}, ${input.ip ?? null},
              ${input.userAgent?.slice(0, USER_AGENT_MAX) ?? null})`.execute(db);
    return { token, id };
  }

  async function destroyById(id: string): Promise<boolean> {
    const r = await changing(
      () => sql`DELETE FROM sessao WHERE id = ${id}`.execute(db),
      () => cache.delete(id),
    );
    return Number(r.numAffectedRows ?? 0) > 0;
  }

  /**
   * Finds the session of a cookie token and refreshes its idle deadline. A session that is past its
   * deadline, or whose user was deactivated or lost access to the session's company, is deleted.
   */
  async function load(token: string | undefined): Promise<LoadResult> {
    if (!token || token.length > 100) return { status: 'absent' };
    const id = sessionIdOf(token);
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < SESSION_CACHE_MS && hit.session.expiresAt.getTime() > Date.now())
      return { status: 'valid', session: hit.session };
    const changesBefore = changes;
    const { rows } = await sql<{
      usuario_id: number;
      empresa_id: number;
      nome: string;
      ativo: boolean | null;
      fornecedor: boolean | null;
      expired: boolean;
      stale: boolean;
      expires_at: Date;
      authorities: string[];
      empresas: number[] | null;
    }>`
      SELECT s.usuario_id, s.empresa_id, u.nome, u.ativo, u.fornecedor, s.expires_at,
             (s.expires_at <= now() OR s.last_seen_at <= now() - ${idle}) AS expired,
             s.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) AS stale,
             coalesce((SELECT array_agg(DISTINCT r.role ORDER BY r.role)
                         FROM usuario_perfis up
                         JOIN perfil p ON p.id = up.ref_id
                         CROSS JOIN LATERAL jsonb_array_elements_text(
                           CASE WHEN jsonb_typeof(p.permissoes) = 'array' THEN p.permissoes ELSE '[]'::jsonb END
                         ) AS r(role)
                        WHERE up.owner_id = u.id), '{}') AS authorities,
             CASE WHEN u.id = ${ADMIN_USER_ID}
                  THEN (SELECT array_agg(e.id ORDER BY e.id) FROM empresa e)
                  ELSE (SELECT array_agg(ue.ref_id ORDER BY ue.ref_id) FROM usuario_empresas ue WHERE ue.owner_id = u.id)
             END AS empresas
        FROM sessao s
        JOIN usuario u ON u.id = s.usuario_id
       WHERE s.id = ${id}`.execute(db);
    const row = rows[0];
    if (!row) return { status: 'absent' };
    const empresasIds = row.empresas ?? [];
    if (row.expired || row.ativo === false || !empresasIds.includes(row.empresa_id)) {
      await destroyById(id);
      return { status: 'expired' };
    }
    let expiresAt = row.expires_at;
    if (row.stale) {
      const touched = await sql<{ expires_at: Date }>`
        UPDATE sessao SET last_seen_at = now(), expires_at = now() + ${idle}
         WHERE id = ${id} RETURNING expires_at`.execute(db);
      expiresAt = touched.rows[0]?.expires_at ?? expiresAt;
    }
    const session: SessionRecord = {
      id,
      userId: row.usuario_id,
      userName: row.nome,
      empresaId: row.empresa_id,
      empresasIds,
      authorities: new Set(row.authorities),
      isAdmin: row.usuario_id === ADMIN_USER_ID,
      expiresAt: new Date(expiresAt),
      fornecedor: row.fornecedor === true,
    };
    if (changes === changesBefore) {
      if (cache.size >= SESSION_CACHE_MAX) cache.clear();
      cache.set(id, { at: Date.now(), session });
    }
    return { status: 'valid', session };
  }

  return {
    create,
    load,

    /** Login: the session of the cookie the browser sent (if any) ends, a new token is issued. */
    async rotate(oldToken: string | undefined, input: NewSession) {
      if (oldToken) await destroyById(sessionIdOf(oldToken));
      return create(input);
    },

    async destroy(token: string | undefined): Promise<void> {
      if (token) await destroyById(sessionIdOf(token));
    },

    /** Every session of a user but one (after a password change, the other devices log in again). */
    async destroyOthers(userId: number, keepSessionId?: string): Promise<void> {
      await changing(
        () =>
          sql`DELETE FROM sessao WHERE usuario_id = ${userId} AND id IS DISTINCT FROM ${keepSessionId ?? null}`.execute(
            db,
          ),
        () => forget((s) => s.userId === userId && s.id !== keepSessionId),
      );
    },

    /** 404 for a company that does not exist, 403 for one the user may not work in. */
    async switchCompany(session: StaffSession, empresaId: number): Promise<void> {
      const { rows } = await sql`SELECT 1 FROM empresa WHERE id = ${empresaId}`.execute(db);
      if (rows.length === 0) throw notFound();
      if (!session.isAdmin && !session.empresasIds.includes(empresaId)) throw forbidden();
      await changing(
        () => sql`UPDATE sessao SET empresa_id = ${empresaId} WHERE id = ${session.id}`.execute(db),
        () => cache.delete(session.id),
      );
    },
  };
}
