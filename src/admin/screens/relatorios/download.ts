// The request of a report and the download of its file. The body is read as a stream so the screen
// can show the bytes received; an abort (the 'Cancelar' button) stops both the request and the
// reading, and the server stops rendering when the connection closes.
import type { ReportFormat } from '../../../shared/reports/types.ts';
import { reportPath } from '../../../shared/reports/types.ts';
import { apiResponse } from '../../providers/http.ts';
import {
  filenameFromDisposition,
  isJsonAnswer,
  outcomeOfError,
  outcomeOfJson,
  type ReportOutcome,
} from './outcome.ts';

export type Progress = { receiving: boolean; bytes: number; total?: number };

type Request = {
  id: string;
  format: ReportFormat;
  filter: Record<string, unknown>;
  signal: AbortSignal;
  onProgress(progress: Progress): void;
};

// at most a few progress updates per second: a fast stream must not re-render per chunk
const PROGRESS_EVERY_MS = 150;
// the object URL outlives the click: the browser reads it once the download actually starts
const REVOKE_AFTER_MS = 60_000;

/** The body as a Blob, read chunk by chunk to report the bytes received. */
export async function readBody(response: Response, signal: AbortSignal, onProgress: Request['onProgress']) {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  onProgress({ receiving: true, bytes: 0, total });
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let shown = 0;
  try {
    for (;;) {
      if (signal.aborted) throw new DOMException('Cancelado', 'AbortError');
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      bytes += value.byteLength;
      if (Date.now() - shown >= PROGRESS_EVERY_MS) {
        shown = Date.now();
        onProgress({ receiving: true, bytes, total });
      }
    }
  } finally {
    reader.releaseLock();
  }
  onProgress({ receiving: true, bytes, total });
  return new Blob(chunks, { type });
}

/** Hands a file to the browser's downloads: an object URL clicked through `<a download>`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** POST /api/<module>/relatorios/<name>?formato=…; saves the file and says how it ended (never rejects). */
export async function generateReport({
  id,
  format,
  filter,
  signal,
  onProgress,
}: Request): Promise<ReportOutcome> {
  const { api, name } = reportPath(id);
  try {
    const response = await apiResponse(api.replace(/^\/api/, ''), {
      method: 'POST',
      query: { formato: format },
      body: filter,
      signal,
    });
    if (isJsonAnswer(response.headers.get('Content-Type'))) {
      const body = await response.json().catch(() => undefined);
      return outcomeOfJson(body);
    }
    const blob = await readBody(response, signal, onProgress);
    const filename = filenameFromDisposition(
      response.headers.get('Content-Disposition'),
      `${name}.${format}`,
    );
    saveFile(blob, filename);
    return { kind: 'file', filename, bytes: blob.size };
  } catch (error) {
    return outcomeOfError(error);
  }
}
