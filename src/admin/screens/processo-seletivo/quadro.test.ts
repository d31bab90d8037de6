import { describe, expect, it } from 'vitest';
import {
  aplicaMovimento,
  aplicaSituacao,
  type Cartao,
  colunas,
  type Quadro,
  somenteLeitura,
} from './quadro.ts';

const cartao = (id: number, nome: string, etapa?: number): Cartao => ({
  id,
  candidato: { id: id * 10, nome },
  etapaSeletiva: etapa ? { id: etapa } : null,
  situacao: 'EM_PROCESSO',
  dataInclusao: '2026-03-01',
  ultimaMovimentacao: null,
});

const quadro = (): Quadro => ({
  solicitacao: {
    id: 7,
    descricao: 'Vendedor',
    quantidade: 2,
    status: 'A',
    situacao: 'A',
    qtdVagasPreenchidas: 0,
  },
  etapas: [
    { id: 1, ordem: 1, nome: 'Entrevista com o RH' },
    { id: 2, ordem: 2, nome: 'Entrevista com o gestor' },
  ],
  cartoes: [cartao(1, 'Ana Souza'), cartao(2, 'José Lima', 1), cartao(3, 'Bia Reis', 99)],
});

describe('board columns', () => {
  it('puts screening first, then the stages in order; a stage the company lost goes back to screening', () => {
    const cols = colunas(quadro());
    expect(cols.map((c) => [c.titulo, c.cartoes.map((x) => x.candidato.nome)])).toEqual([
      ['Triagem', ['Ana Souza', 'Bia Reis']],
      ['Entrevista com o RH', ['José Lima']],
      ['Entrevista com o gestor', []],
    ]);
    expect(cols.map((c) => c.id)).toEqual(['triagem', 'etapa-1', 'etapa-2']);
  });

  it('filters by every typed word, without accents or case', () => {
    const cols = colunas(quadro(), '  JOSE  li ');
    expect(cols.flatMap((c) => c.cartoes.map((x) => x.id))).toEqual([2]);
  });
});

describe('updates from the server’s answers', () => {
  it('moves one card, keeping the identity of the others (memoised cards do not redraw)', () => {
    const q = quadro();
    const depois = aplicaMovimento(q, 1, {
      etapaSeletiva: { id: 2 },
      id: 31,
      data: '2026-03-05',
      resultado: 'REPROVADO',
      situacao: 'REPROVADO',
    });
    expect(depois.cartoes[0]).toMatchObject({
      etapaSeletiva: { id: 2 },
      situacao: 'REPROVADO',
      ultimaMovimentacao: { id: 31, data: '2026-03-05', resultado: 'REPROVADO' },
    });
    expect(depois.cartoes[1]).toBe(q.cartoes[1]);
    expect(colunas(depois)[2]!.cartoes.map((c) => c.id)).toEqual([1]);
  });

  it('counts the filled vacancies after a hire', () => {
    const depois = aplicaSituacao(quadro(), 2, 'CONTRATADO');
    expect(depois.solicitacao.qtdVagasPreenchidas).toBe(1);
    expect(depois.cartoes[1]!.situacao).toBe('CONTRATADO');
  });

  it('is read-only unless approved and open', () => {
    const q = quadro();
    expect(somenteLeitura(q)).toBeUndefined();
    expect(somenteLeitura({ ...q, solicitacao: { ...q.solicitacao, situacao: 'S' } })).toMatch(/suspensa/);
  });
});
