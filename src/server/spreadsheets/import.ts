// 'Importar planilha': every row becomes a record through the register's own repository (same validator,
// same hooks, same unique and reference rules) inside ONE transaction — all or nothing. Each refused row
// rolls back to its own savepoint so every problem is found in one pass; the answer lists them as
// 'Linha N, {campo}: {mensagem}' and nothing is stored. A successful import is one audit entry.
import { sql } from 'kysely';
import { type FieldError, MSG } from '../../shared/messages.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { appendAudit } from '../audit/audit.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { isLabelled, labelSql } from '../crud/record-label.ts';
import { parseCsv } from '../db/csv.ts';
import { badRequest, HttpError, validationError } from '../http/errors.ts';
import { foldTitle, rawCell, UNKNOWN_REF, wireValue } from './cells.ts';
import { importColumns, type SheetColumn } from './columns.ts';
import { readXlsxRows, XLSX_MAX_XML_BYTES, XlsxError } from './xlsx-reader.ts';

export const IMPORT_MAX_ROWS = 50_000;
const MAX_PROBLEMS = 500;

export const IMPORT_MSG = {
  refused: 'A planilha tem problemas: nada foi importado.',
  unreadable: 'Não foi possível ler a planilha. Envie um arquivo XLSX ou CSV.',
  empty: 'A planilha não tem linhas para importar.',
  tooMany: `A planilha tem mais de ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas: divida-a em partes.`,
  tooBig: `A planilha tem dados demais (mais de ${XLSX_MAX_XML_BYTES / 1024 / 1024} MB descompactados, ou uma célula enorme): divida-a em partes.`,
  unknownColumn: 'coluna desconhecida.',
  done: (n: number) =>
    n === 1 ? '1 registro importado.' : `${n.toLocaleString('pt-BR')} registros importados.`,
} as const;

type Cell = string | number | boolean | Date | undefined;
type Sheet = { header: string[]; rows: { line: number; cells: Cell[] }[] };

/**
 * Records of a CSV text that hold something (a line end inside quotes does not end one), counted before
 * parsing so that a file of a million short lines is refused without building them.
 */
export function csvRecords(bytes: Buffer): number {
  let records = 0;
  let quoted = false;
  let filled = false;
  for (const b of bytes) {
    if (b === 0x22) quoted = !quoted;
    if (!quoted && b === 0x0a) {
      if (filled) records++;
      filled = false;
    } else if (b !== 0x0d && b !== 0x0a) filled = true;
  }
  return filled ? records + 1 : records;
}

/**
 * The first sheet of an XLSX, or a CSV (';' or ','), as header and rows; the type told by content. Refused
 * with 400 before the rows are all read when there are more than IMPORT_MAX_ROWS (or, for an XLSX, more
 * data than xlsx-reader.ts allows).
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (isZip) {
    let read: Awaited<ReturnType<typeof readXlsxRows>>;
    try {
      read = await readXlsxRows(bytes, IMPORT_MAX_ROWS);
    } catch (e) {
      const problem = e instanceof XlsxError ? e.problem : 'unreadable';
      throw badRequest(IMPORT_MSG[problem]);
    }
    const header = read.header.map((v) => String(rawCell(v) ?? ''));
    const rows = read.rows.map(({ line, values }) => ({
      line,
      cells: header.map((_h, i) => rawCell(values[i])),
    }));
    return { header, rows };
  }
  if (bytes.includes(0)) throw badRequest(IMPORT_MSG.unreadable);
  // the header and the rows: one more than the limit
  if (csvRecords(bytes) > IMPORT_MAX_ROWS + 1) throw badRequest(IMPORT_MSG.tooMany);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('latin1').decode(bytes); // Excel's "CSV" in Windows-1252
  }
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  let parsed: string[][];
  try {
    parsed = parseCsv(text, first.includes(';') ? ';' : ',');
  } catch {
    throw badRequest(IMPORT_MSG.unreadable);
  }
  const [header = [], ...records] = parsed;
  return { header, rows: records.map((cells, i) => ({ line: i + 2, cells: cells.map((c) => rawCell(c)) })) };
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const p of path.slice(0, -1)) {
    if (!node[p]) node[p] = {};
    node = node[p] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** Titles of the company's records of each referenced register, folded, for lookups by title. */
