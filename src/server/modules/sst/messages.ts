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

export const MSG_ESQUEMA_APLICADO =
  'Esta vacina já foi aplicada a talentos: a quantidade de doses e os dias entre as doses não podem ser alterados, pois mudariam as datas previstas dos cartões de vacinação. Para um novo esquema, cadastre outra vacina.';

/** With the company integrated with the payroll system (empresa.acIntegra), these registers belong to it. */
export const MSG_INTEGRACAO_PESSOAL = {
  lotacao:
    'A empresa está integrada ao Fortes Pessoal: as lotações tributárias são cadastradas no sistema de pessoal.',
  tipoAfastamentoNovo:
    'A empresa está integrada ao Fortes Pessoal: os motivos de afastamento são cadastrados no sistema de pessoal.',
  tipoAfastamentoIntegrado:
    'Este motivo de afastamento é integrado ao Fortes Pessoal: altere-o ou exclua-o no sistema de pessoal.',
} as const;

/** sst/funcoes: a management entry dated before the function's first cadastral entry. */
export const msgGerencialAntesDoCadastral = (primeiro: string) =>
  `A data do histórico gerencial não pode ser anterior à do primeiro histórico cadastral da função (${primeiro.split('-').reverse().join('/')}).`;

/**
 * sst/grupos-homogeneos: a history entry loses its last harmful agent. The eSocial has no exposure without an
 * agent: the absence of exposure is itself the agent 09.01.001.
 */
export const MSG_GHE_SEM_AGENTES =
  'Não existem agentes nocivos aos quais o trabalhador está exposto. Para registrar a ausência de exposição, informe o agente 09.01.001 (Ausência de agente nocivo ou de atividades previstas no Anexo IV do Decreto 3.048/1999) em vez de remover o último agente.';

/** The name of a cloned homogeneous group. */
export const nomeCopiaGhe = (nome: string) => `${nome} (cópia)`.slice(0, 255);

/** POST sst/grupos-homogeneos/:id/repassar-condicoes: passing a group's history entry on to the conditions. */
export const MSG_GHE_REPASSAR = {
  semHistorico: (data: string) =>
    `O grupo homogêneo não tem histórico em ${data.split('-').reverse().join('/')}.`,
  semAgentes:
    'O histórico do grupo homogêneo não tem agentes nocivos a repassar: informe-os (sem exposição: 09.01.001).',
  semAvaliacao: (agente: string) =>
    `O agente ${agente} não tem avaliação em nenhuma condição ambiental dos ambientes do grupo: registre-a em um deles (a medição que representa o grupo) antes de repassar.`,
} as const;

/** The note on each condition created from a group's history. */
export const obsRepassadaDoGhe = (nome: string, data: string) =>
  `Repassada do grupo homogêneo ${nome} (histórico de ${data.split('-').reverse().join('/')}).`.slice(0, 999);

/** sst/condicoes-ambientais: one condition per environment, function (or none) and date. */
export const MSG_CONDICAO_REPETIDA = 'Já existe uma condição ambiental deste ambiente e função nesta data.';

/** sst/grupos-homogeneos: one composition entry per date. */
export const MSG_GHE_DATA_REPETIDA = 'Já existe um histórico do grupo homogêneo nesta data.';
