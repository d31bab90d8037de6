// Acompanhamento do Período de Experiência: the follow-ups answered between the dates, by period, for the models
// and periods chosen, with the score and whether it reached the model's minimum.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { respondidosSql } from './experiencia-comum.ts';

export default defineReportQuery(
  (f, { session }) =>
    sql`SELECT fo.periodo, fo.periodo_id, fo.nome, fo.modelo, (fo.respondida_em AT TIME ZONE 'America/Sao_Paulo')::date AS respondida_em,
        round(fo.nota, 2) AS nota, fo.aprovado, fo.respondente
      FROM ${respondidosSql(session.empresaId)}
     WHERE fo.periodo_id = ANY(${f.periodosExperiencia}::int[]) AND fo.modelo_id = ANY(${f.modelosAvaliacao}::int[])
       AND (fo.respondida_em AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date
     ORDER BY fo.dias, fo.periodo_id, gente_search(fo.nome), fo.respondida_em`,
);
