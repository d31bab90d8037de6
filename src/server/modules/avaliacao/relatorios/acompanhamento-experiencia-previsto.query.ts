// Acompanhamento de Experiência Previsto: who must be followed up when (admission + the period's days) between the
// dates, by period, with the model configured and whether it was answered.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { previstosSql } from '../experiencia.ts';
import { expandirAreasSql } from './experiencia-comum.ts';

export default defineReportQuery(
  (f, { session }) =>
    sql`SELECT periodo, periodo_id, data_prevista, nome, data_admissao, area, modelo,
        CASE WHEN folha_id IS NULL THEN 'Pendente' WHEN concluida THEN 'Respondido' ELSE 'Parcial' END AS situacao
      FROM (${previstosSql(session.empresaId, {
        dataIni: f.dataIni,
        dataFim: f.dataFim,
        periodosIds: f.periodosExperiencia,
      })}) x
     WHERE ${expandirAreasSql(session.empresaId, f.areasOrganizacionais)}
     ORDER BY dias, periodo_id, data_prevista, gente_search(nome), colaborador_id`,
);
