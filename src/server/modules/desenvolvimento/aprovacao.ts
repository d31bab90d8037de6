// Whether an enrolled employee passed a class (issue 29): attendance ≥ the course's minimum percentage of the
// class days and, in each of the course's evaluations with a minimum, a grade ≥ that minimum. A failure states
// every reason. A class without days has no attendance to compute: neither passed nor failed yet.
import { MOTIVO, MSG_DES } from './messages.ts';

export type AvaliacaoDoCurso = { id: number; titulo: string; minimo: number | null };

export type Situacao = {
  frequencia: number | null;
  aprovado: boolean | null;
  motivoReprovacao: string | null;
};

export function situacaoDoInscrito(a: {
  totalDias: number;
  presentes: number;
  percentualMinimo: number | null;
  avaliacoes: AvaliacaoDoCurso[];
  notas: ReadonlyMap<number, number>;
}): Situacao {
  if (a.totalDias === 0) return { frequencia: null, aprovado: null, motivoReprovacao: MSG_DES.semDias };
  const frequencia = Math.round((a.presentes / a.totalDias) * 10000) / 100;
  const motivos: string[] = [];
  if (a.percentualMinimo != null && frequencia < a.percentualMinimo)
    motivos.push(MOTIVO.frequencia(frequencia, a.percentualMinimo));
  for (const av of a.avaliacoes) {
    if (av.minimo == null) continue;
    const nota = a.notas.get(av.id);
    if (nota == null) motivos.push(MOTIVO.semNota(av.titulo));
    else if (nota < av.minimo) motivos.push(MOTIVO.nota(av.titulo, nota, av.minimo));
  }
  return { frequencia, aprovado: motivos.length === 0, motivoReprovacao: motivos.join(' ') || null };
}
