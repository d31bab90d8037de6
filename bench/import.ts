// Spreadsheet import benchmark (not part of npm test): 10,000 job rows (cargos) with references — an area
// (many-reference, by title) and an occupational group (by title) — imported through the API in one
// request, all or nothing. Target: ≤ 10 s on this machine.   npx tsx bench/import.ts [--linhas 10000]
import ExcelJS from 'exceljs';
import { appNovo } from './app-novo.ts';

const LINHAS = Number(process.argv[process.argv.indexOf('--linhas') + 1]) || 10_000;
const { app, cookie, encerrar } = await appNovo('importacao');
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
await encerrar();
