// Lighthouse (Debian chromium) performance and accessibility of the login page; targets >= 0.9 and 1.0.
// Needs the built console (npx vite build). Starts the app like the browser tests do (scripts/e2e-server.mjs,
// fresh embedded database). Prints figures; not part of npm test.   npx tsx bench/lighthouse.ts
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const PORT = process.env.E2E_PORT ?? '3993';
const URL_ = `http://127.0.0.1:${PORT}/login`;

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, E2E_PORT: PORT },
  stdio: 'ignore',
});
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('o servidor não respondeu em 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    // the staff console is used on desktops: the desktop preset is its measure; mobile is printed too
    for (const [preset, config] of [
      ['desktop', desktopConfig],
      ['móvel (padrão do Lighthouse)', undefined],
    ] as const) {
      const runs: { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number }[] =
        [];
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(
          URL_,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          },
          config,
        );
        const lhr = result!.lhr;
        runs.push({
          performance: lhr.categories.performance.score ?? 0,
          accessibility: lhr.categories.accessibility.score ?? 0,
          fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        });
        if (i === 0)
          for (const [id, audit] of Object.entries(lhr.audits))
            if (
              audit.score !== null &&
              audit.score < 1 &&
              lhr.categories.accessibility.auditRefs.some((r) => r.id === id)
            )
              console.log(`  acessibilidade a melhorar: ${id} — ${audit.title}`);
      }
      console.log(`\nPerfil ${preset} (ms: fcp, lcp, tbt)`);
      console.table(runs);
      // a run that could not load the page scores 0 everywhere: leave it out of the median
      const ok = runs.filter((r) => r.fcp > 0);
      const median = (k: 'performance' | 'accessibility') =>
        ok.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(ok.length / 2)];
      console.log(
        `Login (${preset}): desempenho ${median('performance')} (meta >= 0,9), acessibilidade ${median('accessibility')} (meta 1,0) — mediana de ${ok.length}`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}
