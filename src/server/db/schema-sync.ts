// Brings the database to the model derived from the registry. Additive changes apply by themselves;
// a change that would lose data (dropping or retyping a column that holds values) stops the start,
// naming the register and field, unless a hand-written migration (db/migrations/*.sql) handled it first.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Database } from './database.ts';
import {
  columnSql,
  createTableSql,
  type DbModel,
  describeColumn,
  foreignKeyName,
  foreignKeySql,
} from './schema-model.ts';

export class DestructiveChangeError extends Error {}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const SYNC_LOCK = 72_001_001;

const PG_TYPE: Record<string, string> = { timestamptz: 'timestamp with time zone' };
const sameType = (model: string, db: string) => (PG_TYPE[model] ?? model) === db;

// Accent- and case-insensitive text for search and ordering; immutable so it can be indexed.
// translate() instead of the unaccent extension: an external server may lack contrib modules.
const FUNCTIONS_SQL = `
CREATE OR REPLACE FUNCTION gente_search(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(translate($1,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$`;

// Exact row counts per table and company, kept by statement-level triggers, so that an unfiltered
// list page answers its total without counting every row of a large table on each request.
const COUNTER_SQL = `
CREATE TABLE IF NOT EXISTS gente_contagem (
  tabela text NOT NULL, empresa_id integer NOT NULL, n bigint NOT NULL, PRIMARY KEY (tabela, empresa_id));
CREATE OR REPLACE FUNCTION gente_conta_inclusao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'empresa' THEN
    INSERT INTO gente_contagem SELECT TG_TABLE_NAME, empresa_id, count(*) FROM novas GROUP BY empresa_id
      ON CONFLICT (tabela, empresa_id) DO UPDATE SET n = gente_contagem.n + EXCLUDED.n;
  ELSE
    INSERT INTO gente_contagem SELECT TG_TABLE_NAME, 0, count(*) FROM novas HAVING count(*) > 0
      ON CONFLICT (tabela, empresa_id) DO UPDATE SET n = gente_contagem.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION gente_conta_exclusao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'empresa' THEN
    UPDATE gente_contagem c SET n = c.n - x.n
      FROM (SELECT empresa_id, count(*) AS n FROM antigas GROUP BY empresa_id) x
      WHERE c.tabela = TG_TABLE_NAME AND c.empresa_id = x.empresa_id;
  ELSE
    UPDATE gente_contagem c SET n = c.n - (SELECT count(*) FROM antigas) WHERE c.tabela = TG_TABLE_NAME AND c.empresa_id = 0;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION gente_conta_esvaziamento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gente_contagem WHERE tabela = TG_TABLE_NAME;
  RETURN NULL;
END $$;`;

