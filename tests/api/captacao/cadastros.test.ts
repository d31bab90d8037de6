// Recruitment reference registers: etapas-seletivas (+ proxima-ordem), motivos-solicitacao,
// areas-interesse and como-ficou-sabendo-vaga. Every §5 rule with its message, nothing stored on refusal.
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

const ETAPAS = '/api/captacao/etapas-seletivas';
const MOTIVOS = '/api/captacao/motivos-solicitacao';
const AREAS_INTERESSE = '/api/captacao/areas-interesse';
const COMO_SOUBE = '/api/captacao/como-ficou-sabendo-vaga';
const AREAS = '/api/cargo-salario/areas-organizacionais';

let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;

const count = async (table: string, where = 'TRUE') => countRows(t, table, where);

/** A logged-in user of company 1 whose only authority is `role`. */
async function userWith(role: string, cpf: string): Promise<Client> {
  const perfil = await created(admin, '/api/utilitario/perfis', {
    nome: `Somente ${role}`,
    permissoes: [role],
  });
  await created(admin, '/api/utilitario/usuarios', {
    nome: `Usuário ${role}`,
    cpf,
    senha: 'senha-de-teste-9',
    empresas: [1],
    perfis: [perfil.id],
  });
  const client = new Client(t.app);
  await client.login(cpf, 'senha-de-teste-9', 1);
  return client;
}

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

