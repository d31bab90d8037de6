// Salary calculations of the job and salary plan (spec §3 Salary range / Index, §7 "salario-calculado",
// "calcularSalarioHistorico"), for endpoints, reports and collective adjustments alike.
//
// * Index value at a date: the index history entry with the greatest date on or before it.
// * Salary of a range at a date: its history entry with the greatest date on or before it;
//   by value (3) → valor; by index (2) → index value at THAT date × quantidade (so a range by index follows
//   every change of its index, not only those at the range's own history dates).
// * Salary of an employee at a date: their history entry in force then (not cancelled, data ≤ d ≤ data_fim,
//   data_fim NULL for the latest): by value (3) → salario; by index (2) → index value at d × quantidade;
//   by range (1) → the range's salary at d.
//
// Everything is one SQL statement over all the rows asked for (never a query per employee), computed in
// PostgreSQL numeric (exact decimals) and rounded once to cents with round(…, 2), which rounds halves away
// from zero. Results are decimal strings ('1691.36'); the routes turn them into JSON numbers.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HISTORICO_TABLE, NAO_CANCELADO_SQL, VIGENCIA_FIM_SQL } from './historico-colaborador.sql.ts';

/**
 * Tables read here, as the registry derives them from the schemas (children tables are
 * `<table>_<field>`); salario.test.ts checks they still match.
 */
export const SALARIO_TABLES = {
  indice: 'indice',
  indiceHistorico: 'indice_historico',
  faixaSalarial: 'faixa_salarial',
  faixaSalarialHistorico: 'faixa_salarial_historico',
  historicoColaborador: HISTORICO_TABLE,
} as const;

/** History types: of a range (2, 3) and of an employee (1, 2, 3). */
export const TIPO_SALARIO = { porFaixa: 1, porIndice: 2, porValor: 3 } as const;

type SqlValue = RawBuilder<unknown>;
const asDate = (d: string | SqlValue): SqlValue => (typeof d === 'string' ? sql`${d}::date` : d);

/** Scalar SQL: value of index `indiceId` at `data` (NULL when it has none on or before that date). */
export function indexValueSql(indiceId: SqlValue, data: string | SqlValue): RawBuilder<string | null> {
  return sql<string | null>`(SELECT ih.valor FROM ${sql.table(SALARIO_TABLES.indiceHistorico)} ih
    WHERE ih.owner_id = ${indiceId} AND ih.data <= ${asDate(data)}
    ORDER BY ih.data DESC, ih.id DESC LIMIT 1)`;
}

/** Scalar SQL: salary of range `faixaId` at `data`, rounded to cents (NULL: no entry on or before it). */
export function rangeSalarySql(faixaId: SqlValue, data: string | SqlValue): RawBuilder<string | null> {
  const d = asDate(data);
  return sql<string | null>`(SELECT round(CASE fh.tipo
        WHEN ${TIPO_SALARIO.porValor} THEN fh.valor
        WHEN ${TIPO_SALARIO.porIndice} THEN ${indexValueSql(sql.ref('fh.indice_id'), d)} * fh.quantidade
      END, 2)
    FROM ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)} fh
    WHERE fh.owner_id = ${faixaId} AND fh.data <= ${d}
    ORDER BY fh.data DESC, fh.id DESC LIMIT 1)`;
}

export type IndexValueRow = { indiceId: number; data: string | null; valor: string | null };

/** The value of each index of the company at `data` (optionally only `indiceIds`). */
export async function indexValuesAt(
  db: Db,
  empresaId: number,
  data: string,
  opts: { indiceIds?: number[] } = {},
): Promise<IndexValueRow[]> {
  const only = opts.indiceIds ? sql`AND i.id = ANY(${opts.indiceIds}::int[])` : sql``;
  const res = await sql<IndexValueRow>`SELECT i.id AS "indiceId", ih.data, ih.valor
    FROM ${sql.table(SALARIO_TABLES.indice)} i
    LEFT JOIN LATERAL (SELECT x.data, x.valor FROM ${sql.table(SALARIO_TABLES.indiceHistorico)} x
      WHERE x.owner_id = i.id AND x.data <= ${data}::date ORDER BY x.data DESC, x.id DESC LIMIT 1) ih ON TRUE
    WHERE i.empresa_id = ${empresaId} ${only}
    ORDER BY i.id`.execute(db);
  return res.rows;
}

