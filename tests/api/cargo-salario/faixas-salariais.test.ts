// cargo-salario/faixas-salariais: fields and §5 rules with their messages (nothing stored on refusal),
// the payroll-integration rules, the history by index / by value, the endpoints under /cargo/:cargoId
// (list with the current value, CRUD fixed to the job, copy to another job), tenant scope.
// Salaries themselves (values at dates, employees) are in salario.test.ts.
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

const PATH = '/api/cargo-salario/faixas-salariais';
const INDICES = '/api/cargo-salario/indices';
let t: TestApp;
let admin: Client;
let other: Client;
let integrada: Client;
let cargoId: number;
let outroCargoId: number;
let indiceId: number;

type FieldErrors = { field: string; message: string }[];

const count = async (table: string, where = 'TRUE') => countRows(t, table, where);
const counts = async () => [await count('faixa_salarial'), await count('faixa_salarial_historico')];

async function cargo(client: Client, nome: string): Promise<number> {
  const area = await created(client, '/api/cargo-salario/areas-organizacionais', { nome: `Área ${nome}` });
  return (
    await created(client, '/api/cargo-salario/cargos', {
      nome,
      nomeMercado: nome,
      areasOrganizacionais: [area.id],
    })
  ).id;
}

const porValor = (data: string, valor: number) => ({ data, tipo: 3, valor });
const porIndice = (data: string, quantidade: number, id = indiceId) => ({
  data,
  tipo: 2,
  indice: { id },
  quantidade,
});
const faixa = (over: Record<string, unknown> = {}) => ({
  cargo: { id: cargoId },
  nome: 'Júnior',
  codigoCBO: '252105',
  historico: [porValor('2026-01-01', 3000)],
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  const c = await createCompanyWithUser(admin, 'Empresa Integrada', '39053344705');
  integrada = c.client;
  const empresa = (await admin.get(`/api/utilitario/empresas/${c.empresaId}`)).body;
  const { id: _id, ...semId } = empresa;
  expect(
    (await admin.put(`/api/utilitario/empresas/${c.empresaId}`, { ...semId, acIntegra: true })).status,
  ).toBe(200);
  cargoId = await cargo(admin, 'Analista');
  outroCargoId = await cargo(admin, 'Coordenador');
  indiceId = (
    await created(admin, INDICES, { nome: 'Piso', historico: [{ data: '2026-01-01', valor: 1000 }] })
  ).id;
});
afterAll(async () => t?.close());

