// Runs in a worker thread: reads the report rows through a server-side cursor (bounded memory) and
// streams them into the PDF or XLSX file. Nothing here touches the API's event loop.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import pg from 'pg';
import type { ReportDeclaration, ReportFormat } from '../../shared/reports/types.ts';
import { PdfReport, type ReportHeader } from './render-pdf.ts';
import { XlsxReport } from './render-xlsx.ts';

export type RenderJob = {
  databaseUrl: string;
  sql: string;
  parameters: unknown[];
  decl: ReportDeclaration;
  header: ReportHeader;
  format: ReportFormat;
  file: string;
};
export type RenderMessage = { progress: number } | { done: true; rows: number } | { error: string };

const BATCH = 2000;
pg.types.setTypeParser(1082, (v: string) => v);

async function render(job: RenderJob): Promise<number> {
  const client = new pg.Client({ connectionString: job.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`DECLARE relatorio NO SCROLL CURSOR FOR ${job.sql}`, job.parameters);
    let first = (await client.query(`FETCH ${BATCH} FROM relatorio`)).rows;
    if (first.length === 0) return 0;
    const out = job.format === 'pdf' ? createWriteStream(job.file) : undefined;
    const report = out
      ? new PdfReport(job.decl, job.header, out)
      : new XlsxReport(job.decl, job.header, job.file);
    while (first.length > 0) {
      report.addRows(first);
      parentPort!.postMessage({ progress: report.rows } satisfies RenderMessage);
      first = first.length < BATCH ? [] : (await client.query(`FETCH ${BATCH} FROM relatorio`)).rows;
    }
    await report.finish();
    if (out) await once(out, 'finish');
    return report.rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// A long-lived worker: jobs arrive one at a time; the pool never sends a second before the first ends.
parentPort!.on('message', (job: RenderJob) => {
  render(job).then(
    (rows) => parentPort!.postMessage({ done: true, rows } satisfies RenderMessage),
    (e: Error) => parentPort!.postMessage({ error: e.message } satisfies RenderMessage),
  );
});
