// cargo-salario/historicos-colaboradores: salary types, admission entry, dates, the validity chain (dataFim)
// kept by triggers for every writer, and tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PATH = '/api/cargo-salario/historicos-colaboradores';
const COLAB = '/api/cargo-salario/colaboradores';

let t: TestApp;
let admin: Client;
let other: Client;
let areaId: number;
let faixaId: number;
let indiceId: number;

const count = async (where = 'TRUE') =>
  Number((await t.sql.query(`SELECT count(*) FROM historico_colaborador WHERE ${where}`)).rows[0].count);

function expectErrors(res: { status: number; body: any }, errors: { field: string; message: string }[]) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_VIOLATION' });
  expect(res.body.errors).toEqual(errors);
}

async function created(res: { status: number; body: any }, what: string): Promise<number> {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

async function colaborador(nome: string, over: Record<string, unknown> = {}, client = admin) {
  return created(await client.post(COLAB, { nome, dataAdmissao: '2020-01-01', ...over }), nome);
}

const entrada = (colaboradorId: number, data: string, over: Record<string, unknown> = {}) => ({
  colaborador: { id: colaboradorId },
  data,
  areaOrganizacional: { id: areaId },
  faixaSalarial: { id: faixaId },
  tipoSalario: 3,
  salario: 3000,
  ...over,
});

async function historico(colaboradorId: number, data: string, over: Record<string, unknown> = {}) {
  return created(await admin.post(PATH, entrada(colaboradorId, data, over)), `histórico ${data}`);
}

/** [data, dataFim] of an employee's entries, oldest first, as stored. */
const chain = async (colaboradorId: number) =>
  (
    await t.sql.query(
      'SELECT data, data_fim, status FROM historico_colaborador WHERE colaborador_id = $1 ORDER BY data',
      [colaboradorId],
    )
  ).rows.map((r) => [r.data, r.data_fim, r.status]);

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  areaId = await created(
    await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'RH' }),
    'área',
  );
  const cargo = await created(
    await admin.post('/api/cargo-salario/cargos', {
      nome: 'Analista',
      nomeMercado: 'Analista',
      areasOrganizacionais: [areaId],
    }),
    'cargo',
  );
  faixaId = await created(
    await admin.post('/api/cargo-salario/faixas-salariais', {
      cargo: { id: cargo },
      nome: 'Júnior',
      codigoCBO: '252105',
      historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
    }),
    'faixa',
  );
  indiceId = await created(
    await admin.post('/api/cargo-salario/indices', {
      nome: 'Piso',
      historico: [{ data: '2000-01-01', valor: 1000 }],
    }),
    'índice',
  );
});
afterAll(async () => t?.close());

