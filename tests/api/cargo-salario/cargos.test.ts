// cargo-salario/cargos and grupos-ocupacionais: every field of spec §3 Job position, the §5 rules with
// their messages (nothing stored on refusal), the computed empresa/possuiFaixaSalarial, filters, deletion
// of records in use, tenant scope and authority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/cargos';
const GRUPOS = '/api/cargo-salario/grupos-ocupacionais';
let t: TestApp;
let admin: Client;
let other: Client;
let areaId: number;
let area2Id: number;

type FieldErrors = { field: string; message: string }[];

const count = async (table: string, where = 'TRUE') => countRows(t, table, where);
const counts = async () => [await count('cargo'), await count('cargo_areas_organizacionais')];

const cargo = (over: Record<string, unknown> = {}) => ({
  nome: 'Analista',
  nomeMercado: 'Analista de Sistemas',
  areasOrganizacionais: [areaId],
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  areaId = (await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Tecnologia' })).id;
  area2Id = (await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Comercial' })).id;
});
afterAll(async () => t?.close());

describe('grupos-ocupacionais', () => {
  it('creates trimmed and refuses a missing or long name', async () => {
    const res = await admin.post(GRUPOS, { nome: '  Administrativo  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), nome: 'Administrativo' });
    const before = await count('grupo_ocupacional');
    expectFieldErrors(await admin.post(GRUPOS, { nome: ' ' }), [
      { field: 'nome', message: 'Nome é obrigatório' },
    ]);
    expectFieldErrors(await admin.post(GRUPOS, { nome: 'g'.repeat(101) }), [
      { field: 'nome', message: 'Nome deve ter no máximo 100 caracteres.' },
    ]);
    expect(await count('grupo_ocupacional')).toBe(before);
    expect((await other.get(`${GRUPOS}/${res.body.id}`)).status).toBe(404);
  });

  it('refuses to delete a group used by a job (409)', async () => {
    const grupo = await created(admin, GRUPOS, { nome: 'Operacional' });
    await created(admin, PATH, cargo({ nome: 'Operador', grupoOcupacional: { id: grupo.id } }));
    const res = await admin.del(`${GRUPOS}/${grupo.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Não é possível excluir: Grupo Ocupacional está em uso em Cargos.',
    });
    expect(await count('grupo_ocupacional', `id = ${grupo.id}`)).toBe(1);
  });
});

describe('fields and validation', () => {
  it('creates with every field of the spec, defaults and the computed ones', async () => {
    const grupo = await created(admin, GRUPOS, { nome: 'Técnico' });
    const etapa = await created(admin, '/api/captacao/etapas-seletivas', { ordem: 1, nome: 'Entrevista' });
    const competencia = { nome: 'Comunicação', areasOrganizacionais: [areaId] };
    const conhecimento = await created(admin, '/api/cargo-salario/conhecimentos', {
      ...competencia,
      nome: 'SQL',
    });
    const habilidade = await created(admin, '/api/cargo-salario/habilidades', {
      ...competencia,
      nome: 'Negociação',
    });
    const atitude = await created(admin, '/api/cargo-salario/atitudes', {
      ...competencia,
      nome: 'Proatividade',
    });
    const body = {
      nome: '  Analista de Dados  ',
      nomeMercado: '  Data Analyst  ',
      ativa: false,
      exibirModuloExterno: false,
      grupoOcupacional: { id: grupo.id },
      areasOrganizacionais: [area2Id, areaId],
      missao: 'Transformar dados em decisões.',
      recrutamento: 'Teste prático de SQL.',
      etapaSeletivas: [etapa.id],
      responsabilidades: 'Relatórios e painéis.',
      conhecimentos: [conhecimento.id],
      complementoConhecimento: 'PostgreSQL avançado.',
      habilidades: [habilidade.id],
      complementoHabilidade: 'Com áreas de negócio.',
      atitudes: [atitude.id],
      complementoAtitude: 'Antecipa problemas.',
      escolaridade: '09',
      experiencia: 'Dois anos.',
      observacao: 'Vaga híbrida.',
      // computed: ignored when sent
      possuiFaixaSalarial: true,
      empresa: { id: 99, nome: 'Outra', acIntegra: true },
    };
    const res = await admin.post(PATH, body);
    expect(res.status).toBe(201);
    const expected = {
      ...body,
      id: expect.any(Number),
      nome: 'Analista de Dados',
      nomeMercado: 'Data Analyst',
      grupoOcupacional: { id: grupo.id, nome: 'Técnico' },
      areasOrganizacionais: [areaId, area2Id].sort((a, b) => a - b),
      possuiFaixaSalarial: false,
      empresa: { id: 1, nome: expect.any(String), acIntegra: false },
    };
    expect(res.body).toEqual(expected);
    expect((await admin.get(`${PATH}/${res.body.id}`)).body).toEqual(expected);
  });

  it('defaults ativa and exibirModuloExterno to true', async () => {
    const res = await admin.post(PATH, cargo({ nome: 'Vendedor' }));
    expect(res.body).toMatchObject({ ativa: true, exibirModuloExterno: true, possuiFaixaSalarial: false });
  });

  it.each<[string, Record<string, unknown>, FieldErrors]>([
    ['nome absent', { nome: undefined }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
    ['nome blank', { nome: '   ' }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
    [
      'nome of 101',
      { nome: 'n'.repeat(101) },
      [{ field: 'nome', message: 'Nome deve ter no máximo 100 caracteres.' }],
    ],
    [
      'nomeMercado absent',
      { nomeMercado: undefined },
      [{ field: 'nomeMercado', message: 'Nome de Mercado é obrigatório' }],
    ],
    [
      'nomeMercado blank',
      { nomeMercado: ' ' },
      [{ field: 'nomeMercado', message: 'Nome de Mercado é obrigatório' }],
    ],
    [
      'nomeMercado of 101',
      { nomeMercado: 'n'.repeat(101) },
      [{ field: 'nomeMercado', message: 'Nome de Mercado deve ter no máximo 100 caracteres.' }],
    ],
    [
      'areas absent',
      { areasOrganizacionais: undefined },
      [{ field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' }],
    ],
    [
      'areas empty',
      { areasOrganizacionais: [] },
      [{ field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' }],
    ],
    [
      'area unknown',
      { areasOrganizacionais: [999999] },
      [{ field: 'areasOrganizacionais', message: 'Áreas Organizacionais: registro não encontrado.' }],
    ],
    [
      'selection stage unknown',
      { etapaSeletivas: [999999] },
      [{ field: 'etapaSeletivas', message: 'Etapas Seletivas: registro não encontrado.' }],
    ],
    [
      'knowledge unknown',
      { conhecimentos: [999999] },
      [{ field: 'conhecimentos', message: 'Conhecimentos: registro não encontrado.' }],
    ],
    [
      'occupational group unknown',
      { grupoOcupacional: { id: 999999 } },
      [{ field: 'grupoOcupacional', message: 'Grupo Ocupacional: registro não encontrado.' }],
    ],
    [
      'schooling 13',
      { escolaridade: '13' },
      [{ field: 'escolaridade', message: 'Escolaridade: valor inválido.' }],
    ],
    [
      'mission of 5001',
      { missao: 'm'.repeat(5001) },
      [{ field: 'missao', message: 'Missão deve ter no máximo 5000 caracteres.' }],
    ],
    ['unknown field', { salario: 1 }, [{ field: 'salario', message: 'Campo desconhecido: salario.' }]],
  ])('refuses %s and stores nothing', async (_c, over, errors) => {
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, cargo(over)), errors);
    expect(await counts()).toEqual(before);
  });

  it("refuses another company's area", async () => {
    const areaB = await created(other, '/api/cargo-salario/areas-organizacionais', { nome: 'Área B' });
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, cargo({ areasOrganizacionais: [areaId, areaB.id] })), [
      { field: 'areasOrganizacionais', message: 'Áreas Organizacionais: registro não encontrado.' },
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe('computed fields, filters and deletion', () => {
  it('says whether the job has salary ranges, in lists too', async () => {
    const com = await created(admin, PATH, cargo({ nome: 'Gerente de Projetos' }));
    const sem = await created(
      admin,
      PATH,
      cargo({ nome: 'Gerente Comercial', areasOrganizacionais: [area2Id] }),
    );
    await created(admin, '/api/cargo-salario/faixas-salariais', {
      cargo: { id: com.id },
      nome: 'Única',
      codigoCBO: '142105',
      historico: [{ data: '2026-01-01', tipo: 3, valor: 12000 }],
    });
    const list = await admin.get(`${PATH}?nome=gerente&page=0`);
    expect(list.body.totalElements).toBe(2);
    expect(list.body.content.map((c: any) => [c.nome, c.possuiFaixaSalarial])).toEqual([
      ['Gerente Comercial', false],
      ['Gerente de Projetos', true],
    ]);
    const porArea = await admin.get(`${PATH}?nome=gerente&areasOrganizacionaisIds=${area2Id}`);
    expect(porArea.body.map((c: any) => c.id)).toEqual([sem.id]);
    expect((await admin.get(`${PATH}/${com.id}`)).body.possuiFaixaSalarial).toBe(true);

    const res = await admin.del(`${PATH}/${com.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Não é possível excluir: Cargo está em uso em Faixas Salariais.',
    });
    expect(await count('cargo', `id = ${com.id}`)).toBe(1);

    expect((await admin.del(`${PATH}/${sem.id}`)).status).toBe(204);
    expect(await count('cargo_areas_organizacionais', `owner_id = ${sem.id}`)).toBe(0);
  });

  it('filters by active flag and occupational group', async () => {
    const grupo = await created(admin, GRUPOS, { nome: 'Diretoria' });
    const dir = await created(
      admin,
      PATH,
      cargo({ nome: 'Diretor', grupoOcupacional: { id: grupo.id }, ativa: false }),
    );
    expect((await admin.get(`${PATH}?grupoOcupacional=${grupo.id}`)).body.map((c: any) => c.id)).toEqual([
      dir.id,
    ]);
    const inativos = (await admin.get(`${PATH}?ativa=false`)).body.map((c: any) => c.id);
    expect(inativos).toContain(dir.id);
    expect(inativos.every((id: number) => id !== undefined)).toBe(true);
  });

  it('updates replacing the many-references', async () => {
    const c = await created(
      admin,
      PATH,
      cargo({ nome: 'Assistente', areasOrganizacionais: [areaId, area2Id] }),
    );
    const res = await admin.put(
      `${PATH}/${c.id}`,
      cargo({ nome: 'Assistente', areasOrganizacionais: [area2Id] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.areasOrganizacionais).toEqual([area2Id]);
    expect(await count('cargo_areas_organizacionais', `owner_id = ${c.id}`)).toBe(1);
  });
});

describe('tenant and authority', () => {
  it("hides another company's jobs", async () => {
    const c = await created(admin, PATH, cargo({ nome: 'Confidencial' }));
    expect((await other.get(`${PATH}/${c.id}`)).status).toBe(404);
    expect((await other.put(`${PATH}/${c.id}`, cargo())).status).toBe(404);
    expect((await other.del(`${PATH}/${c.id}`)).status).toBe(404);
    expect((await other.get(`${PATH}?page=0`)).body.totalElements).toBe(0);
    expect(await count('cargo', `id = ${c.id}`)).toBe(1);
  });

  it('requires ROLE_CARGO_SALARIO', async () => {
    const perfil = await created(admin, '/api/utilitario/perfis', {
      nome: 'Só SST',
      permissoes: ['ROLE_SST'],
    });
    await created(admin, '/api/utilitario/usuarios', {
      nome: 'Técnico SST',
      cpf: '39053344705',
      senha: 'senha-de-teste-9',
      empresas: [1],
      perfis: [perfil.id],
    });
    const sst = new Client(t.app);
    await sst.login('39053344705', 'senha-de-teste-9', 1);
    expect((await sst.get(`${PATH}?page=0`)).status).toBe(403);
    const before = await counts();
    expect((await sst.post(PATH, cargo())).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
