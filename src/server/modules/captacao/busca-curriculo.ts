// Full-text search in the candidates' CV text, over the vectors stored by migration
// 021_captacao_busca_curriculo.after.sql (one row per candidate with a CV text, kept by a trigger).
import { type RawBuilder, sql } from 'kysely';
import type { HookContext, ListCondition } from '../../crud/hooks.ts';

/**
 * Up to this many matching CVs, the list gets their ids instead of a subquery (migrations 031 and 032,
 * busca-curriculo): they are read from the CV index and sorted by name, instead of probing CV after CV
 * along the name order.
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
 * The same condition for a list: when the search matches few CVs of the session's company, their ids in
 * the list's name order (migration 032_captacao_busca_curriculo_ordem.after.sql), marked as few rows: a
 * list in name order with no other filter takes its total and page from them; otherwise the subquery of
 * condicaoCurriculo, which can tell from the parts of the CV index whether its matches pass the list's count
 * limit (migration 034_captacao_busca_curriculo_contagem.after.sql).
 */
export async function condicaoCurriculoLista(
  ctx: Pick<HookContext, 'db' | 'session'>,
  alias: string,
  termos: string,
): Promise<ListCondition> {
  // the ids as the array's text, passed back as it: no writing hundreds of numbers again
  const res = await sql<{
    ids: string | null;
  }>`SELECT gente_curriculo_poucos(${termos}, ${POUCOS_CURRICULOS}, ${ctx.session.empresaId})::text AS ids`.execute(
    ctx.db,
  );
  const ids = res.rows[0]?.ids;
  if (!ids)
    return {
      broad: condicaoCurriculo(alias, termos),
      // counted in the parts of the CV index, up to the first part that passes the limit (migration 034)
      moreThan: async (limite) =>
        (
          await sql<{
            r: boolean | null;
          }>`SELECT gente_curriculo_mais_que(${termos}, ${limite}, ${ctx.session.empresaId}) AS r`.execute(
            ctx.db,
          )
        ).rows[0]?.r === true,
    };
  return {
    fewRows: sql`${sql.ref(`${alias}.id`)} = ANY(${ids}::int[])`,
    inOrder: { sort: 'nome', ids: ids === '{}' ? [] : ids.slice(1, -1).split(',').map(Number) },
  };
}
