#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 (Debian's packages), for CI:
//   node scripts/pg15.mjs run -- <command...>
// The command gets DATABASE_URL=postgres://…/postgres and the libpq PG* variables.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';
// Same cluster settings as the embedded server (src/server/db/embedded-postgres.ts).
const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C.UTF-8', '--locale-provider=icu', '--icu-locale=pt-BR'];

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (args[0] !== 'run' || separator === -1 || separator === args.length - 1) {
  console.error('uso: node scripts/pg15.mjs run -- <comando...>');
  process.exit(2);
}
const command = args.slice(separator + 1);
const isRoot = process.getuid?.() === 0;

ensureBinaries();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gente-pg15-'));
const dataDir = path.join(workDir, 'data');
let serverStarted = false;

try {
  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(workDir, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(workDir, uid, gid);
    fs.chownSync(passwordFile, uid, gid);
  }
  asPostgres(`${BIN}/initdb`, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${passwordFile}`,
    ...INITDB_FLAGS,
  ]);
  const port = await freePort();
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${workDir} -c fsync=off`;
  asPostgres(`${BIN}/pg_ctl`, [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(workDir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  serverStarted = true;

  const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PGHOST: '127.0.0.1',
    PGPORT: String(port),
    PGUSER: 'postgres',
    PGPASSWORD: password,
    PGDATABASE: 'postgres',
    // vitest.config.ts writes here the errors thrown outside a test, repeated at the end if the run fails
    GENTE_TESTES_ERROS: path.join(workDir, 'erros-testes.txt'),
  };
  const code = await runCommand(command, env);
  if (code !== 0 && fs.existsSync(env.GENTE_TESTES_ERROS))
    console.error(`\nErros fora dos testes:\n${fs.readFileSync(env.GENTE_TESTES_ERROS, 'utf8')}`);
  cleanup();
  process.exit(code);
} catch (error) {
  console.error(`pg15: ${error instanceof Error ? error.message : error}`);
  const log = path.join(workDir, 'server.log');
  if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n'));
  cleanup();
  process.exit(1);
}

function ensureBinaries() {
  if (fs.existsSync(`${BIN}/pg_ctl`)) return;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.error('pg15: PostgreSQL 15 não encontrado; instalando postgresql-15 com apt-get…');
    const apt = (...aptArgs) =>
      spawnSync('apt-get', aptArgs, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    let installed = apt('install', '-y', '--no-install-recommends', 'postgresql-15');
    if (!installed)
      installed = apt('update') && apt('install', '-y', '--no-install-recommends', 'postgresql-15');
    if (!installed) apt('install', '-y', '--no-install-recommends', 'postgresql');
  }
  if (!fs.existsSync(`${BIN}/pg_ctl`)) {
    console.error(
      `pg15: ${BIN} não existe. Instale o PostgreSQL 15 do Debian (apt-get install postgresql-15) ` +
        'ou rode os testes com DATABASE_URL apontando para um PostgreSQL 15.',
    );
    process.exit(1);
  }
}

/** PostgreSQL refuses to run as root: run its tools as the `postgres` OS user then. */
function asPostgres(file, fileArgs) {
  const [program, programArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', file, ...fileArgs]]
    : [file, fileArgs];
  const result = spawnSync(program, programArgs, { cwd: workDir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(file)} falhou (código ${result.status ?? result.signal}): ${(result.stderr || result.stdout || '').trim()}`,
    );
  }
}

function runCommand(argv, env) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`pg15: não foi possível executar ${argv[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) =>
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)),
    );
  });
}

function cleanup() {
  if (serverStarted) {
    try {
      asPostgres(`${BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`pg15: ${error.message}`);
    }
    serverStarted = false;
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
