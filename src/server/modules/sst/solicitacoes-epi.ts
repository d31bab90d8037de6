// What a read of EPI requests adds: the quantity already delivered of each item (the deliveries against the
// request, EPI by EPI, given to the request's items of that EPI in order until each is full).
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../crud/hooks.ts';

export async function afterReadSolicitacoes(ctx: HookContext, records: RecordData[]) {
  const comItens = records.filter((r) => Array.isArray(r.itens) && r.id !== undefined);
  if (!comItens.length) return;
  const { rows } = await sql<{ solicitacao_id: number; epi_id: number; n: number }>`
    SELECT e.solicitacao_id, i.epi_id, sum(i.quantidade)::int AS n
      FROM entrega_epi e JOIN entrega_epi_itens i ON i.owner_id = e.id
     WHERE e.solicitacao_id = ANY(${comItens.map((r) => r.id)}::int[])
     GROUP BY e.solicitacao_id, i.epi_id`.execute(ctx.db);
  const entregue = new Map(rows.map((r) => [`${r.solicitacao_id}:${r.epi_id}`, r.n]));
  for (const r of comItens) {
    for (const item of r.itens as {
      epi?: { id: number };
      quantidade?: number;
      quantidadeEntregue?: number;
    }[]) {
      const chave = `${r.id}:${item.epi?.id}`;
      const resta = entregue.get(chave) ?? 0;
      const dado = Math.min(resta, item.quantidade ?? 0);
      item.quantidadeEntregue = dado;
      entregue.set(chave, resta - dado);
    }
  }
}
