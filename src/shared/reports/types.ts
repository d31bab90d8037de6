import type { JsonSchema } from '../schema/types.ts';

export type ReportFormat = 'pdf' | 'xlsx';

export type ColumnType = 'text' | 'integer' | 'number' | 'money' | 'percent' | 'date' | 'boolean';

export type ReportColumn = {
  /** key of the query's row (snake_case or camelCase as the query names it) */
  key: string;
  title: string;
  type?: ColumnType;
  /** relative width in the PDF table (default 1) */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** the PDF wraps the text on as many lines as it needs (the row grows) instead of cutting it with '…' */
  wrap?: boolean;
};

/**
 * A part of a structured report (e.g. a programme's identification, then its inventory, then its action plan):
 * the query's rows carry the section `key` in their `secao` column and come ordered by section. A `fields`
 * section prints each row as label: value lines; a `table` section (default) as a table with its own columns,
 * groups and totals; a `signatures` section prints each row as signature lines side by side, one per column, with
 * the row's value (a name) and the column's title (the role) under each line — the PDF only (XLSX: plain rows).
 */
export type ReportSection = {
  key: string;
  title: string;
  layout?: 'table' | 'fields' | 'signatures';
  columns: ReportColumn[];
  groupBy?: ReportDeclaration['groupBy'];
  totals?: ReportDeclaration['totals'];
  /** printed when the section has no row */
  empty?: string;
};

/**
 * A report, declared in `reports/<module>/<name>.json`. Its filter is a JSON Schema (validated by the same
 * precompiled validators as registers and rendered as a generated form); its rows come from a set-based
 * query in `src/server/modules/<module>/relatorios/<name>.query.ts`.
 */
export type ReportDeclaration = {
  /** `<module>/<name>`; the API is POST /api/<module>/relatorios/<name>, the screen /<module>/relatorios/<name> */
  $id: string;
  title: string;
  authority?: string;
  formats: ReportFormat[];
  orientation?: 'portrait' | 'landscape';
  filter: JsonSchema;
  columns: ReportColumn[];
  /** rows arrive ordered by these keys; a change of value (of `idKey` when given: two groups may share
   * a displayed name) opens a group with its own subtotals */
  groupBy?: { key: string; label: string; idKey?: string }[];
  /** columns summed in group subtotals and the grand total; `count` adds a row count */
  totals?: { sum?: string[]; count?: boolean };
  /** a structured report: its parts in order (the declaration's `columns` are then every section's) */
  sections?: ReportSection[];
  /** GET …/previa answers the rows as JSON (at most 10,000) for an on-screen preview */
  preview?: boolean;
  /** menu placement of the report screen; false: no menu entry (a report printed from another screen) */
  menu?: { group?: string; order?: number } | false;
};

export const reportPath = (id: string) => {
  const [module, name] = id.split('/');
  return { module, name, api: `/api/${module}/relatorios/${name}`, screen: `/${module}/relatorios/${name}` };
};
