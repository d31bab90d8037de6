// The database follows the registry: additive changes apply at start, destructive ones are refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { deriveModel } from '../../src/server/db/schema-model.ts';
import { DestructiveChangeError, syncSchema } from '../../src/server/db/schema-sync.ts';
import { buildRegistry } from '../../src/shared/schema/registry.ts';
import type { JsonSchema } from '../../src/shared/schema/types.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const empresas: JsonSchema = {
  $id: 'utilitario/empresas',
  title: 'Empresa',
  type: 'object',
  'x-resource': {
    path: 'utilitario/empresas',
    table: 'empresa',
    label: 'Empresas',
    gender: 'f',
    tenant: 'global',
  },
  properties: { id: { type: 'integer' }, nome: { type: 'string' } },
};
const cargos = (properties: Record<string, JsonSchema>): JsonSchema => ({
  $id: 'x/cargos',
  title: 'Cargo',
  type: 'object',
  'x-resource': {
    path: 'x/cargos',
    table: 'cargo_teste',
    label: 'Cargos',
    gender: 'm',
    tenant: 'empresa',
    filters: ['nome'],
  },
  properties: { id: { type: 'integer' }, ...properties },
});
const sync = (db: Database, properties: Record<string, JsonSchema>) => {
  const registry = buildRegistry([empresas, cargos(properties)]);
  return syncSchema(db, registry, deriveModel(registry), { migrations: false });
};
const columns = async (db: Database) =>
  (
    await sql<{
      column_name: string;
      data_type: string;
    }>`SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'cargo_teste' ORDER BY column_name`.execute(
      db,
    )
  ).rows.map((r) => `${r.column_name}:${r.data_type}`);

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, 2).db;
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('syncSchema', () => {
  it('creates tables, foreign keys and indexes on an empty database, and is idempotent', async () => {
    const first = await sync(db, { nome: { type: 'string' } });
    expect(first.created).toEqual(['empresa', 'cargo_teste']);
    expect(await columns(db)).toContain('empresa_id:integer');
    const fk = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_constraint WHERE conname = 'fk_cargo_teste_empresa_id'`.execute(db);
    expect(fk.rows[0].n).toBe(1);
    const second = await sync(db, { nome: { type: 'string' } });
    expect(second).toMatchObject({ created: [], altered: [] });
    await sql`INSERT INTO empresa (nome) VALUES ('E')`.execute(db);
    await sql`INSERT INTO cargo_teste (empresa_id, nome) VALUES (1, 'Analista')`.execute(db);
  });

  it('adds a new column and its foreign key with data in place', async () => {
    const report = await sync(db, {
      nome: { type: 'string' },
      salario: { type: 'number' },
      empresaDona: {
        type: 'object',
        'x-ref': 'utilitario/empresas',
        properties: { id: { type: 'integer' } },
      },
    });
    expect(report.altered).toEqual(['cargo_teste.salario (nova)', 'cargo_teste.empresa_dona_id (nova)']);
    expect(await columns(db)).toEqual(expect.arrayContaining(['salario:numeric', 'empresa_dona_id:integer']));
    const rows = await sql<{ nome: string }>`SELECT nome FROM cargo_teste`.execute(db);
    expect(rows.rows).toEqual([{ nome: 'Analista' }]);
  });

  it('drops or retypes an empty column by itself', async () => {
    const report = await sync(db, { nome: { type: 'string' }, salario: { type: 'integer' } });
    expect(report.altered).toEqual(['cargo_teste.salario (tipo)', 'cargo_teste.empresa_dona_id (removida)']);
  });

  it('refuses to drop or retype a column holding data, naming the register and field, and changes nothing', async () => {
    await sql`UPDATE cargo_teste SET salario = 10`.execute(db);
    const before = await columns(db);
    await expect(sync(db, { nome: { type: 'string' } })).rejects.toThrow(
      /Cargo \(x\/cargos\), campo 'salario': coluna seria removida com dados gravados/,
    );
    await expect(sync(db, { nome: { type: 'integer' }, salario: { type: 'integer' } })).rejects.toThrow(
      DestructiveChangeError,
    );
    await expect(sync(db, { nome: { type: 'integer' }, salario: { type: 'integer' } })).rejects.toThrow(
      /campo 'nome': tipo mudaria de text para integer com dados gravados/,
    );
    expect(await columns(db)).toEqual(before);
    expect(
      (await sql<{ salario: number }>`SELECT salario FROM cargo_teste`.execute(db)).rows[0].salario,
    ).toBe(10);
  });

  it('accepts the change once a hand-written migration has moved the data', async () => {
    await sql`ALTER TABLE cargo_teste RENAME COLUMN salario TO salario_base`.execute(db);
    const report = await sync(db, { nome: { type: 'string' }, salarioBase: { type: 'integer' } });
    expect(report.altered).toEqual([]);
    expect(
      (await sql<{ salario_base: number }>`SELECT salario_base FROM cargo_teste`.execute(db)).rows[0]
        .salario_base,
    ).toBe(10);
  });
});
