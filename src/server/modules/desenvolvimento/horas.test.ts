import { describe, expect, it } from 'vitest';
import { horasDeMinutos, minutosDeHoras } from './horas.ts';

describe('H:MM durations', () => {
  it('reads hours and minutes, with or without a leading zero', () => {
    expect(minutosDeHoras('8:30')).toBe(510);
    expect(minutosDeHoras('08:05')).toBe(485);
    expect(minutosDeHoras('120:00')).toBe(7200);
    expect(minutosDeHoras('0:00')).toBe(0);
  });
  it('refuses what is not H:MM', () => {
    expect(minutosDeHoras('8')).toBeUndefined();
    expect(minutosDeHoras('8:60')).toBeUndefined();
    expect(minutosDeHoras('8h30')).toBeUndefined();
  });
  it('writes minutes back as H:MM', () => {
    expect(horasDeMinutos(510)).toBe('8:30');
    expect(horasDeMinutos(485)).toBe('8:05');
    expect(horasDeMinutos(7200)).toBe('120:00');
    expect(horasDeMinutos(0)).toBe('0:00');
  });
});
