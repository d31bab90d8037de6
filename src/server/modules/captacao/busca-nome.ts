// A part of a name searched among the candidates (the list's `nome` filter), served by the words of the names
// (migrations 036_captacao_busca_nome.after.sql and 038_captacao_busca_nome_frequente.after.sql) when they can:
// the same matches as the list's own "contains" filter, read from an index of the names' words instead of a walk
// of every name in name order.
import { sql } from 'kysely';
import type { FewRowsCondition, HookContext } from '../../crud/hooks.ts';
import { idsNaOrdemDoNome, primeirosNaOrdemDoNome } from './busca-curriculo.ts';

/**
 * Up to this many (candidate, word) entries of the company for the words containing the text, all their ids are
 * read from the words; beyond it (a common surname: silva), only the first ones in name order, up to the list's
 * count limit.
 */
export const PALAVRAS_DO_NOME = 5000;

/**
 * The candidates (table alias `alias`) whose name contains `nome`, as their ids in the list's name order, which
 * account for the schema's `nome` filter (FewRowsCondition.covers): all of them, or for a frequent part how many
 * (up to one more than the list's count limit) and the first `ate` (at most one more than that limit). A text with spaces comes from its longest
 * part's words, filtered by the whole text. Undefined when the words cannot serve it (a text, or the longest part,
 * shorter than 3 letters, or a frequent part found in very many words).
 */
export async function condicaoNomeLista(
  ctx: Pick<HookContext, 'db' | 'session' | 'resource'>,
  alias: string,
  nome: string,
  ate: number,
): Promise<FewRowsCondition | undefined> {
  const limite = ctx.resource.meta.countLimit ?? null;
  const res = await sql<{
    total: number | null;
    ids: string | null;
    completos: boolean | null;
  }>`SELECT n.total, n.ids, n.completos FROM gente_candidato_nome_lista(${nome}, ${PALAVRAS_DO_NOME},
    ${ctx.session.empresaId}, ${limite}::int, ${ate}) n`.execute(ctx.db);
  const { total = null, ids = null, completos = null } = res.rows[0] ?? {};
  if (ids === null || total === null) return undefined;
  if (completos) return idsNaOrdemDoNome(alias, ids, ['nome']);
  // a frequent part: the rows are those of the name's own filter, which the list applies
  return primeirosNaOrdemDoNome(sql`TRUE`, total, ids);
}
