// The candidate portal's session (spec §4 "Session", §7 "External"), apart from the staff's:
//   POST /api/externo/login               form-encoded (or JSON): cpf, senha, empresaId?, solicitacaoId?, altcha?
//                                         → the session user info, cookie gente_candidato (Path=/api/externo)
//   GET  /api/externo/userinfo            {authenticated:false} without a session (the portal asks on load)
//   POST /api/externo/userinfo/logout     → 204
//   GET  /api/externo/altcha              a signed ALTCHA challenge for the widget
// Login: the same answer for an unknown CPF and a wrong password; limited per CPF and per address like the
// staff login; from the 4th wrong password of a CPF (15 minutes) the robot check is required (at every attempt
// when the company asks it always: verificacao.ts). Without
// empresaId the password is checked in each company where the CPF is registered: one match logs in, several
// answer 409 with those companies to choose from (only to who knows the password: the list of companies a
// CPF applied to is personal data).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES, MSG } from '../../../shared/messages.ts';
import { bodyChecker } from '../../actions/actions.routes.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import {
  ATTEMPT_WINDOW_MINUTES,
  accountKey,
  clearAttempts,
  consumeAttempt,
  forgetAttempt,
} from '../../auth/login-attempts.ts';
import { dummyVerify, verifyPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { loadSchemas } from '../../schema-loader.ts';
import { portalConfig } from '../captacao/api.ts';
import { newChallenge, requireAltcha } from './altcha.ts';
import { rememberEngine } from './engine-ref.ts';
import { aceiteVigente, politicaDaEmpresa } from './privacidade.ts';
import {
  CANDIDATE_COOKIE,
  type CandidateSession,
  candidateCookieOptions,
  clearCandidateCookie,
  configureCandidateSessions,
  createCandidateSession,
  destroyCandidateSession,
  optionalCandidate,
} from './sessao-candidato.ts';
import { verificacaoSempre } from './verificacao.ts';

export const LIMITES_LOGIN = {
  /** wrong passwords of one CPF before the robot check is asked */
  semVerificacao: 3,
  /** wrong passwords of one CPF (with the check) before the wait */
  porCpf: 10,
  /** attempts from one address */
  porIp: 30,
} as const;

export const MSG_LOGIN = {
  escolhaEmpresa: 'Seu CPF está cadastrado em mais de uma empresa. Escolha em qual deseja entrar.',
} as const;

export const candidatoKey = (cpf: string) => `externo:${accountKey(cpf)}`;
const ipKey = (ip: string) => `externo:ip:${ip}`;

export function tooMany(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, ERROR_CODES.tooMany, MSG.tooManyAttempts);
}

