import { defineConfig } from 'vitest/config';

// Playwright specs (tests/e2e) are never picked up: each project lists its own globs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL for the run; each test file creates its own database on it.
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          // Two cores: API files run one at a time (each one already talks to a real server).
          fileParallelism: false,
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
