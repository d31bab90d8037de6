import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { ensureFirstStart } from '../../src/server/auth/first-start.ts';
import { accountAddressKey, accountKey } from '../../src/server/auth/login-attempts.ts';
import { createSessionStore, SESSION_CACHE_MS } from '../../src/server/auth/session-store.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { MSG } from '../../src/shared/messages.ts';
import { ADMIN_CPF, ADMIN_SENHA, Client, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** A valid CPF from 9 base digits (computes the two check digits). */
function cpfFrom(base: string): string {
  const dv = (digits: number[]) => {
    const sum = digits.reduce((acc, n, i) => acc + n * (digits.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d = [...base].map(Number);
  const d1 = dv(d);
  return `${base}${d1}${dv([...d, d1])}`;
}

let t: TestApp;
let admin: Client;
let ipSeq = 0;
/** Each throttling test logs in from its own address, so the per-address counters do not add up. */
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await t.sql.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0].n;
}

function login(body: unknown, opts: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: body as object,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
}

const sessionCookie = (res: { headers: Record<string, unknown> }) => {
  const all = [res.headers['set-cookie']].flat().map(String);
  return all.find((c) => c.startsWith('gente_sessao='));
};
const cookiePair = (setCookie: string | undefined) => String(setCookie).split(';')[0];

async function createPerfil(nome: string, permissoes: string[]): Promise<number> {
  const res = await admin.post('/api/utilitario/perfis', { nome, permissoes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function createUser(fields: Record<string, unknown>): Promise<number> {
  const res = await admin.post('/api/utilitario/usuarios', {
    senha: 'senha-segura-1',
    empresas: [1],
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/login: refusals store nothing', () => {
  it('answers each missing or invalid field with its exact message', async () => {
    const before = await count('sessao');
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      status: 400,
      code: 'FIELD_VALIDATION_VIOLATION',
      message: MSG.validation,
      errors: [
        { field: 'cpf', message: 'Cpf inválido.' },
        { field: 'senha', message: 'Senha é obrigatória' },
      ],
    });
    // the company, when sent, must be one
    const badCompany = await login({ cpf: ADMIN_CPF, senha: 'x', empresaId: 'abc' });
    expect(badCompany.json().errors).toEqual([{ field: 'empresaId', message: 'Empresa é obrigatória' }]);
    const badCpf = await login({ cpf: '123.456.789-00', senha: 'x', empresaId: 1 });
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().errors).toEqual([{ field: 'cpf', message: 'Cpf inválido.' }]);
    expect(sessionCookie(empty)).toBeUndefined();
    expect(await count('sessao')).toBe(before);
  });

  it('gives one answer for a wrong password, an unknown CPF and an inactive user', async () => {
    const inactiveCpf = cpfFrom('111444777');
    await createUser({ nome: 'Inativo', cpf: inactiveCpf, ativo: false });
    const before = await count('sessao');
    for (const body of [
      { cpf: ADMIN_CPF, senha: 'errada-123', empresaId: 1 },
      { cpf: cpfFrom('987654321'), senha: ADMIN_SENHA, empresaId: 1 },
      { cpf: inactiveCpf, senha: 'senha-segura-1', empresaId: 1 },
    ]) {
      const res = await login(body, { ip: freshIp() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: MSG.loginFailed });
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await count('sessao')).toBe(before);
    // the failed admin attempt must not linger in the admin's counter
    expect((await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 })).statusCode).toBe(200);
  });

  it('refuses a company the user has no access to (403)', async () => {
    const res = await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 999 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'FORBIDDEN', message: MSG.loginNoCompany });
  });
});

