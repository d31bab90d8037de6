// How the portal's declared actions find their candidate: `authenticate: candidato` (the candidate session,
// else 401; staff sessions are not candidates), and `proprioCandidato(ctx)`: the :id of the path must be
// the session's own candidate (any other candidate, of this company or another, is 404).
import type { FastifyRequest } from 'fastify';
import type { ActionContext } from '../../actions/action.ts';
import type { StaffSession } from '../../auth/session.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { aceiteVigente, politicaDaEmpresa } from './privacidade.ts';
import { type CandidateSession, candidateActor, requireCandidate } from './sessao-candidato.ts';

export const MSG_ACEITE_PENDENTE = 'Você precisa aceitar o Termo de Privacidade e Política de Segurança.';

/**
 * `authenticate` of the portal's actions that need nothing but the session (the privacy dialog itself, the
 * data download and the deletion request: a candidate who does not accept the policy can still leave).
 */
export async function candidatoSemAceite(request: FastifyRequest): Promise<StaffSession> {
  return candidateActor(await requireCandidate(request.server.engine.db, request));
}

/**
 * `authenticate` of the other portal actions: the candidate of the session, acting in their company, who
 * accepted the company's current privacy policy when it requires acceptance (spec §4: the dialog blocks
 * the portal; the server holds the same line). 403 otherwise.
 */
export async function candidato(request: FastifyRequest): Promise<StaffSession> {
  const { db } = request.server.engine;
  const session = await requireCandidate(db, request);
  const politica = await politicaDaEmpresa(db, session.empresaId);
  if (politica.exigirAceite && !(await aceiteVigente(db, session.candidatoId, politica)))
    throw new HttpError(403, 'ACEITE_PENDENTE', MSG_ACEITE_PENDENTE);
  return candidateActor(session);
}

/** The candidate session of an action run with `authenticate: candidato`. */
export const sessaoDe = (ctx: ActionContext): CandidateSession => ctx.request.candidateSession!;

/** The session's candidate id, when the path's :id (or the given param) names it; else 404. */
export function proprioCandidato(ctx: ActionContext, param = 'id'): number {
  const session = sessaoDe(ctx);
  if (Number(ctx.params[param]) !== session.candidatoId) throw notFound();
  return session.candidatoId;
}
