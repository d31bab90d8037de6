import { describe, expect, it } from 'vitest';
import type { Resource } from '../../shared/schema/types.ts';
import { extraFilterInputs } from './extraFilters.ts';
import { toFilterValues, toFormValues } from './filterValues.ts';

const resource = {
  path: 'x/solicitacoes',
  schema: {
    properties: {
      situacao: {
        type: 'string',
        title: 'Situação',
        readOnly: true,
        'x-virtual': true,
        enum: ['A', 'S'],
        'x-enum-labels': { A: 'Aberta', S: 'Suspensa' },
      },
      urgente: { type: 'boolean', title: 'Urgente', 'x-virtual': true },
    },
  },
} as unknown as Resource;

describe('extra list filters (parameters read by hooks)', () => {
  it('takes the input kind, values and label from the property, under the declared parameter', () => {
    const [situacao, urgente] = extraFilterInputs(resource, [
      { param: 'status', property: 'situacao' },
      { param: 'soUrgentes', property: 'urgente', label: 'Só urgentes' },
    ]);
    expect(situacao).toMatchObject({ param: 'status', kind: 'enum', label: 'Situação', op: 'in' });
    expect(situacao!.schema.enum).toEqual(['A', 'S']);
    expect(urgente).toMatchObject({ param: 'soUrgentes', kind: 'boolean', label: 'Só urgentes' });
  });

  it('goes to the query under its parameter like any filter', () => {
    const inputs = extraFilterInputs(resource, [{ param: 'status', property: 'situacao' }]);
    expect(toFilterValues(inputs, { status: 'S' })).toEqual({ status: 'S' });
    expect(toFormValues(inputs, { status: 'S' })).toEqual({ status: 'S' });
    expect(toFilterValues(inputs, { status: '' })).toEqual({});
  });

  it('refuses a property the schema does not have', () => {
    expect(() => extraFilterInputs(resource, [{ param: 'status', property: 'nada' }])).toThrow(/nada/);
  });
});
