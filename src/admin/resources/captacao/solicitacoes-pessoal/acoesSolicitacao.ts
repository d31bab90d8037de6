// Which state actions the personnel request screen offers in each state. The server decides
// (solicitacao-estado.ts answers 409 with the reason); this only hides the buttons that would surely be
// refused. acoesSolicitacao.test.ts checks the two tables agree for every state.
export type StatusAprovacao = 'I' | 'A' | 'R';
export type Situacao = 'A' | 'S' | 'E' | 'C';
export type EstadoTela = { status: StatusAprovacao; situacao: Situacao };

export type AcaoTela = 'liberar' | 'aprovar' | 'reprovar' | 'suspender' | 'reabrir' | 'cancelar' | 'encerrar';

/** Each screen action as the server's action (and the approval it asks for). */
export const ACAO_SERVIDOR: Record<AcaoTela, { acao: string; status?: StatusAprovacao }> = {
  liberar: { acao: 'libera' },
  aprovar: { acao: 'status', status: 'A' },
  reprovar: { acao: 'status', status: 'R' },
  suspender: { acao: 'suspende' },
  reabrir: { acao: 'reabre' },
  cancelar: { acao: 'cancela' },
  encerrar: { acao: 'encerra' },
};

const ativa = (s: Situacao) => s === 'A' || s === 'S';

/**
 * The buttons of a state, in the order shown. 'Liberar' is the first decision on a request in analysis
 * (the note is optional); 'Aprovar' undoes a refusal; 'Reprovar' refuses (or withdraws an approval).
 * 'Reabrir' shows for a closed request too: whether the company allows it is the server's to say.
 */
export function acoesPermitidas({ status, situacao }: EstadoTela): AcaoTela[] {
  const out: AcaoTela[] = [];
  if (ativa(situacao)) {
    if (status === 'I') out.push('liberar');
    if (status === 'R') out.push('aprovar');
    if (status !== 'R') out.push('reprovar');
  }
  if (situacao === 'A') out.push('suspender');
  if (situacao === 'S' || situacao === 'E') out.push('reabrir');
  if (ativa(situacao) && status === 'A') out.push('encerrar');
  if (ativa(situacao)) out.push('cancelar');
  return out;
}

/** Why the selection process of a request is read-only, or undefined when candidates can move. */
export function motivoSomenteLeitura({ status, situacao }: EstadoTela): string | undefined {
  if (situacao !== 'A')
    return `A solicitação está ${ROTULO_SITUACAO[situacao].toLowerCase()}: o processo seletivo pode ser consultado, mas não alterado.`;
  if (status !== 'A')
    return `A solicitação está ${ROTULO_STATUS[status].toLowerCase()}: os candidatos entram e mudam de etapa depois que ela for aprovada.`;
  return undefined;
}

export const ROTULO_STATUS: Record<StatusAprovacao, string> = {
  I: 'Em análise',
  A: 'Aprovada',
  R: 'Reprovada',
};
export const ROTULO_SITUACAO: Record<Situacao, string> = {
  A: 'Aberta',
  S: 'Suspensa',
  E: 'Encerrada',
  C: 'Cancelada',
};
