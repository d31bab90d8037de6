// Values a create form starts with, given by whoever opens it: react-admin's convention,
// `/<path>/new?source={"colaborador":{"id":5}}` (a link, a bookmark) or `state.record` (navigate()).
// Only what the user could type is kept: unknown, id, read-only and computed properties are dropped,
// so a crafted link can fill a form but never add to what is sent.

import { isDisplayOnly } from '../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';

export function prefillValues(schema: JsonSchema, given: unknown): Record<string, unknown> | undefined {
  if (!given || typeof given !== 'object' || Array.isArray(given)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    const prop = schema.properties?.[name];
    if (!prop || isDisplayOnly(name, prop) || value === undefined) continue;
    out[name] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/** `/<path>/new` filled with `values` (references as {id} or {id, <title>}). */
export const createPathWith = (path: string, values: Record<string, unknown>): string =>
  `/${path}/new?${new URLSearchParams({ source: JSON.stringify(values) })}`;
