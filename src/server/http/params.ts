// Path and query-string parameters of the modules' hand-written endpoints (actions, routes, reports), refused
// in Portuguese (400) when malformed: ids as in the generic API, dates 'AAAA-MM-DD', decimals as plain text so that
// money stays exact all the way to PostgreSQL.
import { sql } from 'kysely';
import { SERVER_TIMEZONE } from '../../shared/constants.ts';
import { MSG } from '../../shared/messages.ts';
import { requiredMessage } from '../../shared/schema/field-errors.ts';
import { formats } from '../../shared/schema/formats.ts';
import { badRequest, fieldError } from './errors.ts';

type Query = Record<string, unknown>;

const MAX_IDS = 5000;
const INT = /^\d{1,9}$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;

/** A path id (:id, :cargoId …): positive integer, else 400 'Identificador inválido.'. */
export function pathId(raw: string): number {
  if (!INT.test(raw) || Number(raw) === 0) throw badRequest(MSG.invalidId);
  return Number(raw);
}

function text(query: Query, name: string): string | undefined {
  const v = query[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw badRequest(`${MSG.invalidFilter} (${name})`);
  return v.trim() === '' ? undefined : v.trim();
}

/** The value, or a 400 on `name` with the usual 'é obrigatório(a)' message. */
export function requiredParam<T>(value: T | undefined, name: string, label: string): T {
  if (value === undefined) throw fieldError(name, requiredMessage(label));
  return value;
}

/** Today where the company works, 'AAAA-MM-DD' (the default reference date of the calculations). */
export const today = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SERVER_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Today in the server's wall-clock time as SQL (dates are plain calendar dates, spec §7). */
export const hojeSql = sql<string>`(now() AT TIME ZONE ${SERVER_TIMEZONE})::date`;

export function queryDate(query: Query, name: string): string | undefined {
  const v = text(query, name);
  if (v !== undefined && !formats.date!.validate(v)) throw fieldError(name, 'Data inválida.');
  return v;
}

export function queryInt(query: Query, name: string, label: string): number | undefined {
  const v = text(query, name);
  if (v !== undefined && !INT.test(v)) throw fieldError(name, `${label}: valor inválido.`);
  return v === undefined ? undefined : Number(v);
}

/** A comma-separated id list (`colaboradoresIds=1,2,3`), at most 5,000 ids. */
export function queryIds(query: Query, name: string): number[] | undefined {
  const v = text(query, name);
  if (v === undefined) return undefined;
  const ids = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length > MAX_IDS || ids.some((s) => !INT.test(s)))
    throw badRequest(`${MSG.invalidFilter} (${name})`);
  return [...new Set(ids.map(Number))];
}

/** A decimal typed by the user ('2.5', '1234.57'), kept as text. */
export function queryDecimal(query: Query, name: string, label: string): string | undefined {
  const v = text(query, name);
  if (v !== undefined && !DECIMAL.test(v)) throw fieldError(name, `${label}: valor inválido.`);
  return v;
}
