// Surveys: the register's rules and messages, aspects and questions of every type through the questionnaire
// engine (order, next order, NPS flag), participants by company, area or picked employees, release, clone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { cpf } from '../avaliacao/fixtures.ts';
import { type Fixture, montar, PESQUISAS, pesquisaCompleta, SENHA } from './fixtures.ts';

let t: TestApp;
let admin: Client;
let f: Fixture;
const count = (table: string, where = 'TRUE') => countRows(t, table, where);

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
});
afterAll(() => t?.close());

describe('pesquisas', () => {
  it('refuses a survey without title, dates or anonymity, with the messages, storing nothing', async () => {
    const res = await admin.post(PESQUISAS, {});
    expect(res.status).toBe(400);
    const msgs = Object.fromEntries(res.body.errors.map((e: any) => [e.field, e.message]));
    expect(msgs).toMatchObject({
      titulo: 'Título é obrigatório',
      dataIni: 'Data inicial é obrigatória',
      dataFim: 'Data final é obrigatória',
      anonima: 'Informe se a pesquisa é anônima.',
    });
    const fim = await admin.post(PESQUISAS, {
      titulo: 'X',
      dataIni: '2026-05-10',
      dataFim: '2026-05-01',
      anonima: false,
    });
    expect(fim.status).toBe(400);
    expect(fim.body.errors[0].field).toBe('dataFim');
    expect(await count('pesquisa')).toBe(0);
  });

  it('keeps liberada out of the generic API: a new survey is blocked', async () => {
    const p = await created(admin, PESQUISAS, {
      titulo: 'Pulso',
      dataIni: '2026-01-01',
      dataFim: '2099-01-01',
      anonima: true,
      liberada: true,
    });
    expect(p.liberada).toBe(false);
    expect(p.perguntasPorPagina).toBe(10);
  });
});

describe('aspectos e perguntas (motor de questionários)', () => {
  it('every question type, with the engine messages, order and next order', async () => {
    const s = await pesquisaCompleta(admin);
    const lista = (await admin.get(`${s.Q}/perguntas`)).body;
    expect(lista.map((p: any) => [p.ordem, p.tipo])).toEqual([
      [1, 1],
      [2, 5],
      [3, 4],
      [4, 4],
      [5, 3],
    ]);
    // surveys declare notes 0 to 10 (the NPS scale)
    expect(lista[2]).toMatchObject({ notaMinima: 0, notaMaxima: 10 });
    expect((await admin.get(`${s.Q}/perguntas/proxima-ordem`)).body).toEqual({ ordem: 6 });
    const antes = await count('questionario_pergunta');
    expectFieldError(
      await admin.post(`${s.Q}/perguntas`, { tipo: 3, texto: '' }),
      'texto',
      'Pergunta é obrigatória',
    );
    expectFieldError(
      await admin.post(`${s.Q}/perguntas`, { tipo: 1, texto: 'Sem opções' }),
      'respostas',
      'Informe as opções de resposta',
    );
    expectFieldError(
      await admin.post(`${s.Q}/perguntas`, { tipo: 4, texto: 'Faixa', notaMinima: 5, notaMaxima: 3 }),
      'notaMinima',
      'A nota mínima deve ser menor que a nota máxima.',
    );
    expectFieldError(
      await admin.post(`${s.Q}/perguntas`, { tipo: 4, texto: 'NPS 1 a 10', notaMinima: 1, nps: true }),
      'nps',
      'A pergunta de NPS deve ser do tipo Nota, de 0 a 10.',
    );
    expectFieldError(
      await admin.post(`${s.Q}/perguntas`, { tipo: 3, texto: 'NPS subjetiva', nps: true }),
      'nps',
      'A pergunta de NPS deve ser do tipo Nota, de 0 a 10.',
    );
    expect(await count('questionario_pergunta')).toBe(antes);
    // drag to reorder: the subjective question goes first, the others move down
    const mover = await admin.request('PATCH', `${s.Q}/perguntas/${s.perguntas.subjetiva.id}/ordem`, {
      ordem: 1,
    });
    expect(mover.status).toBe(200);
    const depois = (await admin.get(`${s.Q}/perguntas`)).body;
    expect(depois.map((p: any) => p.id)).toEqual([
      s.perguntas.subjetiva.id,
      s.perguntas.objetiva.id,
      s.perguntas.multipla.id,
      s.perguntas.nota.id,
      s.perguntas.enps.id,
    ]);
    expect((await admin.post(`${s.Q}/ordem-aleatoria`, {})).status).toBe(200);
    const sorteada = (await admin.get(`${s.Q}/perguntas`)).body;
    expect(sorteada.map((p: any) => p.ordem)).toEqual([1, 2, 3, 4, 5]);
    // the aspects of the survey, by name
    const aspectos = (await admin.get(`${s.Q}/aspectos`)).body;
    expect(aspectos.map((a: any) => a.nome)).toEqual(['Ambiente', 'Liderança']);
    expect((await admin.get(`${s.Q}/questionario`)).body.perguntas).toHaveLength(5);
  });
});