async function installRowCounters(tx: Transaction<any>, model: DbModel) {
  await sql.raw(COUNTER_SQL).execute(tx);
  const present = new Set(
    (
      await sql<{
        tgname: string;
        relname: string;
      }>`SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'gente_conta_ins'`.execute(
        tx,
      )
    ).rows.map((r) => r.relname),
  );
  for (const { table, tenant } of model.counted) {
    if (present.has(table)) continue;
    const scope = tenant ? 'empresa' : 'global';
    await sql.raw(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`).execute(tx);
    await sql`DELETE FROM gente_contagem WHERE tabela = ${table}`.execute(tx);
    await sql
      .raw(
        `INSERT INTO gente_contagem SELECT '${table}', ${tenant ? 'empresa_id' : '0'}, count(*) FROM ${table} GROUP BY 2 HAVING count(*) > 0`,
      )
      .execute(tx);
    await sql
      .raw(`
      CREATE TRIGGER gente_conta_ins AFTER INSERT ON ${table} REFERENCING NEW TABLE AS novas
        FOR EACH STATEMENT EXECUTE FUNCTION gente_conta_inclusao('${scope}');
      CREATE TRIGGER gente_conta_del AFTER DELETE ON ${table} REFERENCING OLD TABLE AS antigas
        FOR EACH STATEMENT EXECUTE FUNCTION gente_conta_exclusao('${scope}');
      CREATE TRIGGER gente_conta_trunc AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION gente_conta_esvaziamento();`)
      .execute(tx);
  }
}

export type SyncReport = { created: string[]; altered: string[]; migrations: string[]; trigram: boolean };

/**
 * Versioned SQL migrations, each applied once (recorded in gente_migracao), in name order. `*.sql` run
 * before the sync (they move data the sync would refuse to drop); `*.after.sql` run after it (tables of
 * modules that reference register tables).
 */
async function applyMigrations(tx: Transaction<any>, phase: 'before' | 'after'): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS gente_migracao (nome text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())`.execute(
    tx,
  );
  let files: string[] = [];
  try {
    files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql') && f.endsWith('.after.sql') === (phase === 'after'))
      .sort();
  } catch {
    return [];
  }
  const done = new Set(
    (await sql<{ nome: string }>`SELECT nome FROM gente_migracao`.execute(tx)).rows.map((r) => r.nome),
  );
  const applied: string[] = [];
  for (const f of files) {
    if (done.has(f)) continue;
    await sql.raw(readFileSync(MIGRATIONS_DIR + f, 'utf8')).execute(tx);
    await sql`INSERT INTO gente_migracao (nome) VALUES (${f})`.execute(tx);
    applied.push(f);
  }
  return applied;
}

const REPEATABLE_DIR = `${MIGRATIONS_DIR}repeatable/`;

/**
 * Repeatable migrations (`migrations/repeatable/<name>.sql`): each holds the current definition of a family of
 * SQL functions (or views), written to be re-run (CREATE OR REPLACE), and is applied again whenever its text
 * changes (its SHA-256 recorded in gente_migracao_repetivel), in name order, after the numbered migrations: a
 * fresh database runs those and then these; an unchanged file is not run. docs/banco.md.
 */
async function applyRepeatable(tx: Transaction<any>, dir = REPEATABLE_DIR): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS gente_migracao_repetivel (nome text PRIMARY KEY, checksum text NOT NULL, aplicada_em timestamptz NOT NULL DEFAULT now())`.execute(
    tx,
  );
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
  } catch {
    return [];
  }
  const recorded = new Map(
    (
      await sql<{
        nome: string;
        checksum: string;
      }>`SELECT nome, checksum FROM gente_migracao_repetivel`.execute(tx)
    ).rows.map((r) => [r.nome, r.checksum]),
  );
  const applied: string[] = [];
  for (const f of files) {
    const text = readFileSync(dir + f, 'utf8');
    const checksum = createHash('sha256').update(text).digest('hex');
    if (recorded.get(f) === checksum) continue;
    await sql.raw(text).execute(tx);
    await sql`INSERT INTO gente_migracao_repetivel (nome, checksum) VALUES (${f}, ${checksum})
      ON CONFLICT (nome) DO UPDATE SET checksum = EXCLUDED.checksum, aplicada_em = now()`.execute(tx);
    applied.push(`repeatable/${f}`);
  }
  return applied;
}

async function trigramAvailable(tx: Transaction<any>): Promise<boolean> {
  const ext = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(tx);
  if (ext.rows[0].n === 0) return false;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(tx);
  return true;
}

/**
 * `migrations: false` syncs a registry alone (tests of the sync with registries of their own); `repeatableDir`
 * reads the repeatable migrations from elsewhere (their test).
 */
export async function syncSchema(
  db: Database,
  registry: Registry,
  model: DbModel,
  opts: { migrations?: boolean; repeatableDir?: string } = {},
): Promise<SyncReport> {
  const withMigrations = opts.migrations !== false;
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`.execute(tx);
    await sql.raw(FUNCTIONS_SQL).execute(tx);
    const trigram = await trigramAvailable(tx);
    const migrations = withMigrations ? await applyMigrations(tx, 'before') : [];

    const existing = new Map<string, Map<string, string>>();
    const generatedNow = new Set<string>();
    const cols = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_generated: string;
    }>`
      SELECT table_name, column_name, data_type, is_generated FROM information_schema.columns WHERE table_schema = current_schema()`.execute(
      tx,
    );
    for (const c of cols.rows) {
      if (!existing.has(c.table_name)) existing.set(c.table_name, new Map());
      existing.get(c.table_name)!.set(c.column_name, c.data_type);
      if (c.is_generated === 'ALWAYS') generatedNow.add(`${c.table_name}.${c.column_name}`);
    }
    const constraints = new Set(
      (
        await sql<{
          conname: string;
        }>`SELECT conname FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`.execute(tx)
      ).rows.map((r) => r.conname),
    );

    const report: SyncReport = { created: [], altered: [], migrations, trigram };
    const refused: string[] = [];
    const hasData = async (table: string, column: string) =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} IS NOT NULL`.execute(
          tx,
        )
      ).rows[0].n > 0;

    for (const t of model.tables) {
      const current = existing.get(t.name);
      if (!current) {
        await sql.raw(createTableSql(t)).execute(tx);
        report.created.push(t.name);
        continue;
      }
      const resource = registry.find(t.owner);
      for (const c of t.columns) {
        const type = current.get(c.name);
        if (type === undefined) {
          await sql
            .raw(`ALTER TABLE ${t.name} ADD COLUMN ${columnSql({ ...c, notNull: c.notNull && !!c.default })}`)
            .execute(tx);
          report.altered.push(`${t.name}.${c.name} (nova)`);
        } else if (!sameType(c.type, type)) {
          if (await hasData(t.name, c.name)) {
            refused.push(
              `${describeColumn(resource, t, c.name)}: tipo mudaria de ${type} para ${c.type} com dados gravados`,
            );
            continue;
          }
          await sql.raw(`ALTER TABLE ${t.name} ALTER COLUMN ${c.name} TYPE ${c.type} USING NULL`).execute(tx);
          report.altered.push(`${t.name}.${c.name} (tipo)`);
        }
      }
      const wanted = new Set(t.columns.map((c) => c.name));
      for (const name of current.keys()) {
        if (wanted.has(name)) continue;
        // a generated column only holds a copy of other columns: dropping it loses nothing
        if (!generatedNow.has(`${t.name}.${name}`) && (await hasData(t.name, name))) {
          refused.push(`${describeColumn(resource, t, name)}: coluna seria removida com dados gravados`);
          continue;
        }
        await sql.raw(`ALTER TABLE ${t.name} DROP COLUMN ${name}`).execute(tx);
        report.altered.push(`${t.name}.${name} (removida)`);
      }
    }
    if (refused.length)
      throw new DestructiveChangeError(
        `Alteração destrutiva do banco recusada:\n  ${refused.join('\n  ')}\nEscreva uma migração em src/server/db/migrations/ que trate a mudança antes de iniciar.`,
      );

    for (const t of model.tables)
      for (const c of t.columns)
        if (c.references && !constraints.has(foreignKeyName(t.name, c.name)))
          await sql.raw(foreignKeySql(t, c)).execute(tx);
    for (const ix of model.indexes) {
      if (!trigram && ix.definition.includes('gin_trgm_ops')) continue;
      await sql.raw(ix.definition).execute(tx);
      if (ix.replaces) await sql.raw(`DROP INDEX IF EXISTS ${ix.replaces}`).execute(tx);
    }
    await installRowCounters(tx, model);
    if (withMigrations)
      report.migrations.push(
        ...(await applyMigrations(tx, 'after')),
        ...(await applyRepeatable(tx, opts.repeatableDir)),
      );
    return report;
  });
}
