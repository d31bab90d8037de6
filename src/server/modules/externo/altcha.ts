// The portal's robot check: ALTCHA (self-hosted proof of work, no third party, no cookie, no tracking;
// LGPD-friendly), never reCAPTCHA. The server signs a challenge (HMAC, key shared by every instance in
// segredo_servidor), the browser's widget solves it, and a protected request carries the payload. A payload
// is accepted once (altcha_usado), before its challenge expires, and only with a valid signature.
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../http/errors.ts';

export const MSG_ROBO = 'Confirme que você não é um robô.';

/**
 * Work asked of the browser: PBKDF2-SHA-256 with `COST` iterations per try, the answer among the first
 * `COUNTER_MAX` counters (deterministic mode: the server knows it). About a second on a mid-range phone
 * with the widget's workers; a bot pays that for every request it sends.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 500;
const COUNTER_MIN = 1000;
const COUNTER_MAX = 5000;
export const CHALLENGE_MINUTES = 10;

const SECRET_NAME = 'altcha-hmac';
const secrets = new WeakMap<object, Promise<{ signature: string; key: string }>>();

/** The HMAC keys, created once for the installation and shared by every instance through PostgreSQL. */
function secretsOf(db: Database) {
  let found = secrets.get(db);
  if (!found) {
    found = (async () => {
      await sql`INSERT INTO segredo_servidor (nome, valor) VALUES (${SECRET_NAME}, ${randomBytes(32).toString('hex')})
        ON CONFLICT (nome) DO NOTHING`.execute(db);
      const { rows } = await sql<{ valor: string }>`SELECT valor FROM segredo_servidor
        WHERE nome = ${SECRET_NAME}`.execute(db);
      const signature = rows[0]!.valor;
      return { signature, key: await deriveHmacKeySecret(signature) };
    })();
    found.catch(() => secrets.delete(db));
    secrets.set(db, found);
  }
  return found;
}

/** A new signed challenge for the widget (GET /api/externo/altcha). */
export async function newChallenge(db: Database) {
  const { signature, key } = await secretsOf(db);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

/**
 * Whether the payload solves a challenge this server signed, not expired, not used before. A verified
 * payload is spent at once (in `db`: inside a transaction it is spent only if the transaction commits).
 */
export async function altchaOk(
  db: Database,
  payload: unknown,
  spendIn: Database | Transaction<any> = db,
): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4000) return false;
  const { signature, key } = await secretsOf(db);
  const result = await verify(payload, deriveKey, signature, key, {
    get: () => undefined,
    set: () => undefined,
    async setIfAbsent(id: string) {
      const { rows } = await sql`INSERT INTO altcha_usado (id, expira_em)
        VALUES (${id.slice(0, 200)}, now() + make_interval(mins => ${CHALLENGE_MINUTES}))
        ON CONFLICT (id) DO NOTHING RETURNING id`.execute(spendIn);
      return rows.length > 0;
    },
  });
  return result.error === null;
}

/** 400 on the field (default 'altcha') with 'Confirme que você não é um robô.' unless the payload passes. */
export async function requireAltcha(
  db: Database,
  payload: unknown,
  opts: { field?: string; spendIn?: Database | Transaction<any> } = {},
) {
  if (!(await altchaOk(db, payload, opts.spendIn))) throw fieldError(opts.field ?? 'altcha', MSG_ROBO);
}
