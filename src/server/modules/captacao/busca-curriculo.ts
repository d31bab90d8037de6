// Full-text search in the candidates' CV text. The expression must be the one indexed by
// migration 020_captacao.after.sql (GIN over to_tsvector('portuguese', gente_search(...))), or
// PostgreSQL reads the whole table.
import { type RawBuilder, sql } from 'kysely';

/** tsvector of the CV text of table alias `alias`, exactly as indexed. */
export const vetorCurriculo = (alias: string): RawBuilder<unknown> =>
  sql`to_tsvector('portuguese'::regconfig, gente_search(coalesce(${sql.ref(`${alias}.ocr_texto`)}, '')))`;

/**
 * Candidates whose CV matches `termos`, written as in a search box: words (all must appear; stemmed, so
 * 'vendedores' finds 'vendedor'), "quoted phrases", OR, and -excluded words.
 * Accents and case are ignored on both sides.
 */
export const condicaoCurriculo = (alias: string, termos: string): RawBuilder<unknown> =>
  sql`${vetorCurriculo(alias)} @@ websearch_to_tsquery('portuguese'::regconfig, gente_search(${termos}))`;
