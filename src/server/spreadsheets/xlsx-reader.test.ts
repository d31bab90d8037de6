import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bigXlsx, smallXlsx } from '../../../tests/helpers/xlsx-bruto.ts';
import { readXlsxRows, XLSX_MAX_TEXT_RUN, XlsxError } from './xlsx-reader.ts';

const problem = (p: Promise<unknown>) =>
  p.then(
    () => 'nenhum',
    (e) => (e instanceof XlsxError ? e.problem : `outro: ${e}`),
  );

describe('readXlsxRows', () => {
  it('reads what exceljs writes: shared strings, dates, numbers, booleans, rich text, formulas', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Dados');
    book.addWorksheet('Outra').addRow(['não lida']);
    const longo = 'ação e coração, '.repeat(20_000); // crosses the 64 KB chunks, with 2-byte characters
    sheet.addRow(['Nome', 'Data', 'Valor', 'Ativo', 'Rico', 'Fórmula']);
    sheet.addRow([
      'Ana',
      new Date(Date.UTC(2024, 1, 29)),
      1234.5,
      true,
      { richText: [{ text: 'a' }, { text: 'b' }] },
      { formula: 'A2', result: 'Ana' },
    ]);
    sheet.addRow([]);
    sheet.addRow([longo]);
    sheet.getCell('B2').numFmt = 'dd/mm/yyyy';
    const { header, rows } = await readXlsxRows(Buffer.from(await book.xlsx.writeBuffer()), 10);
    expect(header).toEqual(['Nome', 'Data', 'Valor', 'Ativo', 'Rico', 'Fórmula']);
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    const [ana, longa] = rows;
    expect(ana!.values.slice(0, 4)).toEqual(['Ana', new Date(Date.UTC(2024, 1, 29)), 1234.5, true]);
    expect(ana!.values[4]).toEqual({
      richText: [expect.objectContaining({ text: 'a' }), expect.objectContaining({ text: 'b' })],
    });
    expect(ana!.values[5]).toMatchObject({ formula: 'A2', result: 'Ana' });
    expect(longa!.values[0]).toBe(longo);
  });

  it("reads what exceljs' streaming writer writes (inline strings, the sheet before anything else)", async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const ws = book.addWorksheet('Dados');
    ws.addRow(['Nome', 'Código']).commit();
    for (let i = 1; i <= 3; i++) ws.addRow([`Cargo ${i}`, i]).commit();
    ws.commit();
    await book.commit();
    const { header, rows } = await readXlsxRows(Buffer.concat(chunks), 10);
    expect(header).toEqual(['Nome', 'Código']);
    expect(rows.map((r) => r.values)).toEqual([
      ['Cargo 1', 1],
      ['Cargo 2', 2],
      ['Cargo 3', 3],
    ]);
  });

  it('refuses more data rows than the limit: at once when the sheet declares them, else at the first past it', async () => {
    const declared = await bigXlsx(['Nome'], 20, { dimension: true });
    expect(await problem(readXlsxRows(declared, 19))).toBe('tooMany');
    expect((await readXlsxRows(declared, 20)).rows).toHaveLength(20);
    const undeclared = await bigXlsx(['Nome'], 20);
    expect(await problem(readXlsxRows(undeclared, 19))).toBe('tooMany');
    const { header, rows } = await readXlsxRows(undeclared, 20);
    expect(header).toEqual(['Nome']);
    expect(rows.at(-1)).toEqual({ line: 21, values: ['Nome 21'] });
  });

  it('counts only rows with values: empty formatted rows do not count, formula-only rows do', async () => {
    const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const sheet = (body: string) =>
      `<?xml version="1.0"?><worksheet ${NS}><sheetData>${body}</sheetData></worksheet>`;
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>';
    let empty = '';
    for (let r = 2; r < 40; r++)
      empty += r % 2 ? `<row r="${r}"/>` : `<row r="${r}" ht="20"><c r="A${r}" s="1"/></row>`;
    const values =
      '<row r="50"><c r="A50"><v>7</v></c></row><row r="51"><c r="A51" t="inlineStr"><is><t>x</t></is></c></row>';
    const ok = await readXlsxRows(smallXlsx([], { sheet: sheet(header + empty + values) }), 2);
    expect(ok.rows).toEqual([
      { line: 50, values: [7] },
      { line: 51, values: ['x'] },
    ]);
    let formulas = '';
    for (let r = 2; r <= 4; r++) formulas += `<row r="${r}"><c r="A${r}"><f>1+${r}</f></c></row>`;
    // no <v>: the text search does not see them, the parse does
    expect(await problem(readXlsxRows(smallXlsx([], { sheet: sheet(header + formulas) }), 2))).toBe(
      'tooMany',
    );
  });

  it('refuses a sheet whose parts declare, or inflate to, more than the budget, and a giant cell', async () => {
    const declaredHuge = smallXlsx([['Nome'], ['a']], { declaredSheetSize: 400 * 1024 * 1024 });
    expect(await problem(readXlsxRows(declaredHuge, 10))).toBe('tooBig');
    const liar = smallXlsx([['Nome'], ['a'.repeat(100_000)]], { declaredSheetSize: 1000 });
    expect(await problem(readXlsxRows(liar, 10))).toBe('unreadable');
    const giant = smallXlsx([['Nome'], ['b'.repeat(XLSX_MAX_TEXT_RUN + 10)]]);
    expect(await problem(readXlsxRows(giant, 10))).toBe('tooBig');
  });

  it('refuses what is not a workbook', async () => {
    expect(await problem(readXlsxRows(Buffer.from('PK\x03\x04lixo'), 10))).toBe('unreadable');
    const malformed = smallXlsx([], { sheet: '<worksheet><sheetData><row r="1"><c r="A1"></x>' });
    expect(await problem(readXlsxRows(malformed, 10))).toBe('unreadable');
  });
});
