// Full-text search in the candidates' CV text, over the vectors stored by migration
// 021_captacao_busca_curriculo.after.sql (one row per candidate with a CV text, kept by a trigger).
import { type RawBuilder, sql } from 'kysely';
import {
  type FewRowsCondition,
  type HookContext,
  idsOfArrayText,
  type ListCondition,
} from '../../crud/hooks.ts';

/**
 * Up to this many matching CVs, the list gets their ids instead of a subquery (migrations 031 and 032,
 * busca-curriculo): they are read from the CV index and sorted by name, instead of probing CV after CV
 * along the name order.
 */
export const POUCOS_CURRICULOS = 2000;

/**
 * The search box's words with each hyphenated code of letters and a number joined, outside "quoted phrases"
 * (nr-35 → nr35): the vectors hold such a code once more as one word (migration
 * 035_captacao_busca_curriculo_codigos.after.sql), so NR-35, NR35 and NR 35 in a CV are all found by it. A
 * quoted phrase keeps the text's own words ('nr' and '-35'), which the vectors keep in place.
 */
export const termosDaBusca = (termos: string): string =>
  termos
    .split('"')
    .map((parte, i) =>
      i % 2 === 1
        ? parte
        : parte.replace(/(?<![A-Za-z0-9])([A-Za-z]{2,4})-(\d{1,5})(?![A-Za-z0-9])/g, '$1$2'),
    )
    .join('"');

/**
 * Candidates (table alias `alias`) whose CV matches `termos`, written as in a search box: words (all must
 * appear; stemmed, so 'vendedores' finds 'vendedor'), "quoted phrases", OR, and -excluded words, with their
 * codes joined by termosDaBusca. Accents and case are ignored on both sides.
 */
const condicaoCurriculo = (alias: string, termos: string): RawBuilder<unknown> =>
  sql`${sql.ref(`${alias}.id`)} IN (SELECT b.candidato_id FROM candidato_curriculo_busca b
    WHERE b.vetor @@ gente_curriculo_consulta(${termos}))`;

/**
 * The same condition for a list. When the search matches few CVs of the session's company: their ids in the
 * list's name order (migration 032_captacao_busca_curriculo_ordem.after.sql), marked as few rows, so that a
 * list in name order with no other filter takes its total and page from them (one function, migration
 * 037_captacao_busca_uma_estimativa.after.sql, answers the whole first step). Otherwise the subquery of
 * condicaoCurriculo; when the list has a count limit and the search's terms are neither frequent nor few
 * (migration 034_captacao_busca_curriculo_contagem.after.sql), it tells whether its matches pass that limit
 * from the parts of the CV index, up to the first part that passes it.
 * With a `nome` (the schema's "contains" filter on the name, `texto`) that the names' words can serve
 * (busca-nome.ts), a search not of few CVs comes with the name, in the same round trip (`comNome`): how many
 * candidates match both (up to one more than the list's count limit) and the first `ate` of them in name order (`ate`: at most one more than that limit),
 * found along the name's words (migrations 036 and 037, gente_candidato_nome_curriculo); the CV condition for the rest
 * (the list keeps its own name filter).
 */
export async function condicaoCurriculoLista(
  ctx: Pick<HookContext, 'db' | 'session' | 'resource'>,
  alias: string,
  busca: string,
  nome?: { texto: string; ate: number },
): Promise<{ condicao: ListCondition; comNome: boolean }> {
  const termos = termosDaBusca(busca);
  const empresa = ctx.session.empresaId;
  const limite = ctx.resource.meta.countLimit ?? null;
  // the ids as the array's text, passed back as it: no writing hundreds of numbers again
  const res = await sql<{
    r: string | null;
    total: number | null;
    ids: string | null;
  }>`SELECT b.r, b.total, b.ids FROM gente_curriculo_busca(${termos}, ${POUCOS_CURRICULOS}, ${limite}::int,
    ${empresa}, ${nome?.texto ?? null}::text, ${nome?.ate ?? 0}) b`.execute(ctx.db);
  const { r = null, total = null, ids = null } = res.rows[0] ?? {};
  if (total !== null && ids !== null)
    return { condicao: primeirosNaOrdemDoNome(condicaoCurriculo(alias, termos), total, ids), comNome: true };
  if (r === null) return { condicao: condicaoCurriculo(alias, termos), comNome: false };
  if (r === 'partes')
    return {
      condicao: {
        broad: condicaoCurriculo(alias, termos),
        moreThan: async (n) =>
          (
            await sql<{
              r: boolean;
            }>`SELECT gente_curriculo_mais_que(${termos}, ${n}, ${empresa}) AS r`.execute(ctx.db)
          ).rows[0]?.r === true,
      },
      comNome: false,
    };
  return { condicao: idsNaOrdemDoNome(alias, r), comNome: false };
}

/**
 * Candidates (table alias `alias`) given as the text of an array of their ids in the list's name order (an SQL
 * function's answer; an id right after itself counts once): few rows, in order (FewRowsCondition), which also
 * account for the schema filters `covers`. The text goes back to the server as it is.
 */
export const idsNaOrdemDoNome = (
  alias: string,
  ids: string,
  covers?: readonly string[],
): FewRowsCondition => ({
  fewRows: sql`${sql.ref(`${alias}.id`)} = ANY(${ids}::int[])`,
  inOrder: { sort: 'nome', ids: idsOfArrayText(ids), ...(covers ? { covers } : {}) },
});

/**
 * Rows of the condition `fewRows` and of the schema's `nome` filter known by their first ids in the list's name
 * order (`ids`, an SQL function's array text) and their count `total`, up to one more than the list's count limit
 * (FewRowsCondition.inOrder.first).
 */
export function primeirosNaOrdemDoNome(
  fewRows: RawBuilder<unknown>,
  total: number,
  ids: string,
): FewRowsCondition {
  const primeiros = idsOfArrayText(ids);
  return {
    fewRows,
    inOrder: {
      sort: 'nome',
      ids: { count: total, slice: (de, ate) => primeiros.slice(de, ate) },
      covers: ['nome'],
      first: true,
    },
  };
}
