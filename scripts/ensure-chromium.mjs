// Browser tests use Debian's chromium (never a downloaded browser). Installs what is missing, as root:
// chromium (required: the benchmarks and, without the shell, the tests use it) and chromium-headless-shell
// (optional: the same chromium without a window's machinery, which the tests prefer: half the CPU per test;
// tests/helpers/chromium.ts). Without the shell the tests still run, on chromium, only slower.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = [
  { name: 'chromium', bin: '/usr/bin/chromium', required: true },
  { name: 'chromium-headless-shell', bin: '/usr/bin/chromium-headless-shell', required: false },
];
const missing = packages.filter((p) => !existsSync(p.bin));
for (const p of packages.filter((p) => existsSync(p.bin))) console.log(`${p.bin} presente.`);
if (missing.length === 0) process.exit(0);

const names = missing.map((p) => p.name).join(' ');
if (process.getuid?.() === 0) {
  console.log(`Instalando ${names} (apt-get)...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Não foi possível instalar ${names} com apt-get.`);
  }
}
for (const p of missing.filter((p) => !existsSync(p.bin))) {
  if (p.required) {
    console.error(`${p.name} ausente em ${p.bin}. Instale com: sudo apt-get install -y ${p.name}`);
    process.exit(1);
  }
  console.warn(`${p.name} ausente: os testes de navegador usam ${packages[0].bin} (mais lentos).`);
}
