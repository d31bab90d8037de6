// API benchmark (not part of npm test): seeds 100,000 rows in one register and measures, with autocannon at
// 10 connections, GET by id, list page 0, a deep page, a text search and POST through the engine, and GET by
// id through a minimal Fastify + pg handler as the baseline.   npx tsx bench/api.ts [--seconds 8]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { createEngine } from '../src/server/platform.ts';
import { loadSchemas } from '../src/server/schema-loader.ts';

const ROWS = 100_000;
const SECONDS = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 8;
const CPF = '52998224725';
const SENHA = 'bench-senha-123';
const WORDS = [
  'Entrevista',
  'Dinâmica',
  'Prova',
  'Análise',
  'Teste',
  'Avaliação',
  'Exame',
  'Conversa',
  'Técnica',
  'Gestor',
];

const dir = mkdtempSync(join(tmpdir(), 'gente-bench-'));
const externalUrl = process.env.DATABASE_URL;
const embedded = externalUrl
  ? undefined
  : await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
const databaseUrl = externalUrl ?? embedded!.databaseUrl;

const config = readConfig({
  GENTE_ADMIN_CPF: CPF,
  GENTE_ADMIN_SENHA: SENHA,
  GENTE_LOG_LEVEL: process.env.GENTE_LOG_LEVEL ?? 'warn',
  GENTE_DATA_DIR: dir,
  PORT: '0',
});
const app = await buildApp({ config, databaseUrl });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

console.log(`Semeando ${ROWS.toLocaleString('pt-BR')} etapas seletivas...`);
const t0 = Date.now();
await pool.query('TRUNCATE etapa_seletiva RESTART IDENTITY CASCADE');
await pool.query(
  `INSERT INTO etapa_seletiva (empresa_id, ordem, nome, analise_comportamental)
   SELECT 1, (g % 999) + 1, ($1::text[])[1 + g % 10] || ' ' || ($1::text[])[1 + (g / 10) % 10] || ' ' || g, g % 2 = 0
   FROM generate_series(1, ${ROWS}) g`,
  [WORDS],
);
await pool.query('VACUUM ANALYZE etapa_seletiva');
console.log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s`);

await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ cpf: CPF, senha: SENHA, empresaId: 1 }),
});
if (!login.ok) throw new Error(`login: ${login.status}`);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

// Baseline: the least a GET by id can do on this stack (no session, no engine).
const baseline = Fastify({ logger: false });
baseline.get('/etapas/:id', async (request) => {
  const { rows } = await pool.query(
    'SELECT id, ordem, nome, analise_comportamental AS "analiseComportamental" FROM etapa_seletiva WHERE id = $1 AND empresa_id = 1',
    [Number((request.params as { id: string }).id)],
  );
  return rows[0];
});
await baseline.listen({ port: 0, host: '127.0.0.1' });
const baselineUrl = `http://127.0.0.1:${(baseline.server.address() as { port: number }).port}`;

type Result = { name: string; rps: number; p50: number; p95: number; p99: number; errors: number };
const results: Result[] = [];

function measure(
  name: string,
  scenario: { url: string; kind: 'get' | 'getRandom' | 'post'; pathPrefix?: string },
  seconds = SECONDS,
) {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { ...scenario, seconds, cookie, rows: ROWS },
    });
    worker.once('message', (m: Omit<Result, 'name'>) => {
      if (!name) return resolve(); // warm-up
      results.push({ name, ...m });
      console.log(
        `  ${name}: ${m.rps} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, erros ${m.errors}`,
      );
      resolve();
    });
    worker.once('error', reject);
  });
}

const api = `${base}/api/captacao/etapas-seletivas`;
console.log(`Medindo (${SECONDS} s cada, 10 conexões, carga numa thread à parte):`);
// warm-up: JIT, connection pools and caches of both servers, so neither pays them inside its measurement
await measure('', { url: api, kind: 'getRandom', pathPrefix: '/api/captacao/etapas-seletivas/' }, 3);
await measure('', { url: baselineUrl, kind: 'getRandom', pathPrefix: '/etapas/' }, 3);
await measure('GET por id (motor)', {
  url: api,
  kind: 'getRandom',
  pathPrefix: '/api/captacao/etapas-seletivas/',
});
await measure('GET por id (baseline Fastify + pg)', {
  url: baselineUrl,
  kind: 'getRandom',
  pathPrefix: '/etapas/',
});
await measure('lista página 0', { url: `${api}?page=0&size=15`, kind: 'get' });
await measure('lista página profunda (offset 90.000)', { url: `${api}?page=6000&size=15`, kind: 'get' });
await measure('busca de texto (nome=tecnica)', { url: `${api}?page=0&size=15&nome=tecnica`, kind: 'get' });
await measure('POST', { url: api, kind: 'post' });

const engine = results[0].rps;
const baseRps = results[1].rps;
console.log('\nResumo');
console.table(results);
console.log(`Motor / baseline em GET por id: ${(engine / baseRps).toFixed(2)} (meta >= 0,70)`);
console.log(`Lista página 0 p95: ${results[2].p95} ms (meta <= 25 ms a 100 mil linhas)`);

// Audit overhead: the same updates through the repository with and without the audit entry, in
// alternating rounds (A B A B …) so machine noise hits both alike; 10 updates in flight at a time.
console.log('\nCusto da auditoria (PUT pelo repositório, 10 simultâneos, rodadas alternadas):');
const { db: auditDb } = createDatabase(databaseUrl, 10, { randomPageCost: config.pgRandomPageCost });
const engineDirect = await createEngine(auditDb, loadSchemas().registry);
const repo = engineDirect.repository('captacao/etapas-seletivas');
const session = {
  id: 'bench',
  userId: 1,
  userName: 'bench',
  empresaId: 1,
  empresasIds: [1],
  authorities: new Set<string>(),
  isAdmin: true,
};
async function updates(audit: boolean, n: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const id = 1 + ((i * 7919) % ROWS);
      const t = performance.now();
      await repo.update(
        session,
        id,
        { ordem: 1 + (i % 999), nome: `Etapa ${id} ${i}`, analiseComportamental: i % 2 === 0 },
        { audit },
      );
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return times;
}
await updates(true, 500); // warm-up
const withAudit: number[] = [];
const withoutAudit: number[] = [];
const roundStart = { com: 0, sem: 0 };
for (let round = 0; round < 6; round++) {
  let t = performance.now();
  withAudit.push(...(await updates(true, 1000)));
  roundStart.com += performance.now() - t;
  t = performance.now();
  withoutAudit.push(...(await updates(false, 1000)));
  roundStart.sem += performance.now() - t;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];
const fmt = (x: number) => x.toFixed(2);
console.log(
  `  com auditoria: ${fmt(roundStart.com / 6)} ms por 1.000, p50 ${fmt(pct(withAudit, 0.5))} ms, p95 ${fmt(pct(withAudit, 0.95))} ms`,
);
console.log(
  `  sem auditoria: ${fmt(roundStart.sem / 6)} ms por 1.000, p50 ${fmt(pct(withoutAudit, 0.5))} ms, p95 ${fmt(pct(withoutAudit, 0.95))} ms`,
);
console.log(
  `  razão (tempo total com / sem): ${(roundStart.com / roundStart.sem).toFixed(2)} (meta <= 1,30)`,
);
await auditDb.destroy();

await baseline.close();
await app.close();
await pool.end();
await embedded?.stop();
rmSync(dir, { recursive: true, force: true });
