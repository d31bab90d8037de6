// Dates of the demo as whole days (UTC, no time zone drift): the career simulation adds months and days
// to integers and only turns them into 'AAAA-MM-DD' text when it writes rows.

const DIA_MS = 86_400_000;

/** Days since 1970-01-01 of an 'AAAA-MM-DD' date. */
export function dia(iso: string): number {
  const [a, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(a, m - 1, d) / DIA_MS;
}

/** 'AAAA-MM-DD' of a day number. */
export function iso(dia: number): string {
  return new Date(dia * DIA_MS).toISOString().slice(0, 10);
}

/** The first day of the month `meses` months after the month of `dia` (negative: before). */
export function inicioDoMes(dia: number, meses = 0): number {
  const d = new Date(dia * DIA_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + meses, 1) / DIA_MS;
}

/** Month index (year × 12 + month − 1): consecutive months differ by 1. */
export function mesAbsoluto(dia: number): number {
  const d = new Date(dia * DIA_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

export const anoDe = (dia: number): number => new Date(dia * DIA_MS).getUTCFullYear();
export const mesDe = (dia: number): number => new Date(dia * DIA_MS).getUTCMonth() + 1;

/** Day number of year `ano`, month `mes` (1–12), day `d`. */
export const diaDe = (ano: number, mes: number, d = 1): number => Date.UTC(ano, mes - 1, d) / DIA_MS;
