// Resultado da Avaliação por Faixa Salarial: the same results grouped by job and salary range.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { subarvoreAreas } from '../../cargo-salario/api.ts';
import { ctesResultados, posicaoNaData } from '../resultados.ts';
import { avaliacaoDisponivel, OCULTO } from './comum.ts';

export const validar = avaliacaoDisponivel;

export default defineReportQuery((f, { session }) => {
  const areas: number[] = f.areasOrganizacionais ?? [];
  return sql`WITH ${ctesResultados(session.empresaId, f.avaliacaoDesempenho)}
    SELECT coalesce(cg.nome || ' – ' || fx.nome, 'Sem faixa salarial') AS faixa, coalesce(fx.id, 0) AS faixa_id,
           c.nome AS talento, ar.nome AS area,
           CASE WHEN ra.visivel THEN round(ra.g::numeric, 2) END AS geral,
           CASE WHEN ra.visivel THEN round(ra.q::numeric, 2) END AS questionario,
           CASE WHEN ra.visivel THEN round(ra.c::numeric, 2) END AS competencias,
           CASE WHEN NOT ra.visivel AND ra.respondidas > 0 THEN ${OCULTO}
                WHEN ra.respondidas = 0 THEN 'Sem respostas' END AS observacao
      FROM ra JOIN colaborador c ON c.id = ra.avaliado_id
      JOIN avaliacao_desempenho a ON a.id = ${f.avaliacaoDesempenho}
      ${posicaoNaData(sql.ref('c.id'), sql`least(a.data_fim, current_date)`)}
     WHERE cardinality(${areas}::int[]) = 0 OR h.area_organizacional_id IN ${subarvoreAreas(session.empresaId, areas)}
     ORDER BY ${ordemTexto(sql`coalesce(cg.nome || ' – ' || fx.nome, 'Sem faixa salarial')`)}, coalesce(fx.id, 0),
              ra.g DESC NULLS LAST, ${ordemTexto(sql`c.nome`)}`;
});
