import { describe, expect, it } from 'vitest';
import { CsvError, csvField, parseCsv, parseCsvObjects } from './csv.ts';

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

describe('csvField', () => {
  it('neutralises every cell that starts like a formula (OWASP): a leading quote, the field quoted', () => {
    expect(csvField('=HYPERLINK("http://x","clique")')).toBe(`"'=HYPERLINK(""http://x"",""clique"")"`);
    expect(csvField('+1+1')).toBe(`"'+1+1"`);
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvField('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`);
    expect(csvField('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField('=1')).toBe(`"'=1"`);
    expect(csvField('-')).toBe(`"'-"`);
    expect(csvField('-R$ 5,00 =1+1')).toBe(`"'-R$ 5,00 =1+1"`);
  });
  it('keeps plain numbers usable, negative ones and money included', () => {
    for (const n of ['-5', '+5', '-1.234,5', '-0,25', '-R$ 1.234,50', '-R$\u00a01,00', '12', '0'])
      expect(csvField(n)).toBe(n);
    expect(csvField(-5)).toBe('-5');
  });
  it('quotes only what CSV requires otherwise, and leaves formula characters inside a cell alone', () => {
    expect(csvField('Analista')).toBe('Analista');
    expect(csvField('a=b+c')).toBe('a=b+c');
    expect(csvField(' =1+1')).toBe(' =1+1');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha\noutra')).toBe('"linha\noutra"');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
  it('writes a line the parser reads back as the neutralised text', () => {
    const line = ['=HYPERLINK("http://x")', 'x;y', '-5'].map((v) => csvField(v)).join(';');
    expect(parseCsv(line, ';')).toEqual([[`'=HYPERLINK("http://x")`, 'x;y', '-5']]);
  });
});
