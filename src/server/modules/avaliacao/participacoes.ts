// How many participations an evaluation may hold (docs/decisions.md, "Avaliação: limites de participações"):
// an evaluated person answers to at most 50 evaluators in one evaluation, one generation adds at most 20,000
// participations and an evaluation holds at most 100,000. The spec gives no figure; these keep every evaluation
// answerable (an evaluator's list, an evaluated person's results) and every request within what was measured.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../http/errors.ts';
import type { Participacao } from './estrutura.ts';

export const LIMITES_PARTICIPACAO = {
  avaliadoresPorAvaliado: 50,
  porGeracao: 20_000,
  porAvaliacao: 100_000,
} as const;

const n = (v: number) => v.toLocaleString('pt-BR');
const outrosAcima = (outros: number) =>
  outros === 0
    ? ''
    : outros === 1
      ? ' (e outro talento também passaria do limite)'
      : ` (e outros ${n(outros)} talentos também passariam do limite)`;

export const MSG_PARTICIPACAO = {
  avaliadoresDemais: (nome: string, total: number, outros: number) =>
    `Cada talento pode ter no máximo ${LIMITES_PARTICIPACAO.avaliadoresPorAvaliado} avaliadores numa avaliação: ` +
    `${nome} ficaria com ${n(total)}${outrosAcima(outros)}. ` +
    'Diminua o máximo de pares, desmarque os liderados ou gere os participantes desses talentos à parte.',
  geracaoGrande: (total: number) =>
    `A geração incluiria ${n(total)} participações; o limite é de ${n(LIMITES_PARTICIPACAO.porGeracao)} por vez. ` +
    'Gere os participantes em partes, com menos talentos de cada vez.',
  avaliacaoGrande: (total: number) =>
    `A avaliação ficaria com ${n(total)} participações; o limite é de ${n(LIMITES_PARTICIPACAO.porAvaliacao)} por avaliação.`,
  avaliadorAMais: `Este talento já tem ${LIMITES_PARTICIPACAO.avaliadoresPorAvaliado} avaliadores nesta avaliação, o limite por talento.`,
} as const;

/**
 * Refuses a generation whose new participations (those not already in the evaluation) would pass a limit,
 * on `colaboradoresIds` (the selection is what the user changes). Answers how many are new.
 */
export async function conferirLimites(db: Db, avaliacaoId: number, geradas: Participacao[]): Promise<number> {
  const { rows } = await sql<{
    novas: number;
    total: number;
    excedidos: { nome: string; n: number }[] | null;
  }>`WITH g AS (
      SELECT DISTINCT x.avaliado, x.avaliador
        FROM jsonb_to_recordset(${JSON.stringify(geradas)}::jsonb) AS x(avaliado int, avaliador int)
    ), novas AS (
      SELECT g.* FROM g WHERE NOT EXISTS (SELECT 1 FROM avaliacao_participante p
        WHERE p.avaliacao_desempenho_id = ${avaliacaoId} AND p.avaliado_id = g.avaliado AND p.avaliador_id = g.avaliador)
    ), por AS (
      SELECT avaliado, count(*)::int AS n FROM (
        SELECT avaliado_id AS avaliado FROM avaliacao_participante WHERE avaliacao_desempenho_id = ${avaliacaoId}
        UNION ALL SELECT avaliado FROM novas) x
      WHERE avaliado IN (SELECT avaliado FROM novas)
      GROUP BY avaliado HAVING count(*) > ${LIMITES_PARTICIPACAO.avaliadoresPorAvaliado}
    )
    SELECT (SELECT count(*)::int FROM novas) AS novas,
      (SELECT count(*)::int FROM avaliacao_participante WHERE avaliacao_desempenho_id = ${avaliacaoId}) AS total,
      (SELECT json_agg(json_build_object('nome', c.nome, 'n', por.n) ORDER BY por.n DESC, gente_search(c.nome))
         FROM por JOIN colaborador c ON c.id = por.avaliado) AS excedidos`.execute(db);
  const { novas, total, excedidos } = rows[0]!;
  const recusa = limiteExcedido({ novas, total, excedidos: excedidos ?? [] });
  if (recusa) throw fieldError('colaboradoresIds', recusa);
  return novas;
}

/**
 * The refusal of a generation, or undefined: `novas` participations it adds, `total` already in the evaluation,
 * `excedidos` the people who would pass the limit per person with how many evaluators each, most first.
 */
export function limiteExcedido(c: {
  novas: number;
  total: number;
  excedidos: { nome: string; n: number }[];
}): string | undefined {
  if (c.novas > LIMITES_PARTICIPACAO.porGeracao) return MSG_PARTICIPACAO.geracaoGrande(c.novas);
  if (c.total + c.novas > LIMITES_PARTICIPACAO.porAvaliacao)
    return MSG_PARTICIPACAO.avaliacaoGrande(c.total + c.novas);
  const [primeiro] = c.excedidos;
  if (primeiro) return MSG_PARTICIPACAO.avaliadoresDemais(primeiro.nome, primeiro.n, c.excedidos.length - 1);
  return undefined;
}

/** One more evaluator for `avaliadoId` (the participants register) would pass the limit per person. */
export async function conferirAvaliadorAMais(
  db: Db,
  avaliacaoId: number,
  avaliadoId: number,
  semParticipacao?: number,
): Promise<void> {
  // two evaluators added at once to the same person must not both see 49
  await sql`SELECT 1 FROM avaliacao_desempenho WHERE id = ${avaliacaoId} FOR UPDATE`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM avaliacao_participante
    WHERE avaliacao_desempenho_id = ${avaliacaoId} AND avaliado_id = ${avaliadoId}
      AND id IS DISTINCT FROM ${semParticipacao ?? null}::int`.execute(db);
  if (rows[0]!.n >= LIMITES_PARTICIPACAO.avaliadoresPorAvaliado)
    throw fieldError('avaliado', MSG_PARTICIPACAO.avaliadorAMais);
}