describe('fields and salary types', () => {
  let id: number;
  beforeAll(async () => {
    id = await colaborador('Tipos');
    await historico(id, '2020-01-01');
  });

  it.each([
    ['employee absent', { colaborador: undefined }, 'colaborador', 'Talento é obrigatório'],
    ['date absent', { data: undefined }, 'data', 'Data é obrigatória'],
    [
      'area absent',
      { areaOrganizacional: undefined },
      'areaOrganizacional',
      'Área Organizacional é obrigatória',
    ],
    ['range absent', { faixaSalarial: undefined }, 'faixaSalarial', 'Cargo/Faixa Salarial é obrigatório'],
    ['salary type absent', { tipoSalario: undefined }, 'tipoSalario', 'Tipo de Salário é obrigatório'],
    ['salary type 4', { tipoSalario: 4 }, 'tipoSalario', 'Tipo de Salário: valor inválido.'],
    ['motive', { motivo: 'Z' }, 'motivo', 'Motivo: valor inválido.'],
    ['status', { status: 'A' }, 'status', 'Situação: valor inválido.'],
    [
      'note of 256',
      { observacao: 'o'.repeat(256) },
      'observacao',
      'Observação deve ter no máximo 255 caracteres.',
    ],
    ['by index without index', { tipoSalario: 2, quantidade: 2 }, 'indice', 'Índice é requerido'],
    ['by value without value', { tipoSalario: 3, salario: undefined }, 'salario', 'Valor é obrigatório'],
    ['by value of zero', { tipoSalario: 3, salario: 0 }, 'salario', 'Valor não pode ser 0 (zero) ou menor'],
    ['negative value', { tipoSalario: 3, salario: -1 }, 'salario', 'Salário deve ser maior ou igual a 0.'],
  ])('refuses %s with the exact message and stores nothing', async (_n, over, field, message) => {
    const before = await count();
    expectErrors(await admin.post(PATH, entrada(id, '2021-01-01', { motivo: 'RI', ...over })), [
      { field, message },
    ]);
    expect(await count()).toBe(before);
  });

  it('by index needs the index and a quantity of at least 1', async () => {
    const before = await count();
    expectErrors(
      await admin.post(PATH, entrada(id, '2021-01-01', { motivo: 'RI', tipoSalario: 2, salario: undefined })),
      [
        { field: 'indice', message: 'Índice é requerido' },
        { field: 'quantidade', message: 'Quantidade é obrigatória' },
      ],
    );
    expectErrors(
      await admin.post(
        PATH,
        entrada(id, '2021-01-01', {
          motivo: 'RI',
          tipoSalario: 2,
          indice: { id: indiceId },
          quantidade: 0.5,
        }),
      ),
      [{ field: 'quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' }],
    );
    expect(await count()).toBe(before);
  });

  it('stores only what the salary type uses', async () => {
    const porIndice = await admin.post(
      PATH,
      entrada(id, '2021-01-01', {
        motivo: 'RI',
        tipoSalario: 2,
        indice: { id: indiceId },
        quantidade: 3,
        salario: 9,
      }),
    );
    expect(porIndice.status).toBe(201);
    expect(porIndice.body).toMatchObject({
      tipoSalario: 2,
      indice: { id: indiceId, nome: 'Piso' },
      quantidade: 3,
    });
    expect(porIndice.body).not.toHaveProperty('salario');
    const porFaixa = await admin.put(
      `${PATH}/${porIndice.body.id}`,
      entrada(id, '2021-01-01', {
        motivo: 'RI',
        tipoSalario: 1,
        indice: { id: indiceId },
        quantidade: 3,
        salario: 9,
      }),
    );
    expect(porFaixa.status).toBe(200);
    for (const k of ['indice', 'quantidade', 'salario']) expect(porFaixa.body).not.toHaveProperty(k);
    const porValor = await admin.put(
      `${PATH}/${porIndice.body.id}`,
      entrada(id, '2021-01-01', { motivo: 'RI', indice: { id: indiceId }, quantidade: 3, salario: 4200.5 }),
    );
    expect(porValor.body).toMatchObject({ tipoSalario: 3, salario: 4200.5 });
    expect(porValor.body).not.toHaveProperty('indice');
    const row = (
      await t.sql.query('SELECT indice_id, quantidade, salario FROM historico_colaborador WHERE id = $1', [
        porIndice.body.id,
      ])
    ).rows[0];
    expect(row).toEqual({ indice_id: null, quantidade: null, salario: '4200.5' });
  });
});

