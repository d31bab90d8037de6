// Messages of the salary-range and employee-history rules that more than one file gives: the registers' hooks,
// the adjustment proposals (reajustes/) and the salary actions say the same thing in the same words.
import { formatDate } from '../../../shared/br/format.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { dataBR } from './historicos.ts';

export const MSG_FAIXA = {
  quantidadeMinima: 'Quantidade não pode ser 0 (zero) ou menor',
  valorMinimo: 'Valor não pode ser 0 (zero) ou menor',
  indiceObrigatorio: requiredMessage('Índice'),
  nomeACPessoalObrigatorio: requiredMessage('Descrição no Sistema de Pessoal'),
  cboObrigatorio: requiredMessage('Código CBO'),
  cboInexistente: 'Código CBO não encontrado na Classificação Brasileira de Ocupações.',
  indiceSemValor: 'O índice não tem valor cadastrado nesta data ou antes dela.',
  usadaPorTalentos: (desde: string) =>
    `A faixa salarial é usada por talentos desde ${dataBR(desde)}: mantenha um histórico da faixa nessa data ou antes dela.`,
} as const;

export const MSG_HISTORICO_COLABORADOR = {
  indiceObrigatorio: 'Índice é requerido',
  quantidadeObrigatoria: requiredMessage('Quantidade'),
  quantidadeMinima: 'Quantidade não pode ser 0 (zero) ou menor',
  valorObrigatorio: 'Valor é obrigatório',
  valorMinimo: 'Valor não pode ser 0 (zero) ou menor',
  dataDaAdmissao: (admissao: string) =>
    `O primeiro histórico do talento é a admissão: a data deve ser a data de admissão (${formatDate(admissao)}).`,
  antesDaAdmissao: (admissao: string) =>
    `A data do histórico não pode ser anterior à data de admissão do talento (${formatDate(admissao)}).`,
  aposDesligamento: (desligamento: string) =>
    `A data do histórico não pode ser posterior à data de desligamento do talento (${formatDate(desligamento)}).`,
  dataRepetida: 'Já existe um histórico deste talento nesta data.',
  motivoDaAdmissao: 'O primeiro histórico do talento é a admissão: o motivo deve ser Admissão.',
  motivoAdmissaoRepetido: 'Somente o primeiro histórico do talento pode ter o motivo Admissão.',
  admissaoCancelada: 'O histórico de admissão não pode ser cancelado.',
  admissaoComOutros:
    'O histórico de admissão só pode ser excluído ou transferido quando for o único histórico do talento.',
} as const;
