// What scripts/generate.ts writes under src/generated, as a map of relative path → text. One module per
// source (a register, an action's schema, a report's filter) holding its precompiled ajv validator — the
// page's CSP forbids eval — and, for a register, its TypeScript interface; each is compiled by an ajv
// instance of its own, so its code depends on nothing else and adding a source changes no other module.
// One index per kind lists them, sorted, one line each: adding a register touches its module and
// registers.ts, nothing more (tests/unit/generate.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { loadReportDeclarations, REPORTS_DIR } from '../src/server/reports/loader.ts';
import { loadSchemas, SCHEMAS_DIR } from '../src/server/schema-loader.ts';
import { createAjv, FORMATS_IMPORT_NAME } from '../src/shared/schema/ajv.ts';
import type { JsonSchema, Resource } from '../src/shared/schema/types.ts';

export type GenerateOptions = { schemasDir?: string; reportsDir?: string; screensDir?: string };

/** The console's hand-written screens: each folder's menu.json may name its menu icon (docs/console.md). */
export const SCREENS_DIR = fileURLToPath(new URL('../src/admin/screens/', import.meta.url));

const HEADER = '// Gerado por scripts/generate.ts. Não edite.\n';
const NOCHECK = '// @ts-nocheck: o validador abaixo é o JavaScript do ajv, sem tipos\n';

/** Code-unit order: the same on every machine (localeCompare follows the locale), so indexes stay stable. */
const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

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

/** A register's interface name: its table in PascalCase (candidato → Candidato). */
export const typeName = (r: Resource) =>
  r.meta.table.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());

/** The standalone validator of one schema, from an ajv instance of its own (function numbers start afresh). */
function validatorCode(schema: JsonSchema, depth: number): string {
  const ajv = createAjv();
  const code = standaloneCode(ajv, ajv.compile(schema)).replace(/^"use strict";/, '');
  const formats = code.includes(FORMATS_IMPORT_NAME)
    ? `import { formats as ${FORMATS_IMPORT_NAME} } from '${'../'.repeat(depth)}shared/schema/formats.ts';\n`
    : '';
  return `${formats}${code}\n`;
}

const require = createRequire(import.meta.url);
/** A Material icon exists when @mui/icons-material has a module of that name. */
function iconExists(name: string): boolean {
  try {
    require.resolve(`@mui/icons-material/${name}`);
    return true;
  } catch {
    return false;
  }
}

/** Who names which menu icon: registers (x-resource.icon) and screen folders (menu.json). */
function namedIcons(resources: Resource[], screensDir: string): { icon: string; where: string }[] {
  const named = resources.flatMap((r) =>
    r.meta.icon ? [{ icon: r.meta.icon, where: `schemas/${r.path}.json: x-resource.icon` }] : [],
  );
  if (!existsSync(screensDir)) return named;
  for (const dir of readdirSync(screensDir, { withFileTypes: true })) {
    const file = join(screensDir, dir.name, 'menu.json');
    if (!dir.isDirectory() || !existsSync(file)) continue;
    const { icon } = JSON.parse(readFileSync(file, 'utf8')) as { icon?: unknown };
    if (icon !== undefined)
      named.push({ icon: String(icon), where: `src/admin/screens/${dir.name}/menu.json: icon` });
  }
  return named;
}

