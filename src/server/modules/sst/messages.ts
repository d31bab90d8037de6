// Messages of the vaccine rules that more than one file gives or checks: the registers' hooks
// (vacinas.hooks.ts, vacinacoes.hooks.ts), the card's actions (vacinas.actions.ts) and their tests.

export const msgDoses = (n: number) =>
  n === 1
    ? 'Informe a dose da vacina: uma linha, a dose 1.'
    : `Informe as ${n} doses da vacina: uma linha por dose, de 1 a ${n}.`;

export const MSG_DIAS_PROXIMA = 'Dias para a próxima dose é obrigatório (salvo na última dose).';

export const msgDosesAplicadas = (n: number) =>
  `Já há talentos com a dose ${n} desta vacina: a quantidade de doses não pode ser menor que ${n}.`;

export const MSG_VACINA_APLICADA =
  'Não é possível excluir a vacina: há doses dela registradas em cartões de vacinação.';

export const msgAntesDaAnterior = (n: number, data: string) =>
  `A data da realização não pode ser anterior à da dose ${n} (${data.split('-').reverse().join('/')}).`;

export const MSG_EXCLUIR_SEGUINTES = 'Exclua antes as doses seguintes desta vacina no cartão do talento.';

export const MSG_DOSE_REPETIDA = 'Esta dose já está na lista da vacina.';
