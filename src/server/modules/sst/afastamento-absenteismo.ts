// Absenteeism figures (reports/sst/absenteismo.json, and the analytics): calendar days of leave per month and
// organisational area, from the leaves whose type counts in absenteeism. Each leave day inside [dataIni, dataFim]
// (an open leave runs to dataFim) is placed in the area and establishment of the employee's career entry in force
// on that day, so a transfer in the middle of a leave splits its days between the two areas.
import { sql } from 'kysely';

export type FiltroAbsenteismo = { dataIni: string; dataFim: string; estabelecimentosIds?: number[] | null };

/** Rows {mes_inicio (date), area_id, area, colaboradores, afastamentos, dias}, ordered by month and area. */
export const absenteismoSql = (empresaId: number, f: FiltroAbsenteismo) => sql`
  WITH dia AS (
    SELECT a.id AS afastamento_id, a.colaborador_id, d::date AS dia
      FROM afastamento a JOIN tipo_afastamento t ON t.id = a.afastamento_id AND coalesce(t.absenteismo, true)
      CROSS JOIN LATERAL generate_series(greatest(a.inicio, ${f.dataIni}::date),
                                         least(coalesce(a.fim, ${f.dataFim}::date), ${f.dataFim}::date), '1 day') d
     WHERE a.empresa_id = ${empresaId} AND a.inicio <= ${f.dataFim}::date
       AND coalesce(a.fim, ${f.dataFim}::date) >= ${f.dataIni}::date),
  lotado AS (
    SELECT dia.*, h.area_organizacional_id, h.estabelecimento_id
      FROM dia LEFT JOIN LATERAL (
        SELECT hc.area_organizacional_id, hc.estabelecimento_id FROM historico_colaborador hc
         WHERE hc.colaborador_id = dia.colaborador_id AND hc.data <= dia.dia AND hc.status IS DISTINCT FROM 'X'
         ORDER BY hc.data DESC, hc.id DESC LIMIT 1) h ON true)
  SELECT date_trunc('month', l.dia)::date AS mes_inicio, l.area_organizacional_id AS area_id,
         coalesce(ar.nome, '(sem área)') AS area, count(DISTINCT l.colaborador_id)::int AS colaboradores,
         count(DISTINCT l.afastamento_id)::int AS afastamentos, count(*)::int AS dias
    FROM lotado l LEFT JOIN area_organizacional ar ON ar.id = l.area_organizacional_id
   WHERE ${f.estabelecimentosIds?.length ? sql`l.estabelecimento_id = ANY(${f.estabelecimentosIds}::int[])` : sql`TRUE`}
   GROUP BY 1, 2, 3
   ORDER BY 1, 3, 2`;
