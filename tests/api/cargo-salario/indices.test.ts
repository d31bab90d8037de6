// cargo-salario/indices: fields and §5 rules with their messages (nothing stored on refusal), the dated
// history (one entry per date, stored oldest first, still covering the dates it is used from), deletion
// of an index in use, tenant scope and authority.
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

const PATH = '/api/cargo-salario/indices';
const FAIXAS = '/api/cargo-salario/faixas-salariais';
let t: TestApp;
let admin: Client;
let other: Client;

const count = async (table: string, where = 'TRUE') => countRows(t, table, where);
const counts = async () => [await count('indice'), await count('indice_historico')];

const hist = (data: string, valor: number) => ({ data, valor });

/** A job (with its area) and a range of it by index `indiceId` from `data`. */
async function rangeByIndex(indiceId: number, data: string): Promise<number> {
  const area = await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: `Área ${data}` });
  const cargo = await created(admin, '/api/cargo-salario/cargos', {
    nome: `Cargo ${data}`,
    nomeMercado: 'Mercado',
    areasOrganizacionais: [area.id],
  });
  const faixa = await created(admin, FAIXAS, {
    cargo: { id: cargo.id },
    nome: 'Faixa A',
    codigoCBO: '252105',
    historico: [{ data, tipo: 2, indice: { id: indiceId }, quantidade: 2 }],
  });
  return faixa.id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
});
afterAll(async () => t?.close());

describe('fields and validation', () => {
  it('creates trimmed, with the history stored oldest first', async () => {
    const res = await admin.post(PATH, {
      nome: '  Salário Mínimo  ',
      grupoAC: ' 001 ',
      historico: [hist('2026-01-01', 1518), hist('2025-01-01', 1412.5)],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nome: 'Salário Mínimo',
      grupoAC: '001',
      historico: [
        { id: expect.any(Number), data: '2025-01-01', valor: 1412.5 },
        { id: expect.any(Number), data: '2026-01-01', valor: 1518 },
      ],
    });
    const stored = await t.sql.query(
      'SELECT data, valor::text AS valor, posicao FROM indice_historico WHERE owner_id = $1 ORDER BY posicao',
      [res.body.id],
    );
    expect(stored.rows).toEqual([
      { data: '2025-01-01', valor: '1412.5', posicao: 0 },
      { data: '2026-01-01', valor: '1518', posicao: 1 },
    ]);
    // lists carry no history (children come only with the record)
    const list = await admin.get(`${PATH}?nome=salario%20minimo`);
    expect(list.body).toEqual([{ id: res.body.id, nome: 'Salário Mínimo', grupoAC: '001' }]);
  });

  const ok = [hist('2026-01-01', 100)];
  it.each([
    ['nome absent', { historico: ok }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
    ['nome blank', { nome: '   ', historico: ok }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
    [
      'nome of 41',
      { nome: 'n'.repeat(41), historico: ok },
      [{ field: 'nome', message: 'Nome deve ter no máximo 40 caracteres.' }],
    ],
    [
      'grupoAC of 13',
      { nome: 'Índice', grupoAC: '1'.repeat(13), historico: ok },
      [{ field: 'grupoAC', message: 'Grupo no Sistema de Pessoal deve ter no máximo 12 caracteres.' }],
    ],
    ['history absent', { nome: 'Índice' }, [{ field: 'historico', message: 'Histórico é obrigatório' }]],
    [
      'history empty',
      { nome: 'Índice', historico: [] },
      [{ field: 'historico', message: 'Informe ao menos um histórico do índice.' }],
    ],
    [
      'history date absent',
      { nome: 'Índice', historico: [{ valor: 100 }] },
      [{ field: 'historico.0.data', message: 'Data é obrigatória' }],
    ],
    [
      'history date invalid',
      { nome: 'Índice', historico: [hist('2026-02-30', 100)] },
      [{ field: 'historico.0.data', message: 'Data inválida.' }],
    ],
    [
      'history value absent',
      { nome: 'Índice', historico: [{ data: '2026-01-01' }] },
      [{ field: 'historico.0.valor', message: 'Valor é obrigatório' }],
    ],
    [
      'history value below 1',
      { nome: 'Índice', historico: [hist('2026-01-01', 0.99)] },
      [{ field: 'historico.0.valor', message: 'Valor deve ser maior ou igual a 1.' }],
    ],
    [
      'history value with 3 decimals',
      { nome: 'Índice', historico: [hist('2026-01-01', 1.005)] },
      [{ field: 'historico.0.valor', message: 'Valor: número de casas decimais inválido.' }],
    ],
    [
      'two entries on one date',
      {
        nome: 'Índice',
        historico: [hist('2026-01-01', 100), hist('2026-02-01', 110), hist('2026-01-01', 120)],
      },
      [{ field: 'historico.2.data', message: 'Já existe um histórico nesta data.' }],
    ],
  ])('refuses %s and stores nothing', async (_c, body, errors) => {
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, body), errors);
    expect(await counts()).toEqual(before);
  });

  it('accepts 40 characters and value 1', async () => {
    const res = await admin.post(PATH, { nome: 'n'.repeat(40), historico: [hist('2026-01-01', 1)] });
    expect(res.status).toBe(201);
  });
});

