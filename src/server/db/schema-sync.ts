// Brings the database to the model derived from the registry. Additive changes apply by themselves;
// a change that would lose data (dropping or retyping a column that holds values) stops the start,
// naming the register and field, unless a hand-written migration (db/migrations/*.sql) handled it first.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Database } from './database.ts';
import { columnSql, createTableSql, type DbModel, describeColumn, foreignKeyName, foreignKeySql } from './schema-model.ts';

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

export type SyncReport = { created: string[]; altered: string[]; migrations: string[]; trigram: boolean };

async function applyMigrations(tx: Transaction<any>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS gente_migracao (nome text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())`.execute(tx);
  let files: string[] = [];
  try {
    files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  } catch {
    return [];
  }
  const done = new Set((await sql<{ nome: string }>`SELECT nome FROM gente_migracao`.execute(tx)).rows.map((r) => r.nome));
  const applied: string[] = [];
  for (const f of files) {
    if (done.has(f)) continue;
    await sql.raw(readFileSync(MIGRATIONS_DIR + f, 'utf8')).execute(tx);
    await sql`INSERT INTO gente_migracao (nome) VALUES (${f})`.execute(tx);
    applied.push(f);
  }
  return applied;
}

async function trigramAvailable(tx: Transaction<any>): Promise<boolean> {
  const ext = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(tx);
  if (ext.rows[0].n === 0) return false;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(tx);
  return true;
}

export async function syncSchema(db: Database, registry: Registry, model: DbModel): Promise<SyncReport> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`.execute(tx);
    await sql.raw(FUNCTIONS_SQL).execute(tx);
    const trigram = await trigramAvailable(tx);
    const migrations = await applyMigrations(tx);

    const existing = new Map<string, Map<string, string>>();
    const cols = await sql<{ table_name: string; column_name: string; data_type: string }>`
      SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()`.execute(tx);
    for (const c of cols.rows) {
      if (!existing.has(c.table_name)) existing.set(c.table_name, new Map());
      existing.get(c.table_name)!.set(c.column_name, c.data_type);
    }
    const constraints = new Set(
      (await sql<{ conname: string }>`SELECT conname FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`.execute(tx)).rows.map((r) => r.conname),
    );

    const report: SyncReport = { created: [], altered: [], migrations, trigram };
    const refused: string[] = [];
    const hasData = async (table: string, column: string) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} IS NOT NULL`.execute(tx)).rows[0].n > 0;

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
          await sql.raw(`ALTER TABLE ${t.name} ADD COLUMN ${columnSql({ ...c, notNull: c.notNull && !!c.default })}`).execute(tx);
          report.altered.push(`${t.name}.${c.name} (nova)`);
        } else if (!sameType(c.type, type)) {
          if (await hasData(t.name, c.name)) {
            refused.push(`${describeColumn(resource, t, c.name)}: tipo mudaria de ${type} para ${c.type} com dados gravados`);
            continue;
          }
          await sql.raw(`ALTER TABLE ${t.name} ALTER COLUMN ${c.name} TYPE ${c.type} USING NULL`).execute(tx);
          report.altered.push(`${t.name}.${c.name} (tipo)`);
        }
      }
      const wanted = new Set(t.columns.map((c) => c.name));
      for (const name of current.keys()) {
        if (wanted.has(name)) continue;
        if (await hasData(t.name, name)) {
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
        if (c.references && !constraints.has(foreignKeyName(t.name, c.name))) await sql.raw(foreignKeySql(t, c)).execute(tx);
    for (const ix of model.indexes) {
      if (!trigram && ix.definition.includes('gin_trgm_ops')) continue;
      await sql.raw(ix.definition).execute(tx);
    }
    return report;
  });
}
