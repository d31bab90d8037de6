// Absenteeism report (reports/sst/absenteismo.json): leave days per month (the group) and area, from the query
// the analytics reuse (afastamento-absenteismo.ts).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { absenteismoSql } from '../afastamento-absenteismo.ts';

export default defineReportQuery(
  (f, { session }) => sql`
    SELECT to_char(x.mes_inicio, 'MM/YYYY') AS mes, x.area, x.colaboradores, x.afastamentos, x.dias
      FROM (${absenteismoSql(session.empresaId, {
        dataIni: f.dataIni,
        dataFim: f.dataFim,
        estabelecimentosIds: f.estabelecimentos,
      })}) x
     ORDER BY x.mes_inicio, x.area, x.area_id`,
);
