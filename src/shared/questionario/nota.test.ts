// The worked examples of docs/avaliacao.md "Nota do questionário".
import { describe, expect, it } from 'vitest';
import { fracaoDaResposta, notaDaFolha } from './nota.ts';
import type { Pergunta } from './tipos.ts';

const base = {
  exigirComentario: false,
  obrigatoria: false,
  obrigatoriaAutoavaliacao: false,
  ordem: 1,
  texto: 'P',
};
const objetiva: Pergunta = {
  ...base,
  id: 1,
  tipo: 1,
  peso: 2,
  respostas: [
    { id: 11, texto: 'Ótimo', peso: 4 },
    { id: 12, texto: 'Bom', peso: 3 },
    { id: 13, texto: 'Regular', peso: 2 },
    { id: 14, texto: 'Ruim', peso: 0 },
  ],
};
const multipla: Pergunta = {
  ...base,
  id: 2,
  tipo: 5,
  peso: 1,
  respostas: [
    { id: 21, texto: 'Excel', peso: 1 },
    { id: 22, texto: 'Word', peso: 1 },
    { id: 23, texto: 'Power BI', peso: 2 },
  ],
};
const nota: Pergunta = { ...base, id: 3, tipo: 4, peso: 3, notaMinima: 1, notaMaxima: 10, respostas: [] };
const subjetiva: Pergunta = { ...base, id: 4, tipo: 3, peso: 5, respostas: [] };

describe('fração de cada resposta', () => {
  it('objetiva: peso da opção / maior peso', () => {
    expect(fracaoDaResposta(objetiva, { perguntaId: 1, respostaId: 12 })).toBe(0.75);
    expect(fracaoDaResposta(objetiva, { perguntaId: 1, respostaId: 14 })).toBe(0);
  });
  it('múltipla escolha: pesos escolhidos / todos os pesos', () => {
    expect(fracaoDaResposta(multipla, { perguntaId: 2, respostasIds: [21, 23] })).toBe(0.75);
  });
  it('nota: nota / nota máxima', () => {
    expect(fracaoDaResposta(nota, { perguntaId: 3, nota: 7 })).toBe(0.7);
  });
  it('subjetiva e sem resposta não pontuam', () => {
    expect(fracaoDaResposta(subjetiva, { perguntaId: 4, comentario: 'texto' })).toBeNull();
    expect(fracaoDaResposta(nota, undefined)).toBeNull();
  });
  it('opções todas de peso 0 não pontuam', () => {
    const semPeso = { ...objetiva, respostas: objetiva.respostas.map((o) => ({ ...o, peso: 0 })) };
    expect(fracaoDaResposta(semPeso, { perguntaId: 1, respostaId: 11 })).toBeNull();
  });
});

describe('nota da folha (exemplos do docs/avaliacao.md)', () => {
  const todas = [objetiva, multipla, nota, subjetiva];

  it('exemplo 1: tudo respondido → (2×0,75 + 1×0,75 + 3×0,7) / 6 = 72,5', () => {
    expect(
      notaDaFolha(todas, [
        { perguntaId: 1, respostaId: 12 },
        { perguntaId: 2, respostasIds: [21, 23] },
        { perguntaId: 3, nota: 7 },
        { perguntaId: 4, comentario: 'Comunica bem.' },
      ]),
    ).toBe(72.5);
  });

  it('exemplo 2: sem a nota (opcional) → (2×1 + 1×0,25) / 3 = 75', () => {
    expect(
      notaDaFolha(todas, [
        { perguntaId: 1, respostaId: 11 },
        { perguntaId: 2, respostasIds: [22] },
      ]),
    ).toBe(75);
  });

  it('exemplo 3: pior opção e nota mínima → (2×0 + 3×0,1) / 5 = 6', () => {
    expect(
      notaDaFolha(todas, [
        { perguntaId: 1, respostaId: 14 },
        { perguntaId: 3, nota: 1 },
      ]),
    ).toBe(6);
  });

  it('só subjetivas: sem nota', () => {
    expect(notaDaFolha(todas, [{ perguntaId: 4, comentario: 'x' }])).toBeNull();
  });

  it('pergunta de peso 0 só informa', () => {
    expect(
      notaDaFolha(
        [{ ...nota, peso: 0 }, objetiva],
        [
          { perguntaId: 3, nota: 2 },
          { perguntaId: 1, respostaId: 11 },
        ],
      ),
    ).toBe(100);
  });
});
