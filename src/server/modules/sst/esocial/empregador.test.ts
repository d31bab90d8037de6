// The event Id against worked examples of the developer manual's rule: 'ID' + tpInsc + the employer's
// registration completed with zeros on the right to 14 (a company: the CNPJ root; public administration: the
// whole CNPJ; an individual: the CPF) + AAAAMMDDHHMMSS + a 5-digit sequence.
import { describe, expect, it } from 'vitest';
import { administracaoPublica, empregadorDe, idEvento, inscricaoNoId } from './empregador.ts';

const QUANDO = '20240301120000';

describe('the employer', () => {
  it.each([
    [
      'a private company (206-2): the CNPJ root',
      { cnpj: '11222333000181', naturezaJuridica: '2062' },
      1,
      '11222333',
    ],
    ['no legal nature given: not public, the root', { cnpj: '11222333000181' }, 1, '11222333'],
    [
      'a municipality (103-1): the whole CNPJ',
      { cnpj: '46395000000139', naturezaJuridica: '1031' },
      1,
      '46395000000139',
    ],
    ['an alphanumeric CNPJ: its root', { cnpj: '12ABC34501DE35', naturezaJuridica: '2062' }, 1, '12ABC345'],
    ['an individual employer: the CPF', { cpf: '52998224725' }, 2, '52998224725'],
  ])('%s', (_c, empresa, tpInsc, nrInsc) => {
    expect(empregadorDe(empresa)).toEqual({ tpInsc, nrInsc });
  });

  it('natureza jurídica group 1 is public administration, with or without the dash', () => {
    expect(administracaoPublica('101-5')).toBe(true);
    expect(administracaoPublica('1244')).toBe(true);
    expect(administracaoPublica('206-2')).toBe(false);
    expect(administracaoPublica('3999')).toBe(false);
    expect(administracaoPublica(null)).toBe(false);
  });

  it('no CNPJ nor CPF: no employer', () => {
    expect(empregadorDe({ cnpj: null })).toBeNull();
    expect(empregadorDe({ cnpj: '1122233300018' })).toBeNull();
  });
});

describe('the event Id', () => {
  it.each([
    // CNPJ 11.222.333/0001-81, a private company, 01/03/2024 12:00:00, the first of that second
    [{ tpInsc: 1, nrInsc: '11222333' }, 1, 'ID1112223330000002024030112000000001'],
    // the same company, the 12,345th event of that second
    [{ tpInsc: 1, nrInsc: '11222333' }, 12345, 'ID1112223330000002024030112000012345'],
    // a municipality, CNPJ 46.395.000/0001-39: the whole CNPJ
    [{ tpInsc: 1, nrInsc: '46395000000139' }, 1, 'ID1463950000001392024030112000000001'],
    // an individual employer, CPF 529.982.247-25: tpInsc 2, the CPF completed with 000
    [{ tpInsc: 2, nrInsc: '52998224725' }, 7, 'ID2529982247250002024030112000000007'],
    // an alphanumeric CNPJ root
    [{ tpInsc: 1, nrInsc: '12ABC345' }, 1, 'ID112ABC3450000002024030112000000001'],
  ] as const)('%o #%i → %s', (empregador, seq, esperado) => {
    const id = idEvento(empregador, QUANDO, seq);
    expect(id).toBe(esperado);
    expect(id).toHaveLength(36);
    // TS_Id of tipos.xsd
    expect(id).toMatch(/^ID\d[A-Z0-9]{12}\d{21}$/);
  });

  it('the registration part is always 14 positions', () => {
    expect(inscricaoNoId({ tpInsc: 1, nrInsc: '11222333' })).toBe('11222333000000');
    expect(inscricaoNoId({ tpInsc: 2, nrInsc: '52998224725' })).toBe('52998224725000');
  });

  it('a sequence beyond 5 digits cannot make an Id', () => {
    expect(() => idEvento({ tpInsc: 1, nrInsc: '11222333' }, QUANDO, 100000)).toThrow(
      'Id de evento inválido',
    );
  });
});