export async function generatedFiles(opts: GenerateOptions = {}): Promise<Map<string, string>> {
  const { registry, defs, actions } = loadSchemas(opts.schemasDir ?? SCHEMAS_DIR);
  const files = new Map<string, string>();
  const resources = [...registry.resources].sort(byKey((r) => r.path));
  // a wrong icon name fails here rather than showing the neutral icon in the menu
  const named = namedIcons(resources, opts.screensDir ?? SCREENS_DIR);
  const problems = named
    .filter(({ icon }) => !/^[A-Z][A-Za-z0-9]*$/.test(icon) || !iconExists(icon))
    .map(({ icon, where }) => `${where} '${icon}' não existe em @mui/icons-material`);
  if (problems.length) throw new Error(`Ícones inválidos:\n  ${problems.join('\n  ')}`);

  // registers: interface + validator each; the index lists what the console declares before any schema
  // arrives (route, label, read-only, authorities), the validator loaders and the path → interface map
  const entries: string[] = [];
  const types: string[] = [];
  for (const r of resources) {
    const file = `registers/${r.path}.ts`;
    const name = typeName(r);
    const iface = await compile({ ...(forTypes(r.schema) as object), title: name } as any, name, {
      bannerComment: '',
      additionalProperties: false,
      format: false,
      declareExternallyReferenced: false,
    });
    files.set(file, `${NOCHECK}${HEADER}${iface}\n${validatorCode(r.schema, 3)}`);
    const light = [
      `path: ${q(r.path)}`,
      `label: ${q(r.meta.label)}`,
      ...(r.meta.readOnly ? ['readOnly: true'] : []),
      ...(r.meta.authority
        ? [
            `authority: { ${Object.entries(r.meta.authority)
              .map(([k, v]) => `${k}: ${q(v)}`)
              .join(', ')} }`,
          ]
        : []),
    ];
    entries.push(`  { ${light.join(', ')} },`);
    types.push(`  ${q(r.path)}: import('./${file}').${name};`);
  }
  files.set(
    'registers.ts',
    `${HEADER}// Um cadastro por linha, em ordem de path: incluir um cadastro muda só as suas linhas aqui.\n` +
      `// O módulo de cada um (interface e validador) é registers/<módulo>/<cadastro>.ts.\n\n` +
      `export type RegisterEntry = {\n  path: string;\n  label: string;\n  readOnly?: boolean;\n` +
      `  authority?: { read?: string; write?: string };\n};\n\n` +
      `/** Cada cadastro: rota, rótulo, se é só leitura e autoridades; o console os declara antes dos schemas. */\n` +
      `export const registers: RegisterEntry[] = [\n${entries.join('\n')}\n];\n\n` +
      `/** A interface de cada cadastro pelo seu path (o repositório tipado: ctx.repo('<módulo>/<cadastro>')). */\n` +
      `export interface RegisterTypes {\n${types.join('\n')}\n}\n`,
  );

  // declared actions' params, query and body: validated like registers, in the browser and on the server
  const actionLines: string[] = [];
  for (const schema of [...actions].sort(byKey((s) => String(s.$id)))) {
    const id = String(schema.$id);
    const file = `actions/${id.replace('/_acoes/', '/')}.js`;
    files.set(file, `${HEADER}${validatorCode({ ...schema, $id: `acao:${id}` }, 3)}`);
    actionLines.push(`  ${q(`acao:${id}`)}: () => import('./${file}'),`);
  }
  files.set(
    'actions.ts',
    `${HEADER}// Uma ação (schemas/<módulo>/_acoes/<nome>.json) por linha, em ordem.\n` +
      `import type { ValidatorLoader } from '../shared/schema/generated-validator.ts';\n\n` +
      `export const actionValidators: Record<string, ValidatorLoader> = {\n${actionLines.join('\n')}\n};\n`,
  );

  // report filters: validated like registers, in the browser and on the server
  const reports = loadReportDeclarations(opts.reportsDir ?? REPORTS_DIR, defs).sort(byKey((d) => d.$id));
  const reportLines: string[] = [];
  for (const decl of reports) {
    const file = `reports/${decl.$id}.js`;
    files.set(file, `${HEADER}${validatorCode({ ...decl.filter, $id: `relatorio:${decl.$id}` }, 3)}`);
    reportLines.push(`  ${q(`relatorio:${decl.$id}`)}: () => import('./${file}'),`);
  }
  files.set(
    'reports.ts',
    `${HEADER}// Um relatório (reports/<módulo>/<nome>.json) por linha, em ordem.\n` +
      `import type { ValidatorLoader } from '../shared/schema/generated-validator.ts';\n\n` +
      `export const reportValidators: Record<string, ValidatorLoader> = {\n${reportLines.join('\n')}\n};\n`,
  );

  // the server's and the console's one lookup, by register path, 'acao:<id>' or 'relatorio:<id>';
  // it never changes when a source is added
  files.set(
    'validators/index.ts',
    `${HEADER}import type { ValidatorLoader } from '../../shared/schema/generated-validator.ts';\n` +
      `import { actionValidators } from '../actions.ts';\n` +
      `import { registers } from '../registers.ts';\n` +
      `import { reportValidators } from '../reports.ts';\n\n` +
      `export type { GeneratedValidator } from '../../shared/schema/generated-validator.ts';\n\n` +
      `// a register's module by its path: Vite turns the template into the list of registers/*/*.ts, so the\n` +
      `// console's entry, which reads registers.ts, carries no loader\n` +
      `const registerValidator = (path: string): ValidatorLoader => {\n` +
      `  const [module, name] = path.split('/');\n` +
      `  return () => import(\`../registers/\${module}/\${name}.ts\`);\n};\n\n` +
      `export const validatorLoaders: Record<string, ValidatorLoader> = {\n` +
      `  ...Object.fromEntries(registers.map((r) => [r.path, registerValidator(r.path)])),\n` +
      `  ...actionValidators,\n  ...reportValidators,\n};\n`,
  );

  // the menu's icons: each one a register or a screen names, imported one by one (the bundle carries these,
  // not the 2,000 of @mui/icons-material); the list changes only when an icon no one used appears
  const icons = [...new Set(named.map((n) => n.icon))].sort();
  files.set(
    'icons.ts',
    `${HEADER}import type { SvgIconComponent } from '@mui/icons-material';\n` +
      icons.map((i) => `import ${i}Icon from '@mui/icons-material/${i}';\n`).join('') +
      `\n/** Os ícones que os cadastros (x-resource.icon) e as telas (menu.json) nomeiam. */\n` +
      `export const menuIcons: Record<string, SvgIconComponent> = {\n` +
      icons.map((i) => `  ${i}: ${i}Icon,\n`).join('') +
      `};\n`,
  );
  return files;
}
