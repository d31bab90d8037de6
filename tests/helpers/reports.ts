// Calling a declared report as the console does and reading its answer back: the PDF's text (unpdf) and
// the XLSX's cells (exceljs). Shared by the report tests of every module (tests/api/reports/<module>/).
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Client } from './test-app.ts';

/** POST /api/<module>/relatorios/<name>?formato=… as the given client. */
export function gerarRelatorio(
  client: Client,
  modulo: string,
  relatorio: string,
  filtro: unknown,
  formato: 'pdf' | 'xlsx' = 'pdf',
) {
  return client.app.inject({
    method: 'POST',
    url: `/api/${modulo}/relatorios/${relatorio}?formato=${formato}`,
    headers: { cookie: client.cookie },
    payload: filtro as object,
  });
}

/** The field errors of a filter the report refuses (400). */
export async function errosRelatorio(client: Client, modulo: string, relatorio: string, filtro: unknown) {
  const res = await gerarRelatorio(client, modulo, relatorio, filtro);
  expect(res.statusCode).toBe(400);
  return res.json().errors;
}

/** The PDF's text, whitespace collapsed (pt-BR money has a no-break space after R$). */
export async function pdfText(buf: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Rendered PDF text of a report; fails with the answer when it is not a PDF. */
export async function pdfRelatorio(client: Client, modulo: string, relatorio: string, filtro: unknown) {
  const res = await gerarRelatorio(client, modulo, relatorio, filtro);
  if (res.headers['content-type'] !== 'application/pdf')
    throw new Error(`${relatorio}: ${res.statusCode} ${res.body}`);
  return pdfText(res.rawPayload);
}

const isTotal = (r: unknown[]) => typeof r[0] === 'string' && /^(Subtotal |Total geral)/.test(r[0]);

/**
 * The XLSX data rows after the column titles (row whose first cell is `firstTitle`), the subtotal and
 * total lines apart (`totals`), and the titles.
 */
export async function xlsxRelatorio(
  client: Client,
  modulo: string,
  relatorio: string,
  filtro: unknown,
  firstTitle: string,
) {
  const res = await gerarRelatorio(client, modulo, relatorio, filtro, 'xlsx');
  if (!String(res.headers['content-type']).includes('spreadsheetml'))
    throw new Error(`${relatorio}: ${res.statusCode} ${res.body}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as any);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows.findIndex((r) => r[0] === firstTitle);
  if (header < 0) throw new Error(`${relatorio}: sem a linha de títulos '${firstTitle}'`);
  const body = rows.slice(header + 1);
  return {
    titles: rows[header],
    rows: body.filter((r) => !isTotal(r)),
    totals: body.filter(isTotal),
    all: rows,
  };
}

/** A date cell as exceljs reads it back. */
export const dia = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** The answer when nothing matches. */
export const SEM_DADOS = {
  status: 200,
  code: 'REPORT_NO_DATA',
  message: 'Não existem dados para o filtro informado.',
};
