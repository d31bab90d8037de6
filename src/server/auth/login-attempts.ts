import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

// Login throttling kept in PostgreSQL, so every instance behind a load balancer sees the same counts.

export const ATTEMPT_WINDOW_MINUTES = 15;
// Only attempts that fail stay counted (a success forgets its own rows): an office of a hundred people
// behind one NAT address must be able to log in at 8 o'clock, while guessing from it is still capped.
export const LIMITS = {
  /** failed logins of one account; a success clears them all */
  perAccount: 5,
  /** failed logins from one address */
  perIp: 30,
  /** company lookups of the login screen, from one address, for CPFs with no active user */
  lookupsPerIp: 30,
  /** wrong current passwords when changing one's password */
  passwordChange: 5,
} as const;

export type AttemptLimit = { key: string; max: number };
export type AttemptVerdict =
  | { allowed: true /** the rows this attempt added, for forgetAttempt() when it succeeds */; ids: number[] }
  | { allowed: false; retryAfterSeconds: number };

// The CPF is hashed so the attempts table holds no personal data in clear.
export const accountKey = (cpf: string) => `cpf:${createHash('sha256').update(cpf).digest('hex')}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const lookupKey = (ip: string) => `empresas:${ip}`;
export const passwordChangeKey = (userId: number) => `senha:${userId}`;

/**
 * Counts one attempt against every limit, or refuses when any limit is already reached (then nothing is
 * counted). The attempt is recorded before the password is checked, under advisory locks: a burst of
 * parallel guesses cannot all pass the check before the first failure is written.
 */
export async function consumeAttempt(
  db: Database,
  limits: AttemptLimit[],
  windowMinutes = ATTEMPT_WINDOW_MINUTES,
): Promise<AttemptVerdict> {
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  return db.transaction().execute(async (trx) => {
    // sorted lock order: two requests sharing keys never deadlock
    for (const key of keys) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const { rows } = await sql<{ key: string; n: number; retry: number }>`
      SELECT key, count(*)::int AS n,
             greatest(1, ceil(extract(epoch FROM min(at) + make_interval(mins => ${windowMinutes}) - now())))::int AS retry
        FROM login_tentativa
       WHERE key = ANY(${keys}::text[]) AND at > now() - make_interval(mins => ${windowMinutes})
       GROUP BY key`.execute(trx);
    const counts = new Map(rows.map((r) => [r.key, r]));
    let retryAfterSeconds = 0;
    for (const { key, max } of limits) {
      const row = counts.get(key);
      if (row && row.n >= max) retryAfterSeconds = Math.max(retryAfterSeconds, row.retry);
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    const inserted = await sql<{ id: number }>`
      INSERT INTO login_tentativa (key) SELECT unnest(${keys}::text[]) RETURNING id`.execute(trx);
    return { allowed: true, ids: inserted.rows.map((r) => Number(r.id)) };
  });
}

/** Un-counts a successful attempt. */
export async function forgetAttempt(db: Database, verdict: { ids: number[] }): Promise<void> {
  await sql`DELETE FROM login_tentativa WHERE id = ANY(${verdict.ids}::bigint[])`.execute(db);
}

/** Clears every counted attempt of a key (an account's failures once it logs in). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await sql`DELETE FROM login_tentativa WHERE key = ${key}`.execute(db);
}
