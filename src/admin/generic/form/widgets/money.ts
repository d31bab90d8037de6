// Money input: the user types digits and they fill the cents from the right ('123456' → 1.234,56),
// the usual behaviour of Brazilian money fields; the value is a number with 2 decimals.

const number = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → '1.234,50' (the R$ is an adornment of the input). */
export function moneyText(v: number | null | undefined): string {
  return typeof v === 'number' && Number.isFinite(v) ? number.format(v) : '';
}

/** What was typed → the number; undefined when no digit is left (the field was cleared). */
export function moneyFromInput(text: string): number | undefined {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 15);
  if (digits === '') return undefined;
  return Number(digits) / 100;
}
