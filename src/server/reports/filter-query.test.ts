import { describe, expect, it } from 'vitest';
import { filterFromQuery } from './filter-query.ts';

describe('filterFromQuery', () => {
  const schema = {
    type: 'object',
    properties: {
      areas: { type: 'array', items: { type: 'integer' } },
      tipos: { type: 'array', items: { type: 'string' } },
      filtroPor: { type: 'integer' },
      ativos: { type: 'boolean' },
      data: { type: 'string' },
    },
  };
  it('converts by the filter schema', () => {
    expect(
      filterFromQuery(schema, {
        areas: '1, 2,3',
        tipos: 'C,H',
        filtroPor: '2',
        ativos: 'false',
        data: '2026-01-31',
      }),
    ).toEqual({
      areas: [1, 2, 3],
      tipos: ['C', 'H'],
      filtroPor: 2,
      ativos: false,
      data: '2026-01-31',
    });
  });
  it('keeps malformed values as text for the validator to refuse', () => {
    expect(filterFromQuery(schema, { areas: '1,x', filtroPor: 'dois', extra: 'y' })).toEqual({
      areas: [1, 'x'],
      filtroPor: 'dois',
      extra: 'y',
    });
  });
});
