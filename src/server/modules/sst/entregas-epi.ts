// The rules of an EPI delivery (docs/sst-epi.md), called by entregas-epi.hooks.ts:
// * within the employee's contract; against a request only of the same employee, not cancelled (for a new link),
//   on or after its date, only EPIs it asks and never more than it asks ('O total de itens entregues não pode ser
//   superior à quantidade solicitada', counting every delivery against it);
// * each item: an active EPI (new items), in one of its type's sizes, returned no earlier than delivered; the CA in
//   force on the delivery date is recorded with its due date (an EPI that needs a CA and has none then is
//   refused), and the exchange due date = delivery date + the EPI's validity of use;
// * no acknowledgement date without the acknowledgement; the reason defaults to the request's.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { dataTroca, MSG_EPI } from './epi.ts';
import {
  caDoItem,
  entreguePorEpi,
  episDosItens,
  errosDosItens,
  errosDoTalento,
  type Item,
  recusar,
  somaPorEpi,
} from './epi-itens.ts';

type Solicitacao = { colaborador_id: number; data: string; cancelada: boolean; motivo_id: number | null };

async function solicitacao(ctx: HookContext, id: number): Promise<Solicitacao | undefined> {
  const { rows } = await sql<Solicitacao>`
    SELECT colaborador_id, to_char(data, 'YYYY-MM-DD') AS data, cancelada, motivo_id
      FROM solicitacao_epi WHERE id = ${id} AND empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
  return rows[0];
}

/** What the request's items ask, by EPI id. */
async function pedidoPorEpi(ctx: HookContext, id: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ epi_id: number; n: number }>`
    SELECT epi_id, sum(quantidade)::int AS n FROM solicitacao_epi_itens WHERE owner_id = ${id} GROUP BY epi_id`.execute(
    ctx.db,
  );
  return new Map(rows.map((r) => [r.epi_id, r.n]));
}

async function errosDaSolicitacao(
  ctx: HookContext,
  data: RecordData,
  itens: Item[],
  previous?: RecordData,
): Promise<FieldError[]> {
  const id = data.solicitacao?.id as number | undefined;
  if (id === undefined) return [];
  const s = await solicitacao(ctx, id);
  if (!s) return [];
  if (s.colaborador_id !== data.colaborador.id)
    return [{ field: 'solicitacao', message: MSG_EPI.solicitacaoDeOutro }];
  const erros: FieldError[] = [];
  if (s.cancelada && previous?.solicitacao?.id !== id)
    erros.push({ field: 'solicitacao', message: MSG_EPI.solicitacaoCancelada });
  if (data.data < s.data) erros.push({ field: 'data', message: MSG_EPI.entregaAntesDaSolicitacao });
  if (!data.motivo && s.motivo_id) data.motivo = { id: s.motivo_id };
  const pedido = await pedidoPorEpi(ctx, id);
  const outras = await entreguePorEpi(ctx.db, id, (previous?.id as number | undefined) ?? 0);
  const nesta = somaPorEpi(itens);
  const avisados = new Set<number>();
  itens.forEach((item, i) => {
    const epiId = item.epi.id;
    if (avisados.has(epiId)) return;
    if (!pedido.has(epiId)) {
      erros.push({ field: `itens.${i}.epi`, message: MSG_EPI.foraDaSolicitacao });
      avisados.add(epiId);
    } else if ((outras.get(epiId) ?? 0) + nesta.get(epiId)! > pedido.get(epiId)!) {
      erros.push({ field: `itens.${i}.quantidade`, message: MSG_EPI.totalEntregue });
      avisados.add(epiId);
    }
  });
  return erros;
}

export async function conferirEntrega(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const itens = data.itens as Item[];
  const epis = await episDosItens(ctx, itens);
  const erros: FieldError[] = [
    ...(await errosDoTalento(ctx, data.colaborador.id, data.data)),
    ...(await errosDaSolicitacao(ctx, data, itens, previous)),
    ...errosDosItens(itens, epis),
  ];
  itens.forEach((item, i) => {
    const epi = epis.get(item.epi.id);
    if (!epi) return;
    const ca = caDoItem(epi, data.data);
    if (!ca && !epi.fardamento)
      erros.push({ field: `itens.${i}.epi`, message: MSG_EPI.semCa(epi.nome, data.data) });
    if (item.dataDevolucao && item.dataDevolucao < data.data)
      erros.push({ field: `itens.${i}.dataDevolucao`, message: MSG_EPI.devolucaoAntesDaEntrega });
    // null, not undefined: an absent read-only value would keep what was stored
    item.numeroCA = ca?.numeroCA ?? null;
    item.vencimentoCA = ca?.vencimentoCA ?? null;
    item.dataTroca = dataTroca(data.data, epi.validade_uso) ?? null;
  });
  recusar(erros);
  if (!data.ciente) data.dataCiencia = undefined;
}
