// The candidate portal's session (spec §4, §7 External): form-encoded login with its own cookie, user info,
// logout; the same answer for an unknown CPF and a wrong password; one company or the choice among several;
// the ALTCHA robot check from the 4th wrong password (a solved challenge passes, a replayed or forged one
// fails); the limits; and candidate and staff sessions never standing in for each other.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, seedCaptacao } from '../captacao/fixtures.ts';
import { Candidate, candidatoComSenha, EXTERNO, solveAltcha } from './helpers.ts';

const ANA = '39053344705';
const BRUNO = '15350946056';
const CARLA = '71428793860';
const DESCONHECIDO = '11144477735';
const ROBO = 'Confirme que você não é um robô.';
const INVALIDOS = 'CPF ou senha inválidos.';

let t: TestApp;
let admin: Client;
let base: Base;
let outra: { client: Client; empresaId: number };

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  base = await seedCaptacao(admin);
  await candidatoComSenha(admin, base, ANA, 'senha-da-ana');
  await candidatoComSenha(admin, base, BRUNO, 'senha-do-bruno');
  await candidatoComSenha(admin, base, CARLA, 'senha-da-carla');
  outra = await createCompanyWithUser(admin, 'Outra Empresa', '86288366757');
  const b2 = await seedCaptacao(outra.client, ' 2');
  // Ana is a candidate of both companies, with the same password; Bruno with another one in the second
  await candidatoComSenha(outra.client, b2, ANA, 'senha-da-ana');
  await candidatoComSenha(outra.client, b2, BRUNO, 'outra-senha-do-bruno');
}, 120_000);
afterAll(() => t?.close());

const novo = () => new Candidate(t.app);

