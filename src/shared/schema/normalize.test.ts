import { describe, expect, it } from 'vitest';
import { normalizeInput } from './normalize.ts';
import type { JsonSchema } from './types.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    nome: { type: 'string', 'x-ui': { trim: true } },
    sigla: { type: 'string', 'x-ui': { trim: true, upperCase: true } },
    cpf: { type: 'string', format: 'cpf', 'x-ui': { digitsOnly: true } },
    calculado: { type: 'string', readOnly: true },
    senha: { type: 'string' },
  },
};

describe('normalizeInput', () => {
  it('trims, upper-cases and keeps only the digits of the fields marked so', () => {
    expect(normalizeInput(schema, { nome: '  Ana ', sigla: ' sp ', cpf: '529.982.247-25' })).toEqual({
      nome: 'Ana',
      sigla: 'SP',
      cpf: '52998224725',
    });
  });

  it('drops emptied and null values (a required field then reports its message) and readOnly ones', () => {
    expect(normalizeInput(schema, { nome: '   ', cpf: '..-', calculado: 'x', senha: null })).toEqual({});
  });

  it('leaves unmarked text alone (a password keeps its spaces) and keeps unknown fields for the validator', () => {
    expect(normalizeInput(schema, { senha: ' a b ', outro: 1 })).toEqual({ senha: ' a b ', outro: 1 });
  });
});
