// Which registers keep their record title unique per company (compared without accents and case), and
// with which name space and message. Derived from the schema: by default every register whose title is a
// text column of its own, unless it opts out (`x-resource.uniqueTitle: false`) or already declares a unique
// group with the title (that group is the rule then).
import { isFeminine } from './field-errors.ts';
import type { Field, Resource } from './types.ts';

export type TitleRule = {
  field: Extract<Field, { kind: 'column' }>;
  /** registers sharing this name space share the group; by default the register's own path */
  group: string;
  message(value: string): string;
};

export function titleRule(r: Resource): TitleRule | undefined {
  const opt = r.meta.uniqueTitle;
  if (opt === false || r.meta.readOnly) return undefined;
  const field = r.fields.find((f) => f.kind === 'column' && f.name === r.recordTitle && f.path.length === 1);
  if (field?.kind !== 'column' || field.sqlType !== 'text' || field.schema.writeOnly) return undefined;
  if ((r.meta.unique ?? []).some((u) => u.fields.includes(field.name))) return undefined;
  const article = r.meta.gender === 'f' ? 'uma' : 'um';
  const label = (field.schema.title ?? field.name).toLowerCase();
  const fieldArticle = isFeminine(label) ? 'a' : 'o';
  return {
    field,
    group: opt?.group ?? r.path,
    message: (value) =>
      opt?.message
        ? opt.message.replace('{valor}', value)
        : `Já existe ${article} ${r.title} com ${fieldArticle} ${label} "${value}".`,
  };
}
