import { describe, expect, it } from 'vitest';
import { cotaAprendiz, turnover } from './indicadores.ts';

describe('turnover', () => {
  it('((admissions + dismissals) / 2) / active at the end of the previous month × 100', () => {
    expect(turnover(3, 5, 80)).toBe(5); // (3 + 5) / 2 = 4; 4 / 80 = 5 %
    expect(turnover(1, 0, 3)).toBe(16.67);
    expect(turnover(0, 0, 10)).toBe(0);
    expect(turnover(2, 1, 0)).toBeNull();
  });
});

describe('apprentice quota', () => {
  it('5 % rounded up, 15 % rounded down, no obligation under 7', () => {
    expect(cotaAprendiz(100, 2)).toEqual({ minimo: 5, maximo: 15, falta: 3 });
    expect(cotaAprendiz(21, 0)).toEqual({ minimo: 2, maximo: 3, falta: 2 }); // 1,05 → 2
    expect(cotaAprendiz(7, 0)).toEqual({ minimo: 1, maximo: 1, falta: 1 });
    expect(cotaAprendiz(6, 0)).toEqual({ minimo: 0, maximo: 0, falta: 0 });
    expect(cotaAprendiz(40, 3)).toEqual({ minimo: 2, maximo: 6, falta: 0 });
  });
});
