// File store benchmark (not part of npm test): writing and reading 1 MB and 10 MB files as bytea (the
// store's choice) and as large objects, on the embedded PostgreSQL.   npx tsx bench/files.ts [--vezes 20]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const VEZES = Number(process.argv[process.argv.indexOf('--vezes') + 1]) || 20;
const dir = mkdtempSync(join(tmpdir(), 'gente-bench-arquivos-'));
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? embedded!.databaseUrl, max: 2 });
await pool.query(`CREATE TABLE IF NOT EXISTS bench_bytea (id serial PRIMARY KEY, conteudo bytea NOT NULL);
  ALTER TABLE bench_bytea ALTER COLUMN conteudo SET STORAGE EXTERNAL;
  CREATE TABLE IF NOT EXISTS bench_lo (id serial PRIMARY KEY, oid oid NOT NULL);`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
async function time(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

const rows: Record<string, string | number>[] = [];
for (const mb of [1, 10]) {
  const bytes = randomBytes(mb * 1024 * 1024); // incompressible, like JPEG/PDF
  const w1: number[] = [];
  const r1: number[] = [];
  const w2: number[] = [];
  const r2: number[] = [];
  for (let i = 0; i < VEZES; i++) {
    let id = 0;
    w1.push(
      await time(async () => {
        id = (await pool.query('INSERT INTO bench_bytea (conteudo) VALUES ($1) RETURNING id', [bytes]))
          .rows[0].id;
      }),
    );
    r1.push(await time(() => pool.query('SELECT conteudo FROM bench_bytea WHERE id = $1', [id])));
    let oid = 0;
    w2.push(
      await time(async () => {
        oid = (await pool.query('SELECT lo_from_bytea(0, $1) AS oid', [bytes])).rows[0].oid;
        await pool.query('INSERT INTO bench_lo (oid) VALUES ($1)', [oid]);
      }),
    );
    r2.push(await time(() => pool.query('SELECT lo_get($1) AS conteudo', [oid])));
  }
  rows.push({
    tamanho: `${mb} MB`,
    'bytea grava (ms)': median(w1).toFixed(1),
    'bytea lê (ms)': median(r1).toFixed(1),
    'LO grava (ms)': median(w2).toFixed(1),
    'LO lê (ms)': median(r2).toFixed(1),
  });
}
console.table(rows);
await pool.end();
await embedded?.stop();
rmSync(dir, { recursive: true, force: true });
