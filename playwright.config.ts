import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './tests/helpers/chromium.ts';
// Browser tests: Debian's chromium (never a downloaded browser) against the built app on fresh embedded
// databases (scripts/e2e-server.mjs). Two workers, each with an app and a database of its own (worker slot
// n talks to port E2E_PORT + n), so specs running side by side never see each other's data; within a
// worker the specs run one after another in file order, as they did with one worker. The tests mostly
// wait (for the browser, the server, animations): two of them share the machine's two cores well.
// E2E_WORKERS=1 runs them one at a time; a run of a single spec file starts one app only.
import { defineConfig } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 3999);
const argv = process.argv;
const specsNamed = argv.filter((a) => /\.spec\.ts(:\d+)*$/.test(a)).length;
// `--workers N` / `-j N` on the command line also decides how many apps are started
const cliWorkers = Number(
  argv.find((a) => a.startsWith('--workers='))?.slice('--workers='.length) ??
    argv[argv.findIndex((a) => a === '--workers' || a === '-j') + 1 || -1],
);
const workers =
  Number(process.env.E2E_WORKERS) || (cliWorkers > 0 ? cliWorkers : specsNamed === 1 ? 1 : 2);
// set by Playwright in each worker process, which loads this file again
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = `http://127.0.0.1:${firstPort + slot}`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // a whole flow (a model, a 360° evaluation, its answers and the nine-box) takes 2-4 min with two browsers on
  // two cores; a test that hangs still fails, after 2 min
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    // the console honours the system's 'reduce motion' setting (src/admin/shell/theme.ts): no transitions,
    // ripples or animations to wait for or to paint
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    // every app answers /api/health (the server checks them all before saying so)
    wait: { stdout: /^e2e: pronto/m },
    env: { E2E_PORT: String(firstPort), E2E_INSTANCIAS: String(workers) },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
