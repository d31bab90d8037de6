// The first sheet of an uploaded XLSX, read as a stream and stopped as soon as it is too big, so one upload
// can never hold the server (a million rows in 5 MB took ~56 s and 1.6 GB when the whole workbook was
// loaded). exceljs' streaming reader parses the parts; this module feeds them to it from the archive in
// memory (zip.ts) in the order it needs (relationships, workbook, styles, shared strings, then the sheet:
// no temporary file), with
//   * a budget of inflated bytes for all the parts read (declared sizes first, then the bytes inflated);
//   * a cap on the shared strings and on any run of text without markup (one giant cell);
//   * the row limit, checked before the cells are parsed: a sheet that declares a larger range
//     (<dimension>) is refused at once, then a text search counts the rows with values and stops at the
//     first past the limit, and the parse itself stops there too;
//   * a pause for the event loop after every chunk (64 KB of XML), so other requests are served meanwhile.
// exceljs 4.4.0 (pinned) exposes its part parsers only as underscore methods of WorkbookReader; they are
// typed below, and the import's tests read real files through them.
import { Readable } from 'node:stream';
import { setImmediate as pause } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { type Budget, readEntry, type ZipEntry, ZipError, ZipTooBig, zipEntries } from './zip.ts';

/** Inflated XML read from one upload at most (parts of the first sheet only). */
export const XLSX_MAX_XML_BYTES = 200 * 1024 * 1024;
/** Shared strings kept at most (each costs memory whether used or not). */
export const XLSX_MAX_SHARED_STRINGS = 2_000_000;
/** The longest run of XML without markup: a cell holds at most 32,767 characters, escaped ×6 at worst. */
export const XLSX_MAX_TEXT_RUN = 1024 * 1024;

export type XlsxRow = { line: number; values: unknown[] };
export type XlsxProblem = 'unreadable' | 'tooBig' | 'tooMany';
export class XlsxError extends Error {
  constructor(readonly problem: XlsxProblem) {
    super(problem);
  }
}

type Rel = { Id: string; Target: string };
type RowLike = { number: number; values: unknown[] };
type WorksheetReader = AsyncIterable<RowLike>;
type Reader = {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: Rel[];
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<{ index: number; text: unknown }>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: WorksheetReader }>;
};

/**
 * The entry's XML as text chunks: decoded across chunk boundaries (a character split between two chunks
 * stays whole), a run of text without '<' or '>' longer than XLSX_MAX_TEXT_RUN refused, and a pause for
 * the event loop after each chunk.
 */
