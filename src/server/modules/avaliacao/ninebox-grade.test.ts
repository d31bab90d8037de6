import { describe, expect, it } from 'vitest';
import { dica, posicaoNaTela } from './ninebox-grade.ts';

describe('tela do nove-box', () => {
  it('eixos invertidos trocam linha e coluna na tela', () => {
    expect(posicaoNaTela(1, false)).toEqual({ linha: 0, coluna: 0 });
    // ENIGMA (high potential, low performance): right column (potential), bottom row (performance)
    expect(posicaoNaTela(1, true)).toEqual({ linha: 2, coluna: 2 });
    expect(posicaoNaTela(3, true)).toEqual({ linha: 0, coluna: 2 });
    expect(posicaoNaTela(7, true)).toEqual({ linha: 2, coluna: 0 });
  });
  it('dica corta em 200 caracteres', () => {
    expect(dica('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    expect(dica('curta')).toBe('curta');
  });
});
