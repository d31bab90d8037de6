// The talent-management module's messages (spec §5/§8 wording where the spec gives one), shared by hooks,
// actions and tests.
import { formatDate } from '../../../shared/br/format.ts';

const periodo = (ini: string, fim: string | null) =>
  fim && fim !== ini ? `de ${formatDate(ini)} a ${formatDate(fim)}` : `em ${formatDate(ini)}`;

export const MSG_OCORRENCIA = {
  sobreposta: (tipo: string, ini: string, fim: string | null) =>
    `O talento já tem uma ocorrência do tipo ${tipo} ${periodo(ini, fim)}, que coincide com este período.`,
  foraDasAreas: 'Você só pode registrar ocorrências de talentos das áreas de que é responsável.',
  antesDaAdmissao: (admissao: string) =>
    `A ocorrência não pode começar antes da admissão do talento (${formatDate(admissao)}).`,
} as const;

export const MSG_DESLIGAMENTO = {
  confirma: 'Confirma desligamento?',
  sucesso: 'Talento desligado com sucesso.',
  jaDesligado: 'Este talento já está desligado.',
  antesDaAdmissao: (admissao: string) =>
    `A data do desligamento não pode ser anterior à admissão do talento (${formatDate(admissao)}).`,
  motivoInativo: 'Motivo inativo: escolha um motivo de desligamento ativo.',
  estabilidade: (nome: string, ate: string, motivo: 'CIPA' | 'ACIDENTE') =>
    motivo === 'CIPA'
      ? `${nome} faz parte da CIPA (Comissão Interna de Prevenção de Acidentes) e tem estabilidade até ${formatDate(ate)}. Confirma o desligamento mesmo assim?`
      : `${nome} tem estabilidade até ${formatDate(ate)} (retorno de afastamento por acidente de trabalho). Confirma o desligamento mesmo assim?`,
  trocaTalento: 'O talento de um desligamento não pode ser trocado.',
  naoExclui:
    'Um desligamento não é excluído: para readmitir o talento, cadastre uma nova admissão em Cargos e Salários.',
} as const;

export const MSG_GERACAO = { semDescricao: 'Geração não possui descrição.' } as const;
