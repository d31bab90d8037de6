import { describe, expect, it } from 'vitest';
import { somaMeses } from './certificacoes-talentos.ts';

describe('somaMeses (expiry = completion + periodicity)', () => {
  it('adds months, keeping the day or the last day of a shorter month', () => {
    expect(somaMeses('2026-03-15', 12)).toBe('2027-03-15');
    expect(somaMeses('2026-01-31', 1)).toBe('2026-02-28');
    expect(somaMeses('2027-12-31', 2)).toBe('2028-02-29');
    expect(somaMeses('2026-11-10', 3)).toBe('2027-02-10');
  });
});
