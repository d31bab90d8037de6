// Projeção Salarial dos Talentos: each employee on the roll at the reference date, their salary then and the
// salary they would have in the next step of their job's salary table (the range of the same job with the
// next higher value at that date; never below the current salary), the difference and the variation. An
// employee already in the job's highest range keeps their salary ("Última faixa"). By job.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { rangeSalarySql } from '../salario.ts';
import {
  cteCaminhoAreas,
  filtroTalentos,
  salarioHistoricoSql,
  talentosNaData,
  variacaoSql,
} from './comum.ts';

export const ULTIMA_FAIXA = 'Última faixa';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)},
    talentos AS (
      SELECT cg.id AS cargo_id, cg.nome AS cargo, c.id, c.nome AS talento, c.data_admissao AS admissao,
             ac.caminho AS area, f.id AS faixa_id, f.nome AS faixa, ${salarioHistoricoSql('h', data)} AS salario
        FROM ${talentosNaData(empresaId, data)}
       WHERE ${filtroTalentos(f, empresaId)}
    ), valores AS (
      SELECT f.id, f.cargo_id, f.nome, ${rangeSalarySql(sql`f.id`, data)} AS valor
        FROM faixa_salarial f WHERE f.cargo_id IN (SELECT cargo_id FROM talentos)
    ), projecao AS (
      SELECT t.*, px.nome AS proxima, CASE WHEN px.id IS NULL THEN t.salario ELSE greatest(px.valor, t.salario) END AS projetado
        FROM talentos t
        JOIN valores atual ON atual.id = t.faixa_id
        LEFT JOIN LATERAL (SELECT v.* FROM valores v WHERE v.cargo_id = t.cargo_id AND v.valor > atual.valor
                            ORDER BY v.valor, gente_search(v.nome), v.id LIMIT 1) px ON TRUE
    )
    SELECT cargo, talento, admissao, area, faixa, salario, coalesce(proxima, ${ULTIMA_FAIXA}) AS proxima_faixa,
           projetado AS salario_projetado, projetado - salario AS diferenca, ${variacaoSql(sql`salario`, sql`projetado`)} AS variacao
      FROM projecao
     ORDER BY ${ordemTexto(sql`cargo`)}, cargo_id, ${ordemTexto(sql`talento`)}, id`;
});