describe('participantes', () => {
  it('by area (with sub-areas), company or picked employees; ids of others refused', async () => {
    const p = await created(admin, PESQUISAS, {
      titulo: 'Participantes',
      dataIni: '2026-01-01',
      dataFim: '2099-01-01',
      anonima: false,
    });
    const Q = `${PESQUISAS}/${p.id}`;
    const vazio = await admin.post(`${Q}/participantes/gerar`, {});
    expectFieldError(vazio, 'empresa', 'Informe a empresa, estabelecimentos, áreas ou colaboradores.');
    const ninguem = await admin.post(`${Q}/participantes/gerar`, { colaboradores: [999999] });
    expectFieldError(ninguem, 'colaboradores', 'Colaboradores: registro não encontrado.');
    expect(await count('pesquisa_participante', `pesquisa_id = ${p.id}`)).toBe(0);

    const comercial = await admin.post(`${Q}/participantes/gerar`, { areas: [f.comercial] });
    expect(comercial.body).toEqual({ incluidos: 5 });
    const diretoria = await admin.post(`${Q}/participantes/gerar`, { areas: [f.diretoria] });
    expect(diretoria.body).toEqual({ incluidos: 1 }); // Ana; Comercial's five were already in
    const empresa = await admin.post(`${Q}/participantes/gerar`, { empresa: true });
    expect(empresa.body.incluidos).toBeGreaterThanOrEqual(0);
    const lista = (await admin.get(`/api/pesquisa/participantes-pesquisa?pesquisa=${p.id}`)).body;
    expect(lista.map((x: any) => x.colaborador.id)).toEqual(
      expect.arrayContaining(Object.values(f.pessoas).map((x) => x.id)),
    );
    const dup = await admin.post('/api/pesquisa/participantes-pesquisa', {
      pesquisa: { id: p.id },
      colaborador: { id: f.pessoas.ana.id },
    });
    expect(JSON.stringify(dup.body)).toContain('Este colaborador já participa desta pesquisa.');
    expect(dup.status).toBe(400);
  });
});

describe('liberação e clone', () => {
  it('needs participants and questions; releases; clones with questions, NPS flag, blocked', async () => {
    const vazia = await created(admin, PESQUISAS, {
      titulo: 'Vazia',
      dataIni: '2026-01-01',
      dataFim: '2099-01-01',
      anonima: false,
    });
    const semPart = await admin.put(`${PESQUISAS}/${vazia.id}/liberada/true`, {});
    expect(semPart.status).toBe(409);
    expect(semPart.body.message).toBe('A pesquisa não possui participantes.');
    await admin.post(`${PESQUISAS}/${vazia.id}/participantes/gerar`, { colaboradores: [f.pessoas.ana.id] });
    const semPerg = await admin.put(`${PESQUISAS}/${vazia.id}/liberada/true`, {});
    expect(semPerg.body.message).toBe('A pesquisa não possui perguntas.');
    expect((await admin.get(`${PESQUISAS}/${vazia.id}`)).body.liberada).toBe(false);

    const s = await pesquisaCompleta(admin);
    await admin.post(`${s.Q}/participantes/gerar`, { colaboradores: [f.pessoas.ana.id] });
    const ok = await admin.put(`${s.Q}/liberada/true`, {});
    expect(ok.body).toEqual({ id: s.id, liberada: true });
    const clone = await admin.post(`${s.Q}`, {});
    expect(clone.status, JSON.stringify(clone.body)).toBeLessThan(300);
    const novoId = clone.body[0].id;
    const novo = (await admin.get(`${PESQUISAS}/${novoId}`)).body;
    expect(novo).toMatchObject({ titulo: 'Clima 2026 (Clone)', liberada: false });
    const perguntas = (await admin.get(`${PESQUISAS}/${novoId}/perguntas`)).body;
    expect(perguntas).toHaveLength(5);
    expect(perguntas.find((p: any) => p.tipo === 4 && p.nps)).toBeTruthy();
    expect(await count('pesquisa_participante', `pesquisa_id = ${novoId}`)).toBe(0);
  });

  it("another company's user cannot see or change the survey", async () => {
    const s = await pesquisaCompleta(admin);
    const outra = await createCompanyWithUser(admin, 'Outra Pesquisa', cpf(300_000_001));
    expect((await outra.client.get(`${s.Q}`)).status).toBe(404);
    expect((await outra.client.get(`${s.Q}/perguntas`)).status).toBe(404);
    expect((await outra.client.put(`${s.Q}/liberada/true`, {})).status).toBe(404);
    const g = await outra.client.post(`${PESQUISAS}/${s.id}/participantes/gerar`, { empresa: true });
    expect(g.status).toBe(404);
  });
});

