import { describe, expect, it } from 'vitest';
import { desvioTexto, fmt, fmtDias, fmtPct, idsDaLista, listaDeIds } from './estatisticas.ts';

describe('formats of the vacancy-fill statistics', () => {
  it('writes figures in pt-BR, and a dash where there is none', () => {
    expect(fmt(16.5)).toBe('16,5');
    expect(fmt(1234)).toBe('1.234');
    expect(fmt(null)).toBe('—');
    expect(fmtPct(66.67)).toBe('66,67%');
    expect(fmtPct(null)).toBe('—');
    expect(fmtDias(1)).toBe('1 dia');
    expect(fmtDias(27)).toBe('27 dias');
  });

  it('reads a deviation as early, on time or late', () => {
    expect(desvioTexto(-3)).toBe('3 dias antes do prazo');
    expect(desvioTexto(0)).toBe('no prazo');
    expect(desvioTexto(1)).toBe('1 dia de atraso');
    expect(desvioTexto(null)).toBe('—');
  });

  it('keeps id lists as the API takes them', () => {
    expect(idsDaLista('3,x,7,,0')).toEqual([3, 7]);
    expect(idsDaLista(undefined)).toEqual([]);
    expect(listaDeIds([3, 7])).toBe('3,7');
  });
});
