import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { filterConditions, resolveFilters } from './filters.ts';

// Compiles the SQL only: no connection is ever opened by this dialect.
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: {} as any }) });
const REF = { $id: '_defs/ref', type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
const doc: JsonSchema = {
  $id: 'x/eventos',
  title: 'Evento',
  type: 'object',
  'x-resource': {
    path: 'x/eventos',
    table: 'evento',
    label: 'Eventos',
    gender: 'm',
    tenant: 'global',
    filters: [
      'titulo',
      'data',
      'ativo',
      'tipo',
      'pai',
      'quando',
      { field: 'pai', param: 'paisIds', op: 'subtree' },
      { field: 'data', param: 'desde', op: 'gte' },
    ],
  },
  properties: {
    titulo: { type: 'string' },
    data: { type: 'string', format: 'date' },
    quando: { type: 'string', format: 'date-time' },
    ativo: { type: 'boolean' },
    tipo: { type: 'string', enum: ['A', 'B'] },
    pai: { $ref: '_defs/ref', 'x-ref': 'x/eventos' },
  },
};
const r = buildRegistry([doc], [REF]).get('x/eventos');
const compile = (query: Record<string, unknown>) => {
  const conds = filterConditions(r, query, {
    col: (c) => sql.ref(`t.${c}`),
    folded: (c) => sql`gente_search(${sql.ref(`t.${c}`)})`,
    treeParent: () => ({ table: 'evento', column: 'pai_id' }),
  });
  return conds.length ? sql.join(conds, sql` AND `).compile(db) : undefined;
};

describe('filters', () => {
  it('derives operators from types', () => {
    expect(resolveFilters(r).map((f) => `${f.param}:${f.op}`)).toEqual([
      'titulo:text',
      'data:range',
      'ativo:eq',
      'tipo:in',
      'pai:in',
      'quando:range',
      'paisIds:subtree',
      'desde:gte',
    ]);
  });

  it('reads date ranges from <campo>Ini / <campo>Fim, whole end day for date-times', () => {
    const q = compile({ dataIni: '2026-01-01', dataFim: '2026-01-31', quandoFim: '2026-02-01' })!;
    expect(q.sql).toBe('"t"."data" >= $1 AND "t"."data" <= $2 AND "t"."quando" < ($3::date + 1)');
    expect(q.parameters).toEqual(['2026-01-01', '2026-01-31', '2026-02-01']);
  });

  it('binds every value as a parameter and escapes LIKE wildcards', () => {
    const q = compile({ titulo: "50%_x' OR 1=1", ativo: 'true', tipo: 'A,B', pai: '3,4' })!;
    expect(q.sql).toContain(`gente_search("t"."titulo") LIKE '%' || gente_search($1) || '%'`);
    expect(q.parameters).toEqual(["50\\%\\_x' OR 1=1", true, ['A', 'B'], [3, 4]]);
  });

  it('includes the selected nodes and their descendants for a subtree on its own tree', () => {
    const q = compile({ paisIds: '7' })!;
    expect(q.sql).toMatch(/^"t"\."id" IN \(\s+WITH RECURSIVE sub/);
    expect(q.parameters).toEqual([[7]]);
  });

  it('refuses malformed values with a Portuguese message', () => {
    for (const query of [
      { dataIni: '31/01/2026' },
      { ativo: 'sim' },
      { pai: '1;DROP' },
      { titulo: 'x'.repeat(201) },
      { titulo: ['a', 'b'] },
    ])
      expect(() => compile(query)).toThrow(/Filtro inválido/);
  });

  it('ignores unknown parameters and empty values', () => {
    expect(compile({ page: '0', sort: 'titulo,asc', resumido: 'true', titulo: '' })).toBeUndefined();
  });
});
