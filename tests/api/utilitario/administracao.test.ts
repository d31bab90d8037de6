// The administration model (docs/decisions.md, "Administração: instalação e empresas"): a company's
// administrator reaches only the users, profiles and settings of the companies it administers, grants only
// those companies and the authorities it holds, sets no one else's password, and every change is audited
// under each company it affects. The installation level (user id 1, ROLE_ADMIN_INSTALACAO) manages all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

/** another company does not exist for a company administrator, as a record of another company */
const NAO_ADMINISTRA = 'Empresas: registro não encontrado.';
const SENHA_DE_OUTRO =
  'Você não pode definir a senha de outro usuário: use "Enviar link de redefinição de senha" para que ele mesmo a defina.';
const PERFIL_INSTALACAO =
  'Este é um perfil da instalação (vale para todas as empresas): só o administrador da instalação pode alterá-lo ou excluí-lo.';
const USUARIO_FORA =
  'Este usuário pertence também a empresas que você não administra, ou tem permissões que você não tem: só o administrador da instalação pode alterá-lo.';

let t: TestApp;
let admin: Client;
/** companies 2 and 3, each with an administrator holding the 'Administrador' profile */
let b: Awaited<ReturnType<typeof createCompanyWithUser>>;
let c: Awaited<ReturnType<typeof createCompanyWithUser>>;
let perfilAdministrador: number;
let perfilUtilitario: number;
/** a company-2 user whose only authority is ROLE_UTILITARIO */
let util: Client;
let utilId: number;
let colegaId: number;

const row = async (table: string, id: number) =>
  JSON.stringify((await t.sql.query(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows);
const links = async (table: string, id: number) =>
  (await t.sql.query(`SELECT ref_id FROM ${table} WHERE owner_id = $1 ORDER BY ref_id`, [id])).rows.map(
    (r) => r.ref_id as number,
  );

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  b = await createCompanyWithUser(admin, 'Empresa B', '11144477735');
  c = await createCompanyWithUser(admin, 'Empresa C', '39053344705');
  perfilAdministrador = (await admin.get('/api/utilitario/perfis?nome=Administrador')).body[0].id;
  perfilUtilitario = (
    await created(admin, '/api/utilitario/perfis', {
      nome: 'Só utilitários',
      permissoes: ['ROLE_UTILITARIO'],
    })
  ).id;
  utilId = (
    await created(admin, '/api/utilitario/usuarios', {
      nome: 'Usuário Utilitário',
      cpf: '71428793860',
      senha: 'senha-utilitario',
      email: 'util@b.com.br',
      empresas: [b.empresaId],
      perfis: [perfilUtilitario],
    })
  ).id;
  colegaId = (
    await created(admin, '/api/utilitario/usuarios', {
      nome: 'Colega da B',
      cpf: '86288366757',
      senha: 'senha-da-colega',
      email: 'colega@b.com.br',
      empresas: [b.empresaId],
      perfis: [perfilUtilitario],
    })
  ).id;
  util = new Client(t.app);
  await util.login('71428793860', 'senha-utilitario', b.empresaId);
}, 120_000);
afterAll(() => t?.close());

