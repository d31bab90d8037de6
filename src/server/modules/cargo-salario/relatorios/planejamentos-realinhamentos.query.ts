// Planejamento de Realinhamentos: the employee proposals of the selected planning tables (tipo C, Talento),
// by table (name, date, type, whether applied; told apart by id, two tables may share a name) and then by
// the proposed area, with the current and proposed job/range and salary, the difference in R$ and % and
// the proposal's observation.
//
// * The current side is the one captured on the proposal (the position in force at the table's date, kept
//   as it was once the table is applied); the proposed salary, the difference and the percentage are the
//   proposals' own SQL (reajustes/calculo.ts), the same as the proposal screen and the payroll totals.
// * Areas filter the proposed area (with its sub-areas), establishments the proposed establishment: the
//   position the employee will have.
// * Range (F) and index (I) tables have no proposals per employee: selecting them adds no rows (the
//   engine has a single table layout; see the filter's help).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { idsDe, ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { COLABORADOR_TABLE } from '../historico-colaborador.sql.ts';
import { diferencasSql, salarioPropostoSql } from '../reajustes/calculo.ts';
import { TABELAS, TIPO_REAJUSTE } from '../reajustes/reajustes.sql.ts';
import { TIPO_LABEL } from '../reajustes/tabela.ts';
import { SALARIO_TABLES } from '../salario.ts';
import { cteCaminhoAreas, filtroEstabelecimentos, subarvoreAreas } from './comum.ts';

/** `situacao` of the filter: all tables, the applied ones, the ones not applied. */
const SITUACAO = { todos: 'T', aplicados: 'A', naoAplicados: 'N' } as const;

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const situacao = f.situacao ?? SITUACAO.todos;
  const aplicada =
    situacao === SITUACAO.todos
      ? sql`TRUE`
      : sql`coalesce(t.aprovada, false) = ${situacao === SITUACAO.aplicados}`;
  const areas = idsDe(f.areasOrganizacionais);
  const filtroAreas = areas.length
    ? sql`r.area_proposta_id IN ${subarvoreAreas(empresaId, areas)}`
    : sql`TRUE`;
  // 'Reajuste 2026 — 01/02/2026 — Talento — Não aplicado': short, so that the subtotal line keeps it whole
  const planejamento = sql`t.nome || ' — ' || to_char(t.data, 'DD/MM/YYYY')
    || ' — ' || coalesce(${rotuloSql(TIPO_LABEL, sql`t.tipo_reajuste`)}, t.tipo_reajuste)
    || ' — ' || CASE WHEN coalesce(t.aprovada, false) THEN 'Aplicado' ELSE 'Não aplicado' END`;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT x.*, ${diferencasSql(sql.ref('x.salario_atual'), sql.ref('x.salario_proposto'))}
      FROM (SELECT t.id AS tabela_id, t.data AS tabela_data, t.nome AS tabela_nome, ${planejamento} AS planejamento,
                   r.area_proposta_id AS area_id, ac.caminho AS area, r.id, c.id AS colaborador_id, c.nome AS talento,
                   ca.nome || ' ' || fa.nome AS atual, round(r.salario_atual, 2) AS salario_atual,
                   cp.nome || ' ' || fp.nome AS proposto, ${salarioPropostoSql(sql`t.data`)} AS salario_proposto,
                   r.observacao
              FROM ${sql.table(TABELAS.tabela)} t
              JOIN ${sql.table(TABELAS.colaborador)} r ON r.tabela_reajuste_id = t.id AND r.empresa_id = ${empresaId}
              JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = r.colaborador_id
              LEFT JOIN ${sql.table(SALARIO_TABLES.faixaSalarial)} fa ON fa.id = r.faixa_salarial_atual_id
              LEFT JOIN cargo ca ON ca.id = fa.cargo_id
              LEFT JOIN ${sql.table(SALARIO_TABLES.faixaSalarial)} fp ON fp.id = r.faixa_salarial_proposta_id
              LEFT JOIN cargo cp ON cp.id = fp.cargo_id
              LEFT JOIN area_caminho ac ON ac.id = r.area_proposta_id
             WHERE t.empresa_id = ${empresaId} AND t.id = ANY(${idsDe(f.tabelasReajuste)}::int[])
               AND t.tipo_reajuste = ${TIPO_REAJUSTE.colaborador} AND ${aplicada}
               AND ${filtroAreas} AND ${filtroEstabelecimentos(f, sql`r.estabelecimento_proposto_id`)}) x
     ORDER BY x.tabela_data, ${ordemTexto(sql`x.tabela_nome`)}, x.tabela_id,
              ${ordemTexto(sql`x.area`)}, x.area_id, ${ordemTexto(sql`x.talento`)}, x.colaborador_id, x.id`;
});
