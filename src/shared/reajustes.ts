// Why a collective adjustment plan shows no proposals, per type (C talentos, F faixas, I índices): the spec's
// text for employees, the API's list of proposals and the console alike.
export const MSG_PLANEJAMENTO_VAZIO: Record<'C' | 'F' | 'I', string> = {
  C: 'O Planejamento não possui talentos ou você não é responsável de uma área organizacional correspondente a esse realinhamento.',
  F: 'O Planejamento não possui faixas salariais.',
  I: 'O Planejamento não possui índices.',
};
