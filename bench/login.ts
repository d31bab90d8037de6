// Login page benchmark (not part of npm test). Needs a build (npx vite build) and /usr/bin/chromium.
//   npx tsx bench/login.ts [--runs 5]
// Prints the gzip size of the JavaScript and CSS /login loads (target: JS <= 100 KB gzip), measured from
// what chromium fetches before anyone types, and the first contentful paint and load time of /login with
// Lighthouse's mobile throttling reproduced through the DevTools protocol (CPU 4x slower, 150 ms RTT,
// 1.6 Mbit/s down), cold cache, median of the runs. Lighthouse itself is not a dependency of the project.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const DIST = new URL('../dist/', import.meta.url);
if (!existsSync(new URL('login/index.html', DIST))) {
  console.error('dist/login/index.html não encontrado: rode `npx vite build` antes do benchmark.');
  process.exit(1);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file: string) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'gente-bench-login-'));
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres') });
const config = readConfig({
  GENTE_ADMIN_CPF: '52998224725',
  GENTE_ADMIN_SENHA: 'bench-senha-123',
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
  const fcp: number[] = [];
  const load: number[] = [];
  let files: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\.(js|css)$/.test(path)) fetched.add(path.replace(/^\//, ''));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login', { waitUntil: 'load' });
    await page.getByRole('textbox', { name: /^CPF/ }).waitFor();
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    fcp.push(timing.fcp);
    load.push(timing.load);
    files = [...fetched];
    await context.close();
  }
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const jsGzip = js.reduce((s, f) => s + gzipOf(f), 0);
  console.log(
    `/login: ${js.length} arquivos JS, ${kb(jsGzip)} gzip (meta <= 100 KB); CSS ${kb(css.reduce((s, f) => s + gzipOf(f), 0))} gzip`,
  );
  for (const f of js) console.log(`  ${f}: ${kb(gzipOf(f))}`);
  console.log(
    `Celular simulado (CPU 4x, 150 ms, 1,6 Mbit/s), mediana de ${RUNS}: primeira pintura com conteúdo ${median(fcp).toFixed(0)} ms; load ${median(load).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await app.close();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
