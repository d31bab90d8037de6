import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { toWire } from './formData.ts';

// the user form: a stored field, a virtual input the user fills (the linked employee) and a value the server
// computes and shows
const schema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string' },
    colaborador: { type: 'object', 'x-ref': 'cargo-salario/colaboradores', 'x-virtual': true },
    calculado: { type: 'string', 'x-virtual': true, readOnly: true },
  },
};

describe('toWire', () => {
  it('sends a virtual input the user fills, never the id nor a value the server computes', () => {
    expect(toWire(schema, { id: 3, nome: 'Ana', colaborador: { id: 7 }, calculado: 'x' })).toEqual({
      nome: 'Ana',
      colaborador: { id: 7 },
    });
  });
});

describe('toWire of a one-record filter that takes the id itself', () => {
  it('sends the id of an integer x-ref (a report filter), {id} of an object one', () => {
    const filtro: JsonSchema = {
      type: 'object',
      properties: {
        colaborador: { type: 'integer', 'x-ref': 'cargo-salario/colaboradores' },
        aso: { type: 'object', 'x-ref': 'sst/aso' },
      },
    };
    expect(toWire(filtro, { colaborador: { id: 7, nome: 'Ana' }, aso: { id: 3, nome: 'x' } })).toEqual({
      colaborador: 7,
      aso: { id: 3 },
    });
  });
});
