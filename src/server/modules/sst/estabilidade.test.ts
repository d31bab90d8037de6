import { describe, expect, it } from 'vitest';
import { fimEstabilidadeAcidente, somarMeses } from './estabilidade.ts';

describe('stability after a work-accident leave (Lei 8.213 art. 118)', () => {
  it('lasts 12 months after the return (the day after the leave ends)', () => {
    // leave until 15/03/2024, back on 16/03/2024: protected through 15/03/2025
    expect(fimEstabilidadeAcidente('2024-03-15')).toBe('2025-03-15');
    expect(fimEstabilidadeAcidente('2024-12-31')).toBe('2025-12-31');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(fimEstabilidadeAcidente('2024-02-29')).toBe('2025-02-28');
    expect(somarMeses('2025-01-31', 1)).toBe('2025-02-28');
    expect(somarMeses('2025-11-30', 3)).toBe('2026-02-28');
  });
});
