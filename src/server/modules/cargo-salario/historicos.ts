// Rules shared by the dated histories of salary ranges and indices (a list of {data, …} entries stored as
// a child table): one entry per date, kept in date order, dates shown as dd/mm/aaaa in messages.
import type { FieldError } from '../../../shared/messages.ts';
import type { RecordData } from '../../crud/hooks.ts';

export const MSG_HISTORICO = {
  dataRepetida: 'Já existe um histórico nesta data.',
} as const;

/** 'AAAA-MM-DD' → 'DD/MM/AAAA'. */
export const dataBR = (iso: string) => iso.split('-').reverse().join('/');

/** An error on every entry whose date repeats an earlier entry's (the first one stays valid). */
export function repeatedDates(items: RecordData[], field = 'historico'): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const data = item.data as string;
    if (seen.has(data)) errors.push({ field: `${field}.${i}.data`, message: MSG_HISTORICO.dataRepetida });
    seen.add(data);
  });
  return errors;
}

/** Stores the entries oldest first, whatever order they were typed in (stable for equal dates). */
export function sortByDate(items: RecordData[]): void {
  items.sort((a, b) => String(a.data).localeCompare(String(b.data)));
}

/** The first date of a history, or undefined when it is empty. */
export const earliestDate = (items: RecordData[]): string | undefined =>
  items.reduce<string | undefined>((min, x) => (min === undefined || x.data < min ? x.data : min), undefined);
