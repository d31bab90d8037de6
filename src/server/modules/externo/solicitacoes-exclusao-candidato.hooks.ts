// Deletion requests of candidates (LGPD), made in the portal (privacidade.actions.ts), answered by the
// recruiter in the console: PENDENTE → ATENDIDA deletes the candidate and what is only theirs (through the
// candidates' repository, in the same transaction: its rules hold, e.g. a hired candidate is not deleted),
// PENDENTE → RECUSADA needs the reason. An answered request is not answered again. Requests are never
// created by HR.
import { defineHooks } from '../../crud/hooks.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { engineOf } from './engine-ref.ts';
import { EXCLUSOES } from './privacidade.ts';

const CANDIDATOS = 'captacao/candidatos';

export const MSG_EXCLUSAO = {
  soPeloPortal: 'As solicitações de exclusão de dados são feitas pelo candidato, no portal.',
  jaRespondida: 'Esta solicitação já foi respondida.',
} as const;

export default defineHooks(EXCLUSOES, {
  beforeCreate() {
    throw conflict(MSG_EXCLUSAO.soPeloPortal);
  },

  async beforeUpdate(ctx, data, previous) {
    if (previous.situacao !== 'PENDENTE') throw conflict(MSG_EXCLUSAO.jaRespondida);
    if (data.situacao === 'PENDENTE') return;
    data.dataAtendimento = new Date().toISOString();
    if (data.situacao !== 'ATENDIDA') return;
    const engine = engineOf(ctx.registry);
    const id = previous.candidatoId as number;
    const repo = engine.repository(CANDIDATOS);
    // the candidate may be gone already (deleted by HR meanwhile): the request is then simply answered
    const existe = await repo.get(ctx.session, id, ctx.db).then(
      () => true,
      (e) => {
        if (e instanceof HttpError && e.status === 404) return false;
        throw e;
      },
    );
    if (existe) await repo.remove(ctx.session, id, { tx: ctx.db });
  },
});
