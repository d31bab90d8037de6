// List filters on query parameters that a register's hooks read but x-resource.filters cannot declare,
// because no stored column backs them (e.g. the personnel request's situation, derived from three flags
// and read as ?status=A|S|E|C by its hooks). Declared in the console's ResourceOverride: the parameter,
// and the property of the schema (virtual, read-only) whose enum, labels and title the input uses.
import { columnKind, type FilterInput, propertyAt } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';

export type ExtraFilter = {
  /** the query parameter the server reads */
  param: string;
  /** the schema property that describes its values (enum and labels, boolean, date or text) */
  property: string;
  /** default: the property's title */
  label?: string;
};

/** The filter inputs of the extra declarations; a property the schema lacks is a programming error. */
export function extraFilterInputs(resource: Resource, extra: ExtraFilter[]): FilterInput[] {
  return extra.map(({ param, property, label }) => {
    const schema = propertyAt(resource.schema, property);
    if (!schema)
      throw new Error(`${resource.path}: filtro '${param}' lê a propriedade inexistente '${property}'`);
    const column = columnKind(schema);
    const kind = column === 'enum' || column === 'boolean' || column === 'date' ? column : 'text';
    return {
      param,
      op: kind === 'text' ? 'text' : kind === 'date' ? 'eq' : 'in',
      label: label ?? schema.title ?? property,
      kind,
      schema,
    };
  });
}
