import { describe, expect, it } from 'vitest';
import { CentsSum, cellText } from './cells.ts';

describe('report cells', () => {
  it('formats by column type in pt-BR', () => {
    expect(cellText('1234.5', 'money')).toBe('R$ 1.234,50');
    expect(cellText('2026-03-09', 'date')).toBe('09/03/2026');
    expect(cellText(12.345, 'percent')).toBe('12,35%');
    expect(cellText(1234567, 'integer')).toBe('1.234.567');
    expect(cellText(true, 'boolean')).toBe('Sim');
    expect(cellText(null, 'money')).toBe('');
  });
  it('sums money exactly in cents', () => {
    const s = new CentsSum();
    for (const v of ['0.10', '0.20', 0.3, '1234.56', '-0.06', '7']) s.add(v);
    expect(s.value).toBe('1242.10');
  });
});
