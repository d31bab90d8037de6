// The sweep of imports over the limit: every register with POST /importar in the route table receives the
// issue's file, an XLSX of a million rows (a few MB), and a CSV of a million rows; one register also gets
// files of exactly one row over IMPORT_MAX_ROWS. Each must be refused with 400 and a Portuguese message
// naming the limit, quickly (the server reads no further than the limit), with nothing stored. The files
// are built once and shared; the time of each refusal is printed.
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../src/server/spreadsheets/import.ts';
import { multipartFile, Sweep } from '../../helpers/sweep.ts';
import { Client, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const MILLION = 1_000_000;
const LIMIT_TEXT = IMPORT_MAX_ROWS.toLocaleString('pt-BR');
/** a refusal that takes longer than this holds the request thread too long (the issue asks ≤ 1 s) */
const QUICK_MS = 1500;

let t: TestApp;
let sw: Sweep;
let admin: Client;
const files: { name: string; kind: 'xlsx' | 'csv'; bytes: Buffer; everywhere: boolean }[] = [];

/** A zip of the entries (deflated), written by hand: the sheet below is too big for a spreadsheet writer to be quick. */
function zip(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const packed = deflateRawSync(data, { level: 1 });
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(0x21, 12);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, fileName, packed);
    central.push(entry, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/';
/** The smallest XLSX a spreadsheet program opens: one sheet, the header 'Nome' and `rows` rows of a number (1 M rows ≈ 4.7 MB, the issue's file). */
function bigXlsx(rows: number): Buffer {
  const sheet: string[] = [
    `<worksheet xmlns="${NS}spreadsheetml/2006/main"><dimension ref="A1:A${rows + 1}"/><sheetData>`,
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>',
  ];
  for (let i = 2; i <= rows + 1; i++) sheet.push(`<row r="${i}"><c r="A${i}"><v>1</v></c></row>`);
  sheet.push('</sheetData></worksheet>');
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  return zip([
    [
      '[Content_Types].xml',
      xml(
        `<Types xmlns="${NS}package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    ],
    [
      '_rels/.rels',
      xml(
        `<Relationships xmlns="${NS}package/2006/relationships"><Relationship Id="rId1" Type="${NS}officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      xml(
        `<workbook xmlns="${NS}spreadsheetml/2006/main" xmlns:r="${NS}officeDocument/2006/relationships"><sheets><sheet name="Dados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      xml(
        `<Relationships xmlns="${NS}package/2006/relationships"><Relationship Id="rId1" Type="${NS}officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    ['xl/worksheets/sheet1.xml', xml(sheet.join(''))],
  ]);
}

const bigCsv = (rows: number) => Buffer.from(`Nome\r\n${'1\r\n'.repeat(rows)}`);

beforeAll(async () => {
  const started = Date.now();
  // the hand-made XLSX is one ExcelJS reads as a spreadsheet program would
  const small = new ExcelJS.Workbook();
  await small.xlsx.load(bigXlsx(3) as unknown as ArrayBuffer);
  expect(small.worksheets[0]!.rowCount).toBe(4);
  files.push(
    { name: 'XLSX de 1.000.000 linhas', kind: 'xlsx', bytes: bigXlsx(MILLION), everywhere: true },
    { name: 'CSV de 1.000.000 linhas', kind: 'csv', bytes: bigCsv(MILLION), everywhere: true },
    {
      name: `XLSX de ${LIMIT_TEXT} + 1 linhas`,
      kind: 'xlsx',
      bytes: bigXlsx(IMPORT_MAX_ROWS + 1),
      everywhere: false,
    },
    {
      name: `CSV de ${LIMIT_TEXT} + 1 linhas`,
      kind: 'csv',
      bytes: bigCsv(IMPORT_MAX_ROWS + 1),
      everywhere: false,
    },
  );
  console.log(
    `Planilhas: ${files.map((f) => `${f.name} ${(f.bytes.length / 1024).toFixed(0)} KB`).join(', ')}; feitas em ${Date.now() - started} ms.`,
  );
  t = await startTestApp({ GENTE_JOBS: 'false' });
  sw = new Sweep(t);
  admin = new Client(t.app);
  await admin.login();
}, 120_000);
afterAll(() => t?.close());

describe('imports over the row limit', () => {
  it('refuses every register the files over the limit, quickly, in Portuguese, storing nothing', async () => {
    const routes = sw.routes.filter((r) => r.method === 'POST' && r.url.endsWith('/importar'));
    expect(routes.length).toBeGreaterThan(40);
    const counts = await sw.tableCounts();
    const times: number[] = [];
    /** a file refused slowly once is not sent again: each slow refusal would hold the run for as long */
    const slow = new Set<string>();
    for (const [i, route] of routes.entries())
      for (const file of files) {
        if ((!file.everywhere && i > 0) || slow.has(file.name)) continue;
        const { payload, contentType } = multipartFile(file.bytes, `grande.${file.kind}`);
        const started = performance.now();
        const res = await sw.send(admin, 'POST', route.url, payload, { 'content-type': contentType });
        const ms = performance.now() - started;
        times.push(ms);
        if (ms > QUICK_MS) {
          slow.add(file.name);
          sw.problem(
            `${route.method} ${route.url} [${file.name}]`,
            `recusa lenta: ${Math.round(ms)} ms (não enviado aos demais cadastros)`,
          );
        }
        if (!sw.check(route, file.name, res, 400)) continue;
        if (!String(res.json?.message).includes(LIMIT_TEXT))
          sw.problem(
            `${route.method} ${route.url} [${file.name}]`,
            `a mensagem não diz o limite: ${res.text.slice(0, 160)}`,
          );
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
