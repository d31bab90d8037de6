// The company's evaluation questions across models (GET avaliacao/perguntas, the /avaliacao/perguntas screen), the
// questions of an experience follow-up model (perguntas/experiencias) and of a performance evaluation's
// questionnaire (perguntas/questionario), and the menu entries of the evaluation screens added with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { cpf, type Fixture, montar } from './fixtures.ts';

const P = '/api/avaliacao/perguntas';
const MODELOS = '/api/avaliacao/modelos-avaliacao';
let t: TestApp;
let admin: Client;
let outra: Client;
let f: Fixture;
let experiencia: number;
let desempenho: number;
let somenteCompetencias: number;

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  const periodo = await created(admin, '/api/avaliacao/periodos-experiencia', { nome: '45 dias', dias: 45 });
  experiencia = (
    await created(admin, MODELOS, {
      titulo: 'Experiência 45 dias',
      tipo: 'E',
      periodoAcompanhamentoExperiencia: { id: periodo.id },
    })
  ).id;
  const aspecto = await created(admin, `${MODELOS}/${experiencia}/aspectos`, { nome: 'Adaptação' });
  await created(admin, `${MODELOS}/${experiencia}/perguntas`, {
    tipo: 3,
    texto: 'Como foi a adaptação à equipe?',
    aspecto: { id: aspecto.id },
  });
  desempenho = (
    await created(admin, '/api/avaliacao/avaliacoes-desempenho', {
      titulo: 'Ciclo 2026',
      dataIni: '2026-01-01',
      dataFim: '2099-12-31',
      modeloAvaliacao: { id: f.modelo },
      anonima: false,
      permiteAutoAvaliacao: false,
    })
  ).id;
  somenteCompetencias = (
    await created(admin, '/api/avaliacao/avaliacoes-desempenho', {
      titulo: 'Só competências',
      dataIni: '2026-01-01',
      dataFim: '2099-12-31',
      avaliarSomenteCompetencias: true,
      anonima: false,
      permiteAutoAvaliacao: false,
    })
  ).id;
  outra = (await createCompanyWithUser(admin, 'Outra Empresa Perguntas', cpf(700_000_001))).client;
});
afterAll(async () => t?.close());

describe('GET avaliacao/perguntas', () => {
  it('lista as perguntas de todos os modelos, com o modelo e o aspecto', async () => {
    const res = await admin.get(P);
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(3);
    expect(res.body.content.map((p: any) => [p.modelo.titulo, p.texto, p.tipoDescricao])).toEqual([
      ['Desempenho 2026', 'Cumpre os prazos combinados?', 'Objetiva'],
      ['Desempenho 2026', 'Nota para a colaboração com o time', 'Nota'],
      ['Experiência 45 dias', 'Como foi a adaptação à equipe?', 'Subjetiva'],
    ]);
    expect(res.body.content[2].aspecto).toMatchObject({ nome: 'Adaptação' });
  });

  it('filtra por modelo, tipo do modelo, aspecto, tipo da pergunta e texto (sem acento), e pagina', async () => {
    const textos = async (q: string) => (await admin.get(`${P}?${q}`)).body.content.map((p: any) => p.texto);
    expect(await textos(`modeloId=${experiencia}`)).toEqual(['Como foi a adaptação à equipe?']);
    expect(await textos('tipoModelo=D')).toHaveLength(2);
    expect(await textos('aspecto=adaptacao')).toEqual(['Como foi a adaptação à equipe?']);
    expect(await textos('tipo=4')).toEqual(['Nota para a colaboração com o time']);
    expect(await textos('texto=COLABORACAO')).toEqual(['Nota para a colaboração com o time']);
    const pagina = (await admin.get(`${P}?page=1&size=2`)).body;
    expect([pagina.totalElements, pagina.totalPages, pagina.content.length]).toEqual([3, 2, 1]);
  });

  it('outra empresa não vê as perguntas; sem a autoridade, 403', async () => {
    expect((await outra.get(P)).body.totalElements).toBe(0);
    expect((await outra.get(`${P}?modeloId=${f.modelo}`)).body.content).toEqual([]);
    expect((await f.pessoas.bia.client.get(P)).status).toBe(403);
  });
});

describe('perguntas de um modelo de experiência e do questionário de uma avaliação', () => {
  it('experiencias?avaliacaoId: só modelo do tipo E', async () => {
    const res = await admin.get(`${P}/experiencias?avaliacaoId=${experiencia}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.texto)).toEqual(['Como foi a adaptação à equipe?']);
    expectFieldErrors(await admin.get(`${P}/experiencias?avaliacaoId=${f.modelo}`), [
      { field: 'avaliacaoId', message: 'O modelo deve ser de acompanhamento do período de experiência.' },
    ]);
    expectFieldErrors(await admin.get(`${P}/experiencias`), [
      { field: 'avaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ]);
    expect((await outra.get(`${P}/experiencias?avaliacaoId=${experiencia}`)).status).toBe(404);
    expect((await f.pessoas.bia.client.get(`${P}/experiencias?avaliacaoId=${experiencia}`)).status).toBe(403);
  });

  it('questionario?questionarioId: as perguntas do modelo da avaliação de desempenho', async () => {
    const res = await admin.get(`${P}/questionario?questionarioId=${desempenho}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => [p.texto, p.peso])).toEqual([
      ['Cumpre os prazos combinados?', 2],
      ['Nota para a colaboração com o time', 1],
    ]);
    expectFieldErrors(await admin.get(`${P}/questionario?questionarioId=${somenteCompetencias}`), [
      { field: 'questionarioId', message: 'A avaliação é somente de competências: não tem questionário.' },
    ]);
    expect((await outra.get(`${P}/questionario?questionarioId=${desempenho}`)).status).toBe(404);
    expect((await f.pessoas.bia.client.get(`${P}/questionario?questionarioId=${desempenho}`)).status).toBe(
      403,
    );
  });
});

describe('menu', () => {
  it('as telas de modelos de acompanhamento e de perguntas aparecem para quem tem ROLE_AVALIACAO', async () => {
    const urls = (menu: any): string[] =>
      JSON.stringify(menu)
        .match(/"url":"[^"]+"/g)!
        .map((u) => u.slice(7, -1));
    const doAdmin = urls((await admin.get('/api/userinfo')).body);
    expect(doAdmin).toContain('/avaliacao/modelos-avaliacao-desempenho-experiencia');
    expect(doAdmin).toContain('/avaliacao/perguntas');
    const daBia = urls((await f.pessoas.bia.client.get('/api/userinfo')).body);
    expect(daBia).not.toContain('/avaliacao/perguntas');
  });
});
