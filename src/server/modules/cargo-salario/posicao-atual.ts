// An employee's position at a date (establishment, area, salary range and its job, salary type) is the
// history entry in force at that date — never a copy kept on the employee. Shared, set-based SQL for
// the employee afterRead hook (one query per page), the list filters (listConditions) and the
// employee endpoints. "In force at D" = `data <= D AND coalesce(data_fim, 'infinity') >= D` among the
// entries not cancelled (data_fim is kept by the triggers of historico-colaborador.sql.ts).
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { formats } from '../../../shared/schema/formats.ts';
import { LABEL_SEPARATOR, treeLabelsSql } from '../../crud/record-label.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { queryIds, today } from '../../http/params.ts';
import {
  FOTO_OWNER,
  HISTORICO_TABLE,
  NAO_CANCELADO_SQL,
  VIGENCIA_FIM_SQL,
} from './historico-colaborador.sql.ts';
import { indexValueSql, rangeSalarySql, TIPO_SALARIO } from './salario.ts';

export type { Db };

/** the pool or the transaction of a write (hooks read what the write just stored) */

export type Ref = { id: number; nome: string; rotulo?: string };

/** The history entry in force at a date, in wire shape (absent values left out). */
export type Posicao = {
  historicoId: number;
  /** the entry's own dates: in force from `dataInicio` to `dataFim` (absent = still in force) */
  dataInicio: string;
  dataFim?: string;
  estabelecimento?: Ref;
  areaOrganizacional: Ref;
  cargo: Ref;
  faixaSalarial: Ref;
  tipoSalario: number;
  indice?: Ref;
  quantidade?: number;
  /** the salary at the date (absent when what it depends on has no value then), by salario.ts's rules */
  salario?: number;
  motivo?: string;
  status: string;
};

export type Situacao = { posicao?: Posicao; possuiFoto: boolean };

const invalid = (param: string) => badRequest(`${MSG.invalidFilter} (${param})`);

/** A `?data=AAAA-MM-DD` list filter; today (where the company works) when absent. */
export function dataDaQuery(query: Record<string, unknown>, param = 'data'): string {
  const raw = query[param];
  if (raw === undefined || raw === '') return today();
  if (typeof raw !== 'string' || !formats.date!.validate(raw)) throw invalid(param);
  return raw;
}

/** A comma-separated id list (`areasIds=1,2,3`); undefined when absent or empty. */
export function idsDaQuery(query: Record<string, unknown>, param: string): number[] | undefined {
  const ids = queryIds(query, param);
  return ids?.length ? ids : undefined;
}

/** List filters by position (spec §7: areasIds, cargosIds, … as comma lists), at `data` (default today). */
export type FiltroPosicao = {
  data: string;
  /** the areas and all their descendants */
  areasIds?: number[];
  /** areasIds with their descendants already resolved (see expandirAreas) */
  areasExpandidas?: number[];
  cargosIds?: number[];
  faixasSalariaisIds?: number[];
  estabelecimentosIds?: number[];
};

export function filtroPosicaoDaQuery(query: Record<string, unknown>): FiltroPosicao {
  return {
    data: dataDaQuery(query),
    areasIds: idsDaQuery(query, 'areasIds'),
    cargosIds: idsDaQuery(query, 'cargosIds'),
    faixasSalariaisIds: idsDaQuery(query, 'faixasSalariaisIds'),
    estabelecimentosIds: idsDaQuery(query, 'estabelecimentosIds'),
  };
}

const VIGENTE_EM = (data: string) =>
  sql`h.data <= ${data}::date AND ${sql.raw(VIGENCIA_FIM_SQL)} >= ${data}::date`;

/**
 * `<colaboradorId> = ANY(ARRAY(employees whose entry in force at the date matches every filter))`, or
 * undefined when no position filter is set. Both arrays (the area subtree, then the employees) are
 * computed once, up front: the employees come from index-only scans of the partial "vigência" indexes
 * (one range per area, salary range or establishment) and are then fetched by primary key, so the cost
 * follows the number of employees matched, whatever the planner guesses. (A semi-join lets the planner
 * walk every employee by name probing the history when it misjudges how few match: 50x slower on a
 * small area of a 50,000-employee company.)
 */
