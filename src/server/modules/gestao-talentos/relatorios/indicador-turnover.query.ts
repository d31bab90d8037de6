// Turnover indicator (reports/gestao-talentos/indicador-turnover.json): per month, the employees active at the
// end of the previous month, the admissions and the dismissals of the month (a dismissal whose reason does not
// count in turnover is left out) and the turnover (indicadores.ts). Default period: 9 months back to 2 ahead.
// An employee dismissed on the last day of a month is no longer active at its end.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { turnoverSql } from '../indicadores.ts';
import { mesesAPartirDeHoje, naPosicao } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const e = session.empresaId;
  const ini = f.dataIni ?? mesesAPartirDeHoje(-9);
  const fim = f.dataFim ?? mesesAPartirDeHoje(2);
  const meta = f.meta ?? null;
  return sql`
    WITH meses AS (
      SELECT m::date AS ini, (m + interval '1 month' - interval '1 day')::date AS fim,
             (m - interval '1 day')::date AS anterior
        FROM generate_series(date_trunc('month', ${ini}::date), date_trunc('month', ${fim}::date), interval '1 month') m
    ),
    c AS (
      SELECT c.id, c.data_admissao, CASE WHEN c.status = 'D' THEN c.data_desligamento END AS data_desligamento,
             coalesce(md.turnover, true) AS conta
        FROM colaborador c
        LEFT JOIN desligamento d ON d.colaborador_id = c.id
        LEFT JOIN motivo_desligamento md ON md.id = d.motivo_id
       WHERE c.empresa_id = ${e} AND c.status IS DISTINCT FROM 'C'
    ),
    x AS (
      SELECT m.ini,
        (SELECT count(*) FROM c WHERE c.data_admissao <= m.anterior
            AND (c.data_desligamento IS NULL OR c.data_desligamento > m.anterior)
            AND ${naPosicao(e, 'c', sql`m.anterior`, f)})::int AS ativos,
        (SELECT count(*) FROM c WHERE c.data_admissao BETWEEN m.ini AND m.fim
            AND ${naPosicao(e, 'c', sql`c.data_admissao`, f)})::int AS admitidos,
        (SELECT count(*) FROM c WHERE c.conta AND c.data_desligamento BETWEEN m.ini AND m.fim
            AND ${naPosicao(e, 'c', sql`c.data_desligamento`, f)})::int AS demitidos
      FROM meses m
    )
    SELECT to_char(x.ini, 'MM/YYYY') AS mes, x.ativos, x.admitidos, x.demitidos,
           round((x.admitidos + x.demitidos)::numeric / 2, 2) AS media,
           ${turnoverSql(sql`x.admitidos`, sql`x.demitidos`, sql`x.ativos`)} AS turnover,
           ${meta}::numeric AS meta
      FROM x ORDER BY x.ini`;
});
