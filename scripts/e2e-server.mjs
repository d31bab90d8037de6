#!/usr/bin/env node
// The app as Playwright's webServer runs it: the built console (dist/) served by the real server on
// a fresh embedded PostgreSQL in a throwaway data directory, removed on exit.
//   E2E_PORT (default 3999) — the first port; playwright.config.ts reads the same variable.
//   E2E_INSTANCIAS (default 1) — how many apps, each on its own port (E2E_PORT, E2E_PORT + 1, …) and its own
//     fresh database: one per Playwright worker, so tests running side by side never see each other's data.
// It prints "e2e: pronto" once every instance answers /api/health (playwright.config.ts waits for it).
// Each instance also has a test SMTP server (smtp-server): the app mails through it and every message
// received is written to <tmp>/gente-e2e-correio-<port>/ as a .eml file, which the browser tests read
// (tests/e2e/helpers/correio.ts) as a candidate reads their e-mail.
// Each instance sends eSocial batches to https://127.0.0.1:<port + 100> trusting the authority in
// <tmp>/gente-e2e-esocial-<port>.pem: the browser test of the eSocial sending starts a local eSocial there
// (tests/helpers/esocial-server.ts) and writes that file (tests/e2e/helpers/esocial.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firstPort = Number(process.env.E2E_PORT ?? 3999);
const instances = Math.max(1, Number(process.env.E2E_INSTANCIAS ?? 1));

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

const { SMTPServer } = await import('smtp-server');

/** The test SMTP server of one instance; answers its port. */
async function mailbox(port) {
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
  return smtp;
}

/** The local eSocial of one instance (the production-restricted services, the environment tests send to). */
function esocialLocal(port) {
  const url = `https://127.0.0.1:${port + 100}/servicos/empregador`;
  return {
    GENTE_ESOCIAL_URL_ENVIO_RESTRITA: `${url}/enviarloteeventos/WsEnviarLoteEventos.svc`,
    GENTE_ESOCIAL_URL_CONSULTA_RESTRITA: `${url}/consultarloteeventos/WsConsultarLoteEventos.svc`,
    GENTE_ESOCIAL_CA: path.join(os.tmpdir(), `gente-e2e-esocial-${port}.pem`),
  };
}

const apps = [];
for (let i = 0; i < instances; i++) {
  const port = firstPort + i;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gente-e2e-'));
  const smtp = await mailbox(port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      GENTE_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      GENTE_ADMIN_CPF: process.env.E2E_ADMIN_CPF ?? '52998224725',
      GENTE_ADMIN_SENHA: process.env.E2E_ADMIN_SENHA ?? 'senha-e2e-123',
      GENTE_LOG_LEVEL: process.env.GENTE_LOG_LEVEL ?? 'warn',
      GENTE_SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
      GENTE_JOBS_INTERVALO_S: '0.5',
      ...esocialLocal(port),
      // never a database of the developer's: always the fresh embedded one
      DATABASE_URL: '',
    },
  });
  apps.push({ port, dataDir, smtp, child, exited: false, code: 0 });
}

let stopping = false;
let asked = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const app of apps) if (!app.exited) app.child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    asked = true;
    stop();
  });

for (const app of apps) {
  app.child.on('exit', (code, signal) => {
    app.exited = true;
    app.code = code ?? (signal ? 1 : 0);
    app.smtp.close();
    try {
      rmSync(app.dataDir, { recursive: true, force: true });
    } catch {
      // PostgreSQL may still hold a file for a moment; the system cleans /tmp anyway
    }
    // one instance down takes the others with it: a run must not go on with half its servers
    if (!stopping) app.died = true;
    stop();
    if (apps.every((a) => a.exited)) {
      const died = apps.find((a) => a.died);
      process.exit(asked && !died ? 0 : died?.code || 1);
    }
  });
}

// ready when every instance answers (they start side by side: the wait is the slowest one's)
const healthy = async (port) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
const pending = new Set(apps.map((a) => a.port));
while (pending.size && !stopping) {
  for (const port of [...pending]) if (await healthy(port)) pending.delete(port);
  if (pending.size) await new Promise((r) => setTimeout(r, 250));
}
if (!stopping) console.log(`e2e: pronto (${apps.map((a) => a.port).join(', ')})`);