describe('captacao/etapas-seletivas', () => {
  it('suggests order 1 while the company has no stage', async () => {
    const res = await admin.get(`${ETAPAS}/proxima-ordem`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ordem: 1 });
  });

  it('creates trimmed, with analiseComportamental false by default', async () => {
    const res = await admin.post(ETAPAS, { ordem: 5, nome: '  Entrevista  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ordem: 5,
      nome: 'Entrevista',
      analiseComportamental: false,
    });
    expect(
      (await t.sql.query('SELECT nome, ordem, empresa_id FROM etapa_seletiva WHERE id = $1', [res.body.id]))
        .rows[0],
    ).toEqual({
      nome: 'Entrevista',
      ordem: 5,
      empresa_id: 1,
    });
  });

  it('suggests max + 1 for the company only', async () => {
    await created(admin, ETAPAS, { ordem: 3, nome: 'Triagem', analiseComportamental: true });
    expect((await admin.get(`${ETAPAS}/proxima-ordem`)).body).toEqual({ ordem: 6 });
    expect((await other.get(`${ETAPAS}/proxima-ordem`)).body).toEqual({ ordem: 1 });
    await created(other, ETAPAS, { ordem: 40, nome: 'Etapa da B' });
    expect((await other.get(`${ETAPAS}/proxima-ordem`)).body).toEqual({ ordem: 41 });
    expect((await admin.get(`${ETAPAS}/proxima-ordem`)).body).toEqual({ ordem: 6 });
  });

  it('proxima-ordem needs a session and ROLE_CAPTACAO', async () => {
    expect((await new Client(t.app).get(`${ETAPAS}/proxima-ordem`)).status).toBe(401);
    const semCaptacao = await userWith('ROLE_CARGO_SALARIO', '39053344705');
    const res = await semCaptacao.get(`${ETAPAS}/proxima-ordem`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'Não autorizado.' });
    expect((await semCaptacao.get(`${ETAPAS}?page=0`)).status).toBe(403);
  });

  it.each([
    // without an order the stage comes after the last one (lacunas.test.ts)
    ['ordem above 999', { ordem: 1000, nome: 'Etapa' }, 'ordem', 'Ordem deve ser no máximo 999.'],
    ['ordem 0', { ordem: 0, nome: 'Etapa' }, 'ordem', 'Ordem deve ser maior ou igual a 1.'],
    ['ordem not a number', { ordem: 'um', nome: 'Etapa' }, 'ordem', 'Ordem: valor de tipo inválido.'],
    ['ordem fractional', { ordem: 1.5, nome: 'Etapa' }, 'ordem', 'Ordem: valor de tipo inválido.'],
    ['nome absent', { ordem: 1 }, 'nome', 'Nome é obrigatório'],
    ['nome blank', { ordem: 1, nome: '   ' }, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { ordem: 1, nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    [
      'analiseComportamental not boolean',
      { ordem: 1, nome: 'Etapa', analiseComportamental: 'sim' },
      'analiseComportamental',
      'Análise Comportamental: valor de tipo inválido.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await count('etapa_seletiva');
    expectFieldError(await admin.post(ETAPAS, body), field, message);
    expect(await count('etapa_seletiva')).toBe(before);
  });

  it('accepts the limits, and validates updates without changing the record', async () => {
    const etapa = await created(admin, ETAPAS, { ordem: 999, nome: 'n'.repeat(100) });
    expectFieldError(
      await admin.put(`${ETAPAS}/${etapa.id}`, { ordem: 1000, nome: 'Final' }),
      'ordem',
      'Ordem deve ser no máximo 999.',
    );
    expectFieldError(
      await admin.put(`${ETAPAS}/${etapa.id}`, { ordem: 999, nome: ' ' }),
      'nome',
      'Nome é obrigatório',
    );
    expect(
      (await t.sql.query('SELECT ordem, nome FROM etapa_seletiva WHERE id = $1', [etapa.id])).rows[0],
    ).toEqual({ ordem: 999, nome: 'n'.repeat(100) });
    const upd = await admin.put(`${ETAPAS}/${etapa.id}`, {
      ordem: 7,
      nome: ' Proposta ',
      analiseComportamental: true,
    });
    expect(upd.body).toEqual({ id: etapa.id, ordem: 7, nome: 'Proposta', analiseComportamental: true });
  });
});

describe('captacao/motivos-solicitacao', () => {
  it('creates trimmed with both flags false by default, and with them set', async () => {
    const res = await admin.post(MOTIVOS, { descricao: '  Aumento de quadro ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      descricao: 'Aumento de quadro',
      turnover: false,
      considerarQtdColaboradoresPorCargo: false,
    });
    const sub = await created(admin, MOTIVOS, {
      descricao: 'Substituição',
      turnover: true,
      considerarQtdColaboradoresPorCargo: true,
    });
    expect(sub).toMatchObject({ turnover: true, considerarQtdColaboradoresPorCargo: true });
    expect(
      (await admin.get(`${MOTIVOS}?turnover=true`)).body.map((m: { descricao: string }) => m.descricao),
    ).toEqual(['Substituição']);
    expect((await admin.get(`${MOTIVOS}?descricao=substituicao`)).body).toHaveLength(1);
    expect((await admin.get(`${MOTIVOS}?resumido=true`)).body).toEqual([
      { id: res.body.id, nome: 'Aumento de quadro' },
      { id: sub.id, nome: 'Substituição' },
    ]);
  });

  it.each([
    ['descricao absent', {}, 'descricao', 'Descrição é obrigatória'],
    ['descricao blank', { descricao: '  ' }, 'descricao', 'Descrição é obrigatória'],
    [
      'descricao of 101',
      { descricao: 'd'.repeat(101) },
      'descricao',
      'Descrição deve ter no máximo 100 caracteres.',
    ],
    [
      'turnover not boolean',
      { descricao: 'Motivo', turnover: 1 },
      'turnover',
      'Turnover: valor de tipo inválido.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await count('motivo_solicitacao');
    expectFieldError(await admin.post(MOTIVOS, body), field, message);
    expect(await count('motivo_solicitacao')).toBe(before);
  });
});

describe('captacao/areas-interesse', () => {
  let ti: number;
  let rh: number;
  let areaDaB: number;

  beforeAll(async () => {
    ti = (await created(admin, AREAS, { nome: 'Tecnologia' })).id;
    rh = (await created(admin, AREAS, { nome: 'Recursos Humanos' })).id;
    areaDaB = (await created(other, AREAS, { nome: 'Área da B' })).id;
  });

  it('creates trimmed with its organisational areas and observation', async () => {
    const res = await admin.post(AREAS_INTERESSE, {
      nome: ' Desenvolvimento ',
      areasOrganizacionais: [rh, ti, ti],
      observacao: 'Vagas de TI',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nome: 'Desenvolvimento',
      areasOrganizacionais: [ti, rh].sort((a, b) => a - b),
      observacao: 'Vagas de TI',
    });
    expect(await count('area_interesse_areas_organizacionais', `owner_id = ${res.body.id}`)).toBe(2);
    const upd = await admin.put(`${AREAS_INTERESSE}/${res.body.id}`, {
      nome: 'Desenvolvimento',
      areasOrganizacionais: [rh],
    });
    expect(upd.body.areasOrganizacionais).toEqual([rh]);
    expect(upd.body.observacao).toBeUndefined();
    const byArea = await admin.get(`${AREAS_INTERESSE}?areasOrganizacionaisIds=${rh}`);
    expect(byArea.body.map((a: { id: number }) => a.id)).toEqual([res.body.id]);
    expect((await admin.get(`${AREAS_INTERESSE}?areasOrganizacionaisIds=${ti}`)).body).toEqual([]);
  });

  it.each([
    ['nome absent', () => ({ areasOrganizacionais: [ti] }), 'nome', 'Nome é obrigatório'],
    ['nome blank', () => ({ nome: ' ', areasOrganizacionais: [ti] }), 'nome', 'Nome é obrigatório'],
    [
      'nome of 101',
      () => ({ nome: 'n'.repeat(101), areasOrganizacionais: [ti] }),
      'nome',
      'Nome deve ter no máximo 100 caracteres.',
    ],
    [
      'no area (absent)',
      () => ({ nome: 'Vendas' }),
      'areasOrganizacionais',
      'Selecione ao menos uma Área Organizacional',
    ],
    [
      'no area (empty)',
      () => ({ nome: 'Vendas', areasOrganizacionais: [] }),
      'areasOrganizacionais',
      'Selecione ao menos uma Área Organizacional',
    ],
    [
      'inexistent area',
      () => ({ nome: 'Vendas', areasOrganizacionais: [ti, 999999] }),
      'areasOrganizacionais',
      'Áreas Organizacionais: registro não encontrado.',
    ],
    [
      "another company's area",
      () => ({ nome: 'Vendas', areasOrganizacionais: [areaDaB] }),
      'areasOrganizacionais',
      'Áreas Organizacionais: registro não encontrado.',
    ],
    [
      'observacao of 256',
      () => ({ nome: 'Vendas', areasOrganizacionais: [ti], observacao: 'o'.repeat(256) }),
      'observacao',
      'Observação deve ter no máximo 255 caracteres.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = [await count('area_interesse'), await count('area_interesse_areas_organizacionais')];
    expectFieldError(await admin.post(AREAS_INTERESSE, body()), field, message);
    expect([await count('area_interesse'), await count('area_interesse_areas_organizacionais')]).toEqual(
      before,
    );
  });

  it('refuses to empty the areas on update, keeping the stored ones', async () => {
    const ai = await created(admin, AREAS_INTERESSE, { nome: 'Suporte', areasOrganizacionais: [ti, rh] });
    expectFieldError(
      await admin.put(`${AREAS_INTERESSE}/${ai.id}`, { nome: 'Suporte', areasOrganizacionais: [] }),
      'areasOrganizacionais',
      'Selecione ao menos uma Área Organizacional',
    );
    expectFieldError(
      await admin.put(`${AREAS_INTERESSE}/${ai.id}`, { nome: 'Suporte', areasOrganizacionais: [areaDaB] }),
      'areasOrganizacionais',
      'Áreas Organizacionais: registro não encontrado.',
    );
    expect((await admin.get(`${AREAS_INTERESSE}/${ai.id}`)).body.areasOrganizacionais).toEqual(
      [ti, rh].sort((a, b) => a - b),
    );
  });

  it('keeps an organisational area in use from being deleted', async () => {
    const res = await admin.del(`${AREAS}/${ti}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Não é possível excluir: Área Organizacional está em uso em Áreas de Interesse.',
    });
    expect(await count('area_organizacional', `id = ${ti}`)).toBe(1);
  });
});

describe('captacao/como-ficou-sabendo-vaga', () => {
  it('creates trimmed and lists by name', async () => {
    const res = await admin.post(COMO_SOUBE, { nome: '  Indicação de amigo ' });
    expect(res.status).toBe(201);
    // qtd and percentual are computed on read (candidates who came through the channel)
    expect(res.body).toEqual({ id: expect.any(Number), nome: 'Indicação de amigo', qtd: 0, percentual: 0 });
    await created(admin, COMO_SOUBE, { nome: 'LinkedIn' });
    const list = await admin.get(`${COMO_SOUBE}?page=0`);
    expect(list.body.content.map((c: { nome: string }) => c.nome)).toEqual([
      'Indicação de amigo',
      'LinkedIn',
    ]);
    expect((await admin.get(`${COMO_SOUBE}?nome=INDICACAO`)).body).toHaveLength(1);
  });

  it.each([
    ['nome absent', {}, 'nome', 'Nome é obrigatório'],
    ['nome blank', { nome: '\t  ' }, 'nome', 'Nome é obrigatório'],
    ['nome of 101', { nome: 'n'.repeat(101) }, 'nome', 'Nome deve ter no máximo 100 caracteres.'],
    ['an unknown field', { nome: 'Jornal', quantidade: 3 }, 'quantidade', 'Campo desconhecido: quantidade.'],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await count('como_ficou_sabendo_vaga');
    expectFieldError(await admin.post(COMO_SOUBE, body), field, message);
    expect(await count('como_ficou_sabendo_vaga')).toBe(before);
  });

  it('ignores the computed count sent by a client', async () => {
    const res = await admin.post(COMO_SOUBE, { nome: 'Jornal', qtd: 3, percentual: 50 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ nome: 'Jornal', qtd: 0, percentual: 0 });
  });
});

describe('tenant isolation of the recruitment registers', () => {
  const registers: [string, string, () => Record<string, unknown>, () => Record<string, unknown>][] = [
    [ETAPAS, 'etapa_seletiva', () => ({ ordem: 1, nome: 'Etapa B' }), () => ({ ordem: 2, nome: 'Tomada' })],
    [MOTIVOS, 'motivo_solicitacao', () => ({ descricao: 'Motivo B' }), () => ({ descricao: 'Tomado' })],
    [COMO_SOUBE, 'como_ficou_sabendo_vaga', () => ({ nome: 'Meio B' }), () => ({ nome: 'Tomado' })],
  ];

  it.each(registers)(
    "%s: another company's record is 404 on GET, PUT and DELETE and stays unchanged",
    async (path, table, mk, change) => {
      const theirs = await created(other, path, mk());
      expect((await admin.get(`${path}/${theirs.id}`)).status).toBe(404);
      expect((await admin.put(`${path}/${theirs.id}`, change())).status).toBe(404);
      expect((await admin.del(`${path}/${theirs.id}`)).status).toBe(404);
      expect(
        (await admin.get(`${path}?page=0&size=200`)).body.content.some(
          (x: { id: number }) => x.id === theirs.id,
        ),
      ).toBe(false);
      expect((await other.get(`${path}/${theirs.id}`)).body).toEqual(theirs);
      expect(await count(table, `id = ${theirs.id} AND empresa_id = ${otherEmpresaId}`)).toBe(1);
    },
  );

  it("areas-interesse: another company's record is 404 and unchanged", async () => {
    const area = await created(other, AREAS, { nome: 'Área B2' });
    const theirs = await created(other, AREAS_INTERESSE, {
      nome: 'Interesse B',
      areasOrganizacionais: [area.id],
    });
    const mine = await created(admin, AREAS, { nome: 'Minha Área' });
    expect((await admin.get(`${AREAS_INTERESSE}/${theirs.id}`)).status).toBe(404);
    expect(
      (
        await admin.put(`${AREAS_INTERESSE}/${theirs.id}`, {
          nome: 'Tomada',
          areasOrganizacionais: [mine.id],
        })
      ).status,
    ).toBe(404);
    expect((await admin.del(`${AREAS_INTERESSE}/${theirs.id}`)).status).toBe(404);
    expect((await other.get(`${AREAS_INTERESSE}/${theirs.id}`)).body).toEqual(theirs);
  });
});
