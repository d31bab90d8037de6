import { describe, expect, it } from 'vitest';
import { deslocar } from './pulso.ts';

describe('deslocar', () => {
  it('weeks: 7 days each, across months and years', () => {
    expect(deslocar('2026-01-05', 2, 'semanas')).toBe('2026-01-19');
    expect(deslocar('2026-12-28', 1, 'semanas')).toBe('2027-01-04');
  });
  it('months: same day, or the last day of a shorter month', () => {
    expect(deslocar('2026-01-15', 1, 'meses')).toBe('2026-02-15');
    expect(deslocar('2026-01-31', 1, 'meses')).toBe('2026-02-28');
    expect(deslocar('2028-01-31', 1, 'meses')).toBe('2028-02-29');
    expect(deslocar('2026-11-30', 3, 'meses')).toBe('2027-02-28');
  });
});