describe('fields and validation', () => {
  it('creates trimmed, history oldest first, keeping only the fields of each type', async () => {
    const res = await admin.post(PATH, {
      cargo: { id: cargoId },
      nome: '  Pleno  ',
      codigoAC: ' 0042 ',
      nomeACPessoal: ' Analista Pleno ',
      codigoCBO: '252105',
      historico: [
        { ...porValor('2026-03-01', 4500.5), indice: { id: indiceId }, quantidade: 3 },
        { ...porIndice('2026-01-01', 2.5), valor: 9999 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      cargo: { id: cargoId, nome: 'Analista' },
      nome: 'Pleno',
      rotulo: 'Analista – Pleno',
      codigoAC: '0042',
      nomeACPessoal: 'Analista Pleno',
      codigoCBO: '252105',
      historico: [
        {
          id: expect.any(Number),
          data: '2026-01-01',
          tipo: 2,
          indice: { id: indiceId, nome: 'Piso' },
          quantidade: 2.5,
          salarioCalculado: 2500,
        },
        { id: expect.any(Number), data: '2026-03-01', tipo: 3, valor: 4500.5, salarioCalculado: 4500.5 },
      ],
    });
  });

  it.each<[string, Record<string, unknown>, FieldErrors]>([
    ['nome absent', { nome: undefined }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
    ['nome blank', { nome: '  ' }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
    [
      'nome of 31',
      { nome: 'n'.repeat(31) },
      [{ field: 'nome', message: 'Nome deve ter no máximo 30 caracteres.' }],
    ],
    ['job absent', { cargo: undefined }, [{ field: 'cargo', message: 'Cargo é obrigatório' }]],
    [
      'job unknown',
      { cargo: { id: 999999 } },
      [{ field: 'cargo', message: 'Cargo: registro não encontrado.' }],
    ],
    [
      'nomeACPessoal of 101',
      { nomeACPessoal: 'n'.repeat(101) },
      [
        {
          field: 'nomeACPessoal',
          message: 'Descrição no Sistema de Pessoal deve ter no máximo 100 caracteres.',
        },
      ],
    ],
    [
      'CBO absent (company not integrated)',
      { codigoCBO: undefined },
      [{ field: 'codigoCBO', message: 'Código CBO é obrigatório' }],
    ],
    [
      'CBO of 5 digits',
      { codigoCBO: '25210' },
      [{ field: 'codigoCBO', message: 'Código CBO deve ter 6 dígitos.' }],
    ],
    [
      'CBO not in the CBO table',
      { codigoCBO: '999999' },
      [
        {
          field: 'codigoCBO',
          message: 'Código CBO não encontrado na Classificação Brasileira de Ocupações.',
        },
      ],
    ],
    [
      'history absent',
      { historico: undefined },
      [{ field: 'historico', message: 'Histórico é obrigatório' }],
    ],
    [
      'history empty (required on creation)',
      { historico: [] },
      [{ field: 'historico', message: 'Informe ao menos um histórico da faixa salarial.' }],
    ],
    [
      'history date absent',
      { historico: [{ tipo: 3, valor: 10 }] },
      [{ field: 'historico.0.data', message: 'Data é obrigatória' }],
    ],
    [
      'history type absent',
      { historico: [{ data: '2026-01-01', valor: 10 }] },
      [{ field: 'historico.0.tipo', message: 'Tipo é obrigatório' }],
    ],
    [
      'history type 1',
      { historico: [{ data: '2026-01-01', tipo: 1, valor: 10 }] },
      [{ field: 'historico.0.tipo', message: 'Tipo: valor inválido.' }],
    ],
    [
      'by index without index',
      { historico: [{ data: '2026-01-01', tipo: 2, quantidade: 1 }] },
      [{ field: 'historico.0.indice', message: 'Índice é obrigatório' }],
    ],
  ])('refuses %s and stores nothing', async (_c, over, errors) => {
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, faixa(over)), errors);
    expect(await counts()).toEqual(before);
  });

  const Q = 'Quantidade não pode ser 0 (zero) ou menor';
  const V = 'Valor não pode ser 0 (zero) ou menor';
  const byIndex = (over: Record<string, unknown>) => (id: number) => ({
    data: '2026-01-01',
    tipo: 2,
    indice: { id },
    ...over,
  });
  const byValue = (over: Record<string, unknown>) => () => ({ data: '2026-01-01', tipo: 3, ...over });
  it.each<[string, (indice: number) => Record<string, unknown>, FieldErrors]>([
    ['quantity absent', byIndex({}), [{ field: 'historico.0.quantidade', message: Q }]],
    ['quantity 0', byIndex({ quantidade: 0 }), [{ field: 'historico.0.quantidade', message: Q }]],
    ['quantity 0.99', byIndex({ quantidade: 0.99 }), [{ field: 'historico.0.quantidade', message: Q }]],
    ['quantity negative', byIndex({ quantidade: -2 }), [{ field: 'historico.0.quantidade', message: Q }]],
    [
      'quantity with 3 decimals',
      byIndex({ quantidade: 1.005 }),
      [{ field: 'historico.0.quantidade', message: 'Quantidade: número de casas decimais inválido.' }],
    ],
    [
      'index absent',
      () => ({ data: '2026-01-01', tipo: 2, quantidade: 1 }),
      [{ field: 'historico.0.indice', message: 'Índice é obrigatório' }],
    ],
    ['value absent', byValue({}), [{ field: 'historico.0.valor', message: V }]],
    ['value 0', byValue({ valor: 0 }), [{ field: 'historico.0.valor', message: V }]],
    ['value 0.50', byValue({ valor: 0.5 }), [{ field: 'historico.0.valor', message: V }]],
    ['value negative', byValue({ valor: -100 }), [{ field: 'historico.0.valor', message: V }]],
  ])('history %s: exact message, nothing stored', async (_c, entry, errors) => {
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, faixa({ historico: [entry(indiceId)] })), errors);
    expect(await counts()).toEqual(before);
  });

  it('accepts quantity 1 and value 1', async () => {
    const res = await admin.post(
      PATH,
      faixa({ nome: 'Mínimos', historico: [porIndice('2026-01-01', 1), porValor('2026-02-01', 1)] }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses two entries on one date', async () => {
    const before = await counts();
    expectFieldErrors(
      await admin.post(PATH, faixa({ historico: [porValor('2026-01-01', 10), porIndice('2026-01-01', 2)] })),
      [{ field: 'historico.1.data', message: 'Já existe um histórico nesta data.' }],
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses an entry by index whose index has no value on or before its date', async () => {
    const before = await counts();
    expectFieldErrors(
      await admin.post(
        PATH,
        faixa({
          historico: [porValor('2025-06-01', 10), porIndice('2025-12-31', 2), porIndice('2026-01-01', 2)],
        }),
      ),
      [
        {
          field: 'historico.1.indice',
          message: 'O índice não tem valor cadastrado nesta data ou antes dela.',
        },
      ],
    );
    expect(await counts()).toEqual(before);
  });

  it('reports every rule of the hook at once', async () => {
    const res = await admin.post(
      PATH,
      faixa({
        codigoCBO: undefined,
        historico: [
          { data: '2026-01-01', tipo: 3 },
          { data: '2026-01-01', tipo: 2 },
        ],
      }),
    );
    expectFieldErrors(res, [
      { field: 'codigoCBO', message: 'Código CBO é obrigatório' },
      { field: 'historico.0.valor', message: 'Valor não pode ser 0 (zero) ou menor' },
      { field: 'historico.1.indice', message: 'Índice é obrigatório' },
      { field: 'historico.1.quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' },
      { field: 'historico.1.data', message: 'Já existe um histórico nesta data.' },
    ]);
  });

  it('refuses a second range of the same name in a job (accents and case ignored), not in another job', async () => {
    await created(admin, PATH, faixa({ nome: 'Sênior' }));
    const before = await counts();
    expectFieldErrors(await admin.post(PATH, faixa({ nome: 'SENIOR' })), [
      { field: 'nome', message: 'Já existe uma faixa salarial com este nome neste cargo.' },
    ]);
    expect(await counts()).toEqual(before);
    expect((await admin.post(PATH, faixa({ nome: 'Sênior', cargo: { id: outroCargoId } }))).status).toBe(201);
  });
});

describe('company integrated with the payroll system', () => {
  let cargoIntegrada: number;
  beforeAll(async () => {
    cargoIntegrada = await cargo(integrada, 'Operador');
  });

  it('requires the payroll description instead of the CBO', async () => {
    const body = { cargo: { id: cargoIntegrada }, nome: 'Única', historico: [porValor('2026-01-01', 2000)] };
    const before = await counts();
    expectFieldErrors(await integrada.post(PATH, body), [
      { field: 'nomeACPessoal', message: 'Descrição no Sistema de Pessoal é obrigatória' },
    ]);
    expectFieldErrors(
      await integrada.post(PATH, { ...body, nomeACPessoal: 'Operador I', codigoCBO: '000000' }),
      [
        {
          field: 'codigoCBO',
          message: 'Código CBO não encontrado na Classificação Brasileira de Ocupações.',
        },
      ],
    );
    expect(await counts()).toEqual(before);
    const ok = await integrada.post(PATH, { ...body, nomeACPessoal: 'Operador I' });
    expect(ok.status).toBe(201);
    expect(ok.body).not.toHaveProperty('codigoCBO');
  });
});

describe('update', () => {
  it('changes, adds and removes history entries', async () => {
    const f = await created(
      admin,
      PATH,
      faixa({ nome: 'Trainee', historico: [porValor('2026-01-01', 1500), porValor('2026-02-01', 1600)] }),
    );
    const [jan, fev] = f.historico;
    const res = await admin.put(`${PATH}/${f.id}`, {
      ...faixa({ nome: 'Trainee' }),
      historico: [{ ...jan, valor: 1550 }, porIndice('2026-03-01', 1.5)],
    });
    expect(res.status).toBe(200);
    expect(res.body.historico).toEqual([
      { id: jan.id, data: '2026-01-01', tipo: 3, valor: 1550, salarioCalculado: 1550 },
      {
        id: expect.any(Number),
        data: '2026-03-01',
        tipo: 2,
        indice: { id: indiceId, nome: 'Piso' },
        quantidade: 1.5,
        salarioCalculado: 1500,
      },
    ]);
    expect(await count('faixa_salarial_historico', `id = ${fev.id}`)).toBe(0);
  });

  it('keeps requiring a history', async () => {
    const f = await created(admin, PATH, faixa({ nome: 'Estagiário' }));
    expectFieldErrors(
      await admin.put(`${PATH}/${f.id}`, { ...faixa({ nome: 'Estagiário' }), historico: [] }),
      [{ field: 'historico', message: 'Informe ao menos um histórico da faixa salarial.' }],
    );
    expect(await count('faixa_salarial_historico', `owner_id = ${f.id}`)).toBe(1);
  });
});

describe('/cargo/:cargoId endpoints', () => {
  let cargoX: number;
  let cargoY: number;
  let a: any;
  let b: any;
  beforeAll(async () => {
    cargoX = await cargo(admin, 'Cargo X');
    cargoY = await cargo(admin, 'Cargo Y');
    a = await created(admin, PATH, {
      ...faixa({ cargo: { id: cargoX }, nome: 'A', codigoAC: '77' }),
      nomeACPessoal: 'Faixa A',
      historico: [porValor('2026-01-01', 2000), porIndice('2026-06-01', 3)],
    });
    b = await created(
      admin,
      PATH,
      faixa({ cargo: { id: cargoX }, nome: 'B', historico: [porValor('2030-01-01', 5000)] }),
    );
  });

  it('lists the ranges of a job with their value at the date (default today)', async () => {
    const res = await admin.get(`${PATH}/cargo/${cargoX}?data=2026-05-31`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: a.id,
        cargo: { id: cargoX, nome: 'Cargo X' },
        nome: 'A',
        rotulo: 'Cargo X – A',
        codigoAC: '77',
        nomeACPessoal: 'Faixa A',
        codigoCBO: '252105',
        valorAtual: 2000,
      },
      {
        id: b.id,
        cargo: { id: cargoX, nome: 'Cargo X' },
        nome: 'B',
        rotulo: 'Cargo X – B',
        codigoCBO: '252105',
        valorAtual: null,
      },
    ]);
    const junho = await admin.get(`${PATH}/cargo/${cargoX}?data=2026-06-01`);
    expect(junho.body.map((x: any) => x.valorAtual)).toEqual([3000, null]);
    expect((await admin.get(`${PATH}/cargo/${cargoY}`)).body).toEqual([]);
    expect((await admin.get(`${PATH}/cargo/999999`)).status).toBe(404);
    expect((await admin.get(`${PATH}/cargo/abc`)).status).toBe(400);
    expectFieldErrors(await admin.get(`${PATH}/cargo/${cargoX}?data=2026-13-01`), [
      { field: 'data', message: 'Data inválida.' },
    ]);
  });

  it('reads, creates, updates and deletes a range fixed to the job of the path', async () => {
    expect((await admin.get(`${PATH}/cargo/${cargoX}/${a.id}`)).body).toEqual(a);
    expect((await admin.get(`${PATH}/cargo/${cargoY}/${a.id}`)).status).toBe(404);
    const novo = await admin.post(`${PATH}/cargo/${cargoY}`, faixa({ cargo: { id: cargoX }, nome: 'Nova' }));
    expect(novo.status).toBe(201);
    expect(novo.body.cargo).toEqual({ id: cargoY, nome: 'Cargo Y' });
    const upd = await admin.put(`${PATH}/cargo/${cargoY}/${novo.body.id}`, faixa({ nome: 'Renomeada' }));
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ nome: 'Renomeada', cargo: { id: cargoY } });
    expect((await admin.put(`${PATH}/cargo/${cargoX}/${novo.body.id}`, faixa())).status).toBe(404);
    expect((await admin.del(`${PATH}/cargo/${cargoX}/${novo.body.id}`)).status).toBe(404);
    expect((await admin.del(`${PATH}/cargo/${cargoY}/${novo.body.id}`)).status).toBe(204);
    expect(await count('faixa_salarial', `id = ${novo.body.id}`)).toBe(0);
    expect((await admin.post(`${PATH}/cargo/999999`, faixa())).status).toBe(404);
  });

  describe('transferir-faixas-salariais', () => {
    const url = () => `${PATH}/cargo/${cargoY}/transferir-faixas-salariais`;

    it('copies a range with its whole history under the job, with the new name and no payroll code', async () => {
      const res = await admin.post(url(), {
        cargoOrigem: { id: cargoX },
        faixaSalarial: { id: a.id },
        nome: ' Copiada ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        cargo: { id: cargoY, nome: 'Cargo Y' },
        nome: 'Copiada',
        rotulo: 'Cargo Y – Copiada',
        nomeACPessoal: 'Faixa A',
        codigoCBO: '252105',
        historico: [
          { id: expect.any(Number), data: '2026-01-01', tipo: 3, valor: 2000, salarioCalculado: 2000 },
          {
            id: expect.any(Number),
            data: '2026-06-01',
            tipo: 2,
            indice: { id: indiceId, nome: 'Piso' },
            quantidade: 3,
            salarioCalculado: 3000,
          },
        ],
      });
      // the source is untouched and the copy has history rows of its own
      expect((await admin.get(`${PATH}/${a.id}`)).body).toEqual(a);
      const ids = res.body.historico.map((h: { id: number }) => h.id);
      expect(ids).not.toContain(a.historico[0].id);
      // bare ids are accepted too
      const bare = await admin.post(url(), { cargoOrigem: cargoX, faixaSalarial: b.id, nome: 'Copiada B' });
      expect(bare.status).toBe(201);
    });

    it.each<[string, Record<string, unknown>, FieldErrors]>([
      [
        'everything absent',
        {},
        [
          { field: 'cargoOrigem', message: 'Cargo de Origem é obrigatório' },
          { field: 'faixaSalarial', message: 'Faixa Salarial é obrigatória' },
          { field: 'nome', message: 'Nome é obrigatório' },
        ],
      ],
      ['nome blank', { nome: '   ' }, [{ field: 'nome', message: 'Nome é obrigatório' }]],
      [
        'nome of 16',
        { nome: 'n'.repeat(16) },
        [{ field: 'nome', message: 'Nome deve ter no máximo 15 caracteres.' }],
      ],
      [
        'origin job malformed',
        { cargoOrigem: 'x' },
        [{ field: 'cargoOrigem', message: 'Cargo de Origem: valor inválido.' }],
      ],
      [
        'origin job unknown',
        { cargoOrigem: { id: 999999 } },
        [{ field: 'cargoOrigem', message: 'Cargo de Origem: registro não encontrado.' }],
      ],
      [
        'range of another job',
        { cargoOrigem: 'outro cargo' },
        [{ field: 'faixaSalarial', message: 'Faixa Salarial: registro não encontrado.' }],
      ],
      [
        'name already used in the job',
        { nome: 'COPIADA' },
        [{ field: 'nome', message: 'Já existe uma faixa salarial com este nome neste cargo.' }],
      ],
    ])('refuses %s and stores nothing', async (_c, over, errors) => {
      const body: Record<string, unknown> =
        _c === 'everything absent'
          ? {}
          : { cargoOrigem: { id: cargoX }, faixaSalarial: { id: a.id }, nome: 'Outra', ...over };
      // ids created in beforeAll are not known when the table is built
      if (over.cargoOrigem === 'outro cargo') body.cargoOrigem = { id: outroCargoId };
      const before = await counts();
      expectFieldErrors(await admin.post(url(), body), errors);
      expect(await counts()).toEqual(before);
    });

    it('answers 404 for an unknown target job', async () => {
      const res = await admin.post(`${PATH}/cargo/999999/transferir-faixas-salariais`, {
        cargoOrigem: { id: cargoX },
        faixaSalarial: { id: a.id },
        nome: 'X',
      });
      expect(res.status).toBe(404);
    });
  });
});

