// A small, eval-free JSON Schema check. RJSF asks its validator whether data fits a sub-schema
// (to pick oneOf/anyOf options, resolve if/then, dependencies); the page's CSP forbids compiling
// schemas at run time, and the precompiled validators only exist for whole registers, so this
// answers those questions structurally. It never produces user-facing messages.
import type { JsonSchema } from '../../../shared/schema/types.ts';

export type StructuralError = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
};

const typeMatches = (t: string, v: unknown): boolean => {
  switch (t) {
    case 'null':
      return v === null;
    case 'array':
      return Array.isArray(v);
    case 'object':
      return !!v && typeof v === 'object' && !Array.isArray(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    default:
      return typeof v === t;
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function structuralErrors(
  schema: JsonSchema | boolean | undefined,
  data: unknown,
  path = '',
): StructuralError[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false)
    return [{ instancePath: path, keyword: 'false schema', params: {}, message: 'not allowed' }];
  const errs: StructuralError[] = [];
  const fail = (keyword: string, params: Record<string, unknown> = {}) =>
    errs.push({ instancePath: path, keyword, params, message: keyword });
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(t, data))) {
      fail('type', { type: schema.type });
      return errs;
    }
  }
  if ('const' in schema && !same(schema.const, data)) fail('const');
  if (schema.enum && !schema.enum.some((e) => same(e, data))) fail('enum');
  if (typeof data === 'string') {
    if (schema.minLength !== undefined && data.length < schema.minLength) fail('minLength');
    if (schema.maxLength !== undefined && data.length > schema.maxLength) fail('maxLength');
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(data)) fail('pattern');
  }
  if (typeof data === 'number') {
    if (schema.minimum !== undefined && data < schema.minimum) fail('minimum');
    if (schema.maximum !== undefined && data > schema.maximum) fail('maximum');
  }
  if (Array.isArray(data)) {
    if (schema.minItems !== undefined && data.length < schema.minItems) fail('minItems');
    if (schema.maxItems !== undefined && data.length > schema.maxItems) fail('maxItems');
    if (schema.items)
      for (const [i, item] of data.entries())
        errs.push(...structuralErrors(schema.items, item, `${path}/${i}`));
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const obj = data as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (obj[key] === undefined) fail('required', { missingProperty: key });
    for (const [key, value] of Object.entries(obj)) {
      const prop = schema.properties?.[key];
      if (prop) errs.push(...structuralErrors(prop, value, `${path}/${key}`));
      else if (schema.additionalProperties === false && value !== undefined)
        fail('additionalProperties', { additionalProperty: key });
    }
  }
  if (schema.not !== undefined && structuralErrors(schema.not as JsonSchema, data, path).length === 0)
    fail('not');
  for (const sub of (schema.allOf as JsonSchema[] | undefined) ?? [])
    errs.push(...structuralErrors(sub, data, path));
  if (
    schema.anyOf &&
    !(schema.anyOf as JsonSchema[]).some((s) => structuralErrors(s, data, path).length === 0)
  )
    fail('anyOf');
  if (
    schema.oneOf &&
    (schema.oneOf as JsonSchema[]).filter((s) => structuralErrors(s, data, path).length === 0).length !== 1
  )
    fail('oneOf');
  return errs;
}
