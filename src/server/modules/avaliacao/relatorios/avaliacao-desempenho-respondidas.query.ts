// Avaliações Respondidas: per evaluator, how many people to evaluate, answered, partial and pending.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';

export default defineReportQuery((f, { session }) => {
  const situacao =
    f.situacao === 'RESPONDIDAS'
      ? sql`count(*) FILTER (WHERE NOT coalesce(p.respondida, false)) = 0`
      : f.situacao === 'NAO_RESPONDIDAS'
        ? sql`count(*) FILTER (WHERE NOT coalesce(p.respondida, false)) > 0`
        : sql`TRUE`;
  return sql`SELECT c.nome AS avaliador, count(*)::int AS avaliados, count(*) FILTER (WHERE p.respondida)::int AS respondidas,
           count(*) FILTER (WHERE p.respondida_parcialmente AND NOT coalesce(p.respondida, false))::int AS parciais,
           count(*) FILTER (WHERE NOT coalesce(p.respondida, false))::int AS pendentes
      FROM avaliacao_participante p JOIN colaborador c ON c.id = p.avaliador_id
     WHERE p.avaliacao_desempenho_id = ${f.avaliacaoDesempenho} AND p.empresa_id = ${session.empresaId}
     GROUP BY c.id, c.nome HAVING ${situacao} ORDER BY gente_search(c.nome), c.id`;
});
