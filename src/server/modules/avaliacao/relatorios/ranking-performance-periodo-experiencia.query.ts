// Ranking de Performance no Período de Experiência: employees by the mean score of their follow-ups answered between
// the dates in the periods chosen, best first.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { posicaoNaData } from '../resultados.ts';
import { respondidosSql } from './experiencia-comum.ts';

export default defineReportQuery(
  (f, { session }) =>
    sql`SELECT (rank() OVER (ORDER BY r.media DESC NULLS LAST))::int AS posicao, r.nome, ar.nome AS area, r.acompanhamentos, r.media
      FROM (SELECT fo.colaborador_id, fo.nome, count(*)::int AS acompanhamentos, round(avg(fo.nota), 2) AS media
              FROM ${respondidosSql(session.empresaId)}
             WHERE fo.periodo_id = ANY(${f.periodosExperiencia}::int[])
               AND (fo.respondida_em AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date
             GROUP BY fo.colaborador_id, fo.nome) r
      ${posicaoNaData(sql.ref('r.colaborador_id'), f.dataFim)}
     ORDER BY r.media DESC NULLS LAST, gente_search(r.nome)`,
);
