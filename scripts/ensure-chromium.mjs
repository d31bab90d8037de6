// Browser tests use Debian's chromium (never a downloaded browser). Installs it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BIN = '/usr/bin/chromium';
if (existsSync(BIN)) {
  console.log(`${BIN} presente.`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(`Chromium ausente em ${BIN}. Instale com: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Instalando chromium (apt-get)...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error('Não foi possível instalar o chromium com apt-get.');
  process.exit(1);
}
if (!existsSync(BIN)) {
  console.error(`Chromium instalado, mas ${BIN} não existe.`);
  process.exit(1);
}