async function* xmlText(zip: Buffer, entry: ZipEntry, budget: Budget): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let run = 0;
  for await (const chunk of readEntry(zip, entry, budget)) {
    const text = decoder.decode(chunk, { stream: true });
    const lt = text.indexOf('<');
    const gt = text.indexOf('>');
    const first = lt < 0 ? gt : gt < 0 ? lt : Math.min(lt, gt);
    if (first < 0) run += text.length;
    else {
      if (run + first > XLSX_MAX_TEXT_RUN) throw new XlsxError('tooBig');
      run = text.length - Math.max(text.lastIndexOf('<'), text.lastIndexOf('>')) - 1;
    }
    if (run > XLSX_MAX_TEXT_RUN) throw new XlsxError('tooBig');
    yield text;
    await pause();
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * The last row of the range the sheet declares (`<dimension ref="A1:K1000001"/>`, written by Excel and most
 * writers before the rows), read from the sheet's first chunk; 0 when it declares none. A sheet that declares
 * more rows than the limit is refused before anything else is read.
 */
async function declaredLastRow(zip: Buffer, sheet: ZipEntry): Promise<number> {
  for await (const text of xmlText(zip, sheet, { left: sheet.size })) {
    const m = /<(?:\w+:)?dimension\s+ref="[A-Z]*(\d*)(?::[A-Z]*(\d+))?"/.exec(text);
    return Number(m?.[2] ?? m?.[1] ?? 0) || 0;
  }
  return 0;
}

/**
 * A quick pass over the sheet's XML before it is parsed: counts the rows that hold a value (a `<v>` or an
 * inline string `<is>`) and throws tooMany at the first one past `limit` (the header included). Text search
 * only, ~20× faster than parsing the cells, so a sheet of a million rows is refused after reading a
 * twentieth of it as text rather than parsing 50,000 rows. (The parse after it counts again, exactly.)
 */
async function countRowsWithValues(zip: Buffer, sheet: ZipEntry, limit: number): Promise<void> {
  const tags = /<(row|v|is)[\s>/]/g;
  let rows = 0;
  let marked = false;
  let carry = '';
  for await (const chunk of xmlText(zip, sheet, { left: XLSX_MAX_XML_BYTES })) {
    const text = carry + chunk;
    // a tag cut at the chunk's end waits for the next chunk
    const open = text.lastIndexOf('<');
    const end = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
    carry = text.slice(end);
    if (carry.length > XLSX_MAX_TEXT_RUN) throw new XlsxError('tooBig');
    tags.lastIndex = 0;
    for (let m = tags.exec(text); m && m.index < end; m = tags.exec(text)) {
      if (m[1] === 'row') marked = false;
      else if (!marked) {
        marked = true;
        if (++rows > limit) throw new XlsxError('tooMany');
      }
    }
  }
}

const partPath = (target: string) => {
  const t = target.replace(/^\//, '');
  return t.startsWith('xl/') ? t : `xl/${t}`;
};

/**
 * Reads the header (row 1) and the rows of the workbook's first sheet; `onRow` gets every row with some
 * value and may stop the reading by throwing. Throws XlsxError: unreadable, tooBig or tooMany (more than
 * `maxRows` rows with values after the header).
 */
export async function readXlsxRows(
  zip: Buffer,
  maxRows: number,
): Promise<{ header: unknown[]; rows: XlsxRow[] }> {
  try {
    return await read(zip, maxRows);
  } catch (e) {
    if (e instanceof XlsxError) throw e;
    if (e instanceof ZipTooBig) throw new XlsxError('tooBig');
    throw new XlsxError('unreadable');
  }
}

async function read(zip: Buffer, maxRows: number) {
  const entries = zipEntries(zip);
  const part = (name: string) => entries.get(name);
  const budget: Budget = { left: XLSX_MAX_XML_BYTES };
  const stream = (entry: ZipEntry) => Readable.from(xmlText(zip, entry, budget), { objectMode: true });

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  } as never) as unknown as Reader;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new ZipError('não é uma planilha XLSX');
  await reader._parseRels(stream(rels));
  await reader._parseWorkbook(stream(workbook));
  // the first sheet of the workbook's order that is a worksheet (not a chart sheet)
  const sheetPath = (reader.model?.sheets ?? [])
    .map((s) => reader.workbookRels?.find((r) => r.Id === s.rId)?.Target ?? '')
    .map(partPath)
    .find((p) => /^xl\/worksheets\/[^/]+\.xml$/.test(p) && entries.has(p));
  if (!sheetPath) throw new XlsxError('unreadable');
  const sheet = entries.get(sheetPath)!;
  if ((await declaredLastRow(zip, sheet)) - 1 > maxRows) throw new XlsxError('tooMany');
  await countRowsWithValues(zip, sheet, maxRows + 1);
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(stream(styles));
  const strings = part('xl/sharedStrings.xml');
  if (strings) {
    const list: unknown[] = [];
    for await (const { text } of reader._parseSharedStrings(stream(strings))) {
      if (list.length >= XLSX_MAX_SHARED_STRINGS) throw new XlsxError('tooBig');
      list.push(text);
    }
    reader.sharedStrings = list;
  }

  const sheetNo = /(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
  const [emitted] = [...reader._parseWorksheet(xmlText(zip, sheet, budget), sheetNo)];
  if (!emitted) throw new XlsxError('unreadable');
  let header: unknown[] = [];
  const rows: XlsxRow[] = [];
  for await (const row of emitted.value) {
    if (row.number === 1) {
      header = row.values.slice(1);
      continue;
    }
    const values = row.values.slice(1);
    if (!values.some((v) => v !== null && v !== undefined && v !== '')) continue;
    if (rows.length >= maxRows) throw new XlsxError('tooMany');
    rows.push({ line: row.number, values });
  }
  return { header, rows };
}
