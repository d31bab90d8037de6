// What requests and deliveries of EPIs check on each item (epi, tamanho, quantidade) and on the employee, and the
// quantities delivered against a request, EPI by EPI (the request's limit).
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http/errors.ts';
import { caNaData, type EntradaCa, MSG_EPI } from './epi.ts';

export type Item = {
  id?: number;
  epi: { id: number };
  tamanho?: { id: number };
  quantidade: number;
} & RecordData;

export type EpiInfo = {
  id: number;
  nome: string;
  ativo: boolean;
  fardamento: boolean;
  validade_uso: number | null;
  tamanhos: number[];
  historico: EntradaCa[];
};

/** The EPIs of the items, by id: name, state, validity of use, their type's sizes and CA history. */
export async function episDosItens(ctx: HookContext, itens: Item[]): Promise<Map<number, EpiInfo>> {
  const ids = [...new Set(itens.map((i) => i.epi.id))];
  const { rows } = await sql<EpiInfo>`
    SELECT e.id, e.nome, e.ativo, e.fardamento, e.validade_uso,
           coalesce((SELECT array_agg(j.ref_id) FROM tipo_epi_tipos_tamanhos_epi j WHERE j.owner_id = e.tipo_epi_id),
                    '{}') AS tamanhos,
           coalesce((SELECT json_agg(json_build_object('data', to_char(h.data, 'YYYY-MM-DD'), 'numeroCA', h.numero_ca,
                                                       'vencimentoCA', to_char(h.vencimento_ca, 'YYYY-MM-DD')))
                       FROM epi_historico_ca h WHERE h.owner_id = e.id), '[]') AS historico
      FROM epi e WHERE e.id = ANY(${ids}::int[]) AND e.empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Size and state of each item: a size among its type's sizes (required when the type has any); an inactive EPI
 * only on items that already existed (an old delivery of a retired EPI can still be edited).
 */
export function errosDosItens(itens: Item[], epis: Map<number, EpiInfo>): FieldError[] {
  const erros: FieldError[] = [];
  itens.forEach((item, i) => {
    const epi = epis.get(item.epi.id);
    if (!epi) return;
    if (!epi.ativo && item.id === undefined)
      erros.push({ field: `itens.${i}.epi`, message: MSG_EPI.epiInativo });
    if (item.tamanho && !epi.tamanhos.includes(item.tamanho.id))
      erros.push({ field: `itens.${i}.tamanho`, message: MSG_EPI.tamanhoInvalido });
    else if (!item.tamanho && epi.tamanhos.length > 0)
      erros.push({ field: `itens.${i}.tamanho`, message: MSG_EPI.tamanhoObrigatorio });
  });
  return erros;
}

/** The CA entry of an EPI in force on a day (uniforms have none and need none). */
export const caDoItem = (epi: EpiInfo, dia: string) => caNaData(epi.historico, dia);

/** The employee's admission and dismissal must frame `dia` (a request or delivery date). */
export async function errosDoTalento(
  ctx: HookContext,
  colaboradorId: number,
  dia: string,
): Promise<FieldError[]> {
  const { rows } = await sql<{ admissao: string | null; desligamento: string | null }>`
    SELECT to_char(data_admissao, 'YYYY-MM-DD') AS admissao, to_char(data_desligamento, 'YYYY-MM-DD') AS desligamento
      FROM colaborador WHERE id = ${colaboradorId}`.execute(ctx.db);
  const c = rows[0];
  if (c?.admissao && dia < c.admissao)
    return [{ field: 'data', message: MSG_EPI.antesDaAdmissao(c.admissao) }];
  if (c?.desligamento && dia > c.desligamento)
    return [{ field: 'data', message: MSG_EPI.depoisDoDesligamento(c.desligamento) }];
  return [];
}

/** Quantity delivered against a request, by EPI id (all its deliveries but `excluir`). */
export async function entreguePorEpi(
  db: Db,
  solicitacaoId: number,
  excluir = 0,
): Promise<Map<number, number>> {
  const { rows } = await sql<{ epi_id: number; n: number }>`
    SELECT i.epi_id, sum(i.quantidade)::int AS n
      FROM entrega_epi e JOIN entrega_epi_itens i ON i.owner_id = e.id
     WHERE e.solicitacao_id = ${solicitacaoId} AND e.id <> ${excluir}
     GROUP BY i.epi_id`.execute(db);
  return new Map(rows.map((r) => [r.epi_id, r.n]));
}

/** Quantity of each EPI in a list of items. */
export function somaPorEpi(itens: Item[]): Map<number, number> {
  const soma = new Map<number, number>();
  for (const i of itens) soma.set(i.epi.id, (soma.get(i.epi.id) ?? 0) + i.quantidade);
  return soma;
}

export type Situacao = 'ABERTA' | 'PARCIAL' | 'ATENDIDA' | 'CANCELADA';

/** A request's state from what it asks, what was delivered against it and whether it was cancelled. */
export function situacaoDe(pedido: Map<number, number>, entregue: Map<number, number>, cancelada: boolean) {
  const total = [...entregue.values()].reduce((a, b) => a + b, 0);
  const atendida = [...pedido].every(([epi, n]) => (entregue.get(epi) ?? 0) >= n);
  if (atendida) return 'ATENDIDA';
  if (cancelada) return 'CANCELADA';
  return total > 0 ? 'PARCIAL' : 'ABERTA';
}

/** Recomputes the state of requests after their deliveries changed (a derived column: no audit entry). */
export async function atualizarSituacao(db: Db, ids: (number | undefined)[]) {
  const alvo = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!alvo.length) return;
  await sql`
    WITH pedido AS (
      SELECT owner_id, epi_id, sum(quantidade) AS n FROM solicitacao_epi_itens
       WHERE owner_id = ANY(${alvo}::int[]) GROUP BY owner_id, epi_id),
    entregue AS (
      SELECT e.solicitacao_id AS owner_id, i.epi_id, sum(i.quantidade) AS n
        FROM entrega_epi e JOIN entrega_epi_itens i ON i.owner_id = e.id
       WHERE e.solicitacao_id = ANY(${alvo}::int[]) GROUP BY e.solicitacao_id, i.epi_id),
    conta AS (
      SELECT s.id,
             bool_and(coalesce(en.n, 0) >= p.n) AS atendida,
             (SELECT coalesce(sum(n), 0) FROM entregue x WHERE x.owner_id = s.id) > 0 AS alguma
        FROM solicitacao_epi s JOIN pedido p ON p.owner_id = s.id
        LEFT JOIN entregue en ON en.owner_id = s.id AND en.epi_id = p.epi_id
       WHERE s.id = ANY(${alvo}::int[])
       GROUP BY s.id)
    UPDATE solicitacao_epi s
       SET situacao = CASE WHEN c.atendida THEN 'ATENDIDA' WHEN s.cancelada THEN 'CANCELADA'
                           WHEN c.alguma THEN 'PARCIAL' ELSE 'ABERTA' END
      FROM conta c WHERE c.id = s.id`.execute(db);
}

export const recusar = (erros: FieldError[]) => {
  if (erros.length) throw validationError(erros);
};