describe('tenant scope', () => {
  it("hides another company's ranges and jobs", async () => {
    const f = await created(admin, PATH, faixa({ nome: 'Privada' }));
    expect((await other.get(`${PATH}/${f.id}`)).status).toBe(404);
    expect((await other.put(`${PATH}/${f.id}`, faixa())).status).toBe(404);
    expect((await other.del(`${PATH}/${f.id}`)).status).toBe(404);
    expect((await other.get(`${PATH}/cargo/${cargoId}`)).status).toBe(404);
    expect((await other.get(`${PATH}/cargo/${cargoId}/${f.id}`)).status).toBe(404);
    expect((await other.get(`${PATH}?page=0`)).body.totalElements).toBe(0);
    const cargoB = await cargo(other, 'Cargo B');
    const before = await counts();
    const res = await other.post(`${PATH}/cargo/${cargoB}/transferir-faixas-salariais`, {
      cargoOrigem: { id: cargoId },
      faixaSalarial: { id: f.id },
      nome: 'Roubada',
    });
    expectFieldErrors(res, [{ field: 'cargoOrigem', message: 'Cargo de Origem: registro não encontrado.' }]);
    expectFieldErrors(await other.post(PATH, faixa({ cargo: { id: cargoId } })), [
      { field: 'cargo', message: 'Cargo: registro não encontrado.' },
    ]);
    expect(await counts()).toEqual(before);
  });
});
