// Pure questions about a register schema that the list, the filters and the form all ask.
// Isomorphic (no React) so it is unit-tested and shared by the list chunk and the form chunk.
import { resolveFilters } from './filters.ts';
import type { Registry } from './registry.ts';
import type { Field, FilterOp, JsonSchema, Resource } from './types.ts';

/** The non-null type of a property ('string' for ['string', 'null']). */
export const typeOf = (s: JsonSchema | undefined): string | undefined =>
  !s ? undefined : Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

export const isRefOne = (s: JsonSchema | undefined) => !!s?.['x-ref'] && typeOf(s) !== 'array';
export const isRefMany = (s: JsonSchema | undefined) => !!s?.['x-ref'] && typeOf(s) === 'array';

/** Properties shown but never sent: the id, server-computed (x-virtual) and readOnly ones. */
export const isDisplayOnly = (name: string, s: JsonSchema) =>
  name === 'id' || s.readOnly === true || s['x-virtual'] === true;

/** The schema of a dotted property path ('endereco.cidade'), through nested objects and list items. */
export function propertyAt(schema: JsonSchema, dotted: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const part of dotted.split('.')) {
    if (!node) return undefined;
    if (node.properties && part in node.properties) node = node.properties[part];
    else if (node.items && /^\d+$/.test(part)) node = node.items;
    else return undefined;
  }
  return node;
}

/** Reads a dotted path of a record. */
export function valueAt(record: unknown, dotted: string): unknown {
  let node: any = record;
  for (const part of dotted.split('.')) {
    if (node === null || node === undefined) return undefined;
    node = node[part];
  }
  return node;
}

/** The label of a property (its title, else its name). */
export const labelOf = (schema: JsonSchema, dotted: string): string =>
  propertyAt(schema, dotted)?.title ?? dotted.split('.').pop() ?? dotted;

/**
 * What names a record as the API answers it, as a reference ({id, <recordTitle>, rotulo?}) or whole: its label
 * (`rotulo`, 'Pedreiro – I', when the register declares x-resource.recordLabel), else its title; falls back
 * to the id.
 */
export function refTitle(value: unknown, target: Resource | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  const v = value as Record<string, unknown>;
  const key = target?.recordTitle ?? 'nome';
  const title = (typeof v.rotulo === 'string' && v.rotulo) || (v[key] ?? v.nome);
  return title === undefined || title === null ? (v.id === undefined ? '' : `#${v.id}`) : String(title);
}

// ---- filters ----------------------------------------------------------------------------------

/** How a filter is typed in: decides the input of the filter accordion and the query value. */
export type FilterKind = 'text' | 'boolean' | 'enum' | 'ref' | 'date' | 'number' | 'numberList';

export type FilterInput = {
  /** query parameter; for ranges the form has `<param>Ini` and `<param>Fim` */
  param: string;
  op: FilterOp;
  label: string;
  kind: FilterKind;
  schema: JsonSchema;
  /** target register path of reference filters (ref, refMany, subtree) */
  target?: string;
};

function kindOf(f: Field, op: FilterOp): FilterKind {
  if (f.kind === 'ref' || f.kind === 'refMany') return 'ref';
  if (f.kind !== 'column') return 'text';
  if (op === 'text') return 'text';
  if (f.sqlType === 'boolean') return 'boolean';
  if (f.sqlType === 'date' || f.sqlType === 'timestamptz') return 'date';
  if (f.schema.enum) return 'enum';
  if (f.sqlType === 'integer' || f.sqlType === 'bigint' || f.sqlType === 'numeric')
    return op === 'in' ? 'numberList' : 'number';
  return 'text';
}

/** The filters a register declares (x-resource.filters), resolved exactly as the server does. */
export function filterInputs(r: Resource): FilterInput[] {
  return resolveFilters(r)
    .filter(({ field }) => field.kind !== 'children')
    .map(({ param, op, label, field }) => ({
      param,
      op,
      label,
      kind: kindOf(field, op),
      schema: field.schema,
      target: field.kind === 'ref' || field.kind === 'refMany' ? field.target : undefined,
    }));
}

/** The query parameter used to search a register by text (its first 'text' filter), if any. */
export const textSearchParam = (r: Resource): string | undefined =>
  filterInputs(r).find((f) => f.op === 'text')?.param;

// ---- pickers ----------------------------------------------------------------------------------

