// The label of a record whose title alone is ambiguous (x-resource.recordLabel): its parent's label and its
// own title, 'Pedreiro – I', or a path when the parent is in the same register, 'Diretoria > RH > Recrutamento'.
// Computed in SQL where the record is read (its own rows and every reference to it) and searched word by word
// (`?q=`), so pickers, lists, exports and reports say the same thing.
import { type RawBuilder, sql } from 'kysely';
import { resolveFilters } from '../../shared/schema/filters.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Field, Resource } from '../../shared/schema/types.ts';
import { searchableColumns, searchColumnName } from '../db/schema-model.ts';

/** Deeper than any organisation chart; bounds the walk up a tree should its data ever hold a cycle. */
export const LABEL_TREE_DEPTH = 30;
/** words of a label search (`?q=`) beyond these are ignored */
export const MAX_SEARCH_WORDS = 8;

type RefField = Extract<Field, { kind: 'ref' }>;

const titleField = (r: Resource) =>
  r.fields.find((f) => (f.kind === 'column' || f.kind === 'ref') && f.name === r.recordTitle) as
    | Extract<Field, { kind: 'column' | 'ref' }>
    | undefined;

export const isLabelled = (r: Resource) => !!r.meta.recordLabel;

function parentOf(r: Resource): RefField {
  const name = r.meta.recordLabel!.parent;
  return r.fields.find((f) => f.kind === 'ref' && f.name === name) as RefField;
}

const isTree = (r: Resource) => parentOf(r).target === r.path;

/** Between the parent's part and the title: ' > ' in a tree, ' – ' otherwise, unless the schema says. */
export const labelSeparator = (r: Resource): string =>
  r.meta.recordLabel?.separator ?? (isTree(r) ? PATH_SEPARATOR : LABEL_SEPARATOR);

const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The title of row `alias` as text (a date as dd/mm/aaaa, as users read it). */
export function titleText(r: Resource, alias: string): RawBuilder<string> {
  const f = titleField(r);
  if (!f) return sql`${col(alias, 'id')}::text`;
  const c = col(alias, f.column);
  if (f.kind === 'column' && f.sqlType === 'text') return c as RawBuilder<string>;
  if (f.kind === 'column' && f.sqlType === 'date') return sql`to_char(${c}, 'DD/MM/YYYY')`;
  return sql`${c}::text`;
}

/** Folded (accent- and case-insensitive) text of a column of row `alias`: its stored search copy if it has one. */
function folded(r: Resource, alias: string, column: string, sqlType?: string): RawBuilder<string> {
  if (searchableColumns(r).has(column)) return col(alias, searchColumnName(column)) as RawBuilder<string>;
  return sqlType === 'text' || sqlType === undefined
    ? sql`gente_search(${col(alias, column)})`
    : sql`gente_search(${col(alias, column)}::text)`;
}

function foldedTitle(r: Resource, alias: string): RawBuilder<string> {
  const f = titleField(r);
  if (f?.kind === 'column' && f.sqlType === 'text') return folded(r, alias, f.column);
  return sql`gente_search(${titleText(r, alias)})`;
}

/**
 * The titles of a tree row's ancestors, from the top, joined by `sep` (null at the top): a walk up from
 * `parentId`, one index lookup a level, bounded. Also for module queries that read a tree outside the engine
 * (`treeLabelSql`). `prefix` keeps the aliases apart.
 */
function ancestorsSql(
  table: string,
  parentColumn: string,
  title: (alias: string) => RawBuilder<unknown>,
  parentId: RawBuilder<unknown>,
  sep: string,
  prefix: string,
): RawBuilder<string> {
  const [a, up] = [`${prefix}_a`, `${prefix}_up`];
  const t = sql.table(table);
  return sql`(WITH RECURSIVE ${sql.id(up)}(id, pai, titulo, d) AS (
      SELECT ${col(a, 'id')}, ${col(a, parentColumn)}, ${title(a)}, 1 FROM ${t} ${sql.id(a)} WHERE ${col(a, 'id')} = ${parentId}
      UNION ALL
      SELECT ${col(a, 'id')}, ${col(a, parentColumn)}, ${title(a)}, ${col(up, 'd')} + 1
        FROM ${t} ${sql.id(a)} JOIN ${sql.id(up)} ON ${col(a, 'id')} = ${col(up, 'pai')} WHERE ${col(up, 'd')} < ${sql.lit(LABEL_TREE_DEPTH)}
    ) SELECT string_agg(${col(up, 'titulo')}, ${sql.lit(sep)} ORDER BY ${col(up, 'd')} DESC) FROM ${sql.id(up)})`;
}

/** The separator between a parent of another register and the title ('Pedreiro – I'). */
export const LABEL_SEPARATOR = ' – ';
/** The separator of a path in a tree ('Diretoria > RH > Recrutamento'). */
export const PATH_SEPARATOR = ' > ';

/**
 * The path labels of some rows of a tree table read by a module's own query (the areas of a page of
 * employees), as a derived table (id, rotulo): one walk up for all of them, not one per row. The same text
 * the engine answers as the area's `rotulo`. `ids` is a subquery or an array of the rows' ids.
 */
export const treeLabelsSql = (
  table: string,
  parentColumn: string,
  titleColumn: string,
  ids: RawBuilder<unknown>,
) => {
  const t = sql.table(table);
  return sql`(WITH RECURSIVE tl_up(inicio, pai, titulo, d) AS (
      SELECT tl_a.id, ${col('tl_a', parentColumn)}, ${col('tl_a', titleColumn)}, 0 FROM ${t} tl_a WHERE tl_a.id IN ${ids}
      UNION ALL
      SELECT tl_up.inicio, ${col('tl_p', parentColumn)}, ${col('tl_p', titleColumn)}, tl_up.d + 1
        FROM tl_up JOIN ${t} tl_p ON tl_p.id = tl_up.pai WHERE tl_up.d < ${sql.lit(LABEL_TREE_DEPTH)}
    ) SELECT inicio AS id, string_agg(titulo, ${sql.lit(PATH_SEPARATOR)} ORDER BY d DESC) AS rotulo
        FROM tl_up GROUP BY inicio)`;
};

