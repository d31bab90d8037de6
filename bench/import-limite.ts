// Import limit benchmark (not part of npm test): a ~5 MB XLSX holding 1,000,000 rows (the file that once held
// every request for ~56 s and took 1.6 GB) sent to /importar, first one at a time, then again and again,
// back to back (from another process), while a list is read at 10 connections (autocannon on a worker
// thread). Targets: each import refused (400, the limit in Portuguese) in ≤ 1 s; the list's p95 ≤ 50 ms
// while the imports run. Also the list alone (the baseline: what the machine gives now), the server
// process's RSS before and at its peak, and the machine's load.
//   npx tsx bench/import-limite.ts [--linhas 1000000] [--seconds 6]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_MSG } from '../src/server/spreadsheets/import.ts';
import { bigXlsx } from '../tests/helpers/xlsx-bruto.ts';
import { appNovo } from './app-novo.ts';
import { argumento, medirCarga } from './demo-ambiente.ts';

const LINHAS = argumento('--linhas', 1_000_000);
const SECONDS = argumento('--seconds', 6);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { app, cookie, encerrar } = await appNovo('import-limite');
for (let i = 1; i <= 200; i++)
  await app.inject({
    method: 'POST',
    url: '/api/cargo-salario/areas-organizacionais',
    payload: { nome: `Área ${i}` },
    headers: { cookie },
  });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const LISTA = `${base}/api/cargo-salario/areas-organizacionais?page=0&size=20&sort=nome,asc`;

const t0 = performance.now();
// one column of 100 repeated names, as a spreadsheet program writes it: ~5 MB for a million rows
const file = await bigXlsx(['Nome *'], LINHAS, { distinct: 100 });
console.log(
  `XLSX de ${(file.length / 1024 / 1024).toFixed(2)} MB com ${LINHAS.toLocaleString('pt-BR')} linhas ` +
    `(gerado em ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);

/** One import of the file: the time until the answer (ms) and the answer. */
async function importar() {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(file)]), 'cargos.xlsx');
  const t = performance.now();
  const res = await fetch(`${base}/api/cargo-salario/cargos/importar`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const body = (await res.json()) as { message: string };
  return { ms: performance.now() - t, resposta: `${res.status} ${body.message}` };
}

// The import client of the parallel phase in a process of its own (its memory and CPU are not the
// server's): posts the file back to back until told to stop, then answers each refusal's time and answer.
const IMPORTADOR = `
const { readFileSync } = require('node:fs');
const [url, cookie, path] = process.argv.slice(1);
const file = readFileSync(path);
let stop = false;
process.on('message', () => { stop = true; });
(async () => {
  const times = [];
  const answers = new Set();
  while (!stop) {
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(file)]), 'cargos.xlsx');
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', body: form, headers: { cookie } });
    const body = await res.json();
    times.push(performance.now() - t0);
    answers.add(res.status + ' ' + body.message);
  }
  process.send({ times, answers: [...answers] }, () => process.exit(0));
})();`;

/** RSS of this process (the server, and autocannon's thread) sampled every 20 ms while `work` runs. */
async function comPicoRss<T>(work: () => Promise<T>): Promise<{ result: T; pico: number }> {
  let pico = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage.rss());
  }, 20);
  try {
    return { result: await work(), pico };
  } finally {
    clearInterval(sampler);
  }
}

const resumo = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!);
  return { n: sorted.length, mediana: pct(0.5), p95: pct(0.95), máximo: Math.round(sorted.at(-1)!) };
};

await medirCarga(LISTA, cookie, 2); // warm-up: JIT, pools, caches
await importar();
const alone = await medirCarga(LISTA, cookie, SECONDS);
const rssAntes = process.memoryUsage.rss();

// imports one at a time, nothing else running
const { result: sozinhas, pico: picoSozinhas } = await comPicoRss(async () => {
  const r: Awaited<ReturnType<typeof importar>>[] = [];
  for (let i = 0; i < 5; i++) r.push(await importar());
  return r;
});

// imports back to back while the list is read
const dir = mkdtempSync(join(tmpdir(), 'gente-import-limite-'));
writeFileSync(join(dir, 'milhao.xlsx'), file);
const child = spawn(
  process.execPath,
  ['-e', IMPORTADOR, `${base}/api/cargo-salario/cargos/importar`, cookie, join(dir, 'milhao.xlsx')],
  { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
);
const paralelas = new Promise<{ times: number[]; answers: string[] }>((resolve) =>
  child.once('message', resolve as never),
);
const { result: during, pico: picoParalelo } = await comPicoRss(async () => {
  await new Promise((r) => setTimeout(r, 300)); // the first import under way
  return medirCarga(LISTA, cookie, SECONDS);
});
child.send('parar');
const imports = await paralelas;
rmSync(dir, { recursive: true, force: true });

const respostas = new Set([...sozinhas.map((r) => r.resposta), ...imports.answers]);
console.log(`Respostas da importação: ${[...respostas].join(' | ')}`);
if ([...respostas].some((a) => a !== `400 ${IMPORT_MSG.tooMany}`)) throw new Error('resposta inesperada');
console.table({
  'importação recusada, uma por vez (ms)': { ...resumo(sozinhas.map((r) => r.ms)), meta: '≤ 1000' },
  'importação recusada, em sequência com a lista (ms)': { ...resumo(imports.times), meta: '≤ 1000' },
});
console.table({
  'lista sozinha': { ...alone, meta: '' },
  'lista durante as importações': { ...during, meta: 'p95 ≤ 50' },
});
console.log(
  `RSS do servidor (e da thread do autocannon): ${mb(rssAntes)} antes; pico ${mb(picoSozinhas)} com as ` +
    `importações uma por vez, ${mb(picoParalelo)} em sequência com a lista; carga da máquina ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
await encerrar();
