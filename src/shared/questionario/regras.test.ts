import { describe, expect, it } from 'vitest';
import { MSG_RESPOSTAS, respostasParaGravar, validarFolha } from './regras.ts';
import type { Pergunta } from './tipos.ts';

const base = {
  exigirComentario: false,
  obrigatoria: true,
  obrigatoriaAutoavaliacao: false,
  ordem: 1,
  texto: 'P',
  peso: 1,
};
const perguntas: Pergunta[] = [
  {
    ...base,
    id: 1,
    tipo: 1,
    respostas: [
      { id: 11, texto: 'Sim', peso: 1 },
      { id: 12, texto: 'Não', peso: 0 },
    ],
  },
  {
    ...base,
    id: 2,
    tipo: 5,
    respostas: [
      { id: 21, texto: 'A', peso: 1 },
      { id: 22, texto: 'B', peso: 1 },
    ],
  },
  { ...base, id: 3, tipo: 4, notaMinima: 1, notaMaxima: 10, respostas: [] },
  { ...base, id: 4, tipo: 3, respostas: [] },
];

describe('respostas obrigatórias (spec §5)', () => {
  it('cada tipo com a sua mensagem', () => {
    expect(validarFolha(perguntas, { respostas: [] })).toEqual([
      { field: 'respostas.1', message: MSG_RESPOSTAS.selecioneUma },
      { field: 'respostas.2', message: MSG_RESPOSTAS.selecioneAoMenosUma },
      { field: 'respostas.3', message: MSG_RESPOSTAS.informeNota },
      { field: 'respostas.4', message: 'Resposta é obrigatória' },
    ]);
  });
  it('na autoavaliação vale a outra marca', () => {
    expect(validarFolha(perguntas, { respostas: [] }, { autoavaliacao: true })).toEqual([]);
  });
  it('parcial não exige as obrigatórias, mas confere os valores', () => {
    expect(
      validarFolha(perguntas, { respostas: [{ perguntaId: 3, nota: 11 }], respondidoParcialmente: true }),
    ).toEqual([{ field: 'respostas.3', message: 'A nota deve estar entre 1 e 10.' }]);
  });
  it('opção de outra pergunta, tipo incompatível, pergunta alheia e repetida', () => {
    const erros = validarFolha(perguntas, {
      respostas: [
        { perguntaId: 1, respostaId: 21 },
        { perguntaId: 2, nota: 3 },
        { perguntaId: 99, nota: 3 },
        { perguntaId: 3, nota: 2.5 },
        { perguntaId: 4, comentario: 'ok' },
        { perguntaId: 4, comentario: 'de novo' },
      ],
    });
    expect(erros).toEqual([
      { field: 'respostas.1', message: MSG_RESPOSTAS.opcaoInvalida },
      { field: 'respostas.2', message: MSG_RESPOSTAS.incompativel },
      { field: 'respostas.99', message: MSG_RESPOSTAS.perguntaDesconhecida },
      { field: 'respostas.3', message: MSG_RESPOSTAS.notaInteira },
      { field: 'respostas.4', message: MSG_RESPOSTAS.repetida },
    ]);
  });
  it('comentário exigido acompanha a resposta', () => {
    const comComentario = perguntas.map((p) =>
      p.id === 1 ? { ...p, exigirComentario: true } : { ...p, obrigatoria: false },
    );
    expect(validarFolha(comComentario, { respostas: [{ perguntaId: 1, respostaId: 11 }] })).toEqual([
      { field: 'respostas.1', message: MSG_RESPOSTAS.comentarioObrigatorio },
    ]);
    expect(
      validarFolha(comComentario, {
        respostas: [{ perguntaId: 1, respostaId: 11, comentario: 'porque sim' }],
      }),
    ).toEqual([]);
  });
  it('grava só o que foi respondido', () => {
    expect(
      respostasParaGravar(perguntas, [
        { perguntaId: 1 },
        { perguntaId: 3, nota: 4, comentario: '  ' },
        { perguntaId: 4, comentario: ' texto ' },
      ]),
    ).toEqual([
      { perguntaId: 3, nota: 4, comentario: undefined },
      { perguntaId: 4, comentario: 'texto' },
    ]);
  });
});
