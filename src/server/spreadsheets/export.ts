// 'Exportar' of a list: the current filter and sort, XLSX (exceljs streaming writer) or CSV (UTF-8 with
// BOM, ';' as Brazilian spreadsheets expect), the visible columns with their titles as headers, read a
// page at a time through the same repository list the screen uses and written as it is read.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText } from '../../shared/schema/cell-text.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import type { RecordData } from '../crud/hooks.ts';
import type { Page } from '../crud/repository.ts';
import { csvField } from '../db/csv.ts';
import type { SheetColumn } from './columns.ts';

const PAGE = 200;
/** Beyond this a list is exported cut (the header row says nothing; the count is in the file name's answer). */
export const EXPORT_MAX_ROWS = 100_000;

const valueAt = (rec: RecordData, path: string[]) => path.reduce<any>((v, p) => (v == null ? v : v[p]), rec);

function cellValue(engine: Engine, c: SheetColumn, rec: RecordData, forXlsx: boolean): unknown {
  const v = valueAt(rec, c.path);
  if (v === null || v === undefined) return forXlsx ? null : '';
  if (forXlsx) {
    if (c.kind === 'number' || c.kind === 'money') return typeof v === 'number' ? v : Number(v);
    if (c.kind === 'date' && typeof v === 'string') {
      const [y, m, d] = v.split('-').map(Number);
      return new Date(Date.UTC(y!, m! - 1, d!));
    }
  }
  const target = c.target ? engine.registry.find(c.target) : undefined;
  return cellText(c.kind, c.schema, v, target);
}

async function* pages(engine: Engine, r: Resource, session: StaffSession, query: Record<string, unknown>) {
  const repo = engine.repository(r.path);
  let read = 0;
  for (let page = 0; read < EXPORT_MAX_ROWS; page++) {
    const res = (await repo.list(session, { ...query, page: String(page), size: String(PAGE) })) as Page;
    yield res.content;
    read += res.content.length;
    if (res.content.length < PAGE) break;
  }
}

export async function writeExport(
  engine: Engine,
  r: Resource,
  session: StaffSession,
  query: Record<string, unknown>,
  columns: SheetColumn[],
  format: 'xlsx' | 'csv',
  out: Writable,
): Promise<void> {
  if (format === 'csv') {
    out.write('\ufeff');
    out.write(`${columns.map((c) => csvField(c.title)).join(';')}\r\n`);
    for await (const rows of pages(engine, r, session, query))
      for (const rec of rows)
        out.write(`${columns.map((c) => csvField(cellValue(engine, c, rec, false))).join(';')}\r\n`);
    out.end();
    return;
  }
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(r.meta.label.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.title,
    width: Math.min(40, Math.max(12, c.title.length + 2)),
    ...(c.kind === 'date'
      ? { style: { numFmt: 'dd/mm/yyyy' } }
      : c.kind === 'money'
        ? { style: { numFmt: '#,##0.00' } }
        : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of pages(engine, r, session, query))
    for (const rec of rows) sheet.addRow(columns.map((c) => cellValue(engine, c, rec, true))).commit();
  sheet.commit();
  await book.commit();
}
