import { describe, expect, it } from 'vitest';
import { dataBR, earliestDate, repeatedDates, sortByDate } from './historicos.ts';

describe('dated histories', () => {
  it('formats dates as dd/mm/aaaa', () => {
    expect(dataBR('2026-01-15')).toBe('15/01/2026');
  });

  it('flags every entry repeating an earlier date', () => {
    const items = [
      { data: '2026-01-01' },
      { data: '2026-02-01' },
      { data: '2026-01-01' },
      { data: '2026-01-01' },
    ];
    expect(repeatedDates(items)).toEqual([
      { field: 'historico.2.data', message: 'Já existe um histórico nesta data.' },
      { field: 'historico.3.data', message: 'Já existe um histórico nesta data.' },
    ]);
    expect(repeatedDates([{ data: '2026-01-01' }, { data: '2026-01-02' }])).toEqual([]);
  });

  it('sorts oldest first and finds the first date', () => {
    const items = [
      { data: '2026-03-01', id: 1 },
      { data: '2025-12-31', id: 2 },
      { data: '2026-01-01', id: 3 },
    ];
    expect(earliestDate(items)).toBe('2025-12-31');
    sortByDate(items);
    expect(items.map((x) => x.id)).toEqual([2, 3, 1]);
    expect(earliestDate([])).toBeUndefined();
  });
});
