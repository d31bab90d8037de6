// Staff console benchmark (not part of npm test). Needs a build (npx vite build) and /usr/bin/chromium.
//   npx tsx bench/console.ts [--runs 5]
// Prints:
//  1. gzip size of the console's first load (dist/index.html: its entry and modulepreloads, the figure
//     scripts/console-budget.mjs holds to 250 KB in npm test), of the JavaScript the login page loads and
//     of what a list page loads after login, measured from what chromium actually fetches, plus the
//     static import closure of the entry from Vite's manifest as a cross-check;
//  2. time from navigation to an interactive list of 15 rows on a register of 100,000 rows (target
//     <= 1 s), with a cold browser cache (new context each run) and a warm one;
//  3. Lighthouse, when the `lighthouse` package can be loaded (it is not a dependency).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../scripts/console-budget.mjs';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const ROWS = 100_000;
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
/** --waterfall: print when each request of one cold list load started and ended. */
const WATERFALL = process.argv.includes('--waterfall');
const CPF = '52998224725';
const SENHA = 'bench-senha-123';
const LIST = '/captacao/etapas-seletivas';
const DIST = new URL('../dist/', import.meta.url);

if (!existsSync(new URL('index.html', DIST))) {
  console.error('dist/ não encontrado: rode `npx vite build` antes do benchmark.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `${CHROMIUM_PATH} não encontrado: instale o chromium do Debian (node scripts/ensure-chromium.mjs).`,
  );
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file: string) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// --- 1a. static closure of the console entry, from the manifest ---------------------------------
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
  string,
  ManifestChunk
>;
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const entryFiles = [...staticClosure('index.html')]
  .map((k) => manifest[k].file)
  .filter((f) => f.endsWith('.js'));
const entryGzip = entryFiles.reduce((sum, f) => sum + gzipOf(f), 0);
const firstLoad = (measureFirstLoad(fileURLToPath(DIST)) as { gzip: number }[]).reduce(
  (sum, f) => sum + f.gzip,
  0,
);

// --- server with 100,000 rows ---------------------------------------------------------------------
const dir = mkdtempSync(join(tmpdir(), 'gente-bench-console-'));
let browser: Browser | undefined;
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres') });
const config = readConfig({
  GENTE_ADMIN_CPF: CPF,
  GENTE_ADMIN_SENHA: SENHA,
  GENTE_LOG_LEVEL: process.env.GENTE_LOG_LEVEL ?? 'warn',
  GENTE_DATA_DIR: dir,
  PORT: '0',
});
const app = await buildApp({ config, databaseUrl: embedded.databaseUrl });
const pool = new pg.Pool({ connectionString: embedded.databaseUrl, max: 2 });