/** The areas and all their descendants, of this company. */
export async function expandirAreas(
  db: Kysely<any> | Transaction<any>,
  empresaId: number,
  ids: number[],
): Promise<number[]> {
  const res = await sql<{ id: number }>`
    WITH RECURSIVE sub(id) AS (
      SELECT id FROM area_organizacional WHERE empresa_id = ${empresaId} AND id = ANY(${ids}::int[])
      UNION SELECT a.id FROM area_organizacional a JOIN sub ON a.area_mae_id = sub.id
    ) SELECT id FROM sub`.execute(db);
  return res.rows.map((r) => r.id);
}

export function condicaoPosicao(
  empresaId: number,
  filtro: FiltroPosicao,
  colaboradorId: RawBuilder<unknown>,
): RawBuilder<unknown> | undefined {
  const conds: RawBuilder<unknown>[] = [];
  // areas already expanded to their subtree (expandirAreas) arrive as a bound array the planner can
  // estimate: an index scan for a small subtree, a hash join for a large one
  if (filtro.areasExpandidas)
    conds.push(sql`h.area_organizacional_id = ANY(${filtro.areasExpandidas}::int[])`);
  // ANY(ARRAY(subquery)): the ids are computed once (an InitPlan) and each one is an index descent
  else if (filtro.areasIds)
    conds.push(sql`h.area_organizacional_id = ANY(ARRAY(
      WITH RECURSIVE sub(id) AS (
        SELECT id FROM area_organizacional WHERE empresa_id = ${empresaId} AND id = ANY(${filtro.areasIds}::int[])
        UNION SELECT a.id FROM area_organizacional a JOIN sub ON a.area_mae_id = sub.id
      ) SELECT id FROM sub))`);
  if (filtro.faixasSalariaisIds)
    conds.push(sql`h.faixa_salarial_id = ANY(${filtro.faixasSalariaisIds}::int[])`);
  if (filtro.cargosIds)
    conds.push(sql`h.faixa_salarial_id = ANY(ARRAY(SELECT f.id FROM faixa_salarial f
      WHERE f.empresa_id = ${empresaId} AND f.cargo_id = ANY(${filtro.cargosIds}::int[])))`);
  if (filtro.estabelecimentosIds)
    conds.push(sql`h.estabelecimento_id = ANY(${filtro.estabelecimentosIds}::int[])`);
  if (conds.length === 0) return undefined;
  // IN (subquery), not = ANY(ARRAY(subquery)): an array computed at run time is searched linearly for every
  // candidate row (tens of thousands of ids for a large subtree); IN lets the planner use a semi-join
  return sql`${colaboradorId} IN (SELECT h.colaborador_id FROM ${sql.table(HISTORICO_TABLE)} h
    WHERE h.empresa_id = ${empresaId} AND ${sql.raw(NAO_CANCELADO_SQL)} AND ${VIGENTE_EM(filtro.data)}
      AND ${sql.join(conds, sql` AND `)})`;
}

type Row = {
  colaborador_id: number;
  possui_foto: boolean;
  historico_id: number | null;
  data: string;
  data_fim: string | null;
  estabelecimento_id: number | null;
  estabelecimento_nome: string | null;
  area_id: number;
  area_nome: string;
  area_rotulo: string;
  faixa_id: number;
  faixa_nome: string;
  faixa_rotulo: string;
  cargo_id: number;
  cargo_nome: string;
  tipo_salario: number;
  indice_id: number | null;
  indice_nome: string | null;
  quantidade: string | null;
  salario_calculado: string | null;
  motivo: string | null;
  status: string;
};

