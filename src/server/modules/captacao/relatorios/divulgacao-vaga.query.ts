// Divulgação de Vagas: how the candidates registered in the period heard of the company's vacancies
// (spec §3 How-you-heard qtd and percentual), per company — which channels bring candidates.
// Columns: Como Ficou Sabendo da Vaga ('Não informado' for candidates who did not say), Candidatos (qtd),
// Percentual (of the company's candidates in the period, two decimals). Channels with no candidate are
// left out. Subtotal per company, grand total of candidates.
// Filter: companies (≥ 1, only those the user may access), period of registration (dataCadastro).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { empresasDoFiltro, noPeriodo } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresas = empresasDoFiltro(f, session);
  return sql`
    SELECT x.empresa_id, x.empresa, x.como_ficou_sabendo, x.quantidade,
           round(100.0 * x.quantidade / sum(x.quantidade) OVER (PARTITION BY x.empresa_id), 2) AS percentual
      FROM (SELECT emp.id AS empresa_id, emp.nome AS empresa,
                   coalesce(cf.nome, 'Não informado') AS como_ficou_sabendo, count(*)::int AS quantidade
              FROM candidato c
              JOIN empresa emp ON emp.id = c.empresa_id
              LEFT JOIN como_ficou_sabendo_vaga cf ON cf.id = c.como_ficou_sabendo_vaga_id
             WHERE c.empresa_id = ANY(${empresas}::int[]) AND ${noPeriodo(f, sql`c.data_cadastro`)}
             GROUP BY emp.id, cf.id) x
     ORDER BY ${ordemTexto(sql`x.empresa`)}, x.empresa_id, x.quantidade DESC, ${ordemTexto(sql`x.como_ficou_sabendo`)}`;
});