describe('update', () => {
  it('keeps, changes, adds and removes history entries', async () => {
    const idx = await created(admin, PATH, {
      nome: 'INPC',
      historico: [hist('2025-01-01', 100), hist('2025-06-01', 105)],
    });
    const [jan, jun] = idx.historico;
    const res = await admin.put(`${PATH}/${idx.id}`, {
      nome: 'INPC',
      historico: [{ ...jan, valor: 101 }, hist('2026-01-01', 110)],
    });
    expect(res.status).toBe(200);
    expect(res.body.historico).toEqual([
      { id: jan.id, data: '2025-01-01', valor: 101 },
      { id: expect.any(Number), data: '2026-01-01', valor: 110 },
    ]);
    expect(await count('indice_historico', `id = ${jun.id}`)).toBe(0);
  });

  it('refuses a repeated date on update and keeps the stored history', async () => {
    const idx = await created(admin, PATH, { nome: 'IGP', historico: [hist('2025-01-01', 100)] });
    const res = await admin.put(`${PATH}/${idx.id}`, {
      nome: 'IGP alterado',
      historico: [...idx.historico, hist('2025-01-01', 200)],
    });
    expectFieldErrors(res, [{ field: 'historico.1.data', message: 'Já existe um histórico nesta data.' }]);
    expect((await admin.get(`${PATH}/${idx.id}`)).body).toEqual(idx);
  });

  it('refuses to drop the values a range by index needs, and allows it once covered', async () => {
    const idx = await created(admin, PATH, {
      nome: 'Piso',
      historico: [hist('2026-01-01', 1000), hist('2026-03-01', 1100)],
    });
    await rangeByIndex(idx.id, '2026-01-10');
    const semJaneiro = await admin.put(`${PATH}/${idx.id}`, { nome: 'Piso', historico: [idx.historico[1]] });
    expectFieldErrors(semJaneiro, [
      {
        field: 'historico',
        message:
          'O índice é usado por faixas salariais desde 10/01/2026: mantenha um histórico do índice nessa data ou antes dela.',
      },
    ]);
    expect(await count('indice_historico', `owner_id = ${idx.id}`)).toBe(2);
    // moving the first value to the range's date still covers it
    const ok = await admin.put(`${PATH}/${idx.id}`, {
      nome: 'Piso',
      historico: [{ ...idx.historico[0], data: '2026-01-10' }, idx.historico[1]],
    });
    expect(ok.status).toBe(200);
  });
});

