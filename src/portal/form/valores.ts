// Form values ↔ the register's wire record. The form keeps what the candidate types (text for numbers and
// money, digits with masks for documents); the record has numbers, references as {id}, no empty values.

import { moneyText, parseMoney } from '../../shared/br/money-input.ts';
import { typeOf } from '../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';

export type Valores = Record<string, any>;

/** 'R$ 1.234,56', '1234,56' or '1234.56' → 1234.56; '' → undefined; nonsense stays text (the validator says). */
export function parseDinheiro(text: string): number | string | undefined {
  const n = parseMoney(text);
  return n === undefined || Number.isFinite(n) ? n : text;
}

/** The wire record of form values (numbers parsed, empties dropped; the validator judges the rest). */
export function paraRegistro(schema: JsonSchema, valores: Valores): Valores {
  const out: Valores = {};
  for (const [k, v] of Object.entries(valores ?? {})) {
    const s = schema.properties?.[k];
    if (v === undefined || v === null || v === '') continue;
    if (!s) {
      out[k] = v;
      continue;
    }
    const t = typeOf(s);
    if ((t === 'number' || t === 'integer') && typeof v === 'string') {
      const n =
        s['x-ui']?.widget === 'money'
          ? parseDinheiro(v)
          : v.trim() === ''
            ? undefined
            : Number(v.replace(',', '.'));
      if (n !== undefined) out[k] = typeof n === 'number' && Number.isNaN(n) ? v : n;
    } else if (t === 'array' && s.items?.properties && Array.isArray(v))
      out[k] = v.map((item) => paraRegistro(s.items!, item));
    else if (t === 'object' && s.properties && !s['x-ref'] && !s['x-file']) {
      const sub = paraRegistro(s, v);
      if (Object.keys(sub).length > 0) out[k] = sub;
    } else if (!s['x-file']) out[k] = v;
  }
  return out;
}

/** Form values of a stored record (numbers as text in pt-BR, references as {id}). */
export function paraFormulario(schema: JsonSchema, registro: Valores): Valores {
  const out: Valores = {};
  for (const [k, v] of Object.entries(registro ?? {})) {
    const s = schema.properties?.[k];
    if (!s || v === null || v === undefined) continue;
    const t = typeOf(s);
    if (t === 'number' || t === 'integer')
      out[k] = s['x-ui']?.widget === 'money' ? moneyText(Number(v)) : String(v);
    else if (s['x-ref'] && t !== 'array') out[k] = typeof v === 'object' ? { id: v.id } : { id: v };
    else if (t === 'array' && s.items?.properties && Array.isArray(v))
      out[k] = v.map((item) => paraFormulario(s.items!, item));
    else if (t === 'object' && s.properties && !s['x-file']) out[k] = paraFormulario(s, v);
    else out[k] = v;
  }
  return out;
}

export const valorEm = (v: Valores, path: string): any =>
  path.split('.').reduce<any>((o, k) => (o && typeof o === 'object' ? o[k] : undefined), v);

/** A copy of the values with `path` set (objects and lists along the way copied, not mutated). */
export function comValor(v: Valores, path: string, value: unknown): Valores {
  const [head, ...rest] = path.split('.');
  const atual = Array.isArray(v) ? [...v] : { ...(v ?? {}) };
  const key = Array.isArray(atual) ? Number(head) : head!;
  (atual as any)[key] = rest.length === 0 ? value : comValor((v as any)?.[key] ?? {}, rest.join('.'), value);
  return atual as Valores;
}
