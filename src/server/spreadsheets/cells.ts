// A spreadsheet cell as the API's wire value, the way Brazilian users type it: dates dd/MM/aaaa (or a date
// cell), money and decimals 1.234,56, Sim/Não, enums by label or code, references by title or id. A value
// it cannot read is passed on unchanged, so the register's own validator refuses it with its message.
import type { SheetColumn } from './columns.ts';

/** The raw value of an exceljs cell or a CSV field: text, number, boolean, Date or nothing. */
export function rawCell(v: unknown): string | number | boolean | Date | undefined {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (o.richText) return rawCell(o.richText.map((p) => p.text).join(''));
    if ('result' in o) return rawCell(o.result);
    if ('text' in o) return rawCell(o.text);
  }
  return String(v);
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

function dateText(v: string | number | boolean | Date): string | unknown {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(String(v));
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return v;
}

function decimal(v: string | number | boolean | Date): unknown {
  if (typeof v === 'number') return v;
  const text = String(v)
    .replace(/^R\$\s*/, '')
    .replace(/\s/g, '');
  if (/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(text) || /^-?\d+(,\d+)?$/.test(text))
    return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return v;
}

export type RefLookup = (target: string, title: string) => number | undefined;

/** A reference typed by a title no record of the company has. */
export const UNKNOWN_REF = Symbol('registro não encontrado');

export function wireValue(c: SheetColumn, raw: string | number | boolean | Date, lookup: RefLookup): unknown {
  switch (c.kind) {
    case 'date':
      return dateText(raw);
    case 'dateTime':
      return raw instanceof Date ? raw.toISOString() : raw;
    case 'money':
      return decimal(raw);
    case 'number':
      return decimal(raw);
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const t = fold(String(raw));
      if (['sim', 's', 'true', '1', 'verdadeiro'].includes(t)) return true;
      if (['nao', 'n', 'false', '0', 'falso'].includes(t)) return false;
      return raw;
    }
    case 'enum': {
      const values = (c.schema.enum ?? []) as unknown[];
      const labels = c.schema['x-enum-labels'] ?? {};
      const t = fold(String(raw));
      const byLabel = Object.entries(labels).find(([, l]) => fold(l) === t)?.[0];
      const found = byLabel ?? values.find((v) => fold(String(v)) === t);
      if (found === undefined) return raw;
      return values.includes(found) ? found : values.find((v) => String(v) === found);
    }
    case 'ref': {
      if (typeof raw === 'number' && Number.isInteger(raw)) return { id: raw };
      const text = String(raw);
      if (/^\d{1,9}$/.test(text)) return { id: Number(text) };
      const id = lookup(c.target!, text);
      return id === undefined ? UNKNOWN_REF : { id };
    }
    case 'refMany': {
      const ids: number[] = [];
      for (const part of String(raw)
        .split(/[,|]/)
        .map((p) => p.trim())
        .filter(Boolean)) {
        const id = /^\d{1,9}$/.test(part) ? Number(part) : lookup(c.target!, part);
        if (id === undefined) return UNKNOWN_REF;
        ids.push(id);
      }
      return ids;
    }
    case 'masked':
      return String(raw).replace(/[.\-/()\s]/g, '');
    default:
      return typeof raw === 'string'
        ? raw
        : raw instanceof Date
          ? raw.toISOString().slice(0, 10)
          : String(raw);
  }
}

export const foldTitle = fold;
