// 'Atualizar Meus Dados' (meus-dados.actions.ts): which of the employee's personal data the user may change.

// kept in step with the body schema's `pessoal` (a test compares them)
export const PESSOAL_PERMITIDOS = new Set([
  'estadoCivil',
  'escolaridade',
  'qtdFilhos',
  'conjuge',
  'profissaoConjuge',
  'mae',
  'profissaoMae',
  'pai',
  'profissaoPai',
]);
