import { describe, expect, it } from 'vitest';
import type { FilterInput } from '../../shared/schema/schema-info.ts';
import { toFilterValues, toFormValues } from './filterValues.ts';

const f = (param: string, kind: FilterInput['kind'], op: FilterInput['op'] = 'eq'): FilterInput => ({
  param,
  op,
  kind,
  label: param,
  schema: {},
});

describe('filter values', () => {
  const filters = [
    f('nome', 'text', 'text'),
    f('data', 'date', 'range'),
    f('areasIds', 'ref', 'subtree'),
    f('ativo', 'boolean'),
  ];

  it('sends only what was filled, dates as yyyy-MM-dd in <param>Ini/<param>Fim', () => {
    expect(
      toFilterValues(filters, {
        nome: ' Ana ',
        dataIni: '01/02/2024',
        dataFim: '31/0',
        areasIds: [3, 5],
        ativo: '',
      }),
    ).toEqual({ nome: 'Ana', dataIni: '2024-02-01', areasIds: [3, 5] });
  });

  it('shows applied filters back in the form', () => {
    expect(
      toFormValues(filters, { nome: 'Ana', dataFim: '2024-12-31', areasIds: '3,5', ativo: 'true' }),
    ).toEqual({
      nome: 'Ana',
      dataIni: '',
      dataFim: '31/12/2024',
      areasIds: ['3', '5'],
      ativo: 'true',
    });
  });
});
