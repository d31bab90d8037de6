// Query-string and path values arrive as text: turn them into what the action's schema declares
// (numbers, booleans, comma-separated lists) so the generated validator can judge them. A value that does
// not look like its type is left as text, and the validator refuses it with the usual message.
import type { JsonSchema } from '../../shared/schema/types.ts';

const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/;
const MAX_LIST = 5000;

const typeOf = (s: JsonSchema | undefined): string | undefined =>
  Array.isArray(s?.type) ? s.type.find((t) => t !== 'null') : s?.type;

function coerceValue(schema: JsonSchema | undefined, value: string): unknown {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return NUMBER.test(value) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (type === 'array') {
    const parts = value.split(',').map((p) => p.trim());
    if (parts.length > MAX_LIST) return parts; // refused by maxItems or by type below
    return parts.filter((p) => p !== '').map((p) => coerceValue(schema?.items, p));
  }
  return value;
}

export function coerceQuery(schema: JsonSchema, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const prop = schema.properties?.[key];
    if (Array.isArray(value)) {
      out[key] =
        typeOf(prop) === 'array' ? value.flatMap((v) => coerceValue(prop, String(v)) as unknown[]) : value;
      continue;
    }
    if (typeof value !== 'string') {
      out[key] = value;
      continue;
    }
    const text = prop?.['x-ui']?.trim === false ? value : value.trim();
    if (text === '') continue;
    out[key] = coerceValue(prop, text);
  }
  return out;
}
