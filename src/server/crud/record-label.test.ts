import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildRegistry, RegistryError } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { filterConditions } from './filters.ts';
import { labelSeparator, labelSql, searchWords } from './record-label.ts';

// Compiles the SQL only: no connection is ever opened by this dialect.
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: {} as any }) });
const REF = { $id: '_defs/ref', type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
const doc = (path: string, extra: Record<string, unknown>, properties: Record<string, JsonSchema>) =>
  ({
    $id: path,
    title: path,
    type: 'object',
    'x-resource': {
      path,
      table: path.split('/')[1]!.replace(/-/g, '_'),
      label: path,
      gender: 'm',
      tenant: 'empresa',
      ...extra,
    },
    properties,
  }) as JsonSchema;
const docs = [
  doc('x/cargos', {}, { nome: { type: 'string' } }),
  doc(
    'x/faixas',
    { recordLabel: { parent: 'cargo' }, recordDetail: ['codigo'] },
    {
      nome: { type: 'string' },
      codigo: { type: 'string' },
      cargo: { $ref: '_defs/ref', 'x-ref': 'x/cargos' },
    },
  ),
  doc(
    'x/areas',
    { recordLabel: { parent: 'mae' } },
    { nome: { type: 'string' }, mae: { $ref: '_defs/ref', 'x-ref': 'x/areas' } },
  ),
  doc('x/estados', {}, { nome: { type: 'string' }, sigla: { type: 'string' } }),
  doc(
    'x/cidades',
    { recordLabel: { parent: 'uf', parentTitle: 'sigla', separator: '/', parentLast: true } },
    { nome: { type: 'string' }, uf: { $ref: '_defs/ref', 'x-ref': 'x/estados' } },
  ),
  doc(
    'x/eventos',
    { recordTitle: 'data', recordLabel: { parent: 'faixa' } },
    {
      data: { type: 'string', format: 'date' },
      faixa: { $ref: '_defs/ref', 'x-ref': 'x/faixas' },
    },
  ),
];
const registry = buildRegistry(docs, [REF]);
const text = (path: string) => labelSql(registry, registry.get(path), 't').compile(db).sql;

describe('searchWords', () => {
  it('splits on spaces and drops what is only punctuation, such as the separator typed with a label', () => {
    expect(searchWords('  Pedreiro – I ')).toEqual(['Pedreiro', 'I']);
    expect(searchWords('São José/SC')).toEqual(['São', 'José/SC']);
    expect(searchWords('(0042),')).toEqual(['0042']);
    expect(searchWords(' – > ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('labelSql', () => {
  it('puts the parent before the title with the default separators', () => {
    expect(labelSeparator(registry.get('x/faixas'))).toBe(' – ');
    expect(labelSeparator(registry.get('x/areas'))).toBe(' > ');
    const faixa = text('x/faixas');
    expect(faixa).toContain(
      `(SELECT coalesce("rl0_p"."nome", '') FROM "cargos" "rl0_p" WHERE "rl0_p"."id" = "t"."cargo_id")`,
    );
    expect(faixa).toMatch(/\|\| ' – ', ''\) \|\| coalesce\("t"\."nome", ''\)$/);
  });

  it('walks up a tree with a bound, and has no parameters (the select list is compiled once as text)', () => {
    const q = labelSql(registry, registry.get('x/areas'), 't').compile(db);
    expect(q.sql).toContain('WITH RECURSIVE "rl0_up"');
    expect(q.sql).toContain('"rl0_up"."d" < 30');
    expect(q.sql).toContain(`string_agg("rl0_up"."titulo", ' > ' ORDER BY "rl0_up"."d" DESC)`);
    expect(q.parameters).toEqual([]);
  });

  it("takes a parent's own property after the title ('São José/SC'), and a date title as dd/mm/aaaa", () => {
    expect(text('x/cidades')).toBe(
      `coalesce("t"."nome", '') || coalesce('/' || (SELECT "rl0_p"."sigla"::text FROM "estados" "rl0_p" WHERE "rl0_p"."id" = "t"."uf_id"), '')`,
    );
    // a chain: the range's label (job – band) before the date
    const evento = text('x/eventos');
    expect(evento).toContain(`to_char("t"."data", 'DD/MM/YYYY')`);
    expect(evento).toContain('"rl1_p"."nome"');
  });
});

describe('the label search (?q=) and the ids (?id=)', () => {
  const tools = {
    col: (c: string) => sql.ref(`t.${c}`),
    folded: (c: string) => sql`gente_search(${sql.ref(`t.${c}`)})`,
    treeParent: () => undefined,
    registry,
  };
  it('one condition per word, each on the title, the parent (as a set) or a text detail', () => {
    const conds = filterConditions(registry.get('x/faixas'), { q: 'pedreiro 5%0' }, tools);
    expect(conds).toHaveLength(2);
    const [first] = conds.map((c) => c.compile(db));
    expect(first!.sql).toContain(`gente_search("t"."nome") LIKE '%' || gente_search($1) || '%'`);
    expect(first!.sql).toContain(`"t"."cargo_id" IN (SELECT "rm0_p"."id" FROM "cargos" "rm0_p"`);
    expect(first!.sql).toContain(`OR gente_search("t"."codigo") LIKE`);
    expect(conds[1]!.compile(db).parameters[0]).toBe('5\\%0');
  });

  it('refuses ids that are not numbers', () => {
    expect(() => filterConditions(registry.get('x/faixas'), { id: '1,x' }, tools)).toThrow(
      'Filtro inválido. (id)',
    );
    const [ids] = filterConditions(registry.get('x/faixas'), { id: '3,4' }, tools).map((c) => c.compile(db));
    expect(ids!.sql).toBe('"t"."id" = ANY($1::int[])');
    expect(ids!.parameters).toEqual([[3, 4]]);
  });
});

describe('registry checks of recordLabel and recordDetail', () => {
  it('refuses a parent that is not a reference, a missing parent property and a missing detail', () => {
    const bad = (extra: Record<string, unknown>) => () =>
      buildRegistry(
        [
          docs[0]!,
          doc('x/faixas', extra, {
            nome: { type: 'string' },
            cargo: { $ref: '_defs/ref', 'x-ref': 'x/cargos' },
          }),
        ],
        [REF],
      );
    expect(bad({ recordLabel: { parent: 'nome' } })).toThrow(RegistryError);
    expect(bad({ recordLabel: { parent: 'cargo', parentTitle: 'sigla' } })).toThrow(/parentTitle 'sigla'/);
    expect(bad({ recordDetail: ['matricula'] })).toThrow(/recordDetail 'matricula'/);
  });
});
