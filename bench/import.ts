// Spreadsheet import benchmark (not part of npm test): 10,000 job rows (cargos) with references — an area
// (many-reference, by title) and an occupational group (by title) — imported through the API in one
// request, all or nothing. Target: ≤ 10 s on this machine.   npx tsx bench/import.ts [--linhas 10000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const LINHAS = Number(process.argv[process.argv.indexOf('--linhas') + 1]) || 10_000;
const CPF = '52998224725';
const SENHA = 'bench-senha-123';
const dir = mkdtempSync(join(tmpdir(), 'gente-bench-importacao-'));
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ databaseDir: join(dir, 'postgres'), unsafeFast: false });
const config = readConfig({
  GENTE_ADMIN_CPF: CPF,
  GENTE_ADMIN_SENHA: SENHA,
  GENTE_LOG_LEVEL: 'warn',
  GENTE_DATA_DIR: dir,
  GENTE_JOBS: 'false',
});
const app = await buildApp({ config, databaseUrl: process.env.DATABASE_URL ?? embedded!.databaseUrl });
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { cpf: CPF, senha: SENHA, empresaId: 1 },
});
const cookie = String(login.headers['set-cookie']).split(';')[0]!;
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie } });

const AREAS = 20;
for (let i = 1; i <= AREAS; i++)
  await post('/api/cargo-salario/areas-organizacionais', { nome: `Área ${i}` });
for (let i = 1; i <= 10; i++) await post('/api/cargo-salario/grupos-ocupacionais', { nome: `Grupo ${i}` });

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('Dados');
sheet.addRow(['Nome *', 'Nome de Mercado *', 'Áreas Organizacionais *', 'Grupo Ocupacional', 'Ativo']);
for (let i = 1; i <= LINHAS; i++)
  sheet.addRow([
    `Cargo ${i}`,
    `Mercado ${i}`,
    `Área ${1 + (i % AREAS)}`,
    `Grupo ${1 + (i % 10)}`,
    i % 7 ? 'Sim' : 'Não',
  ]);
const file = Buffer.from(await book.xlsx.writeBuffer());
const boundary = '----gente-bench';
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="cargos.xlsx"\r\n\r\n`,
  ),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
console.log(
  `Importando ${LINHAS.toLocaleString('pt-BR')} cargos (${(file.length / 1024).toFixed(0)} KB de XLSX)...`,
);
const t0 = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/api/cargo-salario/cargos/importar',
  payload,
  headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const seconds = (performance.now() - t0) / 1000;
if (res.statusCode !== 200) throw new Error(`importação: ${res.statusCode} ${res.body.slice(0, 500)}`);
console.log(
  `  ${res.json().message} em ${seconds.toFixed(1)} s (${Math.round(LINHAS / seconds)} linhas/s; meta <= 10 s)`,
);
await app.close();
await embedded?.stop();
rmSync(dir, { recursive: true, force: true });
