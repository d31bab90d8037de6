// What every answering form of a questionnaire does the same way, whatever draws it (the console's MUI form,
// the portal's plain one): the answer of a question, a change to it, the aspect headings, the note choices.
import type { Resposta } from './tipos.ts';

/** Note ranges up to this many values are offered as buttons; wider ones as a number field. */
export const MAX_BOTOES_NOTA = 11;

/** The answer given to question `perguntaId` (an empty one when none). */
export const respostaDe = (respostas: Resposta[], perguntaId: number): Resposta =>
  respostas.find((r) => r.perguntaId === perguntaId) ?? { perguntaId };

/** The answers with `mudanca` applied to question `perguntaId`'s. */
export const comMudanca = (respostas: Resposta[], perguntaId: number, mudanca: Partial<Resposta>) => [
  ...respostas.filter((r) => r.perguntaId !== perguntaId),
  { ...respostaDe(respostas, perguntaId), ...mudanca },
];

/** The questions numbered, each with the heading of its aspect when it starts one. */
export function comCabecalhos<P extends { aspecto?: { nome: string } }>(
  perguntas: P[],
): { pergunta: P; numero: number; cabecalho?: string }[] {
  return perguntas.map((pergunta, i) => {
    const aspecto = pergunta.aspecto?.nome;
    const anterior = perguntas[i - 1]?.aspecto?.nome;
    return { pergunta, numero: i + 1, ...(aspecto && aspecto !== anterior ? { cabecalho: aspecto } : {}) };
  });
}

/** A note question's range (0 to 10 unless it says otherwise) and its values. */
export function faixaDaNota(p: { notaMinima?: number; notaMaxima?: number }) {
  const min = p.notaMinima ?? 0;
  const max = p.notaMaxima ?? 10;
  return { min, max, valores: Array.from({ length: max - min + 1 }, (_, k) => min + k) };
}
