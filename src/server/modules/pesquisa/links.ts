// The one-use personal link of a participant without a system user: 32 random bytes (base64url) mailed in
// the invitation or reminder; only the SHA-256 is stored (pesquisa_link), so the database never holds a link
// that works. A new link replaces the previous one; the link dies when the survey is answered (responder.ts).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for the participation (the previous one stops working). */
export async function novoToken(db: Db, participanteId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`INSERT INTO pesquisa_link (participante_id, token_hash) VALUES (${participanteId}, ${hashDoToken(token)})
    ON CONFLICT (participante_id) DO UPDATE SET token_hash = excluded.token_hash, criado_em = now()`.execute(
    db,
  );
  return token;
}
