import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { toWire } from './formData.ts';
import { isShown } from './visibility.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    tipoAvaliacao: { type: 'string', enum: ['1', '2'] },
    unidadeMedida: {
      type: 'integer',
      'x-ui': { showIf: { properties: { tipoAvaliacao: { const: '1' } } } },
    },
    agente: { type: 'object', properties: { id: { type: 'integer' } }, 'x-ref': 'x/agentes' },
    limite: {
      type: 'number',
      'x-ui': {
        showIf: {
          required: ['agente'],
          properties: { agente: { required: ['id'], properties: { id: { enum: [118001, 201014] } } } },
        },
      },
    },
    itens: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          usa: { type: 'string' },
          eficaz: { type: 'string', 'x-ui': { showIf: { properties: { usa: { const: '2' } } } } },
        },
      },
    },
  },
};

describe('x-ui.showIf', () => {
  it('shows a field while its object satisfies the condition', () => {
    const unidade = schema.properties!.unidadeMedida;
    expect(isShown(unidade, { tipoAvaliacao: '1' })).toBe(true);
    expect(isShown(unidade, { tipoAvaliacao: '2' })).toBe(false);
    // an absent sibling satisfies `properties` (the default applies then)
    expect(isShown(unidade, {})).toBe(true);
    expect(isShown(schema.properties!.tipoAvaliacao, {})).toBe(true);
  });

  it('reads a reference by its id, as the form holds it ({id, title})', () => {
    const limite = schema.properties!.limite;
    expect(isShown(limite, { agente: { id: 118001, nome: '01.18.001 - Sílica livre' } })).toBe(true);
    expect(isShown(limite, { agente: { id: 101001 } })).toBe(false);
    expect(isShown(limite, {})).toBe(false);
  });

  it('understands not (a field hidden for one value of its sibling)', () => {
    const uf = {
      type: 'object',
      'x-ui': { showIf: { not: { required: ['orgao'], properties: { orgao: { const: 3 } } } } },
    };
    expect(isShown(uf as JsonSchema, { orgao: 1 })).toBe(true);
    expect(isShown(uf as JsonSchema, {})).toBe(true);
    expect(isShown(uf as JsonSchema, { orgao: 3 })).toBe(false);
  });

  it('does not send a hidden value, at the root or in a list item', () => {
    expect(
      toWire(schema, {
        tipoAvaliacao: '2',
        unidadeMedida: 4,
        itens: [
          { usa: '1', eficaz: 'S' },
          { usa: '2', eficaz: 'N' },
        ],
      }),
    ).toEqual({ tipoAvaliacao: '2', itens: [{ usa: '1' }, { usa: '2', eficaz: 'N' }] });
    expect(toWire(schema, { tipoAvaliacao: '1', unidadeMedida: 4 })).toEqual({
      tipoAvaliacao: '1',
      unidadeMedida: 4,
    });
  });
});
