// Candidate portal benchmark (not part of npm test). Needs a build (npx vite build) and /usr/bin/chromium.
//   npx tsx bench/portal.ts [--runs 3] [--sem-lighthouse] [--relatorios /tmp/dir]
// --relatorios saves each Lighthouse run's JSON report there (to read its opportunities and diagnostics).
// Prints:
//  1. the gzip size of the JavaScript and CSS of the portal's first page (target: JS <= 80 KB gzip): the
//     static closure of externo/index.html in Vite's manifest, and what chromium actually fetches on
//     /externo/login?empresaId=1 until the form shows;
//  2. Lighthouse with its default mobile preset (targets: performance >= 0.95, accessibility 1.0, best
//     practices >= 0.95) on /externo/login, /externo/anuncios (a candidate's session) and the registration
//     form, median of the runs.
// The app runs in this process on a fresh embedded PostgreSQL; a candidate is made through the staff API.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';
import { DIST, entryFiles, gzipOf, kb, sumGzip } from './manifest.ts';

const arg = (name: string) => process.argv.indexOf(name);
const RUNS = Number(process.argv[arg('--runs') + 1]) || 3;
const LIGHTHOUSE = arg('--sem-lighthouse') < 0;
const RELATORIOS = arg('--relatorios') > 0 ? process.argv[arg('--relatorios') + 1] : undefined;
const ADMIN = { cpf: '52998224725', senha: 'bench-senha-123' };
const CANDIDATO = { cpf: '11144477735', senha: 'senha-do-candidato' };
const BUDGET_KB = 80;
if (!existsSync(new URL('externo/index.html', DIST))) {
  console.error('dist/externo/index.html não encontrado: rode `npx vite build` antes do benchmark.');
  process.exit(1);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// --- 1a. the static closure of the portal's entry, from the manifest ---------------------------------
const entrada = entryFiles('externo/index.html');
console.log(
  `Carga de ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min) em ${availableParallelism()} núcleos`,
);
console.log(
  `/externo pelo manifesto do Vite: ${entrada.js.length} arquivos JS, ${kb(sumGzip(entrada.js))} gzip (meta <= ${BUDGET_KB} KB); CSS ${kb(sumGzip(entrada.css))} gzip`,
);

const dir = mkdtempSync(join(tmpdir(), 'gente-bench-portal-'));
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres') });
const config = readConfig({
  GENTE_ADMIN_CPF: ADMIN.cpf,
  GENTE_ADMIN_SENHA: ADMIN.senha,
  GENTE_LOG_LEVEL: 'warn',
  GENTE_DATA_DIR: dir,
  GENTE_JOBS: 'false',
  PORT: '0',
});
const app = await buildApp({ config, databaseUrl: embedded.databaseUrl });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // --- a candidate of company 1, made by HR, and their portal session ----------------------------
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, empresaId: 1 }),
  });
  if (!login.ok) throw new Error(`login da equipe: ${login.status}`);
  const staff = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number };
  };
  const area = await post('cargo-salario/areas-organizacionais', { nome: 'Lojas' });
  const cargo = await post('cargo-salario/cargos', {
    nome: 'Vendedor',
    nomeMercado: 'Vendedor',
    areasOrganizacionais: [area.id],
    exibirModuloExterno: true,
  });
  await post('captacao/candidatos', { nome: 'Ana Souza', cargos: [cargo.id], ...CANDIDATO });
  const entrada = await fetch(`${base}/api/externo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...CANDIDATO, empresaId: '1' }).toString(),
  });
  if (!entrada.ok) throw new Error(`login do candidato: ${entrada.status}`);
  const candidato = (entrada.headers.get('set-cookie') ?? '').split(';')[0]!;

  // --- 1b. what chromium fetches on the first page --------------------------------------------------
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const fetched = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\.(js|css)$/.test(path)) fetched.add(path.replace(/^\//, ''));
    });
    await page.goto(`${base}/externo/login?empresaId=1`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^CPF/ }).waitFor();
    const js = [...fetched].filter((f) => f.endsWith('.js'));
    const total = sumGzip(js);
    console.log(
      `Primeira página (/externo/login) no navegador: ${js.length} arquivos JS, ${kb(total)} gzip — ${total <= BUDGET_KB * 1024 ? 'dentro' : 'FORA'} da meta de ${BUDGET_KB} KB; CSS ${kb(sumGzip([...fetched].filter((f) => f.endsWith('.css'))))} gzip`,
    );
    for (const f of js) console.log(`  ${f}: ${kb(gzipOf(f))}`);
  } finally {
    await browser.close();
  }

  // --- 2. Lighthouse, default mobile preset --------------------------------------------------------
  if (LIGHTHOUSE) {
    const paginas = [
      ['/externo/login?empresaId=1', undefined],
      ['/externo/anuncios?empresaId=1', candidato],
      ['/externo/candidatos/new?empresaId=1', undefined],
    ] as const;
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      for (const [path, cookie] of paginas) {
        const runs: Record<string, number>[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(`${base}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          });
          const lhr = result!.lhr;
          if (RELATORIOS) {
            mkdirSync(RELATORIOS, { recursive: true });
            const nome = new URL(path, base).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
            writeFileSync(join(RELATORIOS, `${nome}-${i + 1}.json`), JSON.stringify(lhr));
          }
          const score = (c: string) => lhr.categories[c]?.score ?? 0;
          runs.push({
            desempenho: score('performance'),
            acessibilidade: score('accessibility'),
            boasPraticas: score('best-practices'),
            fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
            lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          });
          if (i === 0) {
            // where the main thread's time goes (Lighthouse's bootup-time: scripting per file)
            const bootup =
              (lhr.audits['bootup-time']?.details as { items?: Record<string, any>[] })?.items ?? [];
            for (const item of bootup.slice(0, 4))
              console.log(
                `  ${path} — script ${String(item.url).replace(base, '')}: ${Math.round(item.scripting)} ms de execução`,
              );
          }
          if (i === 0)
            for (const categoria of ['accessibility', 'best-practices'])
              for (const ref of lhr.categories[categoria]?.auditRefs ?? []) {
                const audit = lhr.audits[ref.id];
                if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0)
                  console.log(`  ${path} — ${categoria} a melhorar: ${ref.id} (${audit.title})`);
              }
        }
        // a run that could not load the page scores 0 everywhere: left out of the median
        const ok = runs.filter((r) => r.fcp! > 0);
        const m = (k: string) => median(ok.map((r) => r[k]!));
        console.log(
          `Lighthouse móvel ${path}: desempenho ${m('desempenho')} (meta >= 0,95), acessibilidade ${m('acessibilidade')} (meta 1,0), boas práticas ${m('boasPraticas')} (meta >= 0,95); FCP ${m('fcp')} ms, LCP ${m('lcp')} ms, TBT ${m('tbt')} ms — mediana de ${ok.length}`,
        );
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  await app.close();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
