// What a report request ended in, decided from the answer alone (pure, unit-tested): the file, the
// spec's "no data" note (a 200 JSON answer, spec §8), field errors, a failure to generate, or an
// error for the console's error handler. The screen turns each into the right message.
import { ERROR_CODES, type FieldError } from '../../../shared/messages.ts';
import { isApiError } from '../../providers/http.ts';

/** The server's JSON answer when the filter matches nothing (src/server/reports/reports.routes.ts). */
export const REPORT_NO_DATA = 'REPORT_NO_DATA';

export type ReportOutcome =
  | { kind: 'file'; filename: string; bytes: number }
  | { kind: 'no-data' }
  /** 5xx, or a success that is neither a file nor the no-data note: 'Não foi possível gerar o relatório.' */
  | { kind: 'failure' }
  /** 400 FIELD_VALIDATION_VIOLATION: messages go onto the fields */
  | { kind: 'invalid'; errors: FieldError[]; error: unknown }
  /** anything else (403, other 400, no answer at all): the error handler's message */
  | { kind: 'error'; error: unknown }
  | { kind: 'cancelled' };

/** A JSON success is the no-data note, never the report itself. */
export const isJsonAnswer = (contentType: string | null): boolean =>
  /^application\/(.+\+)?json\b/i.test((contentType ?? '').trim());

export function outcomeOfJson(body: unknown): ReportOutcome {
  const code = (body as { code?: unknown } | null)?.code;
  return code === REPORT_NO_DATA ? { kind: 'no-data' } : { kind: 'failure' };
}

/** A rejected request: cancelled by the user, refused fields, a server failure or another error. */
export function outcomeOfError(error: unknown): ReportOutcome {
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return { kind: 'cancelled' };
  if (isApiError(error)) {
    if (error.status === 400 && error.code === ERROR_CODES.validation && error.errors.length)
      return { kind: 'invalid', errors: error.errors, error };
    if (error.status >= 500) return { kind: 'failure' };
  }
  return { kind: 'error', error };
}

/**
 * The file name of a Content-Disposition header: RFC 6266 `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare token; `fallback` when there is none. Path parts are dropped.
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
    name = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : bare?.[1];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** Sizes in Bytes, KB, MB, GB of 1024 (spec §9), pt-BR decimals: '1,5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 1 : 0;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`;
}
