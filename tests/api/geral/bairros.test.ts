// geral/bairros: a global register (every company sees the same neighbourhoods), unique name per city. Any
// session reads it; adding needs ROLE_UTILITARIO; changing or removing one, the installation level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_BAIRRO_INSTALACAO } from '../../../src/server/modules/geral/messages.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const PATH = '/api/geral/bairros';
const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;
let t: TestApp;
let admin: Client;
let other: Client;
let recrutador: Client;
let instalacao: Client;

const count = async (where = 'TRUE') =>
  Number((await t.sql.query(`SELECT count(*) FROM bairro WHERE ${where}`)).rows[0].count);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Outra Empresa', '11144477735'));
  /** a user of company 1 whose profile has only the given authorities */
  const usuario = async (cpf: string, permissoes: string[]) => {
    const perfil = await created(admin, '/api/utilitario/perfis', { nome: `Perfil ${cpf}`, permissoes });
    await created(admin, '/api/utilitario/usuarios', {
      nome: `Usuário ${cpf}`,
      cpf,
      senha: 'senha-de-teste-1',
      empresas: [1],
      perfis: [perfil.id],
    });
    const c = new Client(t.app);
    await c.login(cpf, 'senha-de-teste-1', 1);
    return c;
  };
  recrutador = await usuario('86288366757', ['ROLE_CAPTACAO']);
  instalacao = await usuario('12345678909', ['ROLE_UTILITARIO', 'ROLE_ADMIN_INSTALACAO']);
});
afterAll(async () => t?.close());

describe('geral/bairros', () => {
  it('creates with the name trimmed and answers the city with its name', async () => {
    const res = await admin.post(PATH, { nome: '  Vila Mariana  ', cidade: { id: SAO_PAULO } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nome: 'Vila Mariana',
      rotulo: 'Vila Mariana – São Paulo/SP',
      cidade: { id: SAO_PAULO, nome: 'São Paulo', rotulo: 'São Paulo/SP' },
    });
    expect(
      (await t.sql.query('SELECT nome, cidade_id FROM bairro WHERE id = $1', [res.body.id])).rows[0],
    ).toEqual({
      nome: 'Vila Mariana',
      cidade_id: SAO_PAULO,
    });
    expect((await admin.get(`${PATH}/${res.body.id}`)).body).toEqual(res.body);
  });

  it.each([
    ['nome absent', { cidade: { id: SAO_PAULO } }, 'nome', 'Nome é obrigatório'],
    ['nome only spaces', { nome: '    ', cidade: { id: SAO_PAULO } }, 'nome', 'Nome é obrigatório'],
    ['nome empty', { nome: '', cidade: { id: SAO_PAULO } }, 'nome', 'Nome é obrigatório'],
    [
      'nome too long',
      { nome: 'x'.repeat(101), cidade: { id: SAO_PAULO } },
      'nome',
      'Nome deve ter no máximo 100 caracteres.',
    ],
    ['cidade absent', { nome: 'Centro' }, 'cidade', 'Cidade é obrigatória'],
    ['cidade null', { nome: 'Centro', cidade: null }, 'cidade', 'Cidade é obrigatória'],
    [
      'cidade inexistent',
      { nome: 'Centro', cidade: { id: 1 } },
      'cidade',
      'Cidade: registro não encontrado.',
    ],
    [
      'unknown property',
      { nome: 'Centro', cidade: { id: SAO_PAULO }, uf: 35 },
      'uf',
      'Campo desconhecido: uf.',
    ],
  ])('refuses %s and stores nothing', async (_case, body, field, message) => {
    const before = await count();
    expectFieldError(await admin.post(PATH, body), field, message);
    expect(await count()).toBe(before);
  });

  it('accepts 100 characters', async () => {
    const res = await admin.post(PATH, { nome: 'b'.repeat(100), cidade: { id: CAMPINAS } });
    expect(res.status).toBe(201);
    expect(res.body.nome).toHaveLength(100);
  });

  it('refuses a second neighbourhood of the same name in the same city (accent- and case-insensitively)', async () => {
    await admin.post(PATH, { nome: 'Jardim América', cidade: { id: SAO_PAULO } });
    const before = await count();
    for (const nome of ['Jardim América', 'jardim america', ' JARDIM AMÉRICA ']) {
      expectFieldError(
        await admin.post(PATH, { nome, cidade: { id: SAO_PAULO } }),
        'nome',
        'Já existe um bairro com este nome nesta cidade.',
      );
    }
    expect(await count()).toBe(before);
    // the same name in another city is another neighbourhood
    const campinas = await admin.post(PATH, { nome: 'Jardim América', cidade: { id: CAMPINAS } });
    expect(campinas.status).toBe(201);
    // renaming onto an existing name is refused too, and the record keeps its name
    const res = await admin.put(`${PATH}/${campinas.body.id}`, {
      nome: 'Jardim América',
      cidade: { id: SAO_PAULO },
    });
    expectFieldError(res, 'nome', 'Já existe um bairro com este nome nesta cidade.');
    expect(
      (await t.sql.query('SELECT cidade_id FROM bairro WHERE id = $1', [campinas.body.id])).rows[0].cidade_id,
    ).toBe(CAMPINAS);
  });

  it('updates (trimmed), validates the update and deletes', async () => {
    const created = await admin.post(PATH, { nome: 'Moema', cidade: { id: SAO_PAULO } });
    const id = created.body.id;
    const upd = await admin.put(`${PATH}/${id}`, { nome: ' Moema Pássaros ', cidade: { id: SAO_PAULO } });
    expect(upd.status).toBe(200);
    expect(upd.body.nome).toBe('Moema Pássaros');
    expectFieldError(
      await admin.put(`${PATH}/${id}`, { nome: '  ', cidade: { id: SAO_PAULO } }),
      'nome',
      'Nome é obrigatório',
    );
    expectFieldError(
      await admin.put(`${PATH}/${id}`, { nome: 'Moema', cidade: { id: 999 } }),
      'cidade',
      'Cidade: registro não encontrado.',
    );
    expect((await t.sql.query('SELECT nome, cidade_id FROM bairro WHERE id = $1', [id])).rows[0]).toEqual({
      nome: 'Moema Pássaros',
      cidade_id: SAO_PAULO,
    });
    expect((await admin.del(`${PATH}/${id}`)).status).toBe(204);
    expect(await count(`id = ${id}`)).toBe(0);
    expect((await admin.get(`${PATH}/${id}`)).status).toBe(404);
  });

  it('filters by name (accent-insensitive) and by city', async () => {
    await admin.post(PATH, { nome: 'Consolação', cidade: { id: SAO_PAULO } });
    const byName = await admin.get(`${PATH}?page=0&nome=consolacao`);
    expect(byName.body.content.map((b: { nome: string }) => b.nome)).toEqual(['Consolação']);
    const byCity = await admin.get(`${PATH}?page=0&size=50&cidade=${CAMPINAS}`);
    expect(byCity.body.content.every((b: { cidade: { id: number } }) => b.cidade.id === CAMPINAS)).toBe(true);
    expect(byCity.body.totalElements).toBe(await count(`cidade_id = ${CAMPINAS}`));
  });

  it('is shared by every company (global register)', async () => {
    const mine = await other.post(PATH, { nome: 'Bela Vista', cidade: { id: SAO_PAULO } });
    expect(mine.status).toBe(201);
    expect((await admin.get(`${PATH}/${mine.body.id}`)).body).toMatchObject({ nome: 'Bela Vista' });
    const list = await other.get(`${PATH}?nome=vila%20mariana`);
    expect(list.body.map((b: { nome: string }) => b.nome)).toEqual(['Vila Mariana']);
  });
});

