import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvObjects } from './csv.ts';

describe('parseCsv', () => {
  it('splits fields and records (LF and CRLF), ignoring a final line end', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('handles quotes, escaped quotes, commas and newlines inside quotes', () => {
    expect(parseCsv('"Cólera devida a Vibrio, biótipo",x\n')).toEqual([
      ['Cólera devida a Vibrio, biótipo', 'x'],
    ]);
    expect(parseCsv('"diz ""olá""",2\n')).toEqual([['diz "olá"', '2']]);
    expect(parseCsv('"linha 1\nlinha 2",b\r\nc,d')).toEqual([
      ['linha 1\nlinha 2', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('"",""')).toEqual([['', '']]);
    expect(parseCsv('""')).toEqual([['']]);
  });
  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
    expect(parseCsv('01,x,2014-01-01,,Todos')).toEqual([['01', 'x', '2014-01-01', '', 'Todos']]);
    expect(parseCsv('a,')).toEqual([['a', '']]);
  });
  it('keeps apostrophes and leading zeros as text; strips a BOM', () => {
    expect(parseCsv("\uFEFF1100015,Alta Floresta D'Oeste,RO\n")).toEqual([
      ['1100015', "Alta Floresta D'Oeste", 'RO'],
    ]);
  });
  it('returns no rows for empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });
  it('rejects malformed quoting', () => {
    expect(() => parseCsv('"aberto,b\n')).toThrow(CsvError);
    expect(() => parseCsv('"a"b,c\n')).toThrow(CsvError);
    expect(() => parseCsv('a"b,c\n')).toThrow(CsvError);
  });
});

describe('parseCsvObjects', () => {
  it('keys records by the header, skipping blank lines', () => {
    expect(parseCsvObjects('codigo,descricao\nA00,Cólera\n\nA01,"Febres, tifóide"\n')).toEqual([
      { codigo: 'A00', descricao: 'Cólera' },
      { codigo: 'A01', descricao: 'Febres, tifóide' },
    ]);
    expect(parseCsvObjects('')).toEqual([]);
  });
  it('rejects a record with the wrong number of fields', () => {
    expect(() => parseCsvObjects('a,b\n1,2,3\n')).toThrow(CsvError);
  });
});
