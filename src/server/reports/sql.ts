// SQL pieces the report queries of every module use (src/server/modules/<module>/relatorios/*.query.ts): a stored
// code's label, a filter's id list, and text ordered as the lists order it.
import { type RawBuilder, sql } from 'kysely';

type Sql = RawBuilder<unknown>;

/** `labels ->> code` as SQL text (NULL for an unknown code). */
export const rotuloSql = (labels: Record<string, string>, code: Sql): RawBuilder<string | null> =>
  sql<string | null>`(${JSON.stringify(labels)}::jsonb ->> (${code})::text)`;

/** A list of ids from the filter (absent → empty). */
export const idsDe = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** Text ordering that ignores accents and case (as the lists do), then the text itself. */
export const ordemTexto = (expr: Sql): Sql => sql`gente_search(${expr}), ${expr}`;
