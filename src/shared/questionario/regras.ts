// The answering rules of spec §5 (Evaluation, "Answers"), identical in the console and on the server:
// an obligatory question needs its single answer (Objetiva), at least one option (Múltipla Escolha), the note
// (Nota) or the text (Subjetiva); a question that demands a comment needs it with any answer; options must be
// the question's own, notes inside its range. A partial save (respondidoParcialmente) checks values only.
import type { FieldError } from '../messages.ts';
import { type FolhaEnviada, type Pergunta, type Resposta, TIPO } from './tipos.ts';

export const MSG_RESPOSTAS = {
  selecioneUma: 'Selecione uma resposta.',
  selecioneAoMenosUma: 'Selecione ao menos uma resposta.',
  informeNota: 'Informe a nota.',
  respostaObrigatoria: 'Resposta é obrigatória',
  comentarioObrigatorio: 'Comentário é obrigatório',
  opcaoInvalida: 'Opção de resposta inválida.',
  notaFora: (min: number, max: number) => `A nota deve estar entre ${min} e ${max}.`,
  notaInteira: 'A nota deve ser um número inteiro.',
  perguntaDesconhecida: 'Pergunta não pertence a este questionário.',
  repetida: 'Pergunta respondida mais de uma vez.',
  incompativel: 'Resposta incompatível com o tipo da pergunta.',
} as const;

/**
 * What the rules read of a question: the portal's questions come without the weights (and the self-evaluation
 * flag), so the rules ask only for this.
 */
export type PerguntaDasRegras = Pick<
  Pergunta,
  'id' | 'tipo' | 'notaMinima' | 'notaMaxima' | 'exigirComentario' | 'obrigatoria'
> & { obrigatoriaAutoavaliacao?: boolean; respostas: { id: number }[] };

/** The label of the comment a question demands, when it does not name its own. */
export const COMENTARIO_PADRAO = 'Justifique a sua resposta:';

/** Field of an answer's error: the console shows it under the question. */
export const campoDaPergunta = (perguntaId: number) => `respostas.${perguntaId}`;

const vazio = (s: string | undefined) => s === undefined || s.trim() === '';

/** Whether the question was answered at all (a comment alone answers only a Subjetiva). */
export function respondida(p: PerguntaDasRegras, r: Resposta | undefined): boolean {
  if (!r) return false;
  if (p.tipo === TIPO.objetiva) return r.respostaId !== undefined;
  if (p.tipo === TIPO.multiplaEscolha) return (r.respostasIds?.length ?? 0) > 0;
  if (p.tipo === TIPO.nota) return r.nota !== undefined && r.nota !== null;
  return !vazio(r.comentario);
}

function valorInvalido(p: PerguntaDasRegras, r: Resposta): string | undefined {
  const opcoes = new Set(p.respostas.map((o) => o.id));
  const { respostaId, respostasIds, nota } = r;
  if (p.tipo === TIPO.objetiva) {
    if (respostasIds?.length || (nota !== undefined && nota !== null)) return MSG_RESPOSTAS.incompativel;
    if (respostaId !== undefined && !opcoes.has(respostaId)) return MSG_RESPOSTAS.opcaoInvalida;
  } else if (p.tipo === TIPO.multiplaEscolha) {
    if (respostaId !== undefined || (nota !== undefined && nota !== null)) return MSG_RESPOSTAS.incompativel;
    if (respostasIds?.some((id) => !opcoes.has(id))) return MSG_RESPOSTAS.opcaoInvalida;
  } else if (p.tipo === TIPO.nota) {
    if (respostaId !== undefined || respostasIds?.length) return MSG_RESPOSTAS.incompativel;
    if (nota !== undefined && nota !== null) {
      if (!Number.isInteger(nota)) return MSG_RESPOSTAS.notaInteira;
      const min = p.notaMinima ?? 0;
      const max = p.notaMaxima ?? 10;
      if (nota < min || nota > max) return MSG_RESPOSTAS.notaFora(min, max);
    }
  } else if (respostaId !== undefined || respostasIds?.length || (nota !== undefined && nota !== null))
    return MSG_RESPOSTAS.incompativel;
  return undefined;
}

function faltaObrigatoria(p: PerguntaDasRegras): string {
  if (p.tipo === TIPO.objetiva) return MSG_RESPOSTAS.selecioneUma;
  if (p.tipo === TIPO.multiplaEscolha) return MSG_RESPOSTAS.selecioneAoMenosUma;
  if (p.tipo === TIPO.nota) return MSG_RESPOSTAS.informeNota;
  return MSG_RESPOSTAS.respostaObrigatoria;
}

/**
 * The errors of a sheet against its questionnaire (empty = valid). `autoavaliacao`: the respondent is the
 * person evaluated, so `obrigatoriaAutoavaliacao` decides instead of `obrigatoria`.
 */
export function validarFolha(
  perguntas: PerguntaDasRegras[],
  folha: FolhaEnviada,
  opts: { autoavaliacao?: boolean } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  const vistas = new Map<number, Resposta>();
  for (const r of folha.respostas ?? []) {
    const field = campoDaPergunta(r.perguntaId);
    const p = porId.get(r.perguntaId);
    if (!p) errors.push({ field, message: MSG_RESPOSTAS.perguntaDesconhecida });
    else if (vistas.has(r.perguntaId)) errors.push({ field, message: MSG_RESPOSTAS.repetida });
    else {
      vistas.set(r.perguntaId, r);
      const invalido = valorInvalido(p, r);
      if (invalido) errors.push({ field, message: invalido });
    }
  }
  const parcial = folha.respondidoParcialmente === true;
  for (const p of perguntas) {
    const r = vistas.get(p.id);
    const field = campoDaPergunta(p.id);
    if (errors.some((e) => e.field === field)) continue;
    const obrigatoria = opts.autoavaliacao ? !!p.obrigatoriaAutoavaliacao : p.obrigatoria;
    if (!respondida(p, r)) {
      if (obrigatoria && !parcial) errors.push({ field, message: faltaObrigatoria(p) });
      continue;
    }
    if (p.exigirComentario && p.tipo !== TIPO.subjetiva && vazio(r!.comentario) && !parcial)
      errors.push({ field, message: MSG_RESPOSTAS.comentarioObrigatorio });
  }
  return errors;
}

/** The answers worth storing: answered questions only, trimmed comments. */
export function respostasParaGravar(perguntas: PerguntaDasRegras[], respostas: Resposta[]): Resposta[] {
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  return respostas.flatMap((r) => {
    const p = porId.get(r.perguntaId);
    if (!p) return [];
    const comentario = r.comentario?.trim() || undefined;
    if (!respondida(p, r) && !comentario) return [];
    return [{ ...r, comentario }];
  });
}
