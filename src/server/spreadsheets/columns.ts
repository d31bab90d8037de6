// Which fields a register's spreadsheet has, and how a cell reads and writes them. Export: the list's
// visible columns with their titles. Import: every writable field a cell can hold (text, numbers, dates,
// money, Sim/Não, enums by label, references by title or id — several separated by commas; nested objects
// as 'Endereço - CEP'), required ones marked with '*'. Lists of objects are not imported (a cell is one
// value): said in the template's instructions.
import { type ColumnKind, columnKind, isDisplayOnly, typeOf } from '../../shared/schema/schema-info.ts';
import type { JsonSchema, Resource } from '../../shared/schema/types.ts';

export type SheetColumn = {
  /** dotted path in the wire record ('endereco.cep') */
  path: string[];
  title: string;
  kind: ColumnKind;
  schema: JsonSchema;
  required: boolean;
  /** the referenced register, for references */
  target?: string;
};

const IMPORTABLE = new Set<ColumnKind>([
  'text',
  'date',
  'dateTime',
  'money',
  'boolean',
  'enum',
  'ref',
  'refMany',
  'masked',
  'number',
]);

export function importColumns(r: Resource): SheetColumn[] {
  const out: SheetColumn[] = [];
  const walk = (schema: JsonSchema, prefix: string[], titles: string[], requiredHere: boolean) => {
    const required = new Set(schema.required ?? []);
    for (const [name, s] of Object.entries(schema.properties ?? {})) {
      if (isDisplayOnly(name, s) || s.writeOnly || s['x-file'] || s['x-ui']?.widget === 'hidden') continue;
      const title = s.title ?? name;
      if (typeOf(s) === 'object' && s.properties && !s['x-ref']) {
        walk(s, [...prefix, name], [...titles, title], requiredHere && required.has(name));
        continue;
      }
      const kind = columnKind(s);
      // lists of values other than references (a checklist of enums) are not one cell
      if (!IMPORTABLE.has(kind) || (typeOf(s) === 'array' && kind !== 'refMany')) continue;
      out.push({
        path: [...prefix, name],
        title: [...titles, title].join(' - '),
        kind,
        schema: s,
        required: requiredHere && required.has(name),
        target: s['x-ref'],
      });
    }
  };
  walk(r.schema, [], [], true);
  return out;
}

/** The visible list columns (x-resource.list), with their titles: what 'Exportar' writes. */
export function exportColumns(r: Resource): SheetColumn[] {
  return (r.meta.list ?? [r.recordTitle]).flatMap((source) => {
    const path = source.split('.');
    let s: JsonSchema | undefined = r.schema;
    for (const p of path) s = s?.properties?.[p];
    if (!s) return [];
    return [
      { path, title: s.title ?? source, kind: columnKind(s), schema: s, required: false, target: s['x-ref'] },
    ];
  });
}

export const headerOf = (c: SheetColumn) => (c.required ? `${c.title} *` : c.title);
