#!/usr/bin/env node
// `npm start`: build the SPAs when dist/ is missing or older than their sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the console's page (vite.config.ts: outDir dist), rewritten by every build
const BUILT = path.join(ROOT, 'dist/index.html');
const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];
// what the build reads: the three pages' code and HTML, the schemas the screens are generated from, the
// build's own configuration
const SOURCES = [
  'src/admin',
  'src/login',
  'src/portal',
  'src/shared',
  'schemas',
  'index.html',
  'login/index.html',
  'externo/index.html',
  ...VITE_CONFIGS,
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // catches deletions
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale() {
  const builtAt = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  if (builtAt > 0 && builtAt >= sourcesAt) return;
  if (!VITE_CONFIGS.some((file) => fs.existsSync(path.join(ROOT, file)))) {
    console.warn('Aviso: não há configuração do Vite; as telas não foram construídas (só a API funcionará).');
    return;
  }
  console.log(
    builtAt
      ? 'Telas desatualizadas; reconstruindo (npm run build)…'
      : 'Construindo as telas (npm run build)…',
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error('Erro: a construção das telas falhou (npm run build); o Gente não foi iniciado.');
    process.exit(build.status || 1);
  }
}

buildIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('error', (error) => {
  console.error(`Erro: não foi possível iniciar o servidor: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
