// What the benchmarks on the demo data share: a throwaway embedded PostgreSQL (or DATABASE_URL), the demo
// seeded by its own CLI in a child process (so this process never holds the plan: its memory figures are
// the app's), the app in-process listening on a free port, an administrator session on the demo's first
// company, and autocannon runs on a worker thread (load-worker.mjs) as in bench/api.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const CPF = '52998224725';
const SENHA = 'bench-senha-123';

export type AmbienteDemo = {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  base: string;
  cookie: string;
  empresaId: number;
  databaseUrl: string;
  pool: pg.Pool;
  segundosSemeadura: number;
  fechar(): Promise<void>;
};

/** `--nome valor` of the command line, as a number (or the default). */
export function argumento(nome: string, padrao: number): number {
  const i = process.argv.indexOf(nome);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : padrao;
}

/**
 * Seeds the demo (`npm run demo -- --escala … --empresas … [--candidatos …]`) and starts the app on it.
 * `semear: false` uses the database of DATABASE_URL as it is (a demo seeded before, to measure again).
 */
export async function prepararAmbienteDemo(opts: {
  escala: number;
  empresas: number;
  candidatos?: number;
  semear?: boolean;
}): Promise<AmbienteDemo> {
  const dir = mkdtempSync(join(tmpdir(), 'gente-bench-demo-'));
  const externa = process.env.DATABASE_URL;
  const embedded = externa
    ? undefined
    : await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
  const databaseUrl = externa ?? embedded!.databaseUrl;
  const env = {
    GENTE_ADMIN_CPF: CPF,
    GENTE_ADMIN_SENHA: SENHA,
    GENTE_LOG_LEVEL: process.env.GENTE_LOG_LEVEL ?? 'warn',
    GENTE_DATA_DIR: dir,
  };

  const t0 = performance.now();
  if (opts.semear === false && !externa) throw new Error('Sem semear, informe o banco em DATABASE_URL.');
  if (opts.semear !== false) await semear(opts, databaseUrl, env);
  const segundosSemeadura = (performance.now() - t0) / 1000;

  const config = readConfig({ ...env, PORT: '0' });
  const app = await buildApp({ config, databaseUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {});
  // a database seeded earlier got its administrator password at its own first start: use the bench's
  if (opts.semear === false)
    await pool.query('UPDATE usuario SET senha = $1 WHERE id = 1', [await hashPassword(SENHA)]);
  // the demo's companies come after the first start's "Empresa Padrão": the first one is the largest
  const empresaId = (await pool.query<{ id: number }>('SELECT min(id) AS id FROM empresa WHERE id > 1'))
    .rows[0]!.id;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: CPF, senha: SENHA, empresaId }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return {
    app,
    base,
    cookie,
    empresaId,
    databaseUrl,
    pool,
    segundosSemeadura,
    async fechar() {
      await app.close();
      await pool.end();
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo CLI in a child process (this process never holds the plan: its memory figures are the app's). */
function semear(
  opts: { escala: number; empresas: number; candidatos?: number },
  databaseUrl: string,
  env: Record<string, string>,
): Promise<void> {
  console.log(
    `Semeando a demonstração (escala ${opts.escala}, ${opts.empresas} empresa(s)` +
      `${opts.candidatos === undefined ? '' : `, ${opts.candidatos} candidatos`}) num processo à parte…`,
  );
  return new Promise<void>((resolve, reject) => {
    const filho = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/demo.ts',
        '--escala',
        String(opts.escala),
        '--empresas',
        String(opts.empresas),
        ...(opts.candidatos === undefined ? [] : ['--candidatos', String(opts.candidatos)]),
      ],
      {
        cwd: RAIZ,
        env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // only the progress lines: the summary tables of the CLI are not this benchmark's figures
    filho.stdout.on('data', (b: Buffer) => {
      for (const linha of b.toString().split('\n'))
        if (/linha\(s\) em|Tempo total|Plano pronto/.test(linha)) console.log(`  ${linha.trim()}`);
    });
    filho.once('error', reject);
    filho.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo terminou com código ${code}`)),
    );
  });
}

export type Carga = { rps: number; p50: number; p95: number; p99: number; errors: number };

/** GETs `url` with 10 connections for `segundos` on a worker thread; latencies in ms. */
export function medirCarga(url: string, cookie: string, segundos: number): Promise<Carga> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, kind: 'get', seconds: segundos, cookie },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Latency of `n` GETs one after the other (no queueing behind other requests): p50 and p95 in ms. */
export async function latenciaSequencial(
  url: string,
  cookie: string,
  n = 40,
): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: Math.round(ms[Math.floor(n * 0.5)]!), p95: Math.round(ms[Math.ceil(n * 0.95) - 1]!) };
}

export const mediana = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A JSON call to the app's API with the demo session: the answer's body, or an error naming the call. */
export function chamadaApi(base: string, cookie: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}/api/${url}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
}