function toPosicao(r: Row): Posicao {
  const p: Posicao = {
    historicoId: r.historico_id!,
    dataInicio: r.data,
    // with the labels the engine answers for these references (x-resource.recordLabel, record-label.ts)
    areaOrganizacional: { id: r.area_id, nome: r.area_nome, rotulo: r.area_rotulo },
    cargo: { id: r.cargo_id, nome: r.cargo_nome },
    faixaSalarial: { id: r.faixa_id, nome: r.faixa_nome, rotulo: r.faixa_rotulo },
    tipoSalario: r.tipo_salario,
    status: r.status,
  };
  if (r.data_fim) p.dataFim = r.data_fim;
  if (r.estabelecimento_id !== null)
    p.estabelecimento = { id: r.estabelecimento_id, nome: r.estabelecimento_nome ?? '' };
  if (r.indice_id !== null) p.indice = { id: r.indice_id, nome: r.indice_nome ?? '' };
  if (r.quantidade !== null) p.quantidade = Number(r.quantidade);
  if (r.salario_calculado !== null) p.salario = Number(r.salario_calculado);
  if (r.motivo !== null) p.motivo = r.motivo;
  return p;
}

/**
 * The position of each employee at `data`, and whether it has a photo: ONE query for any number of
 * employees (one probe of the employee's "vigência" index each). Employees with no entry in force at the
 * date (not yet admitted, no history) get no `posicao`. Ids of other companies yield nothing.
 * The salary follows the salary module's rules (salario.ts, employeeSalariesAt), built from its scalar
 * SQL so that it stays in this one query; a test checks both give the same salaries.
 */
export async function situacoesNaData(
  db: Db,
  empresaId: number,
  data: string,
  colaboradorIds: number[],
): Promise<Map<number, Situacao>> {
  const out = new Map<number, Situacao>();
  if (colaboradorIds.length === 0) return out;
  const res = await sql<Row>`WITH pos AS MATERIALIZED (SELECT x.id AS colaborador_id,
        EXISTS (SELECT 1 FROM arquivo p WHERE p.cadastro = ${FOTO_OWNER.cadastro} AND p.registro_id = x.id
          AND p.campo = ${FOTO_OWNER.campo}) AS possui_foto,
        h.id AS historico_id, h.data, h.data_fim, h.tipo_salario, h.quantidade, h.motivo, h.status,
        h.estabelecimento_id, e.nome AS estabelecimento_nome,
        h.area_organizacional_id AS area_id, a.nome AS area_nome,
        h.faixa_salarial_id AS faixa_id, f.nome AS faixa_nome, c.id AS cargo_id, c.nome AS cargo_nome,
        c.nome || ${LABEL_SEPARATOR} || f.nome AS faixa_rotulo,
        h.indice_id, i.nome AS indice_nome,
        CASE h.tipo_salario
          WHEN ${TIPO_SALARIO.porValor} THEN round(h.salario, 2)
          WHEN ${TIPO_SALARIO.porIndice} THEN round(${indexValueSql(sql.ref('h.indice_id'), data)} * h.quantidade, 2)
          WHEN ${TIPO_SALARIO.porFaixa} THEN ${rangeSalarySql(sql.ref('h.faixa_salarial_id'), data)}
        END AS salario_calculado
      FROM unnest(${colaboradorIds}::int[]) AS x(id)
      LEFT JOIN LATERAL (
        SELECT * FROM ${sql.table(HISTORICO_TABLE)} h
         WHERE h.colaborador_id = x.id AND h.empresa_id = ${empresaId}
           AND ${sql.raw(NAO_CANCELADO_SQL)} AND ${VIGENTE_EM(data)}
         ORDER BY h.data DESC LIMIT 1
      ) h ON TRUE
      LEFT JOIN estabelecimento e ON e.id = h.estabelecimento_id
      LEFT JOIN area_organizacional a ON a.id = h.area_organizacional_id
      LEFT JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      LEFT JOIN cargo c ON c.id = f.cargo_id
      LEFT JOIN indice i ON i.id = h.indice_id)
    SELECT pos.*, r.rotulo AS area_rotulo FROM pos
      LEFT JOIN ${treeLabelsSql('area_organizacional', 'area_mae_id', 'nome', sql`(SELECT area_id FROM pos)`)} r
        ON r.id = pos.area_id`.execute(db);
  for (const r of res.rows)
    out.set(r.colaborador_id, {
      possuiFoto: r.possui_foto,
      ...(r.historico_id === null ? {} : { posicao: toPosicao(r) }),
    });
  return out;
}
