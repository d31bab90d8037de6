// Salary calculations (salario.ts) through their endpoints, with hand-worked numbers:
// index value at a date, range by index (following the index's changes) and by value, employee by index,
// by range and by value, rounding to cents; history changes that would leave a range or employee without
// a salary; deletion of records still used by employee history; tenant scope.
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

const CALC = '/api/cargo-salario/faixas-salariais/calcularSalarioHistorico';
const FAIXAS = '/api/cargo-salario/faixas-salariais';
const INDICES = '/api/cargo-salario/indices';
const COLABORADORES = '/api/cargo-salario/colaboradores';
let t: TestApp;
let admin: Client;
let other: Client;

type FieldErrors = { field: string; message: string }[];

const count = async (table: string, where = 'TRUE') => countRows(t, table, where);

// fixtures, hand-worked values in the comments
let area: number;
let area2: number;
let cargo: number;
/** 1,000.00 from 2026-01-01; 1,100.00 from 2026-01-15 */
let indice: number;
/** 1,234.57 from 2026-01-01, used by a range only */
let indiceR: number;
/** 1,234.57 from 2026-01-01, used by an employee only */
let indiceX: number;
/** 333.33 from 2026-01-01 */
let indiceH: number;
/** 2.5 × indice: 2,500.00 until 2026-01-14, 2,750.00 from 2026-01-15 */
let faixaIndice: number;
/** by value: 3,000.00 from 2026-01-01, 3,300.00 from 2026-03-01 */
let faixaValor: number;
/** by value 2,000.00 from 2026-01-01, then 1.37 × indiceR = 1,691.3609 → 1,691.36 from 2026-02-01 */
let faixaMista: number;
/** 1.5 × indiceH = 499.995 → 500.00 (half away from zero) */
let faixaMeio: number;

const entry = (data: string, faixa: number, over: Record<string, unknown>) => ({
  data,
  areaOrganizacional: { id: area },
  faixaSalarial: { id: faixa },
  ...over,
});

/** An employee admitted on the first entry's date, with those history entries (through the API). */
async function colaborador(nome: string, entries: ReturnType<typeof entry>[]): Promise<number> {
  const c = await created(admin, COLABORADORES, { nome, dataAdmissao: entries[0]!.data });
  for (const e of entries)
    await created(admin, '/api/cargo-salario/historicos-colaboradores', { colaborador: { id: c.id }, ...e });
  return c.id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  area = (await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Operações' })).id;
  area2 = (await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Vendas' })).id;
  cargo = (
    await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Técnico',
      nomeMercado: 'Técnico',
      areasOrganizacionais: [area, area2],
    })
  ).id;
  const idx = async (nome: string, historico: { data: string; valor: number }[]) =>
    (await created(admin, INDICES, { nome, historico })).id as number;
  indice = await idx('Piso', [
    { data: '2026-01-01', valor: 1000 },
    { data: '2026-01-15', valor: 1100 },
  ]);
  indiceR = await idx('Referência', [{ data: '2026-01-01', valor: 1234.57 }]);
  indiceX = await idx('Exclusivo', [{ data: '2026-01-01', valor: 1234.57 }]);
  indiceH = await idx('Meio', [{ data: '2026-01-01', valor: 333.33 }]);
  const faixa = async (nome: string, historico: unknown[]) =>
    (await created(admin, FAIXAS, { cargo: { id: cargo }, nome, codigoCBO: '313105', historico }))
      .id as number;
  faixaIndice = await faixa('Por índice', [
    { data: '2026-01-01', tipo: 2, indice: { id: indice }, quantidade: 2.5 },
  ]);
  faixaValor = await faixa('Por valor', [
    { data: '2026-01-01', tipo: 3, valor: 3000 },
    { data: '2026-03-01', tipo: 3, valor: 3300 },
  ]);
  faixaMista = await faixa('Mista', [
    { data: '2026-01-01', tipo: 3, valor: 2000 },
    { data: '2026-02-01', tipo: 2, indice: { id: indiceR }, quantidade: 1.37 },
  ]);
  faixaMeio = await faixa('Meio centavo', [
    { data: '2026-01-01', tipo: 2, indice: { id: indiceH }, quantidade: 1.5 },
  ]);
});
afterAll(async () => t?.close());

