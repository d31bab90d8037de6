// Initial values of a report filter. The schema's `default`s first; then the dates, which JSON
// Schema cannot default ("today" moves): spec §9 "default report start one month ago (salary adjust
// and PGR reports 6 months back; indicators 9 months back to 2 months ahead)".
//
// The rule, for each `format: date` property without a `default`:
//  1. its x-ui.help names the default: 'Padrão: a data de hoje', 'Padrão: um mês atrás',
//     'Padrão: 6 meses atrás', 'Padrão: dois meses à frente' (number in digits or words);
//  2. otherwise its name: a period start (dataIni, dataInicio, dataInicial, …Ini) is one month ago —
//     six for salary-adjustment and PGR reports, nine for indicators; a period end (…Fim, …Final) is
//     today (two months ahead for indicators); the reference date `data` is today;
//  3. any other date starts empty.
// Dates are the server's calendar day (America/Sao_Paulo), as the API reads them.
// A list of companies (x-ref utilitario/empresas) without a `default` starts with the session's company
// (the recruitment reports' empresasIds: at least one, spec §5).
import type { ReportDeclaration } from '../../../shared/reports/types.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';

const NUMBERS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
};

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Months from today that a help text names as the default (0 = today), or undefined. */
export function monthsFromHelp(help: string | undefined): number | undefined {
  if (!help) return undefined;
  const text = plain(help);
  const at = text.indexOf('padrao:');
  if (at < 0) return undefined;
  const rule = text.slice(at + 'padrao:'.length);
  if (/\b(a data de )?hoje\b/.test(rule)) return 0;
  const m = /\b(\d{1,3}|[a-z]+) mes(es)? (atras|a frente|adiante)\b/.exec(rule);
  if (!m) return undefined;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBERS[m[1]!];
  if (n === undefined) return undefined;
  return m[3] === 'atras' ? -n : n;
}

type PeriodRule = { start: number; end: number };
/** Months back (start) and ahead (end) of the default period, by kind of report. */
function periodOf(reportId: string): PeriodRule {
  const id = plain(reportId);
  if (/indicador/.test(id)) return { start: -9, end: 2 };
  if (/reajuste|pgr/.test(id)) return { start: -6, end: 0 };
  return { start: -1, end: 0 };
}

const START = /(ini|inicio|inicial)$/i;
const END = /(fim|final)$/i;

/** Months from today of a date field's default by its name, or undefined when it has none. */
export function monthsFromName(name: string, reportId: string): number | undefined {
  const period = periodOf(reportId);
  if (name === 'data') return 0;
  if (START.test(name)) return period.start;
  if (END.test(name)) return period.end;
  return undefined;
}

/** 'yyyy-MM-dd' moved by whole months; the day is kept, or the month's last day (31/03 − 1 → 28/02). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, last))}`;
}

const isDate = (s: JsonSchema) => s.format === 'date' || s['x-ui']?.widget === 'date';

const EMPRESAS = 'utilitario/empresas';

/**
 * The filter the screen opens with; `today` is the server's calendar day ('yyyy-MM-dd'), `empresaId` the
 * session's company.
 */
export function initialFilter(
  decl: Pick<ReportDeclaration, '$id' | 'filter'>,
  today: string,
  empresaId?: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(decl.filter.properties ?? {})) {
    if (prop.default !== undefined) {
      out[name] = structuredClone(prop.default);
      continue;
    }
    if (prop['x-ref'] === EMPRESAS && prop.type === 'array' && empresaId !== undefined) {
      out[name] = [empresaId];
      continue;
    }
    if (!isDate(prop)) continue;
    const months = monthsFromHelp(prop['x-ui']?.help) ?? monthsFromName(name, decl.$id);
    if (months !== undefined) out[name] = addMonths(today, months);
  }
  return out;
}
