import { type RawBuilder, sql } from 'kysely';
import { MSG } from '../../shared/messages.ts';
import { resolveFilters } from '../../shared/schema/filters.ts';
import { formats } from '../../shared/schema/formats.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Field, Resource } from '../../shared/schema/types.ts';
import { badRequest } from '../http/errors.ts';
import { labelSearch } from './record-label.ts';

export { type ResolvedFilter, resolveFilters } from '../../shared/schema/filters.ts';

/** Escapes LIKE wildcards so user text is matched literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const INT = /^\d{1,10}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function typedValue(f: Field, raw: string): unknown {
  const type = f.kind === 'column' ? f.sqlType : 'integer';
  switch (type) {
    case 'integer':
    case 'bigint':
      if (!INT.test(raw)) throw badRequest(`${MSG.invalidFilter} (${f.name})`);
      return Number(raw);
    case 'numeric':
      if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(raw)) throw badRequest(`${MSG.invalidFilter} (${f.name})`);
      return raw;
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw badRequest(`${MSG.invalidFilter} (${f.name})`);
      return raw === 'true';
    case 'date':
    case 'timestamptz':
      // a real calendar day: 2023-02-30 is refused here, not by PostgreSQL as an internal error
      if (!DATE.test(raw) || !formats.date!.validate(raw.slice(0, 10)))
        throw badRequest(`${MSG.invalidFilter} (${f.name})`);
      return raw;
    default:
      if (raw.length > 200) throw badRequest(`${MSG.invalidFilter} (${f.name})`);
      return raw;
  }
}

const list = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export type FilterTools = {
  /** qualified column reference, e.g. t.nome */
  col(column: string): RawBuilder<unknown>;
  /** the folded (accent- and case-insensitive) text of a column, preferably its stored copy */
  folded(column: string): RawBuilder<unknown>;
  /** parent column of a self-referencing tree in the target of a subtree filter */
  treeParent(target: string): { table: string; column: string } | undefined;
  /** the registry, for the label search (`q`): a label may name the parent's title */
  registry?: Registry;
};

/** Parameters every list answers besides its declared filters. */
export const GENERIC_PARAMS = {
  /** words each found in some part of the record's label (title, parent's label), as pickers search */
  search: 'q',
  /** only these ids (a picker showing its chosen records) */
  ids: 'id',
} as const;

const MAX_IN = 5000;

/**
 * SQL conditions for the query string. Unknown parameters are ignored (paging, sort, resumido...).
 * Every value is bound as a parameter; malformed values answer 400 'Filtro inválido.'.
 */
export function filterConditions(
  r: Resource,
  query: Record<string, unknown>,
  tools: FilterTools,
): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  const str = (k: string) => {
    const v = query[k];
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string') throw badRequest(`${MSG.invalidFilter} (${k})`);
    return v;
  };
  const q = str(GENERIC_PARAMS.search);
  if (q !== undefined && tools.registry) {
    if (q.length > 200) throw badRequest(`${MSG.invalidFilter} (${GENERIC_PARAMS.search})`);
    out.push(...labelSearch(tools.registry, r, 't', q));
  }
  const ids = str(GENERIC_PARAMS.ids);
  if (ids !== undefined) {
    const values = list(ids);
    if (values.length > MAX_IN || values.some((v) => !INT.test(v)))
      throw badRequest(`${MSG.invalidFilter} (${GENERIC_PARAMS.ids})`);
    if (values.length) out.push(sql`${tools.col('id')} = ANY(${values.map(Number)}::int[])`);
  }
  for (const flt of resolveFilters(r)) {
    const f = flt.field;
    if (flt.op === 'range' || flt.op === 'gte' || flt.op === 'lte') {
      if (f.kind !== 'column') continue;
      const c = tools.col(f.column);
      const from = flt.op === 'lte' ? undefined : str(flt.op === 'range' ? `${flt.param}Ini` : flt.param);
      const to = flt.op === 'gte' ? undefined : str(flt.op === 'range' ? `${flt.param}Fim` : flt.param);
      if (from !== undefined) out.push(sql`${c} >= ${typedValue(f, from)}`);
      if (to !== undefined) {
        // a date-time column compared with a date includes the whole end day
        out.push(
          f.sqlType === 'timestamptz'
            ? sql`${c} < (${typedValue(f, to)}::date + 1)`
            : sql`${c} <= ${typedValue(f, to)}`,
        );
      }
      continue;
    }
    const raw = str(flt.param);
    if (raw === undefined || raw === flt.all) continue;
    if (flt.op === 'text') {
      if (f.kind !== 'column') continue;
      const v = typedValue(f, raw) as string;
      out.push(sql`${tools.folded(f.column)} LIKE '%' || gente_search(${likeLiteral(v)}) || '%'`);
    } else if (flt.op === 'eq') {
      const column = f.kind === 'column' || f.kind === 'ref' ? f.column : undefined;
      if (!column) continue;
      out.push(sql`${tools.col(column)} = ${typedValue(f, raw)}`);
    } else if (flt.op === 'in' || flt.op === 'subtree') {
      const column = f.kind === 'column' || f.kind === 'ref' ? f.column : undefined;
      if (!column) continue;
      const values = list(raw).map((v) => typedValue(f, v));
      if (values.length === 0) continue;
      if (values.length > MAX_IN) throw badRequest(`${MSG.invalidFilter} (${flt.param})`);
      if (flt.op === 'subtree' && f.kind === 'ref') {
        const tree = tools.treeParent(f.target);
        if (!tree) throw new Error(`${r.path}: filtro subtree sem árvore em ${f.target}`);
        // on the tree's own register the selected nodes belong to the result, so compare ids, not parents
        const target = f.target === r.path ? tools.col('id') : tools.col(column);
        out.push(sql`${target} IN (
          WITH RECURSIVE sub(id) AS (
            SELECT id FROM ${sql.table(tree.table)} WHERE id = ANY(${values}::int[])
            UNION SELECT c.id FROM ${sql.table(tree.table)} c JOIN sub ON c.${sql.ref(tree.column)} = sub.id
          ) SELECT id FROM sub)`);
      } else {
        out.push(sql`${tools.col(column)} = ANY(${values})`);
      }
    } else if (flt.op === 'refMany' && f.kind === 'refMany') {
      const values = list(raw).map((v) => typedValue(f, v));
      if (values.length === 0) continue;
      if (values.length > MAX_IN) throw badRequest(`${MSG.invalidFilter} (${flt.param})`);
      out.push(
        sql`EXISTS (SELECT 1 FROM ${sql.table(f.joinTable)} j WHERE j.owner_id = ${tools.col('id')} AND j.ref_id = ANY(${values}::int[]))`,
      );
    }
  }
  return out;
}
