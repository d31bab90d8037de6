// The careers page (issue 26): a visitor reads the company's open ads without a session, only their public
// fields, limited per address; the portal without a company's link names the installation's company only
// when it has one; a company may ask the robot check at every login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEITURAS_POR_IP } from '../../../src/server/modules/externo/vagas-abertas.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client as ApiClient,
  type Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, SOLICITACOES, seedCaptacao, solicitacao } from '../captacao/fixtures.ts';
import { Candidate, candidatoComSenha, EXTERNO, solveAltcha } from './helpers.ts';

const ANA = '39053344705';
let t: TestApp;
let admin: Client;
let b: Base;
const ad: Record<string, number> = {};

async function anuncio(nome: string, extraAd: Record<string, unknown> = {}, extraSql = '') {
  const s = await created(
    admin,
    SOLICITACOES,
    solicitacao(b, { descricao: `Solicitação ${nome}`, observacaoLiberador: undefined }),
  );
  await t.sql.query(`UPDATE solicitacao_pessoal SET status = 'A' ${extraSql} WHERE id = $1`, [s.id]);
  const a = await created(admin, '/api/captacao/anuncios', {
    solicitacao: { id: s.id },
    titulo: nome,
    descricao: `Descrição de ${nome}`,
    exibirModuloExterno: true,
    ...extraAd,
  });
  ad[nome] = a.id;
}

const visitante = (url: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip }).then((r) => ({
    status: r.statusCode,
    body: r.json(),
    headers: r.headers,
  }));

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  await anuncio('Vendedor');
  await anuncio('Caixa', { previsaoEncerramento: '2099-12-31' });
  await anuncio('Oculta', { exibirModuloExterno: false });
  await anuncio('Suspensa', {}, ', suspensa = true');
  await anuncio('Interna', {}, ", tipo_vaga = 'INTERNA'");
}, 120_000);
afterAll(() => t?.close());

describe('the portal without a company’s link', () => {
  it('names the installation’s company while it is the only one, and never lists companies', async () => {
    const so = await visitante(`${EXTERNO}/portal`);
    expect(so.status).toBe(200);
    expect(so.body).toEqual({
      empresaPadrao: { id: 1, nome: expect.any(String) },
      exigirVerificacaoLogin: false,
    });
    await createCompanyWithUser(admin, 'Empresa B', '11144477735');
    expect((await visitante(`${EXTERNO}/portal`)).body).toEqual({
      empresaPadrao: null,
      exigirVerificacaoLogin: false,
    });
  });
});

describe('open ads for a visitor', () => {
  it('lists the company’s open ads with their public fields only', async () => {
    const res = await visitante(`${EXTERNO}/empresas/1/anuncios`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { titulo: string }) => a.titulo).sort()).toEqual(['Caixa', 'Vendedor']);
    const vendedor = res.body.find((a: { titulo: string }) => a.titulo === 'Vendedor');
    expect(vendedor).toEqual({
      id: ad.Vendedor,
      titulo: 'Vendedor',
      cargo: 'Vendedor',
      local: null,
      vinculo: 'E',
      quantidade: 2,
      previsaoEncerramento: null,
    });
  });

  it('opens one open ad with its description; closed, hidden, unknown and another company’s answer 404', async () => {
    const res = await visitante(`${EXTERNO}/empresas/1/anuncios/${ad.Caixa}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      titulo: 'Caixa',
      descricao: 'Descrição de Caixa',
      previsaoEncerramento: '2099-12-31',
    });
    expect(Object.keys(res.body).sort()).toEqual(
      ['cargo', 'descricao', 'id', 'local', 'previsaoEncerramento', 'quantidade', 'titulo', 'vinculo'].sort(),
    );
    for (const url of [
      `${EXTERNO}/empresas/1/anuncios/${ad.Oculta}`,
      `${EXTERNO}/empresas/1/anuncios/${ad.Suspensa}`,
      `${EXTERNO}/empresas/1/anuncios/${ad.Interna}`,
      `${EXTERNO}/empresas/2/anuncios/${ad.Vendedor}`,
      `${EXTERNO}/empresas/1/anuncios/999999`,
      `${EXTERNO}/empresas/999999/anuncios`,
    ]) {
      const r = await visitante(url);
      expect(r.status, url).toBe(404);
      expect(r.body.message).toBe('O recurso solicitado não foi encontrado.');
    }
    expect((await visitante(`${EXTERNO}/empresas/abc/anuncios`)).status).toBe(400);
  });

  it('applying still needs a session', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${EXTERNO}/candidato-solicitacoes?solicitacaoId=1`,
      payload: {},
    });
    expect(r.statusCode).toBe(401);
  });

  it(`limits the reads of one address to ${LEITURAS_POR_IP} in 15 minutes`, async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < LEITURAS_POR_IP; i++)
      expect((await visitante(`${EXTERNO}/empresas/1/anuncios`, ip)).status).toBe(200);
    const barrado = await visitante(`${EXTERNO}/empresas/1/anuncios/${ad.Vendedor}`, ip);
    expect(barrado.status).toBe(429);
    expect(barrado.headers['retry-after']).toBeDefined();
    // another address reads on
    expect((await visitante(`${EXTERNO}/empresas/1/anuncios`, '198.51.100.100')).status).toBe(200);
  });
});

describe('a company that always asks the robot check at the login', () => {
  it('asks it from the first attempt, with and without the company’s link', async () => {
    await candidatoComSenha(admin, b, ANA, 'senha-da-ana');
    const { id: _id, ...empresa } = (await admin.get('/api/utilitario/empresas/1')).body;
    expect(
      (await admin.put('/api/utilitario/empresas/1', { ...empresa, portalVerificacaoSempre: true })).status,
    ).toBe(200);
    expect((await visitante(`${EXTERNO}/empresas/1/configuracao`)).body.exigirVerificacaoLogin).toBe(true);
    expect((await visitante(`${EXTERNO}/portal`)).body.exigirVerificacaoLogin).toBe(true);

    const c = new Candidate(t.app);
    for (const empresaId of [1, undefined]) {
      const semVerificacao = await c.tryLogin({ cpf: ANA, senha: 'senha-da-ana', empresaId });
      expectFieldError(semVerificacao, 'altcha', 'Confirme que você não é um robô.');
      expect(semVerificacao.setCookie).toBeUndefined();
    }
    const ok = await c.tryLogin({
      cpf: ANA,
      senha: 'senha-da-ana',
      empresaId: 1,
      altcha: await solveAltcha(t.app),
    });
    expect(ok.status).toBe(200);

    // off again: the first attempts need no check
    await admin.put('/api/utilitario/empresas/1', { ...empresa, portalVerificacaoSempre: false });
    expect(
      (await new Candidate(t.app).tryLogin({ cpf: ANA, senha: 'senha-da-ana', empresaId: 1 })).status,
    ).toBe(200);
  });
});
