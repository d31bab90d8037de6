// Comparativo de Performance do Talento (periods compared): for each evaluation chosen, oldest first, the person's
// general result, then each competence (mean level given by the others vs required), under each evaluation's own
// anonymity rules (an anonymous one only once closed, and only with its minimum of sheets).
import { sql } from 'kysely';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import {
  AVALIACOES,
  exigirResultadoDisponivel,
  lerAvaliacao,
  MINIMO_ANONIMATO,
  ORIGEM_DESEMPENHO,
} from '../avaliacao.ts';
import { ctesResultados } from '../resultados.ts';
import { NOMES_COMPETENCIA } from './comum.ts';

export const validar = defineReportValidation(async (f, { db, session }) => {
  for (const id of f.avaliacoes as number[])
    exigirResultadoDisponivel(await lerAvaliacao(db, session.empresaId, id));
});

export default defineReportQuery((f, { session }) => {
  const e = session.empresaId;
  return sql`SELECT * FROM (
      SELECT a.titulo || ' (' || to_char(a.data_ini, 'DD/MM/YYYY') || ')' AS avaliacao, a.id AS avaliacao_id, a.data_ini,
             0 AS ordem, 'Resultado geral' AS item, r.resultado, NULL::numeric AS exigido, r.autoavaliacao
        FROM avaliacao_desempenho a CROSS JOIN LATERAL (
          WITH ${ctesResultados(e, sql.ref('a.id'), f.colaborador)}
          SELECT CASE WHEN ra.visivel THEN round(ra.g::numeric, 2) END AS resultado, round(ra.ug::numeric, 2) AS autoavaliacao FROM ra
        ) r
       WHERE a.id = ANY(${f.avaliacoes}::int[]) AND a.empresa_id = ${e}
      UNION ALL
      SELECT a.titulo || ' (' || to_char(a.data_ini, 'DD/MM/YYYY') || ')', a.id, a.data_ini, 1, nm.nome,
             CASE WHEN NOT coalesce(a.anonima, false) OR count(*) FILTER (WHERE fo.papel <> 'U') >= ${MINIMO_ANONIMATO}
                  THEN round(avg(c.ordem) FILTER (WHERE fo.papel <> 'U'), 2) END,
             max(c.ordem_exigida), round(avg(c.ordem) FILTER (WHERE fo.papel = 'U'), 2)
        FROM avaliacao_desempenho a JOIN questionario_folha fo ON fo.contexto_id = a.id
        JOIN avaliacao_folha_competencia c ON c.folha_id = fo.id
        JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = c.tipo AND nm.id = c.competencia_id
       WHERE a.id = ANY(${f.avaliacoes}::int[]) AND a.empresa_id = ${e} AND fo.origem = ${ORIGEM_DESEMPENHO}
         AND fo.contexto = ${AVALIACOES} AND fo.avaliado_id = ${f.colaborador} AND fo.concluida
       GROUP BY a.id, a.titulo, a.data_ini, a.anonima, nm.nome
    ) x ORDER BY data_ini, avaliacao_id, ordem, gente_search(item)`;
});
