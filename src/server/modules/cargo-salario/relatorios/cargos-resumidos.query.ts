import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';

export default defineReportQuery((filter, { session }) => {
  const grupos: number[] = filter.gruposOcupacionais ?? [];
  return sql`
    SELECT coalesce(g.nome, 'Sem grupo ocupacional') AS grupo, c.nome, c.nome_mercado, c.ativa AS ativo,
           (SELECT count(*) FROM faixa_salarial f WHERE f.cargo_id = c.id)::int AS faixas
      FROM cargo c
      LEFT JOIN grupo_ocupacional g ON g.id = c.grupo_ocupacional_id
     WHERE c.empresa_id = ${session.empresaId}
       AND (cardinality(${grupos}::int[]) = 0 OR c.grupo_ocupacional_id = ANY(${grupos}::int[]))
       AND (${filter.situacao} = 'T' OR c.ativa = (${filter.situacao} = 'A'))
     ORDER BY g.nome NULLS LAST, c.nome`;
});
