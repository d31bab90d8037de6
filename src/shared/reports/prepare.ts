// A report declaration as the server and the console use it, from its file (reports/<module>/<name>.json):
// shared by the server's loader (src/server/reports/loader.ts, which also checks the file) and the console,
// which reads the files themselves (src/admin/schemas/reports.ts).
import { inlineDefs } from '../schema/registry.ts';
import type { JsonSchema } from '../schema/types.ts';
import type { ReportColumn, ReportDeclaration } from './types.ts';

/** A structured report declares its columns per section; its `columns` are then all of them, once each. */
export function reportColumns(decl: ReportDeclaration): ReportColumn[] | undefined {
  if (!decl.sections?.length || decl.columns) return decl.columns;
  const all = decl.sections.flatMap((sec) => sec.columns ?? []);
  return all.filter((c, i) => all.findIndex((x) => x.key === c.key) === i);
}

/**
 * Every report filter accepts the spec's `pdf` flag (§9: default true; false gives the spreadsheet), as a
 * hidden field: declared once here, not in each report file, so the generated validators know it.
 */
export function withPdfFlag(filter: JsonSchema): JsonSchema {
  if (filter.properties?.pdf) return filter;
  return {
    ...filter,
    properties: {
      ...filter.properties,
      pdf: { type: 'boolean', title: 'PDF', default: true, 'x-ui': { widget: 'hidden' } },
    },
  };
}

/** The declaration with its columns and its filter ready: `_defs` inlined, the `pdf` flag added. */
export function prepareReport(decl: ReportDeclaration, defs: Map<string, JsonSchema>): ReportDeclaration {
  const columns = reportColumns(decl);
  return {
    ...decl,
    ...(columns ? { columns } : {}),
    filter: withPdfFlag(inlineDefs(decl.filter, defs, decl.$id)),
  };
}