describe('salary of a range at a date (calcularSalarioHistorico)', () => {
  it.each([
    ['by index, before the index changes', () => faixaIndice, '2026-01-14', 2500],
    ['by index, from the day the index changes', () => faixaIndice, '2026-01-15', 2750],
    ['by index, before its first entry', () => faixaIndice, '2025-12-31', null],
    ['by value, first entry', () => faixaValor, '2026-02-28', 3000],
    ['by value, second entry', () => faixaValor, '2026-03-01', 3300],
    ['mixed, by value period', () => faixaMista, '2026-01-31', 2000],
    ['mixed, by index period (1.37 × 1,234.57 = 1,691.3609)', () => faixaMista, '2026-02-01', 1691.36],
    ['half a cent rounded away from zero (1.5 × 333.33 = 499.995)', () => faixaMeio, '2026-06-30', 500],
  ])('%s', async (_c, faixa, data, valor) => {
    const res = await admin.get(`${CALC}?faixaSalarialId=${faixa()}&data=${data}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valor });
  });

  it('is also answered under /cargos, where the spec lists it', async () => {
    const res = await admin.get(
      `/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${faixaIndice}&data=2026-01-15`,
    );
    expect(res.body).toEqual({ valor: 2750 });
  });

  it('answers 404 for a range of another company or an unknown one', async () => {
    expect((await other.get(`${CALC}?faixaSalarialId=${faixaIndice}&data=2026-01-15`)).status).toBe(404);
    expect((await admin.get(`${CALC}?faixaSalarialId=999999&data=2026-01-15`)).status).toBe(404);
  });
});

describe('preview of a history entry being typed', () => {
  it.each([
    ['by index, at the index change', () => `tipo=2&indiceId=${indice}&quantidade=2.5&data=2026-01-15`, 2750],
    ['by index, the day before', () => `tipo=2&indiceId=${indice}&quantidade=2.5&data=2026-01-14`, 2500],
    [
      'by index, rounded to cents',
      () => `tipo=2&indiceId=${indiceR}&quantidade=1.37&data=2026-05-01`,
      1691.36,
    ],
    ['by value, rounded to cents', () => 'tipo=3&valor=1234.565&data=2026-01-01', 1234.57],
  ])('%s', async (_c, query, valor) => {
    const res = await admin.get(`${CALC}?${query()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valor });
  });

  it.each<[string, () => string, FieldErrors]>([
    ['type absent', () => 'data=2026-01-01', [{ field: 'tipo', message: 'Tipo é obrigatório' }]],
    ['type 1', () => 'tipo=1&valor=10', [{ field: 'tipo', message: 'Tipo: valor inválido.' }]],
    ['index absent', () => 'tipo=2&quantidade=2', [{ field: 'indiceId', message: 'Índice é obrigatório' }]],
    [
      'quantity 0',
      () => `tipo=2&indiceId=${indice}&quantidade=0`,
      [{ field: 'quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' }],
    ],
    [
      'quantity not a number',
      () => `tipo=2&indiceId=${indice}&quantidade=dois`,
      [{ field: 'quantidade', message: 'Quantidade: valor inválido.' }],
    ],
    [
      'index without a value at the date',
      () => `tipo=2&indiceId=${indice}&quantidade=2&data=2025-12-31`,
      [{ field: 'indiceId', message: 'O índice não tem valor cadastrado nesta data ou antes dela.' }],
    ],
    [
      'value 0',
      () => 'tipo=3&valor=0',
      [{ field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' }],
    ],
    ['value absent', () => 'tipo=3', [{ field: 'valor', message: 'Valor é obrigatório' }]],
    ['invalid date', () => 'tipo=3&valor=10&data=2026-02-30', [{ field: 'data', message: 'Data inválida.' }]],
  ])('refuses %s', async (_c, query, errors) => {
    expectFieldErrors(await admin.get(`${CALC}?${query()}`), errors);
  });

  it("refuses another company's index", async () => {
    expectFieldErrors(await other.get(`${CALC}?tipo=2&indiceId=${indice}&quantidade=2&data=2026-01-15`), [
      { field: 'indiceId', message: 'Índice: registro não encontrado.' },
    ]);
  });
});

describe('salary of employees at a date', () => {
  /** 2 × indice: 2,000.00 until 2026-01-14, 2,200.00 from 2026-01-15 */
  let porIndice: number;
  /** range faixaIndice: 2,500.00 / 2,750.00 */
  let porFaixa: number;
  /** 4,321.99 */
  let porValor: number;
  /** 2,000.00 by value from 2026-01-01, range faixaValor from 2026-02-01 (3,000.00; 3,300.00 from 2026-03-01) */
  let carreira: number;
  /** 1.37 × indiceX = 1,691.36, in area2 */
  let arredondado: number;
  /** admitted 2026-03-01 */
  let futuro: number;

  beforeAll(async () => {
    porIndice = await colaborador('Ana', [
      entry('2026-01-01', faixaIndice, { tipoSalario: 2, indice: { id: indice }, quantidade: 2 }),
    ]);
    porFaixa = await colaborador('Bruno', [entry('2026-01-01', faixaIndice, { tipoSalario: 1 })]);
    porValor = await colaborador('Carla', [
      entry('2026-01-01', faixaValor, { tipoSalario: 3, salario: 4321.99 }),
    ]);
    carreira = await colaborador('Davi', [
      entry('2026-01-01', faixaValor, { tipoSalario: 3, salario: 2000 }),
      entry('2026-02-01', faixaValor, { tipoSalario: 1 }),
    ]);
    arredondado = await colaborador('Eva', [
      {
        ...entry('2026-01-01', faixaValor, { tipoSalario: 2, indice: { id: indiceX }, quantidade: 1.37 }),
        areaOrganizacional: { id: area2 },
      },
    ]);
    futuro = await colaborador('Fábio', [entry('2026-03-01', faixaValor, { tipoSalario: 1 })]);
  });

  const salarios = async (query: string) => {
    const res = await admin.get(`${COLABORADORES}/salario-calculado?${query}`);
    expect(res.status).toBe(200);
    return res.body as { colaboradorId: number; salario: number | null }[];
  };

  it('computes every employee in one answer, before and after the index change', async () => {
    expect(await salarios('data=2026-01-14')).toEqual([
      { colaboradorId: porIndice, salario: 2000 },
      { colaboradorId: porFaixa, salario: 2500 },
      { colaboradorId: porValor, salario: 4321.99 },
      { colaboradorId: carreira, salario: 2000 },
      { colaboradorId: arredondado, salario: 1691.36 },
    ]);
    expect(await salarios('data=2026-01-15')).toEqual([
      { colaboradorId: porIndice, salario: 2200 },
      { colaboradorId: porFaixa, salario: 2750 },
      { colaboradorId: porValor, salario: 4321.99 },
      { colaboradorId: carreira, salario: 2000 },
      { colaboradorId: arredondado, salario: 1691.36 },
    ]);
  });

  it('follows the history entry in force (value, then range, then the range changes)', async () => {
    const at = async (data: string) =>
      (await admin.get(`${COLABORADORES}/${carreira}/salario-calculado?data=${data}`)).body;
    expect(await at('2026-01-31')).toEqual({ salario: 2000 });
    expect(await at('2026-02-01')).toEqual({ salario: 3000 });
    expect(await at('2026-02-28')).toEqual({ salario: 3000 });
    expect(await at('2026-03-01')).toEqual({ salario: 3300 });
  });

  it('filters by employees and by area of the entry in force', async () => {
    expect(await salarios(`data=2026-03-01&colaboradoresIds=${futuro},${porFaixa}`)).toEqual([
      { colaboradorId: porFaixa, salario: 2750 },
      { colaboradorId: futuro, salario: 3300 },
    ]);
    expect(await salarios(`data=2026-03-01&areasIds=${area2}`)).toEqual([
      { colaboradorId: arredondado, salario: 1691.36 },
    ]);
  });

  it('leaves out employees without an entry at the date, and answers null for one of them', async () => {
    expect((await salarios(`data=2026-02-01&colaboradoresIds=${futuro}`)).length).toBe(0);
    const res = await admin.get(`${COLABORADORES}/${futuro}/salario-calculado?data=2026-02-01`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ salario: null });
  });

  it('refuses malformed parameters', async () => {
    expectFieldErrors(await admin.get(`${COLABORADORES}/salario-calculado?data=01/02/2026`), [
      { field: 'data', message: 'Data inválida.' },
    ]);
    const ids = await admin.get(`${COLABORADORES}/salario-calculado?colaboradoresIds=1,abc`);
    expect(ids.status).toBe(400);
    expect(ids.body.errors).toEqual([{ field: 'colaboradoresIds.1', message: 'Talentos: valor inválido.' }]);
    expect((await admin.get(`${COLABORADORES}/abc/salario-calculado`)).status).toBe(400);
  });

  it('keeps companies apart', async () => {
    expect((await other.get(`${COLABORADORES}/${porIndice}/salario-calculado?data=2026-01-15`)).status).toBe(
      404,
    );
    expect((await other.get(`${COLABORADORES}/salario-calculado?data=2026-01-15`)).body).toEqual([]);
    expect(
      (await other.get(`${COLABORADORES}/salario-calculado?data=2026-01-15&colaboradoresIds=${porIndice}`))
        .body,
    ).toEqual([]);
  });

  describe('history changes that would leave someone without a salary', () => {
    it('refuses a range history that no longer covers its employees by range', async () => {
      const faixa = (await admin.get(`${FAIXAS}/${faixaIndice}`)).body;
      const { id: _id, ...body } = faixa;
      const res = await admin.put(`${FAIXAS}/${faixaIndice}`, {
        ...body,
        historico: [{ ...faixa.historico[0], data: '2026-01-10' }],
      });
      expectFieldErrors(res, [
        {
          field: 'historico',
          message:
            'A faixa salarial é usada por talentos desde 01/01/2026: mantenha um histórico da faixa nessa data ou antes dela.',
        },
      ]);
      expect((await admin.get(`${FAIXAS}/${faixaIndice}`)).body).toEqual(faixa);
    });

    it('refuses an index history that no longer covers its ranges and employees', async () => {
      const idx = (await admin.get(`${INDICES}/${indice}`)).body;
      const res = await admin.put(`${INDICES}/${indice}`, { nome: idx.nome, historico: [idx.historico[1]] });
      expectFieldErrors(res, [
        {
          field: 'historico',
          message:
            'O índice é usado por faixas salariais desde 01/01/2026: mantenha um histórico do índice nessa data ou antes dela.',
        },
        {
          field: 'historico',
          message:
            'O índice é usado por talentos desde 01/01/2026: mantenha um histórico do índice nessa data ou antes dela.',
        },
      ]);
      expect(await count('indice_historico', `owner_id = ${indice}`)).toBe(2);
      const onlyEmployee = (await admin.get(`${INDICES}/${indiceX}`)).body;
      expectFieldErrors(
        await admin.put(`${INDICES}/${indiceX}`, {
          nome: onlyEmployee.nome,
          historico: [{ data: '2026-01-02', valor: 1234.57 }],
        }),
        [
          {
            field: 'historico',
            message:
              'O índice é usado por talentos desde 01/01/2026: mantenha um histórico do índice nessa data ou antes dela.',
          },
        ],
      );
    });
  });

  describe('deleting records still used by employee history', () => {
    it('refuses to delete a range (409)', async () => {
      const res = await admin.del(`${FAIXAS}/${faixaValor}`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: 'Não é possível excluir: Faixa Salarial está em uso em Históricos dos Talentos.',
      });
      expect(await count('faixa_salarial_historico', `owner_id = ${faixaValor}`)).toBe(2);
    });

    it('refuses to delete an index (409)', async () => {
      const res = await admin.del(`${INDICES}/${indiceX}`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: 'Não é possível excluir: Índice está em uso em Históricos dos Talentos.',
      });
    });
  });
});
