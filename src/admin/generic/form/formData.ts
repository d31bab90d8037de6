// The three shapes of a record: as the API answers it, as the form edits it, as the API takes it.
// read:  {id, nome, uf: {id, nome}, perfis: [1, 2], descricaoHierarquia: '…'}
// form:  the same without id; read-only/virtual values kept for display (edit only)
// write: no id, no read-only/virtual values, no hidden ones (x-ui.showIf), references as {id}, emptied
//        optional objects left out
import type { FieldError } from '../../../shared/messages.ts';
import { isDisplayOnly, isRefOne, typeOf } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { isShown } from './visibility.ts';

export type FormMode = 'create' | 'edit' | 'view';

/**
 * The schema RJSF renders: no id; display-only properties only when editing (they have no value
 * before the record exists), but file fields always. Everything else is the register schema itself, so labels, limits and
 * enums are the ones the server validates with.
 */
export function formSchema(schema: JsonSchema, mode: FormMode): JsonSchema {
  const { $id: _id, ...rest } = schema;
  const properties: Record<string, JsonSchema> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (name === 'id') continue;
    // a file field stays on create: it says files are attached once the record is saved
    if (mode === 'create' && isDisplayOnly(name, prop) && !prop['x-file']) continue;
    properties[name] = prop;
  }
  return { ...rest, properties };
}

/** The API record as initial form data. */
export function recordToForm(record: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!record) return {};
  const { id: _id, ...rest } = structuredClone(record);
  return rest;
}

const isEmptyObject = (v: unknown) =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === undefined);

function toWireValue(prop: JsonSchema, value: unknown, required: boolean): unknown {
  if (value === undefined || value === null) return undefined;
  if (isRefOne(prop)) {
    const id = typeof value === 'object' ? (value as { id?: unknown }).id : value;
    if (id === undefined || id === null || id === '') return undefined;
    // a field that takes the id itself (`type: integer` with x-ref: the reports' one-record filters, such as
    // the EPI record's employee) gets the id; it was sent as {id} and refused as 'valor de tipo inválido'
    return typeOf(prop) === 'integer' ? id : { id };
  }
  // a many-reference is its ids; a cleared chip never travels as null
  if (prop['x-ref'] && Array.isArray(value)) return value.filter((id) => id !== undefined && id !== null);
  const t = typeOf(prop);
  if (t === 'object' && prop.properties && typeof value === 'object' && !Array.isArray(value)) {
    const obj = toWire(prop, value as Record<string, unknown>);
    // an untouched optional group (an address nobody filled) is absent, not a set of missing fields
    return !required && isEmptyObject(obj) ? undefined : obj;
  }
  if (
    t === 'array' &&
    Array.isArray(value) &&
    prop.items &&
    typeOf(prop.items) === 'object' &&
    !prop['x-ref']
  ) {
    const items = prop.items;
    return value.map((item) =>
      item && typeof item === 'object' ? toWire(items, item as Record<string, unknown>, true) : item,
    );
  }
  return value;
}

/**
 * The body sent to POST/PUT (and validated before sending). `keepIds` keeps the id of list items
 * (children rows are matched by id on update) while the register's own id is never sent.
 */
export function toWire(
  schema: JsonSchema,
  data: Record<string, unknown>,
  keepIds = false,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, value] of Object.entries(data ?? {})) {
    const prop = schema.properties?.[name];
    if (!prop) {
      if (!(keepIds && name === 'id')) out[name] = value; // unknown keys stay: the validator refuses them
      continue;
    }
    if (keepIds && name === 'id') {
      if (value !== undefined && value !== null) out[name] = value;
      continue;
    }
    // a virtual input the user fills (not stored as such: 'Talento vinculado', 'Reajuste por') is sent; a
    // virtual value the server computes is not
    const writableVirtual = prop['x-virtual'] === true && prop.readOnly !== true;
    if ((isDisplayOnly(name, prop) && !writableVirtual) || !isShown(prop, data)) continue;
    const v = toWireValue(prop, value, required.has(name));
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/**
 * Where a field message is shown: the API names the property path ('endereco.cidade',
 * 'uf.id' for a reference's id, 'itens.0.nome'); references are one input, so '.id' folds into it.
 */
export function displayPath(schema: JsonSchema, field: string): string[] {
  const parts = field.split('.').filter(Boolean);
  const out: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const part of parts) {
    if (node && isRefOne(node)) break;
    out.push(part);
    if (!node) continue;
    if (node.properties && part in node.properties) node = node.properties[part];
    else if (node.items && /^\d+$/.test(part)) node = node.items;
    else node = undefined;
  }
  return out;
}

export type ErrorTree = { __errors?: string[]; [key: string]: any };

/** The API's [{field, message}] as RJSF's error tree (messages unchanged, duplicates dropped). */
export function fieldErrorsToTree(schema: JsonSchema, errors: FieldError[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const { field, message } of errors) {
    let node = tree;
    for (const part of displayPath(schema, field)) node = node[part] ??= {};
    node.__errors ??= [];
    if (!node.__errors.includes(message)) node.__errors.push(message);
  }
  return tree;
}

/** Drops the server's messages under a path once the user changes that field. */
export function withoutPath(tree: ErrorTree | undefined, path: string[]): ErrorTree | undefined {
  if (!tree || path.length === 0) return undefined;
  const [head, ...rest] = path;
  if (!(head! in tree)) return tree;
  const copy = { ...tree };
  const child = rest.length ? withoutPath(copy[head!], rest) : undefined;
  if (child && Object.keys(child).length) copy[head!] = child;
  else delete copy[head!];
  return Object.keys(copy).length ? copy : undefined;
}
