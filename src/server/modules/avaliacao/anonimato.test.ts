import { describe, expect, it } from 'vitest';
import { papeisVisiveis } from './anonimato.ts';

const v = (c: [string, number][], anonima = true) => {
  const r = papeisVisiveis(
    c.map(([papel, folhas]) => ({ papel: papel as never, folhas })),
    anonima,
  );
  return { papeis: [...r.papeis].sort(), geral: r.geral };
};

describe('o que uma avaliação anônima mostra', () => {
  it('papel com um avaliador fica oculto, e o menor visível vai junto (senão geral − visíveis = oculto)', () => {
    expect(
      v([
        ['U', 1],
        ['L', 1],
        ['P', 3],
        ['A', 2],
      ]),
    ).toEqual({ papeis: ['P'], geral: true });
  });
  it('dois papéis de um avaliador cada: juntos já são 2, nada mais some', () => {
    expect(
      v([
        ['L', 1],
        ['R', 1],
        ['P', 2],
      ]),
    ).toEqual({ papeis: ['P'], geral: true });
  });
  it('um só avaliador além da autoavaliação: nem o resultado geral', () => {
    expect(
      v([
        ['U', 1],
        ['L', 1],
      ]),
    ).toEqual({ papeis: [], geral: false });
  });
  it('todos com 2 ou mais: tudo visível', () => {
    expect(
      v([
        ['L', 2],
        ['P', 4],
      ]),
    ).toEqual({ papeis: ['L', 'P'], geral: true });
  });
  it('avaliação identificada mostra tudo', () => {
    expect(
      v(
        [
          ['L', 1],
          ['P', 3],
        ],
        false,
      ),
    ).toEqual({ papeis: ['L', 'P'], geral: true });
  });
});
