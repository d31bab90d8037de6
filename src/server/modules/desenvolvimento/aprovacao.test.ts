// Worked examples of approval (issue 29): a 4-day class, 75% minimum attendance, a test with minimum 7.
import { describe, expect, it } from 'vitest';
import { situacaoDoInscrito } from './aprovacao.ts';

const prova = { id: 1, titulo: 'Prova final', minimo: 7 };
const base = { totalDias: 4, percentualMinimo: 75, avaliacoes: [prova] };

describe('situacaoDoInscrito', () => {
  it('passes with 3 of 4 days (75%) and grade 7', () => {
    expect(situacaoDoInscrito({ ...base, presentes: 3, notas: new Map([[1, 7]]) })).toEqual({
      frequencia: 75,
      aprovado: true,
      motivoReprovacao: null,
    });
  });
  it('fails with 2 of 4 days, naming the attendance and its minimum', () => {
    expect(situacaoDoInscrito({ ...base, presentes: 2, notas: new Map([[1, 9.5]]) })).toEqual({
      frequencia: 50,
      aprovado: false,
      motivoReprovacao: 'Frequência de 50% abaixo do mínimo de 75%.',
    });
  });
  it('fails on a low grade and on a missing grade, with every reason', () => {
    expect(situacaoDoInscrito({ ...base, presentes: 4, notas: new Map([[1, 6.5]]) }).motivoReprovacao).toBe(
      'Nota 6,5 na avaliação "Prova final", abaixo do mínimo de 7.',
    );
    expect(situacaoDoInscrito({ ...base, presentes: 1, notas: new Map() })).toEqual({
      frequencia: 25,
      aprovado: false,
      motivoReprovacao: 'Frequência de 25% abaixo do mínimo de 75%. Sem nota na avaliação "Prova final".',
    });
  });
  it('rounds attendance to two decimals (2 of 3 days)', () => {
    const r = situacaoDoInscrito({ ...base, totalDias: 3, presentes: 2, notas: new Map([[1, 8]]) });
    expect(r.frequencia).toBe(66.67);
    expect(r.motivoReprovacao).toBe('Frequência de 66,67% abaixo do mínimo de 75%.');
  });
  it('without minimums, attendance and evaluations do not fail anyone', () => {
    const r = situacaoDoInscrito({
      totalDias: 2,
      presentes: 0,
      percentualMinimo: null,
      avaliacoes: [{ id: 2, titulo: 'Participação', minimo: null }],
      notas: new Map(),
    });
    expect(r).toEqual({ frequencia: 0, aprovado: true, motivoReprovacao: null });
  });
  it('a class without days is neither passed nor failed', () => {
    expect(situacaoDoInscrito({ ...base, totalDias: 0, presentes: 0, notas: new Map() })).toEqual({
      frequencia: null,
      aprovado: null,
      motivoReprovacao: 'Não existe previsão de dias para esta turma.',
    });
  });
});