describe('who changes the shared neighbourhoods', () => {
  const NAO_AUTORIZADO = { status: 403, code: 'FORBIDDEN', message: 'Não autorizado.' };
  const SO_INSTALACAO = { status: 403, code: 'FORBIDDEN', message: MSG_BAIRRO_INSTALACAO };
  const linha = async (id: number) =>
    (await t.sql.query('SELECT nome, cidade_id FROM bairro WHERE id = $1', [id])).rows[0];

  it('any staff session reads them (address pickers); adding one needs ROLE_UTILITARIO', async () => {
    const centro = await created(admin, PATH, { nome: 'Centro Histórico', cidade: { id: SAO_PAULO } });
    expect((await recrutador.get(`${PATH}?nome=centro%20historico`)).body).toEqual([
      {
        id: centro.id,
        nome: 'Centro Histórico',
        rotulo: 'Centro Histórico – São Paulo/SP',
        cidade: { id: SAO_PAULO, nome: 'São Paulo', rotulo: 'São Paulo/SP' },
      },
    ]);
    expect((await recrutador.get(`${PATH}/${centro.id}`)).status).toBe(200);
    const before = await count();
    const res = await recrutador.post(PATH, { nome: 'Liberdade', cidade: { id: SAO_PAULO } });
    expect(res).toMatchObject({ status: 403, body: NAO_AUTORIZADO });
    expect(await count()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it("another company's administrator adds one but neither renames nor deletes it; nothing changes", async () => {
    const proprio = await created(other, PATH, { nome: 'Brás', cidade: { id: SAO_PAULO } });
    const alheio = await created(admin, PATH, { nome: 'Pari', cidade: { id: SAO_PAULO } });
    for (const id of [proprio.id, alheio.id]) {
      const antes = await linha(id);
      const put = await other.put(`${PATH}/${id}`, { nome: 'Renomeado', cidade: { id: CAMPINAS } });
      expect(put).toMatchObject({ status: 403, body: SO_INSTALACAO });
      expect((await other.del(`${PATH}/${id}`)).body).toEqual(SO_INSTALACAO);
      expect(await linha(id)).toEqual(antes);
    }
    // a user without ROLE_UTILITARIO does not reach the installation check at all
    expect(
      (await recrutador.put(`${PATH}/${alheio.id}`, { nome: 'X', cidade: { id: SAO_PAULO } })).body,
    ).toEqual(NAO_AUTORIZADO);
    expect((await recrutador.del(`${PATH}/${alheio.id}`)).body).toEqual(NAO_AUTORIZADO);
    expect(await linha(alheio.id)).toEqual({ nome: 'Pari', cidade_id: SAO_PAULO });
  });

  it('the installation level (user id 1 or ROLE_ADMIN_INSTALACAO) renames and deletes', async () => {
    const b = await created(other, PATH, { nome: 'Cambuci', cidade: { id: SAO_PAULO } });
    const put = await instalacao.put(`${PATH}/${b.id}`, { nome: 'Cambuci Velho', cidade: { id: SAO_PAULO } });
    expect(put.status).toBe(200);
    expect(await linha(b.id)).toEqual({ nome: 'Cambuci Velho', cidade_id: SAO_PAULO });
    expect((await instalacao.del(`${PATH}/${b.id}`)).status).toBe(204);
    expect(await count(`id = ${b.id}`)).toBe(0);
  });
});
