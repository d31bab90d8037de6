// Competence levels per salary range: required level, weight and comment flag for each knowledge, skill and
// attitude; validation, one entry per competence, one configuration per range and date, existeNivelCompetencia,
// deletion of what a configuration uses, tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const API = '/api/cargo-salario';
const PATH = `${API}/configuracoes-niveis-competencia-faixas`;
const TABLE = 'config_nivel_competencia_faixa';
const TABLES = [TABLE, ...['conhecimentos', 'habilidades', 'atitudes'].map((l) => `${TABLE}_${l}`)];

let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;
const ids: Record<string, number> = {};

const count = async (table: string) =>
  Number((await t.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
const counts = () => Promise.all(TABLES.map(count));

async function created(res: { status: number; body: any }): Promise<number> {
  if (res.status !== 201) throw new Error(`criação: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * Job and salary range straight in the database: this file is about the competence configuration, and the
 * salary-range register's own rules (history, CBO, integration) are another register's business.
 */
async function faixa(empresaId: number, nome: string): Promise<number> {
  const cargo = await t.sql.query(
    'INSERT INTO cargo (empresa_id, nome, nome_mercado) VALUES ($1, $2, $2) RETURNING id',
    [empresaId, `Cargo ${nome}`],
  );
  const res = await t.sql.query(
    'INSERT INTO faixa_salarial (empresa_id, cargo_id, nome) VALUES ($1, $2, $3) RETURNING id',
    [empresaId, cargo.rows[0].id, nome],
  );
  return res.rows[0].id;
}

/** {id} of a record created in beforeAll; read when the body is sent, so it.each tables may use it. */
const ref = (key: string) => ({
  get id() {
    return ids[key];
  },
});
const item = (competencia: string, nivel: string, extra: Record<string, unknown> = {}) => ({
  competencia: ref(competencia),
  nivelCompetencia: ref(nivel),
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other, empresaId: otherEmpresaId } = await createCompanyWithUser(
    admin,
    'Empresa B',
    '11144477735',
  ));
  const area = await created(await admin.post(`${API}/areas-organizacionais`, { nome: 'Comercial' }));
  const otherArea = await created(await other.post(`${API}/areas-organizacionais`, { nome: 'Outra' }));
  const comp = (client: Client, path: string, nome: string, areaId: number) =>
    client.post(`${API}/${path}`, { nome, areasOrganizacionais: [areaId] }).then(created);
  ids.c1 = await comp(admin, 'conhecimentos', 'Excel', area);
  ids.c2 = await comp(admin, 'conhecimentos', 'SQL', area);
  ids.h1 = await comp(admin, 'habilidades', 'Negociação', area);
  ids.a1 = await comp(admin, 'atitudes', 'Proatividade', area);
  ids.cOutra = await comp(other, 'conhecimentos', 'Excel B', otherArea);
  ids.n1 = await created(await admin.post(`${API}/niveis-competencia`, { descricao: 'Básico', ordem: 1 }));
  ids.n2 = await created(await admin.post(`${API}/niveis-competencia`, { descricao: 'Avançado', ordem: 2 }));
  ids.nOutro = await created(
    await other.post(`${API}/niveis-competencia`, { descricao: 'Básico B', ordem: 1 }),
  );
  ids.f1 = await faixa(1, 'Júnior');
  ids.f2 = await faixa(1, 'Pleno');
  ids.fOutra = await faixa(otherEmpresaId, 'Júnior B');
});
afterAll(async () => t?.close());

describe('creating, reading and updating', () => {
  let config: any;

  it('stores the levels of a range with defaults and reads them back', async () => {
    const res = await admin.post(PATH, {
      faixaSalarial: ref('f1'),
      data: '2024-01-01',
      conhecimentos: [item('c1', 'n2', { competenciaPeso: 99, solicitarComentario: true }), item('c2', 'n1')],
      habilidades: [item('h1', 'n1', { competenciaPeso: 3 })],
    });
    expect(res.status).toBe(201);
    config = res.body;
    const peso1 = { competenciaPeso: 1, solicitarComentario: false };
    expect(config).toEqual({
      id: expect.any(Number),
      faixaSalarial: { id: ids.f1, nome: 'Júnior', rotulo: 'Cargo Júnior – Júnior' },
      data: '2024-01-01',
      conhecimentos: [
        {
          id: expect.any(Number),
          competencia: { id: ids.c1, nome: 'Excel' },
          nivelCompetencia: { id: ids.n2, descricao: 'Avançado' },
          competenciaPeso: 99,
          solicitarComentario: true,
        },
        {
          id: expect.any(Number),
          competencia: { id: ids.c2, nome: 'SQL' },
          nivelCompetencia: { id: ids.n1, descricao: 'Básico' },
          ...peso1,
        },
      ],
      habilidades: [
        {
          id: expect.any(Number),
          competencia: { id: ids.h1, nome: 'Negociação' },
          nivelCompetencia: { id: ids.n1, descricao: 'Básico' },
          competenciaPeso: 3,
          solicitarComentario: false,
        },
      ],
      atitudes: [],
    });
    expect((await admin.get(`${PATH}/${config.id}`)).body).toEqual(config);
    expect(
      (await admin.get(`${PATH}?faixaSalarial=${ids.f1}&dataIni=2024-01-01&dataFim=2024-12-31`)).body,
    ).toEqual([{ id: config.id, faixaSalarial: config.faixaSalarial, data: '2024-01-01' }]);
    expect((await admin.get(`${PATH}?faixaSalarial=${ids.f2}`)).body).toEqual([]);
  });

  it('marks the competences it uses (existeNivelCompetencia)', async () => {
    expect((await admin.get(`${API}/conhecimentos/${ids.c1}`)).body.existeNivelCompetencia).toBe(true);
    const list = (await admin.get(`${API}/conhecimentos`)).body.map((c: any) => [
      c.nome,
      c.existeNivelCompetencia,
    ]);
    expect(list).toEqual([
      ['Excel', true],
      ['SQL', true],
    ]);
    expect((await admin.get(`${API}/atitudes/${ids.a1}`)).body.existeNivelCompetencia).toBe(false);
  });

  it('updates the lists in place: kept items keep their ids', async () => {
    const [excel] = config.conhecimentos;
    const res = await admin.put(`${PATH}/${config.id}`, {
      faixaSalarial: ref('f1'),
      data: '2024-01-01',
      conhecimentos: [{ ...excel, competenciaPeso: 5 }],
      atitudes: [item('a1', 'n2')],
    });
    expect(res.status).toBe(200);
    expect(res.body.conhecimentos).toEqual([{ ...excel, competenciaPeso: 5 }]);
    expect(res.body.habilidades).toEqual([]);
    expect(res.body.atitudes).toMatchObject([
      { competencia: { id: ids.a1 }, nivelCompetencia: { id: ids.n2 } },
    ]);
    expect(await count(`${TABLE}_conhecimentos`)).toBe(1);
    expect(await count(`${TABLE}_habilidades`)).toBe(0);
  });
});

describe('validation', () => {
  it.each([
    [
      'no range',
      { data: '2025-01-01' },
      [{ field: 'faixaSalarial', message: 'Faixa Salarial é obrigatória' }],
    ],
    ['no date', { faixaSalarial: 'f1' }, [{ field: 'data', message: 'Data é obrigatória' }]],
    [
      "another company's range",
      { faixaSalarial: 'fOutra', data: '2025-01-01' },
      [{ field: 'faixaSalarial', message: 'Faixa Salarial: registro não encontrado.' }],
    ],
    [
      'a repeated range and date',
      { faixaSalarial: 'f1', data: '2024-01-01' },
      [
        {
          field: 'data',
          message: 'Já existe uma configuração de níveis de competência desta faixa salarial nesta data.',
        },
      ],
    ],
    [
      'an item without competence and level',
      { faixaSalarial: 'f1', data: '2025-01-01', atitudes: [{}] },
      [
        { field: 'atitudes.0.nivelCompetencia', message: 'Nível de Competência Exigido é obrigatório' },
        { field: 'atitudes.0.competencia', message: 'Atitude é obrigatória' },
      ],
    ],
    [
      'weights out of 1–99',
      {
        faixaSalarial: 'f1',
        data: '2025-01-01',
        conhecimentos: [item('c1', 'n1', { competenciaPeso: 0 }), item('c2', 'n1', { competenciaPeso: 100 })],
      },
      [
        { field: 'conhecimentos.0.competenciaPeso', message: 'Peso deve ser maior ou igual a 1.' },
        { field: 'conhecimentos.1.competenciaPeso', message: 'Peso deve ser menor ou igual a 99.' },
      ],
    ],
    [
      "another company's competence and level",
      { faixaSalarial: 'f1', data: '2025-01-01', conhecimentos: [item('cOutra', 'nOutro')] },
      [
        { field: 'conhecimentos.0.competencia', message: 'Conhecimento: registro não encontrado.' },
        {
          field: 'conhecimentos.0.nivelCompetencia',
          message: 'Nível de Competência Exigido: registro não encontrado.',
        },
      ],
    ],
    [
      'the same competence twice in a list',
      {
        faixaSalarial: 'f1',
        data: '2025-01-01',
        conhecimentos: [item('c1', 'n1'), item('c2', 'n1'), item('c1', 'n2')],
        habilidades: [item('h1', 'n1'), item('h1', 'n1')],
        atitudes: [item('a1', 'n1'), item('a1', 'n2')],
      },
      [
        { field: 'conhecimentos.2.competencia', message: 'Conhecimento informado mais de uma vez.' },
        { field: 'habilidades.1.competencia', message: 'Habilidade informada mais de uma vez.' },
        { field: 'atitudes.1.competencia', message: 'Atitude informada mais de uma vez.' },
      ],
    ],
  ])('refuses %s and stores nothing', async (_c, raw, errors) => {
    const body: Record<string, unknown> = { ...raw };
    if (typeof body.faixaSalarial === 'string') body.faixaSalarial = ref(body.faixaSalarial);
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, body), errors);
    expect(await counts()).toEqual(before);
  });

  it('refuses a repeated competence on update too, keeping what was stored', async () => {
    const id = await created(
      await admin.post(PATH, {
        faixaSalarial: ref('f2'),
        data: '2024-01-01',
        habilidades: [item('h1', 'n1')],
      }),
    );
    const before = (await admin.get(`${PATH}/${id}`)).body;
    expectFieldErrors(
      await admin.put(`${PATH}/${id}`, {
        faixaSalarial: ref('f2'),
        data: '2024-01-01',
        habilidades: [...before.habilidades, item('h1', 'n2')],
      }),
      [{ field: 'habilidades.1.competencia', message: 'Habilidade informada mais de uma vez.' }],
    );
    expect((await admin.get(`${PATH}/${id}`)).body).toEqual(before);
    expect((await admin.del(`${PATH}/${id}`)).status).toBe(204);
  });
});

describe('deletion and tenant scope', () => {
  let configId: number;

  beforeAll(async () => {
    configId = await created(
      await admin.post(PATH, {
        faixaSalarial: ref('f2'),
        data: '2023-05-01',
        conhecimentos: [item('c2', 'n2')],
      }),
    );
  });

  it('refuses deleting a competence or a level still used by a configuration', async () => {
    const before = await Promise.all(['conhecimento', 'nivel_competencia'].map(count));
    const c = await admin.del(`${API}/conhecimentos/${ids.c2}`);
    expect(c.status).toBe(409);
    expect(c.body).toEqual({
      status: 409,
      code: 'CONFLICT',
      message:
        'Não é possível excluir: Conhecimento está em uso em Níveis de Competência das Faixas Salariais.',
    });
    const n = await admin.del(`${API}/niveis-competencia/${ids.n2}`);
    expect(n.status).toBe(409);
    expect(n.body.message).toBe(
      'Não é possível excluir: Nível de Competência está em uso em Níveis de Competência das Faixas Salariais.',
    );
    expect(await Promise.all(['conhecimento', 'nivel_competencia'].map(count))).toEqual(before);
  });

  it('is invisible to another company', async () => {
    expect((await other.get(`${PATH}/${configId}`)).status).toBe(404);
    expect(
      (await other.put(`${PATH}/${configId}`, { faixaSalarial: { id: ids.fOutra }, data: '2023-05-01' }))
        .status,
    ).toBe(404);
    expect((await other.del(`${PATH}/${configId}`)).status).toBe(404);
    expect((await other.get(PATH)).body).toEqual([]);
    expect((await admin.get(`${PATH}/${configId}`)).status).toBe(200);
  });

  it('deletes a configuration with its lists, freeing what it used', async () => {
    const before = await counts();
    expect((await admin.del(`${PATH}/${configId}`)).status).toBe(204);
    expect(await counts()).toEqual([before[0] - 1, before[1] - 1, before[2], before[3]]);
    expect((await admin.get(`${API}/conhecimentos/${ids.c2}`)).body.existeNivelCompetencia).toBe(false);
    expect((await admin.del(`${API}/conhecimentos/${ids.c2}`)).status).toBe(204);
  });
});