describe('a company administrator', () => {
  it('cannot add another company or a profile of authorities it lacks to its own user', async () => {
    const before = [await row('usuario', utilId), await links('usuario_empresas', utilId)];
    const res = await util.put(`/api/utilitario/usuarios/${utilId}`, {
      nome: 'Usuário Utilitário',
      cpf: '71428793860',
      empresas: [b.empresaId, c.empresaId],
      perfis: [perfilAdministrador],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'empresas', message: NAO_ADMINISTRA }]);
    const perfis = await util.put(`/api/utilitario/usuarios/${utilId}`, {
      nome: 'Usuário Utilitário',
      cpf: '71428793860',
      empresas: [b.empresaId],
      perfis: [perfilAdministrador],
    });
    expect(perfis.status).toBe(400);
    expect(perfis.body.errors[0].field).toBe('perfis');
    expect(perfis.body.errors[0].message).toContain('Administrador');
    expect([await row('usuario', utilId), await links('usuario_empresas', utilId)]).toEqual(before);
    expect(await links('usuario_perfis', utilId)).toEqual([perfilUtilitario]);
  });

  it('does not see, edit or list the users of another company', async () => {
    const lista = await b.client.get('/api/utilitario/usuarios?page=0&size=200');
    const cpfs = lista.body.content.map((u: { cpf: string }) => u.cpf);
    expect(cpfs).toContain('71428793860');
    expect(cpfs).not.toContain('39053344705');
    expect(cpfs).not.toContain('52998224725'); // the installation administrator (company 1)
    expect(JSON.stringify((await b.client.get('/api/utilitario/usuarios')).body)).not.toContain(
      '39053344705',
    );
    expect((await b.client.get(`/api/utilitario/usuarios/${c.userId}`)).status).toBe(404);
    const before = await row('usuario', c.userId);
    const res = await b.client.put(`/api/utilitario/usuarios/${c.userId}`, {
      nome: 'Tomado',
      cpf: '39053344705',
      senha: 'nova-senha-tomada',
      empresas: [b.empresaId],
    });
    expect(res.status).toBe(404);
    expect((await b.client.del(`/api/utilitario/usuarios/${c.userId}`)).status).toBe(404);
    expect(await row('usuario', c.userId)).toBe(before);
  });

  it('cannot create a user inside another company', async () => {
    const n = await countRows(t, 'usuario');
    const res = await b.client.post('/api/utilitario/usuarios', {
      nome: 'Infiltrado',
      cpf: '15350946056',
      senha: 'senha-infiltrado',
      empresas: [c.empresaId],
      perfis: [perfilAdministrador],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'empresas', message: NAO_ADMINISTRA }]);
    expect(await countRows(t, 'usuario')).toBe(n);
  });

  it("sets no one else's password, but sends the user a reset link", async () => {
    const before = await row('usuario', colegaId);
    const res = await b.client.put(`/api/utilitario/usuarios/${colegaId}`, {
      nome: 'Colega da B',
      cpf: '86288366757',
      email: 'colega@b.com.br',
      senha: 'senha-escolhida-pelo-admin',
      empresas: [b.empresaId],
      perfis: [perfilUtilitario],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'senha', message: SENHA_DE_OUTRO }]);
    expect(await row('usuario', colegaId)).toBe(before);
    const jobs = () => countRows(t, 'pgboss.job', `name = 'senha.recuperacao'`);
    const queued = await jobs();
    const link = await b.client.post(`/api/utilitario/usuarios/${colegaId}/enviar-redefinicao-senha`, {});
    expect(link.status).toBe(200);
    expect(link.body.message).toBe(
      'Enviamos ao usuário um e-mail com o link para ele definir uma nova senha.',
    );
    expect(await jobs()).toBe(queued + 1);
    // nor for a user of another company
    expect(
      (await b.client.post(`/api/utilitario/usuarios/${c.userId}/enviar-redefinicao-senha`, {})).status,
    ).toBe(404);
    expect(await jobs()).toBe(queued + 1);
  });

  it('cannot change or deactivate a user holding authorities it lacks', async () => {
    const before = await row('usuario', b.userId);
    const res = await util.put(`/api/utilitario/usuarios/${b.userId}`, {
      nome: 'Usuário Empresa B',
      cpf: '11144477735',
      ativo: false,
      empresas: [b.empresaId],
      perfis: [perfilAdministrador],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(USUARIO_FORA);
    expect(await row('usuario', b.userId)).toBe(before);
  });

  it('sees only its companies and changes neither the identity of its own nor any other company', async () => {
    const empresas = await b.client.get('/api/utilitario/empresas');
    expect(empresas.body.map((e: { id: number }) => e.id)).toEqual([b.empresaId]);
    const before = await row('empresa', c.empresaId);
    expect((await b.client.put(`/api/utilitario/empresas/${c.empresaId}`, { nome: 'Tomada' })).status).toBe(
      404,
    );
    expect(await row('empresa', c.empresaId)).toBe(before);
    const cnpj = await b.client.put(`/api/utilitario/empresas/${b.empresaId}`, {
      nome: 'Empresa B',
      cnpj: '11222333000181',
    });
    expect(cnpj.status).toBe(400);
    expect(cnpj.body.errors[0].field).toBe('cnpj');
    const renamed = await b.client.put(`/api/utilitario/empresas/${b.empresaId}`, { nome: 'Empresa B Ltda' });
    expect(renamed.status).toBe(200);
    const n = await countRows(t, 'empresa');
    expect((await b.client.post('/api/utilitario/empresas', { nome: 'Nova' })).status).toBe(403);
    expect((await b.client.del(`/api/utilitario/empresas/${c.empresaId}`)).status).toBe(404);
    expect(await countRows(t, 'empresa')).toBe(n);
  });

  it("reads the installation's profiles without changing them, and manages its company's own", async () => {
    const before = await row('perfil', perfilUtilitario);
    const res = await b.client.put(`/api/utilitario/perfis/${perfilUtilitario}`, {
      nome: 'Só utilitários',
      permissoes: ['ROLE_UTILITARIO', 'ROLE_SST_SAUDE'],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PERFIL_INSTALACAO);
    expect(await row('perfil', perfilUtilitario)).toBe(before);
    const proprio = await created(b.client, '/api/utilitario/perfis', {
      nome: 'Recrutadora da B',
      permissoes: ['ROLE_CAPTACAO'],
    });
    expect(proprio.empresa.id).toBe(b.empresaId);
    const instalacao = await b.client.post('/api/utilitario/perfis', {
      nome: 'Dono de tudo',
      permissoes: ['ROLE_ADMIN_INSTALACAO'],
    });
    expect(instalacao.status).toBe(400);
    expect(instalacao.body.errors[0].field).toBe('permissoes');
    // the utilities-only user cannot give its company's profile an authority it lacks
    const maior = await util.put(`/api/utilitario/perfis/${proprio.id}`, {
      nome: 'Recrutadora da B',
      permissoes: ['ROLE_CAPTACAO', 'ROLE_UTILITARIO'],
    });
    expect(maior.status).toBe(403);
    // company C sees neither that profile nor can it grant it
    const perfisC = await c.client.get('/api/utilitario/perfis');
    expect(perfisC.body.map((p: { id: number }) => p.id)).not.toContain(proprio.id);
    const grant = await c.client.put(`/api/utilitario/usuarios/${c.userId}`, {
      nome: 'Usuário Empresa C',
      cpf: '39053344705',
      empresas: [c.empresaId],
      perfis: [perfilAdministrador, proprio.id],
    });
    expect(grant.status).toBe(400);
    expect(grant.body.errors[0].field).toBe('perfis');
  });
});

describe('the installation level', () => {
  it('moves a user between companies, audited under both', async () => {
    const moved = await admin.put(`/api/utilitario/usuarios/${colegaId}`, {
      nome: 'Colega da B',
      cpf: '86288366757',
      email: 'colega@b.com.br',
      empresas: [c.empresaId],
      perfis: [perfilUtilitario],
    });
    expect(moved.status).toBe(200);
    const query = `/api/utilitario/log?cadastro=utilitario/usuarios&registroId=${colegaId}&operacao=update`;
    for (const client of [b.client, c.client]) {
      const log = await client.get(query);
      expect(log.status).toBe(200);
      expect(log.body.totalElements).toBeGreaterThanOrEqual(1);
      expect(log.body.content[0].alteracoes).toContainEqual({
        campo: 'empresas',
        de: [b.empresaId],
        para: [c.empresaId],
      });
    }
    // no longer company B's: its administrator does not see it any more
    expect((await b.client.get(`/api/utilitario/usuarios/${colegaId}`)).status).toBe(404);
  });

  it('is granted by user id 1 and then manages every company', async () => {
    const perfil = await created(admin, '/api/utilitario/perfis', {
      nome: 'Instalação',
      permissoes: ['ROLE_ADMIN_INSTALACAO', 'ROLE_UTILITARIO'],
    });
    // a company administrator cannot grant it: it does not hold it
    const grant = await b.client.put(`/api/utilitario/usuarios/${b.userId}`, {
      nome: 'Usuário Empresa B',
      cpf: '11144477735',
      empresas: [b.empresaId],
      perfis: [perfilAdministrador, perfil.id],
    });
    expect(grant.status).toBe(400);
    const { id: opId } = await created(admin, '/api/utilitario/usuarios', {
      nome: 'Operadora da Instalação',
      cpf: '24843803057',
      senha: 'senha-instalacao',
      empresas: [b.empresaId],
      perfis: [perfil.id],
    });
    const op = new Client(t.app);
    await op.login('24843803057', 'senha-instalacao', b.empresaId);
    expect((await op.get(`/api/utilitario/usuarios/${c.userId}`)).status).toBe(200);
    const empresas = await op.get('/api/utilitario/empresas');
    expect(empresas.body.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([1, b.empresaId, c.empresaId]),
    );
    // and a company administrator cannot touch the installation operator
    const res = await b.client.put(`/api/utilitario/usuarios/${opId}`, {
      nome: 'Operadora',
      cpf: '24843803057',
      ativo: false,
      empresas: [b.empresaId],
      perfis: [perfil.id],
    });
    expect(res.status).toBe(403);
  });
});

describe("the user's employee, on the user's form", () => {
  it('links and unlinks the employee of the session company, refusing one linked to someone else', async () => {
    const talento = await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Talento Vinculável',
      dataAdmissao: '2020-01-01',
    });
    const user = await created(admin, '/api/utilitario/usuarios', {
      nome: 'Usuário com Talento',
      cpf: '15350946056',
      senha: 'senha-com-talento',
      empresas: [1],
      colaborador: { id: talento.id },
    });
    expect(user.colaborador).toEqual({ id: talento.id, nome: 'Talento Vinculável' });
    expect((await admin.get(`/api/cargo-salario/colaboradores/${talento.id}`)).body.usuario.id).toBe(user.id);
    const outro = await admin.post('/api/utilitario/usuarios', {
      nome: 'Outro Usuário',
      cpf: '04786515035',
      senha: 'senha-do-outro',
      empresas: [1],
      colaborador: { id: talento.id },
    });
    expect(outro.status).toBe(400);
    expect(outro.body.errors).toEqual([
      { field: 'colaborador', message: 'Este talento já está vinculado ao usuário Usuário com Talento.' },
    ]);
    expect(await countRows(t, 'usuario', `cpf = '04786515035'`)).toBe(0);
    const sem = await admin.put(`/api/utilitario/usuarios/${user.id}`, {
      nome: 'Usuário com Talento',
      cpf: '15350946056',
      empresas: [1],
    });
    expect(sem.status).toBe(200);
    expect(sem.body.colaborador).toBeUndefined();
    expect((await admin.get(`/api/cargo-salario/colaboradores/${talento.id}`)).body.usuario).toBeUndefined();
  });
});
