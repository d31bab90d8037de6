import type { JsonSchema } from '../../shared/schema/types.ts';

const INTEGER = /^-?\d{1,9}$/;

/**
 * A report filter given as query parameters (GET previews): lists comma-separated, integers and booleans
 * converted by the filter schema; anything malformed is kept as text so the validator reports it.
 */
export function filterFromQuery(schema: JsonSchema, query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    const text = (Array.isArray(raw) ? raw.join(',') : String(raw)).trim();
    const prop = schema.properties?.[name];
    const scalar = (type: unknown, s: string) =>
      type === 'integer' && INTEGER.test(s)
        ? Number(s)
        : type === 'boolean' && (s === 'true' || s === 'false')
          ? s === 'true'
          : s;
    if (prop?.type === 'array') {
      out[name] = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => scalar(prop.items?.type, s));
    } else {
      out[name] = scalar(prop?.type, text);
    }
  }
  return out;
}
