// The sweep of imports over the limit: every register with POST /importar in the route table receives an XLSX
// and a CSV with one row more than IMPORT_MAX_ROWS (built once, shared): the answer must be 400 with a
// Portuguese message naming the limit, quickly, with nothing stored. The time of each refusal is printed.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../src/server/spreadsheets/import.ts';
import { multipartFile, Sweep } from '../../helpers/sweep.ts';
import { Client, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const ROWS = IMPORT_MAX_ROWS + 1;
const LIMIT_TEXT = IMPORT_MAX_ROWS.toLocaleString('pt-BR');
/** a refusal that takes longer than this holds the request thread too long */
const QUICK_MS = 2000;

let t: TestApp;
let sw: Sweep;
let admin: Client;
let xlsx: Buffer;
let csv: Buffer;

/** An XLSX of `rows` data rows under the header 'Nome', written by the streaming writer. */
async function bigXlsx(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet('Dados');
  sheet.addRow(['Nome']).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow([`Linha ${i}`]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  const started = Date.now();
  xlsx = await bigXlsx(ROWS);
  csv = Buffer.from(`Nome\r\n${Array.from({ length: ROWS }, (_, i) => `Linha ${i + 1}`).join('\r\n')}\r\n`);
  console.log(
    `Planilhas de ${ROWS.toLocaleString('pt-BR')} linhas: XLSX ${(xlsx.length / 1024).toFixed(0)} KB, CSV ${(csv.length / 1024).toFixed(0)} KB, feitas em ${Date.now() - started} ms.`,
  );
  t = await startTestApp({ GENTE_JOBS: 'false' });
  sw = new Sweep(t);
  admin = new Client(t.app);
  await admin.login();
}, 120_000);
afterAll(() => t?.close());

describe('imports over the row limit', () => {
  it('refuses every register its XLSX and CSV over the limit, quickly, in Portuguese, storing nothing', async () => {
    const routes = sw.routes.filter((r) => r.method === 'POST' && r.url.endsWith('/importar'));
    expect(routes.length).toBeGreaterThan(40);
    const counts = await sw.tableCounts();
    const times: number[] = [];
    for (const route of routes)
      for (const [kind, file] of [
        ['XLSX', xlsx],
        ['CSV', csv],
      ] as const) {
        const { payload, contentType } = multipartFile(file, `grande.${kind.toLowerCase()}`);
        const started = performance.now();
        const res = await sw.send(admin, 'POST', route.url, payload, { 'content-type': contentType });
        const ms = performance.now() - started;
        times.push(ms);
        const what = `${kind} de ${ROWS.toLocaleString('pt-BR')} linhas`;
        if (!sw.check(route, what, res, 400)) continue;
        if (!String(res.json?.message).includes(LIMIT_TEXT))
          sw.problem(
            `${route.method} ${route.url} [${what}]`,
            `a mensagem não diz o limite: ${res.text.slice(0, 160)}`,
          );
        if (ms > QUICK_MS)
          sw.problem(`${route.method} ${route.url} [${what}]`, `recusa lenta: ${Math.round(ms)} ms`);
      }
    const changed = Sweep.changed(counts, await sw.tableCounts());
    if (changed.length) sw.problem('importações', `tabelas alteradas: ${changed.join(', ')}`);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Recusas: mediana ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, máxima ${Math.round(sorted.at(-1)!)} ms, em ${times.length} importações.`,
    );
    sw.report('Varredura das importações acima do limite', routes.length);
    expect(sw.problems).toEqual([]);
  }, 600_000);
});
