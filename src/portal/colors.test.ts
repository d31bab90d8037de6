import { describe, expect, it } from 'vitest';
import { contrast, readableOnWhite, textOn, themeOf } from './colors.ts';

describe('company colours', () => {
  it('picks the readable text colour on a surface', () => {
    expect(textOn('#000080')).toBe('#ffffff');
    expect(textOn('#FFEE00')).toBe('#1f2933');
  });

  it('darkens a colour until it reads on white (4.5:1)', () => {
    const c = readableOnWhite('#FF850A');
    expect(contrast(c, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#123456')).toBe('#123456');
  });

  it('falls back to the default orange for an absent or invalid colour', () => {
    expect(themeOf(null)['--cor-principal']).toBe('#FF850A');
    expect(themeOf('vermelho')['--cor-principal']).toBe('#FF850A');
    const t = themeOf('#0a7d3c', '#ffcc00');
    expect(t['--cor-secundaria']).toBe('#ffcc00');
    expect(contrast(t['--cor-botao']!, t['--cor-texto-botao']!)).toBeGreaterThanOrEqual(4.5);
  });
});
