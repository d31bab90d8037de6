// The set-based reads of the EPI part (docs/sst-epi.md), shared by the actions, the reports and the nightly job:
// the CA in force of every EPI, the exchanges due of what employees hold, and the EPIs an employee's risks ask.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DIAS_TROCA_A_VENCER, type SituacaoTroca } from './epi.ts';

/** Sets the CA in force on `hoje` (else the earliest entry) on every EPI whose stored one differs. */
export async function atualizarCaEmVigor(db: Db, hoje: string): Promise<number> {
  const r = await sql`
    UPDATE epi e SET numero_ca = v.numero_ca, vencimento_ca = v.vencimento_ca, updated_at = now()
      FROM (SELECT DISTINCT ON (h.owner_id) h.owner_id, h.numero_ca, h.vencimento_ca
              FROM epi_historico_ca h
             ORDER BY h.owner_id, (h.data <= ${hoje}::date) DESC,
                      CASE WHEN h.data <= ${hoje}::date THEN h.data END DESC NULLS LAST, h.data, h.id DESC) v
     WHERE v.owner_id = e.id
       AND (e.numero_ca IS DISTINCT FROM v.numero_ca OR e.vencimento_ca IS DISTINCT FROM v.vencimento_ca)`.execute(
    db,
  );
  return Number(r.numAffectedRows ?? 0);
}

export type FiltroTrocas = {
  referencia: string;
  situacao?: SituacaoTroca[];
  colaborador?: number;
  epi?: number;
  area?: number;
  /** "a vencer" window in days (default DIAS_TROCA_A_VENCER) */
  dias?: number;
};

/**
 * The exchanges of what employees hold on the reference date: for each employee (employed on that date) and EPI,
 * the latest item delivered on or before it — an earlier one was replaced by it —, unless returned, whose EPI has
 * a validity of use. Columns: colaborador_id, nome, matricula, area_id, area, epi_id, epi, tipo, tamanho,
 * quantidade, numero_ca, entrega_id, data_entrega, data_troca, situacao ('VENCIDA' | 'A_VENCER' | 'EM_DIA'),
 * dias_atraso. Unordered (ORDEM_TROCAS).
 */
export function trocasSql(empresaId: number, f: FiltroTrocas): RawBuilder<unknown> {
  const ref = f.referencia;
  const dias = f.dias ?? DIAS_TROCA_A_VENCER;
  return sql`
    WITH RECURSIVE areas(id) AS (
      SELECT id FROM area_organizacional WHERE id = ${f.area ?? null}::int AND empresa_id = ${empresaId}
      UNION SELECT a.id FROM area_organizacional a JOIN areas s ON a.area_mae_id = s.id),
    ultimos AS (
      SELECT DISTINCT ON (e.colaborador_id, i.epi_id)
             e.colaborador_id, e.id AS entrega_id, e.data AS data_entrega, i.epi_id, i.tamanho_id, i.quantidade,
             i.numero_ca, i.data_troca, i.data_devolucao
        FROM entrega_epi e JOIN entrega_epi_itens i ON i.owner_id = e.id
       WHERE e.empresa_id = ${empresaId} AND e.data <= ${ref}::date
         ${f.colaborador ? sql`AND e.colaborador_id = ${f.colaborador}` : sql``}
         ${f.epi ? sql`AND i.epi_id = ${f.epi}` : sql``}
       ORDER BY e.colaborador_id, i.epi_id, e.data DESC, e.id DESC, i.id DESC),
    linhas AS (
      SELECT u.*, c.nome, c.matricula, hc.area_organizacional_id AS area_id,
             CASE WHEN u.data_troca < ${ref}::date THEN 'VENCIDA'
                  WHEN u.data_troca <= ${ref}::date + ${dias}::int THEN 'A_VENCER'
                  ELSE 'EM_DIA' END AS situacao,
             greatest(${ref}::date - u.data_troca, 0) AS dias_atraso
        FROM ultimos u
        JOIN colaborador c ON c.id = u.colaborador_id
        LEFT JOIN LATERAL (
          SELECT h.area_organizacional_id FROM historico_colaborador h
           WHERE h.colaborador_id = c.id AND h.data <= ${ref}::date AND h.status IS DISTINCT FROM 'X'
           ORDER BY h.data DESC, h.id DESC LIMIT 1) hc ON true
       WHERE u.data_devolucao IS NULL AND u.data_troca IS NOT NULL
         AND (c.data_desligamento IS NULL OR c.data_desligamento >= ${ref}::date)
         ${f.area ? sql`AND hc.area_organizacional_id IN (SELECT id FROM areas)` : sql``})
    SELECT l.colaborador_id, l.nome, l.matricula, l.area_id, ar.nome AS area, l.epi_id, p.nome AS epi,
           t.nome AS tipo, tm.descricao AS tamanho, l.quantidade, l.numero_ca, l.entrega_id,
           to_char(l.data_entrega, 'YYYY-MM-DD') AS data_entrega, to_char(l.data_troca, 'YYYY-MM-DD') AS data_troca,
           l.situacao, l.dias_atraso
      FROM linhas l
      JOIN epi p ON p.id = l.epi_id
      LEFT JOIN tipo_epi t ON t.id = p.tipo_epi_id
      LEFT JOIN tamanho_epi tm ON tm.id = l.tamanho_id
      LEFT JOIN area_organizacional ar ON ar.id = l.area_id
     WHERE ${f.situacao?.length ? sql`l.situacao = ANY(${f.situacao}::text[])` : sql`true`}`;
}

