// Display formatters (pt-BR). Isomorphic: no Node APIs. null/undefined/'' give ''.
import { formatCep as libFormatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj as libFormatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as libFormatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPis as libFormatPis } from '@brazilian-utils/brazilian-utils/format-pis';

type Value = string | number | null | undefined;

const blank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

/** '52998224725' → '529.982.247-25' */
export const formatCpf = (v: Value): string => (blank(v) ? '' : libFormatCpf(v));

/** '11222333000181' → '11.222.333/0001-81'; '12abc34501de35' → '12.ABC.345/01DE-35' */
export const formatCnpj = (v: Value): string => (blank(v) ? '' : libFormatCnpj(v, { version: 2 }));

/** '01310100' → '01310-100' */
export const formatCep = (v: Value): string => (blank(v) ? '' : libFormatCep(v));

/** '12056874107' → '120.56874.10-7' */
export const formatPis = (v: Value): string => (blank(v) ? '' : libFormatPis(v));

/**
 * '11987654321' → '(11) 98765-4321'; '1130000000' → '(11) 3000-0000';
 * '987654321' → '98765-4321'; '30000000' → '3000-0000'. Other lengths are returned as given.
 */
export const formatPhone = (v: Value): string => {
  if (blank(v)) return '';
  const d = String(v).replace(/\D/g, '');
  const sub = (s: string) => `${s.slice(0, -4)}-${s.slice(-4)}`;
  if (d.length === 10 || d.length === 11) return `(${d.slice(0, 2)}) ${sub(d.slice(2))}`;
  if (d.length === 8 || d.length === 9) return sub(d);
  return String(v);
};

/** '2024-01-22' → '22/01/2024' (a Date is shown in local time). Anything else is returned as given. */
export const formatDate = (v: string | Date | null | undefined): string => {
  if (v === null || v === undefined || v === '') return '';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    const p = (n: number) => String(n).padStart(2, '0');
    return `${p(v.getDate())}/${p(v.getMonth() + 1)}/${v.getFullYear()}`;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
};

// made on first use: setting up a currency formatter costs a noticeable slice of a phone's first render,
// and most pages that import this module never format money
let money: Intl.NumberFormat | undefined;
const moneyFormat = () =>
  (money ??= new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/**
 * 1234.56 or '1234.56' (API/numeric form) or '1.234,56' (pt-BR form) → 'R$ 1.234,56'.
 * Always 2 decimals, plain space after 'R$'; '' when the value is not a finite number.
 */
export const formatMoney = (v: Value): string => {
  if (blank(v)) return '';
  let n: number;
  if (typeof v === 'number') n = v;
  else {
    const s = v.trim();
    n = s.includes(',') ? Number(s.replace(/\./g, '').replace(',', '.')) : Number(s);
    if (s === '') n = Number.NaN;
  }
  return Number.isFinite(n) ? moneyFormat().format(n).replace(/\s/g, ' ') : '';
};
