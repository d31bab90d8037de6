// Messages of the training module that its hooks, actions and tests share. The spec's exact wording where it
// gives one (inventory/validations.tsv, messages.tsv); the others say what is wrong and what to do.

const br = (data: string) => data.split('-').reverse().join('/');
const num = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

export const MSG_DES = {
  // categorias de curso (spec §5 Hours goal)
  metaObrigatoria: 'É obrigatório que haja pelo menos uma meta',
  metaData: 'data a partir de é obrigatória',
  metaHoras: 'meta em horas é obrigatória',
  metaMesRepetido: (mesAno: string) => `Já existe uma meta para ${br(mesAno).slice(3)}.`,
  // cursos
  cargaHorariaZero: 'A carga horária deve ser maior que 0:00.',
  // avaliações dos alunos
  notaMinimaAte10: 'A nota mínima para aprovação deve estar entre 0 e 10.',
  // turmas (spec §5 Turma)
  dataFinal: 'A data final deve ser maior que a data inicial',
  diaForaDoPeriodo: (ini: string, fim: string) =>
    `O dia deve estar entre a data inicial e a data final da turma (${br(ini)} a ${br(fim)}).`,
  diaAntesDoInicio: (ini: string) => `O dia não pode ser anterior à data inicial da turma (${br(ini)}).`,
  horaFinal: 'A hora final deve ser maior que a hora inicial.',
  diaRepetido: 'Este dia e turno já estão na turma.',
  despesaRepetida: 'Este tipo de despesa já está na turma: some os valores numa linha só.',
  cursoComInscritos: 'A turma já tem talentos inscritos: o curso não pode ser trocado.',
  // spec §8 empty-state.course-expenses ('O curso' is the class's course, as the legacy screen says)
  semDespesas: 'O curso não possui despesas detalhadas.',
  // inscrições
  semDias: 'Não existe previsão de dias para esta turma.',
  inscricaoFixa:
    'A turma e o talento de uma inscrição não mudam: exclua a inscrição e inscreva o talento de novo.',
  inscritoRepetido: 'Este talento já está inscrito nesta turma.',
  avaliacaoDeOutroCurso: 'Esta avaliação não é do curso da turma.',
  avaliacaoRepetida: 'Esta avaliação já tem nota nesta inscrição.',
  notaAte10: 'A nota deve estar entre 0 e 10.',
  diaDeOutraTurma: 'Este dia não é da turma.',
  inscricaoDeOutraTurma: 'Esta inscrição não é da turma.',
  talentosIncluidos: 'Talento(s) incluído(s) com sucesso!',
  nenhumTalento: 'Nenhum talento encontrado para incluir.',
  // QR code attendance
  qrInvalido: 'Código de presença inválido. Leia o QR code exibido pelo instrutor.',
  qrExpirado:
    'Este código de presença expirou: o QR code muda a cada 30 segundos. Leia o código exibido agora pelo instrutor.',
  qrOutraEmpresa:
    'Este código de presença é de uma turma de outra empresa. Entre na empresa da turma e leia o código de novo.',
  qrSemTalento:
    'Seu usuário não está vinculado a um talento nesta empresa: peça ao RH para vincular o seu cadastro.',
  qrNaoInscrito: 'Você não está inscrito nesta turma: a presença não foi registrada.',
  qrJaRegistrada: 'Sua presença neste dia já estava registrada.',
  qrRegistrada: (dia: string) => `Presença registrada em ${br(dia)}.`,
  qrForaDoDia: (dia: string) => `O QR code de presença só pode ser gerado no dia da aula (${br(dia)}).`,
  // certificações
  preRequisitoSiMesma: 'Uma certificação não pode ser pré-requisito de si mesma.',
  preRequisitoCiclo: (pre: string, esta: string) =>
    `A certificação "${pre}" não pode ser pré-requisito de "${esta}": "${pre}" já depende de "${esta}".`,
  marcadorDesconhecido: (m: string) =>
    `Marcador desconhecido no texto do certificado: ${m}. Use {talento}, {curso} e {cargaHoraria}.`,
  // certificados
  cursoSemCertificado: 'O curso desta turma não emite certificado: marque "Emite Certificado" no curso.',
  naoAprovado: (motivo: string | null) =>
    `O talento não foi aprovado nesta turma: não há certificado a imprimir.${motivo ? ` ${motivo}` : ''}`,
  nenhumAprovado: 'Nenhum talento foi aprovado nesta turma: não há certificados a imprimir.',
  certificadoNaoEncontrado:
    'Certificado não encontrado. Confira o código de verificação impresso no certificado.',
} as const;

/** Why an enrolment failed: frequency below the course's minimum, and each evaluation without or below its minimum. */
export const MOTIVO = {
  frequencia: (frequencia: number, minimo: number) =>
    `Frequência de ${num(frequencia)}% abaixo do mínimo de ${num(minimo)}%.`,
  semNota: (titulo: string) => `Sem nota na avaliação "${titulo}".`,
  nota: (titulo: string, nota: number, minimo: number) =>
    `Nota ${num(nota)} na avaliação "${titulo}", abaixo do mínimo de ${num(minimo)}.`,
};
