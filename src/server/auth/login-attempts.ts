import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

// Login throttling kept in PostgreSQL, so every instance behind a load balancer sees the same counts.

export const ATTEMPT_WINDOW_MINUTES = 15;
// Only attempts that fail stay counted (a success forgets its own rows): an office of a hundred people
// behind one NAT address must be able to log in at 8 o'clock, while guessing from it is still capped.
export const LIMITS = {
  /** failed logins from one address */
  perIp: 30,
  /** password recovery requests from one address */
  lookupsPerIp: 30,
  /** wrong current passwords when changing one's password */
  passwordChange: 5,
} as const;

/**
 * Throttling instead of a lock (OWASP ASVS 2.2.1): after `free` failures counted in the window, each further
 * attempt waits `firstDelaySeconds` doubled per failure beyond `free`, at most `maxDelaySeconds`, counted from
 * the last failure. Nobody who knows a CPF can keep its user out for long, and guessing still slows to a crawl.
 */
export type Throttle = {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowMinutes: number;
};

/** Failures are kept a day (the maintenance job deletes older rows): the waits do not reset at their cap. */
const DAY_MINUTES = 24 * 60;

export const THROTTLES = {
  /**
   * An account's failures from every address: 5 free, then 1 s, 2 s, 4 s … up to 1 minute between attempts
   * (60 guesses an hour at most, however many addresses; the user, from another address, waits at most 1 min).
   */
  account: { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 60, windowMinutes: DAY_MINUTES },
  /** An account's failures from one address: the same start, up to 15 minutes between attempts. */
  accountAddress: { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, windowMinutes: DAY_MINUTES },
} as const satisfies Record<string, Throttle>;

/** Seconds to wait after the last of `failures` failures (0: none). */
export function throttleDelaySeconds(t: Throttle, failures: number): number {
  if (failures < t.free) return 0;
  return Math.min(t.maxDelaySeconds, t.firstDelaySeconds * 2 ** Math.min(failures - t.free, 30));
}

/** A hard limit (at most `max` attempts in the call's window) or a throttle (growing waits). */
export type AttemptLimit = { key: string; max: number } | { key: string; throttle: Throttle };
export type AttemptVerdict =
  | { allowed: true /** the rows this attempt added, for forgetAttempt() when it succeeds */; ids: number[] }
  | { allowed: false; retryAfterSeconds: number };

// The CPF is hashed so the attempts table holds no personal data in clear.
export const accountKey = (cpf: string) => `cpf:${createHash('sha256').update(cpf).digest('hex')}`;
export const accountAddressKey = (cpf: string, ip: string) => `${accountKey(cpf)}@${ip}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const passwordChangeKey = (userId: number) => `senha:${userId}`;

/**
 * Counts one attempt against every limit, or refuses when any limit is reached or any throttle's wait has not
 * passed (then nothing is counted; Retry-After is the longest wait). The attempt is recorded before the
 * password is checked, under advisory locks: a burst of parallel guesses cannot all pass the check before
 * the first failure is written.
 */
export async function consumeAttempt(
  db: Database,
  limits: AttemptLimit[],
  windowMinutes = ATTEMPT_WINDOW_MINUTES,
): Promise<AttemptVerdict> {
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  const windowOf = (l: AttemptLimit) => ('throttle' in l ? l.throttle.windowMinutes : windowMinutes);
  const windows = keys.map((k) => Math.max(...limits.filter((l) => l.key === k).map(windowOf)));
  return db.transaction().execute(async (trx) => {
    // sorted lock order: two requests sharing keys never deadlock
    for (const key of keys) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const { rows } = await sql<{ key: string; n: number; retry: number; since_last: number }>`
      SELECT t.key, count(*)::int AS n,
             greatest(1, ceil(extract(epoch FROM min(t.at) + make_interval(mins => w.mins) - now())))::int AS retry,
             extract(epoch FROM now() - max(t.at))::float8 AS since_last
        FROM unnest(${keys}::text[], ${windows}::int[]) AS w(key, mins)
        JOIN login_tentativa t ON t.key = w.key AND t.at > now() - make_interval(mins => w.mins)
       GROUP BY t.key, w.mins`.execute(trx);
    const counts = new Map(rows.map((r) => [r.key, r]));
    let retryAfterSeconds = 0;
    for (const limit of limits) {
      const row = counts.get(limit.key);
      if (!row) continue;
      if ('throttle' in limit) {
        const wait = throttleDelaySeconds(limit.throttle, row.n) - row.since_last;
        if (wait > 0) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(wait));
      } else if (row.n >= limit.max) retryAfterSeconds = Math.max(retryAfterSeconds, row.retry);
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