/**
 * SQL of the label of row `alias` of `r` (text, never null): the title when the register declares no
 * recordLabel. `depth` keeps the aliases of nested parents apart.
 */
export function labelSql(registry: Registry, r: Resource, alias: string, depth = 0): RawBuilder<string> {
  const label = r.meta.recordLabel;
  const own = sql<string>`coalesce(${titleText(r, alias)}, '')`;
  if (!label) return own;
  const pf = parentOf(r);
  const sep = labelSeparator(r);
  const parentId = col(alias, pf.column);
  let parent: RawBuilder<string>;
  if (pf.target === r.path) {
    parent = ancestorsSql(r.table, pf.column, (a) => titleText(r, a), parentId, sep, `rl${depth}`);
  } else {
    const t = registry.get(pf.target);
    const p = `rl${depth}_p`;
    const part = label.parentTitle
      ? sql`${col(p, (t.fields.find((f) => f.name === label.parentTitle) as { column: string }).column)}::text`
      : labelSql(registry, t, p, depth + 1);
    parent = sql`(SELECT ${part} FROM ${sql.table(t.table)} ${sql.id(p)} WHERE ${col(p, 'id')} = ${parentId})`;
  }
  return label.parentLast
    ? sql`${own} || coalesce(${sql.lit(sep)} || ${parent}, '')`
    : sql`coalesce(${parent} || ${sql.lit(sep)}, '') || ${own}`;
}

/** The words of a search: spaces split them, separators typed with them ('Pedreiro – I') are dropped. */
export function searchWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE wildcards so user text is matched literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether a word is in some part of the label of row `alias`: its own title, or its parent's label (any
 * ancestor of a tree). Parents are matched as a set (an index search of their titles), not row by row.
 */
function wordMatch(
  registry: Registry,
  r: Resource,
  alias: string,
  pattern: RawBuilder<string>,
  depth: number,
): RawBuilder<boolean> {
  const own = sql<boolean>`${foldedTitle(r, alias)} LIKE ${pattern}`;
  const label = r.meta.recordLabel;
  if (!label) return own;
  const pf = parentOf(r);
  const parentId = col(alias, pf.column);
  if (pf.target === r.path) {
    const [a, c, sub] = [`rm${depth}_a`, `rm${depth}_c`, `rm${depth}_sub`];
    const table = sql.table(r.table);
    // the areas whose own title matches and everything below them: a UNION ends even on a cycle
    return sql<boolean>`(${own} OR ${parentId} IN (WITH RECURSIVE ${sql.id(sub)}(id) AS (
        SELECT ${col(a, 'id')} FROM ${table} ${sql.id(a)} WHERE ${foldedTitle(r, a)} LIKE ${pattern}
        UNION SELECT ${col(c, 'id')} FROM ${table} ${sql.id(c)} JOIN ${sql.id(sub)} ON ${col(c, pf.column)} = ${col(sub, 'id')}
      ) SELECT id FROM ${sql.id(sub)}))`;
  }
  const t = registry.get(pf.target);
  const p = `rm${depth}_p`;
  const title = label.parentTitle
    ? (t.fields.find((f) => f.name === label.parentTitle) as Extract<Field, { kind: 'column' }>)
    : undefined;
  const parentMatch: RawBuilder<boolean> = title
    ? sql<boolean>`${folded(t, p, title.column, title.sqlType)} LIKE ${pattern}`
    : wordMatch(registry, t, p, pattern, depth + 1);
  return sql<boolean>`(${own} OR ${parentId} IN (SELECT ${col(p, 'id')} FROM ${sql.table(t.table)} ${sql.id(p)} WHERE ${parentMatch}))`;
}

/**
 * The other texts a record is searched by: its text filters (a CBO's code, a talent's matrícula) and its text
 * details (x-resource.recordDetail), root columns only.
 */
function otherTexts(r: Resource): string[] {
  const names = new Set([
    ...resolveFilters(r)
      .filter((f) => f.op === 'text')
      .map((f) => f.field.name),
    ...(r.meta.recordDetail ?? []),
  ]);
  names.delete(r.recordTitle);
  return r.fields.flatMap((f) =>
    f.kind === 'column' &&
    f.path.length === 1 &&
    names.has(f.name) &&
    f.sqlType === 'text' &&
    !f.schema.writeOnly
      ? [f.column]
      : [],
  );
}

/**
 * Every word of `text` in some part of the label of row `alias`, or in another text the record is searched by
 * (a code typed in a picker: 'CBO 784205'), accent- and case-insensitive.
 */
export function labelSearch(
  registry: Registry,
  r: Resource,
  alias: string,
  text: string,
): RawBuilder<boolean>[] {
  const details = otherTexts(r);
  return searchWords(text).map((w) => {
    const pattern = sql<string>`'%' || gente_search(${likeLiteral(w)}) || '%'`;
    const label = wordMatch(registry, r, alias, pattern, 0);
    if (details.length === 0) return label;
    const inDetails = details.map((c) => sql<boolean>`${folded(r, alias, c)} LIKE ${pattern}`);
    return sql<boolean>`(${sql.join([label, ...inDetails], sql` OR `)})`;
  });
}
