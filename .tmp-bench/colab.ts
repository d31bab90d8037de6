import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const CPF = '52998224725';
const SENHA = 'bench-senha-123';
const dir = '/tmp/gente-bench-colab';
const embedded = await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
const databaseUrl = embedded.databaseUrl;
const config = readConfig({ GENTE_ADMIN_CPF: CPF, GENTE_ADMIN_SENHA: SENHA, GENTE_LOG_LEVEL: 'warn', GENTE_DATA_DIR: dir, PORT: '0' });
const app = await buildApp({ config, databaseUrl });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const q = (s: string, p: unknown[] = []) => pool.query(s, p);
let t0 = Date.now();
const seeded = Number((await q('SELECT count(*) FROM colaborador')).rows[0].count) > 0;
if (!seeded) {
// areas: 5 roots × 6 children × 6 grandchildren = 5 + 30 + 180 = 215
await q(`INSERT INTO area_organizacional (empresa_id, nome, ativo) SELECT 1, 'Raiz ' || g, true FROM generate_series(1,5) g`);
await q(`INSERT INTO area_organizacional (empresa_id, nome, ativo, area_mae_id) SELECT 1, 'Filha ' || r.id || '-' || g, true, r.id FROM area_organizacional r, generate_series(1,6) g WHERE r.area_mae_id IS NULL`);
await q(`INSERT INTO area_organizacional (empresa_id, nome, ativo, area_mae_id) SELECT 1, 'Neta ' || r.id || '-' || g, true, r.id FROM area_organizacional r, generate_series(1,6) g WHERE r.nome LIKE 'Filha %'`);
await q(`INSERT INTO cargo (empresa_id, nome, nome_mercado, ativa) SELECT 1, 'Cargo ' || g, 'Cargo ' || g, true FROM generate_series(1,50) g`);
await q(`INSERT INTO faixa_salarial (empresa_id, cargo_id, nome) SELECT 1, c.id, 'F' || g FROM cargo c, generate_series(1,3) g`);
await q(`INSERT INTO colaborador (empresa_id, nome, matricula, data_admissao, status, data_desligamento, vinculo)
  SELECT 1, 'Colaborador ' || md5(g::text), lpad(g::text, 6, '0'), date '2010-01-01' + (g % 1000),
    CASE WHEN g % 20 < 16 THEN 'A' WHEN g % 20 < 19 THEN 'D' ELSE 'G' END,
    CASE WHEN g % 20 >= 16 AND g % 20 < 19 THEN date '2024-01-01' END, 'E'
  FROM generate_series(1, 50000) g`);
const areas = (await q(`SELECT array_agg(id) a FROM area_organizacional`)).rows[0].a;
const faixas = (await q(`SELECT array_agg(id) a FROM faixa_salarial`)).rows[0].a;
await q(`INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, area_organizacional_id, faixa_salarial_id, tipo_salario, salario, motivo, status)
  SELECT 1, c.id, c.data_admissao + k * 400, ($1::int[])[1 + ((c.id * 7 + k * 13) % cardinality($1::int[]))],
    ($2::int[])[1 + ((c.id * 3 + k) % cardinality($2::int[]))], 3, 2000 + k * 100, CASE WHEN k = 0 THEN 'A' ELSE 'RI' END, 'C'
  FROM colaborador c, generate_series(0, 9) k`, [areas, faixas]);
await q('VACUUM ANALYZE');
}
console.log('seed', Date.now() - t0, 'ms', (await q('SELECT count(*) FROM historico_colaborador')).rows[0], (await q(`SELECT count(*) FROM historico_colaborador WHERE data_fim IS NULL`)).rows[0]);

const login = await app.inject({ method: 'POST', url: '/api/login', payload: { cpf: CPF, senha: SENHA, empresaId: 1 } });
const cookie = String(login.headers['set-cookie']).split(';')[0];
const root = (await q(`SELECT id FROM area_organizacional WHERE nome = 'Raiz 1'`)).rows[0].id;
const filha = (await q(`SELECT id FROM area_organizacional WHERE area_mae_id = $1 LIMIT 1`, [root])).rows[0].id;
const neta = (await q(`SELECT id FROM area_organizacional WHERE area_mae_id = $1 LIMIT 1`, [filha])).rows[0].id;
const allRoots = (await q(`SELECT string_agg(id::text, ',') s FROM area_organizacional WHERE area_mae_id IS NULL`)).rows[0].s;
async function measure(name: string, url: string, n = 200) {
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
  const times: number[] = [];
  let res: any;
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    res = await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const body = res.json();
  console.log(`${name}: p50 ${times[n / 2].toFixed(1)} p95 ${times[Math.floor(n * 0.95)].toFixed(1)} ms, total ${body.totalElements}, status ${res.statusCode}`);
}
const B = '/api/cargo-salario/colaboradores';
if (!process.argv.includes('--no-measure')) {
await measure('list page0 unfiltered', `${B}?page=0`);
await measure('root subtree + A', `${B}?page=0&areasIds=${root}&status=A`);
await measure('filha subtree + A', `${B}?page=0&areasIds=${filha}&status=A`);
await measure('neta + A', `${B}?page=0&areasIds=${neta}&status=A`);
await measure('all roots + A', `${B}?page=0&areasIds=${allRoots}&status=A`);
await measure('root subtree + D,U page 5', `${B}?page=5&areasIds=${root}&status=D,U`);
await measure('root subtree + A past date', `${B}?page=0&areasIds=${root}&status=A&data=2015-06-01`);
await measure('participantes root + A', `${B}/participantes?areasIds=${root}&status=A`);
}
const ex = process.argv.indexOf('--explain');
if (ex > 0) {
  const text = (await import('node:fs')).readFileSync(process.argv[ex + 1], 'utf8').replaceAll(':root', String(root));
  for (const stmt of text.split(';;').map((x) => x.trim()).filter(Boolean)) {
    const { rows } = await q(`EXPLAIN (ANALYZE, BUFFERS) ${stmt}`);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
if (false) {
  const { rows } = await q(`EXPLAIN (ANALYZE, BUFFERS) SELECT count(*) FROM colaborador t WHERE t.empresa_id = 1 AND t.status = ANY('{A}') AND t.id IN (SELECT h.colaborador_id FROM historico_colaborador h WHERE h.empresa_id = 1 AND status IS DISTINCT FROM 'X' AND h.data <= '2026-01-15'::date AND coalesce(data_fim, 'infinity'::date) >= '2026-01-15'::date AND h.area_organizacional_id IN (WITH RECURSIVE sub(id) AS (SELECT id FROM area_organizacional WHERE empresa_id = 1 AND id = ANY('{${root}}'::int[]) UNION SELECT a.id FROM area_organizacional a JOIN sub ON a.area_mae_id = sub.id) SELECT id FROM sub))`);
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await app.close();
await pool.end();
await embedded.stop?.();
process.exit(0);