describe('admission entry and dates', () => {
  it('the first entry is the admission: its date, motive Admissão (filled in), never cancelled', async () => {
    const id = await colaborador('Primeiro', { dataAdmissao: '2020-03-02' });
    const before = await count();
    expectErrors(await admin.post(PATH, entrada(id, '2020-03-03')), [
      {
        field: 'data',
        message:
          'O primeiro histórico do talento é a admissão: a data deve ser a data de admissão (02/03/2020).',
      },
    ]);
    expectErrors(await admin.post(PATH, entrada(id, '2020-03-02', { motivo: 'PH' })), [
      {
        field: 'motivo',
        message: 'O primeiro histórico do talento é a admissão: o motivo deve ser Admissão.',
      },
    ]);
    expectErrors(await admin.post(PATH, entrada(id, '2020-03-02', { status: 'X' })), [
      { field: 'status', message: 'O histórico de admissão não pode ser cancelado.' },
    ]);
    expect(await count()).toBe(before);
    const ok = await admin.post(PATH, entrada(id, '2020-03-02'));
    expect(ok.body).toMatchObject({ motivo: 'A', status: 'C' });
  });

  it('later entries fall after the admission, before the dismissal, one per date, never Admissão', async () => {
    const id = await colaborador('Datas', {
      dataAdmissao: '2020-01-01',
      status: 'U',
      dataDesligamento: '2023-12-31',
    });
    await historico(id, '2020-01-01');
    await historico(id, '2021-01-01', { motivo: 'PH' });
    const before = await count();
    expectErrors(await admin.post(PATH, entrada(id, '2019-12-31', { motivo: 'O' })), [
      {
        field: 'data',
        message: 'A data do histórico não pode ser anterior à data de admissão do talento (01/01/2020).',
      },
    ]);
    for (const data of ['2021-01-01', '2020-01-01'])
      expectErrors(await admin.post(PATH, entrada(id, data, { motivo: 'O' })), [
        { field: 'data', message: 'Já existe um histórico deste talento nesta data.' },
      ]);
    expectErrors(await admin.post(PATH, entrada(id, '2022-01-01', { motivo: 'A' })), [
      { field: 'motivo', message: 'Somente o primeiro histórico do talento pode ter o motivo Admissão.' },
    ]);
    expectErrors(await admin.post(PATH, entrada(id, '2024-01-01', { motivo: 'RI' })), [
      {
        field: 'data',
        message: 'A data do histórico não pode ser posterior à data de desligamento do talento (31/12/2023).',
      },
    ]);
    expect(await count()).toBe(before);
  });

  it('the admission entry leaves its employee only when it is the last one', async () => {
    const id = await colaborador('Admissão');
    const adm = await historico(id, '2020-01-01');
    const prom = await historico(id, '2022-01-01', { motivo: 'PV' });
    const refused = await admin.del(`${PATH}/${adm}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'O histórico de admissão só pode ser excluído ou transferido quando for o único histórico do talento.',
    );
    expectErrors(await admin.put(`${PATH}/${adm}`, entrada(id, '2020-02-01')), [
      {
        field: 'data',
        message:
          'O primeiro histórico do talento é a admissão: a data deve ser a data de admissão (01/01/2020).',
      },
    ]);
    const outro = await colaborador('Destino', { dataAdmissao: '2020-01-01' });
    expect((await admin.put(`${PATH}/${adm}`, entrada(outro, '2020-01-01'))).status).toBe(409);
    expect(await chain(id)).toHaveLength(2);
    expect((await admin.del(`${PATH}/${prom}`)).status).toBe(204);
    // alone now: it may move to another employee (as its admission) or be deleted
    expect((await admin.put(`${PATH}/${adm}`, entrada(outro, '2020-01-01'))).body).toMatchObject({
      colaborador: { id: outro },
      motivo: 'A',
    });
    expect(await chain(id)).toEqual([]);
    expect((await admin.del(`${PATH}/${adm}`)).status).toBe(204);
  });
});

describe('validity chain (dataFim)', () => {
  let id: number;
  beforeAll(async () => {
    id = await colaborador('Cadeia');
  });

  it('is the day before the next entry, null for the latest, and ignored on write', async () => {
    await historico(id, '2020-01-01', { dataFim: '1999-01-01' });
    const b = await historico(id, '2022-01-01', { motivo: 'RI' });
    expect(await chain(id)).toEqual([
      ['2020-01-01', '2021-12-31', 'C'],
      ['2022-01-01', null, 'C'],
    ]);
    const read = await admin.get(`${PATH}/${b}`);
    expect(read.body).not.toHaveProperty('dataFim');
  });

  it('follows an insert in the middle', async () => {
    await historico(id, '2021-03-15', { motivo: 'PH' });
    expect(await chain(id)).toEqual([
      ['2020-01-01', '2021-03-14', 'C'],
      ['2021-03-15', '2021-12-31', 'C'],
      ['2022-01-01', null, 'C'],
    ]);
  });

  it('follows a change of date (reordering) and survives a PUT of the whole record', async () => {
    const mid = (
      await t.sql.query('SELECT id FROM historico_colaborador WHERE colaborador_id = $1 AND data = $2', [
        id,
        '2021-03-15',
      ])
    ).rows[0].id;
    const res = await admin.put(`${PATH}/${mid}`, entrada(id, '2023-05-01', { motivo: 'PH' }));
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('dataFim');
    expect(await chain(id)).toEqual([
      ['2020-01-01', '2021-12-31', 'C'],
      ['2022-01-01', '2023-04-30', 'C'],
      ['2023-05-01', null, 'C'],
    ]);
    // an unrelated change (the note) rewrites every column, data_fim included: still right afterwards
    const first = (await admin.get(`${COLAB}/${id}/historicos`)).body.at(-1);
    const upd = await admin.put(
      `${PATH}/${first.id}`,
      entrada(id, '2020-01-01', { observacao: 'Contratação' }),
    );
    expect(upd.body).toMatchObject({ dataFim: '2021-12-31', observacao: 'Contratação' });
  });

  it('takes cancelled entries out of the chain, and puts them back', async () => {
    const mid = (
      await t.sql.query('SELECT id FROM historico_colaborador WHERE colaborador_id = $1 AND data = $2', [
        id,
        '2022-01-01',
      ])
    ).rows[0].id;
    await admin.put(`${PATH}/${mid}`, entrada(id, '2022-01-01', { motivo: 'RI', status: 'X' }));
    expect(await chain(id)).toEqual([
      ['2020-01-01', '2023-04-30', 'C'],
      ['2022-01-01', null, 'X'],
      ['2023-05-01', null, 'C'],
    ]);
    expect((await admin.get(`${COLAB}/${id}/situacao?data=2022-06-01`)).body.dataInicio).toBe('2020-01-01');
    await admin.put(`${PATH}/${mid}`, entrada(id, '2022-01-01', { motivo: 'RI', status: 'P' }));
    expect(await chain(id)).toEqual([
      ['2020-01-01', '2021-12-31', 'C'],
      ['2022-01-01', '2023-04-30', 'P'],
      ['2023-05-01', null, 'C'],
    ]);
  });

  it('follows a delete', async () => {
    const last = (
      await t.sql.query('SELECT id FROM historico_colaborador WHERE colaborador_id = $1 AND data = $2', [
        id,
        '2023-05-01',
      ])
    ).rows[0].id;
    expect((await admin.del(`${PATH}/${last}`)).status).toBe(204);
    expect(await chain(id)).toEqual([
      ['2020-01-01', '2021-12-31', 'C'],
      ['2022-01-01', null, 'P'],
    ]);
  });

  it('is kept for any writer, statement-wide: plain SQL inserts, moves between employees and deletes', async () => {
    const a = await colaborador('SQL A');
    const b = await colaborador('SQL B');
    await t.sql.query(
      `INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, area_organizacional_id, faixa_salarial_id, tipo_salario, salario, status)
       SELECT 1, c, d::date, $3, $4, 3, 1000, 'C'
         FROM unnest($1::int[]) c, unnest($2::text[]) d`,
      [[a, b], ['2020-01-01', '2021-01-01', '2022-01-01'], areaId, faixaId],
    );
    expect(await chain(a)).toEqual([
      ['2020-01-01', '2020-12-31', 'C'],
      ['2021-01-01', '2021-12-31', 'C'],
      ['2022-01-01', null, 'C'],
    ]);
    await t.sql.query(
      `UPDATE historico_colaborador SET colaborador_id = $2, data = '2023-01-01' WHERE colaborador_id = $1 AND data = '2021-01-01'`,
      [a, b],
    );
    expect(await chain(a)).toEqual([
      ['2020-01-01', '2021-12-31', 'C'],
      ['2022-01-01', null, 'C'],
    ]);
    expect((await chain(b)).map((r) => r[1])).toEqual(['2020-12-31', '2021-12-31', '2022-12-31', null]);
    await t.sql.query(
      `DELETE FROM historico_colaborador WHERE colaborador_id = $1 AND data >= '2022-01-01'`,
      [b],
    );
    expect((await chain(b)).map((r) => r[1])).toEqual(['2020-12-31', null]);
    // a stale value written by hand is put right at once
    await t.sql.query(`UPDATE historico_colaborador SET data_fim = '1999-01-01' WHERE colaborador_id = $1`, [
      b,
    ]);
    expect((await chain(b)).map((r) => r[1])).toEqual(['2020-12-31', null]);
  });
});

describe('lists and tenant scope', () => {
  it('filters by employee, date range, area, motive and status, newest first by default', async () => {
    const id = await colaborador('Lista');
    await historico(id, '2020-01-01');
    await historico(id, '2024-02-01', { motivo: 'DI', status: 'P' });
    const res = await admin.get(`${PATH}?colaborador=${id}`);
    expect(res.body.map((h: any) => h.data)).toEqual(['2024-02-01', '2020-01-01']);
    expect((await admin.get(`${PATH}?colaborador=${id}&dataIni=2021-01-01`)).body).toHaveLength(1);
    expect((await admin.get(`${PATH}?colaborador=${id}&motivo=DI,A`)).body).toHaveLength(2);
    expect((await admin.get(`${PATH}?colaborador=${id}&status=P`)).body.map((h: any) => h.motivo)).toEqual([
      'DI',
    ]);
    expect((await admin.get(`${PATH}?colaborador=${id}&areaOrganizacional=${areaId}`)).body).toHaveLength(2);
  });

  it('another company sees none of the entries and cannot write them', async () => {
    const id = await colaborador('Isolado');
    const h = await historico(id, '2020-01-01');
    expect((await other.get(`${PATH}/${h}`)).status).toBe(404);
    expect((await other.get(`${PATH}?colaborador=${id}`)).body).toEqual([]);
    expect((await other.put(`${PATH}/${h}`, entrada(id, '2020-01-01'))).status).toBe(404);
    expect((await other.del(`${PATH}/${h}`)).status).toBe(404);
    expect(await count(`id = ${h}`)).toBe(1);
  });
});