describe('delete', () => {
  it('deletes an unused index with its history', async () => {
    const idx = await created(admin, PATH, { nome: 'Avulso', historico: [hist('2026-01-01', 10)] });
    expect((await admin.del(`${PATH}/${idx.id}`)).status).toBe(204);
    expect(await count('indice', `id = ${idx.id}`)).toBe(0);
    expect(await count('indice_historico', `owner_id = ${idx.id}`)).toBe(0);
  });

  it('refuses to delete an index used by a salary range (409)', async () => {
    const idx = await created(admin, PATH, { nome: 'Em uso', historico: [hist('2026-01-01', 10)] });
    await rangeByIndex(idx.id, '2026-02-01');
    const res = await admin.del(`${PATH}/${idx.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Não é possível excluir: Índice está em uso em Faixas Salariais.',
    });
    expect(await count('indice_historico', `owner_id = ${idx.id}`)).toBe(1);
  });
});

describe('company integrated with the payroll system', () => {
  const MSG =
    'A manutenção do cadastro de índices deve ser feita no sistema de pessoal: a empresa está integrada a ele.';

  it('refuses creating, changing and deleting an index there (the payroll system keeps them)', async () => {
    const c = await createCompanyWithUser(admin, 'Empresa Integrada', '12345678909');
    const integrada = c.client;
    const empresa = (await admin.get(`/api/utilitario/empresas/${c.empresaId}`)).body;
    const { id: _id, ...semId } = empresa;
    expect(
      (await admin.put(`/api/utilitario/empresas/${c.empresaId}`, { ...semId, acIntegra: true })).status,
    ).toBe(200);
    const before = await counts();
    const res = await integrada.post(PATH, { nome: 'Piso', historico: [hist('2026-01-01', 1500)] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: MSG });
    expect(await counts()).toEqual(before);
    // one brought by the integration is read, not kept here
    const { rows } = await t.sql.query(
      `INSERT INTO indice (empresa_id, nome) VALUES ($1, 'Do sistema de pessoal') RETURNING id`,
      [c.empresaId],
    );
    const id = rows[0].id;
    await t.sql.query(
      `INSERT INTO indice_historico (owner_id, data, valor) VALUES ($1, '2026-01-01', 1500)`,
      [id],
    );
    const lido = await integrada.get(`${PATH}/${id}`);
    expect(lido.status).toBe(200);
    const { id: _i, ...corpo } = lido.body;
    const alterado = await integrada.put(`${PATH}/${id}`, { ...corpo, nome: 'Outro nome' });
    expect(alterado.status).toBe(409);
    expect(alterado.body.message).toBe(MSG);
    const excluido = await integrada.del(`${PATH}/${id}`);
    expect(excluido.status).toBe(409);
    expect(excluido.body.message).toBe(MSG);
    expect((await integrada.get(`${PATH}/${id}`)).body.nome).toBe('Do sistema de pessoal');
  });
});

describe('tenant and authority', () => {
  it("hides another company's indices and refuses them as references", async () => {
    const idx = await created(admin, PATH, { nome: 'Da empresa 1', historico: [hist('2026-01-01', 10)] });
    expect((await other.get(`${PATH}/${idx.id}`)).status).toBe(404);
    expect(
      (await other.put(`${PATH}/${idx.id}`, { nome: 'X', historico: [hist('2026-01-01', 10)] })).status,
    ).toBe(404);
    expect((await other.del(`${PATH}/${idx.id}`)).status).toBe(404);
    expect((await other.get(`${PATH}?page=0`)).body.totalElements).toBe(0);
    const area = await created(other, '/api/cargo-salario/areas-organizacionais', { nome: 'Área B' });
    const cargo = await created(other, '/api/cargo-salario/cargos', {
      nome: 'Cargo B',
      nomeMercado: 'Cargo B',
      areasOrganizacionais: [area.id],
    });
    const before = await count('faixa_salarial');
    expectFieldErrors(
      await other.post(FAIXAS, {
        cargo: { id: cargo.id },
        nome: 'Faixa',
        codigoCBO: '252105',
        historico: [{ data: '2026-01-01', tipo: 2, indice: { id: idx.id }, quantidade: 1 }],
      }),
      [{ field: 'historico.0.indice', message: 'Índice: registro não encontrado.' }],
    );
    expect(await count('faixa_salarial')).toBe(before);
  });

  it('requires ROLE_CARGO_SALARIO', async () => {
    const perfil = await created(admin, '/api/utilitario/perfis', {
      nome: 'Só captação',
      permissoes: ['ROLE_CAPTACAO'],
    });
    await created(admin, '/api/utilitario/usuarios', {
      nome: 'Recrutador',
      cpf: '39053344705',
      senha: 'senha-de-teste-9',
      empresas: [1],
      perfis: [perfil.id],
    });
    const recrutador = new Client(t.app);
    await recrutador.login('39053344705', 'senha-de-teste-9', 1);
    expect((await recrutador.get(`${PATH}?page=0`)).status).toBe(403);
    const before = await counts();
    const res = await recrutador.post(PATH, { nome: 'X', historico: [hist('2026-01-01', 10)] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'Não autorizado.' });
    expect(await counts()).toEqual(before);
  });
});