const titleIsText = (r: Resource) =>
  r.fields.some(
    (f) => f.kind === 'column' && f.path.length === 1 && f.name === r.recordTitle && f.sqlType === 'text',
  );

/**
 * The query parameter a picker searches with: `q` (every word in some part of the label, or in a detail such
 * as the matrícula) when the register has a label or a text title; otherwise its first text filter.
 */
export const pickerSearchParam = (r: Resource): string | undefined =>
  r.meta.recordLabel || titleIsText(r) ? 'q' : (textSearchParam(r) ?? 'q');

/** The properties a picker reads of each record: the title, the label and the details (`?fields=`). */
export function pickerFields(r: Resource): string[] {
  const label = r.meta.recordLabel || r.schema.properties?.rotulo ? ['rotulo'] : [];
  return [...new Set([r.recordTitle, ...label, ...(r.meta.recordDetail ?? [])])];
}

/** A picker lists records in the order of their labels when they have one. */
export const pickerSort = (r: Resource) =>
  r.meta.recordLabel ? { field: 'rotulo', order: 'ASC' as const } : defaultSort(r);

/**
 * The details a picker shows under a record's label (x-resource.recordDetail), to tell homonyms apart:
 * ['Matrícula 0042', 'Diretoria > RH', 'Analista']. A detail that is not a reference says what it is.
 */
export function recordDetails(record: unknown, r: Resource | undefined, catalog?: Catalog): string[] {
  if (!record || typeof record !== 'object' || !r?.meta.recordDetail) return [];
  const parts: string[] = [];
  for (const name of r.meta.recordDetail) {
    const s = r.schema.properties?.[name];
    const v = (record as Record<string, unknown>)[name];
    if (!s || v === null || v === undefined || v === '') continue;
    if (isRefOne(s)) {
      const text = refTitle(v, catalog?.find(s['x-ref'] as string));
      if (text && !text.startsWith('#')) parts.push(text);
    } else if (typeof v !== 'object') parts.push(`${s.title ?? name} ${String(v)}`);
  }
  return parts;
}

// ---- list columns -----------------------------------------------------------------------------

export type ColumnKind =
  | 'text'
  | 'date'
  | 'dateTime'
  | 'money'
  | 'boolean'
  | 'enum'
  | 'ref'
  | 'refMany'
  | 'masked'
  | 'number';

export type Column = {
  source: string;
  label: string;
  kind: ColumnKind;
  schema: JsonSchema;
  /** the API sorts by stored columns only (not x-virtual nor many-references) */
  sortable: boolean;
  target?: string;
};

const MASKED = new Set(['cpf', 'cnpj', 'pis', 'cep', 'telefone']);

export function columnKind(s: JsonSchema): ColumnKind {
  const t = typeOf(s);
  const widget = s['x-ui']?.widget;
  if (isRefMany(s)) return 'refMany';
  if (isRefOne(s)) return 'ref';
  if (t === 'boolean') return 'boolean';
  if (s.enum || (t === 'array' && s.items?.enum)) return 'enum';
  if (widget === 'money') return 'money';
  if (s.format === 'date' || widget === 'date') return 'date';
  if (s.format === 'date-time') return 'dateTime';
  if ((widget && MASKED.has(widget)) || (s.format && MASKED.has(s.format))) return 'masked';
  if (t === 'integer' || t === 'number') return 'number';
  return 'text';
}

/** The list columns (x-resource.list; default: the record title). */
export function listColumns(r: Resource): Column[] {
  const names = r.meta.list ?? [r.recordTitle];
  return names.flatMap((source) => {
    const s = propertyAt(r.schema, source);
    if (!s) return [];
    const kind = columnKind(s);
    const stored = r.fields.some((f) => f.path.join('.') === source);
    return [
      {
        source,
        label: s.title ?? source,
        kind,
        schema: s,
        sortable: stored && kind !== 'refMany',
        target: s['x-ref'],
      },
    ];
  });
}

/** The default sort of a register for react-admin ({field, order}). */
export const defaultSort = (r: Resource) => {
  const [field, dir] = r.meta.sort ?? ['id', 'asc'];
  return { field, order: dir === 'desc' ? ('DESC' as const) : ('ASC' as const) };
};

/** The registry of the generic screens: the register schemas (already with _defs inlined). */
export type Catalog = Registry;