async function refTitles(engine: Engine, session: StaffSession, columns: SheetColumn[]) {
  const maps = new Map<string, Map<string, number | null>>();
  for (const c of columns) {
    if ((c.kind !== 'ref' && c.kind !== 'refMany') || maps.has(c.target!)) continue;
    const t = engine.registry.get(c.target!);
    const title = t.fields.find((f) => f.name === t.recordTitle && f.kind === 'column');
    const map = new Map<string, number | null>();
    if (title && title.kind === 'column') {
      const scope = t.meta.tenant === 'empresa' ? sql`WHERE s.empresa_id = ${session.empresaId}` : sql``;
      // a record with a label (recordLabel) is also found by it, as the export writes it: 'Pedreiro – I'
      const label = isLabelled(t) ? labelSql(engine.registry, t, 's') : sql`NULL`;
      const { rows } = await sql<{
        id: number;
        titulo: string;
        rotulo: string | null;
      }>`SELECT s.id, s.${sql.ref(title.column)}::text AS titulo, ${label} AS rotulo
        FROM ${sql.table(t.table)} s ${scope}`.execute(engine.db);
      // two records with one title: ambiguous, the id (or the label) must be typed
      for (const r of rows)
        for (const text of r.rotulo ? [r.titulo, r.rotulo] : [r.titulo]) {
          const k = foldTitle(text ?? '');
          map.set(k, map.has(k) && map.get(k) !== r.id ? null : r.id);
        }
    }
    maps.set(c.target!, map);
  }
  return (target: string, title: string) => maps.get(target)?.get(foldTitle(title)) ?? undefined;
}

export async function importSheet(engine: Engine, r: Resource, session: StaffSession, sheet: Sheet) {
  const all = importColumns(r);
  const byTitle = new Map(
    all.flatMap((c) => [
      [foldTitle(c.title), c],
      [foldTitle(c.path.join('.')), c],
    ]),
  );
  const problems: FieldError[] = [];
  const columns = sheet.header.map((h) => {
    if (!h.trim()) return undefined;
    const c = byTitle.get(foldTitle(h.replace(/\s*\*\s*$/, '')));
    if (!c) problems.push({ field: h, message: `Linha 1, ${h}: ${IMPORT_MSG.unknownColumn}` });
    return c;
  });
  if (problems.length) throw validationError(problems, IMPORT_MSG.refused);
  const rows = sheet.rows.filter((row) => row.cells.some((c) => c !== undefined));
  if (rows.length === 0) throw badRequest(IMPORT_MSG.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooMany);
  const lookup = await refTitles(engine, session, all);
  const titleOf = (field: string) => all.find((c) => c.path.join('.') === field)?.title ?? field;
  const repo = engine.repository(r.path);

  return engine.db.transaction().execute(async (tx) => {
    let stored = 0;
    let dbAborted = false;
    for (const row of rows) {
      if (dbAborted) break;
      const body: Record<string, unknown> = {};
      const own: FieldError[] = [];
      columns.forEach((c, i) => {
        const raw = row.cells[i];
        if (!c || raw === undefined) return;
        const v = wireValue(c, raw, lookup);
        if (v === UNKNOWN_REF) own.push({ field: c.path.join('.'), message: MSG.refNotFound(c.title) });
        else setPath(body, c.path, v);
      });
      if (own.length === 0) {
        try {
          await repo.create(session, body, { tx, audit: false, returning: false });
          stored++;
        } catch (e) {
          if (!(e instanceof HttpError)) throw e;
          own.push(...(e.errors ?? [{ field: '', message: e.message }]));
          // a refusal of the database itself (a unique index) ends the transaction: report what was found
          if (e.fromDatabase) dbAborted = true;
        }
      }
      for (const p of own)
        problems.push({ field: p.field, message: `Linha ${row.line}, ${titleOf(p.field)}: ${p.message}` });
      if (problems.length >= MAX_PROBLEMS) break;
    }
    if (problems.length) throw validationError(problems, IMPORT_MSG.refused);
    await appendAudit(tx, {
      session,
      resource: r.path,
      recordId: null,
      operation: 'importar',
      changes: [{ campo: 'linhas', para: stored }],
    });
    return { quantidade: stored, message: IMPORT_MSG.done(stored) };
  });
}
