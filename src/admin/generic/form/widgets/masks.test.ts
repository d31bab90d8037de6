import { describe, expect, it } from 'vitest';
import { brToIso, isoToBr, maskDate } from './dates.ts';
import { mask, unmask } from './masks.ts';

describe('document masks', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cnpj', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['pis', '12056874107', '120.56874.10-7'],
    ['cep', '01310100', '01310-100'],
    ['telefone', '11987654321', '(11) 98765-4321'],
    ['telefone', '1130000000', '(11) 3000-0000'],
  ] as const)('%s %s ⇄ %s', (kind, raw, masked) => {
    expect(mask(kind, raw)).toBe(masked);
    expect(unmask(kind, masked)).toBe(raw);
    expect(mask(kind, unmask(kind, masked))).toBe(masked);
  });

  it('masks partial input as it is typed and drops what does not fit', () => {
    expect(mask('cpf', '52998')).toBe('529.98');
    expect(unmask('cpf', '529.982.247-25999')).toBe('52998224725');
    expect(unmask('cpf', 'abc')).toBe('');
    expect(unmask('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(mask('telefone', '119')).toBe('(11) 9');
  });
});

describe('dates', () => {
  it('shows dd/MM/yyyy and sends yyyy-MM-dd', () => {
    expect(isoToBr('2024-01-22')).toBe('22/01/2024');
    expect(brToIso('22/01/2024')).toBe('2024-01-22');
    expect(maskDate('22012024')).toBe('22/01/2024');
    expect(maskDate('2201')).toBe('22/01');
  });

  it('keeps an incomplete date as typed (the validator refuses it) and clears on empty', () => {
    expect(brToIso('22/01')).toBe('22/01');
    expect(brToIso('')).toBeUndefined();
  });
});
