import { describe, expect, it } from 'vitest';
import { calcularNps } from './nps.ts';

describe('calcularNps', () => {
  it('10 answers: 5 promoters (9, 10), 3 passives (7, 8), 2 detractors (≤ 6) → 50 % − 20 % = 30', () => {
    expect(calcularNps([10, 10, 9, 9, 9, 8, 7, 7, 6, 0])).toEqual({
      respostas: 10,
      promotores: 5,
      neutros: 3,
      detratores: 2,
      indice: 30,
    });
  });

  it('3 answers 6, 9, 7 → 33,3 % − 33,3 % = 0; all detractors → −100', () => {
    expect(calcularNps([6, 9, 7]).indice).toBe(0);
    expect(calcularNps([0, 3, 6]).indice).toBe(-100);
  });

  it('2 promoters of 3 → 66,7', () => {
    expect(calcularNps([9, 10, 8]).indice).toBe(66.7);
  });

  it('no answers, no index', () => {
    expect(calcularNps([]).indice).toBeNull();
  });
});
