// EPI requests, deliveries and the employee's EPI record (docs/sst-epi.md): the messages the hooks, actions and
// tests share, and the rules that are plain arithmetic on dates — which CA an EPI had on a day, when a delivered
// item is due for exchange, where an exchange stands on a reference date.
import { formatDate } from '../../../shared/br/format.ts';

export const MSG_EPI = {
  caDataRepetida: 'Já existe um CA deste EPI a partir desta data.',
  /** the wording (SST part 3) */
  totalEntregue: 'O total de itens entregues não pode ser superior à quantidade solicitada',
  foraDaSolicitacao: 'Este EPI não consta da solicitação.',
  solicitacaoDeOutro: 'A solicitação é de outro talento.',
  solicitacaoCancelada: 'A solicitação está cancelada: não recebe novas entregas.',
  entregaAntesDaSolicitacao: 'A data da entrega não pode ser anterior à data da solicitação.',
  atendidaNaoCancela: 'A solicitação já foi toda entregue: não há o que cancelar.',
  talentoComEntregas: 'A solicitação já tem entregas: o talento não pode ser trocado.',
  epiEntregueRemovido: (nome: string) =>
    `O EPI ${nome} já foi entregue contra esta solicitação: não pode sair dela.`,
  semCa: (nome: string, data: string) =>
    `O EPI ${nome} não tem CA em vigor em ${formatDate(data)}: inclua-o no histórico do CA do EPI.`,
  tamanhoObrigatorio: 'Tamanho é obrigatório: o tipo deste EPI tem tamanhos.',
  tamanhoInvalido: 'Este tamanho não é um dos tamanhos do tipo do EPI.',
  epiInativo: 'Este EPI está inativo.',
  antesDaAdmissao: (data: string) => `A data é anterior à admissão do talento (${formatDate(data)}).`,
  depoisDoDesligamento: (data: string) =>
    `A data é posterior ao desligamento do talento (${formatDate(data)}).`,
  devolucaoAntesDaEntrega: 'A data da devolução não pode ser anterior à data da entrega.',
  caRepetido: (a: string, b: string, ca: string) =>
    `Os EPIs ${a} e ${b} têm o mesmo CA (${ca}): informe só um deles neste agente.`,
  naoEficazForaDaLista: 'Marque como não eficazes só EPIs da lista de EPIs deste agente.',
} as const;

/** The employee's EPI record (relatorios/ficha-epi.query.ts). */
/** Its terms: NR-6 (the worker's duties as to the EPI) and CLT art. 158, sole paragraph, b. */
export const DECLARACAO_EPI =
  'Declaro que recebi gratuitamente da empresa os equipamentos de proteção individual (EPI) relacionados nesta ' +
  'ficha, em perfeito estado de conservação e funcionamento, e a orientação sobre o seu uso adequado, guarda e ' +
  'conservação. Comprometo-me, conforme a NR-6, a usá-los apenas para a finalidade a que se destinam; a ' +
  'responsabilizar-me pela sua limpeza, guarda e conservação; a comunicar à empresa quando extraviados, ' +
  'danificados ou com qualquer alteração que os torne impróprios para uso; e a cumprir as determinações da ' +
  'empresa sobre o seu uso adequado. Estou ciente de que a recusa injustificada ao uso do EPI fornecido constitui ' +
  'ato faltoso (CLT, art. 158, parágrafo único, alínea b).';

export const NUNCA_ENTREGUE = 'Nunca entregue';

/** Warnings (never refusals) about the per-EPI efficacy of an agent (epi-eficacia.ts). */
export const AVISO_EFICACIA = {
  divergentes: (eficazes: string[], naoEficazes: string[], agenteEficaz: 'S' | 'N' | undefined) =>
    `As eficácias dos EPIs deste agente divergem: ${lista(eficazes)} ${eficazes.length > 1 ? 'são eficazes' : 'é eficaz'}, ` +
    `${lista(naoEficazes)} não. O eSocial recebe uma só eficácia por agente (EPI Eficaz: ${simNao(agenteEficaz)}).`,
  agenteEficazComNaoEficaz: (naoEficazes: string[]) =>
    `EPI Eficaz está 'Sim', mas ${lista(naoEficazes)} ${naoEficazes.length > 1 ? 'estão marcados' : 'está marcado'} como não eficaz.`,
  agenteNaoEficazTodosEficazes:
    "EPI Eficaz está 'Não', mas nenhum EPI deste agente está marcado como não eficaz.",
  outraCondicao: (epi: string, eficaz: boolean, onde: string) =>
    `O EPI ${epi} está como ${eficaz ? 'eficaz' : 'não eficaz'} contra este agente na condição ${onde}.`,
} as const;

const simNao = (v: 'S' | 'N' | undefined) => (v === 'S' ? 'Sim' : v === 'N' ? 'Não' : 'não informado');
const lista = (nomes: string[]) =>
  nomes.length <= 1 ? (nomes[0] ?? '') : `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}`;

export type EntradaCa = { data: string; numeroCA: string; vencimentoCA: string };

/** The CA entry in force on `dia` (the latest dated on or before it), or undefined before the first one. */
export function caNaData<T extends { data: string }>(historico: readonly T[], dia: string): T | undefined {
  let vigente: T | undefined;
  for (const e of historico) if (e.data <= dia && (!vigente || e.data >= vigente.data)) vigente = e;
  return vigente;
}

/**
 * The CA an EPI shows as "in force" (numeroCA/vencimentoCA of sst/epis, what S-2240 and the PGR read): the entry
 * in force today, else — every entry starts later — the earliest one.
 */
export function caAtual<T extends { data: string }>(historico: readonly T[], hoje: string): T | undefined {
  return caNaData(historico, hoje) ?? [...historico].sort((a, b) => a.data.localeCompare(b.data))[0];
}

/** ISO date plus `dias` days (calendar arithmetic in UTC: no daylight-saving surprises). */
export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The exchange due date of an item delivered on `data` of an EPI used `validadeUso` days (none: no exchange). */
export const dataTroca = (data: string, validadeUso: number | null | undefined) =>
  validadeUso ? somarDias(data, validadeUso) : undefined;

/** How far ahead an exchange counts as "due" (a vencer) on the list of exchanges. */
export const DIAS_TROCA_A_VENCER = 30;

export type SituacaoTroca = 'VENCIDA' | 'A_VENCER' | 'EM_DIA';
export const SITUACOES_TROCA: Record<SituacaoTroca, string> = {
  VENCIDA: 'Vencida',
  A_VENCER: 'A vencer',
  EM_DIA: 'Em dia',
};

/** Where an exchange due on `troca` stands on `referencia`: overdue the day after, due within the window. */
export function situacaoTroca(troca: string, referencia: string, dias = DIAS_TROCA_A_VENCER): SituacaoTroca {
  if (troca < referencia) return 'VENCIDA';
  return troca <= somarDias(referencia, dias) ? 'A_VENCER' : 'EM_DIA';
}
