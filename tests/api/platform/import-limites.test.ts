// The import's limits: a spreadsheet with more rows than IMPORT_MAX_ROWS, more data than the reader allows
// (a 'zip bomb', a giant cell) or a file over 10 MB is refused with 400 and its message before it is read
// whole, and nothing is stored. The figures with a million rows are in bench/import-limite.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, IMPORT_MSG } from '../../../src/server/spreadsheets/import.ts';
import { XLSX_MAX_TEXT_RUN } from '../../../src/server/spreadsheets/xlsx-reader.ts';
import { Client, countRows, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { bigXlsx, smallXlsx } from '../../helpers/xlsx-bruto.ts';

const CARGOS = '/api/cargo-salario/cargos';
const HEADER = ['Nome *', 'Nome de Mercado *', 'Áreas Organizacionais *'];
const TOO_MANY = 'A planilha tem mais de 50.000 linhas: divida-a em partes.';

let t: TestApp;
let admin: Client;

function upload(file: Buffer, filename: string) {
  const boundary = '----gente-limite';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app
    .inject({
      method: 'POST',
      url: `${CARGOS}/importar`,
      payload,
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

/** Uploads, expects 400 with `message`, and that no job (nor its audit entry) was stored. */
async function refused(file: Buffer, filename: string, message: string) {
  const before = [await countRows(t, 'cargo'), await countRows(t, 'auditoria')];
  const start = performance.now();
  const res = await upload(file, filename);
  const ms = performance.now() - start;
  expect(res).toMatchObject({ status: 400, body: { status: 400, message } });
  expect([await countRows(t, 'cargo'), await countRows(t, 'auditoria')]).toEqual(before);
  return ms;
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
});
afterAll(() => t?.close());

describe('import limits', () => {
  it('states the row limit in Portuguese', () => {
    expect(IMPORT_MAX_ROWS).toBe(50_000);
    expect(IMPORT_MSG.tooMany).toBe(TOO_MANY);
  });

  it('refuses an XLSX with far more rows than the limit, at its first row past it', async () => {
    const file = await bigXlsx(HEADER, 200_000);
    const ms = await refused(file, 'cargos.xlsx', TOO_MANY);
    console.log(
      `XLSX de ${(file.length / 1e6).toFixed(1)} MB e 200.000 linhas recusado em ${ms.toFixed(0)} ms`,
    );
    expect(ms).toBeLessThan(5000);
  });

  it('refuses at once an XLSX that declares more rows than the limit', async () => {
    const ms = await refused(await bigXlsx(HEADER, 60_000, { dimension: true }), 'cargos.xlsx', TOO_MANY);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a CSV with more records than the limit before parsing it', async () => {
    const lines = [HEADER.join(';')];
    for (let i = 0; i <= IMPORT_MAX_ROWS; i++) lines.push(`Cargo ${i};Mercado;Área`);
    await refused(Buffer.from(lines.join('\r\n')), 'cargos.csv', TOO_MANY);
  });

  it('refuses an XLSX that inflates to too much (a zip bomb, a giant cell) or lies about its sizes', async () => {
    await refused(
      smallXlsx([['Nome *'], ['x']], { declaredSheetSize: 1024 * 1024 * 1024 }),
      'bomba.xlsx',
      IMPORT_MSG.tooBig,
    );
    await refused(
      smallXlsx([['Nome *'], ['b'.repeat(XLSX_MAX_TEXT_RUN + 10)]]),
      'celula.xlsx',
      IMPORT_MSG.tooBig,
    );
    await refused(
      smallXlsx([['Nome *'], ['a'.repeat(200_000)]], { declaredSheetSize: 1000 }),
      'mentira.xlsx',
      IMPORT_MSG.unreadable,
    );
    expect(IMPORT_MSG.tooBig).toBe(
      'A planilha tem dados demais (mais de 200 MB descompactados, ou uma célula enorme): divida-a em partes.',
    );
  });

  it('refuses a file over 10 MB with its message', async () => {
    await refused(
      Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
      'grande.csv',
      'O arquivo deve ser menor que 10 MB',
    );
  });

  it('still imports a spreadsheet within the limits', async () => {
    const area = await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'Área 1' });
    expect(area.status).toBe(201);
    const res = await upload(smallXlsx([HEADER, ['Soldador', 'Soldador', 'Área 1']]), 'cargos.xlsx');
    expect(res).toEqual({ status: 200, body: { quantidade: 1, message: '1 registro importado.' } });
  });
});
