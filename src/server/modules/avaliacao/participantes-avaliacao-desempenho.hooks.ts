// Participants of a 360° evaluation (who evaluates whom, in which role):
// * self-evaluation (U) only when the evaluation allows it, and only the evaluated evaluates themself;
// * 'respondida' / 'respondidaParcialmente' are kept by the answers, never by a PUT;
// * an evaluator who started answering (draft or finished) cannot be removed or swapped: a finished anonymous
//   sheet cannot even be found again to go with it;
// * an evaluated person has at most 50 evaluators in an evaluation (participacoes.ts).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { MSG_AVALIACAO, PARTICIPANTES } from './avaliacao.ts';
import { conferirAvaliadorAMais } from './participacoes.ts';

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  data.respondida = previous?.respondida ?? false;
  data.respondidaParcialmente = previous?.respondidaParcialmente ?? false;
  const autoavaliacao = data.papel === 'U';
  const mesmo = data.avaliado.id === data.avaliador.id;
  if (autoavaliacao && !mesmo) throw fieldError('avaliador', MSG_AVALIACAO.autoavaliacaoDoProprio);
  if (!autoavaliacao && mesmo) throw fieldError('papel', MSG_AVALIACAO.avaliadorIgualAvaliado);
  if (autoavaliacao) {
    const { rows } = await sql<{ permite: boolean }>`SELECT coalesce(permite_auto_avaliacao, false) AS permite
      FROM avaliacao_desempenho WHERE id = ${data.avaliacaoDesempenho.id}`.execute(ctx.db);
    if (!rows[0]?.permite) throw fieldError('papel', MSG_AVALIACAO.autoavaliacaoNaoPermitida);
  }
  if (previous && (previous.respondida || previous.respondidaParcialmente)) {
    const trocou =
      data.avaliacaoDesempenho.id !== previous.avaliacaoDesempenho.id ||
      data.avaliado.id !== previous.avaliado.id ||
      data.avaliador.id !== previous.avaliador.id ||
      data.papel !== previous.papel;
    if (trocou) throw conflict(MSG_AVALIACAO.participanteRespondeu);
  }
  const mesmoAvaliado =
    previous &&
    previous.avaliacaoDesempenho.id === data.avaliacaoDesempenho.id &&
    previous.avaliado.id === data.avaliado.id;
  if (!mesmoAvaliado)
    await conferirAvaliadorAMais(ctx.db, data.avaliacaoDesempenho.id, data.avaliado.id, previous?.id);
}

export default defineHooks(PARTICIPANTES, {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  beforeDelete(_ctx, previous) {
    if (previous.respondida || previous.respondidaParcialmente)
      throw conflict(MSG_AVALIACAO.participanteRespondeu);
  },
});
