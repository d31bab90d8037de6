// Análise de Desempenho por Competência do Talento (spec §5 "Analysis report"): per competence of the person, the
// required level, the level given (mean of the selected evaluators' sheets, or of all others) and the self one;
// detailed: one row per evaluator. Anonymous evaluations: the sheets cannot be told apart by evaluator, so the
// selection needs at least 2 evaluators unless summarised (spec message), and the rows are always the mean of all
// the others — and only with 2 sheets or more, like the screens.
import { sql } from 'kysely';
import { fieldError } from '../../../http/errors.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import {
  AVALIACOES,
  exigirResultadoDisponivel,
  lerAvaliacao,
  MINIMO_ANONIMATO,
  ORIGEM_DESEMPENHO,
} from '../avaliacao.ts';
import { NOMES_COMPETENCIA, TIPOS_COMPETENCIA } from './comum.ts';

export const MSG_ANALISE = {
  anonimaDoisAvaliadores: 'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados',
} as const;

export const validar = defineReportValidation(async (f, { db, session }) => {
  const a = await lerAvaliacao(db, session.empresaId, f.avaliacaoDesempenho);
  exigirResultadoDisponivel(a);
  if (a.anonima && !f.resumido && (f.avaliadores?.length ?? 0) < MINIMO_ANONIMATO)
    throw fieldError('avaliadores', MSG_ANALISE.anonimaDoisAvaliadores);
});

export default defineReportQuery((f, { session }) => {
  const avaliadores: number[] = f.avaliadores ?? [];
  const detalhado = !!f.detalhado && !f.resumido;
  return sql`WITH av AS (
      SELECT id, coalesce(anonima, false) AS anonima FROM avaliacao_desempenho WHERE id = ${f.avaliacaoDesempenho} AND empresa_id = ${session.empresaId}
    ), folhas AS (
      SELECT f.id, f.papel, f.respondente_id, av.anonima FROM av JOIN questionario_folha f ON f.contexto_id = av.id
       WHERE f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES} AND f.avaliado_id = ${f.colaborador} AND f.concluida
    ), outras AS (
      SELECT * FROM folhas WHERE papel <> 'U'
         AND (anonima OR cardinality(${avaliadores}::int[]) = 0 OR respondente_id = ANY(${avaliadores}::int[]))
    ), linhas AS (
      SELECT c.tipo, c.competencia_id, ${detalhado ? sql`CASE WHEN o.anonima THEN 'Todos os avaliadores' ELSE p.nome END` : sql`'Média dos avaliadores'`} AS avaliador,
             max(c.ordem_exigida) AS exigido, avg(c.ordem) AS atribuido, count(*) AS n, bool_or(o.anonima) AS anonima
        FROM outras o JOIN avaliacao_folha_competencia c ON c.folha_id = o.id LEFT JOIN colaborador p ON p.id = o.respondente_id
       GROUP BY c.tipo, c.competencia_id, 3
    ), auto AS (
      SELECT c.tipo, c.competencia_id, avg(c.ordem) AS ordem FROM folhas fo JOIN avaliacao_folha_competencia c ON c.folha_id = fo.id
       WHERE fo.papel = 'U' GROUP BY c.tipo, c.competencia_id
    )
    SELECT t.rotulo AS tipo, nm.nome AS competencia, l.avaliador, l.exigido, round(l.atribuido, 2) AS atribuido,
           round(au.ordem, 2) AS autoavaliacao, round(l.atribuido - l.exigido, 2) AS diferenca
      FROM linhas l JOIN ${TIPOS_COMPETENCIA} t ON t.tipo = l.tipo
      JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = l.tipo AND nm.id = l.competencia_id
      LEFT JOIN auto au ON au.tipo = l.tipo AND au.competencia_id = l.competencia_id
     WHERE NOT l.anonima OR l.n >= ${MINIMO_ANONIMATO}
     ORDER BY t.ordem, gente_search(nm.nome), l.competencia_id, gente_search(l.avaliador)`;
});
