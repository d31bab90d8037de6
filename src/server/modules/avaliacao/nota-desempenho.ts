// A performance sheet's competence ratings and scores (docs/avaliacao.md "Nota da avaliação de desempenho"):
//   nota das competências = 100 × Σ (peso × ordem do nível dado) ÷ Σ (peso × maior ordem de nível)
//   nota geral da folha   = a do questionário e a das competências, em média simples quando há as duas
// Rules for the ratings: only the competences the evaluated person's salary range requires, levels of the
// company, every one rated and commented where the range asks for a comment — except in a partial save.
import type { FieldError } from '../../../shared/messages.ts';

export type Tipo = 'C' | 'H' | 'A';
export type Nivel = { id: number; descricao: string; ordem: number };
export type CompetenciaExigida = {
  tipo: Tipo;
  competencia: { id: number; nome: string; observacao?: string };
  nivelExigido?: Nivel;
  peso: number;
  solicitarComentario: boolean;
};
export type CompetenciaAvaliada = {
  tipo: Tipo;
  competenciaId: number;
  nivelId?: number;
  comentario?: string;
};

export const MSG_COMPETENCIAS = {
  naoExigida: 'Competência não exigida pelo cargo do avaliado.',
  nivelInvalido: 'Nível de competência inválido.',
  informeNivel: 'Informe o nível da competência.',
  comentario: 'Comentário é obrigatório',
  repetida: 'Competência avaliada mais de uma vez.',
  notaManual: 'Informe a nota do questionário.',
} as const;

export const campoCompetencia = (tipo: Tipo, id: number) => `competencias.${tipo}-${id}`;
const chave = (tipo: Tipo, id: number) => `${tipo}-${id}`;

export function validarCompetencias(
  exigidas: CompetenciaExigida[],
  niveis: Nivel[],
  avaliadas: CompetenciaAvaliada[],
  parcial: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  const exigidasPor = new Map(exigidas.map((e) => [chave(e.tipo, e.competencia.id), e]));
  const niveisIds = new Set(niveis.map((n) => n.id));
  const vistas = new Map<string, CompetenciaAvaliada>();
  for (const a of avaliadas) {
    const field = campoCompetencia(a.tipo, a.competenciaId);
    const k = chave(a.tipo, a.competenciaId);
    if (!exigidasPor.has(k)) errors.push({ field, message: MSG_COMPETENCIAS.naoExigida });
    else if (vistas.has(k)) errors.push({ field, message: MSG_COMPETENCIAS.repetida });
    else if (a.nivelId !== undefined && !niveisIds.has(a.nivelId))
      errors.push({ field, message: MSG_COMPETENCIAS.nivelInvalido });
    vistas.set(k, a);
  }
  if (parcial) return errors;
  for (const e of exigidas) {
    const field = campoCompetencia(e.tipo, e.competencia.id);
    if (errors.some((x) => x.field === field)) continue;
    const a = vistas.get(chave(e.tipo, e.competencia.id));
    if (a?.nivelId === undefined) errors.push({ field, message: MSG_COMPETENCIAS.informeNivel });
    else if (e.solicitarComentario && !a.comentario?.trim())
      errors.push({ field, message: MSG_COMPETENCIAS.comentario });
  }
  return errors;
}

const arredondar = (v: number) => Math.round(v * 10000) / 10000;

/** 100 × Σ peso × ordem dada ÷ Σ peso × maior ordem; null when nothing rated. */
export function notaCompetencias(
  exigidas: CompetenciaExigida[],
  niveis: Nivel[],
  avaliadas: CompetenciaAvaliada[],
): number | null {
  const maior = Math.max(0, ...niveis.map((n) => n.ordem));
  const ordem = new Map(niveis.map((n) => [n.id, n.ordem]));
  const peso = new Map(exigidas.map((e) => [chave(e.tipo, e.competencia.id), e.peso]));
  let soma = 0;
  let maximo = 0;
  for (const a of avaliadas) {
    const p = peso.get(chave(a.tipo, a.competenciaId));
    if (p === undefined || a.nivelId === undefined || maior === 0) continue;
    soma += p * (ordem.get(a.nivelId) ?? 0);
    maximo += p * maior;
  }
  return maximo > 0 ? arredondar((100 * soma) / maximo) : null;
}

/** The sheet's performance: the average of the two scores when both exist, else the one there is. */
export function notaGeral(questionario: number | null, competencias: number | null): number | null {
  if (questionario === null) return competencias;
  if (competencias === null) return questionario;
  return arredondar((questionario + competencias) / 2);
}
