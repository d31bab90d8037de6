// Row <-> wire record mapping for one register, derived from its fields.
import { type RawBuilder, sql } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Field, Resource } from '../../shared/schema/types.ts';
import { isLabelled, labelSql } from './record-label.ts';

type ColumnField = Extract<Field, { kind: 'column' | 'ref' }>;

export const storedColumns = (fields: Field[]): ColumnField[] =>
  fields.filter((f): f is ColumnField => f.kind === 'column' || f.kind === 'ref');

const isWriteOnly = (f: Field) => f.schema.writeOnly === true;

/** Column of the row's own label (recordLabel registers), answered as `rotulo`. */
const OWN_LABEL = '__rotulo';

/**
 * Select list for a register: its columns, for each reference the referenced record's title (and label, when
 * the target's title alone is ambiguous), the ids of each many-reference and, given the register `own` that
 * declares a recordLabel, the row's label. No parameters: the repository compiles it once as text.
 */
export function selectList(
  fields: Field[],
  registry: Registry,
  alias = 't',
  own?: Resource,
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${sql.ref(`${alias}.id`)} AS id`];
  if (own && isLabelled(own)) parts.push(sql`${labelSql(registry, own, alias)} AS ${sql.ref(OWN_LABEL)}`);
  for (const f of storedColumns(fields)) {
    if (isWriteOnly(f)) continue;
    parts.push(sql`${sql.ref(`${alias}.${f.column}`)} AS ${sql.ref(f.column)}`);
    if (f.kind === 'ref') {
      const target = registry.get(f.target);
      const titleField = storedColumns(target.fields).find((x) => x.name === target.recordTitle);
      // A scalar subquery, not a join: the planner does not search join orders over a dozen lookup
      // tables (that cost 20 ms per list request on candidates), and with ORDER BY … LIMIT it runs only
      // for the rows of the page, after the sort.
      if (titleField)
        parts.push(
          sql`(SELECT s.${sql.ref(titleField.column)} FROM ${sql.table(target.table)} s WHERE s.id = ${sql.ref(`${alias}.${f.column}`)}) AS ${sql.ref(`${f.column}__title`)}`,
        );
      if (isLabelled(target))
        parts.push(
          sql`(SELECT ${labelSql(registry, target, 's')} FROM ${sql.table(target.table)} s WHERE s.id = ${sql.ref(`${alias}.${f.column}`)}) AS ${sql.ref(`${f.column}__label`)}`,
        );
    }
  }
  // many-references come with the row (one query for a page, not one more per field)
  for (const f of fields)
    if (f.kind === 'refMany')
      parts.push(
        sql`ARRAY(SELECT j.ref_id FROM ${sql.table(f.joinTable)} j WHERE j.owner_id = ${sql.ref(`${alias}.id`)} ORDER BY j.ref_id) AS ${sql.ref(refManyColumn(f.name))}`,
      );
  return sql.join(parts);
}

const refManyColumn = (name: string) => `refmany__${name}`;

function setPath(obj: Record<string, any>, path: string[], value: unknown) {
  let node = obj;
  for (const p of path.slice(0, -1)) node = node[p] ??= {};
  node[path[path.length - 1]] = value;
}

function getPath(obj: Record<string, any>, path: string[]): unknown {
  let node: any = obj;
  for (const p of path) {
    if (node === null || node === undefined) return undefined;
    node = node[p];
  }
  return node;
}

function wireValue(f: ColumnField, v: unknown): unknown {
  if (f.kind === 'column' && f.sqlType === 'numeric' && typeof v === 'string') return Number(v);
  return v;
}

/** A database row (from selectList) as the wire record. Null columns are left out. */
export function rowToRecord(
  fields: Field[],
  registry: Registry,
  row: Record<string, any>,
): Record<string, any> {
  const rec: Record<string, any> = { id: row.id };
  if (row[OWN_LABEL] !== undefined) rec.rotulo = row[OWN_LABEL];
  for (const f of storedColumns(fields)) {
    if (isWriteOnly(f)) continue;
    const v = row[f.column];
    if (v === null || v === undefined) continue;
    if (f.kind === 'ref') {
      const target = registry.get(f.target);
      const ref: Record<string, unknown> = { id: v };
      if (row[`${f.column}__title`] !== undefined) ref[target.recordTitle] = row[`${f.column}__title`];
      if (row[`${f.column}__label`] !== undefined) ref.rotulo = row[`${f.column}__label`];
      setPath(rec, f.path, ref);
    } else {
      setPath(rec, f.path, wireValue(f, v));
    }
  }
  for (const f of fields) if (f.kind === 'refMany') rec[f.name] = row[refManyColumn(f.name)] ?? [];
  return rec;
}

/**
 * Column values of a wire record, for INSERT/UPDATE. With `keepAbsent` (updates), an absent write-only
 * or read-only field keeps its stored value: clients never send them (read-only ones are stripped from
 * input), so absence means "unchanged"; a hook that computes one sets it in the data.
 */
export function recordToColumns(
  fields: Field[],
  data: Record<string, any>,
  keepAbsent: boolean,
): Record<string, unknown> {
  const cols: Record<string, unknown> = {};
  for (const f of storedColumns(fields)) {
    const v = getPath(data, f.path);
    if (v === undefined && keepAbsent && (isWriteOnly(f) || f.schema.readOnly === true)) continue;
    if (f.kind === 'ref') {
      const id = v && typeof v === 'object' ? (v as { id?: unknown }).id : v;
      cols[f.column] = id ?? null;
    } else if (f.sqlType === 'jsonb') {
      cols[f.column] = v === undefined ? null : JSON.stringify(v);
    } else {
      cols[f.column] = v ?? null;
    }
  }
  return cols;
}

export { getPath };
