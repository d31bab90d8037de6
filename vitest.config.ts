import { appendFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Playwright specs (tests/e2e) are never picked up: each project lists its own globs.
export default defineConfig({
  test: {
    // An error thrown outside any test (a timer, a stray promise) fails the run after every test passed; CI shows
    // only the end of the output, so scripts/test.mjs repeats these after the failure line (GENTE_TESTES_ERROS).
    onUnhandledError(error) {
      const file = process.env.GENTE_TESTES_ERROS;
      if (!file) return;
      const e = error as Error & { type?: string; VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
      const where = [e.VITEST_TEST_PATH, e.VITEST_TEST_NAME].filter(Boolean).join(' > ');
      const stack = e.stack ? e.stack.split('\n').slice(0, 12).join('\n') : `${e.name}: ${e.message}`;
      appendFileSync(file, `${e.type ?? 'Erro'} em ${where || '?'}\n${stack}\n\n`);
    },
    // two workers on a two-core machine (vitest's default would leave one core idle)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // The files share each worker's module graph, as the API project does: the XSDs, the generated
          // validators and the server's modules load once per worker, not once per file (no unit test mocks
          // a module; the two that stub fetch unstub it after each test). Measured on this machine (2 cores,
          // other work running): 63-65 s isolated (20 s of it loading modules), 17-23 s shared (7 s). README.md.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL for the run; each test file creates its own database on it.
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          // Two files at a time on two cores: a file spends much of its time waiting for PostgreSQL (another
          // process), so a second one fills the gap. Measured on the recruitment files (13): 80 s one at a
          // time, 58 s two at a time; the whole suite: README.md.
          // The files share one module graph: each file still gets its own database and app (startTestApp),
          // but the server's modules, generated validators and XSDs are loaded once per run, not per file —
          // measured on 10 recruitment files: 70 s isolated, 34 s shared; whole API suite ≈ 5.5 min.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
