// Worked examples of docs/avaliacao.md "Nota da avaliação de desempenho".
import { describe, expect, it } from 'vitest';
import {
  type CompetenciaExigida,
  MSG_COMPETENCIAS,
  notaCompetencias,
  notaGeral,
  validarCompetencias,
} from './nota-desempenho.ts';

const niveis = [
  { id: 1, descricao: 'Básico', ordem: 1 },
  { id: 2, descricao: 'Intermediário', ordem: 2 },
  { id: 3, descricao: 'Avançado', ordem: 3 },
  { id: 4, descricao: 'Especialista', ordem: 4 },
];
const exigidas: CompetenciaExigida[] = [
  {
    tipo: 'C',
    competencia: { id: 10, nome: 'Excel' },
    nivelExigido: niveis[1],
    peso: 1,
    solicitarComentario: false,
  },
  {
    tipo: 'H',
    competencia: { id: 20, nome: 'Negociação' },
    nivelExigido: niveis[2],
    peso: 2,
    solicitarComentario: true,
  },
  {
    tipo: 'A',
    competencia: { id: 30, nome: 'Proatividade' },
    nivelExigido: niveis[2],
    peso: 1,
    solicitarComentario: false,
  },
];

describe('nota das competências', () => {
  it('exemplo: Avançado, Intermediário e Especialista → (1×3 + 2×2 + 1×4) ÷ (4 × 4) = 68,75', () => {
    expect(
      notaCompetencias(exigidas, niveis, [
        { tipo: 'C', competenciaId: 10, nivelId: 3 },
        { tipo: 'H', competenciaId: 20, nivelId: 2, comentario: 'Precisa fechar mais' },
        { tipo: 'A', competenciaId: 30, nivelId: 4 },
      ]),
    ).toBe(68.75);
  });
  it('nada avaliado: sem nota', () => {
    expect(notaCompetencias(exigidas, niveis, [])).toBeNull();
  });
  it('nota geral: média quando há as duas', () => {
    expect(notaGeral(72.5, 68.75)).toBe(70.625);
    expect(notaGeral(null, 68.75)).toBe(68.75);
    expect(notaGeral(72.5, null)).toBe(72.5);
    expect(notaGeral(null, null)).toBeNull();
  });
});

describe('regras das competências', () => {
  it('todas avaliadas e comentadas onde a faixa pede, exceto na gravação parcial', () => {
    const avaliadas = [
      { tipo: 'C' as const, competenciaId: 10, nivelId: 2 },
      { tipo: 'H' as const, competenciaId: 20, nivelId: 3 },
    ];
    expect(validarCompetencias(exigidas, niveis, avaliadas, false)).toEqual([
      { field: 'competencias.H-20', message: MSG_COMPETENCIAS.comentario },
      { field: 'competencias.A-30', message: MSG_COMPETENCIAS.informeNivel },
    ]);
    expect(validarCompetencias(exigidas, niveis, avaliadas, true)).toEqual([]);
  });
  it('competência alheia, nível desconhecido e repetida', () => {
    expect(
      validarCompetencias(
        exigidas,
        niveis,
        [
          { tipo: 'C', competenciaId: 99, nivelId: 1 },
          { tipo: 'C', competenciaId: 10, nivelId: 77 },
          { tipo: 'A', competenciaId: 30, nivelId: 1 },
          { tipo: 'A', competenciaId: 30, nivelId: 2 },
        ],
        true,
      ),
    ).toEqual([
      { field: 'competencias.C-99', message: MSG_COMPETENCIAS.naoExigida },
      { field: 'competencias.C-10', message: MSG_COMPETENCIAS.nivelInvalido },
      { field: 'competencias.A-30', message: MSG_COMPETENCIAS.repetida },
    ]);
  });
});
