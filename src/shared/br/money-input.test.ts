import { describe, expect, it } from 'vitest';
import {
  caretAfterMask,
  maskMoneyTyping,
  moneyInputText,
  moneyOfTyping,
  moneyText,
  parseMoney,
} from './money-input.ts';

/** The field after typing `keys` one by one, as the widget re-masks it after each key. */
const typeKeys = (keys: string) => [...keys].reduce((shown, key) => moneyInputText(shown + key, key), '');

describe('money typed as people type it', () => {
  it.each([
    ['3000', '3.000', 3000],
    ['3000,5', '3.000,5', 3000.5],
    ['3000,50', '3.000,50', 3000.5],
    ['3000,00', '3.000,00', 3000],
    ['3000,', '3.000,', 3000],
    ['1234567,89', '1.234.567,89', 1234567.89],
    [',5', '0,5', 0.5],
    ['0', '0', 0],
    ['0012', '12', 12],
  ])('typing %s shows %s and means %s', (keys, shown, value) => {
    expect(typeKeys(keys)).toBe(shown);
    expect(moneyOfTyping(typeKeys(keys))).toBe(value);
  });

  it('ignores typed dots (thousands), a second comma, a third cent and letters', () => {
    expect(typeKeys('3.000')).toBe('3.000');
    expect(typeKeys('1.500')).toBe('1.500');
    expect(typeKeys('3000,555')).toBe('3.000,55');
    expect(typeKeys('30,0,5')).toBe('30,05');
    expect(typeKeys('R$ 12a')).toBe('12');
  });

  it('regroups when a digit is typed or erased in the middle', () => {
    expect(maskMoneyTyping('3.0000')).toBe('30.000');
    expect(maskMoneyTyping('30.00')).toBe('3.000');
    expect(maskMoneyTyping('')).toBe('');
    expect(moneyOfTyping('')).toBeUndefined();
  });

  it('caps the integer part at 12 digits', () => {
    expect(typeKeys('12345678901234')).toBe('123.456.789.012');
  });
});

describe('money pasted or filled as a whole', () => {
  it.each([
    ['3.000,50', '3.000,50'],
    ['R$ 3.000,50', '3.000,50'],
    ['R$\u00a03.000,50', '3.000,50'],
    ['3000.50', '3.000,50'],
    ['3000.5', '3.000,50'],
    ['3.000', '3.000,00'],
    ['1,234.56', '1.234,56'],
    ['1.234.567', '1.234.567,00'],
    ['3000', '3.000,00'],
  ])('%s → %s', (pasted, shown) => {
    expect(moneyInputText(pasted, pasted)).toBe(shown);
  });

  it('a paste into part of the text is typing', () => {
    expect(moneyInputText('13000', '30')).toBe('13.000');
  });

  it('parses either notation; nonsense is NaN, empty undefined', () => {
    expect(parseMoney('3.000,50')).toBe(3000.5);
    expect(parseMoney('3000.50')).toBe(3000.5);
    expect(parseMoney('3000,559')).toBe(3000.55);
    expect(parseMoney('-10,00')).toBe(-10);
    expect(parseMoney('2500')).toBe(2500);
    expect(parseMoney('  ')).toBeUndefined();
    expect(parseMoney('abc')).toBeNaN();
    expect(parseMoney('1.2.3')).toBeNaN();
    expect(parseMoney('1.234,5.6')).toBeNaN();
    expect(parseMoney(',')).toBeNaN();
  });
});

describe('moneyText', () => {
  it('formats with thousands dots and two cents', () => {
    expect(moneyText(3000)).toBe('3.000,00');
    expect(moneyText(1234567.891)).toBe('1.234.567,89');
    expect(moneyText(0.5)).toBe('0,50');
    expect(moneyText(-1500)).toBe('-1.500,00');
    expect(moneyText(-0.001)).toBe('0,00');
    expect(moneyText(undefined)).toBe('');
    expect(moneyText(Number.NaN)).toBe('');
  });
});

describe('caretAfterMask', () => {
  it('keeps the caret after the same digits', () => {
    // '3000|' re-masked as '3.000|'
    expect(caretAfterMask('3000', 4, '3.000')).toBe(5);
    // '3.0|500' after typing a 5 in '3.000' becomes '30.500' with the caret after that 5 ('30.5|00')
    expect(caretAfterMask('3.0500', 4, '30.500')).toBe(4);
    expect(caretAfterMask('3.000', 0, '3.000')).toBe(0);
  });
});
