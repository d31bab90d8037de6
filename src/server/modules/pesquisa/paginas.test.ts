import { describe, expect, it } from 'vitest';
import { partes } from './paginas.ts';

const a1 = { id: 1, nome: 'Liderança' };
const a2 = { id: 2, nome: 'Ambiente' };

describe('partes', () => {
  it('splits the questions in parts of N, in order', () => {
    const r = partes([{ id: 10 }, { id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }], 2, false);
    expect(r).toEqual([
      { titulo: 'Parte 1 de 3', perguntas: [10, 11] },
      { titulo: 'Parte 2 de 3', perguntas: [12, 13] },
      { titulo: 'Parte 3 de 3', perguntas: [14] },
    ]);
  });

  it('one part per aspect, in the order the aspects first appear, questions without aspect last', () => {
    const r = partes(
      [{ id: 1 }, { id: 2, aspecto: a2 }, { id: 3, aspecto: a1 }, { id: 4, aspecto: a2 }],
      10,
      true,
    );
    expect(r).toEqual([
      { titulo: 'Parte 1 de 3', aspecto: a2, perguntas: [2, 4] },
      { titulo: 'Parte 2 de 3', aspecto: a1, perguntas: [3] },
      { titulo: 'Parte 3 de 3', perguntas: [1] },
    ]);
  });

  it('no questions, no parts', () => {
    expect(partes([], 10, false)).toEqual([]);
  });
});
