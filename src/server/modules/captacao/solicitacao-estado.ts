// The personnel request's state machine (spec §4 Personnel request; the table is in docs/decisions.md).
// Two independent axes: the approval `status` (I em análise, A aprovada, R reprovada) and the situation of
// the vacancy, derived from the flags: A aberta, S suspensa, E encerrada, C cancelada. Pure functions: the
// actions read the row, ask here, and write what comes back (or answer 409 with the message).

export type StatusAprovacao = 'I' | 'A' | 'R';
export type Situacao = 'A' | 'S' | 'E' | 'C';
export type EstadoSolicitacao = {
  status: StatusAprovacao;
  suspensa: boolean;
  encerrada: boolean;
  cancelada: boolean;
};
export type AcaoSolicitacao = 'status' | 'libera' | 'suspende' | 'reabre' | 'cancela' | 'encerra';

export const ROTULO_SITUACAO: Record<Situacao, string> = {
  A: 'aberta',
  S: 'suspensa',
  E: 'encerrada',
  C: 'cancelada',
};
export const ROTULO_STATUS: Record<StatusAprovacao, string> = {
  I: 'em análise',
  A: 'aprovada',
  R: 'reprovada',
};

export const MSG_SOLICITACAO = {
  naoPermitida: (acao: AcaoSolicitacao, s: Situacao) =>
    `Não é possível ${VERBO[acao]} uma solicitação ${ROTULO_SITUACAO[s]}.`,
  mesmoStatus: (st: StatusAprovacao) => `A solicitação já está ${ROTULO_STATUS[st]}.`,
  encerrarSemAprovacao: 'Somente uma solicitação aprovada pode ser encerrada.',
  reabrirNaoPermitido:
    'A empresa não permite reabrir solicitações encerradas (configuração "Reabrir solicitação de pessoal").',
  edicaoNaoPermitida: (s: Situacao) =>
    `Solicitação ${ROTULO_SITUACAO[s]} não pode ser alterada: reabra-a antes.`,
  movimentacaoNaoPermitida:
    'A solicitação precisa estar aprovada e aberta para incluir ou movimentar candidatos.',
  comCandidatos: 'Não é possível excluir: a solicitação possui candidatos.',
  encerramentoAntesDaData: 'A data de encerramento não pode ser anterior à data da solicitação.',
  encerramentoFuturo: 'A data de encerramento não pode ser posterior à data atual.',
} as const;

const VERBO: Record<AcaoSolicitacao, string> = {
  status: 'mudar a aprovação de',
  libera: 'liberar',
  suspende: 'suspender',
  reabre: 'reabrir',
  cancela: 'cancelar',
  encerra: 'encerrar',
};

export function situacaoDe(e: Pick<EstadoSolicitacao, 'suspensa' | 'encerrada' | 'cancelada'>): Situacao {
  if (e.cancelada) return 'C';
  if (e.encerrada) return 'E';
  if (e.suspensa) return 'S';
  return 'A';
}

export type Transicao = { ok: true; estado: EstadoSolicitacao } | { ok: false; mensagem: string };

const recusa = (mensagem: string): Transicao => ({ ok: false, mensagem });

/**
 * The state after `acao`, or the reason it is refused. `novoStatus` is the approval asked by 'status';
 * `podeReabrirEncerrada` is the company setting solPessoalReabrirSolicitacao.
 */
export function transicao(
  e: EstadoSolicitacao,
  acao: AcaoSolicitacao,
  opts: { novoStatus?: StatusAprovacao; podeReabrirEncerrada?: boolean } = {},
): Transicao {
  const s = situacaoDe(e);
  const ok = (mudanca: Partial<EstadoSolicitacao>): Transicao => ({ ok: true, estado: { ...e, ...mudanca } });
  switch (acao) {
    case 'status': {
      if (s === 'E' || s === 'C') return recusa(MSG_SOLICITACAO.naoPermitida(acao, s));
      const novo = opts.novoStatus ?? e.status;
      if (novo === e.status) return recusa(MSG_SOLICITACAO.mesmoStatus(novo));
      return ok({ status: novo });
    }
    case 'libera':
      if (s === 'E' || s === 'C') return recusa(MSG_SOLICITACAO.naoPermitida(acao, s));
      if (e.status === 'A') return recusa(MSG_SOLICITACAO.mesmoStatus('A'));
      return ok({ status: 'A' });
    case 'suspende':
      if (s !== 'A') return recusa(MSG_SOLICITACAO.naoPermitida(acao, s));
      return ok({ suspensa: true });
    case 'reabre':
      if (s === 'A' || s === 'C') return recusa(MSG_SOLICITACAO.naoPermitida(acao, s));
      if (s === 'E' && !opts.podeReabrirEncerrada) return recusa(MSG_SOLICITACAO.reabrirNaoPermitido);
      return ok({ suspensa: false, encerrada: false });
    case 'cancela':
      if (s === 'E' || s === 'C') return recusa(MSG_SOLICITACAO.naoPermitida(acao, s));
      return ok({ cancelada: true, suspensa: false });
    case 'encerra':
      if (s === 'E' || s === 'C') return recusa(MSG_SOLICITACAO.naoPermitida(acao, s));
      if (e.status !== 'A') return recusa(MSG_SOLICITACAO.encerrarSemAprovacao);
      return ok({ encerrada: true, suspensa: false });
  }
}

/** Candidates can be added and moved only in an approved, open request. */
export const aceitaMovimentacao = (e: EstadoSolicitacao) => e.status === 'A' && situacaoDe(e) === 'A';
