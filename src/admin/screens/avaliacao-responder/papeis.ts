// How each evaluator's role is named (the answering list, the answering page and the results).
export const PAPEIS: Record<string, string> = {
  U: 'Autoavaliação',
  L: 'Gestor',
  A: 'Liderado',
  P: 'Par',
  R: 'Avaliador',
};
