// sst/solicitacoes-epi: items of active EPIs in one of their type's sizes, within the employee's contract; what was
// already delivered against the request bounds what it may still ask (and keeps its employee); the state follows
// the deliveries (epi-itens.ts).
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { MSG_EPI } from './epi.ts';
import {
  entreguePorEpi,
  episDosItens,
  errosDosItens,
  errosDoTalento,
  type Item,
  recusar,
  situacaoDe,
  somaPorEpi,
} from './epi-itens.ts';
import { afterReadSolicitacoes } from './solicitacoes-epi.ts';

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const itens = data.itens as Item[];
  const epis = await episDosItens(ctx, itens);
  const erros: FieldError[] = [
    ...(await errosDoTalento(ctx, data.colaborador.id, data.data)),
    ...errosDosItens(itens, epis),
  ];
  const entregue = previous ? await entreguePorEpi(ctx.db, previous.id as number) : new Map<number, number>();
  if (previous && entregue.size > 0) {
    if (data.colaborador.id !== previous.colaborador.id)
      erros.push({ field: 'colaborador', message: MSG_EPI.talentoComEntregas });
    const pedido = somaPorEpi(itens);
    for (const [epiId, n] of entregue) {
      if (!pedido.has(epiId)) {
        const antes = (previous.itens as Item[]).find((i) => i.epi.id === epiId)?.epi as { nome?: string };
        erros.push({ field: 'itens', message: MSG_EPI.epiEntregueRemovido(antes?.nome ?? String(epiId)) });
      } else if (pedido.get(epiId)! < n) {
        const i = itens.findIndex((x) => x.epi.id === epiId);
        erros.push({ field: `itens.${i}.quantidade`, message: MSG_EPI.totalEntregue });
      }
    }
  }
  const situacao = situacaoDe(somaPorEpi(itens), entregue, !!data.cancelada);
  if (data.cancelada && situacao === 'ATENDIDA' && !previous?.cancelada)
    erros.push({ field: 'cancelada', message: MSG_EPI.atendidaNaoCancela });
  recusar(erros);
  data.situacao = situacao;
}

export default defineHooks('sst/solicitacoes-epi', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  afterRead: afterReadSolicitacoes,
});