export type RangeSalaryRow = {
  faixaSalarialId: number;
  cargoId: number;
  /** date of the range history entry in force (null: none on or before the date) */
  data: string | null;
  tipo: number | null;
  indiceId: number | null;
  quantidade: string | null;
  /** salary in cents, e.g. '2750.00' (null: no entry, or its index has no value at the date) */
  valor: string | null;
};

/** The salary of each range of the company at `data` (optionally only some ranges or jobs). */
export async function rangeSalaryAt(
  db: Db,
  empresaId: number,
  data: string,
  opts: { faixaIds?: number[]; cargoIds?: number[] } = {},
): Promise<RangeSalaryRow[]> {
  const d = sql`${data}::date`;
  const faixas = opts.faixaIds ? sql`AND f.id = ANY(${opts.faixaIds}::int[])` : sql``;
  const cargos = opts.cargoIds ? sql`AND f.cargo_id = ANY(${opts.cargoIds}::int[])` : sql``;
  const res = await sql<RangeSalaryRow>`SELECT f.id AS "faixaSalarialId", f.cargo_id AS "cargoId",
      fh.data, fh.tipo, fh.indice_id AS "indiceId", fh.quantidade,
      round(CASE fh.tipo
        WHEN ${TIPO_SALARIO.porValor} THEN fh.valor
        WHEN ${TIPO_SALARIO.porIndice} THEN ${indexValueSql(sql.ref('fh.indice_id'), d)} * fh.quantidade
      END, 2) AS valor
    FROM ${sql.table(SALARIO_TABLES.faixaSalarial)} f
    LEFT JOIN LATERAL (SELECT x.* FROM ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)} x
      WHERE x.owner_id = f.id AND x.data <= ${d} ORDER BY x.data DESC, x.id DESC LIMIT 1) fh ON TRUE
    WHERE f.empresa_id = ${empresaId} ${faixas} ${cargos}
    ORDER BY f.id`.execute(db);
  return res.rows;
}

export type EmployeeSalaryRow = {
  colaboradorId: number;
  /** the employee history entry valid at the date */
  historicoId: number;
  data: string;
  tipoSalario: number;
  faixaSalarialId: number | null;
  areaOrganizacionalId: number | null;
  estabelecimentoId: number | null;
  indiceId: number | null;
  quantidade: string | null;
  /** salary in cents (null when what it depends on has no value at the date) */
  salario: string | null;
};

/**
 * Salary of every employee of the company that has a history entry in force at `data` (optionally only
 * some employees, or those whose entry then is in some areas). Employees without one are absent.
 * "In force" is the employee register's definition (historico-colaborador.sql.ts): not cancelled, and
 * data ≤ d ≤ data_fim (kept by its triggers; NULL for the latest), written as its partial indexes are.
 */
