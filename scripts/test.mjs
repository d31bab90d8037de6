// `npm test`: everything a change can break, in order, stopping at the first failure.
// GENTE_TEST_SKIP_E2E=1 skips the browser tests (local iterations only; CI runs them).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
// vitest.config.ts writes here the errors thrown outside a test, repeated below if the run fails
const errorsDir = mkdtempSync(join(tmpdir(), 'gente-testes-'));
const errorsFile = join(errorsDir, 'erros.txt');
const steps = [
  [
    'Arquivos gerados e schemas (meta-schema, x-ref, desatualização)',
    'npx',
    ['tsx', 'scripts/generate.ts', '--check'],
  ],
  ['Verificação de tipos', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint e formatação (Biome)', 'npx', ['biome', 'check', '.']],
  ['Testes unitários e de API (vitest, PostgreSQL real)', 'npx', ['vitest', 'run']],
];
const e2e = process.env.GENTE_TEST_SKIP_E2E !== '1' && existsSync('playwright.config.ts');
if (e2e) {
  steps.push(['Build do console e do portal (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn']]);
  steps.push([
    'Primeira carga do console (até 250 KB gzip) e importações entre os arquivos do build',
    'node',
    ['scripts/console-budget.mjs'],
  ]);
  steps.push(['Chromium do Debian', 'node', ['scripts/ensure-chromium.mjs']]);
  steps.push(['Testes de navegador (Playwright + chromium)', 'npx', ['playwright', 'test']]);
}

for (const [title, cmd, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', GENTE_TESTES_ERROS: errorsFile },
  });
  if (res.status !== 0) {
    if (existsSync(errorsFile))
      console.error(`\nErros fora dos testes:\n${readFileSync(errorsFile, 'utf8')}`);
    console.error(`\nFALHOU: ${title} (código ${res.status ?? res.signal})`);
    rmSync(errorsDir, { recursive: true, force: true });
    process.exit(res.status || 1);
  }
  console.log(`--- ok em ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
rmSync(errorsDir, { recursive: true, force: true });
if (!e2e) console.log('\n(testes de navegador pulados: GENTE_TEST_SKIP_E2E=1)');
console.log(`\nnpm test concluído em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
