// Repeatable migrations (src/server/db/migrations/repeatable/): a file is applied again when its text changes,
// not when it stays the same; a fresh database has run every one of them after the numbered migrations.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../src/server/db/database.ts';
import { deriveModel } from '../../../src/server/db/schema-model.ts';
import { syncSchema } from '../../../src/server/db/schema-sync.ts';
import { loadRegistry } from '../../../src/server/schema-loader.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

const REPEATABLE_DIR = fileURLToPath(
  new URL('../../../src/server/db/migrations/repeatable/', import.meta.url),
);

const registry = loadRegistry();
const model = deriveModel(registry);
const dir = mkdtempSync(join(tmpdir(), 'gente-repetivel-'));
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  // the run's template: a database the app started on once
  database = await createTestDatabase({ template: true });
  db = createDatabase(database.url, 2).db;
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A function family whose every run leaves a mark, so a run that should not happen shows. */
const family = (answer: number) => `
CREATE TABLE IF NOT EXISTS teste_repetivel_execucao (n serial PRIMARY KEY);
INSERT INTO teste_repetivel_execucao DEFAULT VALUES;
CREATE OR REPLACE FUNCTION gente_teste_repetivel() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT ${answer} $$;
`;
const runs = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM teste_repetivel_execucao`.execute(db)).rows[0]!.n;
const answer = async () =>
  (await sql<{ r: number }>`SELECT gente_teste_repetivel() AS r`.execute(db)).rows[0]!.r;

describe('repeatable migrations', () => {
  it('a fresh database ran every repeatable file; starting again runs none of them', async () => {
    const recorded = await sql<{
      nome: string;
    }>`SELECT nome FROM gente_migracao_repetivel ORDER BY nome`.execute(db);
    // every file of the folder, whatever families the modules add
    const files = readdirSync(REPEATABLE_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toContain('auditoria.sql');
    expect(recorded.rows.map((r) => r.nome)).toEqual(files);
    const report = await syncSchema(db, registry, model);
    expect(report.migrations).toEqual([]);
  });

  it('applies a new file, skips it while unchanged and applies it again when its text changes', async () => {
    writeFileSync(join(dir, 'teste.sql'), family(1));
    const first = await syncSchema(db, registry, model, { repeatableDir: `${dir}/` });
    expect(first.migrations).toEqual(['repeatable/teste.sql']);
    expect(await answer()).toBe(1);

    const unchanged = await syncSchema(db, registry, model, { repeatableDir: `${dir}/` });
    expect(unchanged.migrations).toEqual([]);
    expect(await runs()).toBe(1);

    writeFileSync(join(dir, 'teste.sql'), family(2));
    const changed = await syncSchema(db, registry, model, { repeatableDir: `${dir}/` });
    expect(changed.migrations).toEqual(['repeatable/teste.sql']);
    expect(await answer()).toBe(2);
    expect(await runs()).toBe(2);
  });

  it('a file that fails leaves the database as it was, and is tried again at the next start', async () => {
    writeFileSync(join(dir, 'teste.sql'), `${family(3)}\nSELECT gente_funcao_que_nao_existe();`);
    await expect(syncSchema(db, registry, model, { repeatableDir: `${dir}/` })).rejects.toThrow(
      /gente_funcao_que_nao_existe/,
    );
    expect(await answer()).toBe(2);
    expect(await runs()).toBe(2);
    writeFileSync(join(dir, 'teste.sql'), family(3));
    const fixed = await syncSchema(db, registry, model, { repeatableDir: `${dir}/` });
    expect(fixed.migrations).toEqual(['repeatable/teste.sql']);
    expect(await answer()).toBe(3);
  });
});
