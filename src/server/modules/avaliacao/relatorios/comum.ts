// What the evaluation reports share: the results' SQL with its anonymity rules (resultados.ts), the check that an
// anonymous evaluation is closed before any report shows its answers, and labels.
import { sql } from 'kysely';
import { defineReportValidation, type ReportValidation } from '../../../reports/context.ts';
import { exigirResultadoDisponivel, lerAvaliacao, PAPEIS } from '../avaliacao.ts';

/** `validar` of the reports on one evaluation's answers: the evaluation is this company's and, if anonymous, closed. */
export const avaliacaoDisponivel: ReportValidation = defineReportValidation(async (f, { db, session }) => {
  exigirResultadoDisponivel(await lerAvaliacao(db, session.empresaId, f.avaliacaoDesempenho));
});

export const PAPEIS_JSON = JSON.stringify(PAPEIS);
export const papelSql = (col: string) => sql`(${PAPEIS_JSON}::jsonb ->> ${sql.ref(col)})`;
export const OCULTO = 'Resultado oculto (avaliação anônima com menos de 2 avaliadores)';
export const TIPOS_COMPETENCIA = sql`(SELECT 'C'::text AS tipo, 'Conhecimentos'::text AS rotulo, 1 AS ordem
  UNION ALL SELECT 'H', 'Habilidades', 2 UNION ALL SELECT 'A', 'Atitudes', 3)`;
export const NOMES_COMPETENCIA = sql`(SELECT 'C'::text AS tipo, id, nome FROM conhecimento UNION ALL
  SELECT 'H', id, nome FROM habilidade UNION ALL SELECT 'A', id, nome FROM atitude)`;
