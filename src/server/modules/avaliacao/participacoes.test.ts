import { describe, expect, it } from 'vitest';
import { LIMITES_PARTICIPACAO, limiteExcedido } from './participacoes.ts';

describe('limits of a participants generation', () => {
  it('accepts up to each limit', () => {
    expect(
      limiteExcedido({
        novas: LIMITES_PARTICIPACAO.porGeracao,
        total: LIMITES_PARTICIPACAO.porAvaliacao - LIMITES_PARTICIPACAO.porGeracao,
        excedidos: [],
      }),
    ).toBeUndefined();
  });

  it('refuses more than 20,000 at once, first', () => {
    expect(limiteExcedido({ novas: 20_001, total: 0, excedidos: [{ nome: 'Ana', n: 60 }] })).toBe(
      'A geração incluiria 20.001 participações; o limite é de 20.000 por vez. Gere os participantes em partes, com menos talentos de cada vez.',
    );
  });

  it('refuses an evaluation above 100,000', () => {
    expect(limiteExcedido({ novas: 10, total: 99_991, excedidos: [] })).toBe(
      'A avaliação ficaria com 100.001 participações; o limite é de 100.000 por avaliação.',
    );
  });

  it('names the person with the most evaluators and counts the others', () => {
    expect(limiteExcedido({ novas: 2601, total: 0, excedidos: [{ nome: 'Ana', n: 51 }] })).toBe(
      'Cada talento pode ter no máximo 50 avaliadores numa avaliação: Ana ficaria com 51. Diminua o máximo de pares, desmarque os liderados ou gere os participantes desses talentos à parte.',
    );
    expect(
      limiteExcedido({
        novas: 2601,
        total: 0,
        excedidos: [
          { nome: 'Ana', n: 300 },
          { nome: 'Bia', n: 51 },
        ],
      }),
    ).toContain('Ana ficaria com 300 (e outro talento também passaria do limite).');
  });
});
