import { describe, expect, it } from 'vitest';
import { funilTotal, type LinhaPreenchimento, mediana, resumir } from './estatisticas-preenchimento.ts';

const linha = (l: Partial<LinhaPreenchimento>): LinhaPreenchimento => ({
  id: 1,
  descricao: 'x',
  cargo: 'c',
  faixa: 'f',
  area: null,
  estabelecimento: null,
  motivo: null,
  data: '2026-01-01',
  previsao: null,
  conclusao: null,
  situacao: 'A',
  andamento: 'Em aberto',
  vagas: 1,
  preenchidas: 0,
  candidatos: 0,
  diasPrevistos: null,
  dias: null,
  desvio: null,
  noPrazo: null,
  ...l,
});

describe('mediana', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(mediana([])).toBeNull();
    expect(mediana([9, 1, 5])).toBe(5);
    expect(mediana([10, 1, 4, 7])).toBe(5.5);
  });
});

describe('resumir', () => {
  it('leaves cancelled requests out of vacancies and durations, and caps each fill at its vacancies', () => {
    const r = resumir([
      linha({
        id: 1,
        vagas: 2,
        preenchidas: 3,
        candidatos: 8,
        conclusao: '2026-01-11',
        dias: 10,
        diasPrevistos: 15,
        desvio: -5,
        noPrazo: true,
        andamento: 'Preenchida',
      }),
      linha({
        id: 2,
        vagas: 2,
        preenchidas: 1,
        candidatos: 4,
        conclusao: '2026-01-21',
        dias: 20,
        diasPrevistos: 15,
        desvio: 5,
        noPrazo: false,
        andamento: 'Encerrada',
      }),
      linha({ id: 3, vagas: 1, candidatos: 0, conclusao: '2026-01-31', dias: 30, andamento: 'Encerrada' }),
      linha({ id: 4, vagas: 5, candidatos: 2, dias: 40, andamento: 'Em aberto' }),
      linha({ id: 5, vagas: 9, preenchidas: 9, candidatos: 30, situacao: 'C', andamento: 'Cancelada' }),
    ]);
    expect(r).toEqual({
      solicitacoes: 5,
      andamento: { Preenchida: 1, Encerrada: 2, 'Em aberto': 1, Cancelada: 1 },
      vagas: 10,
      vagasPreenchidas: 3,
      percentualPreenchimento: 30,
      concluidas: 3,
      mediaDiasPreenchimento: 20,
      medianaDiasPreenchimento: 20,
      mediaDiasPrevistos: 15,
      mediaDesvio: 0,
      noPrazo: 1,
      percentualNoPrazo: 50,
      emAberto: 1,
      mediaDiasEmAberto: 40,
      candidatos: 14,
      candidatosPorVaga: 1.4,
    });
  });

  it('has no averages or rates without data', () => {
    const r = resumir([]);
    expect(r.percentualPreenchimento).toBeNull();
    expect(r.mediaDiasPreenchimento).toBeNull();
    expect(r.percentualNoPrazo).toBeNull();
    expect(r.candidatosPorVaga).toBeNull();
  });
});

describe('funilTotal', () => {
  it('lists every stage in order, summing the requests, with the share of all candidates', () => {
    const etapas = [
      { id: 7, nome: 'Triagem', ordem: 1 },
      { id: 8, nome: 'Entrevista', ordem: 2 },
      { id: 9, nome: 'Proposta', ordem: 3 },
    ];
    const f = (solicitacaoId: number, etapaSeletivaId: number, c: number, a: number) => ({
      solicitacaoId,
      etapaSeletivaId,
      candidatos: c,
      aprovados: a,
      reprovados: c - a,
      aguardando: 0,
    });
    expect(funilTotal(etapas, [f(1, 7, 6, 4), f(2, 7, 2, 2), f(1, 8, 4, 1)], 8)).toEqual([
      {
        etapaSeletiva: { id: 7, nome: 'Triagem' },
        ordem: 1,
        candidatos: 8,
        aprovados: 6,
        reprovados: 2,
        aguardando: 0,
        percentualDoTotal: 100,
      },
      {
        etapaSeletiva: { id: 8, nome: 'Entrevista' },
        ordem: 2,
        candidatos: 4,
        aprovados: 1,
        reprovados: 3,
        aguardando: 0,
        percentualDoTotal: 50,
      },
      {
        etapaSeletiva: { id: 9, nome: 'Proposta' },
        ordem: 3,
        candidatos: 0,
        aprovados: 0,
        reprovados: 0,
        aguardando: 0,
        percentualDoTotal: 0,
      },
    ]);
  });
});
