// Build-time generation from schemas/: precompiled ajv validators (the page's CSP forbids eval),
// TypeScript types and the schema bundle the console reads. `--check` fails when any is stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { loadReportDeclarations, REPORTS_DIR } from '../src/server/reports/loader.ts';
import { loadSchemas } from '../src/server/schema-loader.ts';
import { createAjv } from '../src/shared/schema/ajv.ts';

const OUT = fileURLToPath(new URL('../src/generated/', import.meta.url));
const check = process.argv.includes('--check');
const HEADER = '// Gerado por scripts/generate.ts a partir de schemas/. Não edite.\n';

/** The schema without annotations and nested titles, so each register becomes one interface. */
function forTypes(node: unknown, root = true): unknown {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, false));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-') || k === '$id' || k === 'errorMessage' || (k === 'title' && !root)) continue;
    out[k] =
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as object).map(([p, ps]) => [p, forTypes(ps, false)]))
        : forTypes(v, false);
  }
  return out;
}

export const validatorFile = (path: string) => `${path.replace('/', '__')}.js`;

async function generate(): Promise<Map<string, string>> {
  const { registry, defs, actions } = loadSchemas();
  const files = new Map<string, string>();
  const ajv = createAjv();
  const loaders: string[] = [];
  const typeBlocks: string[] = [];
  for (const r of [...registry.resources].sort((a, b) => a.path.localeCompare(b.path))) {
    const validate = ajv.compile(r.schema);
    const code = standaloneCode(ajv, validate);
    const file = validatorFile(r.path);
    files.set(
      `validators/${file}`,
      `${HEADER}import { formats as __gente_formats } from '../../shared/schema/formats.ts';\n${code}\n`,
    );
    loaders.push(`  '${r.path}': () => import('./${file}'),`);
    const typeName = r.meta.table.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());
    typeBlocks.push(
      await compile({ ...(forTypes(r.schema) as object), title: typeName } as any, typeName, {
        bannerComment: '',
        additionalProperties: false,
        format: false,
        declareExternallyReferenced: false,
      }),
    );
  }
  // report filters: validated like registers, in the browser and on the server
  const reports = loadReportDeclarations(REPORTS_DIR, defs).sort((a, b) => a.$id.localeCompare(b.$id));
  for (const decl of reports) {
    const validate = ajv.compile({ ...decl.filter, $id: `relatorio:${decl.$id}` });
    const file = `relatorio__${decl.$id.replace('/', '__')}.js`;
    files.set(
      `validators/${file}`,
      `${HEADER}import { formats as __gente_formats } from '../../shared/schema/formats.ts';\n${standaloneCode(ajv, validate)}\n`,
    );
    loaders.push(`  'relatorio:${decl.$id}': () => import('./${file}'),`);
  }
  // declared actions' params, query and body: validated like registers, in the browser and on the server
  for (const schema of [...actions].sort((a, b) => String(a.$id).localeCompare(String(b.$id)))) {
    const id = String(schema.$id);
    const validate = ajv.compile({ ...schema, $id: `acao:${id}` });
    const file = `acao__${id.replace('/_acoes/', '__')}.js`;
    files.set(
      `validators/${file}`,
      `${HEADER}import { formats as __gente_formats } from '../../shared/schema/formats.ts';\n${standaloneCode(ajv, validate)}\n`,
    );
    loaders.push(`  'acao:${id}': () => import('./${file}'),`);
  }
  files.set(
    'actions.json',
    `${JSON.stringify(
      [...actions].sort((a, b) => String(a.$id).localeCompare(String(b.$id))),
      null,
      1,
    )}\n`,
  );
  files.set('reports.json', `${JSON.stringify(reports, null, 1)}\n`);
  files.set(
    'validators/index.ts',
    `${HEADER}export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: any[] | null };\n` +
      `export const validatorLoaders: Record<string, () => Promise<{ default: GeneratedValidator }>> = {\n${loaders.join('\n')}\n};\n`,
  );
  files.set('types.ts', `${HEADER}/* eslint-disable */\n${typeBlocks.join('\n')}`);
  // what the console declares before the schemas arrive (src/admin/App.tsx): each register's route,
  // label, whether it takes new records, and its authorities; a page that is not a register's (the home
  // page, a selection board) draws without loading the 300 KB bundle and the generated screens
  files.set(
    'registers.json',
    `${JSON.stringify(
      [...registry.resources]
        .sort((a, b) => a.path.localeCompare(b.path))
        .map((r) => ({
          path: r.path,
          label: r.meta.label,
          ...(r.meta.readOnly ? { readOnly: true } : {}),
          ...(r.meta.authority ? { authority: r.meta.authority } : {}),
        })),
    )}\n`,
  );
  files.set(
    'schemas.json',
    `${JSON.stringify(
      [...registry.resources].sort((a, b) => a.path.localeCompare(b.path)).map((r) => r.schema),
      null,
      1,
    )}\n`,
  );
  return files;
}

function existing(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? existing(join(dir, e.name), `${base}${e.name}/`) : [`${base}${e.name}`],
  );
}

const files = await generate();
const present = existing(OUT);
if (check) {
  const stale = [...files].filter(
    ([f, c]) => !existsSync(join(OUT, f)) || readFileSync(join(OUT, f), 'utf8') !== c,
  );
  const extra = present.filter((f) => !files.has(f));
  if (stale.length || extra.length) {
    console.error('Arquivos gerados desatualizados; rode `npm run generate`:');
    for (const [f] of stale) console.error(`  desatualizado: src/generated/${f}`);
    for (const f of extra) console.error(`  sobrando: src/generated/${f}`);
    process.exit(1);
  }
  console.log(`src/generated em dia (${files.size} arquivos).`);
} else {
  for (const f of present) if (!files.has(f)) rmSync(join(OUT, f));
  for (const [f, c] of files) {
    mkdirSync(join(OUT, f, '..'), { recursive: true });
    if (!existsSync(join(OUT, f)) || readFileSync(join(OUT, f), 'utf8') !== c) writeFileSync(join(OUT, f), c);
  }
  console.log(`src/generated: ${files.size} arquivos.`);
}
