// Login page benchmark (not part of npm test). Needs a build (npx vite build) and /usr/bin/chromium.
//   npx tsx bench/login.ts [--runs 5]
// Prints:
//  1. the gzip size of the JavaScript and CSS /login loads (target: JS <= 100 KB gzip): the static closure
//     of login/index.html in Vite's manifest, and what chromium actually fetches before anyone types;
//  2. the first contentful paint, largest contentful paint and load time of /login with Lighthouse's
//     mobile throttling reproduced through the DevTools protocol (CPU 4x slower, 150 ms RTT, 1.6 Mbit/s
//     down), cold cache, median of the runs;
//  3. entering: with the same throttling, the time from 'Entrar' to the console's home page, with the
//     console's code fetched while the user types (src/login/consolePrefetch.ts) and without it, and the
//     JavaScript still fetched after 'Entrar'.
// bench/lighthouse.ts runs Lighthouse itself on the page.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const CPF = '52998224725';
const SENHA = 'bench-senha-123';
const DIST = new URL('../dist/', import.meta.url);
if (!existsSync(new URL('login/index.html', DIST))) {
  console.error('dist/login/index.html não encontrado: rode `npx vite build` antes do benchmark.');
  process.exit(1);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file: string) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length;
const sumGzip = (files: string[]) => files.reduce((s, f) => s + gzipOf(f), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

// --- 1a. the static closure of the login entry, from the manifest --------------------------------
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
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
const closure = [...staticClosure('login/index.html')].map((k) => manifest[k]!);
const manifestJs = closure.map((c) => c.file);
const manifestCss = closure.flatMap((c) => c.css ?? []);

/** Lighthouse's "slow 4G" mobile profile, through the DevTools protocol. */
async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** JS and CSS files of dist/ a page fetches from now on. */
function recordAssets(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(js|css)$/.test(path)) fetched.add(path.replace(/^\//, ''));
  });
  return fetched;
}

async function paintRun(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const fetched = recordAssets(page);
  await throttle(context, page);
  await page.goto('/login', { waitUntil: 'load' });
  await page.getByRole('textbox', { name: /^CPF/ }).waitFor();
  const timing = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; load: number }>((resolve) => {
        // LCP entries are buffered: the observer gets the ones already recorded
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            lcp: entries.at(-1)?.startTime ?? Number.NaN,
            load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { ...timing, files: [...fetched] };
}

/** Types like a person, waits the time a person takes to type the password, enters; ms to the home page. */
async function enterRun(browser: Browser, base: string, prefetch: boolean) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (!prefetch)
    // the login page's read of the console's index.html (consolePrefetch.ts): without it, no prefetch
    await page.route('**/', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.fallback(),
    );
  const cdp = await throttle(context, page);
  await page.goto('/login', { waitUntil: 'load' });
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(CPF, { delay: 120 });
  await page.getByLabel(/^Senha/).pressSequentially(SENHA, { delay: 120 });
  // the company is asked after the password, and only of a user of several companies: this one enters
  // JavaScript that still comes over the network after 'Entrar' (not from the browser's caches)
  const jsRequests = new Map<string, string>();
  const fromCache = new Set<string>();
  const jsAfter = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('.js')) jsRequests.set(requestId, path.replace(/^\//, ''));
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const file = jsRequests.get(requestId);
    if (file && !fromCache.has(requestId)) jsAfter.set(file, encodedDataLength);
  });
  const start = Date.now();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: /^Olá, / }).waitFor({ timeout: 120_000 });
  const elapsed = Date.now() - start;
  await context.close();
  return { elapsed, jsFiles: jsAfter.size, jsBytes: [...jsAfter.values()].reduce((a, b) => a + b, 0) };
}

const dir = mkdtempSync(join(tmpdir(), 'gente-bench-login-'));
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres') });
const config = readConfig({
  GENTE_ADMIN_CPF: CPF,
  GENTE_ADMIN_SENHA: SENHA,
  GENTE_LOG_LEVEL: 'warn',
  GENTE_DATA_DIR: dir,
  GENTE_JOBS: 'false',
  PORT: '0',
});
const app = await buildApp({ config, databaseUrl: embedded.databaseUrl });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  console.log(
    `/login pelo manifesto do Vite: ${manifestJs.length} arquivos JS, ${kb(sumGzip(manifestJs))} gzip (meta <= 100 KB); CSS ${kb(sumGzip(manifestCss))} gzip`,
  );
  const paints = [];
  for (let i = 0; i < RUNS; i++) paints.push(await paintRun(browser, base));
  const files = paints.at(-1)!.files;
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  console.log(
    `/login no navegador: ${js.length} arquivos JS, ${kb(sumGzip(js))} gzip; CSS ${kb(sumGzip(css))} gzip`,
  );
  for (const f of js) console.log(`  ${f}: ${kb(gzipOf(f))}`);
  console.log(
    `Celular simulado (CPU 4x, 150 ms, 1,6 Mbit/s), mediana de ${RUNS}: primeira pintura com conteúdo ${ms(median(paints.map((p) => p.fcp)))}; maior pintura ${ms(median(paints.map((p) => p.lcp)))}; load ${ms(median(paints.map((p) => p.load)))}`,
  );

  for (const prefetch of [true, false]) {
    const runs = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) runs.push(await enterRun(browser, base, prefetch));
    const last = runs.at(-1)!;
    console.log(
      `Entrar → página inicial ${prefetch ? 'com' : 'sem'} a pré-carga do console, mediana de ${runs.length}: ${ms(median(runs.map((r) => r.elapsed)))}; JS ainda baixado depois de 'Entrar' (fora do cache): ${last.jsFiles} arquivos, ${kb(last.jsBytes)} transferidos`,
    );
  }
} finally {
  await browser.close();
  await app.close();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
