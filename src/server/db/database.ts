import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';

// DATE columns stay 'YYYY-MM-DD' strings (no timezone shift); NUMERIC stays a string in SQL results
// (exact decimals) and is turned into a JSON number only at the API boundary.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

export type Database = Kysely<any>;
/** Where a query runs: the pool, or a transaction it must join (a hook's, an action's, a job's). */
export type Db = Database | Transaction<any>;

/** Planner settings of the app's sessions, set per session so an external server's own settings stay its own. */
export type SessionSettings = {
  /**
   * PostgreSQL's default (4) models spinning disks; with the data on SSD or in cache, 1.1 lets the planner
   * choose index probes over sequential scans where they are cheaper (e.g. counting the employees of an
   * area among 50,000).
   */
  randomPageCost?: number;
  /**
   * Parallel workers per query. Many users' short queries at once on few cores: a query that starts two
   * more workers only takes their cores from the other requests (measured on the candidate search at 10
   * connections on 2 cores: p95 fell when set to 0).
   */
  parallelWorkersPerGather?: number;
};

export function createDatabase(
  connectionString: string,
  max = 10,
  settings: SessionSettings = {},
): { db: Database; pool: pg.Pool } {
  const flags = [
    settings.randomPageCost === undefined ? '' : `-c random_page_cost=${settings.randomPageCost}`,
    settings.parallelWorkersPerGather === undefined
      ? ''
      : `-c max_parallel_workers_per_gather=${settings.parallelWorkersPerGather}`,
  ].filter(Boolean);
  const options = flags.length ? flags.join(' ') : undefined;
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, options });
  pool.on('error', () => {
    // an idle client lost its connection: the pool replaces it; nothing to do
  });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
