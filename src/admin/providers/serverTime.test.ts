import { describe, expect, it } from 'vitest';
import { isInstantString, offsetAt, shiftDates, toServerDate, toServerDateTime } from './serverTime.ts';

describe('server timezone shift (America/Sao_Paulo)', () => {
  it('writes an instant as the server wall-clock time with its offset', () => {
    expect(toServerDateTime(new Date('2024-01-15T12:00:00Z'))).toBe('2024-01-15T09:00:00-03:00');
  });

  it('moves the calendar day when the instant is past midnight in UTC but not in Brazil', () => {
    const instant = new Date('2024-01-16T01:30:00Z');
    expect(toServerDateTime(instant)).toBe('2024-01-15T22:30:00-03:00');
    expect(toServerDate(instant)).toBe('2024-01-15');
  });

  it('knows the old Brazilian summer time (-02:00 until 2019)', () => {
    expect(offsetAt(new Date('2018-12-01T12:00:00Z'))).toBe('-02:00');
    expect(toServerDateTime(new Date('2018-12-01T12:00:00Z'))).toBe('2018-12-01T10:00:00-02:00');
  });

  it('gives the same answer whatever the browser timezone: it depends only on the instant', () => {
    // the same instant written in two zones
    expect(shiftDates('2024-06-01T15:00:00+09:00')).toBe(shiftDates('2024-06-01T06:00:00Z'));
    expect(shiftDates('2024-06-01T06:00:00Z')).toBe('2024-06-01T03:00:00-03:00');
  });

  it('shifts instants deep inside bodies and leaves calendar dates and other values alone', () => {
    const body = {
      nome: 'Turma 2024-01-15T10:00:00Z de teste',
      inicio: '2024-03-01',
      criadoEm: new Date('2024-03-01T02:00:00Z'),
      itens: [{ quando: '2024-03-01T02:00:00.000Z' }],
      quantidade: 3,
      ativo: true,
      vazio: null,
    };
    expect(shiftDates(body)).toEqual({
      nome: 'Turma 2024-01-15T10:00:00Z de teste',
      inicio: '2024-03-01',
      criadoEm: '2024-02-29T23:00:00-03:00',
      itens: [{ quando: '2024-02-29T23:00:00-03:00' }],
      quantidade: 3,
      ativo: true,
      vazio: null,
    });
  });

  it("gives filters the server's calendar day", () => {
    expect(shiftDates({ dataIni: new Date('2024-03-01T02:00:00Z') }, 'date')).toEqual({
      dataIni: '2024-02-29',
    });
  });

  it('recognises only complete ISO instants', () => {
    expect(isInstantString('2024-01-15T10:00:00Z')).toBe(true);
    expect(isInstantString('2024-01-15T10:00-0300')).toBe(true);
    expect(isInstantString('2024-01-15')).toBe(false);
    expect(isInstantString('2024-01-15T10:00:00')).toBe(false);
  });
});
