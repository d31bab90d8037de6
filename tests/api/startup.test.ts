import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPostmasterPid, stopOrphanedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { isProcessAlive } from '../../src/server/db/process-lock.ts';

// The real entry point as a real process, with the embedded PostgreSQL (DATABASE_URL removed even in CI).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const spawned: ChildProcess[] = [];
let dataDir: string;
let first: Running;
let recovered: Running;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startGente(): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GENTE_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    GENTE_ADMIN_CPF: '52998224725',
    GENTE_ADMIN_SENHA: 'Senha-Forte-2024!',
    GENTE_LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, output: () => output, exited };
}

async function health(port: number): Promise<number | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

async function waitForHealth(running: Running, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if ((await health(running.port)) === 200) return;
    if (exited) throw new Error(`o Gente terminou antes de ficar pronto:\n${running.output()}`);
    await delay(200);
  }
  throw new Error(`o Gente não respondeu /api/health em ${timeoutMs} ms:\n${running.output()}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    delay(ms).then(() => {
      throw new Error(`${what}: nada em ${ms} ms`);
    }),
  ]);
}

describe('process start-up with the embedded PostgreSQL', () => {
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gente-startup-'));
  });

  afterAll(async () => {
    for (const child of spawned) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (dataDir) {
      await stopOrphanedPostgres(path.join(dataDir, 'postgres')).catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers GET /api/health once ready', { timeout: 150_000 }, async () => {
    first = await startGente();
    await waitForHealth(first);
    const lock = fs.readFileSync(path.join(dataDir, 'gente.lock'), 'utf8');
    expect(lock.split('\n')[0]).toBe(String(first.child.pid));
    expect(fs.statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    expect(first.output()).not.toContain(password);
  });

  it('refuses a second start on the same data directory at once, leaving the first running', async () => {
    const startedAt = Date.now();
    const second = await startGente();
    const { code } = await withTimeout(second.exited, 10_000, 'segunda instância');
    expect(code).not.toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(second.output()).toMatch(/já está em execução/);
    expect(second.output()).toContain(`PID ${first.child.pid}`);
    expect(second.output()).toContain('gente.lock');
    expect(await health(first.port)).toBe(200);
  });

  it('recovers after kill -9 (orphaned postgres, stale postmaster.pid and lock)', {
    timeout: 150_000,
  }, async () => {
    const orphan = readPostmasterPid(path.join(dataDir, 'postgres'));
    expect(orphan && isProcessAlive(orphan.pid)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    // The scenario under test: the server outlives its parent.
    expect(isProcessAlive(orphan!.pid)).toBe(true);

    recovered = await startGente();
    await waitForHealth(recovered);
    expect(isProcessAlive(orphan!.pid)).toBe(false);
    const now = readPostmasterPid(path.join(dataDir, 'postgres'));
    expect(now?.pid).not.toBe(orphan!.pid);
  });

  it('shuts down cleanly on SIGTERM: exit 0, no postgres left, lock released', async () => {
    const server = readPostmasterPid(path.join(dataDir, 'postgres'));
    expect(server && isProcessAlive(server.pid)).toBe(true);
    recovered.child.kill('SIGTERM');
    const { code, signal } = await withTimeout(recovered.exited, 25_000, 'encerramento');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(isProcessAlive(server!.pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'gente.lock'))).toBe(false);
  });
});
