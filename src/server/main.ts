import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Config, ConfigError, readConfig } from './config.ts';
import {
  type EmbeddedPostgres,
  EmbeddedPostgresError,
  startEmbeddedPostgres,
} from './db/embedded-postgres.ts';
import { acquireProcessLock, type ProcessLock, ProcessLockError } from './db/process-lock.ts';

/** A start-up failure whose message is already a complete Portuguese sentence. */
class StartupError extends Error {
  override name = 'StartupError';
}

const MIN_SERVER_VERSION = 150000;
const debug = ['debug', 'trace'].includes((process.env.GENTE_LOG_LEVEL ?? '').trim().toLowerCase());

let config: Config | undefined;
let lock: ProcessLock | undefined;
let postgres: EmbeddedPostgres | undefined;
let app: FastifyInstance | undefined;
let started = false;
let stopRequested = false;
let shuttingDown = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopRequested) return; // a second Ctrl-C (or the npm wrapper forwarding it) changes nothing
    stopRequested = true;
    if (started) void shutdown(0, `Sinal ${signal} recebido; encerrando o Gente…`);
    // Otherwise start-up notices the request at its next step.
  });
}

process.on('uncaughtException', (error) => fatal(error));
process.on('unhandledRejection', (reason) => fatal(reason));

await start();

async function start(): Promise<void> {
  try {
    config = readConfig();
    const current = config;
    let databaseUrl = current.databaseUrl;
    if (databaseUrl === undefined) {
      lock = acquireProcessLock(current.dataDir);
      postgres = await startEmbeddedPostgres({
        databaseDir: path.join(current.dataDir, 'postgres'),
        passwordFile: path.join(current.dataDir, 'postgres-password'),
        database: 'gente',
        onNotice: (message) => info(message),
        onServerLog: debug ? (text) => process.stderr.write(prefixLines('[postgres] ', text)) : undefined,
      });
      postgres.onUnexpectedExit((description) => {
        if (stopRequested || shuttingDown) return; // Ctrl-C in a terminal signals PostgreSQL too
        console.error(`Erro: ${description}. Encerrando o Gente.`);
        void shutdown(1);
      });
      databaseUrl = postgres.databaseUrl;
      if (debug)
        info(`PostgreSQL embutido em 127.0.0.1:${postgres.port} (dados em ${postgres.databaseDir}).`);
    } else {
      await checkExternalServer(databaseUrl);
    }
    if (stopRequested) return await shutdown(0, 'Encerrando o Gente…');

    const { buildApp } = await import('./app.ts');
    app = await buildApp({ config: current, databaseUrl });
    if (stopRequested) return await shutdown(0, 'Encerrando o Gente…');
    try {
      await app.listen({ port: current.port, host: current.host });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new StartupError(
          `A porta ${current.port} já está em uso em ${current.host}. Defina outra em PORT.`,
        );
      }
      throw error;
    }
    started = true;
    console.log(`Gente pronto em ${publicAddress(app, current)}`);
    if (stopRequested) await shutdown(0, 'Encerrando o Gente…');
  } catch (error) {
    if (stopRequested) return await shutdown(0, 'Início interrompido; Gente encerrado.');
    console.error(`Erro ao iniciar o Gente: ${startupMessage(error)}`);
    if (debug && error instanceof Error && error.stack) console.error(error.stack);
    await shutdown(1);
  }
}

async function shutdown(code: number, message?: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  if (message) info(message);
  // Never hang forever on a stuck close: PostgreSQL's own stop escalates to SIGKILL within 20 s.
  setTimeout(() => {
    console.error('Erro: o encerramento demorou demais; saindo mesmo assim.');
    process.exit(code || 1);
  }, 45_000).unref();
  try {
    if (app) await Promise.race([app.close(), delay(15_000)]);
  } catch (error) {
    console.error(`Erro ao encerrar o servidor HTTP: ${startupMessage(error)}`);
    code ||= 1;
  }
  try {
    await postgres?.stop();
  } catch (error) {
    console.error(`Erro ao encerrar o PostgreSQL embutido: ${startupMessage(error)}`);
    code ||= 1;
  }
  lock?.release();
  if (code === 0 && started) info('Gente encerrado.');
  process.exit(code);
}

function fatal(error: unknown): void {
  if (!started) {
    console.error(`Erro ao iniciar o Gente: ${startupMessage(error)}`);
    if (debug && error instanceof Error && error.stack) console.error(error.stack);
  } else {
    // A crash after start-up is a bug: keep the stack.
    console.error('Erro inesperado; encerrando o Gente.', error);
  }
  void shutdown(1);
}

async function checkExternalServer(databaseUrl: string): Promise<void> {
  const where = describeUrl(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 15_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(
      `não foi possível conectar ao PostgreSQL de DATABASE_URL (${where}): ${(error as Error).message}`,
    );
  }
  try {
    const result = await client.query<{ server_version_num: string; server_version: string }>(
      "SELECT current_setting('server_version_num') AS server_version_num, current_setting('server_version') AS server_version",
    );
    const row = result.rows[0];
    if (!row || Number(row.server_version_num) < MIN_SERVER_VERSION) {
      throw new StartupError(
        `o PostgreSQL de DATABASE_URL (${where}) é a versão ${row?.server_version ?? 'desconhecida'}; ` +
          'o Gente precisa do PostgreSQL 15 ou mais recente.',
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** host:port/database, never the credentials. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'URL inválida';
  }
}

function startupMessage(error: unknown): string {
  if (
    error instanceof StartupError ||
    error instanceof ConfigError ||
    error instanceof ProcessLockError ||
    error instanceof EmbeddedPostgresError
  ) {
    return error.message;
  }
  const text = error instanceof Error ? error.message : String(error);
  return debug ? text : `${text} (detalhes com GENTE_LOG_LEVEL=debug)`;
}

function publicAddress(instance: FastifyInstance, current: Config): string {
  const address = instance.server.address();
  const port = typeof address === 'object' && address ? address.port : current.port;
  const host = ['0.0.0.0', '::'].includes(current.host) ? 'localhost' : current.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function info(message: string): void {
  if (!config || ['info', 'debug', 'trace'].includes(config.logLevel)) console.log(message);
}

function prefixLines(prefix: string, text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `${prefix}${line}\n`)
    .join('');
}
