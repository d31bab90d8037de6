import { describe, expect, it } from 'vitest';
import { buildRegistry, RegistryError } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { columnSql, createTableSql, deriveModel, foreignKeySql, identifier } from './schema-model.ts';

const REF = { $id: '_defs/ref', type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };

const doc = (
  path: string,
  table: string,
  properties: Record<string, JsonSchema>,
  extra: object = {},
): JsonSchema => ({
  $id: path,
  title: table,
  type: 'object',
  additionalProperties: false,
  'x-resource': { path, table, label: table, gender: 'f', tenant: 'empresa', ...extra } as any,
  properties: { id: { type: 'integer', readOnly: true }, ...properties },
});

const empresas = doc('utilitario/empresas', 'empresa', { nome: { type: 'string' } }, { tenant: 'global' });

describe('deriveModel', () => {
  const registry = buildRegistry(
    [
      empresas,
      doc('geral/estados', 'estado', { nome: { type: 'string' } }, { tenant: 'global' }),
      doc(
        'x/pessoas',
        'pessoa',
        {
          nome: { type: 'string', maxLength: 100 },
          nascimento: { type: 'string', format: 'date' },
          salario: { type: 'number' },
          ativo: { type: 'boolean' },
          qtd: { type: 'integer' },
          emails: { type: 'array', items: { type: 'string' } },
          mae: { $ref: '_defs/ref', 'x-ref': 'x/pessoas' },
          endereco: {
            type: 'object',
            properties: { cep: { type: 'string' }, uf: { $ref: '_defs/ref', 'x-ref': 'geral/estados' } },
          },
          estados: { type: 'array', items: { type: 'integer' }, 'x-ref': 'geral/estados' },
          historico: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                data: { type: 'string', format: 'date' },
                valor: { type: 'number' },
                estados: { type: 'array', items: { type: 'integer' }, 'x-ref': 'geral/estados' },
              },
            },
          },
          calculado: { type: 'string', 'x-virtual': true },
        },
        {
          filters: ['nome', 'ativo', 'nascimento'],
          sort: ['nome', 'asc'],
          unique: [{ fields: ['nome'], message: 'dup' }],
        },
      ),
    ],
    [REF],
  );
  const model = deriveModel(registry);
  const table = (name: string) => model.tables.find((t) => t.name === name)!;

  it('maps JSON types to PostgreSQL columns, flattening nested objects', () => {
    const cols = Object.fromEntries(table('pessoa').columns.map((c) => [c.name, c.type]));
    expect(cols).toMatchObject({
      id: 'integer',
      empresa_id: 'integer',
      nome: 'text',
      nascimento: 'date',
      salario: 'numeric',
      ativo: 'boolean',
      qtd: 'integer',
      emails: 'jsonb',
      mae_id: 'integer',
      endereco_cep: 'text',
      endereco_uf_id: 'integer',
      created_at: 'timestamptz',
      updated_by: 'integer',
    });
    expect(cols).not.toHaveProperty('calculado');
    expect(cols).not.toHaveProperty('estados');
    expect(cols).not.toHaveProperty('historico');
  });

  it('adds empresa_id only to tenant registers', () => {
    expect(table('estado').columns.map((c) => c.name)).not.toContain('empresa_id');
    expect(table('pessoa').columns.find((c) => c.name === 'empresa_id')).toMatchObject({
      notNull: true,
      references: { table: 'empresa' },
    });
  });

  it('derives foreign keys, join tables and child tables', () => {
    expect(table('pessoa').columns.find((c) => c.name === 'endereco_uf_id')?.references).toEqual({
      table: 'estado',
      onDelete: 'no action',
    });
    expect(table('pessoa').columns.find((c) => c.name === 'mae_id')?.references?.table).toBe('pessoa');
    const join = table('pessoa_estados');
    expect(join.primaryKey).toEqual(['owner_id', 'ref_id']);
    expect(join.columns.find((c) => c.name === 'owner_id')?.references).toEqual({
      table: 'pessoa',
      onDelete: 'cascade',
    });
    expect(join.columns.find((c) => c.name === 'ref_id')?.references?.table).toBe('estado');
    const child = table('pessoa_historico');
    expect(child.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['id', 'owner_id', 'posicao', 'data', 'valor']),
    );
    expect(child.columns.map((c) => c.name)).not.toContain('estados');
    // a many-reference inside a list item: a join table owned by the item row, deleted with it
    const itemJoin = table('pessoa_historico_estados');
    expect(itemJoin.primaryKey).toEqual(['owner_id', 'ref_id']);
    expect(itemJoin.columns.find((c) => c.name === 'owner_id')?.references).toEqual({
      table: 'pessoa_historico',
      onDelete: 'cascade',
    });
    expect(itemJoin.columns.find((c) => c.name === 'ref_id')?.references?.table).toBe('estado');
    expect(model.indexes.map((i) => i.name)).toContain('ix_pessoa_historico_estados_ref_id');
    expect(foreignKeySql(join, join.columns[0])).toBe(
      'ALTER TABLE pessoa_estados ADD CONSTRAINT fk_pessoa_estados_owner_id FOREIGN KEY (owner_id) REFERENCES pessoa (id) ON DELETE CASCADE',
    );
  });

  it('indexes references, filters (trigram for text), the default sort and unique groups', () => {
    const defs = model.indexes.filter((i) => i.table === 'pessoa').map((i) => i.definition);
    expect(defs).toContain('CREATE INDEX IF NOT EXISTS ix_pessoa_mae_id ON pessoa (mae_id)');
    expect(defs).toContain(
      'CREATE INDEX IF NOT EXISTS ix_pessoa_nome_trgm ON pessoa USING gin (nome__busca gin_trgm_ops)',
    );
    // filter indexes carry the id, so a filtered count meeting another id set reads the index alone; they
    // replace the earlier index without it
    expect(model.indexes).toContainEqual({
      name: 'ix_pessoa_empresa_id_ativo_id',
      table: 'pessoa',
      definition:
        'CREATE INDEX IF NOT EXISTS ix_pessoa_empresa_id_ativo_id ON pessoa (empresa_id, ativo) INCLUDE (id)',
      replaces: 'ix_pessoa_empresa_id_ativo',
    });
    expect(defs).toContain(
      'CREATE INDEX IF NOT EXISTS ix_pessoa_sort_nome ON pessoa (empresa_id, nome__busca, id)',
    );
    expect(defs).toContain(
      'CREATE UNIQUE INDEX IF NOT EXISTS ux_pessoa_nome ON pessoa (empresa_id, nome__busca)',
    );
    expect(model.indexes.map((i) => i.definition)).toContain(
      'CREATE INDEX IF NOT EXISTS ix_pessoa_estados_ref_id ON pessoa_estados (ref_id)',
    );
    // search, sort and unique read a stored folded copy: a recheck never recomputes the folding per row
    const busca = table('pessoa').columns.find((c) => c.name === 'nome__busca')!;
    expect(columnSql(busca)).toBe('nome__busca text GENERATED ALWAYS AS (gente_search(nome)) STORED');
    expect(model.counted).toContainEqual({ table: 'pessoa', tenant: true });
  });

  it('writes CREATE TABLE with identity primary key and audit defaults', () => {
    const ddl = createTableSql(table('estado'));
    expect(ddl).toContain('id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL');
    expect(ddl).toContain('created_at timestamptz NOT NULL DEFAULT now()');
    expect(ddl).toContain('PRIMARY KEY (id)');
  });

  it('keeps identifiers within PostgreSQL limits and unique', () => {
    const a = identifier(`ix_${'a'.repeat(80)}_x`);
    const b = identifier(`ix_${'a'.repeat(80)}_y`);
    expect(a.length).toBeLessThanOrEqual(63);
    expect(a).not.toBe(b);
  });
});

describe('buildRegistry', () => {
  it('refuses an x-ref that points to no register', () => {
    expect(() =>
      buildRegistry([empresas, doc('x/a', 'a', { b: { $ref: '_defs/ref', 'x-ref': 'x/nada' } })], [REF]),
    ).toThrow(/x-ref 'x\/nada' não aponta para nenhum cadastro/);
  });
  it('refuses a $ref to an unknown definition and duplicate tables', () => {
    expect(() => buildRegistry([empresas, doc('x/a', 'a', { b: { $ref: '_defs/nada' } })], [REF])).toThrow(
      RegistryError,
    );
    expect(() => buildRegistry([empresas, doc('x/a', 'empresa', {})], [REF])).toThrow(
      /tabela 'empresa' já usada/,
    );
  });
});
