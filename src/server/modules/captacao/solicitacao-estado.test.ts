import { describe, expect, it } from 'vitest';
import {
  type AcaoSolicitacao,
  aceitaMovimentacao,
  type EstadoSolicitacao,
  situacaoDe,
  transicao,
} from './solicitacao-estado.ts';

const aberta: EstadoSolicitacao = { status: 'A', suspensa: false, encerrada: false, cancelada: false };
const emAnalise = { ...aberta, status: 'I' as const };
const suspensa = { ...aberta, suspensa: true };
const encerrada = { ...aberta, encerrada: true };
const cancelada = { ...emAnalise, cancelada: true };

const resultado = (e: EstadoSolicitacao, a: AcaoSolicitacao, opts = {}) => {
  const t = transicao(e, a, opts);
  return t.ok ? situacaoDe(t.estado) + t.estado.status : t.mensagem;
};

describe('transicao (docs/decisions.md table)', () => {
  it.each([
    [emAnalise, 'libera', {}, 'AA'],
    [aberta, 'libera', {}, 'A solicitação já está aprovada.'],
    [emAnalise, 'status', { novoStatus: 'R' }, 'AR'],
    [emAnalise, 'status', { novoStatus: 'I' }, 'A solicitação já está em análise.'],
    [aberta, 'suspende', {}, 'SA'],
    [suspensa, 'suspende', {}, 'Não é possível suspender uma solicitação suspensa.'],
    [suspensa, 'reabre', {}, 'AA'],
    [aberta, 'reabre', {}, 'Não é possível reabrir uma solicitação aberta.'],
    [
      encerrada,
      'reabre',
      {},
      'A empresa não permite reabrir solicitações encerradas (configuração "Reabrir solicitação de pessoal").',
    ],
    [encerrada, 'reabre', { podeReabrirEncerrada: true }, 'AA'],
    [
      cancelada,
      'reabre',
      { podeReabrirEncerrada: true },
      'Não é possível reabrir uma solicitação cancelada.',
    ],
    [emAnalise, 'cancela', {}, 'CI'],
    [suspensa, 'cancela', {}, 'CA'],
    [encerrada, 'cancela', {}, 'Não é possível cancelar uma solicitação encerrada.'],
    [cancelada, 'cancela', {}, 'Não é possível cancelar uma solicitação cancelada.'],
    [aberta, 'encerra', {}, 'EA'],
    [suspensa, 'encerra', {}, 'EA'],
    [emAnalise, 'encerra', {}, 'Somente uma solicitação aprovada pode ser encerrada.'],
    [encerrada, 'encerra', {}, 'Não é possível encerrar uma solicitação encerrada.'],
    [
      encerrada,
      'status',
      { novoStatus: 'R' },
      'Não é possível mudar a aprovação de uma solicitação encerrada.',
    ],
    [cancelada, 'libera', {}, 'Não é possível liberar uma solicitação cancelada.'],
  ] as const)('%o %s %o → %s', (e, acao, opts, esperado) => {
    expect(resultado(e, acao, opts)).toBe(esperado);
  });

  it('accepts candidates only in an approved, open request', () => {
    expect(aceitaMovimentacao(aberta)).toBe(true);
    expect(aceitaMovimentacao(emAnalise)).toBe(false);
    expect(aceitaMovimentacao(suspensa)).toBe(false);
    expect(aceitaMovimentacao(encerrada)).toBe(false);
  });
});
