import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// DATE columns stay 'YYYY-MM-DD' strings (no timezone shift); NUMERIC stays a string in SQL results
// (exact decimals) and is turned into a JSON number only at the API boundary.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

export type Database = Kysely<any>;

/**
 * `randomPageCost`: PostgreSQL's default (4) models spinning disks; with the data on SSD or in cache, 1.1
 * lets the planner choose index probes over sequential scans where they are cheaper (e.g. counting the
 * employees of an area among 50,000). Set per session, so an external server's own setting stays its own.
 */
export function createDatabase(
  connectionString: string,
  max = 10,
  randomPageCost?: number,
): { db: Database; pool: pg.Pool } {
  const options = randomPageCost === undefined ? undefined : `-c random_page_cost=${randomPageCost}`;
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, options });
  pool.on('error', () => {
    // an idle client lost its connection: the pool replaces it; nothing to do
  });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
