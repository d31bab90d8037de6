// Análise das Tabelas Salariais: each salary range of the selection with its value at the reference date and
// how the employees paid in it then compare: how many, lowest, highest and average salary, the average as a
// percentage of the range's value, and the payroll. Ranges without employees are listed too (of the jobs
// related to the selected areas, or of the selected groups/jobs). The declaration enables the engine's JSON
// preview (GET …/previa), which runs this same query.
import { sql } from 'kysely';
import { defineReportQuery, type ReportQueryContext } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { rangeSalarySql } from '../salario.ts';
import {
  cteCaminhoAreas,
  type Filtro,
  filtroOrganizacional,
  filtroTalentos,
  ROTULOS,
  salarioHistoricoSql,
  talentosNaData,
} from './comum.ts';

export function analiseTabelasSalariais(f: Filtro, { session }: ReportQueryContext) {
  const empresaId = session.empresaId;
  const data = f.data as string;
  const cargos = filtroOrganizacional(f, empresaId, {
    cargo: sql`cg.id`,
    area: (sub) =>
      sql`EXISTS (SELECT 1 FROM cargo_areas_organizacionais ca WHERE ca.owner_id = cg.id AND ca.ref_id IN ${sub})`,
  });
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)},
    salarios AS (
      SELECT h.faixa_salarial_id AS faixa_id, ${salarioHistoricoSql('h', data)} AS salario
        FROM ${talentosNaData(empresaId, data)}
       WHERE ${filtroTalentos(f, empresaId)}
    ), estatisticas AS (
      SELECT faixa_id, count(*)::int AS talentos, min(salario) AS menor, max(salario) AS maior,
             round(avg(salario), 2) AS medio, sum(salario) AS folha
        FROM salarios GROUP BY faixa_id
    ), faixas AS (
      SELECT f.id, f.nome, f.cargo_id, ${rangeSalarySql(sql`f.id`, data)} AS valor,
             (SELECT x.tipo FROM faixa_salarial_historico x WHERE x.owner_id = f.id AND x.data <= ${data}::date
               ORDER BY x.data DESC, x.id DESC LIMIT 1) AS tipo
        FROM faixa_salarial f JOIN cargo cg ON cg.id = f.cargo_id
       WHERE f.empresa_id = ${empresaId}
         AND (${cargos} OR f.id IN (SELECT faixa_id FROM estatisticas))
    )
    SELECT coalesce(g.nome, 'Sem grupo ocupacional') AS grupo, cg.nome AS cargo, cg.id AS "cargoId",
           fx.nome AS faixa, fx.id AS "faixaSalarialId", ${rotuloSql(ROTULOS.tipoFaixa, sql`fx.tipo`)} AS tipo,
           fx.valor AS "valorFaixa", coalesce(es.talentos, 0) AS talentos,
           es.menor AS "menorSalario", es.maior AS "maiorSalario", es.medio AS "salarioMedio",
           round(es.medio / nullif(fx.valor, 0) * 100, 2) AS "percentualMedio", es.folha
      FROM faixas fx
      JOIN cargo cg ON cg.id = fx.cargo_id
      LEFT JOIN grupo_ocupacional g ON g.id = cg.grupo_ocupacional_id
      LEFT JOIN estatisticas es ON es.faixa_id = fx.id
     ORDER BY g.nome IS NULL, ${ordemTexto(sql`g.nome`)}, ${ordemTexto(sql`cg.nome`)}, cg.id, fx.valor NULLS LAST,
              ${ordemTexto(sql`fx.nome`)}, fx.id
`;
}

export default defineReportQuery((f, ctx) => analiseTabelasSalariais(f, ctx));
