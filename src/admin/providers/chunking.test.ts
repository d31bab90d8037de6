import { describe, expect, it } from 'vitest';
import { mergeResults, splitIdQuery } from './chunking.ts';

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);

describe('splitIdQuery', () => {
  it('keeps a query of up to 600 ids whole', () => {
    const q = { areasIds: ids(600), nome: 'x' };
    expect(splitIdQuery(q)).toEqual([q]);
  });

  it('splits 1,300 ids into chunks of 600, 600 and 100, keeping the other parameters', () => {
    const parts = splitIdQuery({ areasIds: ids(1300), page: 0 });
    expect(parts.map((p) => (p.areasIds as number[]).length)).toEqual([600, 600, 100]);
    expect(parts.every((p) => p.page === 0)).toBe(true);
    expect((parts[2].areasIds as number[])[0]).toBe(1201);
  });

  it('splits areasOrganizacionaisIds too, also when given as a comma string', () => {
    const parts = splitIdQuery({ areasOrganizacionaisIds: ids(601).join(',') });
    expect(parts).toHaveLength(2);
  });

  it('ignores other array parameters', () => {
    expect(splitIdQuery({ cargosIds: ids(2000) })).toHaveLength(1);
  });
});

describe('mergeResults', () => {
  it('concatenates arrays without repeating an id', () => {
    expect(
      mergeResults([
        [{ id: 1 }, { id: 2 }],
        [{ id: 2 }, { id: 3 }],
      ]),
    ).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('merges pages: contents concatenated, totals added', () => {
    const page = (content: { id: number }[], totalElements: number) => ({
      content,
      totalElements,
      size: 15,
      totalPages: 1,
      number: 0,
      pageable: { paged: true, offset: 0 },
    });
    const merged = mergeResults([page([{ id: 1 }], 10), page([{ id: 2 }], 25)]);
    expect(merged.content).toEqual([{ id: 1 }, { id: 2 }]);
    expect(merged.totalElements).toBe(35);
    expect(merged.totalPages).toBe(3);
  });
});
