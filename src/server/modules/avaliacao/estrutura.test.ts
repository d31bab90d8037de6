import { describe, expect, it } from 'vitest';
import { type Estrutura, gerarParticipacoes, type Opcoes } from './estrutura.ts';

// Diretoria (1) > Comercial (2) > Vendas (3). Ana (10) dirige a Diretoria; Bia (20) é responsável do Comercial
// e Caio (21) corresponsável; Vendas (3) não tem responsável. Pessoas: 10 na 1; 20, 21, 22, 23 na 2; 30, 31 na 3.
const est: Estrutura = {
  areaDe: new Map([
    [10, 1],
    [20, 2],
    [21, 2],
    [22, 2],
    [23, 2],
    [30, 3],
    [31, 3],
  ]),
  mae: new Map([
    [1, null],
    [2, 1],
    [3, 2],
  ]),
  responsaveis: new Map([
    [1, [10]],
    [2, [20]],
  ]),
  coResponsaveis: new Map([[2, [21]]]),
};
const todos: Opcoes = {
  autoavaliacao: true,
  gestores: true,
  liderados: true,
  pares: true,
  maximoPares: 5,
  hierarquia: false,
};
const de = (avaliado: number, o: Opcoes = todos) =>
  gerarParticipacoes(est, [avaliado], o).map((p) => `${p.papel}${p.avaliador}`);

describe('participantes gerados da estrutura', () => {
  it('colaborador comum: autoavaliação, gestor da área e pares (sem os gestores da área)', () => {
    expect(de(22)).toEqual(['U22', 'L20', 'P23', 'P21']);
  });
  it('com corresponsáveis: o corresponsável também é gestor e deixa de ser par', () => {
    expect(de(22, { ...todos, hierarquia: true })).toEqual(['U22', 'L20', 'L21', 'P23']);
  });
  it('o gestor da área é avaliado pelos gestores da área mãe e pelos liderados', () => {
    expect(de(20)).toEqual(['U20', 'L10', 'A21', 'A22', 'A23']);
  });
  it('área sem responsável: ninguém, ou a área mãe quando se considera a hierarquia', () => {
    expect(de(30)).toEqual(['U30', 'P31']);
    expect(de(30, { ...todos, hierarquia: true })).toEqual(['U30', 'L20', 'L21', 'P31']);
  });
  it('pares limitados, em ordem circular: cada um avalia tantos quantos o avaliam', () => {
    const o = { ...todos, autoavaliacao: false, gestores: false, liderados: false, maximoPares: 1 };
    const pares = gerarParticipacoes(est, [21, 22, 23], o).map((p) => [p.avaliado, p.avaliador]);
    expect(pares).toEqual([
      [21, 22],
      [22, 23],
      [23, 21],
    ]);
  });
  it('sem repetições e ignorando quem não está ativo', () => {
    expect(gerarParticipacoes(est, [99], todos)).toEqual([]);
    expect(gerarParticipacoes(est, [22, 22], todos)).toHaveLength(4);
  });
});
