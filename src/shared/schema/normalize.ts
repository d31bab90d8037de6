import type { JsonSchema } from './types.ts';

/**
 * Prepares a submitted record for validation, identically in the browser and on the server:
 * trims (upper-cases, keeps only the digits of) the fields marked so in x-ui, drops readOnly properties (computed by the server),
 * and drops null / emptied values so that
 * an optional field may be cleared and a required one reports 'é obrigatório(a)'.
 * Returns a new object; unknown properties are kept so that validation can refuse them.
 */
export function normalizeInput(schema: JsonSchema, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !schema.properties) return data;
  const out: Record<string, unknown> = {};
  // the label the server computes for registers with x-resource.recordLabel comes back with the record
  const labelled = !!schema['x-resource']?.recordLabel;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const prop = schema.properties[key];
    if (!prop && labelled && key === 'rotulo') continue;
    if (!prop) {
      out[key] = value;
      continue;
    }
    // server-maintained values (readOnly) are ignored on write: clients send back whole records
    if (prop.readOnly && key !== 'id') continue;
    let v = value;
    if (v === null) continue;
    if (typeof v === 'string') {
      if (prop['x-ui']?.trim) v = v.trim();
      if (prop['x-ui']?.upperCase) v = (v as string).toUpperCase();
      if (prop['x-ui']?.digitsOnly) v = (v as string).replace(/\D/g, '');
      if (v === '' && (prop['x-ui']?.trim || prop.format || prop.enum)) continue;
    } else if (Array.isArray(v) && prop.items) {
      const items = prop.items;
      v = v.map((item) => normalizeInput(items, item));
    } else if (typeof v === 'object' && prop.properties && !prop['x-ref']) {
      v = normalizeInput(prop, v);
    }
    out[key] = v;
  }
  return out;
}
