import { describe, expect, it } from 'vitest';
import { idsOfArrayText } from './hooks.ts';

describe('idsOfArrayText', () => {
  it('counts and slices the ids of an array text', () => {
    const ids = idsOfArrayText('{30,4,1000,7}');
    expect(ids.count).toBe(4);
    expect(ids.slice(0, 2)).toEqual([30, 4]);
    expect(ids.slice(1, 10)).toEqual([4, 1000, 7]);
    expect(ids.slice(4, 6)).toEqual([]);
  });

  it('counts an id right after itself once, and keeps the same id elsewhere', () => {
    const ids = idsOfArrayText('{5,5,12,1,1,1,12,123,12}');
    expect(ids.count).toBe(6);
    expect(ids.slice(0, 6)).toEqual([5, 12, 1, 12, 123, 12]);
    expect(ids.slice(3, 5)).toEqual([12, 123]);
  });

  it('reads an empty array and a single id', () => {
    expect(idsOfArrayText('{}').count).toBe(0);
    expect(idsOfArrayText('{}').slice(0, 15)).toEqual([]);
    expect(idsOfArrayText('{42}').slice(0, 15)).toEqual([42]);
  });
});
