// Which filters a register declares and with which operators: shared by the server (SQL) and the
// console (filter forms), so both read x-resource.filters the same way.
import type { Field, FilterOp, Resource } from './types.ts';

export type ResolvedFilter = {
  /** query-string parameter(s): range filters read `<param>Ini` and `<param>Fim` */
  param: string;
  op: FilterOp;
  field: Field;
  label: string;
  /** the value that means "no filter" ('TODOS'), if the declaration names one */
  all?: string;
};

function findField(r: Resource, dotted: string): Field {
  const f = r.fields.find((x) => x.path.join('.') === dotted);
  if (!f) throw new Error(`${r.path}: filtro '${dotted}' não corresponde a nenhum campo armazenado`);
  return f;
}

export function defaultOp(f: Field): FilterOp {
  if (f.kind === 'refMany') return 'refMany';
  if (f.kind === 'ref') return 'in';
  if (f.kind !== 'column') throw new Error(`filtro sobre lista de objetos '${f.name}' não é suportado`);
  if (f.sqlType === 'date' || f.sqlType === 'timestamptz') return 'range';
  if (f.sqlType === 'boolean') return 'eq';
  if (f.sqlType === 'text' && !f.schema.enum && !f.schema.format) return 'text';
  return 'in';
}

const resolved = new WeakMap<Resource, readonly ResolvedFilter[]>();

/**
 * The filters a register declares in x-resource.filters, with their operators made explicit. Worked out once
 * per register: every list request reads them, and finding each field among a large register's fields was 3%
 * of the server's time on the candidates' list.
 */
export function resolveFilters(r: Resource): readonly ResolvedFilter[] {
  let filters = resolved.get(r);
  if (!filters) {
    filters = (r.meta.filters ?? []).map((decl) => {
      const d = typeof decl === 'string' ? { field: decl } : decl;
      const field = findField(r, d.field);
      return {
        param: d.param ?? field.path.join('.'),
        op: d.op ?? defaultOp(field),
        field,
        label: d.label ?? field.schema.title ?? field.name,
        ...(d.all ? { all: d.all } : {}),
      };
    });
    resolved.set(r, filters);
  }
  return filters;
}
