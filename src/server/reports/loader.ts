import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { prepareReport, reportColumns } from '../../shared/reports/prepare.ts';
import type { ReportDeclaration } from '../../shared/reports/types.ts';
import metaSchema from '../../shared/schema/meta-schema.json' with { type: 'json' };
import type { JsonSchema } from '../../shared/schema/types.ts';
import { loadSchemaDocs } from '../schema-loader.ts';

export const REPORTS_DIR = fileURLToPath(new URL('../../../reports/', import.meta.url));
export const QUERIES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
export const queryFile = (id: string) => {
  const [module, name] = id.split('/');
  return join(QUERIES_DIR, module, 'relatorios', `${name}.query.ts`);
};

function listJson(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? listJson(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
      )
      .sort();
  } catch {
    return [];
  }
}

/** Reads reports/**.json; checks names, columns, groups and totals; inlines _defs in the filter. */
export function loadReportDeclarations(dir = REPORTS_DIR, defDocs?: JsonSchema[]): ReportDeclaration[] {
  const defs = new Map((defDocs ?? loadSchemaDocs().defs).map((d) => [String(d.$id), d]));
  // filter properties follow the same x- keyword rules as register properties (x-ui, x-ref...)
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(metaSchema);
  const checkProperty = ajv.getSchema('gente-meta-schema#/$defs/property')!;
  const problems: string[] = [];
  const out: ReportDeclaration[] = [];
  for (const file of listJson(dir)) {
    const rel = relative(dir, file).replace(/\\/g, '/');
    const id = rel.replace(/\.json$/, '');
    let decl: ReportDeclaration;
    try {
      decl = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${rel}: JSON inválido (${(e as Error).message})`);
      continue;
    }
    // a structured report declares its columns per section; `columns` is then all of them
    const columns = reportColumns(decl);
    if (columns) decl.columns = columns;
    for (const sec of decl.sections ?? [])
      if (!sec.key || !sec.title || !sec.columns?.length)
        problems.push(`${rel}: seção '${sec.key ?? '?'}' precisa de key, title e columns`);
    const keys = new Set(decl.columns?.map((c) => c.key) ?? []);
    if (decl.$id !== id) problems.push(`${rel}: $id deve ser '${id}'`);
    if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id)) problems.push(`${rel}: nome inválido`);
    if (!decl.title) problems.push(`${rel}: falta title`);
    if (!decl.formats?.length || decl.formats.some((f) => f !== 'pdf' && f !== 'xlsx'))
      problems.push(`${rel}: formats deve listar pdf e/ou xlsx`);
    if (decl.filter?.type !== 'object' || !decl.filter.properties)
      problems.push(`${rel}: filter deve ser um JSON Schema de objeto`);
    for (const [name, prop] of Object.entries(decl.filter?.properties ?? {}))
      if (!checkProperty(prop))
        for (const e of checkProperty.errors ?? [])
          problems.push(`${rel}: filter/${name}${e.instancePath}: ${e.message}`);
    if (!decl.columns?.length) problems.push(`${rel}: falta columns`);
    for (const k of decl.totals?.sum ?? [])
      if (!keys.has(k)) problems.push(`${rel}: total '${k}' não é coluna`);
    if (decl.authority && !/^ROLE_/.test(decl.authority))
      problems.push(`${rel}: authority deve começar com ROLE_`);
    if (problems.length === 0) out.push(prepareReport(decl, defs));
  }
  if (problems.length) throw new Error(`Relatórios inválidos:\n  ${problems.join('\n  ')}`);
  return out;
}
