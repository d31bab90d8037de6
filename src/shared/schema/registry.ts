import type { Field, JsonSchema, Resource, SqlType } from './types.ts';

export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export class RegistryError extends Error {}

/** '_defs/x', or a part of it by JSON pointer ('_defs/x#/properties/y': one field of a shared definition). */
function resolveRef(ref: string, defs: Map<string, JsonSchema>): JsonSchema | undefined {
  const [id, pointer = ''] = ref.split('#');
  let node: unknown = defs.get(id!);
  for (const part of pointer.split('/').filter(Boolean))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === 'object' ? (node as JsonSchema) : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Replaces every {$ref: '_defs/x'} (or '_defs/x#/pointer') with the definition, keeping sibling keywords (title, errorMessage...);
 * sibling `properties` and `required` are added to the definition's. */
export function inlineDefs(schema: JsonSchema, defs: Map<string, JsonSchema>, where: string): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') {
      const def = resolveRef(obj.$ref, defs);
      if (!def) throw new RegistryError(`${where}: $ref '${obj.$ref}' não existe em schemas/_defs`);
      const { $ref: _ref, ...siblings } = obj;
      const { $id: _id, ...body } = walk(def) as Record<string, unknown>;
      const extra = walk(siblings) as Record<string, unknown>;
      const merged: Record<string, unknown> = { ...body, ...extra };
      // sibling `properties`/`required` extend the definition's (a register adds fields to a shared group)
      if (isObject(body.properties) && isObject(extra.properties))
        merged.properties = { ...body.properties, ...extra.properties };
      if (Array.isArray(body.required) && Array.isArray(extra.required))
        merged.required = [...new Set([...body.required, ...extra.required])];
      return merged;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = k === 'x-resource' || k === 'enum' ? v : walk(v);
    return out;
  };
  return walk(schema) as JsonSchema;
}

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

function sqlTypeOf(s: JsonSchema): SqlType {
  const t = typeOf(s);
  if (t === 'string') {
    if (s.format === 'date') return 'date';
    if (s.format === 'date-time') return 'timestamptz';
    return 'text';
  }
  if (t === 'integer') return 'integer';
  if (t === 'number') return 'numeric';
  if (t === 'boolean') return 'boolean';
  return 'jsonb';
}

/** Derives how every property of a register is stored. */
export function deriveFields(
  props: Record<string, JsonSchema>,
  table: string,
  prefix: string[] = [],
  where = table,
): Field[] {
  const fields: Field[] = [];
  for (const [name, s] of Object.entries(props)) {
    if (prefix.length === 0 && name === 'id') continue;
    if (s['x-virtual'] || s['x-file']) continue;
    const path = [...prefix, name];
    const column = path.map(snake).join('_');
    const t = typeOf(s);
    const ref = s['x-ref'];
    if (ref && t === 'array') {
      fields.push({ kind: 'refMany', name, path, joinTable: `${table}_${column}`, target: ref, schema: s });
    } else if (ref) {
      fields.push({ kind: 'ref', name, path, column: `${column}_id`, target: ref, schema: s });
    } else if (t === 'object' && s.properties) {
      fields.push(...deriveFields(s.properties, table, path, where));
    } else if (t === 'array' && s.items && typeOf(s.items) === 'object' && s.items.properties) {
      if (prefix.length > 0)
        throw new RegistryError(`${where}.${path.join('.')}: lista de objetos só no nível raiz`);
      const childTable = `${table}_${column}`;
      fields.push({
        kind: 'children',
        name,
        path,
        childTable,
        fields: deriveFields(s.items.properties, childTable, [], `${where}.${name}`),
        schema: s,
      });
    } else {
      fields.push({ kind: 'column', name, path, column, sqlType: sqlTypeOf(s), schema: s });
    }
  }
  return fields;
}

