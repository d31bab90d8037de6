// cargo-salario/areas-organizacionais: tree rules (spec §4), hierarchy description, subtree filter, tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/areas-organizacionais';
let t: TestApp;
let admin: Client;
let other: Client;
let otherEmpresaId: number;

const count = async (where = 'TRUE') =>
  Number((await t.sql.query(`SELECT count(*) FROM area_organizacional WHERE ${where}`)).rows[0].count);
const row = async (id: number) =>
  (await t.sql.query('SELECT nome, ativo, area_mae_id FROM area_organizacional WHERE id = $1', [id])).rows[0];

async function area(nome: string, over: Record<string, unknown> = {}, client = admin): Promise<number> {
  const res = await client.post(PATH, { nome, ...over });
  if (res.status !== 201) throw new Error(`área ${nome}: ${JSON.stringify(res.body)}`);
  return res.body.id;
}
const mae = (id: number) => ({ areaMae: { id } });

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

describe('fields and validation', () => {
  it('creates with defaults, trimmed name and every optional field', async () => {
    const res = await admin.post(PATH, {
      nome: '  Recursos Humanos  ',
      email: 'rh@empresa.com.br',
      emailsNotificacoes: ['gestor@empresa.com.br', 'dp@empresa.com.br'],
      codigoAC: '001',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nome: 'Recursos Humanos',
      rotulo: 'Recursos Humanos',
      descricaoHierarquia: 'Recursos Humanos',
      ativo: true,
      exibirOrganograma: true,
      email: 'rh@empresa.com.br',
      emailsNotificacoes: ['gestor@empresa.com.br', 'dp@empresa.com.br'],
      codigoAC: '001',
      responsaveis: [],
      coResponsaveis: [],
      replicarResponsaveisParaAreasFilhas: false,
      replicarCorresponsaveisParaAreasFilhas: false,
    });
    expect(await row(res.body.id)).toEqual({ nome: 'Recursos Humanos', ativo: true, area_mae_id: null });
  });

  it.each([
    ['nome absent', {}, 'nome', 'Descrição é obrigatória'],
    ['nome blank', { nome: '   ' }, 'nome', 'Descrição é obrigatória'],
    ['nome of 61', { nome: 'd'.repeat(61) }, 'nome', 'Descrição deve ter no máximo 60 caracteres.'],
    ['invalid e-mail', { nome: 'Área', email: 'rh@' }, 'email', 'E-mail inválido.'],
    [
      'invalid notification e-mail',
      { nome: 'Área', emailsNotificacoes: ['ok@empresa.com', 'sem-arroba'] },
      'emailsNotificacoes.1',
      'E-mail inválido.',
    ],
    [
      'empty notification e-mail',
      { nome: 'Área', emailsNotificacoes: [''] },
      'emailsNotificacoes.0',
      'E-mail inválido.',
    ],
    [
      'codigoAC of 13',
      { nome: 'Área', codigoAC: '1234567890123' },
      'codigoAC',
      'Código no Sistema de Pessoal deve ter no máximo 12 caracteres.',
    ],
    [
      'inexistent parent',
      { nome: 'Área', areaMae: { id: 999999 } },
      'areaMae',
      'Área Mãe: registro não encontrado.',
    ],
    ['non-boolean ativo', { nome: 'Área', ativo: 'sim' }, 'ativo', 'Ativo: valor de tipo inválido.'],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await count();
    expectFieldError(await admin.post(PATH, body), field, message);
    expect(await count()).toBe(before);
  });

  it('accepts 60 characters and ignores a hierarchy sent by the client', async () => {
    const res = await admin.post(PATH, { nome: 'd'.repeat(60), descricaoHierarquia: 'inventada' });
    expect(res.status).toBe(201);
    expect(res.body.descricaoHierarquia).toBe('d'.repeat(60));
  });
});