/** Counted (not yet cleared) wrong passwords of a CPF in the window. */
async function falhasRecentes(db: Database, cpf: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM login_tentativa
    WHERE key = ${candidatoKey(cpf)} AND at > now() - make_interval(mins => ${ATTEMPT_WINDOW_MINUTES})`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

type Cadastro = { id: number; empresa_id: number; empresa: string; senha: string | null };

/** The candidate's session user info (spec §3 "Session user info", external flavour). */
export async function userInfo(db: Database, session: CandidateSession) {
  const politica = await politicaDaEmpresa(db, session.empresaId);
  const aceite = politica.exigirAceite ? await aceiteVigente(db, session.candidatoId, politica) : null;
  const { rows } = await sql<{
    nome: string;
  }>`SELECT nome FROM empresa WHERE id = ${session.empresaId}`.execute(db);
  return {
    authenticated: true,
    autenticadoExterno: true,
    expired: false,
    candidato: { id: session.candidatoId, nome: session.nome, cpf: session.cpf },
    empresa: { id: session.empresaId, nome: rows[0]?.nome ?? '' },
    exigirAceitePsi: politica.exigirAceite,
    aceitoPoliticaSeguranca: !politica.exigirAceite || aceite !== null,
    horaExpiracao: session.expiresAt.toISOString(),
  };
}

/** Logs the candidate in: a new session (the old cookie's ends), the cookie, the user info. */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  candidato: { id: number; empresaId: number },
  secure: boolean,
) {
  await destroyCandidateSession(db, request.cookies?.[CANDIDATE_COOKIE]);
  const token = await createCandidateSession(db, {
    candidatoId: candidato.id,
    empresaId: candidato.empresaId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  reply.setCookie(CANDIDATE_COOKIE, token, candidateCookieOptions(secure));
  request.cookies[CANDIDATE_COOKIE] = token;
  request.candidateSession = undefined;
  const session = await optionalCandidate(db, request);
  if (!session) throw new HttpError(401, ERROR_CODES.unauthorized, MSG.sessionExpired);
  return userInfo(db, session);
}

export default async function sessaoRoutes(app: FastifyInstance, { engine, config }: ModuleRoutesOptions) {
  const { db } = engine;
  const secure = config.secureCookies;
  rememberEngine(engine);
  portalConfig.publicUrl = config.publicUrl;
  portalConfig.secureCookies = secure;
  configureCandidateSessions({ idleMinutes: config.sessionIdleMinutes });
  const schemas = new Map(loadSchemas().actions.map((a) => [String(a.$id), a] as const));
  const loginBody = await bodyChecker('externo/_acoes/login', schemas);

  // spec §7: the portal's login is form-encoded; only these routes read that type (this plugin's scope)
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/api/externo/login', async (request, reply) => {
    const body = loginBody(request.body);
    const cpf: string = body.cpf;
    const empresaId = body.empresaId === undefined ? undefined : Number(body.empresaId);

    // the robot check from the 4th wrong password: it costs the bot, not the candidate who types well; at
    // every attempt when the company (or, without its link, any company) asks it always (verificacao.ts)
    if (
      (await verificacaoSempre(db, empresaId)) ||
      (await falhasRecentes(db, cpf)) >= LIMITES_LOGIN.semVerificacao
    )
      await requireAltcha(db, body.altcha);
    const verdict = await consumeAttempt(db, [
      { key: ipKey(request.ip), max: LIMITES_LOGIN.porIp },
      { key: candidatoKey(cpf), max: LIMITES_LOGIN.porCpf },
    ]);
    if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds);

    const { rows } = await sql<Cadastro>`
      SELECT c.id, c.empresa_id, e.nome AS empresa, c.senha FROM candidato c JOIN empresa e ON e.id = c.empresa_id
       WHERE c.cpf = ${cpf} AND (${empresaId ?? null}::int IS NULL OR c.empresa_id = ${empresaId ?? null}::int)
       ORDER BY e.nome, c.id LIMIT 20`.execute(db);
    const certos: Cadastro[] = [];
    for (const c of rows) if (await verifyPassword(c.senha, body.senha)) certos.push(c);
    // the same time for an unknown CPF as for a known one with a wrong password
    if (rows.length === 0) await dummyVerify(body.senha);
    if (certos.length === 0) throw new HttpError(401, ERROR_CODES.unauthorized, MSG.loginFailed);

    await clearAttempts(db, candidatoKey(cpf));
    await forgetAttempt(db, verdict);
    if (certos.length > 1)
      return reply.code(409).send({
        status: 409,
        code: ERROR_CODES.conflict,
        message: MSG_LOGIN.escolhaEmpresa,
        empresas: certos.map((c) => ({ id: c.empresa_id, nome: c.empresa })),
      });
    const [c] = certos;
    request.log.info({ candidatoId: c!.id, empresaId: c!.empresa_id }, 'login do candidato');
    return startSession(db, request, reply, { id: c!.id, empresaId: c!.empresa_id }, secure);
  });

  app.get('/api/externo/userinfo', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = await optionalCandidate(db, request);
    if (!session) {
      if (request.cookies?.[CANDIDATE_COOKIE]) clearCandidateCookie(reply, secure);
      return { authenticated: false, autenticadoExterno: false, expired: false };
    }
    return userInfo(db, session);
  });

  app.post('/api/externo/userinfo/logout', async (request, reply) => {
    await destroyCandidateSession(db, request.cookies?.[CANDIDATE_COOKIE]);
    clearCandidateCookie(reply, secure);
    return reply.code(204).send();
  });

  app.get('/api/externo/altcha', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await newChallenge(db)),
  );
}
