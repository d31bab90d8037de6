import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// DATE columns stay 'YYYY-MM-DD' strings (no timezone shift); NUMERIC stays a string in SQL results
// (exact decimals) and is turned into a JSON number only at the API boundary.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

export type Database = Kysely<any>;

export function createDatabase(connectionString: string, max = 10): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // an idle client lost its connection: the pool replaces it; nothing to do
  });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
