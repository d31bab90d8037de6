// Competences (conhecimentos, habilidades, atitudes): fields and validation, the behaviours rule (spec §4),
// existeNivelCompetencia, the union list and kinds, evaluation criteria, deletion in use, tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../src/server/schema-loader.ts';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const API = '/api/cargo-salario';
const BLOQUEADO =
  'Não é possível adicionar comportamentos: existem níveis de competência sem percentual mínimo configurado.';
const REGISTERS = [
  { path: 'conhecimentos', table: 'conhecimento', titulo: 'Conhecimento', tipo: 'C' },
  { path: 'habilidades', table: 'habilidade', titulo: 'Habilidade', tipo: 'H' },
  { path: 'atitudes', table: 'atitude', titulo: 'Atitude', tipo: 'A' },
] as const;

let t: TestApp;
let admin: Client;
let other: Client;
let areaId: number;
let otherAreaId: number;

const count = async (table: string) =>
  Number((await t.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

async function created(res: { status: number; body: any }): Promise<any> {
  if (res.status !== 201) throw new Error(`criação: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const competencia = (path: string, body: Record<string, unknown>, client = admin) =>
  client.post(`${API}/${path}`, { areasOrganizacionais: [areaId], ...body });

/** A level configuration dated `data`; levels are created before it so they may lack a percentage. */
const configurar = (data: string, considerarPercentualMinimo: boolean) =>
  admin.post(`${API}/niveis-competencia-historico`, { data, considerarPercentualMinimo }).then(created);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  areaId = (await created(await admin.post(`${API}/areas-organizacionais`, { nome: 'Comercial' }))).id;
  otherAreaId = (await created(await other.post(`${API}/areas-organizacionais`, { nome: 'Outra' }))).id;
});
afterAll(async () => t?.close());

it('keeps the three competence registers identical but for their names', () => {
  const registry = loadRegistry();
  const [c, h, a] = REGISTERS.map((r) => registry.get(`cargo-salario/${r.path}`));
  expect(h.schema.properties).toEqual(c.schema.properties);
  expect(a.schema.properties).toEqual(c.schema.properties);
  expect([c.schema.required, c.schema.errorMessage]).toEqual([h.schema.required, h.schema.errorMessage]);
  expect([c.schema.required, c.schema.errorMessage]).toEqual([a.schema.required, a.schema.errorMessage]);
});

// one name space for the three registers: each one's records get names of their own
describe.each(REGISTERS)('$path', ({ path, table, tipo }) => {
  const url = `${API}/${path}`;
  const tables = [table, `${table}_competencias`, `${table}_areas_organizacionais`];
  const counts = () => Promise.all(tables.map(count));

  it('creates with trimmed fields and behaviours, reads them back, updates and deletes', async () => {
    const body = await created(
      await competencia(path, {
        nome: `  Negociação ${tipo}  `,
        observacao: ' Com clientes ',
        solicitarComentario: true,
        competencias: [{ descricao: ' Ouve o cliente ' }, { descricao: 'Propõe alternativas' }],
      }),
    );
    expect(body).toEqual({
      id: expect.any(Number),
      nome: `Negociação ${tipo}`,
      observacao: 'Com clientes',
      solicitarComentario: true,
      areasOrganizacionais: [areaId],
      competencias: [
        { id: expect.any(Number), descricao: 'Ouve o cliente' },
        { id: expect.any(Number), descricao: 'Propõe alternativas' },
      ],
      existeNivelCompetencia: false,
    });
    expect((await admin.get(`${url}/${body.id}`)).body).toEqual(body);
    const list = await admin.get(`${url}?nome=negociacao&areasOrganizacionaisIds=${areaId}`);
    const { competencias: _filhos, ...semFilhos } = body;
    expect(list.body).toEqual([semFilhos]);

    const [first] = body.competencias;
    const put = await admin.put(`${url}/${body.id}`, {
      nome: `Negociação ${tipo}`,
      areasOrganizacionais: [areaId],
      competencias: [{ id: first.id, descricao: 'Escuta o cliente' }],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      solicitarComentario: false,
      competencias: [{ id: first.id, descricao: 'Escuta o cliente' }],
    });
    expect(put.body.observacao).toBeUndefined();

    const before = await counts();
    expect((await admin.del(`${url}/${body.id}`)).status).toBe(204);
    expect(await counts()).toEqual([before[0] - 1, before[1] - 1, before[2] - 1]);
  });

  it.each([
    ['nome absent', {}, 'nome', 'Nome é obrigatório'],
    ['nome blank', { nome: '   ' }, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    [
      'observacao of 256',
      { nome: 'C', observacao: 'o'.repeat(256) },
      'observacao',
      'Observação deve ter no máximo 255 caracteres.',
    ],
    [
      'no areas',
      { nome: 'C', areasOrganizacionais: [] },
      'areasOrganizacionais',
      'Selecione ao menos uma Área Organizacional',
    ],
    [
      'areas absent',
      { nome: 'C', areasOrganizacionais: undefined },
      'areasOrganizacionais',
      'Selecione ao menos uma Área Organizacional',
    ],
    [
      'behaviour without description',
      { nome: 'C', competencias: [{ descricao: 'ok' }, {}] },
      'competencias.1.descricao',
      'Descrição é obrigatória',
    ],
    [
      'blank behaviour',
      { nome: 'C', competencias: [{ descricao: '  ' }] },
      'competencias.0.descricao',
      'Descrição é obrigatória',
    ],
    [
      'behaviour of 251',
      { nome: 'C', competencias: [{ descricao: 'd'.repeat(251) }] },
      'competencias.0.descricao',
      'Descrição deve ter no máximo 250 caracteres.',
    ],
    [
      'non-boolean solicitarComentario',
      { nome: 'C', solicitarComentario: 'sim' },
      'solicitarComentario',
      'Solicitar Comentário: valor de tipo inválido.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await counts();
    expectFieldErrors(await competencia(path, body), [{ field, message }]);
    expect(await counts()).toEqual(before);
  });

  it("refuses another company's area and accepts the limits", async () => {
    const before = await counts();
    expectFieldErrors(await competencia(path, { nome: 'C', areasOrganizacionais: [areaId, otherAreaId] }), [
      { field: 'areasOrganizacionais', message: 'Áreas Organizacionais: registro não encontrado.' },
    ]);
    expect(await counts()).toEqual(before);
    const ok = await competencia(path, {
      nome: tipo + 'n'.repeat(99),
      observacao: 'o'.repeat(255),
      competencias: [{ descricao: 'd'.repeat(250) }],
    });
    expect(ok.status).toBe(201);
  });

  it('is invisible to another company: 404 on read, write and delete, absent from its lists', async () => {
    const { id } = await created(await competencia(path, { nome: `Só da empresa A ${tipo}` }));
    expect((await other.get(`${url}/${id}`)).status).toBe(404);
    expect((await other.put(`${url}/${id}`, { nome: 'X', areasOrganizacionais: [otherAreaId] })).status).toBe(
      404,
    );
    expect((await other.del(`${url}/${id}`)).status).toBe(404);
    expect((await other.get(url)).body).toEqual([]);
    expect((await admin.get(`${url}/${id}`)).body.nome).toBe(`Só da empresa A ${tipo}`);
  });
});

describe('adding behaviours while levels lack a minimum percentage (spec §4)', () => {
  const url = `${API}/conhecimentos`;
  let nivelId: number;
  let existente: any;

  beforeAll(async () => {
    existente = await created(
      await competencia('conhecimentos', { nome: 'Excel', competencias: [{ descricao: 'Fórmulas' }] }),
    );
    nivelId = (
      await created(await admin.post(`${API}/niveis-competencia`, { descricao: 'Básico', ordem: 1 }))
    ).id;
    // not in force yet: the configuration of today and before decides
    await configurar('2199-01-01', true);
  });

  it('allows behaviours while the configuration in force does not consider minimum percentages', async () => {
    await configurar('2000-01-01', false);
    expect(
      (await competencia('conhecimentos', { nome: 'Word', competencias: [{ descricao: 'Estilos' }] })).status,
    ).toBe(201);
  });

  describe('once minimum percentages are considered', () => {
    beforeAll(async () => {
      await configurar('2001-01-01', true);
    });

    it('lists the levels without percentage', async () => {
      const expected = [{ id: nivelId, descricao: 'Básico', ordem: 1 }];
      expect((await admin.get(`${API}/niveis-competencia/competencias-sem-percentual`)).body).toEqual(
        expected,
      );
      expect((await admin.get(`${API}/competencias/competencias-sem-percentual`)).body).toEqual(expected);
      expect((await other.get(`${API}/competencias/competencias-sem-percentual`)).body).toEqual([]);
    });

    it.each(REGISTERS)('refuses a new $path with behaviours and stores nothing', async ({ path, table }) => {
      const before = await Promise.all([count(table), count(`${table}_competencias`)]);
      expectFieldErrors(
        await competencia(path, { nome: 'Nova', competencias: [{ descricao: 'Comportamento' }] }),
        [{ field: 'competencias', message: BLOQUEADO }],
      );
      expect(await Promise.all([count(table), count(`${table}_competencias`)])).toEqual(before);
      expect((await competencia(path, { nome: `Sem comportamentos ${path}` })).status).toBe(201);
    });

    it('refuses adding to an existing competence but lets existing behaviours be edited and removed', async () => {
      const [fx] = existente.competencias;
      const base = { nome: 'Excel', areasOrganizacionais: [areaId] };
      const before = await count('conhecimento_competencias');
      expectFieldErrors(
        await admin.put(`${url}/${existente.id}`, { ...base, competencias: [fx, { descricao: 'Macros' }] }),
        [{ field: 'competencias', message: BLOQUEADO }],
      );
      // an id that is not one of this competence's behaviours would be stored as a new one
      const alheio = (await admin.get(`${url}?nome=word`)).body[0];
      const alheioItem = (await admin.get(`${url}/${alheio.id}`)).body.competencias[0];
      expectFieldErrors(await admin.put(`${url}/${existente.id}`, { ...base, competencias: [alheioItem] }), [
        { field: 'competencias', message: BLOQUEADO },
      ]);
      expect(await count('conhecimento_competencias')).toBe(before);

      const edited = await admin.put(`${url}/${existente.id}`, {
        ...base,
        competencias: [{ id: fx.id, descricao: 'Fórmulas e funções' }],
      });
      expect(edited.body.competencias).toEqual([{ id: fx.id, descricao: 'Fórmulas e funções' }]);
      const removed = await admin.put(`${url}/${existente.id}`, { ...base, competencias: [] });
      expect(removed.body.competencias).toEqual([]);
    });

    it('allows behaviours again once every level has its percentage', async () => {
      expect(
        (
          await admin.put(`${API}/niveis-competencia/${nivelId}`, {
            descricao: 'Básico',
            ordem: 1,
            percentual: 30,
          })
        ).status,
      ).toBe(200);
      expect((await admin.get(`${API}/competencias/competencias-sem-percentual`)).body).toEqual([]);
      const res = await admin.put(`${url}/${existente.id}`, {
        nome: 'Excel',
        areasOrganizacionais: [areaId],
        competencias: [{ descricao: 'Macros' }],
      });
      expect(res.status).toBe(200);
    });
  });
});

describe('union list and kinds (spec §7 /competencias, /tipo-competencia)', () => {
  beforeAll(async () => {
    await competencia('conhecimentos', { nome: 'Gestão Ágil' });
    await competencia('habilidades', { nome: 'Gestão de Conflitos' });
    await competencia('atitudes', { nome: 'Proatividade' });
    await created(
      await competencia('atitudes', { nome: 'Gestão do Tempo', areasOrganizacionais: [otherAreaId] }, other),
    );
  });

  it('answers the kinds', async () => {
    expect((await admin.get(`${API}/competencias/tipo-competencia`)).body).toEqual([
      { id: 'C', descricao: 'Conhecimento' },
      { id: 'H', descricao: 'Habilidade' },
      { id: 'A', descricao: 'Atitude' },
    ]);
  });

  it('lists knowledge, skills and attitudes of the company, by name, kind and accent-free name', async () => {
    const all = (await admin.get(`${API}/competencias?nome=GESTAO`)).body;
    expect(all.map((c: any) => [c.nome, c.tipo])).toEqual([
      ['Gestão Ágil', 'C'],
      ['Gestão de Conflitos', 'H'],
    ]);
    expect(all[0]).toEqual({ id: expect.any(Number), nome: 'Gestão Ágil', tipo: 'C' });
    const onlyH = (await admin.get(`${API}/competencias?tipo=h,A&nome=o`)).body.map((c: any) => c.tipo);
    expect(new Set(onlyH)).toEqual(new Set(['H', 'A']));
    expect((await other.get(`${API}/competencias`)).body.map((c: any) => c.nome)).toEqual([
      'Gestão do Tempo',
    ]);
    expect((await admin.get(`${API}/competencias?nome=100%25`)).body).toEqual([]);
  });

  it('refuses an unknown kind', async () => {
    const res = await admin.get(`${API}/competencias?tipo=C,X`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'tipo.1', message: 'Tipo de Competência: valor inválido.' }]);
    expect((await admin.get(`${API}/competencias?tipo=constructor`)).status).toBe(400);
  });
});

describe('evaluation criteria and deletion in use', () => {
  const url = `${API}/criterios-avaliacao-competencia`;
  let conhecimentoId: number;
  let habilidadeId: number;

  beforeAll(async () => {
    conhecimentoId = (await created(await competencia('conhecimentos', { nome: 'SQL' }))).id;
    habilidadeId = (await created(await competencia('habilidades', { nome: 'Didática' }))).id;
  });

  it.each([
    [
      'no competence',
      { descricao: 'Critério' },
      'conhecimento',
      'Informe a competência do critério: um conhecimento, uma habilidade ou uma atitude.',
    ],
    [
      'two competences',
      { descricao: 'Critério', conhecimento: 'C', habilidade: 'H' },
      'habilidade',
      'Informe apenas uma competência: um conhecimento, uma habilidade ou uma atitude.',
    ],
    ['descricao absent', { conhecimento: 'C' }, 'descricao', 'Descrição é obrigatória'],
    [
      'descricao of 101',
      { descricao: 'd'.repeat(101), conhecimento: 'C' },
      'descricao',
      'Descrição deve ter no máximo 100 caracteres.',
    ],
  ])('refuses a criterion with %s and stores nothing', async (_c, raw, field, message) => {
    const body: Record<string, unknown> = { ...raw };
    if (body.conhecimento) body.conhecimento = { id: conhecimentoId };
    if (body.habilidade) body.habilidade = { id: habilidadeId };
    const before = await count('criterio_avaliacao_competencia');
    expectFieldErrors(await admin.post(url, body), [{ field, message }]);
    expect(await count('criterio_avaliacao_competencia')).toBe(before);
  });

  it('stores a criterion, tells whether a competence has criteria and keeps the competence from deletion', async () => {
    const res = await admin.post(url, {
      descricao: ' Consultas ',
      ordem: 1,
      conhecimento: { id: conhecimentoId },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      descricao: 'Consultas',
      ordem: 1,
      conhecimento: { id: conhecimentoId, nome: 'SQL' },
    });
    const existe = (q: string, client = admin) =>
      client.get(`${url}/existe-criterio-avaliacao-competencia?${q}`);
    expect((await existe(`tipo=C&competenciaId=${conhecimentoId}`)).body).toBe(true);
    expect((await existe(`tipo=H&competenciaId=${habilidadeId}`)).body).toBe(false);
    expect((await existe(`tipo=C&competenciaId=${conhecimentoId}`, other)).body).toBe(false);
    expect((await existe('tipo=Z&competenciaId=1')).status).toBe(400);

    const del = await admin.del(`${API}/conhecimentos/${conhecimentoId}`);
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Não é possível excluir: Conhecimento está em uso em Critérios de Avaliação de Competência.',
    });
    expect((await admin.get(`${API}/conhecimentos/${conhecimentoId}`)).status).toBe(200);
  });
});
