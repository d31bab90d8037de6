// Full-text search in the candidates' CV text, over the vectors stored by migration
// 021_captacao_busca_curriculo.after.sql (one row per candidate with a CV text, kept by a trigger).
import { type RawBuilder, sql } from 'kysely';
import type { HookContext, ListCondition } from '../../crud/hooks.ts';

/**
 * Up to this many matching CVs, the list gets their ids as a parameter instead of a subquery (migration
 * 031_captacao_busca_curriculo_poucos.after.sql): the planner then knows how few they are, reads the page
 * from the name-order index keeping those ids and counts them by id, instead of probing CV after CV.
 */
export const POUCOS_CURRICULOS = 2000;

/**
 * Candidates (table alias `alias`) whose CV matches `termos`, written as in a search box: words (all must
 * appear; stemmed, so 'vendedores' finds 'vendedor'), "quoted phrases", OR, and -excluded words.
 * Accents and case are ignored on both sides.
 */
export const condicaoCurriculo = (alias: string, termos: string): RawBuilder<unknown> =>
  sql`${sql.ref(`${alias}.id`)} IN (SELECT b.candidato_id FROM candidato_curriculo_busca b
    WHERE b.vetor @@ websearch_to_tsquery('portuguese'::regconfig, gente_search(${termos})))`;

/**
 * The same condition for a list: when the search matches few CVs (in every company: the vectors have no
 * company), their ids, marked as few rows (the list counts them in its order and takes the page from the
 * count); otherwise the subquery of condicaoCurriculo.
 */
export async function condicaoCurriculoLista(
  db: HookContext['db'],
  alias: string,
  termos: string,
): Promise<ListCondition> {
  // the ids as the array's text, passed back as it: no parsing of hundreds of numbers and writing them again
  const res = await sql<{
    ids: string | null;
  }>`SELECT gente_curriculo_poucos(${termos}, ${POUCOS_CURRICULOS})::text AS ids`.execute(db);
  const ids = res.rows[0]?.ids;
  return ids
    ? { fewRows: sql`${sql.ref(`${alias}.id`)} = ANY(${ids}::int[])` }
    : condicaoCurriculo(alias, termos);
}