describe('login', () => {
  it('logs in form-encoded into the company of the link, with a cookie of its own for /api/externo', async () => {
    const c = novo();
    const res = await c.tryLogin({ cpf: '390.533.447-05', senha: 'senha-da-ana', empresaId: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authenticated: true,
      autenticadoExterno: true,
      candidato: { nome: 'Ana Souza', cpf: ANA },
      empresa: { id: 1 },
      aceitoPoliticaSeguranca: true,
    });
    expect(res.setCookie).toMatch(/Path=\/api\/externo/);
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Lax/);
    const info = await c.get(`${EXTERNO}/userinfo`);
    expect(info.body).toMatchObject({ authenticated: true, candidato: { cpf: ANA }, empresa: { id: 1 } });
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it('also takes JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${EXTERNO}/login`,
      payload: { cpf: CARLA, senha: 'senha-da-carla', empresaId: '1' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same for a wrong password, an unknown CPF and another company', async () => {
    for (const fields of [
      { cpf: CARLA, senha: 'errada', empresaId: 1 },
      { cpf: DESCONHECIDO, senha: 'qualquer', empresaId: 1 },
      { cpf: CARLA, senha: 'senha-da-carla', empresaId: outra.empresaId },
    ]) {
      const res = await novo().tryLogin(fields);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALIDOS);
      expect(res.setCookie).toBeUndefined();
    }
  });

  it('refuses malformed fields with the messages, before counting an attempt', async () => {
    const before = await countRows(t, 'login_tentativa');
    expectFieldError(await novo().tryLogin({ cpf: '123', senha: 'x' }), 'cpf', 'Cpf inválido.');
    expectFieldError(await novo().tryLogin({ cpf: CARLA, senha: '' }), 'senha', 'Senha é obrigatória');
    expectFieldError(await novo().tryLogin({ senha: 'x' }), 'cpf', 'CPF é obrigatório');
    expectFieldError(
      await novo().tryLogin({ cpf: CARLA, senha: 'x', empresaId: 'abc' }),
      'empresaId',
      'Empresa ID inválido. Revise ou solicite novamente o link',
    );
    expect(await countRows(t, 'login_tentativa')).toBe(before);
  });

  it('without empresaId: one company logs in; several with that password are offered to choose', async () => {
    const carla = await novo().tryLogin({ cpf: CARLA, senha: 'senha-da-carla' });
    expect(carla.status).toBe(200);
    expect(carla.body.empresa.id).toBe(1);
    // Bruno's password of the second company opens only that one
    const bruno = await novo().tryLogin({ cpf: BRUNO, senha: 'outra-senha-do-bruno' });
    expect(bruno.status).toBe(200);
    expect(bruno.body.empresa.id).toBe(outra.empresaId);
    const ana = await novo().tryLogin({ cpf: ANA, senha: 'senha-da-ana' });
    expect(ana.status).toBe(409);
    expect(ana.body.message).toBe(
      'Seu CPF está cadastrado em mais de uma empresa. Escolha em qual deseja entrar.',
    );
    expect(ana.body.empresas.map((e: { id: number }) => e.id).sort()).toEqual([1, outra.empresaId].sort());
    expect(ana.setCookie).toBeUndefined();
    const escolhida = await novo().tryLogin({ cpf: ANA, senha: 'senha-da-ana', empresaId: outra.empresaId });
    expect(escolhida.body.empresa).toEqual({ id: outra.empresaId, nome: 'Outra Empresa' });
  });

  it('a new login ends the session of the cookie it replaces', async () => {
    const c = novo();
    await c.login(CARLA, 'senha-da-carla', 1);
    const old = c.cookie;
    await c.login(CARLA, 'senha-da-carla', 1);
    const stale = new Candidate(t.app);
    stale.cookie = old;
    expect((await stale.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(false);
    expect((await c.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(true);
  });
});

describe('robot check and limits', () => {
  it('asks for ALTCHA from the 4th wrong password; a solved one passes once, replayed or forged fails', async () => {
    for (let i = 0; i < 3; i++)
      expect((await novo().tryLogin({ cpf: BRUNO, senha: 'errada', empresaId: 1 })).status).toBe(401);
    // even the right password needs the check now, and the refusal is not counted as a guess
    const before = await countRows(t, 'login_tentativa');
    expectFieldError(
      await novo().tryLogin({ cpf: BRUNO, senha: 'senha-do-bruno', empresaId: 1 }),
      'altcha',
      ROBO,
    );
    expect(await countRows(t, 'login_tentativa')).toBe(before);

    const payload = await solveAltcha(t.app);
    const forged = JSON.parse(Buffer.from(payload, 'base64').toString());
    const key: string = forged.solution.derivedKey;
    forged.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const forgedPayload = Buffer.from(JSON.stringify(forged)).toString('base64');
    expectFieldError(
      await novo().tryLogin({ cpf: BRUNO, senha: 'senha-do-bruno', empresaId: 1, altcha: forgedPayload }),
      'altcha',
      ROBO,
    );
    const unsigned = JSON.parse(Buffer.from(payload, 'base64').toString());
    unsigned.challenge.signature = 'f'.repeat(64);
    expectFieldError(
      await novo().tryLogin({
        cpf: BRUNO,
        senha: 'senha-do-bruno',
        empresaId: 1,
        altcha: Buffer.from(JSON.stringify(unsigned)).toString('base64'),
      }),
      'altcha',
      ROBO,
    );
    expectFieldError(
      await novo().tryLogin({ cpf: BRUNO, senha: 'senha-do-bruno', empresaId: 1, altcha: 'bGl4bw==' }),
      'altcha',
      ROBO,
    );

    const ok = await novo().tryLogin({ cpf: BRUNO, senha: 'senha-do-bruno', empresaId: 1, altcha: payload });
    expect(ok.status).toBe(200);
    // the success cleared the CPF's failures: no check needed now
    expect((await novo().tryLogin({ cpf: BRUNO, senha: 'senha-do-bruno', empresaId: 1 })).status).toBe(200);
    // a used payload does not pass a second time
    for (let i = 0; i < 3; i++) await novo().tryLogin({ cpf: BRUNO, senha: 'errada', empresaId: 1 });
    expectFieldError(
      await novo().tryLogin({ cpf: BRUNO, senha: 'senha-do-bruno', empresaId: 1, altcha: payload }),
      'altcha',
      ROBO,
    );
    await t.sql.query(`DELETE FROM login_tentativa`);
  }, 60_000);

  it('waits after 10 wrong passwords of a CPF (with the check solved)', async () => {
    for (let i = 0; i < 10; i++) {
      const altcha = i >= 3 ? await solveAltcha(t.app) : undefined;
      expect((await novo().tryLogin({ cpf: CARLA, senha: 'errada', empresaId: 1, altcha })).status).toBe(401);
    }
    const res = await novo().tryLogin({
      cpf: CARLA,
      senha: 'senha-da-carla',
      empresaId: 1,
      altcha: await solveAltcha(t.app),
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.');
    await t.sql.query(`DELETE FROM login_tentativa`);
  }, 120_000);
});

describe('logout and separation from staff sessions', () => {
  it('logs out: the cookie is cleared and the old one no longer opens anything', async () => {
    const c = novo();
    await c.login(CARLA, 'senha-da-carla', 1);
    const cookie = c.cookie;
    const out = await c.post(`${EXTERNO}/userinfo/logout`);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/gente_candidato=;.*Path=\/api\/externo/);
    const stale = new Candidate(t.app);
    stale.cookie = cookie;
    expect((await stale.get(`${EXTERNO}/userinfo`)).body).toEqual({
      authenticated: false,
      autenticadoExterno: false,
      expired: false,
    });
  });

  it('a candidate cookie is no staff session, and a staff cookie is no candidate session', async () => {
    const c = novo();
    await c.login(CARLA, 'senha-da-carla', 1);
    const staff = await t.app.inject({ method: 'GET', url: '/api/userinfo', headers: { cookie: c.cookie } });
    expect(staff.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/captacao/candidatos',
      headers: { cookie: c.cookie },
    });
    expect(list.statusCode).toBe(401);
    const portal = await t.app.inject({
      method: 'GET',
      url: `${EXTERNO}/userinfo`,
      headers: { cookie: admin.cookie },
    });
    expect(portal.json().authenticated).toBe(false);
  });

  it('a deleted candidate loses the session at once', async () => {
    const c = novo();
    const DANI = '52998224725';
    const dani = await candidatoComSenha(admin, base, DANI, 'senha-da-dani');
    await c.login(DANI, 'senha-da-dani', 1);
    expect((await admin.del(`/api/captacao/candidatos/${dani.id}`)).status).toBe(204);
    expect((await c.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(false);
    expect(await countRows(t, 'sessao_candidato', `candidato_id = ${dani.id}`)).toBe(0);
  });
});

describe('system parameters (spec §7 lookups)', () => {
  it('answers the version to anyone, support codes absent, nothing personal', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${EXTERNO}/parametros-do-sistema` });
    expect(res.statusCode).toBe(200);
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(res.json()).toEqual({
      versao: pkg.version,
      statusColabore: 'Inativo',
      codEmpresaSuporte: null,
      codClienteSuporte: null,
    });
    expect((await admin.get('/api/userinfo')).body.parametrosDoSistema).toEqual(res.json());
  });
});
