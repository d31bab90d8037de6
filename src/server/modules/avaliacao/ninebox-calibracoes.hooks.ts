// Nine-box calibration (beyond the spec): HR moves a person to another box with a justification; the computed box
// at that moment is kept beside it. Only people placed in that nine-box; the nine-box and the person never change
// (a new person is a new calibration). The audit trail keeps every move with its justification.
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { CALIBRACOES, MSG_NINEBOX, quadranteCalculado } from './ninebox.ts';

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  if (previous) {
    data.ninebox = { id: previous.ninebox.id };
    data.colaborador = { id: previous.colaborador.id };
  }
  const calculado = await quadranteCalculado(ctx.db, data.ninebox.id, data.colaborador.id);
  if (calculado === undefined) throw fieldError('colaborador', MSG_NINEBOX.naoAvaliado);
  data.boxCalculado = calculado;
}

export default defineHooks(CALIBRACOES, {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
});
