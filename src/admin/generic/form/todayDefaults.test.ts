import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { withTodayDefaults } from './todayDefaults.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    data: { type: 'string', format: 'date', 'x-ui': { defaultToday: true } },
    previsao: { type: 'string', format: 'date' },
    aprovacao: { type: 'string', format: 'date', readOnly: true, 'x-ui': { defaultToday: true } },
  },
};

describe('withTodayDefaults', () => {
  it('fills only the empty dates marked defaultToday', () => {
    expect(withTodayDefaults(schema, {}, '2024-06-01')).toEqual({ data: '2024-06-01' });
    expect(withTodayDefaults(schema, { data: '' }, '2024-06-01')).toEqual({ data: '2024-06-01' });
  });

  it('keeps a date given by whoever opened the form', () => {
    expect(withTodayDefaults(schema, { data: '2020-01-01' }, '2024-06-01')).toEqual({ data: '2020-01-01' });
  });
});
