import { describe, expect, it } from 'vitest';
import { comCabecalhos, comMudanca, faixaDaNota, respostaDe } from './formulario.ts';

describe('answering forms', () => {
  it('heads each run of questions of one aspect once, numbering them all', () => {
    const a = { nome: 'Comunicação' };
    const b = { nome: 'Técnica' };
    const r = comCabecalhos([{ aspecto: a }, { aspecto: a }, {}, { aspecto: b }, { aspecto: a }]);
    expect(r.map((x) => [x.numero, x.cabecalho])).toEqual([
      [1, 'Comunicação'],
      [2, undefined],
      [3, undefined],
      [4, 'Técnica'],
      [5, 'Comunicação'],
    ]);
  });

  it('changes one answer, keeping what it had and the others', () => {
    const rs = [
      { perguntaId: 1, respostaId: 5 },
      { perguntaId: 2, nota: 3 },
    ];
    const novas = comMudanca(rs, 1, { comentario: 'porque sim' });
    expect(respostaDe(novas, 1)).toEqual({ perguntaId: 1, respostaId: 5, comentario: 'porque sim' });
    expect(respostaDe(novas, 2)).toEqual({ perguntaId: 2, nota: 3 });
    expect(respostaDe(novas, 9)).toEqual({ perguntaId: 9 });
    expect(rs[0]).toEqual({ perguntaId: 1, respostaId: 5 });
  });

  it('offers the note range of the question, 0 to 10 by default', () => {
    expect(faixaDaNota({})).toEqual({ min: 0, max: 10, valores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(faixaDaNota({ notaMinima: 1, notaMaxima: 3 }).valores).toEqual([1, 2, 3]);
  });
});
