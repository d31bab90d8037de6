// The order and pages of a history table (HistoryField.tsx): newest first by its date field; entries of the
// same date (or none yet) keep the newest-added first.
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import type { ErrorTree } from '../formData.ts';

export type HistoryRow<T> = { item: T; index: number };

export function historyRows<T extends Record<string, unknown>>(
  list: T[],
  dateField: string,
): HistoryRow<T>[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        String(b.item?.[dateField] ?? '').localeCompare(String(a.item?.[dateField] ?? '')) ||
        b.index - a.index,
    );
}

/** The page (0-based) of the table where the entry at `index` of the list is shown. */
export function pageOf<T>(rows: HistoryRow<T>[], index: number, size: number): number {
  const at = rows.findIndex((r) => r.index === index);
  return at < 0 ? 0 : Math.floor(at / size);
}

/** Every message in an item's error tree ({data: {__errors: […]}, indice: {…}}), without repeats. */
export function messagesOf(tree: ErrorTree | undefined): string[] {
  if (!tree || typeof tree !== 'object') return [];
  const out = new Set<string>(Array.isArray(tree.__errors) ? tree.__errors : []);
  for (const [k, v] of Object.entries(tree)) if (k !== '__errors') for (const m of messagesOf(v)) out.add(m);
  return [...out];
}

/** The defaults an entry starts with (its schema's `default`s: an environment's place is the company's own). */
export function itemDefaults(items: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(items.properties ?? {}))
    if (p.default !== undefined) out[name] = p.default;
  return out;
}
