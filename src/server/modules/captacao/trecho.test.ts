import { describe, expect, it } from 'vitest';
import { ultimoSobrenome } from './parentesco.ts';
import { dobra, FIM, INICIO, SEPARADOR, trechoDoCurriculo } from './trecho.ts';

const marcadas = (t: { texto: string; destaques: [number, number][] }) =>
  t.destaques.map(([a, z]) => t.texto.slice(a, z));

describe('the CV line of a search', () => {
  it('folds as gente_search does, one character for one', () => {
    expect(dobra('Técnica em SOLDAGEM, Ação')).toBe('tecnica em soldagem, acao');
    expect(dobra('Técnica').length).toBe('Técnica'.length);
  });

  it('puts the marks on the CV as typed, with accents and capitals, white space collapsed', () => {
    const cv = 'Experiência:\n\n  Técnica em Soldagem TIG e   soldagem MIG.';
    const h = `tecnica em ${INICIO}soldagem${FIM} tig e   ${INICIO}soldagem${FIM} mig.`;
    const t = trechoDoCurriculo(cv, h)!;
    expect(t.texto).toBe('Técnica em Soldagem TIG e soldagem MIG.');
    expect(marcadas(t)).toEqual(['Soldagem', 'soldagem']);
  });

  it('joins fragments and keeps each one’s marks', () => {
    const cv = 'Vendedora de loja. Muitos anos depois, gerente de vendas.';
    const h = `${INICIO}vendedora${FIM} de loja${SEPARADOR}gerente de ${INICIO}vendas${FIM}.`;
    const t = trechoDoCurriculo(cv, h)!;
    expect(t.texto).toBe('Vendedora de loja … gerente de vendas.');
    expect(marcadas(t)).toEqual(['Vendedora', 'vendas']);
  });

  it('without a word marked, no line; a fragment not found in the CV is shown as folded', () => {
    expect(trechoDoCurriculo('Auxiliar de cozinha', 'auxiliar de cozinha')).toBeUndefined();
    const t = trechoDoCurriculo('Outro texto', `${INICIO}soldagem${FIM} tig`)!;
    expect(t.texto).toBe('soldagem tig');
    expect(marcadas(t)).toEqual(['soldagem']);
  });
});

describe('the last surname', () => {
  it('skips suffixes and needs two words', () => {
    expect(ultimoSobrenome('Roberto Carvalho Lima')).toBe('lima');
    expect(ultimoSobrenome('José da Silva Filho')).toBe('silva');
    expect(ultimoSobrenome('Ana Júnior')).toBeUndefined();
    expect(ultimoSobrenome('Ana')).toBeUndefined();
    expect(ultimoSobrenome('João Conceição')).toBe('conceicao');
  });
});
