// Dismissal rate (reports/gestao-talentos/taxa-demissao.json): per month, every dismissal of the month (whatever
// the reason) over the employees active at the end of the previous month × 100.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { naPosicao } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const e = session.empresaId;
  return sql`
    WITH meses AS (
      SELECT m::date AS ini, (m + interval '1 month' - interval '1 day')::date AS fim, (m - interval '1 day')::date AS anterior
        FROM generate_series(date_trunc('month', ${f.dataIni}::date), date_trunc('month', ${f.dataFim}::date), interval '1 month') m
    ),
    c AS (
      SELECT c.id, c.data_admissao, CASE WHEN c.status = 'D' THEN c.data_desligamento END AS data_desligamento
        FROM colaborador c WHERE c.empresa_id = ${e} AND c.status IS DISTINCT FROM 'C'
    ),
    x AS (
      SELECT m.ini,
        (SELECT count(*) FROM c WHERE c.data_admissao <= m.anterior
            AND (c.data_desligamento IS NULL OR c.data_desligamento > m.anterior)
            AND ${naPosicao(e, 'c', sql`m.anterior`, f)})::int AS ativos,
        (SELECT count(*) FROM c WHERE c.data_desligamento BETWEEN m.ini AND m.fim
            AND ${naPosicao(e, 'c', sql`c.data_desligamento`, f)})::int AS desligados
      FROM meses m
    )
    SELECT to_char(x.ini, 'MM/YYYY') AS mes, x.ativos, x.desligados,
           round(x.desligados::numeric / nullif(x.ativos, 0) * 100, 2) AS taxa
      FROM x ORDER BY x.ini`;
});
