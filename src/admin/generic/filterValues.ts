// Filter form values ⇄ react-admin filter values (= the API's query parameters, A's dataProvider
// joins arrays with commas). Dates are typed dd/MM/yyyy and sent yyyy-MM-dd; ranges use
// `<param>Ini` / `<param>Fim` like the server (src/server/crud/filters.ts).
import type { FilterInput } from '../../shared/schema/schema-info.ts';

export type FormValues = Record<string, string | (number | string)[]>;

const brToIso = (v: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
};
const isoToBr = (v: unknown) => {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

/** The query keys a filter owns. */
export function keysOf(f: FilterInput): string[] {
  if (f.kind === 'date' && f.op === 'range') return [`${f.param}Ini`, `${f.param}Fim`];
  return [f.param];
}

export function toFormValues(filters: FilterInput[], applied: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const f of filters) {
    for (const key of keysOf(f)) {
      const v = applied[key];
      if (f.kind === 'ref')
        out[key] = Array.isArray(v) ? v : v === undefined || v === '' ? [] : String(v).split(',');
      else if (f.kind === 'date') out[key] = isoToBr(v);
      else out[key] = v === undefined || v === null ? '' : String(v);
    }
  }
  return out;
}

/** Only what the user filled; an incomplete date is left out rather than refused by the server. */
export function toFilterValues(filters: FilterInput[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    for (const key of keysOf(f)) {
      const v = values[key];
      if (Array.isArray(v)) {
        if (v.length) out[key] = v;
        continue;
      }
      const text = (v ?? '').trim();
      if (text === '') continue;
      if (f.kind === 'date') {
        const iso = brToIso(text);
        if (iso) out[key] = iso;
      } else if (f.kind === 'numberList') out[key] = text.split(/[\s,;]+/).filter(Boolean);
      else out[key] = text;
    }
  }
  return out;
}