/** recordLabel names a root reference (and a stored property of its target); recordDetail root properties. */
function checkLabel(r: Resource, byPath: Map<string, Resource>) {
  const label = r.meta.recordLabel;
  if (label) {
    const parent = r.fields.find((f) => f.kind === 'ref' && f.path.length === 1 && f.name === label.parent);
    if (parent?.kind !== 'ref')
      throw new RegistryError(
        `${r.path}: recordLabel.parent '${label.parent}' não é uma referência do cadastro`,
      );
    const target = byPath.get(parent.target)!;
    if (
      label.parentTitle &&
      !target.fields.some((f) => f.kind === 'column' && f.path.length === 1 && f.name === label.parentTitle)
    )
      throw new RegistryError(
        `${r.path}: recordLabel.parentTitle '${label.parentTitle}' não existe em ${target.path}`,
      );
    // a chain of labelled parents ends (a register under itself is a tree, walked with a bound)
    const seen = new Set([r.path]);
    for (let t: Resource | undefined = target; t && t.path !== r.path && t.meta.recordLabel; ) {
      if (seen.has(t.path)) throw new RegistryError(`${r.path}: recordLabel em ciclo por ${t.path}`);
      seen.add(t.path);
      const name: string = t.meta.recordLabel.parent;
      const next: Field | undefined = t.fields.find((f) => f.kind === 'ref' && f.name === name);
      t = next && next.kind === 'ref' && next.target !== t.path ? byPath.get(next.target) : undefined;
    }
  }
  for (const name of r.meta.recordDetail ?? [])
    if (!r.schema.properties?.[name])
      throw new RegistryError(`${r.path}: recordDetail '${name}' não é uma propriedade do cadastro`);
  // the console's default filter fills the list's filter form: a key it lacks could never be cleared
  const params = (r.meta.filters ?? []).map((f) => (typeof f === 'string' ? f : (f.param ?? f.field)));
  for (const key of Object.keys(r.meta.defaultFilter ?? {}))
    if (!params.includes(key))
      throw new RegistryError(`${r.path}: defaultFilter '${key}' não é um filtro do cadastro`);
}

export type Registry = {
  resources: Resource[];
  get(path: string): Resource;
  find(path: string): Resource | undefined;
};

/** Builds the registry from raw schema documents (already parsed JSON). Isomorphic: no file access. */
export function buildRegistry(docs: JsonSchema[], defDocs: JsonSchema[] = []): Registry {
  const defs = new Map(defDocs.map((d) => [String(d.$id), d]));
  const byPath = new Map<string, Resource>();
  for (const raw of docs) {
    const meta = raw['x-resource'];
    if (!meta) throw new RegistryError(`${raw.$id ?? '?'}: falta x-resource`);
    if (byPath.has(meta.path)) throw new RegistryError(`${meta.path}: path duplicado`);
    const schema = inlineDefs(raw, defs, meta.path);
    byPath.set(meta.path, {
      path: meta.path,
      meta,
      schema,
      title: schema.title ?? meta.label,
      table: meta.table,
      fields: deriveFields(schema.properties ?? {}, meta.table, [], meta.path),
      recordTitle: meta.recordTitle ?? 'nome',
    });
  }
  const tables = new Map<string, string>();
  for (const r of byPath.values()) {
    const other = tables.get(r.table);
    if (other) throw new RegistryError(`${r.path}: tabela '${r.table}' já usada por ${other}`);
    tables.set(r.table, r.path);
    const check = (fields: Field[]) => {
      for (const f of fields) {
        if ((f.kind === 'ref' || f.kind === 'refMany') && !byPath.has(f.target))
          throw new RegistryError(
            `${r.path}.${f.path.join('.')}: x-ref '${f.target}' não aponta para nenhum cadastro`,
          );
        if (f.kind === 'children') check(f.fields);
      }
    };
    check(r.fields);
    checkLabel(r, byPath);
  }
  const resources = [...byPath.values()];
  return {
    resources,
    find: (path) => byPath.get(path),
    get(path) {
      const r = byPath.get(path);
      if (!r) throw new RegistryError(`cadastro '${path}' não existe`);
      return r;
    },
  };
}

/** Every column-backed field, including those of nested objects, in declaration order. */
export const columnFields = (fields: Field[]) =>
  fields.filter(
    (f): f is Extract<Field, { kind: 'column' | 'ref' }> => f.kind === 'column' || f.kind === 'ref',
  );
