// Record labels (x-resource.recordLabel, issue 26) on list pages: 15-row pages of registers whose rows reference
// labelled records (talents → area path and salary range 'Job – Band'), the labelled registers' own pages and
// the pickers' label searches (?q=), with autocannon at 10 connections. Seeds 345 areas in four levels, 400 jobs
// with 5 bands each and 20,000 talents.   npx tsx bench/rotulos.ts [--seconds 6]
// Run it on the code before and after a change (a git worktree of each) to compare.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const SECONDS = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 6;
const TALENTS = 20_000;
const CPF = '52998224725';
const SENHA = 'bench-senha-123';

const dir = mkdtempSync(join(tmpdir(), 'gente-bench-rotulos-'));
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
const config = readConfig({
  GENTE_ADMIN_CPF: CPF,
  GENTE_ADMIN_SENHA: SENHA,
  GENTE_LOG_LEVEL: 'warn',
  GENTE_DATA_DIR: dir,
  GENTE_JOBS: 'false',
  PORT: '0',
});
const app = await buildApp({ config, databaseUrl: embedded.databaseUrl });
const pool = new pg.Pool({ connectionString: embedded.databaseUrl, max: 4 });

console.log('Semeando áreas, cargos, faixas e talentos...');
const t0 = Date.now();
// areas: 5 roots, 4 children each, 4 grandchildren each, 3 below those (345 in four levels)
await pool.query(`
  INSERT INTO area_organizacional (empresa_id, nome, ativo, created_by, updated_by)
  SELECT 1, 'Diretoria ' || g, true, 1, 1 FROM generate_series(1, 5) g`);
for (const [pai, nivel, filhos] of [
  ['Diretoria', 'Gerência', 4],
  ['Gerência', 'Setor', 4],
  ['Setor', 'Equipe', 3],
] as const)
  await pool.query(
    `INSERT INTO area_organizacional (empresa_id, nome, ativo, area_mae_id, created_by, updated_by)
     SELECT 1, $2 || ' ' || a.id || '.' || g, true, a.id, 1, 1
       FROM area_organizacional a CROSS JOIN generate_series(1, $3::int) g
      WHERE a.empresa_id = 1 AND a.nome LIKE $1 || ' %'`,
    [pai, nivel, filhos],
  );
await pool.query(`
  INSERT INTO cargo (empresa_id, nome, nome_mercado, ativa, created_by, updated_by)
  SELECT 1, 'Cargo ' || g, 'Cargo ' || g, true, 1, 1 FROM generate_series(1, 400) g`);
await pool.query(`
  INSERT INTO faixa_salarial (empresa_id, cargo_id, nome, codigo_cbo, created_by, updated_by)
  SELECT 1, c.id, b, '252105', 1, 1 FROM cargo c CROSS JOIN unnest(ARRAY['I','II','III','IV','V']) b
   WHERE c.empresa_id = 1`);
await pool.query(
  `INSERT INTO colaborador (empresa_id, nome, matricula, status, data_admissao, created_by, updated_by)
   SELECT 1, 'Talento ' || g, 'M' || g, 'A', DATE '2020-01-02', 1, 1 FROM generate_series(1, $1::int) g`,
  [TALENTS],
);
// the position comes from the history entry in force (posicao-atual.ts): a leaf area and a range each
await pool.query(
  `WITH folhas AS (SELECT array_agg(id ORDER BY id) ids FROM area_organizacional a
                    WHERE a.empresa_id = 1 AND NOT EXISTS (SELECT 1 FROM area_organizacional f WHERE f.area_mae_id = a.id)),
        faixas AS (SELECT array_agg(id ORDER BY id) ids FROM faixa_salarial WHERE empresa_id = 1)
   INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, area_organizacional_id, faixa_salarial_id,
                                      tipo_salario, salario, motivo, status, created_by, updated_by)
   SELECT 1, c.id, DATE '2020-01-02', folhas.ids[1 + c.id % array_length(folhas.ids, 1)],
          faixas.ids[1 + c.id % array_length(faixas.ids, 1)], 3, 2500, 'A', 'C', 1, 1
     FROM colaborador c, folhas, faixas WHERE c.empresa_id = 1`,
);
await pool.query('ANALYZE');
const n = async (t: string) => (await pool.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n;
console.log(
  `  ${((Date.now() - t0) / 1000).toFixed(1)} s: ${await n('area_organizacional')} áreas, ${await n('faixa_salarial')} faixas, ${await n('colaborador')} talentos`,
);

await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ cpf: CPF, senha: SENHA, empresaId: 1 }),
});
if (!login.ok) throw new Error(`login: ${login.status}`);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

type Result = { name: string; rps: number; p50: number; p95: number; p99: number; errors: number };
const results: Result[] = [];
function measure(name: string, url: string, seconds = SECONDS) {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, kind: 'get', seconds, cookie },
    });
    worker.once('message', (m: Omit<Result, 'name'>) => {
      if (name) {
        results.push({ name, ...m });
        console.log(`  ${name}: ${m.rps} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, erros ${m.errors}`);
      }
      resolve();
    });
    worker.once('error', reject);
  });
}

const api = `${base}/api/cargo-salario`;
const scenarios: [string, string][] = [
  ['talentos página 0 (registro inteiro)', `${api}/colaboradores?page=0&size=15`],
  [
    'talentos página 0 (colunas da lista)',
    `${api}/colaboradores?page=0&size=15&fields=nome,matricula,areaAtual,cargoAtual,status`,
  ],
  ['talentos ordenados por área', `${api}/colaboradores?page=0&size=15&sort=areaAtual,asc`],
  ['talentos nome=talento 1', `${api}/colaboradores?page=0&size=15&nome=talento%201`],
  ['faixas página 0', `${api}/faixas-salariais?page=0&size=15`],
  ['áreas página 0', `${api}/areas-organizacionais?page=0&size=15`],
  [
    'seletor de faixas q=cargo 12 iv',
    `${api}/faixas-salariais?page=0&size=20&q=cargo%2012%20iv&sort=rotulo,asc&fields=nome,rotulo`,
  ],
  [
    'seletor de áreas q=gerência equipe',
    `${api}/areas-organizacionais?page=0&size=20&q=ger%C3%AAncia%20equipe&sort=rotulo,asc&fields=nome,rotulo`,
  ],
  [
    'seletor de talentos q=talento 12',
    `${api}/colaboradores?page=0&size=20&q=talento%2012&sort=nome,asc&fields=nome,matricula,areaAtual,cargoAtual`,
  ],
];
const status = async (url: string) => (await fetch(url, { headers: { cookie } })).status;
console.log(`Medindo (${SECONDS} s cada, 10 conexões):`);
await measure('', scenarios[0]![1], 3);
for (const [name, url] of scenarios) {
  const s = await status(url);
  if (s !== 200) {
    console.log(`  ${name}: ${s} (não existe neste código)`);
    continue;
  }
  await measure(name, url);
}
console.table(results);

await app.close();
await pool.end();
await embedded.stop();
rmSync(dir, { recursive: true, force: true });
