import { describe, expect, it } from 'vitest';
import { formatMessages, formats } from './formats.ts';

const ok = (name: string, values: string[]) => {
  for (const v of values) expect(formats[name]!.validate(v), `${name}: '${v}'`).toBe(true);
};
const ko = (name: string, values: string[]) => {
  for (const v of values) expect(formats[name]!.validate(v), `${name}: '${v}'`).toBe(false);
};

describe('formats table', () => {
  it('has a string definition and a message for every format', () => {
    const names = Object.keys(formats).sort();
    expect(names).toEqual(
      [
        'caepf',
        'celular',
        'cep',
        'cno',
        'cnpj',
        'cpf',
        'cpf-cnpj',
        'date',
        'date-time',
        'ddd',
        'digits',
        'email',
        'pis',
        'telefone',
        'time',
      ].sort(),
    );
    expect(Object.keys(formatMessages).sort()).toEqual(names);
    for (const f of Object.values(formats)) expect(f.type).toBe('string');
    expect(formatMessages.cpf).toBe('Cpf inválido.');
    expect(formatMessages.pis).toBe('O número PIS é inválido');
    expect(formatMessages.telefone).toBe('Número de telefone inválido.');
  });
});

describe('documents: unmasked only', () => {
  it('cpf', () => {
    ok('cpf', ['52998224725', '11144477735']);
    ko('cpf', ['529.982.247-25', '52998224724', '11111111111', '5299822472', '', ' 52998224725']);
  });
  it('cnpj: 14 chars, letters upper case', () => {
    ok('cpf-cnpj', ['52998224725', '11222333000181', '12ABC34501DE35']);
    ko('cpf-cnpj', ['52998224724', '11222333000182', '529982247250', '']);
    ok('cnpj', ['11222333000181', '12ABC34501DE35', 'Q0SLFMBD7VX439']);
    ko('cnpj', [
      '11.222.333/0001-81',
      '12.ABC.345/01DE-35',
      '12abc34501de35',
      '12ABC34501DE36',
      '12ABC34501DE3A',
      '00000000000000',
      '11222333000182',
      '',
    ]);
  });
  it('pis, caepf, cno, cep', () => {
    ok('pis', ['12056874107']);
    ko('pis', ['120.56874.10-7', '12056874108', '00000000000', '']);
    ok('caepf', ['29311861000184']);
    ko('caepf', ['293.118.610/001-84', '29311861000185', '']);
    ok('cno', ['110840168062']);
    ko('cno', ['11.084.01680/62', '110840168063', '']);
    ok('cep', ['01310100']);
    ko('cep', ['01310-100', '0131010', 'abcdefgh', '']);
  });
});

describe('phones', () => {
  it('ddd: empty or a valid 2-digit area code', () => {
    ok('ddd', ['', '11', '61', '99']);
    ko('ddd', ['10', '1', '011', '(11)', 'ab']);
  });
  it('telefone: 10 or 11 digits with DDD', () => {
    ok('telefone', ['11987654321', '1130000000']);
    ko('telefone', ['(11) 98765-4321', '113000000', '119876543210', '1030000000', '']);
  });
  it('celular: 9 digits', () => {
    ok('celular', ['987654321']);
    ko('celular', ['98765-4321', '98765432', '', '9876543210']);
  });
});

describe('email', () => {
  it('accepts sane addresses', () => {
    ok('email', [
      'a@b.co',
      'joao.silva@empresa.com.br',
      'x+tag@sub.dominio.org',
      "o'neil@ex.com",
      'A_B-C@ex-1.io',
    ]);
  });
  it('rejects the rest', () => {
    ko('email', [
      '',
      'a',
      'a@b',
      'a@b.c',
      '@b.com',
      'a@.com',
      'a..b@ex.com',
      '.a@ex.com',
      'a.@ex.com',
      'a b@ex.com',
      'a@ex..com',
      'a@-ex.com',
      'a@ex-.com',
      'a@@ex.com',
      'a@ex.com ',
      'a@ex.c0m',
    ]);
  });
});

describe('date', () => {
  it('accepts real calendar dates 1900–2199', () => {
    ok('date', ['2024-01-22', '1900-01-01', '2199-12-31', '2024-02-29', '2000-02-29', '2023-04-30']);
  });
  it('rejects impossible dates, out-of-range years and other shapes', () => {
    ko('date', [
      '2023-02-29',
      '1900-02-29',
      '2100-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-01-32',
      '1899-12-31',
      '2200-01-01',
      '2024-1-22',
      '22/01/2024',
      '2024-01-22T00:00:00Z',
      ' 2024-01-22',
      '',
    ]);
  });
});

describe('date-time', () => {
  it('accepts ISO 8601 with timezone', () => {
    ok('date-time', [
      '2024-01-22T10:30:00Z',
      '2024-01-22T10:30:00.123Z',
      '2024-01-22T10:30:00-03:00',
      '2024-01-22T23:59:59+05:30',
      '2024-01-22T10:30Z',
      '2024-02-29T00:00:00Z',
    ]);
  });
  it('rejects missing timezone, bad dates or times', () => {
    ko('date-time', [
      '2024-01-22T10:30:00',
      '2024-01-22 10:30:00Z',
      '2024-01-22',
      '2023-02-29T10:00:00Z',
      '2024-01-22T24:00:00Z',
      '2024-01-22T10:60:00Z',
      '2024-01-22T10:30:60Z',
      '2024-01-22T10:30:00+24:00',
      '1899-12-31T10:30:00Z',
      '',
    ]);
  });
});

describe('time and digits', () => {
  it('time: H:MM or HH:MM, 0:00 to 23:59', () => {
    ok('time', ['0:00', '00:00', '8:05', '08:05', '23:59', '19:30']);
    ko('time', ['24:00', '23:60', '8:5', '008:00', '8h00', '08:00:00', '-1:00', '', ' 8:00']);
  });
  it('digits: digits only, possibly empty', () => {
    ok('digits', ['', '0', '0123456789']);
    ko('digits', [' ', '12a', '1.2', '-1', '12 ']);
  });
});
