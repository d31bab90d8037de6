// Row <-> wire record mapping for one register, derived from its fields.
import { type RawBuilder, sql } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Field } from '../../shared/schema/types.ts';

type ColumnField = Extract<Field, { kind: 'column' | 'ref' }>;

export const storedColumns = (fields: Field[]): ColumnField[] =>
  fields.filter((f): f is ColumnField => f.kind === 'column' || f.kind === 'ref');

const isWriteOnly = (f: Field) => f.schema.writeOnly === true;

/** Select list for a register: its columns plus, for each reference, the referenced record's title. */
export function selectList(
  fields: Field[],
  registry: Registry,
  alias = 't',
): { select: RawBuilder<unknown>; joins: RawBuilder<unknown> } {
  const parts: RawBuilder<unknown>[] = [sql`${sql.ref(`${alias}.id`)} AS id`];
  const joins: RawBuilder<unknown>[] = [];
  storedColumns(fields).forEach((f, i) => {
    if (isWriteOnly(f)) return;
    parts.push(sql`${sql.ref(`${alias}.${f.column}`)} AS ${sql.ref(f.column)}`);
    if (f.kind === 'ref') {
      const target = registry.get(f.target);
      const titleField = storedColumns(target.fields).find((x) => x.name === target.recordTitle);
      if (titleField) {
        const j = `r${i}`;
        joins.push(
          sql`LEFT JOIN ${sql.table(target.table)} ${sql.raw(j)} ON ${sql.ref(`${j}.id`)} = ${sql.ref(`${alias}.${f.column}`)}`,
        );
        parts.push(sql`${sql.ref(`${j}.${titleField.column}`)} AS ${sql.ref(`${f.column}__title`)}`);
      }
    }
  });
  return { select: sql.join(parts), joins: joins.length ? sql.join(joins, sql` `) : sql`` };
}

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
  for (const f of storedColumns(fields)) {
    if (isWriteOnly(f)) continue;
    const v = row[f.column];
    if (v === null || v === undefined) continue;
    if (f.kind === 'ref') {
      const target = registry.get(f.target);
      const ref: Record<string, unknown> = { id: v };
      if (row[`${f.column}__title`] !== undefined) ref[target.recordTitle] = row[`${f.column}__title`];
      setPath(rec, f.path, ref);
    } else {
      setPath(rec, f.path, wireValue(f, v));
    }
  }
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
