// desenvolvimento/avaliacoes-curso: a grade ('Nota') goes from 0 to 10, so its minimum does too.
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { MSG_DES } from './messages.ts';

function conferir(data: RecordData) {
  if (data.tipo === 'n' && data.minimoAprovacao != null && Number(data.minimoAprovacao) > 10)
    throw fieldError('minimoAprovacao', MSG_DES.notaMinimaAte10);
}

export default defineHooks('desenvolvimento/avaliacoes-curso', {
  beforeCreate: (_ctx, data) => conferir(data),
  beforeUpdate: (_ctx, data) => conferir(data),
});
