// sst/entregas-epi: the delivery's rules (entregas-epi.ts), and the state of the requests it touches.
import { defineHooks } from '../../crud/hooks.ts';
import { conferirEntrega } from './entregas-epi.ts';
import { atualizarSituacao } from './epi-itens.ts';

export default defineHooks('sst/entregas-epi', {
  beforeCreate: (ctx, data) => conferirEntrega(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferirEntrega(ctx, data, previous),
  afterCreate: (ctx, record) => atualizarSituacao(ctx.db, [record.solicitacao?.id]),
  afterUpdate: (ctx, record, previous) =>
    atualizarSituacao(ctx.db, [record.solicitacao?.id, previous.solicitacao?.id]),
  afterDelete: (ctx, previous) => atualizarSituacao(ctx.db, [previous.solicitacao?.id]),
});