try {
  process.stdout.write(`Semeando ${ROWS.toLocaleString('pt-BR')} etapas seletivas... `);
  const t0 = Date.now();
  await pool.query(
    `INSERT INTO etapa_seletiva (empresa_id, ordem, nome, analise_comportamental)
     SELECT 1, (g % 999) + 1, 'Etapa seletiva ' || g, g % 2 = 0 FROM generate_series(1, ${ROWS}) g`,
  );
  await pool.query('VACUUM ANALYZE etapa_seletiva');
  console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  /** Gzip size of every JS file the page fetches from now on. */
  const recordJs = (page: Page) => {
    const files = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(path.replace(/^\//, ''));
    });
    return () => ({ files: [...files], gzip: [...files].reduce((sum, f) => sum + gzipOf(f), 0) });
  };

  const waitForRows = (page: Page) =>
    page.waitForFunction(() => document.querySelectorAll('table tbody tr').length >= 15, null, {
      timeout: 30_000,
    });

  async function newLoggedInContext(storage?: Awaited<ReturnType<BrowserContext['storageState']>>) {
    return browser!.newContext({
      baseURL: base,
      storageState: storage,
      viewport: { width: 1280, height: 800 },
    });
  }

  // --- 1b. what chromium loads: login page, then a list page after login ---------------------------
  const first = await newLoggedInContext();
  const loginPage = await first.newPage();
  const loginJs = recordJs(loginPage);
  await loginPage.goto('/login');
  await loginPage.getByRole('textbox', { name: /^CPF/ }).waitFor();
  await loginPage.waitForLoadState('networkidle');
  const beforeLogin = loginJs();

  await loginPage.getByRole('textbox', { name: /^CPF/ }).pressSequentially(CPF);
  await loginPage.getByLabel(/^Senha/).fill(SENHA);
  // the company is asked after the password, and only of a user of several companies
  await loginPage.getByRole('button', { name: 'Entrar' }).click();
  await loginPage.waitForURL(`${base}/`);
  const storage = await first.storageState();
  await first.close();

  const listContext = await newLoggedInContext(storage);
  const listPage = await listContext.newPage();
  const listJs = recordJs(listPage);
  await listPage.goto(LIST);
  await waitForRows(listPage);
  await listPage.waitForLoadState('networkidle');
  const afterLogin = listJs();
  await listContext.close();

  // --- 2. navigation → 15 interactive rows --------------------------------------------------------
  const measureOnce = async (page: Page) => {
    await page.goto(LIST);
    await waitForRows(page);
    // interactive: the first row answers a click (the row action menu / edit link is wired)
    return page.evaluate(() => performance.now());
  };
  if (WATERFALL) {
    const ctx = await newLoggedInContext(storage);
    const page = await ctx.newPage();
    const t0 = Date.now();
    page.on('request', (r) =>
      console.log(`  ${String(Date.now() - t0).padStart(5)} ms  → ${new URL(r.url()).pathname}`),
    );
    page.on('requestfinished', (r) =>
      console.log(`  ${String(Date.now() - t0).padStart(5)} ms  ✓ ${new URL(r.url()).pathname}`),
    );
    console.log(`\nCascata de uma carga fria de ${LIST}:`);
    const at = await measureOnce(page);
    console.log(`  ${at.toFixed(0)} ms  15 linhas na tela`);
    await ctx.close();
  }
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await newLoggedInContext(storage);
    const page = await ctx.newPage();
    cold.push(await measureOnce(page));
    await ctx.close();
  }
  const warm: number[] = [];
  const warmCtx = await newLoggedInContext(storage);
  const warmPage = await warmCtx.newPage();
  await measureOnce(warmPage); // fills the HTTP cache
  for (let i = 0; i < RUNS; i++) warm.push(await measureOnce(warmPage));
  const apiPage = await warmCtx.request.get(`/api${LIST}?page=0&size=15&sort=ordem,asc`);
  const total = ((await apiPage.json()) as { totalElements: number }).totalElements;
  await warmCtx.close();

  // --- report -------------------------------------------------------------------------------------
  console.log('\nJavaScript do console (gzip nível 9):');
  console.log(
    `  primeira carga do console (index.html: entrada e modulepreloads): ${kb(firstLoad)}  (meta <= ${FIRST_LOAD_BUDGET_KB} KB) ${firstLoad <= FIRST_LOAD_BUDGET_KB * 1024 ? 'OK' : 'ACIMA DA META'}`,
  );
  console.log(
    `  antes do login (/login, buscado pelo chromium): ${kb(beforeLogin.gzip)} em ${beforeLogin.files.length} arquivos  (meta <= 350 KB) ${beforeLogin.gzip <= 350 * 1024 ? 'OK' : 'ACIMA DA META'}`,
  );
  console.log(
    `  fechamento estático da entrada (manifesto):      ${kb(entryGzip)} em ${entryFiles.length} arquivos`,
  );
  console.log(
    `  após o login, lista ${LIST}:   ${kb(afterLogin.gzip)} em ${afterLogin.files.length} arquivos`,
  );
  console.log(
    `\nLista de 15 linhas num cadastro de ${total.toLocaleString('pt-BR')} registros (navegação → 15 linhas):`,
  );
  console.log(
    `  cache frio:  mediana ${median(cold).toFixed(0)} ms  [${cold.map((t) => t.toFixed(0)).join(', ')}]  (meta <= 1000 ms) ${median(cold) <= 1000 ? 'OK' : 'ACIMA DA META'}`,
  );
  console.log(
    `  cache quente: mediana ${median(warm).toFixed(0)} ms  [${warm.map((t) => t.toFixed(0)).join(', ')}]`,
  );

  console.log('\nLighthouse:');
  try {
    const name = 'lighthouse';
    await import(name);
    console.log('  pacote presente, mas a execução não está implementada neste benchmark.');
  } catch {
    console.log('  não medido: o pacote `lighthouse` não está instalado (não é dependência do projeto).');
  }
} finally {
  await browser?.close();
  await app.close();
  await pool.end();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
