// Job ads and applications in the portal (spec §2, §3 Job ad, §7 Announcements, Candidate-solicitação):
// only open ads of the candidate's company; 'Candidatar-se' creates the place in the selection process with
// origin E, once, and again after a rejection only when diasEsperaNovaAplicacao passed; my applications show
// the stage a recruiter moved me to; the share-with-friend form with its rules and the robot check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNoServidor } from '../../helpers/dates.ts';
import { expectFieldError, expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
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
let ana: { id: number };
let c: Candidate;
const ad: Record<string, { id: number; solicitacao: number }> = {};

async function anuncio(nome: string, extraAd: Record<string, unknown> = {}, status = 'A', extraSql = '') {
  const s = await created(admin, SOLICITACOES, solicitacao(b, { descricao: nome }));
  await t.sql.query(`UPDATE solicitacao_pessoal SET status = $1 ${extraSql} WHERE id = $2`, [status, s.id]);
  const a = await created(admin, '/api/captacao/anuncios', {
    solicitacao: { id: s.id },
    titulo: nome,
    descricao: `Descrição de ${nome}`,
    exibirModuloExterno: true,
    ...extraAd,
  });
  ad[nome] = { id: a.id, solicitacao: s.id };
  return ad[nome]!;
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ana = await candidatoComSenha(admin, b, ANA, 'senha-da-ana');
  await anuncio('Vendedor');
  await anuncio('Caixa', { diasEsperaNovaAplicacao: 30 });
  await anuncio('Estoquista', { diasEsperaNovaAplicacao: 0 });
  await anuncio('Oculta', { exibirModuloExterno: false });
  await anuncio('Em análise', {}, 'I');
  await anuncio('Suspensa', {}, 'A', ', suspensa = true');
  await anuncio('Interna', {}, 'A', ", tipo_vaga = 'INTERNA'");
  await anuncio('Vencida', { previsaoEncerramento: '2020-01-01' });
  c = new Candidate(t.app);
  await c.login(ANA, 'senha-da-ana', 1);
}, 120_000);
afterAll(() => t?.close());

describe('job ads', () => {
  it('lists only the open ads of the company', async () => {
    const res = await c.get(`${EXTERNO}/anuncios`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { titulo: string }) => a.titulo).sort()).toEqual([
      'Caixa',
      'Estoquista',
      'Vendedor',
    ]);
    expect(res.body.find((a: { titulo: string }) => a.titulo === 'Vendedor')).toMatchObject({
      descricao: 'Descrição de Vendedor',
      cargo: 'Vendedor',
      solicitacao: { id: ad.Vendedor!.solicitacao, quantidade: 2 },
      candidatoSolicitacao: null,
      podeCandidatar: true,
      utilizarAvaliacoesEtapaSeletiva: false,
    });
  });

  it('opens an open ad; a closed one, another company’s and an unknown one answer 404', async () => {
    expect((await c.get(`${EXTERNO}/anuncios/${ad.Vendedor!.id}`)).body.titulo).toBe('Vendedor');
    for (const nome of ['Oculta', 'Suspensa', 'Vencida', 'Interna', 'Em análise'])
      expect((await c.get(`${EXTERNO}/anuncios/${ad[nome]!.id}`)).status).toBe(404);
    const outra = await createCompanyWithUser(admin, 'Outra Vagas', '86288366757');
    const b2 = await seedCaptacao(outra.client, ' 2');
    const s2 = await created(outra.client, SOLICITACOES, solicitacao(b2));
    const a2 = await created(outra.client, '/api/captacao/anuncios', {
      solicitacao: { id: s2.id },
      titulo: 'De outra empresa',
      descricao: 'x',
      exibirModuloExterno: true,
    });
    expect((await c.get(`${EXTERNO}/anuncios/${a2.id}`)).status).toBe(404);
    expect((await c.post(`${EXTERNO}/candidato-solicitacoes?solicitacaoId=${s2.id}`)).status).toBe(404);
  });

  it('needs the candidate session: none or a staff one is 401', async () => {
    expect((await new Candidate(t.app).get(`${EXTERNO}/anuncios`)).status).toBe(401);
    const staff = await t.app.inject({
      method: 'GET',
      url: `${EXTERNO}/anuncios`,
      headers: { cookie: admin.cookie },
    });
    expect(staff.statusCode).toBe(401);
  });
});

