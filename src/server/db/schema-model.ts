// Pure derivation of the database model from the registry: tables, columns, foreign keys, indexes.

import { createHash } from 'node:crypto';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Field, Resource } from '../../shared/schema/types.ts';
import { titleRule } from '../../shared/schema/unique-title.ts';
import { resolveFilters } from '../crud/filters.ts';

export type ColumnModel = {
  name: string;
  type: string;
  /** expression of a stored generated column */
  generated?: string;
  notNull?: boolean;
  default?: string;
  identity?: boolean;
  references?: { table: string; onDelete: 'cascade' | 'no action' };
};
export type IndexModel = {
  name: string;
  table: string;
  definition: string;
  unique?: boolean;
  /** an index of earlier versions this one replaces (dropped by the sync once this one exists) */
  replaces?: string;
};
export type TableModel = {
  name: string;
  /** register path and field that own the table, for messages */
  owner: string;
  columns: ColumnModel[];
  primaryKey: string[];
};
/** `counted`: main tables whose rows per company are counted by triggers (unfiltered list totals). */
export type DbModel = {
  tables: TableModel[];
  indexes: IndexModel[];
  counted: { table: string; tenant: boolean }[];
};

/** The stored, accent- and case-folded copy of a text column that search, sort and unique use. */
export const searchColumnName = (column: string) => identifier(`${column}__busca`);

/** Root text columns that get a search copy: text filters, list columns, the default sort, unique groups. */
export function searchableColumns(r: Resource): Set<string> {
  const names = new Set<string>([
    ...resolveFilters(r)
      .filter((f) => f.op === 'text')
      .map((f) => f.field.name),
    ...(r.meta.list ?? []),
    ...(r.meta.sort ? [r.meta.sort[0]] : []),
    ...(r.meta.unique ?? []).flatMap((u) => u.fields),
  ]);
  const out = new Set<string>();
  for (const f of r.fields)
    if (
      f.kind === 'column' &&
      f.sqlType === 'text' &&
      f.path.length === 1 &&
      names.has(f.name) &&
      !f.schema.writeOnly
    )
      out.add(f.column);
  return out;
}

