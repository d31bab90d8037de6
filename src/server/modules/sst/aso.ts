// ASO (sst/aso) rules a schema cannot say, because they depend on other registers: the physicians must be
// registered with a CRM (S-2220 sends nrCRM/ufCRM), an exam cannot be later than the ASO, the audiometry
// (procedure 0281) needs its order and the generic procedures of table 27 their observation (layout
// validations of evtMonit), one exam per date, one admissional ASO per employee, and an ASO other than the
// admissional one not before the admission (dtAso validation of the layout). Pure checks here, the reads in
// the hook (aso.hooks.ts), so both stay small.
import type { FieldError } from '../../../shared/messages.ts';

/** Table-27 procedures whose observation (obsProc) the layout requires. */
export const PROCEDIMENTOS_COM_OBSERVACAO = new Set([
  '0583',
  '0998',
  '0999',
  '1128',
  '1230',
  '1992',
  '1993',
  '1994',
  '1995',
  '1996',
  '1997',
  '1998',
  '1999',
  '9999',
]);
/** Audiometry: the layout requires ordExame. */
export const AUDIOMETRIA = '0281';

export const TIPOS_ASO: Record<number, string> = {
  0: 'Admissional',
  1: 'Periódico',
  2: 'Retorno ao trabalho',
  3: 'Mudança de função',
  4: 'Monitoração pontual',
  9: 'Demissional',
};

export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const MSG_ASO = {
  medicoSemCrm: 'O médico examinador precisa ser um profissional de SST com registro no CRM.',
  coordenadorSemCrm: 'O médico coordenador do PCMSO precisa ser um profissional de SST com registro no CRM.',
  exameDepoisDoAso: 'A data do exame não pode ser posterior à data do ASO.',
  ordemAudiometria: 'Ordem do exame é obrigatória na audiometria (procedimento 0281).',
  observacaoProcedimento: (codigo: string) =>
    `Observação do exame é obrigatória para o procedimento ${codigo} da Tabela 27.`,
  exameRepetido: 'Este exame já foi informado nesta data.',
  antesDaAdmissao: (admissao: string) =>
    `A data do ASO não pode ser anterior à admissão do talento (${dataBr(admissao)}).`,
  admissionalRepetido: (data: string) => `O talento já tem um ASO admissional (${dataBr(data)}).`,
} as const;

export type ExameAso = {
  exame: { id: number };
  data: string;
  ordem?: number | null;
  observacao?: string | null;
};

export type ContextoAso = {
  tipo: number;
  data: string;
  exames: ExameAso[];
  /** table-27 code of each exam (by exam id); absent when the exam has no procedure */
  procedimentos: Map<number, string | null>;
  medicoCrm: boolean;
  /** undefined: no coordinator given */
  coordenadorCrm?: boolean;
  admissao: string | null;
  /** date of another admissional ASO of the employee, if any */
  outroAdmissional: string | null;
};

export function errosAso(c: ContextoAso): FieldError[] {
  const erros: FieldError[] = [];
  if (!c.medicoCrm) erros.push({ field: 'medico', message: MSG_ASO.medicoSemCrm });
  if (c.coordenadorCrm === false) erros.push({ field: 'coordenador', message: MSG_ASO.coordenadorSemCrm });
  if (c.tipo === 0 && c.outroAdmissional)
    erros.push({ field: 'tipo', message: MSG_ASO.admissionalRepetido(c.outroAdmissional) });
  if (c.tipo !== 0 && c.admissao && c.data < c.admissao)
    erros.push({ field: 'data', message: MSG_ASO.antesDaAdmissao(c.admissao) });
  const vistos = new Set<string>();
  c.exames.forEach((e, i) => {
    const item = `exames.${i}`;
    if (e.data > c.data) erros.push({ field: `${item}.data`, message: MSG_ASO.exameDepoisDoAso });
    const chave = `${e.exame.id}|${e.data}`;
    if (vistos.has(chave)) erros.push({ field: `${item}.exame`, message: MSG_ASO.exameRepetido });
    vistos.add(chave);
    const codigo = c.procedimentos.get(e.exame.id);
    if (codigo === AUDIOMETRIA && !e.ordem)
      erros.push({ field: `${item}.ordem`, message: MSG_ASO.ordemAudiometria });
    if (codigo && PROCEDIMENTOS_COM_OBSERVACAO.has(codigo) && !e.observacao?.trim())
      erros.push({ field: `${item}.observacao`, message: MSG_ASO.observacaoProcedimento(codigo) });
  });
  return erros;
}
