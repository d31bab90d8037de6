// Participants of a survey: 'respondida' / 'respondidaParcialmente' are kept by the answers, never by a PUT;
// a participant who started answering cannot be removed or swapped (a finished anonymous sheet cannot even be
// found again to go with them, and the response rate would lie).
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict } from '../../http/errors.ts';
import { MSG_PESQUISA, PARTICIPANTES } from './pesquisa.ts';

const comecou = (p: RecordData) => !!(p.respondida || p.respondidaParcialmente);

function conferir(_ctx: HookContext, data: RecordData, previous?: RecordData) {
  data.respondida = previous?.respondida ?? false;
  data.respondidaParcialmente = previous?.respondidaParcialmente ?? false;
  if (
    previous &&
    comecou(previous) &&
    (data.pesquisa.id !== previous.pesquisa.id || data.colaborador.id !== previous.colaborador.id)
  )
    throw conflict(MSG_PESQUISA.participanteRespondeu);
}

export default defineHooks(PARTICIPANTES, {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  beforeDelete(_ctx, previous) {
    if (comecou(previous)) throw conflict(MSG_PESQUISA.participanteRespondeu);
  },
});