describe('hierarchy description and subtree filter', () => {
  let diretoria: number;
  let comercial: number;
  let vendas: number;
  let ti: number;
  let avulsa: number;

  beforeAll(async () => {
    diretoria = await area('Diretoria');
    comercial = await area('Comercial', mae(diretoria));
    vendas = await area('Vendas', mae(comercial));
    ti = await area('TI', mae(diretoria));
    avulsa = await area('Avulsa');
  });

  it("answers 'Mãe > Filha > Neta' on create, read and list", async () => {
    const neta = await admin.post(PATH, { nome: 'Vendas Externas', ...mae(vendas) });
    expect(neta.body).toMatchObject({
      nome: 'Vendas Externas',
      areaMae: { id: vendas, nome: 'Vendas' },
      descricaoHierarquia: 'Diretoria > Comercial > Vendas > Vendas Externas',
    });
    expect((await admin.get(`${PATH}/${vendas}`)).body.descricaoHierarquia).toBe(
      'Diretoria > Comercial > Vendas',
    );
    const list = await admin.get(`${PATH}?page=0&size=100`);
    const byId = new Map(
      list.body.content.map((a: { id: number; descricaoHierarquia: string }) => [
        a.id,
        a.descricaoHierarquia,
      ]),
    );
    expect(byId.get(diretoria)).toBe('Diretoria');
    expect(byId.get(comercial)).toBe('Diretoria > Comercial');
    expect(byId.get(ti)).toBe('Diretoria > TI');
    expect(byId.get(avulsa)).toBe('Avulsa');
    const unpaged = await admin.get(`${PATH}?nome=vendas%20externas`);
    expect(unpaged.body[0].descricaoHierarquia).toBe('Diretoria > Comercial > Vendas > Vendas Externas');
  });

  it('follows renames and moves, including in the answer of the write itself', async () => {
    const renamed = await admin.put(`${PATH}/${comercial}`, {
      nome: 'Comercial e Marketing',
      ...mae(diretoria),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.descricaoHierarquia).toBe('Diretoria > Comercial e Marketing');
    expect((await admin.get(`${PATH}/${vendas}`)).body.descricaoHierarquia).toBe(
      'Diretoria > Comercial e Marketing > Vendas',
    );
    const moved = await admin.put(`${PATH}/${ti}`, { nome: 'TI', ...mae(avulsa) });
    expect(moved.body.descricaoHierarquia).toBe('Avulsa > TI');
    const back = await admin.put(`${PATH}/${ti}`, { nome: 'TI', ...mae(diretoria) });
    expect(back.body.descricaoHierarquia).toBe('Diretoria > TI');
  });

  it('filters by areasIds: the selected areas and everything below them', async () => {
    const ids = async (q: string) =>
      (await admin.get(`${PATH}?${q}`)).body
        .map((a: { id: number }) => a.id)
        .sort((a: number, b: number) => a - b);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const sub = await ids(`areasIds=${comercial}`);
    expect(sub).toEqual(expect.arrayContaining([vendas]));
    expect(sub).not.toContain(diretoria);
    expect(sub).not.toContain(ti);
    expect(sub).not.toContain(avulsa);
    expect(sub).toContain(comercial);
    const all = await ids(`areasIds=${diretoria},${avulsa}`);
    expect(all).toEqual(expect.arrayContaining(sorted([diretoria, comercial, vendas, ti, avulsa])));
    expect((await admin.get(`${PATH}?areasIds=x`)).status).toBe(400);
  });

  it('filters by name and status', async () => {
    const inativa = await area('Setor Inativo', { ativo: false });
    const res = await admin.get(`${PATH}?ativo=false`);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([inativa]);
    expect((await admin.get(`${PATH}?nome=DIRET`)).body.map((a: { nome: string }) => a.nome)).toEqual([
      'Diretoria',
    ]);
  });
});

describe('activation rules (spec §4)', () => {
  it('refuses a new active area under an inactive parent; an inactive one is fine', async () => {
    const maeInativa = await area('Mãe Inativa', { ativo: false });
    const before = await count();
    expectFieldError(
      await admin.post(PATH, { nome: 'Filha', ...mae(maeInativa) }),
      'ativo',
      'Não é possível ativar a área: a área mãe está inativa.',
    );
    expectFieldError(
      await admin.post(PATH, { nome: 'Filha', ativo: true, ...mae(maeInativa) }),
      'ativo',
      'Não é possível ativar a área: a área mãe está inativa.',
    );
    expect(await count()).toBe(before);
    const filha = await admin.post(PATH, { nome: 'Filha', ativo: false, ...mae(maeInativa) });
    expect(filha.status).toBe(201);
    expect(filha.body.ativo).toBe(false);
  });

  it('refuses to activate an area whose parent is inactive', async () => {
    const maeInativa = await area('Mãe Fechada', { ativo: false });
    const filha = await area('Filha Fechada', { ativo: false, ...mae(maeInativa) });
    expectFieldError(
      await admin.put(`${PATH}/${filha}`, { nome: 'Filha Fechada', ativo: true, ...mae(maeInativa) }),
      'ativo',
      'Não é possível ativar a área: a área mãe está inativa.',
    );
    expect(await row(filha)).toEqual({ nome: 'Filha Fechada', ativo: false, area_mae_id: maeInativa });
    // once the parent is active again, the child can be activated
    expect((await admin.put(`${PATH}/${maeInativa}`, { nome: 'Mãe Fechada', ativo: true })).status).toBe(200);
    const ok = await admin.put(`${PATH}/${filha}`, {
      nome: 'Filha Fechada',
      ativo: true,
      ...mae(maeInativa),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.ativo).toBe(true);
  });

  it('refuses to deactivate an area with active children', async () => {
    const pai = await area('Operações');
    const filho = await area('Logística', mae(pai));
    await area('Frota', { ativo: false, ...mae(pai) });
    expectFieldError(
      await admin.put(`${PATH}/${pai}`, { nome: 'Operações', ativo: false }),
      'ativo',
      'Não é possível inativar a área: existem áreas filhas ativas.',
    );
    expect(await row(pai)).toEqual({ nome: 'Operações', ativo: true, area_mae_id: null });
    // children first, then the parent
    expect(
      (await admin.put(`${PATH}/${filho}`, { nome: 'Logística', ativo: false, ...mae(pai) })).status,
    ).toBe(200);
    const ok = await admin.put(`${PATH}/${pai}`, { nome: 'Operações', ativo: false });
    expect(ok.status).toBe(200);
    expect(ok.body.ativo).toBe(false);
    // and an inactive area can be renamed while staying inactive under an inactive parent
    const renamed = await admin.put(`${PATH}/${filho}`, {
      nome: 'Logística Reversa',
      ativo: false,
      ...mae(pai),
    });
    expect(renamed.status).toBe(200);
  });

  it('refuses to deactivate an area whose parent is inactive (status frozen under an inactive parent)', async () => {
    const pai = await area('Pai Inconsistente');
    const filho = await area('Filho Ativo', mae(pai));
    // data from before these rules (e.g. an import): an active child under an inactive parent
    await t.sql.query('UPDATE area_organizacional SET ativo = false WHERE id = $1', [pai]);
    expectFieldError(
      await admin.put(`${PATH}/${filho}`, { nome: 'Filho Ativo', ativo: false, ...mae(pai) }),
      'ativo',
      'Não é possível inativar a área: a área mãe está inativa.',
    );
    expect(await row(filho)).toEqual({ nome: 'Filho Ativo', ativo: true, area_mae_id: pai });
  });

  it('refuses to move an active area under an inactive parent', async () => {
    const inativa = await area('Destino Inativo', { ativo: false });
    const ativa = await area('Área Móvel');
    expectFieldError(
      await admin.put(`${PATH}/${ativa}`, { nome: 'Área Móvel', ...mae(inativa) }),
      'areaMae',
      'Não é possível vincular uma área ativa a uma área mãe inativa.',
    );
    expect(await row(ativa)).toEqual({ nome: 'Área Móvel', ativo: true, area_mae_id: null });
    // moving it inactive is allowed
    const ok = await admin.put(`${PATH}/${ativa}`, { nome: 'Área Móvel', ativo: false, ...mae(inativa) });
    expect(ok.status).toBe(200);
  });
});

describe('tree rules', () => {
  it('refuses an area as its own parent or under one of its descendants', async () => {
    const a = await area('Raiz Ciclo');
    const b = await area('Meio Ciclo', mae(a));
    const c = await area('Folha Ciclo', mae(b));
    expectFieldError(
      await admin.put(`${PATH}/${a}`, { nome: 'Raiz Ciclo', ...mae(a) }),
      'areaMae',
      'Uma área não pode ser a sua própria área mãe.',
    );
    expectFieldError(
      await admin.put(`${PATH}/${a}`, { nome: 'Raiz Ciclo', ...mae(c) }),
      'areaMae',
      'A área mãe não pode ser uma área subordinada a esta área.',
    );
    expectFieldError(
      await admin.put(`${PATH}/${a}`, { nome: 'Raiz Ciclo', ...mae(b) }),
      'areaMae',
      'A área mãe não pode ser uma área subordinada a esta área.',
    );
    expect(await row(a)).toEqual({ nome: 'Raiz Ciclo', ativo: true, area_mae_id: null });
    expect((await admin.get(`${PATH}/${c}`)).body.descricaoHierarquia).toBe(
      'Raiz Ciclo > Meio Ciclo > Folha Ciclo',
    );
    // moving a leaf elsewhere in the same tree is fine
    const ok = await admin.put(`${PATH}/${c}`, { nome: 'Folha Ciclo', ...mae(a) });
    expect(ok.body.descricaoHierarquia).toBe('Raiz Ciclo > Folha Ciclo');
  });

  it('refuses to change the parent while the company is integrated with the payroll system', async () => {
    const a = await area('Integrada A');
    const b = await area('Integrada B');
    const c = await area('Integrada C', mae(a));
    await t.sql.query('UPDATE empresa SET ac_integra = true WHERE id = 1');
    try {
      const msg = 'A área mãe não pode ser alterada: a empresa está integrada ao sistema de pessoal.';
      expectFieldError(await admin.put(`${PATH}/${c}`, { nome: 'Integrada C', ...mae(b) }), 'areaMae', msg);
      expectFieldError(await admin.put(`${PATH}/${c}`, { nome: 'Integrada C' }), 'areaMae', msg);
      expectFieldError(await admin.put(`${PATH}/${b}`, { nome: 'Integrada B', ...mae(a) }), 'areaMae', msg);
      expect(await row(c)).toEqual({ nome: 'Integrada C', ativo: true, area_mae_id: a });
      expect(await row(b)).toEqual({ nome: 'Integrada B', ativo: true, area_mae_id: null });
      // the other fields stay editable
      const renamed = await admin.put(`${PATH}/${c}`, { nome: 'Integrada C2', ...mae(a) });
      expect(renamed.status).toBe(200);
      expect(renamed.body.nome).toBe('Integrada C2');
    } finally {
      await t.sql.query('UPDATE empresa SET ac_integra = false WHERE id = 1');
    }
  });

  it('refuses to delete an area with child areas; deletes a leaf', async () => {
    const a = await area('Apagar Mãe');
    const b = await area('Apagar Filha', mae(a));
    const res = await admin.del(`${PATH}/${a}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Não é possível excluir a área: existem áreas filhas vinculadas a ela.',
    });
    expect(await count(`id = ${a}`)).toBe(1);
    expect((await admin.del(`${PATH}/${b}`)).status).toBe(204);
    expect((await admin.del(`${PATH}/${a}`)).status).toBe(204);
    expect(await count(`id IN (${a}, ${b})`)).toBe(0);
  });
});

describe('tenant isolation', () => {
  let theirs: number;
  let theirChild: number;

  beforeAll(async () => {
    theirs = await area('Área da B', {}, other);
    theirChild = await area('Filha da B', mae(theirs), other);
  });

  it("answers 404 for another company's area on GET, PUT and DELETE, and changes nothing", async () => {
    expect((await admin.get(`${PATH}/${theirs}`)).status).toBe(404);
    expect((await admin.put(`${PATH}/${theirs}`, { nome: 'Tomada', ativo: false })).status).toBe(404);
    expect((await admin.del(`${PATH}/${theirChild}`)).status).toBe(404);
    expect(await row(theirs)).toEqual({ nome: 'Área da B', ativo: true, area_mae_id: null });
    expect(await count(`id = ${theirChild}`)).toBe(1);
    const mine = await admin.get(`${PATH}?page=0&size=200`);
    expect(mine.body.content.some((a: { id: number }) => a.id === theirs || a.id === theirChild)).toBe(false);
    expect((await admin.get(`${PATH}?areasIds=${theirs}`)).body).toEqual([]);
    expect((await other.get(`${PATH}/${theirChild}`)).body.descricaoHierarquia).toBe(
      'Área da B > Filha da B',
    );
  });

  it("refuses another company's area as parent (400 on areaMae) and stores nothing", async () => {
    const before = await count();
    expectFieldError(
      await admin.post(PATH, { nome: 'Intrusa', ...mae(theirs) }),
      'areaMae',
      'Área Mãe: registro não encontrado.',
    );
    expect(await count()).toBe(before);
    const mine = await area('Minha');
    expectFieldError(
      await admin.put(`${PATH}/${mine}`, { nome: 'Minha', ...mae(theirs) }),
      'areaMae',
      'Área Mãe: registro não encontrado.',
    );
    expect(await row(mine)).toEqual({ nome: 'Minha', ativo: true, area_mae_id: null });
    expect(await count(`empresa_id = ${otherEmpresaId}`)).toBe(2);
  });

  it('needs a session and ROLE_CARGO_SALARIO', async () => {
    expect((await new Client(t.app).get(`${PATH}?page=0`)).status).toBe(401);
    const perfil = await admin.post('/api/utilitario/perfis', {
      nome: 'Só Captação',
      permissoes: ['ROLE_CAPTACAO'],
    });
    const user = await admin.post('/api/utilitario/usuarios', {
      nome: 'Recrutadora',
      cpf: '39053344705',
      senha: 'senha-recrutadora-1',
      empresas: [1],
      perfis: [perfil.body.id],
    });
    expect(user.status).toBe(201);
    const recrutadora = new Client(t.app);
    await recrutadora.login('39053344705', 'senha-recrutadora-1', 1);
    const before = await count();
    expect((await recrutadora.get(`${PATH}?page=0`)).body).toMatchObject({
      status: 403,
      message: 'Não autorizado.',
    });
    expect((await recrutadora.post(PATH, { nome: 'Sem Permissão' })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
