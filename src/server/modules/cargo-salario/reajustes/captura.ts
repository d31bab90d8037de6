// The "current" side of the proposals: the employee's position, the range's history entry and the index's
// value in force at the planning table's date, by the salary module's rules (salario.ts). They are
// captured when a proposal is saved or filled by the collective form, and recaptured for the whole table
// when its date changes: once the table is applied the entry in force at that date is the new one, so
// "what there was before" must be kept, not recomputed.
import { sql } from 'kysely';
import type { RecordData } from '../../../crud/hooks.ts';
import type { Db } from '../../../db/database.ts';
import {
  type EmployeeSalaryRow,
  employeeSalariesAt,
  type IndexValueRow,
  indexValuesAt,
  type RangeSalaryRow,
  rangeSalaryAt,
} from '../salario.ts';
import { TABELAS, TIPO_REAJUSTE } from './reajustes.sql.ts';
import { numero, ref, type Tabela } from './tabela.ts';

// Absent values are null, not undefined: on an update the engine keeps a read-only field left undefined,
// and a position that no longer has (say) an establishment must clear the one captured before.
const refOuNulo = (id: number | null | undefined) => ref(id) ?? null;
const numeroOuNulo = (v: string | null | undefined) => numero(v) ?? null;

/** Wire fields of an employee proposal's current position (all null when there is none). */
export const atualDoColaborador = (p: EmployeeSalaryRow | undefined): RecordData => ({
  estabelecimentoAtual: refOuNulo(p?.estabelecimentoId),
  areaAtual: refOuNulo(p?.areaOrganizacionalId),
  faixaSalarialAtual: refOuNulo(p?.faixaSalarialId),
  tipoSalarioAtual: p?.tipoSalario ?? null,
  indiceAtual: refOuNulo(p?.indiceId),
  quantidadeIndiceAtual: numeroOuNulo(p?.quantidade),
  salarioAtual: numeroOuNulo(p?.salario),
});

/** Wire fields of a range proposal's current history entry. */
export const atualDaFaixa = (f: RangeSalaryRow | undefined): RecordData => ({
  tipoAtual: f?.tipo ?? null,
  indiceAtual: refOuNulo(f?.indiceId),
  quantidadeAtual: numeroOuNulo(f?.quantidade),
  valorAtual: numeroOuNulo(f?.valor),
});

export const atualDoIndice = (i: IndexValueRow | undefined): RecordData => ({
  valorAtual: numeroOuNulo(i?.valor),
});

async function idsDaTabela(db: Db, table: string, column: string, tabelaId: number): Promise<number[]> {
  const res = await sql<{ id: number }>`SELECT DISTINCT ${sql.ref(column)} AS id FROM ${sql.table(table)}
    WHERE tabela_reajuste_id = ${tabelaId}`.execute(db);
  return res.rows.map((r) => r.id);
}

/** Employee positions as SQL rows `x(colaborador_id, estabelecimento_id, …, salario)`, for joins. */
export const posicoesSql = (rows: EmployeeSalaryRow[]) => sql`unnest(
    ${rows.map((r) => r.colaboradorId)}::int[], ${rows.map((r) => r.estabelecimentoId)}::int[],
    ${rows.map((r) => r.areaOrganizacionalId)}::int[], ${rows.map((r) => r.faixaSalarialId)}::int[],
    ${rows.map((r) => r.tipoSalario)}::int[], ${rows.map((r) => r.indiceId)}::int[],
    ${rows.map((r) => r.quantidade)}::numeric[], ${rows.map((r) => r.salario)}::numeric[]
  ) AS x(colaborador_id, estabelecimento_id, area_id, faixa_id, tipo, indice_id, quantidade, salario)`;

/** Range entries as SQL rows `x(faixa_id, tipo, indice_id, quantidade, valor)`. */
export const faixasSql = (rows: RangeSalaryRow[]) => sql`unnest(
    ${rows.map((r) => r.faixaSalarialId)}::int[], ${rows.map((r) => r.tipo)}::int[],
    ${rows.map((r) => r.indiceId)}::int[], ${rows.map((r) => r.quantidade)}::numeric[],
    ${rows.map((r) => r.valor)}::numeric[]
  ) AS x(faixa_id, tipo, indice_id, quantidade, valor)`;

/** Index values as SQL rows `x(indice_id, valor)`. */
export const indicesSql = (rows: IndexValueRow[]) => sql`unnest(
    ${rows.map((r) => r.indiceId)}::int[], ${rows.map((r) => r.valor)}::numeric[]
  ) AS x(indice_id, valor)`;

/** Recaptures the current side of every proposal of the table at its (new) date: three queries at most. */
export async function recapturaAtual(db: Db, empresaId: number, tabela: Tabela, userId: number) {
  const audit = sql`updated_at = now(), updated_by = ${userId}`;
  if (tabela.tipoReajuste === TIPO_REAJUSTE.colaborador) {
    const ids = await idsDaTabela(db, TABELAS.colaborador, 'colaborador_id', tabela.id);
    if (ids.length === 0) return;
    const rows = await employeeSalariesAt(db, empresaId, tabela.data, { colaboradorIds: ids });
    await sql`UPDATE ${sql.table(TABELAS.colaborador)} r SET
        estabelecimento_atual_id = x.estabelecimento_id, area_atual_id = x.area_id,
        faixa_salarial_atual_id = x.faixa_id, tipo_salario_atual = x.tipo, indice_atual_id = x.indice_id,
        quantidade_indice_atual = x.quantidade, salario_atual = x.salario, ${audit}
      FROM ${sql.table(TABELAS.colaborador)} r2 LEFT JOIN ${posicoesSql(rows)} ON x.colaborador_id = r2.colaborador_id
      WHERE r2.id = r.id AND r.tabela_reajuste_id = ${tabela.id}`.execute(db);
  } else if (tabela.tipoReajuste === TIPO_REAJUSTE.faixa) {
    const ids = await idsDaTabela(db, TABELAS.faixa, 'faixa_salarial_id', tabela.id);
    if (ids.length === 0) return;
    const rows = await rangeSalaryAt(db, empresaId, tabela.data, { faixaIds: ids });
    await sql`UPDATE ${sql.table(TABELAS.faixa)} r SET tipo_atual = x.tipo, indice_atual_id = x.indice_id,
        quantidade_atual = x.quantidade, valor_atual = x.valor, ${audit}
      FROM ${sql.table(TABELAS.faixa)} r2 LEFT JOIN ${faixasSql(rows)} ON x.faixa_id = r2.faixa_salarial_id
      WHERE r2.id = r.id AND r.tabela_reajuste_id = ${tabela.id}`.execute(db);
  } else {
    const ids = await idsDaTabela(db, TABELAS.indice, 'indice_id', tabela.id);
    if (ids.length === 0) return;
    const rows = await indexValuesAt(db, empresaId, tabela.data, { indiceIds: ids });
    await sql`UPDATE ${sql.table(TABELAS.indice)} r SET valor_atual = x.valor, ${audit}
      FROM ${sql.table(TABELAS.indice)} r2 LEFT JOIN ${indicesSql(rows)} ON x.indice_id = r2.indice_id
      WHERE r2.id = r.id AND r.tabela_reajuste_id = ${tabela.id}`.execute(db);
  }
}
