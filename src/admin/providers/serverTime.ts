// Spec §7: "Dates are shifted to the server timezone". The browser may run in any timezone; the API
// reads dates as the server's wall-clock time (America/Sao_Paulo). Instants (Date objects, ISO strings
// with Z or an offset) are rewritten in that zone; calendar dates ('2024-05-31') have no zone and pass
// untouched. Pure functions: no React, no fetch.
import { SERVER_TIMEZONE } from '../../shared/constants.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

function wallClock(date: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return parts as WallClock;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's UTC offset at that instant, as ±HH:MM (DST-aware: Brazil used -02:00 until 2019). */
export function offsetAt(date: Date, timeZone = SERVER_TIMEZONE): string {
  const w = wallClock(date, timeZone);
  const asUtc = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  const minutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** '2024-01-15T09:00:00-03:00' for 2024-01-15T12:00:00Z. */
export function toServerDateTime(date: Date, timeZone = SERVER_TIMEZONE): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}${offsetAt(date, timeZone)}`;
}

/** The server's calendar day of an instant: '2024-01-15' for 2024-01-16T01:30:00Z. */
export function toServerDate(date: Date, timeZone = SERVER_TIMEZONE): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${w.month}-${w.day}`;
}

export const isInstantString = (value: string): boolean => INSTANT.test(value);

/**
 * Rewrites every instant inside a value (objects and arrays included). `as: 'datetime'` for request
 * bodies; `as: 'date'` for list filters, which the API compares as calendar dates.
 */
export function shiftDates<T>(value: T, as: 'datetime' | 'date' = 'datetime', timeZone = SERVER_TIMEZONE): T {
  const convert = (d: Date) => (as === 'date' ? toServerDate(d, timeZone) : toServerDateTime(d, timeZone));
  const walk = (v: unknown): unknown => {
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : convert(v);
    if (typeof v === 'string') return isInstantString(v) ? convert(new Date(v)) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[k] = walk(item);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
