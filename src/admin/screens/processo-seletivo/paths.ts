// Where the selection board of a personnel request lives (a custom route beside the generated screens).
export const quadroPath = (solicitacaoId: number | string): string =>
  `/captacao/solicitacoes-pessoal/${solicitacaoId}/processo-seletivo`;
