// The personnel-request register (captacao/solicitacoes-pessoal) as the selection-process actions see it.

export const SOLICITACOES = 'captacao/solicitacoes-pessoal';
