#!/usr/bin/env node
// Checks over the built files (a step of `npm test`, right after the build):
//  * the console's first load: the JavaScript and CSS dist/index.html names itself (its entry script and
//    the modulepreloads Vite writes for the entry's static imports), summed after gzip, within its budget.
//    What the routes load on demand is not counted: that is the point;
//  * no two chunks import each other: in such a circle one of them runs before the other has defined
//    what it uses ('Cannot read properties of undefined'), an error only a browser shows.
// Exits 1 with what is wrong.
//   node scripts/console-budget.mjs [--dist dist] [--budget-kb 250]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
/** KB gzip the console may load before its first screen (issue 27: 289 KB once, 373 KB at worst). */
export const FIRST_LOAD_BUDGET_KB = 250;

/** Files the page loads before anything renders: `<script src>`, `<link rel=modulepreload|stylesheet>`. */
export function firstLoadFiles(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (!isScript && rel !== 'modulepreload' && rel !== 'stylesheet') continue;
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    // only the build's own files: the favicon and external URLs are not the console's code
    if (url?.startsWith('/assets/')) files.push(url.slice(1));
  }
  return [...new Set(files)];
}

export function measureFirstLoad(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return firstLoadFiles(html)
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Circles of static imports between the built chunks (each as the list of files around it). */
export function importCycles(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const imports = new Map(
    files.map((f) => {
      const code = readFileSync(join(dir, f), 'utf8');
      return [f, [...new Set([...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]))]];
    }),
  );
  const state = new Map();
  const cycles = [];
  const visit = (file, path) => {
    state.set(file, 'open');
    path.push(file);
    for (const dep of imports.get(file) ?? []) {
      if (state.get(dep) === 'open') cycles.push([...path.slice(path.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return cycles;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dist = resolve(arg('--dist', 'dist'));
  const budgetKb = Number(arg('--budget-kb', FIRST_LOAD_BUDGET_KB));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`Erro: ${join(dist, 'index.html')} não existe; rode \`npx vite build\` antes.`);
    process.exit(1);
  }
  const files = measureFirstLoad(dist);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const line = `Primeira carga do console (dist/index.html: entrada e modulepreloads, gzip): ${kb(total)} em ${files.length} arquivos; limite ${budgetKb} KB.`;
  if (files.length === 0 || total > budgetKb * 1024) {
    console.error(`FALHOU: ${line}`);
    if (files.length === 0) console.error('Nenhum arquivo encontrado em dist/index.html (o build mudou?).');
    else {
      console.error('Maiores arquivos:');
      for (const f of files.slice(0, 8)) console.error(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
      console.error(
        'Algo que só uma tela usa entrou na carga inicial: carregue-o com a tela (import() / rotas da pasta em src/admin/screens) ou veja os grupos de vite.config.ts.',
      );
    }
    process.exit(1);
  }
  console.log(line);
  for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  const cycles = importCycles(join(dist, 'assets'));
  if (cycles.length > 0) {
    console.error(
      'FALHOU: arquivos do build que se importam em círculo (um roda antes do outro estar pronto):',
    );
    for (const c of cycles.slice(0, 5)) console.error(`  ${c.join(' → ')}`);
    console.error('Veja os grupos de codeSplitting em vite.config.ts (entriesAwareMergeThreshold).');
    process.exit(1);
  }
  console.log('Nenhum círculo de importações entre os arquivos do build.');
}
