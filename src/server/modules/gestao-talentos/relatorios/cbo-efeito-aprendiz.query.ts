// Apprentice quota (reports/gestao-talentos/cbo-efeito-aprendiz.json): per establishment on the date, the base
// (active employees that are neither apprentices nor interns), the apprentices, the 5 %/15 % quota and the
// shortfall (indicadores.ts). The establishment is the one of the career history entry in force on the date.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { idsDe } from '../../../reports/sql.ts';
import { ativoNaData, historicosVigentes } from '../../cargo-salario/api.ts';
import { cotaMaximaSql, cotaMinimaSql } from '../indicadores.ts';

export default defineReportQuery((f, { session }) => {
  const e = session.empresaId;
  const data = f.data ?? today();
  const est = idsDe(f.estabelecimentos);
  return sql`
    WITH x AS (
      SELECT h.estabelecimento_id,
             count(*) FILTER (WHERE c.vinculo IS DISTINCT FROM 'A' AND c.vinculo IS DISTINCT FROM 'S')::int AS base,
             count(*) FILTER (WHERE c.vinculo = 'A')::int AS aprendizes
        FROM ${historicosVigentes(e, data)} h
        JOIN colaborador c ON c.id = h.colaborador_id AND ${ativoNaData('c', data)}
       WHERE c.empresa_id = ${e} AND c.data_admissao <= ${data}::date
         AND (${est.length === 0} OR h.estabelecimento_id = ANY(${est}::int[]))
       GROUP BY h.estabelecimento_id
    )
    SELECT coalesce(es.nome, 'Sem estabelecimento') AS estabelecimento, x.base, x.aprendizes,
           ${cotaMinimaSql(sql`x.base`)} AS minimo, ${cotaMaximaSql(sql`x.base`)} AS maximo,
           greatest(0, ${cotaMinimaSql(sql`x.base`)} - x.aprendizes) AS falta
      FROM x LEFT JOIN estabelecimento es ON es.id = x.estabelecimento_id
     ORDER BY es.nome NULLS LAST, x.estabelecimento_id`;
});
