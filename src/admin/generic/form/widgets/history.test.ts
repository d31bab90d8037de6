import { describe, expect, it } from 'vitest';
import { historyRows, itemDefaults, messagesOf, pageOf } from './history.ts';

describe('history table', () => {
  const list = [
    { data: '2020-01-01', valor: 1 },
    { data: '2024-05-01', valor: 2 },
    { data: '2022-03-01', valor: 3 },
    { data: '2024-05-01', valor: 4 },
    { valor: 5 },
  ];

  it('newest first; same date: the one added last first; no date at the end', () => {
    expect(historyRows(list, 'data').map((r) => r.item.valor)).toEqual([4, 2, 3, 1, 5]);
    expect(historyRows(list, 'data').map((r) => r.index)).toEqual([3, 1, 2, 0, 4]);
  });

  it('finds the page of an entry', () => {
    const rows = historyRows(list, 'data');
    expect(pageOf(rows, 3, 2)).toBe(0);
    expect(pageOf(rows, 2, 2)).toBe(1);
    expect(pageOf(rows, 4, 2)).toBe(2);
    expect(pageOf(rows, 99, 2)).toBe(0);
  });

  it("gathers an item's messages from its error tree", () => {
    expect(
      messagesOf({
        data: { __errors: ['Data repetida.'] },
        indice: { __errors: ['Sem valor.', 'Data repetida.'] },
      }),
    ).toEqual(['Data repetida.', 'Sem valor.']);
    expect(messagesOf(undefined)).toEqual([]);
  });

  it("starts an entry with its schema's defaults", () => {
    expect(
      itemDefaults({
        type: 'object',
        properties: { tipoLocal: { type: 'string', default: 'E' }, data: { type: 'string' } },
      }),
    ).toEqual({ tipoLocal: 'E' });
  });
});
