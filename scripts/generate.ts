// Build-time generation from schemas/ and reports/ (scripts/generated-files.ts): precompiled ajv validators
// (the page's CSP forbids eval), the registers' TypeScript interfaces, the menu's icons and the indexes.
// `--check` fails when any file is stale; `--out <dir>`, `--schemas <dir>` and `--reports <dir>` generate
// elsewhere (tests/unit/generate.test.ts). Only files whose text changes are written.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GenerateOptions, generatedFiles } from './generated-files.ts';

export const GENERATED_DIR = fileURLToPath(new URL('../src/generated/', import.meta.url));

function existing(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? existing(join(dir, e.name), `${base}${e.name}/`) : [`${base}${e.name}`],
  );
}

/** Writes the changed files, removes the ones no source produces; answers what it touched. */
export async function generate(
  out = GENERATED_DIR,
  opts: GenerateOptions = {},
): Promise<{ total: number; touched: string[] }> {
  const files = await generatedFiles(opts);
  const touched: string[] = [];
  for (const f of existing(out))
    if (!files.has(f)) {
      rmSync(join(out, f));
      touched.push(f);
    }
  for (const [f, c] of files) {
    const path = join(out, f);
    if (existsSync(path) && readFileSync(path, 'utf8') === c) continue;
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, c);
    touched.push(f);
  }
  // folders left empty by a removed source
  const prune = (dir: string): boolean => {
    const empty = readdirSync(dir, { withFileTypes: true })
      .map((e) => (e.isDirectory() ? prune(join(dir, e.name)) : false))
      .every(Boolean);
    if (empty && dir !== out) rmSync(dir, { recursive: true });
    return empty;
  };
  if (existsSync(out)) prune(out);
  return { total: files.size, touched: touched.sort() };
}

/** The stale and the extra files, without writing anything. */
export async function staleFiles(out = GENERATED_DIR, opts: GenerateOptions = {}) {
  const files = await generatedFiles(opts);
  const stale = [...files]
    .filter(([f, c]) => !existsSync(join(out, f)) || readFileSync(join(out, f), 'utf8') !== c)
    .map(([f]) => f);
  const extra = existing(out).filter((f) => !files.has(f));
  return { total: files.size, stale, extra };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? resolve(process.argv[i + 1]!) : undefined;
  };
  const out = arg('--out') ?? GENERATED_DIR;
  const opts = { schemasDir: arg('--schemas'), reportsDir: arg('--reports') };
  const where = out === GENERATED_DIR ? 'src/generated' : out;
  if (process.argv.includes('--check')) {
    const { total, stale, extra } = await staleFiles(out, opts);
    if (stale.length || extra.length) {
      console.error('Arquivos gerados desatualizados; rode `npm run generate`:');
      for (const f of stale) console.error(`  desatualizado: ${where}/${f}`);
      for (const f of extra) console.error(`  sobrando: ${where}/${f}`);
      process.exit(1);
    }
    console.log(`${where} em dia (${total} arquivos).`);
  } else {
    const { total, touched } = await generate(out, opts);
    console.log(`${where}: ${total} arquivos, ${touched.length} alterados.`);
  }
}
