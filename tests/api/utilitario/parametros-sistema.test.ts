// utilitario/parametros-sistema: the installation's one record of settings (a singleton register), changed only
// by the installation's administrator, audited, read by the modules at each use and by any session through the
// spec's boolean endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/utilitario/parametros-sistema';
let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;

const stored = async () =>
  (await t.sql.query('SELECT * FROM parametros_sistema ORDER BY id')).rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
});
afterAll(async () => t?.close());

describe('the one record', () => {
  it('exists from the start with the defaults, and the list is that record', async () => {
    const res = await admin.get(`${PATH}/1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      compartilharColaboradores: true,
      compartilharCandidatos: false,
      compartilharCursos: false,
      aderiuAoEsocial: true,
      inverterEixoNineBox: false,
      paginarPesquisas: true,
      perguntasPorPagina: 10,
    });
    const list = await admin.get(PATH);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([1]);
  });

  it('is never created nor removed', async () => {
    const post = await admin.post(PATH, { compartilharCursos: true });
    expect(post.status).toBe(405);
    expect(post.body.message).toBe(
      'Este cadastro tem um registro só: altere-o, ele não é incluído nem excluído.',
    );
    const del = await admin.del(`${PATH}/1`);
    expect(del.status).toBe(405);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a missing value and an out-of-range number with their messages, keeping what was stored', async () => {
    const atual = (await admin.get(`${PATH}/1`)).body;
    const { id: _id, ...corpo } = atual;
    const { compartilharCursos: _c, ...semCursos } = corpo;
    expectFieldError(
      await admin.put(`${PATH}/1`, semCursos),
      'compartilharCursos',
      'Compartilhar cursos entre as empresas é obrigatório',
    );
    expectFieldError(
      await admin.put(`${PATH}/1`, { ...corpo, perguntasPorPagina: 0 }),
      'perguntasPorPagina',
      'Perguntas por parte deve ser no mínimo 1.',
    );
    expectFieldError(
      await admin.put(`${PATH}/1`, { ...corpo, perguntasPorPagina: 101, compartilharCursos: true }),
      'perguntasPorPagina',
      'Perguntas por parte deve ser no máximo 100.',
    );
    expect((await stored())[0]).toMatchObject({ perguntas_por_pagina: 10, compartilhar_cursos: false });
  });

  it("is the installation's: a company's administrator neither reads nor changes it", async () => {
    expect((await other.get(`${PATH}/1`)).status).toBe(403);
    const { id: _id, ...corpo } = (await admin.get(`${PATH}/1`)).body;
    const put = await other.put(`${PATH}/1`, { ...corpo, compartilharCursos: true });
    expect(put.status).toBe(403);
    expect((await stored())[0]).toMatchObject({ compartilhar_cursos: false });
  });
});

describe('a change', () => {
  it('is audited, answered by the endpoints at once and followed by the modules', async () => {
    const permitidas = `/api/utilitario/empresas/permitidas-por-compartilhar-colaboradores`;
    const idsPermitidos = async () => (await admin.get(permitidas)).body.map((e: { id: number }) => e.id);
    // shared: the administrator picks employees of every company
    expect(await idsPermitidos()).toEqual(expect.arrayContaining([1, otherEmpresaId]));
    expect((await other.get(`${PATH}/compartilha-colaboradores`)).body).toBe(true);
    expect((await other.get(`${PATH}/compartilha-cursos`)).body).toBe(false);

    const { id: _id, ...corpo } = (await admin.get(`${PATH}/1`)).body;
    const put = await admin.put(`${PATH}/1`, {
      ...corpo,
      compartilharColaboradores: false,
      compartilharCursos: true,
      inverterEixoNineBox: true,
    });
    expect(put.status).toBe(200);

    // any session reads the flags the screens need
    for (const [rota, valor] of [
      ['compartilha-colaboradores', false],
      ['compartilha-candidatos', false],
      ['compartilha-cursos', true],
      ['aderiu-ao-esocial', true],
      ['inverter-eixo-resultado-nineBox', true],
    ] as const)
      expect((await other.get(`${PATH}/${rota}`)).body, rota).toBe(valor);
    // not shared: only the company the session is in
    expect(await idsPermitidos()).toEqual([1]);

    const historico = await admin.get(`${PATH}/1/historico-alteracoes`);
    expect(historico.status).toBe(200);
    expect(JSON.stringify(historico.body)).toContain('compartilharCursos');
  });

  it('answers 401 to the flags without a session', async () => {
    expect((await new Client(t.app).get(`${PATH}/compartilha-cursos`)).status).toBe(401);
  });
});
