// The custom keywords of createAjv() and the $ref extension of shared definitions.
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv.ts';
import { toFieldErrors } from './field-errors.ts';
import { inlineDefs } from './registry.ts';
import type { JsonSchema } from './types.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function check(schema: JsonSchema, data: unknown) {
  const validate = createAjv().compile(schema);
  validate(data);
  return toFieldErrors(validate.errors as never, schema);
}

describe('x-gte-sibling', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      diaria: { type: 'number', title: 'Diária' },
      total: {
        type: 'number',
        title: 'Total',
        'x-gte-sibling': 'diaria',
        errorMessage: { 'x-gte-sibling': 'Total não pode ser menor que a diária' },
      },
    },
  };
  it('refuses a number below its sibling, with the schema message', () => {
    expect(check(schema, { diaria: 8, total: 4 })).toEqual([
      { field: 'total', message: 'Total não pode ser menor que a diária' },
    ]);
  });
  it('accepts equal or greater, and an absent sibling', () => {
    expect(check(schema, { diaria: 8, total: 8 })).toEqual([]);
    expect(check(schema, { diaria: 8, total: 9.5 })).toEqual([]);
    expect(check(schema, { total: 1 })).toEqual([]);
  });
});

describe('x-not-after-today', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: { admissao: { type: 'string', title: 'Admissão', 'x-not-after-today': true } },
  };
  it('accepts today and the past, refuses tomorrow (São Paulo day)', () => {
    expect(check(schema, { admissao: today() })).toEqual([]);
    expect(check(schema, { admissao: shift(today(), -400) })).toEqual([]);
    expect(check(schema, { admissao: shift(today(), 1) })).toEqual([
      { field: 'admissao', message: 'Admissão não pode ser posterior à data atual.' },
    ]);
  });
});

describe('$ref to a shared definition with extra properties', () => {
  const defs = new Map<string, JsonSchema>([
    [
      '_defs/pessoa',
      {
        $id: '_defs/pessoa',
        type: 'object',
        required: ['nome'],
        properties: { nome: { type: 'string' }, idade: { type: 'integer' } },
      },
    ],
  ]);
  it('adds the sibling properties and required to the definition', () => {
    const out = inlineDefs(
      {
        type: 'object',
        properties: {
          pessoa: {
            $ref: '_defs/pessoa',
            title: 'Pessoa',
            required: ['apelido'],
            properties: { apelido: { type: 'string' } },
          },
        },
      },
      defs,
      'teste',
    );
    expect(out.properties?.pessoa).toEqual({
      type: 'object',
      title: 'Pessoa',
      required: ['nome', 'apelido'],
      properties: { nome: { type: 'string' }, idade: { type: 'integer' }, apelido: { type: 'string' } },
    });
  });
});