export async function employeeSalariesAt(
  db: Db,
  empresaId: number,
  data: string,
  opts: { colaboradorIds?: number[]; areaIds?: number[] } = {},
): Promise<EmployeeSalaryRow[]> {
  const d = sql`${data}::date`;
  const colaboradores = opts.colaboradorIds
    ? sql`AND h.colaborador_id = ANY(${opts.colaboradorIds}::int[])`
    : sql``;
  const areas = opts.areaIds ? sql`AND h.area_organizacional_id = ANY(${opts.areaIds}::int[])` : sql``;
  // DISTINCT ON only guards against a broken chain (two entries in force): the latest one wins
  const res = await sql<EmployeeSalaryRow>`SELECT DISTINCT ON (h.colaborador_id)
        h.colaborador_id AS "colaboradorId", h.id AS "historicoId", h.data, h.tipo_salario AS "tipoSalario",
        h.faixa_salarial_id AS "faixaSalarialId", h.area_organizacional_id AS "areaOrganizacionalId",
        h.estabelecimento_id AS "estabelecimentoId", h.indice_id AS "indiceId", h.quantidade,
        CASE h.tipo_salario
          WHEN ${TIPO_SALARIO.porValor} THEN round(h.salario, 2)
          WHEN ${TIPO_SALARIO.porIndice} THEN round(${indexValueSql(sql.ref('h.indice_id'), d)} * h.quantidade, 2)
          WHEN ${TIPO_SALARIO.porFaixa} THEN ${rangeSalarySql(sql.ref('h.faixa_salarial_id'), d)}
        END AS salario
      FROM ${sql.table(SALARIO_TABLES.historicoColaborador)} h
      WHERE h.empresa_id = ${empresaId} AND ${sql.raw(NAO_CANCELADO_SQL)}
        AND h.data <= ${d} AND ${sql.raw(VIGENCIA_FIM_SQL)} >= ${d}
        ${colaboradores} ${areas}
      ORDER BY h.colaborador_id, h.data DESC, h.id DESC`.execute(db);
  return res.rows;
}

/** A history entry as typed in a form, before it is stored (spec §7 calcularSalarioHistorico). */
export type EntryPreview = {
  data: string;
  tipo: number;
  indiceId?: number;
  /** decimal text, e.g. '2.5' */
  quantidade?: string;
  /** decimal text, e.g. '2500.00' */
  valor?: string;
};

/**
 * The salary a range (or employee) history entry would give at its own date; null when its index (of the
 * company) has no value on or before that date. Type 1 (by range) has no value of its own: null.
 */
export async function entrySalary(db: Db, empresaId: number, e: EntryPreview): Promise<string | null> {
  if (e.tipo === TIPO_SALARIO.porValor) {
    if (e.valor === undefined) return null;
    return (await sql<{ v: string }>`SELECT round(${e.valor}::numeric, 2)::text AS v`.execute(db)).rows[0]!.v;
  }
  if (e.tipo !== TIPO_SALARIO.porIndice || e.indiceId === undefined || e.quantidade === undefined)
    return null;
  const res = await sql<{ v: string | null }>`SELECT round(
      ${indexValueSql(sql`i.id`, e.data)} * ${e.quantidade}::numeric, 2)::text AS v
    FROM ${sql.table(SALARIO_TABLES.indice)} i WHERE i.id = ${e.indiceId} AND i.empresa_id = ${empresaId}`.execute(
    db,
  );
  return res.rows[0]?.v ?? null;
}

/**
 * Of the given (index, date) pairs, the positions whose index has no value on or before the date: a
 * history entry by index there would leave its range or employee without a salary. One query for all.
 */
export async function entriesWithoutIndexValue(
  db: Db,
  entries: { pos: number; indiceId: number; data: string }[],
): Promise<number[]> {
  if (entries.length === 0) return [];
  const res = await sql<{ pos: number }>`SELECT x.pos FROM unnest(
      ${entries.map((e) => e.pos)}::int[], ${entries.map((e) => e.indiceId)}::int[], ${entries.map((e) => e.data)}::date[]
    ) AS x(pos, indice_id, data)
    WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(SALARIO_TABLES.indiceHistorico)} ih
      WHERE ih.owner_id = x.indice_id AND ih.data <= x.data)
    ORDER BY x.pos`.execute(db);
  return res.rows.map((r) => r.pos);
}

/** Decimal text from SQL → JSON number for the API (two decimals are exact in JSON text). */
export const moneyToJson = (v: string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
