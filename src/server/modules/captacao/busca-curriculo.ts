// Full-text search in the candidates' CV text, over the vectors stored by migration
// 021_captacao_busca_curriculo.after.sql (one row per candidate with a CV text, kept by a trigger).
import { type RawBuilder, sql } from 'kysely';

/**
 * Candidates (table alias `alias`) whose CV matches `termos`, written as in a search box: words (all must
 * appear; stemmed, so 'vendedores' finds 'vendedor'), "quoted phrases", OR, and -excluded words.
 * Accents and case are ignored on both sides.
 */
export const condicaoCurriculo = (alias: string, termos: string): RawBuilder<unknown> =>
  sql`${sql.ref(`${alias}.id`)} IN (SELECT b.candidato_id FROM candidato_curriculo_busca b
    WHERE b.vetor @@ websearch_to_tsquery('portuguese'::regconfig, gente_search(${termos})))`;
