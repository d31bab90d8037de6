// A part of a name searched among the candidates (the list's `nome` filter), served by the words of the names
// (migration 036_captacao_busca_nome.after.sql) when they can: the same matches as the list's own "contains"
// filter, read from an index of the names' words instead of a walk of every name in name order.
import { sql } from 'kysely';
import type { FewRowsCondition, HookContext } from '../../crud/hooks.ts';
import { idsNaOrdemDoNome } from './busca-curriculo.ts';

/**
 * Up to this many (candidate, word) entries of the company for the words containing the text, their ids are
 * read from the words; beyond it (a common surname: silva) the list's walk in name order finds a page sooner.
 */
export const PALAVRAS_DO_NOME = 5000;

/**
 * The candidates (table alias `alias`) whose name contains `nome`, as their ids in the list's name order,
 * which account for the schema's `nome` filter (FewRowsCondition.covers); undefined when the words cannot serve
 * it (a text with a space, shorter than 3 letters, or a frequent part).
 */
export async function condicaoNomeLista(
  ctx: Pick<HookContext, 'db' | 'session'>,
  alias: string,
  nome: string,
): Promise<FewRowsCondition | undefined> {
  const res = await sql<{
    r: string | null;
  }>`SELECT gente_candidato_nome_busca(${nome}, ${PALAVRAS_DO_NOME}, ${ctx.session.empresaId}) AS r`.execute(
    ctx.db,
  );
  const r = res.rows[0]?.r ?? null;
  if (r === null) return undefined;
  return idsNaOrdemDoNome(alias, r, ['nome']);
}
