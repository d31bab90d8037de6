// Lists longer than their maxItems, found before the validator runs. With allErrors, ajv checks every item of
// an oversized list and ajv-errors then scans the growing error list once per item that has an errorMessage:
// a body of 100,000 items (well under the 1 MiB limit) would keep the server busy for minutes. A list over its
// limit is refused on its own, with the validator's message, and nothing else is looked at.
import type { FieldError } from '../messages.ts';
import type { JsonSchema } from './types.ts';

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

export function oversizedArrays(schema: JsonSchema, data: unknown, path: string[] = []): FieldError[] {
  if (!data || typeof data !== 'object') return [];
  const out: FieldError[] = [];
  if (Array.isArray(data)) {
    if (schema.maxItems !== undefined && data.length > schema.maxItems) {
      const custom = typeof schema.errorMessage === 'object' ? schema.errorMessage.maxItems : undefined;
      const message =
        typeof custom === 'string'
          ? custom
          : `Selecione no máximo ${schema.maxItems} ${schema.title ?? path.at(-1) ?? ''}`.trim();
      return [{ field: path.join('.'), message }];
    }
    if (schema.items && typeOf(schema.items) === 'object')
      for (const [i, item] of data.entries())
        out.push(...oversizedArrays(schema.items, item, [...path, String(i)]));
    return out;
  }
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const value = (data as Record<string, unknown>)[name];
    if (value && typeof value === 'object') out.push(...oversizedArrays(prop, value, [...path, name]));
  }
  return out;
}
