import { describe, expect, it } from 'vitest';
import { oversizedArrays } from './oversized.ts';

const schema = {
  type: 'object',
  properties: {
    tags: { type: 'array', title: 'Etiquetas', maxItems: 3, items: { type: 'string' } },
    itens: {
      type: 'array',
      maxItems: 10,
      errorMessage: { maxItems: 'No máximo 10 itens.' },
      items: {
        type: 'object',
        properties: { ids: { type: 'array', title: 'Ids', maxItems: 2, items: { type: 'integer' } } },
      },
    },
  },
};

describe('oversizedArrays', () => {
  it('finds lists over their limit, at the root and inside items, with the validator message', () => {
    expect(oversizedArrays(schema, { tags: ['a', 'b'], itens: [{ ids: [1, 2] }] })).toEqual([]);
    expect(oversizedArrays(schema, { tags: ['a', 'b', 'c', 'd'] })).toEqual([
      { field: 'tags', message: 'Selecione no máximo 3 Etiquetas' },
    ]);
    expect(oversizedArrays(schema, { itens: Array.from({ length: 100_000 }, () => 1) })).toEqual([
      { field: 'itens', message: 'No máximo 10 itens.' },
    ]);
    expect(oversizedArrays(schema, { itens: [{ ids: [1] }, { ids: [1, 2, 3] }] })).toEqual([
      { field: 'itens.1.ids', message: 'Selecione no máximo 2 Ids' },
    ]);
    expect(oversizedArrays(schema, null)).toEqual([]);
  });
});
