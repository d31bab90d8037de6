#!/usr/bin/env node
// The app as Playwright's webServer runs it: the built console (dist/) served by the real server on
// a fresh embedded PostgreSQL in a throwaway data directory, removed on exit.
//   E2E_PORT (default 3999) — the port; playwright.config.ts reads the same variable.
// It also runs a test SMTP server (smtp-server): the app mails through it and every message received is
// written to <tmp>/gente-e2e-correio-<port>/ as a .eml file, which the browser tests read
// (tests/e2e/helpers/correio.ts) as a candidate reads their e-mail.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3999';

if (
  !existsSync(path.join(root, 'dist', 'index.html')) ||
  !existsSync(path.join(root, 'dist', 'externo', 'index.html'))
) {
  console.error(
    'dist/ não encontrado ou incompleto: compile o console antes dos testes de navegador com `npx vite build` ' +
      '(o `npm test` já compila antes de rodar o Playwright).',
  );
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gente-e2e-'));

const { SMTPServer } = await import('smtp-server');
const mailDir = path.join(os.tmpdir(), `gente-e2e-correio-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      writeFileSync(path.join(mailDir, `${Date.now()}-${++mails}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    GENTE_DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    GENTE_ADMIN_CPF: process.env.E2E_ADMIN_CPF ?? '52998224725',
    GENTE_ADMIN_SENHA: process.env.E2E_ADMIN_SENHA ?? 'senha-e2e-123',
    GENTE_LOG_LEVEL: process.env.GENTE_LOG_LEVEL ?? 'warn',
    GENTE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    GENTE_JOBS_INTERVALO_S: '0.5',
    // never a database of the developer's: always the fresh embedded one
    DATABASE_URL: '',
  },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop('SIGTERM'));

child.on('exit', (code, signal) => {
  smtp.close();
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // PostgreSQL may still hold a file for a moment; the system cleans /tmp anyway
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