/** Most overdue first, then by name. */
export const ORDEM_TROCAS = sql`data_troca, nome, colaborador_id, epi, epi_id`;

/**
 * The EPIs the risks of an employee ask on `dia`: those of the agents with EPI used ('2') in the environmental
 * condition that applies to them then (their career entry's environment and function: the latest condition of that
 * function, else of the whole environment, as S-2240 reads it). Columns: epi_id, epi, numero_ca, agentes (the
 * agents' codes and names, '; '-separated), entregue (ever delivered to the employee).
 */
export function episExigidosSql(
  empresaId: number,
  colaboradorId: number,
  dia: string | RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`
    WITH h AS (
      SELECT hc.ambiente_id, hc.funcao_id FROM historico_colaborador hc
       WHERE hc.colaborador_id = ${colaboradorId} AND hc.empresa_id = ${empresaId} AND hc.data <= ${dia}::date
         AND hc.status IS DISTINCT FROM 'X'
       ORDER BY hc.data DESC, hc.id DESC LIMIT 1),
    cond AS (
      SELECT ca.id FROM condicao_ambiental ca, h
       WHERE ca.empresa_id = ${empresaId} AND ca.ambiente_id = h.ambiente_id AND ca.data <= ${dia}::date
         AND (ca.funcao_id = h.funcao_id OR ca.funcao_id IS NULL)
       ORDER BY (ca.funcao_id IS NULL), ca.data DESC, ca.id DESC LIMIT 1)
    SELECT p.id AS epi_id, p.nome AS epi, p.numero_ca,
           string_agg(DISTINCT an.nome, '; ') AS agentes,
           EXISTS (SELECT 1 FROM entrega_epi e JOIN entrega_epi_itens i ON i.owner_id = e.id
                    WHERE e.colaborador_id = ${colaboradorId} AND i.epi_id = p.id) AS entregue
      FROM cond
      JOIN condicao_ambiental_agentes ag ON ag.owner_id = cond.id AND ag.utiliza_epi = '2'
      JOIN condicao_ambiental_agentes_epis j ON j.owner_id = ag.id
      JOIN epi p ON p.id = j.ref_id
      JOIN agente_nocivo an ON an.id = ag.atividade_perigosa_insalubre_id
     GROUP BY p.id, p.nome, p.numero_ca`;
}
