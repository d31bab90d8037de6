// Payroll total before and after a planning table (spec §7 "GET {id}/total-folha").
//
// The payroll at the table's date is the sum of the salaries of the employees with a history entry in
// force then (salario.ts, employeeSalariesAt) who were not dismissed before it. The table changes the
// salary of the employees it reaches:
// * Talento: each proposal, from its current salary to its proposed one;
// * Faixa Salarial: the employees paid by a proposed range (type 1), from its current value to the
//   proposed one;
// * Índice: the employees paid by a proposed index (type 2), and those paid by a range whose entry in
//   force is by that index, from round(current × quantity, 2) to round(proposed × quantity, 2).
// Before applying, the payroll now is "before" and "after" adds the differences; once applied, the payroll
// now already holds them, so "before" subtracts them. Exact decimals (numeric) throughout.
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { COLABORADOR_TABLE } from '../historico-colaborador.sql.ts';
import { employeeSalariesAt, moneyToJson, SALARIO_TABLES, TIPO_SALARIO } from '../salario.ts';
import { salarioPropostoSql, valorPropostoFaixaSql } from './calculo.ts';
import { posicoesSql } from './captura.ts';
import { TABELAS, TIPO_REAJUSTE } from './reajustes.sql.ts';
import type { Tabela } from './tabela.ts';

export type TotalFolha = {
  data: string;
  aplicado: boolean;
  /** employees whose salary the table changes */
  quantidadeTalentos: number;
  totalAntes: number | null;
  totalDepois: number | null;
  valorDiferenca: number | null;
  percentualDiferenca: number | null;
};

/** (colaborador_id, atual, proposto) of the employees the table reaches; `pos` = positions at the date. */
function afetadosSql(tabela: Tabela) {
  const d = sql`${tabela.data}::date`;
  if (tabela.tipoReajuste === TIPO_REAJUSTE.colaborador)
    return sql`SELECT r.colaborador_id, r.salario_atual AS atual, ${salarioPropostoSql(d)} AS proposto
      FROM ${sql.table(TABELAS.colaborador)} r JOIN ${sql.table(TABELAS.tabela)} t ON t.id = r.tabela_reajuste_id
      WHERE r.tabela_reajuste_id = ${tabela.id}`;
  if (tabela.tipoReajuste === TIPO_REAJUSTE.faixa)
    return sql`SELECT p.colaborador_id, r.valor_atual AS atual, ${valorPropostoFaixaSql(d)} AS proposto
      FROM pos p JOIN ${sql.table(TABELAS.faixa)} r ON r.faixa_salarial_id = p.faixa_id AND r.tabela_reajuste_id = ${tabela.id}
      WHERE p.tipo = ${TIPO_SALARIO.porFaixa}`;
  return sql`SELECT p.colaborador_id, round(r.valor_atual * p.quantidade, 2) AS atual,
        round(r.valor_proposto * p.quantidade, 2) AS proposto
      FROM pos p JOIN ${sql.table(TABELAS.indice)} r ON r.indice_id = p.indice_id AND r.tabela_reajuste_id = ${tabela.id}
      WHERE p.tipo = ${TIPO_SALARIO.porIndice}
    UNION ALL
    SELECT p.colaborador_id, round(r.valor_atual * fh.quantidade, 2), round(r.valor_proposto * fh.quantidade, 2)
      FROM pos p
      JOIN LATERAL (SELECT x.tipo, x.indice_id, x.quantidade FROM ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)} x
        WHERE x.owner_id = p.faixa_id AND x.data <= ${d} ORDER BY x.data DESC, x.id DESC LIMIT 1) fh ON TRUE
      JOIN ${sql.table(TABELAS.indice)} r ON r.indice_id = fh.indice_id AND r.tabela_reajuste_id = ${tabela.id}
      WHERE p.tipo = ${TIPO_SALARIO.porFaixa} AND fh.tipo = ${TIPO_SALARIO.porIndice}`;
}

export async function totalFolha(db: Database, empresaId: number, tabela: Tabela): Promise<TotalFolha> {
  const posicoes = await employeeSalariesAt(db, empresaId, tabela.data);
  const res = await sql<{
    quantidade: number;
    antes: string | null;
    depois: string | null;
    diferenca: string | null;
    percentual: string | null;
  }>`WITH pos AS (
      SELECT x.* FROM ${posicoesSql(posicoes)} JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = x.colaborador_id
      WHERE c.data_desligamento IS NULL OR c.data_desligamento >= ${tabela.data}::date
    ),
    afetados AS (${afetadosSql(tabela)}),
    somas AS (SELECT coalesce((SELECT sum(salario) FROM pos), 0) AS folha,
      (SELECT count(DISTINCT colaborador_id) FROM afetados)::int AS quantidade,
      coalesce((SELECT sum(proposto - atual) FROM afetados), 0) AS diferenca),
    totais AS (SELECT quantidade, diferenca,
      CASE WHEN ${tabela.aprovada} THEN folha - diferenca ELSE folha END AS antes,
      CASE WHEN ${tabela.aprovada} THEN folha ELSE folha + diferenca END AS depois FROM somas)
    SELECT quantidade, antes, depois, diferenca,
      CASE WHEN antes > 0 THEN round(diferenca * 100 / antes, 2) END AS percentual FROM totais`.execute(db);
  const r = res.rows[0]!;
  return {
    data: tabela.data,
    aplicado: tabela.aprovada,
    quantidadeTalentos: r.quantidade,
    totalAntes: moneyToJson(r.antes),
    totalDepois: moneyToJson(r.depois),
    valorDiferenca: moneyToJson(r.diferenca),
    percentualDiferenca: moneyToJson(r.percentual),
  };
}
