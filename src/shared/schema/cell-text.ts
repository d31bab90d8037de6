// Text of a list cell, by the kind of the column. Pure so it is unit-tested; many-references,
// which need a fetch, are rendered by RefManyCell instead.
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatMoney,
  formatPhone,
  formatPis,
} from '../br/format.ts';
import type { JsonSchema, Resource } from './types.ts';

const TEXT = { yes: 'Sim', no: 'Não' } as const;

import { type ColumnKind, refTitle } from './schema-info.ts';

const MASKS: Record<string, (v: string) => string> = {
  cpf: formatCpf,
  cnpj: formatCnpj,
  pis: formatPis,
  cep: formatCep,
  telefone: formatPhone,
};

/** 'ROLE_SST' → 'SST' with x-enum-labels; the value itself otherwise. */
export function enumLabel(schema: JsonSchema, value: unknown): string {
  const labels = schema['x-enum-labels'] ?? schema.items?.['x-enum-labels'];
  return labels?.[String(value)] ?? String(value);
}

/** dd/MM/yyyy HH:mm in the browser's time zone. */
function formatDateTime(v: string): string {
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) return v;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function cellText(kind: ColumnKind, schema: JsonSchema, value: unknown, target?: Resource): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'boolean':
      return value ? TEXT.yes : TEXT.no;
    case 'date':
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'money':
      return formatMoney(value as number);
    case 'enum':
      return Array.isArray(value)
        ? value.map((v) => enumLabel(schema, v)).join(', ')
        : enumLabel(schema, value);
    case 'ref':
      return refTitle(value, target);
    case 'masked': {
      const mask = MASKS[schema['x-ui']?.widget ?? schema.format ?? ''];
      return mask ? mask(String(value)) : String(value);
    }
    case 'number':
      // integers are often codes (IBGE, ordem): no thousands separator; decimals get the pt-BR comma
      return typeof value === 'number' && !Number.isInteger(value)
        ? value.toLocaleString('pt-BR')
        : String(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