describe('applying and following the process', () => {
  it('applies once, with origin E; a second time is refused', async () => {
    const url = `${EXTERNO}/candidato-solicitacoes?solicitacaoId=${ad.Vendedor!.solicitacao}`;
    const res = await c.post(url);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ situacao: 'EM_PROCESSO' });
    const staff = await admin.get(`/api/captacao/candidatos-solicitacao/${res.body.id}`);
    expect(staff.body).toMatchObject({
      candidato: { id: ana.id },
      solicitacao: { id: ad.Vendedor!.solicitacao },
      origem: 'E',
      situacao: 'EM_PROCESSO',
    });
    const again = await c.post(url);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já se candidatou a esta vaga.');
    expect(await countRows(t, 'candidato_solicitacao', `candidato_id = ${ana.id}`)).toBe(1);
    expectFieldError(
      await c.post(`${EXTERNO}/candidato-solicitacoes?solicitacaoId=abc`),
      'solicitacaoId',
      'Identificador inválido.',
    );
    expect(
      (await c.post(`${EXTERNO}/candidato-solicitacoes?solicitacaoId=${ad.Oculta!.solicitacao}`)).status,
    ).toBe(404);
  });

  it("shows the stage a recruiter moved me to, with the moves (HR's notes stay out)", async () => {
    const [place] = (await c.get(`${EXTERNO}/candidato-solicitacoes`)).body;
    expect(place).toMatchObject({
      vaga: 'Vendedor',
      situacao: 'EM_PROCESSO',
      etapaSeletiva: null,
      historico: [],
    });
    const h = await created(admin, '/api/captacao/historicos-candidato', {
      candidatoSolicitacao: { id: place.id },
      etapaSeletiva: { id: b.etapas[1] },
      data: '2026-01-10',
      resultado: 'PENDENTE',
      observacao: 'Nota interna do recrutador',
    });
    const [moved] = (await c.get(`${EXTERNO}/candidato-solicitacoes`)).body;
    expect(moved.etapaSeletiva).toBe('Entrevista com o RH');
    expect(moved.historico).toEqual([
      { id: h.id, data: '2026-01-10', etapa: 'Entrevista com o RH', resultado: 'PENDENTE' },
    ]);
    expect(JSON.stringify(moved)).not.toContain('Nota interna');
    const hist = (await c.get(`${EXTERNO}/historico-candidatos`)).body;
    expect(hist).toEqual([{ ...moved.historico[0], vaga: 'Vendedor', candidatura: { id: place.id } }]);
    // the ad does not let candidates answer evaluations in the portal
    expect((await c.get(`${EXTERNO}/avaliacoes`)).body).toEqual([]);
  });

  it('after a rejection, applies again only when the wait has passed', async () => {
    for (const nome of ['Caixa', 'Estoquista']) {
      const res = await c.post(`${EXTERNO}/candidato-solicitacoes?solicitacaoId=${ad[nome]!.solicitacao}`);
      expect(res.status).toBe(201);
      await created(admin, '/api/captacao/historicos-candidato', {
        candidatoSolicitacao: { id: res.body.id },
        etapaSeletiva: { id: b.etapas[0] },
        data: diaNoServidor(),
        resultado: 'REPROVADO',
      });
      await t.sql.query(`UPDATE candidato_solicitacao SET situacao = 'REPROVADO' WHERE id = $1`, [
        res.body.id,
      ]);
    }
    const caixa = await c.post(`${EXTERNO}/candidato-solicitacoes?solicitacaoId=${ad.Caixa!.solicitacao}`);
    expect(caixa.status).toBe(409);
    expect(caixa.body.message).toMatch(
      /^Você poderá se candidatar novamente a esta vaga a partir de \d{2}\/\d{2}\/\d{4}\.$/,
    );
    const lista = (await c.get(`${EXTERNO}/anuncios`)).body;
    expect(lista.find((a: { titulo: string }) => a.titulo === 'Caixa')).toMatchObject({
      podeCandidatar: false,
      candidatoSolicitacao: { situacao: 'REPROVADO' },
    });
    const estoquista = await c.post(
      `${EXTERNO}/candidato-solicitacoes?solicitacaoId=${ad.Estoquista!.solicitacao}`,
    );
    expect(estoquista.status).toBe(201);
    const place = (await admin.get(`/api/captacao/candidatos-solicitacao/${estoquista.body.id}`)).body;
    expect(place).toMatchObject({ situacao: 'EM_PROCESSO', origem: 'E' });
    expect(place.etapaSeletiva ?? null).toBeNull();
  });
});

describe('share with a friend', () => {
  const url = () => `${EXTERNO}/anuncios/${ad.Vendedor!.id}/enviar-amigo`;
  const form = {
    nome: 'Ana',
    email: 'ana@exemplo.com.br',
    nomeAmigo: 'Bruno',
    emailAmigo: 'bruno@exemplo.com.br',
  };

  it('checks the form and the robot, sending nothing', async () => {
    const before = await countRows(t, 'email_saida');
    expectFieldErrors(await c.post(url(), { ...form, nome: '', emailAmigo: 'bruno', altcha: 'x' }), [
      { field: 'nome', message: 'Seu nome é obrigatório' },
      { field: 'emailAmigo', message: 'E-mail inválido.' },
    ]);
    expectFieldError(
      await c.post(url(), { ...form, email: `${'a'.repeat(45)}@x.com.br`, altcha: 'x' }),
      'email',
      'Seu e-mail deve ter no máximo 50 caracteres.',
    );
    expectFieldError(await c.post(url(), form), 'altcha', 'Confirme que você não é um robô.');
    expectFieldError(
      await c.post(url(), { ...form, altcha: 'bm9wZQ==' }),
      'altcha',
      'Confirme que você não é um robô.',
    );
    expect(await countRows(t, 'email_saida')).toBe(before);
  });

  it('sends the ad to the friend', async () => {
    const res = await c.post(url(), { ...form, altcha: await solveAltcha(t.app) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Anúncio de vaga enviado com sucesso.');
    const mail = (
      await t.sql.query(`SELECT assunto, texto FROM email_saida WHERE destinatario = 'bruno@exemplo.com.br'`)
    ).rows[0];
    expect(mail.assunto).toContain('Ana indicou uma vaga para você: Vendedor');
    expect(mail.texto).toContain(`/externo/anuncios/${ad.Vendedor!.id}?empresaId=1`);
  });
});
