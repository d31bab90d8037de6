import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { bodyChecker, refuseBody } from '../actions/actions.routes.ts';
import type { Database } from '../db/database.ts';
import { badRequest, fieldError, forbidden, HttpError } from '../http/errors.ts';
import {
  accountAddressKey,
  accountKey,
  clearAttempts,
  consumeAttempt,
  forgetAttempt,
  ipKey,
  LIMITS,
  passwordChangeKey,
  THROTTLES,
} from './login-attempts.ts';
import type { ExtraMenuItem } from './menu.ts';
import { dummyVerify, hashPassword, verifyPassword } from './passwords.ts';
import {
  ADMIN_USER_ID,
  requireSessionRecord,
  SESSION_COOKIE,
  type SessionStore,
  sessionCookieOptions,
} from './session-store.ts';
import { buildUserInfo } from './userinfo.ts';

export type AuthRoutesOptions = {
  db: Database;
  registry: Registry;
  store: SessionStore;
  secureCookies: boolean;
  supportEmail: string;
  extraMenuItems?: ExtraMenuItem[];
  /** the action schemas (schemas/<module>/_acoes): the login and password-change bodies are checked by them */
  actionSchemas: Map<string, JsonSchema>;
};

/** A positive integer id from JSON (number or numeric string), else undefined. */
function idOf(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, ERROR_CODES.tooMany, MSG.tooManyAttempts);
}

type LoginUser = { id: number; senha: string | null; ativo: boolean | null };

async function findUserByCpf(db: Database, cpf: string): Promise<LoginUser | undefined> {
  const { rows } = await sql<LoginUser>`SELECT id, senha, ativo FROM usuario WHERE cpf = ${cpf}`.execute(db);
  return rows[0];
}

/** Companies a user may log into: every one for the administrator, else those of the user's record. */
async function companiesOf(db: Database, userId: number): Promise<{ id: number; nome: string }[]> {
  const { rows } = await sql<{ id: number; nome: string }>`
    SELECT e.id, e.nome FROM empresa e
     WHERE ${userId} = ${ADMIN_USER_ID}
        OR EXISTS (SELECT 1 FROM usuario_empresas ue WHERE ue.owner_id = ${userId} AND ue.ref_id = e.id)
     ORDER BY e.nome, e.id`.execute(db);
  return rows;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const { db, store } = opts;
  const cookieOptions = sessionCookieOptions(opts.secureCookies);
  const userInfoOf = (session: Parameters<typeof buildUserInfo>[1]) => buildUserInfo(opts, session);

  const loginBody = await bodyChecker('utilitario/_acoes/login', opts.actionSchemas);
  const passwordChangeBody = await bodyChecker('utilitario/_acoes/alterar-senha', opts.actionSchemas);

  // Two steps for a user of several companies, one for everyone else: CPF and password (no company) log into
  // the user's only company, or answer 409 'Selecione uma empresa.' with the companies to choose from; the
  // same body with the chosen empresaId logs in. Which companies a CPF reaches is told only to who knows the
  // password: nothing tells an unknown CPF from a wrong password (same answer, about the same time).
  app.post('/api/login', async (request, reply) => {
    const body = loginBody(request.body);
    const cpf: string = body.cpf;
    const senha: string = body.senha;
    const chosen = body.empresaId === undefined ? undefined : Number(body.empresaId);

    const verdict = await consumeAttempt(db, [
      { key: ipKey(request.ip), max: LIMITS.perIp },
      { key: accountKey(cpf), throttle: THROTTLES.account },
      { key: accountAddressKey(cpf, request.ip), throttle: THROTTLES.accountAddress },
    ]);
    if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds);

    // Same answer, and about the same time, for an unknown CPF, a wrong password and an inactive user.
    const user = await findUserByCpf(db, cpf);
    const passwordOk = user ? await verifyPassword(user.senha, senha) : await dummyVerify(senha);
    if (!user || !passwordOk || user.ativo === false) {
      if (user) request.log.info({ userId: user.id }, 'login recusado');
      throw new HttpError(401, ERROR_CODES.unauthorized, MSG.loginFailed);
    }
    await clearAttempts(db, accountKey(cpf));
    await clearAttempts(db, accountAddressKey(cpf, request.ip));
    await forgetAttempt(db, verdict);

    const companies = await companiesOf(db, user.id);
    if (chosen === undefined && companies.length > 1)
      return reply.code(409).send({
        status: 409,
        code: ERROR_CODES.conflict,
        message: MSG.companySelect,
        empresas: companies,
      });
    const empresaId = chosen ?? companies[0]?.id;
    if (empresaId === undefined || !companies.some((c) => c.id === empresaId)) {
      throw new HttpError(403, ERROR_CODES.forbidden, MSG.loginNoCompany);
    }

    const { token } = await store.rotate(request.cookies[SESSION_COOKIE], {
      userId: user.id,
      empresaId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    const loaded = await store.load(token);
    if (loaded.status !== 'valid') throw new HttpError(401, ERROR_CODES.unauthorized, MSG.sessionExpired);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    request.staffSession = loaded.session;
    request.log.info({ userId: user.id, empresaId }, 'login');
    return userInfoOf(loaded.session);
  });

  app.post('/api/logout', async (request, reply) => {
    await store.destroy(request.cookies[SESSION_COOKIE]);
    if (request.staffSession) request.log.info({ userId: request.staffSession.userId }, 'logout');
    request.staffSession = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.code(204).send();
  });

  app.get('/api/userinfo', async (request) => userInfoOf(requireSessionRecord(request)));

  app.put<{ Params: { id: string } }>('/api/userinfo/empresa/:id', async (request) => {
    const session = requireSessionRecord(request);
    refuseBody(request.body);
    const empresaId = idOf(request.params.id);
    if (empresaId === undefined) throw badRequest(MSG.invalidId);
    await store.switchCompany(session, empresaId);
    const loaded = await store.load(request.cookies[SESSION_COOKIE]);
    if (loaded.status !== 'valid') throw new HttpError(401, ERROR_CODES.unauthorized, MSG.sessionExpired);
    request.staffSession = loaded.session;
    return userInfoOf(loaded.session);
  });

  app.put('/api/userinfo/senha', async (request, reply) => {
    const session = requireSessionRecord(request);
    // vendor-type users have their password managed by the vendor (spec §2: no 'Alterar Minha Senha')
    if (session.fornecedor) throw forbidden();
    const { senha, novaSenha, confNovaSenha } = passwordChangeBody(request.body);
    if (confNovaSenha !== novaSenha) throw fieldError('confNovaSenha', MSG.passwordNotConfirmed);

    // a stolen session must not turn into unlimited guessing of the current password
    const limitKey = passwordChangeKey(session.userId);
    const verdict = await consumeAttempt(db, [{ key: limitKey, max: LIMITS.passwordChange }]);
    if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds);
    const { rows } = await sql<{
      senha: string | null;
    }>`SELECT senha FROM usuario WHERE id = ${session.userId}`.execute(db);
    if (!(await verifyPassword(rows[0]?.senha, senha))) throw fieldError('senha', MSG.currentPasswordWrong);
    await clearAttempts(db, limitKey);

    const hashed = await hashPassword(novaSenha);
    await sql`UPDATE usuario SET senha = ${hashed}, updated_at = now(), updated_by = ${session.userId}
               WHERE id = ${session.userId}`.execute(db);
    // other browsers logged in as this user may be someone who learned the old password
    await store.destroyOthers(session.userId, session.id);
    request.log.info({ userId: session.userId }, 'senha alterada');
    return reply.code(204).send();
  });
}
