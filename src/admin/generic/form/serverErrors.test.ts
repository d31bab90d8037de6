import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { isShownOnForm } from './serverErrors.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    nome: { type: 'string' },
    uf: { type: 'object', 'x-ref': 'geral/estados', properties: { id: { type: 'integer' } } },
    oculto: { type: 'string', 'x-ui': { widget: 'hidden' } },
    tipo: { type: 'string' },
    obra: { type: 'string', 'x-ui': { showIf: { properties: { tipo: { const: 'O' } } } } },
    historico: {
      type: 'array',
      items: { type: 'object', properties: { data: { type: 'string' } } },
    },
    formacao: {
      type: 'array',
      'x-ui': { widget: 'dialogList' },
      items: { type: 'object', properties: { curso: { type: 'string' } } },
    },
  },
};

describe('isShownOnForm', () => {
  it('a field of the form, a reference by its id, an item field of a list', () => {
    expect(isShownOnForm(schema, 'nome', {})).toBe(true);
    expect(isShownOnForm(schema, 'uf.id', {})).toBe(true);
    expect(isShownOnForm(schema, 'historico.3.data', { historico: [] })).toBe(true);
    expect(isShownOnForm(schema, 'formacao', {})).toBe(true);
  });

  it('not a field the server names outside the form, a hidden one, nor a closed dialog item', () => {
    expect(isShownOnForm(schema, 'infoAmb', {})).toBe(false);
    expect(isShownOnForm(schema, '', {})).toBe(false);
    expect(isShownOnForm(schema, 'oculto', {})).toBe(false);
    expect(isShownOnForm(schema, 'obra', { tipo: 'E' })).toBe(false);
    expect(isShownOnForm(schema, 'obra', { tipo: 'O' })).toBe(true);
    expect(isShownOnForm(schema, 'formacao.0.curso', {})).toBe(false);
    expect(isShownOnForm(schema, 'nome.x', {})).toBe(false);
  });
});