describe('POST /api/login: session cookie', () => {
  it('sets an HttpOnly SameSite=Lax cookie and stores only a hash of the token', async () => {
    const res = await login({ cpf: '529.982.247-25', senha: ADMIN_SENHA, empresaId: '1' });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const token = cookiePair(cookie).slice('gente_sessao='.length);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(await count('sessao', 'id = $1', [token])).toBe(0);
    expect(res.json().usuario).toEqual({ id: 1, nome: 'Administrador', colaboradorFotoUrl: null });
  });

  it('rotates the token at login: the old one stops working', async () => {
    const first = cookiePair(
      sessionCookie(await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 })),
    );
    const sessions = await count('sessao');
    const second = cookiePair(
      sessionCookie(await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 }, { cookie: first })),
    );
    expect(second).not.toBe(first);
    expect(await count('sessao')).toBe(sessions); // the old row was deleted, a new one added
    const old = await t.app.inject({ method: 'GET', url: '/api/userinfo', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({ method: 'GET', url: '/api/userinfo', headers: { cookie: second } });
    expect(current.statusCode).toBe(200);
  });
});

describe('GET /api/userinfo', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userinfo' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Sessão expirada.' });
  });

  it('carries every field of the session user info', async () => {
    const res = await admin.get('/api/userinfo');
    expect(res.status).toBe(200);
    const info = res.body;
    expect(Object.keys(info).sort()).toEqual(
      [
        'authenticated',
        'expired',
        'empresas',
        'authorities',
        'menu',
        'empresa',
        'parametrosDoSistema',
        'linkChat',
        'usuarioFortes',
        'horaExpiracao',
        'autenticadoRh',
        'aceitoPoliticaSeguranca',
        'usuario',
        'possuiSst',
        'suporteEmail',
      ].sort(),
    );
    expect(info).toMatchObject({
      authenticated: true,
      expired: false,
      empresa: { id: 1, nome: 'Empresa Padrão' },
      parametrosDoSistema: {
        versao: pkg.version,
        statusColabore: 'Inativo',
        codEmpresaSuporte: null,
        codClienteSuporte: null,
      },
      linkChat: null,
      usuarioFortes: false,
      autenticadoRh: true,
      aceitoPoliticaSeguranca: true,
      usuario: { id: 1, nome: 'Administrador', colaboradorFotoUrl: null },
      possuiSst: true,
      suporteEmail: 'suporte@gente.app.br',
    });
    expect(info.empresas).toContainEqual({ id: 1, nome: 'Empresa Padrão' });
    expect(info.authorities).toContain('ROLE_UTILITARIO');
    const minutesLeft = (Date.parse(info.horaExpiracao) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30.1);
    const utilitarios = info.menu.find((m: { label: string }) => m.label === 'Utilitários');
    expect(JSON.stringify(utilitarios)).toContain('"url":"/utilitario/usuarios"');
  });

  it('filters the menu and authorities by the user profiles', async () => {
    const perfil = await createPerfil('Recrutamento', ['ROLE_CAPTACAO']);
    const cpf = cpfFrom('222333444');
    await createUser({ nome: 'Recrutadora', cpf, perfis: [perfil] });
    const user = new Client(t.app);
    const info = await user.login(cpf, 'senha-segura-1', 1);
    expect(info.authorities).toEqual(['ROLE_CAPTACAO']);
    expect(info.possuiSst).toBe(false);
    expect(info.menu.map((m: { label: string }) => m.label)).not.toContain('Utilitários');
    expect((await user.get('/api/utilitario/usuarios?page=0&size=15')).status).toBe(403);
  });

  it('ends a session left idle past its time (401, row deleted)', async () => {
    const user = new Client(t.app);
    await user.login();
    const token = user.cookie.slice('gente_sessao='.length);
    expect((await user.get('/api/userinfo')).status).toBe(200);
    await t.sql.query(
      `UPDATE sessao SET last_seen_at = now() - interval '31 minutes' WHERE id = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    // the instance reuses a validated session for SESSION_CACHE_MS; the idle time set above is only seen after it
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    const res = await user.get('/api/userinfo');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Sessão expirada.' });
    expect(await count('sessao', `id = encode(sha256($1::bytea), 'hex')`, [token])).toBe(0);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session and clears the cookie', async () => {
    const user = new Client(t.app);
    await user.login();
    const before = await count('sessao');
    const res = await user.post('/api/logout', undefined);
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/gente_sessao=;.*Expires=Thu, 01 Jan 1970/);
    expect(await count('sessao')).toBe(before - 1);
    expect((await user.get('/api/userinfo')).status).toBe(401);
  });

  it('ends the session even when a request of it read the session while the logout was deleting it', async () => {
    // 'Sair' clicked while the page still has requests running: a lookup that read the row before the
    // delete committed used to put it in the instance's cache, keeping the ended session valid
    const { db } = createDatabase(t.database.url, 2);
    const lock = await t.sql.connect();
    try {
      const store = createSessionStore(db);
      const { token, id } = await store.create({ userId: 1, empresaId: 1 });
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM sessao WHERE id = $1 FOR UPDATE', [id]);
      const logout = store.destroy(token); // waits on the lock
      expect((await store.load(token)).status).toBe('valid'); // the request running meanwhile
      await lock.query('COMMIT');
      await logout;
      expect((await store.load(token)).status).toBe('absent');
    } finally {
      lock.release();
      await db.destroy();
    }
  });
});

describe('PUT /api/userinfo/empresa/:id', () => {
  let segunda: number;
  let restricted: Client;

  beforeAll(async () => {
    segunda = (await admin.post('/api/utilitario/empresas', { nome: 'Segunda Empresa' })).body.id;
    const cpf = cpfFrom('333444555');
    await createUser({ nome: 'Só Segunda', cpf, empresas: [segunda] });
    restricted = new Client(t.app);
    await restricted.login(cpf, 'senha-segura-1', segunda);
  });

  it("answers a user's companies only to its password: 409 to choose one, none to anyone else", async () => {
    const before = await count('sessao');
    const several = await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA }, { ip: freshIp() });
    expect(several.statusCode).toBe(409);
    expect(several.json()).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Selecione uma empresa.',
      empresas: expect.arrayContaining([
        { id: 1, nome: 'Empresa Padrão' },
        { id: segunda, nome: 'Segunda Empresa' },
      ]),
    });
    expect(sessionCookie(several)).toBeUndefined();
    expect(await count('sessao')).toBe(before);
    // the same body with the chosen company logs in
    const chosen = await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: segunda }, { ip: freshIp() });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().empresa).toEqual({ id: segunda, nome: 'Segunda Empresa' });
    // a user of one company is in at once
    const one = await login({ cpf: cpfFrom('333444555'), senha: 'senha-segura-1' }, { ip: freshIp() });
    expect(one.statusCode).toBe(200);
    expect(one.json().empresa).toEqual({ id: segunda, nome: 'Segunda Empresa' });
    // a wrong password or an unknown CPF: the same 401, no company anywhere in the answer
    for (const body of [
      { cpf: ADMIN_CPF, senha: 'errada' },
      { cpf: cpfFrom('555666777'), senha: ADMIN_SENHA },
    ]) {
      const res = await login(body, { ip: freshIp() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: MSG.loginFailed });
    }
    // the old lookup by CPF alone is gone
    const lookup = await t.app.inject({ method: 'GET', url: `/api/login/empresas?cpf=${ADMIN_CPF}` });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.body).not.toContain('Segunda Empresa');
  });

  it('switches to an allowed company and answers the new user info', async () => {
    const user = new Client(t.app);
    await user.login();
    const res = await user.put(`/api/userinfo/empresa/${segunda}`, {});
    expect(res.status).toBe(200);
    expect(res.body.empresa).toEqual({ id: segunda, nome: 'Segunda Empresa' });
    expect((await user.get('/api/userinfo')).body.empresa.id).toBe(segunda);
  });

  it('refuses a company the user may not see (403) and one that does not exist (404)', async () => {
    const refused = await restricted.put('/api/userinfo/empresa/1', {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 403, code: 'FORBIDDEN', message: MSG.unauthorized });
    expect((await restricted.get('/api/userinfo')).body.empresa.id).toBe(segunda);
    const absent = await restricted.put('/api/userinfo/empresa/99999', {});
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe(MSG.notFound);
  });

  it('refuses to log in a user into a company outside the user record', async () => {
    const res = await login({ cpf: cpfFrom('333444555'), senha: 'senha-segura-1', empresaId: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.loginNoCompany);
  });
});

describe('login throttling', () => {
  /** Moves every counted failure of the account `seconds` into the past, as if that time had passed. */
  const elapse = (cpf: string, seconds: number) =>
    t.sql.query(
      `UPDATE login_tentativa SET at = at - make_interval(secs => $2) WHERE key = $1 OR key LIKE $1 || '@%'`,
      [accountKey(cpf), seconds],
    );
  /** `n` failures of the account counted from `ip`, `ago` seconds ago (a long attack, written at once). */
  const failures = (cpf: string, ip: string, n: number, ago: number) =>
    t.sql.query(
      `INSERT INTO login_tentativa (key, at)
       SELECT k, now() - make_interval(secs => $3) FROM unnest($1::text[]) k, generate_series(1, $2)`,
      [[accountKey(cpf), accountAddressKey(cpf, ip), `ip:${ip}`], n, ago],
    );

  it('after 5 failures of an account each attempt waits 1 s, 2 s, 4 s…: 429 with Retry-After, even with the right password', async () => {
    const cpf = cpfFrom('444555666');
    await createUser({ nome: 'Alvo', cpf });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await login({ cpf, senha: `errada-${i}`, empresaId: 1 }, { ip });
      expect(res.statusCode).toBe(401);
    }
    // 5 failures: the next attempt waits 1 s after the last one
    const blocked = await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts });
    expect(blocked.headers['retry-after']).toBe('1');
    expect(sessionCookie(blocked)).toBeUndefined();
    // a refused attempt is not counted; once the second passed, another failure (the 6th) asks 2 s
    await elapse(cpf, 1.1);
    expect((await login({ cpf, senha: 'errada-5', empresaId: 1 }, { ip })).statusCode).toBe(401);
    expect((await login({ cpf, senha: 'errada-6', empresaId: 1 }, { ip })).headers['retry-after']).toBe('2');
    // and the 7th, 4 s: no lock, the right password gets in as soon as the wait passed
    await elapse(cpf, 2.1);
    expect((await login({ cpf, senha: 'errada-6', empresaId: 1 }, { ip })).statusCode).toBe(401);
    expect((await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip })).headers['retry-after']).toBe(
      '4',
    );
    await elapse(cpf, 4.1);
    expect((await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip })).statusCode).toBe(200);
  });

  it('a long attack from one address waits up to 15 minutes there; the user, from another, at most a minute', async () => {
    const cpf = cpfFrom('246813579');
    await createUser({ nome: 'Atacada', cpf });
    const atacante = freshIp();
    // 20 failures from the attacker's address in the last hours, the last one a second ago
    await failures(cpf, atacante, 20, 1);
    const doAtacante = await login({ cpf, senha: 'chute', empresaId: 1 }, { ip: atacante });
    expect(doAtacante.statusCode).toBe(429);
    // 20 failures from that address: min(2^15 s, 15 min) = 900 s after the last one
    expect(Number(doAtacante.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(doAtacante.headers['retry-after'])).toBeLessThanOrEqual(899);
    // the account from any address: min(2^15 s, 1 min) = 60 s after the last failure
    const usuaria = freshIp();
    const espera = await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip: usuaria });
    expect(espera.statusCode).toBe(429);
    expect(Number(espera.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(espera.headers['retry-after'])).toBeLessThanOrEqual(59);
    await elapse(cpf, 60);
    expect((await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip: usuaria })).statusCode).toBe(
      200,
    );
    // her login cleared the account's count, not the attacker's address: it still waits its 15 minutes
    const ainda = await login({ cpf, senha: 'chute', empresaId: 1 }, { ip: atacante });
    expect(ainda.statusCode).toBe(429);
    expect(Number(ainda.headers['retry-after'])).toBeGreaterThan(830);
    expect(Number(ainda.headers['retry-after'])).toBeLessThanOrEqual(839);
  });

  it('clears the account counter on a successful login', async () => {
    const cpf = cpfFrom('666777888');
    await createUser({ nome: 'Esquecida', cpf });
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await login({ cpf, senha: 'errada', empresaId: 1 }, { ip })).statusCode).toBe(401);
    expect((await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login({ cpf, senha: 'errada', empresaId: 1 }, { ip })).statusCode).toBe(401);
    expect((await login({ cpf, senha: 'errada', empresaId: 1 }, { ip })).statusCode).toBe(429);
  });

  it('refuses an address after 30 failures, whatever the CPF', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await login({ cpf: cpfFrom(String(700000000 + i)), senha: 'x', empresaId: 1 }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 }, { ip });
    expect(blocked.statusCode).toBe(429);
    // another address is not affected
    expect(
      (await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  }, 60_000);
});

describe('same-origin guard and security headers', () => {
  it('refuses a state-changing call from another origin', async () => {
    const forbidden = { status: 403, code: 'FORBIDDEN', message: MSG.crossOrigin };
    const cross = await admin.request('POST', '/api/logout', undefined, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.body).toEqual(forbidden);
    const fetchSite = await admin.request(
      'PUT',
      '/api/userinfo/empresa/1',
      {},
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.status).toBe(403);
    expect(fetchSite.body).toEqual(forbidden);
    const attack = await login({ cpf: ADMIN_CPF, senha: ADMIN_SENHA, empresaId: 1 });
    expect(attack.statusCode).toBe(200); // no Origin (server-to-server, curl): allowed
    const same = await admin.request('PUT', '/api/userinfo/empresa/1', {}, { origin: 'http://localhost' });
    expect(same.status).toBe(200);
    expect((await admin.get('/api/userinfo')).status).toBe(200); // the refused logout did nothing
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userinfo' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('PUT /api/userinfo/senha', () => {
  const cpf = cpfFrom('777888999');
  let user: Client;

  beforeAll(async () => {
    await createUser({ nome: 'Troca Senha', cpf });
    user = new Client(t.app);
    await user.login(cpf, 'senha-segura-1', 1);
  });

  it('answers each required field and the confirmation with their messages', async () => {
    const empty = await user.put('/api/userinfo/senha', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'senha', message: 'Senha atual é obrigatória' },
      { field: 'novaSenha', message: 'Nova senha é obrigatória' },
      { field: 'confNovaSenha', message: 'Confirmação da nova senha é obrigatória' },
    ]);
    const mismatch = await user.put('/api/userinfo/senha', {
      senha: 'senha-segura-1',
      novaSenha: 'nova-senha-1',
      confNovaSenha: 'nova-senha-2',
    });
    expect(mismatch.body.errors).toEqual([
      { field: 'confNovaSenha', message: 'A senha não foi confirmada corretamente. Por favor, confira.' },
    ]);
    const short = await user.put('/api/userinfo/senha', {
      senha: 'senha-segura-1',
      novaSenha: 'curta',
      confNovaSenha: 'curta',
    });
    expect(short.body.errors).toEqual([{ field: 'novaSenha', message: MSG.passwordMinLength }]);
    const wrong = await user.put('/api/userinfo/senha', {
      senha: 'nao-e-esta',
      novaSenha: 'nova-senha-1',
      confNovaSenha: 'nova-senha-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'senha', message: 'Senha atual incorreta.' }]);
  });

  it('changes the password and ends the other sessions of the user', async () => {
    const other = new Client(t.app);
    await other.login(cpf, 'senha-segura-1', 1);
    const res = await user.put('/api/userinfo/senha', {
      senha: 'senha-segura-1',
      novaSenha: 'nova-senha-1',
      confNovaSenha: 'nova-senha-1',
    });
    expect(res.status).toBe(204);
    expect((await user.get('/api/userinfo')).status).toBe(200);
    expect((await other.get('/api/userinfo')).status).toBe(401);
    expect((await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip: freshIp() })).statusCode).toBe(
      401,
    );
    expect((await login({ cpf, senha: 'nova-senha-1', empresaId: 1 }, { ip: freshIp() })).statusCode).toBe(
      200,
    );
  });

  it('is refused to vendor-type users', async () => {
    const vendorCpf = cpfFrom('888999000');
    await createUser({ nome: 'Fornecedor', cpf: vendorCpf, fornecedor: true });
    const vendor = new Client(t.app);
    const info = await vendor.login(vendorCpf, 'senha-segura-1', 1);
    expect(info.usuarioFortes).toBe(true);
    const res = await vendor.put('/api/userinfo/senha', {
      senha: 'senha-segura-1',
      novaSenha: 'nova-senha-1',
      confNovaSenha: 'nova-senha-1',
    });
    expect(res.status).toBe(403);
  });
});

describe('users register (usuarios.hooks)', () => {
  it('requires a password on create and stores only its argon2id hash', async () => {
    const cpf = cpfFrom('123123123');
    const missing = await admin.post('/api/utilitario/usuarios', { nome: 'Sem Senha', cpf, empresas: [1] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'senha', message: 'Senha é obrigatória' }]);
    expect(await count('usuario', 'cpf = $1', [cpf])).toBe(0);

    const id = await createUser({ nome: 'Com Senha', cpf });
    const { rows } = await t.sql.query('SELECT senha FROM usuario WHERE id = $1', [id]);
    expect(rows[0].senha).toMatch(/^\$argon2id\$/);
    const read = await admin.get(`/api/utilitario/usuarios/${id}`);
    expect(read.body.senha).toBeUndefined();

    // an update without senha keeps the stored hash
    const upd = await admin.put(`/api/utilitario/usuarios/${id}`, {
      nome: 'Com Senha 2',
      cpf,
      empresas: [1],
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect((await login({ cpf, senha: 'senha-segura-1', empresaId: 1 }, { ip: freshIp() })).statusCode).toBe(
      200,
    );
  });

  it('protects the installation administrator', async () => {
    const deactivate = await admin.put('/api/utilitario/usuarios/1', {
      nome: 'Administrador',
      cpf: ADMIN_CPF,
      ativo: false,
      empresas: [1],
    });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.errors).toEqual([{ field: 'ativo', message: MSG.adminCannotBeDeactivated }]);
    const del = await admin.del('/api/utilitario/usuarios/1');
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(MSG.adminCannotBeDeleted);
    expect(await count('usuario', 'id = 1 AND ativo')).toBe(1);
  });
});

describe('first start', () => {
  const log = { info: () => {}, warn: () => {} };

  it('refuses an invalid GENTE_ADMIN_CPF with a clear message', async () => {
    const { db } = createDatabase(t.database.url, 1);
    try {
      await expect(ensureFirstStart(db, { adminCpf: '123.456.789-00', log })).rejects.toThrow(
        /GENTE_ADMIN_CPF inválido/,
      );
    } finally {
      await db.destroy();
    }
  });

  it('does nothing once a user exists', async () => {
    const { db } = createDatabase(t.database.url, 1);
    try {
      const users = await count('usuario');
      await ensureFirstStart(db, { log });
      expect(await count('usuario')).toBe(users);
    } finally {
      await db.destroy();
    }
  });

  it('prints a generated password once, and it logs the administrator in', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args) => {
      printed.push(args.join(' '));
    });
    let fresh: TestApp | undefined;
    try {
      fresh = await startTestApp({ GENTE_ADMIN_SENHA: '' });
      spy.mockRestore();
      const line = printed.find((l) =>
        l.startsWith('Usuário administrador criado. CPF: 529.982.247-25  Senha: '),
      );
      expect(line, printed.join('\n')).toMatch(/\(anote: ela não será exibida novamente\)$/);
      const senha = /Senha: (\S+)/.exec(line!)![1];
      expect(senha).toHaveLength(16);
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { cpf: ADMIN_CPF, senha, empresaId: 1 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().empresas).toEqual([{ id: 1, nome: 'Empresa Padrão' }]);
      const { rows } = await fresh.sql.query(`SELECT permissoes FROM perfil WHERE nome = 'Administrador'`);
      expect(rows[0].permissoes).toContain('ROLE_SST');
    } finally {
      spy.mockRestore();
      await fresh?.close();
    }
  }, 60_000);
});
