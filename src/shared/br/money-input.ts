// Money as people in Brazil type it (issue 26): '3000' is R$ 3.000,00 and '3000,5' is R$ 3.000,50. While
// typing, a comma starts the cents and dots are only thousands separators (the field puts them in itself).
// A whole value pasted or filled at once is read as it was written, in either notation: '3.000,50',
// 'R$ 3.000,50', '3000.50' and '1,234.56' are all R$ 3.000,50 / 1.234,56 (a lone dot followed by one or two
// digits is a decimal point; followed by three, a thousands separator).
// Pure string work, no Intl: the portal's first view pays for every formatter set up when a module loads.

/** Integer digits kept: R$ 999.999.999.999,99 is more than any register allows, and stays exact in a double. */
const MAX_INTEGER_DIGITS = 12;

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** 3000.5 → '3.000,50' (the 'R$' is the field's adornment); '' when not a finite number. */
export function moneyText(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const [int, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${value <= -0.005 ? '-' : ''}${group(int)},${cents}`;
}

/**
 * What a money field shows while the user types, from the text it now holds: digits grouped by thousands,
 * a comma and at most two cents. '3000' → '3.000'; '3000,' → '3.000,'; '3.0000' → '30.000'; ',5' → '0,5'.
 */
export function maskMoneyTyping(text: string): string {
  const clean = text.replace(/[^\d,]/g, '');
  const comma = clean.indexOf(',');
  const intDigits = (comma < 0 ? clean : clean.slice(0, comma))
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_INTEGER_DIGITS);
  if (comma < 0) return group(intDigits);
  const cents = clean
    .slice(comma + 1)
    .replace(/,/g, '')
    .slice(0, 2);
  return `${group(intDigits || '0')},${cents}`;
}

/** The number a typed (masked) text means: '3.000,5' → 3000.5; '' → undefined. */
export function moneyOfTyping(text: string): number | undefined {
  const masked = maskMoneyTyping(text);
  if (masked === '') return undefined;
  const [int, cents = ''] = masked.replace(/\./g, '').split(',');
  return Number(`${int || '0'}.${cents.padEnd(2, '0')}`);
}

/** Whether each group after the first has exactly three digits ('1.234.567', '1,234'). */
const grouped = (parts: string[]): boolean => parts.slice(1).every((p) => p.length === 3) && parts[0] !== '';

/**
 * A whole value written by someone (pasted, filled, stored as text): either notation, with or without 'R$'.
 * undefined when empty; NaN when it is not money ('abc', '1.2.3').
 */
export function parseMoney(text: string): number | undefined {
  const t = text.replace(/R\$|\s|\u00a0/gi, '');
  if (t === '') return undefined;
  const negative = t.startsWith('-');
  const body = negative ? t.slice(1) : t;
  if (!/^[\d.,]+$/.test(body)) return Number.NaN;
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  let int: string;
  let dec = '';
  if (lastComma >= 0 && lastDot >= 0) {
    // both: the last one is the decimal separator, the other one groups thousands
    const sep = lastComma > lastDot ? ',' : '.';
    const other = sep === ',' ? '.' : ',';
    const at = body.lastIndexOf(sep);
    const head = body.slice(0, at);
    if (head.includes(sep) || !grouped(head.split(other))) return Number.NaN;
    int = head.split(other).join('');
    dec = body.slice(at + 1);
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = body.split(sep);
    const last = parts[parts.length - 1]!;
    // one comma is always the decimal comma; one dot is decimal only before one or two digits ('3000.50')
    const decimal = parts.length === 2 && (sep === ',' || (last.length > 0 && last.length <= 2));
    if (decimal) {
      int = parts[0]!;
      dec = last;
    } else if (grouped(parts)) int = parts.join('');
    else return Number.NaN;
  } else int = body;
  if (!/^\d*$/.test(dec) || (int === '' && dec === '')) return Number.NaN;
  // cents beyond the second are dropped, as typing drops them
  const n = Number(`${int || '0'}.${dec.slice(0, 2) || '0'}`);
  return negative ? -n : n;
}

/**
 * The text a money field shows after a change. `inserted` is what the change put in at once (the input
 * event's data, or the pasted text): when it is more than one character and is now the whole content, the
 * value was pasted or filled and is read as written (parseMoney); otherwise the user is typing.
 */
export function moneyInputText(next: string, inserted?: string | null): string {
  if (inserted && inserted.trim().length > 1 && next.trim() === inserted.trim()) {
    const n = parseMoney(inserted);
    if (n !== undefined && Number.isFinite(n)) return moneyText(Math.abs(n));
  }
  return maskMoneyTyping(next);
}

/**
 * Where the caret goes after the field was re-masked: after as many digits and commas as the user had
 * before it ('3000|' typed → '3.000|'; a digit typed in the middle keeps the caret after it).
 */
export function caretAfterMask(typed: string, caret: number, masked: string): number {
  const keep = typed.slice(0, caret).replace(/[^\d,]/g, '').length;
  if (keep === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/[\d,]/.test(masked[i]!) && ++seen === keep) return i + 1;
  }
  return masked.length;
}
