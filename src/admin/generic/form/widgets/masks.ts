// Input masks of the Brazilian documents. Masks are display-only: the API stores cpf/pis/cep/
// telefone as digits and the CNPJ as its 14 upper-case characters (src/shared/schema/formats.ts).
// Pattern syntax (also for x-ui.mask): 9 = digit, A = letter, S = letter or digit; anything else
// is a literal inserted as the user types.

export type MaskKind = 'cpf' | 'cnpj' | 'pis' | 'cep' | 'telefone';

const PATTERNS: Record<Exclude<MaskKind, 'telefone'>, string> = {
  cpf: '999.999.999-99',
  cnpj: 'SS.SSS.SSS/SSSS-99',
  pis: '999.99999.99-9',
  cep: '99999-999',
};

const SLOT: Record<string, RegExp> = { '9': /\d/, A: /[A-Za-z]/, S: /[A-Za-z0-9]/ };

export const isMaskKind = (v: unknown): v is MaskKind =>
  v === 'cpf' || v === 'cnpj' || v === 'pis' || v === 'cep' || v === 'telefone';

/** The pattern of a mask kind; the phone one depends on how many digits were typed (landline/mobile). */
export function patternFor(kind: MaskKind, raw = ''): string {
  if (kind !== 'telefone') return PATTERNS[kind];
  return raw.replace(/\D/g, '').length > 10 ? '(99) 99999-9999' : '(99) 9999-9999';
}

/** The characters of `text` the pattern keeps (its slots), upper-cased, up to the pattern's capacity. */
export function unmaskWith(pattern: string, text: string): string {
  const slots = [...pattern].filter((c) => SLOT[c]);
  const out: string[] = [];
  for (const ch of text) {
    const slot = slots[out.length];
    if (!slot) break;
    if (SLOT[slot]!.test(ch)) out.push(ch.toUpperCase());
  }
  return out.join('');
}

/** Lays raw characters into the pattern, adding literals only between typed characters ('52998' → '529.98'). */
export function maskWith(pattern: string, raw: string): string {
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= raw.length) break;
    if (SLOT[p]) {
      out += raw[i];
      i += 1;
    } else out += p;
  }
  return out;
}

/** The value stored for what the user typed: digits (CNPJ: upper-case letters and digits). */
export function unmask(kind: MaskKind, text: string): string {
  if (kind === 'telefone') return text.replace(/\D/g, '').slice(0, 11);
  return unmaskWith(patternFor(kind), text);
}

/** The masked text shown for a stored value (also for partial values while typing). */
export function mask(kind: MaskKind, value: string | null | undefined): string {
  if (!value) return '';
  const raw = unmask(kind, value);
  return maskWith(patternFor(kind, raw), raw);
}