/** PostgreSQL identifiers are cut at 63 bytes: long names keep a hash suffix to stay unique. */
export function identifier(name: string): string {
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 54)}_${hash}`;
}

export const uniqueIndexName = (table: string, fields: string[]) =>
  identifier(`ux_${table}_${fields.map((n) => n.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).join('_')}`);

const AUDIT: ColumnModel[] = [
  { name: 'created_at', type: 'timestamptz', notNull: true, default: 'now()' },
  { name: 'updated_at', type: 'timestamptz', notNull: true, default: 'now()' },
  { name: 'created_by', type: 'integer' },
  { name: 'updated_by', type: 'integer' },
];

const ID: ColumnModel = { name: 'id', type: 'integer', notNull: true, identity: true };

function fieldColumns(fields: Field[], tableOf: (path: string) => string): ColumnModel[] {
  const cols: ColumnModel[] = [];
  for (const f of fields) {
    if (f.kind === 'column') cols.push({ name: f.column, type: f.sqlType });
    if (f.kind === 'ref')
      cols.push({
        name: f.column,
        type: 'integer',
        references: { table: tableOf(f.target), onDelete: 'no action' },
      });
  }
  return cols;
}

/** The table of a many-reference: (owner_id → the owning row, deleted with it; ref_id → the referenced row). */
function joinTable(name: string, owner: string, ownerTable: string, targetTable: string): TableModel {
  return {
    name,
    owner,
    columns: [
      {
        name: 'owner_id',
        type: 'integer',
        notNull: true,
        references: { table: ownerTable, onDelete: 'cascade' },
      },
      {
        name: 'ref_id',
        type: 'integer',
        notNull: true,
        references: { table: targetTable, onDelete: 'no action' },
      },
    ],
    primaryKey: ['owner_id', 'ref_id'],
  };
}

export function deriveModel(registry: Registry): DbModel {
  const tableOf = (path: string) => registry.get(path).table;
  const tables: TableModel[] = [];
  const indexes: IndexModel[] = [];
  const counted: DbModel['counted'] = [];
  const index = (
    table: string,
    cols: string,
    opts: { using?: string; suffix?: string; include?: string; replaces?: string } = {},
  ) => {
    const name = identifier(
      `ix_${table}_${opts.suffix ?? cols.replace(/[^a-z0-9]+/g, '_').replace(/_+$/, '')}`,
    );
    if (indexes.some((i) => i.name === name)) return;
    const include = opts.include ? ` INCLUDE (${opts.include})` : '';
    const definition = `CREATE INDEX IF NOT EXISTS ${name} ON ${table}${opts.using ? ` USING ${opts.using}` : ''} (${cols})${include}`;
    indexes.push({ name, table, definition, ...(opts.replaces ? { replaces: opts.replaces } : {}) });
  };

  for (const r of registry.resources) {
    const tenant = r.meta.tenant === 'empresa';
    const columns: ColumnModel[] = [ID];
    if (tenant)
      columns.push({
        name: 'empresa_id',
        type: 'integer',
        notNull: true,
        references: { table: tableOf('utilitario/empresas'), onDelete: 'no action' },
      });
    const searchable = searchableColumns(r);
    columns.push(
      ...fieldColumns(r.fields, tableOf),
      ...[...searchable].map((c) => ({
        name: searchColumnName(c),
        type: 'text',
        generated: `gente_search(${c})`,
      })),
      ...AUDIT,
    );
    tables.push({ name: r.table, owner: r.path, columns, primaryKey: ['id'] });
    counted.push({ table: r.table, tenant });
    if (tenant) index(r.table, 'empresa_id, id');

    for (const f of r.fields) {
      if (f.kind === 'ref') index(r.table, f.column);
      if (f.kind === 'refMany') {
        tables.push(joinTable(f.joinTable, `${r.path}.${f.name}`, r.table, tableOf(f.target)));
        index(f.joinTable, 'ref_id');
      }
      if (f.kind === 'children') {
        tables.push({
          name: f.childTable,
          owner: `${r.path}.${f.name}`,
          columns: [
            ID,
            {
              name: 'owner_id',
              type: 'integer',
              notNull: true,
              references: { table: r.table, onDelete: 'cascade' },
            },
            { name: 'posicao', type: 'integer', notNull: true, default: '0' },
            ...fieldColumns(f.fields, tableOf),
            ...AUDIT,
          ],
          primaryKey: ['id'],
        });
        index(f.childTable, 'owner_id, posicao');
        for (const cf of f.fields) {
          if (cf.kind === 'ref') index(f.childTable, cf.column);
          // a many-reference inside a list item: a join table owned by the item row
          if (cf.kind === 'refMany') {
            tables.push(
              joinTable(cf.joinTable, `${r.path}.${f.name}.${cf.name}`, f.childTable, tableOf(cf.target)),
            );
            index(cf.joinTable, 'ref_id');
          }
        }
      }
    }

    for (const filter of resolveFilters(r)) {
      const f = filter.field;
      if (f.kind !== 'column') continue;
      const prefix = tenant ? 'empresa_id, ' : '';
      if (filter.op === 'text') {
        index(r.table, `${searchColumnName(f.column)} gin_trgm_ops`, {
          using: 'gin',
          suffix: `${f.column}_trgm`,
        });
      } else {
        // the id rides along: a filtered count that meets another set of ids (a semi-join) reads the
        // index alone instead of the table
        const cols = `${prefix}${f.column}`;
        index(r.table, cols, {
          suffix: `${cols.replace(/[^a-z0-9]+/g, '_')}_id`,
          include: 'id',
          replaces: identifier(`ix_${r.table}_${cols.replace(/[^a-z0-9]+/g, '_')}`),
        });
      }
    }
    const [sortField] = r.meta.sort ?? [];
    const sortCol = sortField && r.fields.find((f) => f.kind === 'column' && f.name === sortField);
    if (sortCol && sortCol.kind === 'column') {
      const expr = searchable.has(sortCol.column) ? searchColumnName(sortCol.column) : sortCol.column;
      index(r.table, `${tenant ? 'empresa_id, ' : ''}${expr}, id`, { suffix: `sort_${sortCol.column}` });
    }

    const title = titleRule(r);
    if (title)
      index(r.table, `${tenant ? 'empresa_id, ' : ''}(gente_search(${title.field.column}))`, {
        suffix: 'titulo_unico',
      });

    for (const u of r.meta.unique ?? []) {
      const cols = u.fields.map((name) => {
        const f = r.fields.find((x) => x.name === name);
        if (!f || (f.kind !== 'column' && f.kind !== 'ref'))
          throw new Error(`${r.path}: unique '${name}' não é coluna`);
        return f.kind === 'column' && searchable.has(f.column) ? searchColumnName(f.column) : f.column;
      });
      const name = uniqueIndexName(r.table, u.fields);
      const definition = `CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${r.table} (${[...(tenant ? ['empresa_id'] : []), ...cols].join(', ')})`;
      indexes.push({ name, table: r.table, definition, unique: true });
    }
  }
  return { tables, indexes, counted };
}

export function createTableSql(t: TableModel): string {
  const cols = t.columns.map(columnSql);
  cols.push(`PRIMARY KEY (${t.primaryKey.join(', ')})`);
  return `CREATE TABLE ${t.name} (\n  ${cols.join(',\n  ')}\n)`;
}

export function columnSql(c: ColumnModel): string {
  let sql = `${c.name} ${c.type}`;
  if (c.generated) return `${sql} GENERATED ALWAYS AS (${c.generated}) STORED`;
  if (c.identity) sql += ' GENERATED BY DEFAULT AS IDENTITY';
  if (c.notNull) sql += ' NOT NULL';
  if (c.default) sql += ` DEFAULT ${c.default}`;
  return sql;
}

export const foreignKeyName = (table: string, column: string) => identifier(`fk_${table}_${column}`);

export function foreignKeySql(t: TableModel, c: ColumnModel): string {
  const ref = c.references!;
  return `ALTER TABLE ${t.name} ADD CONSTRAINT ${foreignKeyName(t.name, c.name)} FOREIGN KEY (${c.name}) REFERENCES ${ref.table} (id)${ref.onDelete === 'cascade' ? ' ON DELETE CASCADE' : ''}`;
}

/** Which register (and field) a table or column belongs to, for Portuguese messages. */
export function describeColumn(r: Resource | undefined, t: TableModel, column: string): string {
  if (!r) return `${t.owner}.${column}`;
  const f = r.fields.find((x) => (x.kind === 'column' || x.kind === 'ref') && x.column === column);
  return `${r.title} (${r.path}), campo '${f ? f.path.join('.') : column}'`;
}