describe('NPS do produto (uma vez por versão)', () => {
  const NPS = '/api/pesquisa/nps';
  const novaSessao = async (cpfPessoa: string) => {
    const c = new Client(t.app);
    await c.login(cpfPessoa, SENHA, 1);
    return c;
  };

  it("asks once per version; 'mais tarde' asks again at the next login; 'não quero' stops asking", async () => {
    const ana = f.pessoas.ana.client!;
    const antes = (await ana.get(NPS)).body;
    expect(antes).toMatchObject({
      perguntar: true,
      saudacao: 'Olá, Ana! Tudo bem?',
      comentario: 'Em poucas palavras, descreva o que motivou sua nota:',
    });
    const semNota = await ana.post(NPS, { acao: 'responder' });
    expectFieldError(semNota, 'nota', 'Informe a nota.');
    expectFieldError(
      await ana.post(NPS, { acao: 'responder', nota: 11 }),
      'nota',
      'A nota deve estar entre 0 e 10.',
    );
    expect(await count('pesquisa_nps')).toBe(0);

    expect((await ana.post(NPS, { acao: 'mais-tarde' })).status).toBe(200);
    expect((await ana.get(NPS)).body.perguntar).toBe(false);
    const outraSessao = await novaSessao(f.pessoas.ana.cpf);
    expect((await outraSessao.get(NPS)).body.perguntar).toBe(true);
    expect(
      (await outraSessao.post(NPS, { acao: 'responder', nota: 9, comentario: 'Rápido e claro' })).status,
    ).toBe(200);
    expect((await outraSessao.get(NPS)).body.perguntar).toBe(false);
    expect((await (await novaSessao(f.pessoas.ana.cpf)).get(NPS)).body.perguntar).toBe(false);
    const de_novo = await outraSessao.post(NPS, { acao: 'responder', nota: 2 });
    expect(de_novo.status).toBe(409);
    expect(de_novo.body.message).toBe('A pesquisa de satisfação desta versão já foi respondida.');

    const bia = f.pessoas.bia.client!;
    expect((await bia.post(NPS, { acao: 'nao-quero' })).status).toBe(200);
    expect((await (await novaSessao(f.pessoas.bia.cpf)).get(NPS)).body.perguntar).toBe(false);
    await f.pessoas.caio.client!.post(NPS, { acao: 'responder', nota: 5 });

    // results: only the administrator; 1 promoter (9) and 1 detractor (5) of 2 → 0
    expect((await ana.get(`${NPS}/resultados`)).status).toBe(403);
    const r = (await admin.get(`${NPS}/resultados`)).body;
    expect(r).toMatchObject({ respostas: 2, promotores: 1, detratores: 1, indice: 0, recusas: 1 });
    expect(r.comentarios).toEqual([{ nota: 9, comentario: 'Rápido e claro' }]);
  });
});

describe('questionários (todos os da empresa)', () => {
  it('lists every questionnaire the user may read, with its kind and number of questions', async () => {
    const s = await pesquisaCompleta(admin, { titulo: 'Questionário listado' });
    await created(admin, '/api/captacao/modelos-avaliacao-candidato', {
      titulo: 'Questionário listado — candidato',
    });
    const lista = (await admin.get('/api/pesquisa/questionarios?titulo=questionario listado')).body;
    expect(lista).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          cadastro: 'pesquisa/pesquisas',
          id: s.id,
          tipo: 'Pesquisas',
          perguntas: 5,
        }),
        expect.objectContaining({
          cadastro: 'captacao/modelos-avaliacao-candidato',
          titulo: 'Questionário listado — candidato',
          perguntas: 0,
        }),
      ]),
    );
    expect(lista).toHaveLength(2);
    // a user without the survey authority
    expect((await f.pessoas.ana.client!.get('/api/pesquisa/questionarios')).status).toBe(403);
  });
});

describe('perguntas por parte', () => {
  const PARAMETROS = '/api/utilitario/parametros-sistema/1';
  async function parametros(mudanca: Record<string, unknown>) {
    const { id: _id, ...atuais } = (await admin.get(PARAMETROS)).body;
    expect((await admin.put(PARAMETROS, { ...atuais, ...mudanca })).status).toBe(200);
  }
  const nova = async (titulo: string, extra: object = {}) =>
    (
      await created(admin, PESQUISAS, {
        titulo,
        dataIni: '2026-01-01',
        dataFim: '2099-01-01',
        anonima: false,
        ...extra,
      })
    ).perguntasPorPagina;

  it("left blank, come from the installation's system parameters; a survey's own value stays", async () => {
    await parametros({ perguntasPorPagina: 4 });
    expect(await nova('Partes de 4')).toBe(4);
    expect(await nova('Partes de 7', { perguntasPorPagina: 7 })).toBe(7);
    // surveys not in parts: every question in one part (the schema's maximum)
    await parametros({ paginarPesquisas: false });
    expect(await nova('Uma parte só')).toBe(100);
    await parametros({ paginarPesquisas: true, perguntasPorPagina: 10 });
    expect(await nova('Partes de 10')).toBe(10);
  });
});
