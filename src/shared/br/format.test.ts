import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatMoney,
  formatPhone,
  formatPis,
} from './format.ts';

describe('document formatters', () => {
  it('formats CPF, CNPJ, CEP and PIS', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatPis('12056874107')).toBe('120.56874.10-7');
  });
  it('gives empty for empty values', () => {
    for (const f of [formatCpf, formatCnpj, formatCep, formatPis, formatPhone, formatMoney]) {
      expect(f(null)).toBe('');
      expect(f(undefined)).toBe('');
      expect(f('')).toBe('');
    }
  });
});

describe('formatPhone', () => {
  it('formats with or without DDD', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1130000000')).toBe('(11) 3000-0000');
    expect(formatPhone('(11) 3000-0000')).toBe('(11) 3000-0000');
    expect(formatPhone('987654321')).toBe('98765-4321');
    expect(formatPhone('30000000')).toBe('3000-0000');
  });
  it('returns other lengths as given', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('formatDate', () => {
  it('turns ISO dates into dd/MM/yyyy', () => {
    expect(formatDate('2024-01-22')).toBe('22/01/2024');
    expect(formatDate('1900-12-31')).toBe('31/12/1900');
    expect(formatDate(new Date(2024, 0, 5))).toBe('05/01/2024');
  });
  it('handles empty and unexpected values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('22/01/2024')).toBe('22/01/2024');
  });
});

describe('formatMoney', () => {
  it('formats numbers and numeric strings as BRL with 2 decimals', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney('1234.56')).toBe('R$ 1.234,56');
    expect(formatMoney('1234.5')).toBe('R$ 1.234,50');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatMoney('1.234,56')).toBe('R$ 1.234,56');
    expect(formatMoney(-10.5)).toBe('-R$ 10,50');
    expect(formatMoney('999999.99')).toBe('R$ 999.999,99');
  });
  it('gives empty for non-numbers', () => {
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney('  ')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});
