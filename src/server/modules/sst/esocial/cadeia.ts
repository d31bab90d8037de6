// The chain of an event: every event that says the same thing to the eSocial (the same ASO, the same CAT, the
// same employee's condition starting on the same day) — the original, its rectifications (indRetif 2, with the
// receipt of the accepted version they correct) and the exclusion (S-3000). What a new event of a chain must be
// depends on the chain's latest event that still counts (a 'substituido' one never does):
//   none, or excluded by an accepted S-3000  → a new original;
//   accepted                                  → its rectification, with its receipt;
//   sent and not yet processed                → refused: its result decides (query the batch first);
//   generated, signed or rejected (unsent)    → it is replaced ('substituido'): the new one takes its place,
//                                               original or rectification of the same accepted version.
// An exclusion not yet accepted blocks the chain too.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export type UltimoDaCadeia = {
  id: number;
  idEvento: string;
  status: string;
  hash: string;
  recibo: string | null;
  indRetif: number;
  eventoOriginalId: number | null;
  /** the receipt of the accepted version this (unsent) rectification corrects */
  reciboRetificado: string | null;
  /** the S-3000 of this event: accepted, or still on its way */
  exclusao: 'aceita' | 'pendente' | null;
};

export type Vinculo = {
  indRetif: 1 | 2;
  nrRecibo: string | null;
  eventoOriginalId: number | null;
  /** the unsent event the new one replaces */
  substitui: number | null;
};

export const MSG_CADEIA = {
  aguardando: (idEvento: string) =>
    `O evento ${idEvento} aguarda o processamento do eSocial: consulte o lote antes de gerar outro.`,
  exclusaoPendente: (idEvento: string) =>
    `A exclusão (S-3000) do evento ${idEvento} ainda não foi aceita pelo eSocial: consulte o lote antes de gerar outro.`,
} as const;

const ORIGINAL: Vinculo = { indRetif: 1, nrRecibo: null, eventoOriginalId: null, substitui: null };

/** What a new event of the chain is, or the reason it cannot be generated now. */
export function vinculoNaCadeia(ultimo: UltimoDaCadeia | undefined): Vinculo | { recusa: string } {
  if (!ultimo || ultimo.exclusao === 'aceita') return ORIGINAL;
  if (ultimo.exclusao === 'pendente') return { recusa: MSG_CADEIA.exclusaoPendente(ultimo.idEvento) };
  if (ultimo.status === 'enviado') return { recusa: MSG_CADEIA.aguardando(ultimo.idEvento) };
  if (ultimo.status === 'aceito')
    return { indRetif: 2, nrRecibo: ultimo.recibo, eventoOriginalId: ultimo.id, substitui: null };
  return ultimo.indRetif === 2 && ultimo.reciboRetificado
    ? {
        indRetif: 2,
        nrRecibo: ultimo.reciboRetificado,
        eventoOriginalId: ultimo.eventoOriginalId,
        substitui: ultimo.id,
      }
    : { ...ORIGINAL, substitui: ultimo.id };
}

/** The same content as the chain's latest event (an excluded chain starts again). */
export const semAlteracao = (ultimo: UltimoDaCadeia | undefined, hash: string) =>
  !!ultimo && ultimo.exclusao !== 'aceita' && ultimo.hash === hash;

const colunas = sql`e.id, e.id_evento AS "idEvento", e.status, e.conteudo_hash AS hash, e.recibo,
  coalesce(e.ind_retif, 1) AS "indRetif", e.evento_original_id AS "eventoOriginalId",
  (SELECT o.recibo FROM evento_esocial o WHERE o.id = e.evento_original_id) AS "reciboRetificado",
  (SELECT CASE WHEN bool_or(x.status = 'aceito') THEN 'aceita' WHEN count(*) > 0 THEN 'pendente' END
     FROM evento_esocial x
    WHERE x.evento_original_id = e.id AND x.tipo = 'S-3000' AND x.status NOT IN ('rejeitado', 'substituido')) AS exclusao`;

/** The latest event that counts of an origin's chain (an ASO's S-2220, a CAT's S-2210). */
export async function ultimoDaOrigem(
  db: Db,
  empresaId: number,
  tipo: string,
  origemId: number,
): Promise<UltimoDaCadeia | undefined> {
  const { rows } = await sql<UltimoDaCadeia>`SELECT ${colunas} FROM evento_esocial e
    WHERE e.empresa_id = ${empresaId} AND e.tipo = ${tipo} AND e.origem_id = ${origemId} AND e.status <> 'substituido'
    ORDER BY e.id DESC LIMIT 1`.execute(db);
  return rows[0];
}

/** The latest S-2240 that counts of each employee's condition: key `${colaborador}|${dataCondicao}`. */
export async function ultimosDasCondicoes(
  db: Db,
  empresaId: number,
  colaboradores?: number[],
): Promise<Map<string, UltimoDaCadeia>> {
  const { rows } = await sql<UltimoDaCadeia & { chave: string }>`
    SELECT DISTINCT ON (e.colaborador_id, e.data_condicao) e.colaborador_id || '|' || to_char(e.data_condicao, 'YYYY-MM-DD') AS chave, ${colunas}
      FROM evento_esocial e
     WHERE e.empresa_id = ${empresaId} AND e.tipo = 'S-2240' AND e.status <> 'substituido'
       ${colaboradores ? sql`AND e.colaborador_id = ANY(${colaboradores}::int[])` : sql``}
     ORDER BY e.colaborador_id, e.data_condicao, e.id DESC`.execute(db);
  return new Map(rows.map((r) => [r.chave, r]));
}

export const chaveDaCondicao = (colaboradorId: number, dataCondicao: string) =>
  `${colaboradorId}|${dataCondicao}`;

/** Marks the unsent events new ones replaced. */
export async function substituir(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`UPDATE evento_esocial SET status = 'substituido', updated_at = now()
             WHERE id = ANY(${ids}::int[]) AND status IN ('gerado', 'assinado', 'rejeitado')`.execute(db);
}
