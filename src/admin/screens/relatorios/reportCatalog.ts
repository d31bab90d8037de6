// The declared reports (reports/**, src/admin/schemas/reports.ts) and the registers'
// catalog their reference pickers search, both read once, when a report screen first opens.

import type { ReportDeclaration } from '../../../shared/reports/types.ts';
import { buildRegistry } from '../../../shared/schema/registry.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import schemas from '../../schemas/registers.ts';
import reports from '../../schemas/reports.ts';

const declarations = new Map(
  (reports as unknown as ReportDeclaration[]).map((decl) => [decl.$id, decl] as const),
);

/** The report at /<module>/relatorios/<name>, or undefined for an unknown one. */
export const findReport = (module: string | undefined, name: string | undefined) =>
  module && name ? declarations.get(`${module}/${name}`) : undefined;

let catalog: Catalog | undefined;
export function registersCatalog(): Catalog {
  catalog ??= buildRegistry(schemas as unknown as JsonSchema[]);
  return catalog;
}
