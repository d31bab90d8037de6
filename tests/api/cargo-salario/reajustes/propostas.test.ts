// The four adjustment registers through the generic API: planning tables and the proposals per employee,
// range and index — every validation with its exact message and nothing stored; the current side captured
// at the table's date (and again when the date changes); the computed proposed value and differences;
// duplicated and dismissed employees flagged; tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, type TestApp } from '../../../helpers/test-app.ts';
import {
  colaborador,
  count,
  created,
  DATA,
  expectFieldErrors,
  type FieldErrors,
  type Fixture,
  ok,
  PROPOSTAS_COLABORADORES,
  PROPOSTAS_FAIXAS,
  PROPOSTAS_INDICES,
  seed,
  startTestApp,
  TABELAS,
  tabela,
} from './fixtures.ts';

let t: TestApp;
let admin: Client;
let other: Client;
let f: Fixture;
let tabelaC: number;
let tabelaF: number;
let tabelaI: number;
/** a table of the other company */
let tabelaOutra: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  f = await seed(admin);
  tabelaC = await tabela(admin, 'C');
  tabelaF = await tabela(admin, 'F');
  tabelaI = await tabela(admin, 'I');
  tabelaOutra = await tabela(other, 'C');
});
afterAll(async () => t?.close());

const long = (n: number) => 'x'.repeat(n);

/** The POST is refused with exactly these errors and stores nothing. */
async function refused(path: string, table: string, body: unknown, errors: FieldErrors) {
  const before = await count(t, table);
  expectFieldErrors(await admin.post(path, body), errors);
  expect(await count(t, table)).toBe(before);
}

describe('planning table', () => {
  it.each<[string, Record<string, unknown>, FieldErrors]>([
    [
      'empty',
      {},
      [
        { field: 'nome', message: 'Título é obrigatório' },
        { field: 'data', message: 'Data é obrigatória' },
        { field: 'tipoReajuste', message: 'Tipo de Reajuste é obrigatório' },
      ],
    ],
    [
      'title over 100',
      { nome: long(101), data: DATA, tipoReajuste: 'C' },
      [{ field: 'nome', message: 'Título deve ter no máximo 100 caracteres.' }],
    ],
    [
      'unknown type',
      { nome: 'X', data: DATA, tipoReajuste: 'X' },
      [{ field: 'tipoReajuste', message: 'Tipo de Reajuste: valor inválido.' }],
    ],
    [
      'observation over 255',
      { nome: 'X', data: DATA, tipoReajuste: 'C', observacao: long(256) },
      [{ field: 'observacao', message: 'Observação deve ter no máximo 255 caracteres.' }],
    ],
  ])('refuses %s', async (_c, body, errors) => {
    await refused(TABELAS, 'tabela_reajuste_colaborador', body, errors);
  });

  it('is created as a plan: not applied, whatever the body says about the flags', async () => {
    const res = await created(admin, TABELAS, {
      nome: `  ${long(100)}  `,
      data: DATA,
      tipoReajuste: 'F',
      aprovada: true,
      ehUltimo: true,
    });
    expect(res).toMatchObject({
      nome: long(100),
      dissidio: false,
      aprovada: false,
      ehUltimo: false,
      existeHistoricoConfirmado: false,
    });
    expect(res.dataAplicacao).toBeUndefined();
  });

  it('is invisible to another company', async () => {
    expect((await other.get(`${TABELAS}/${tabelaC}`)).status).toBe(404);
    expect(
      (await other.put(`${TABELAS}/${tabelaC}`, { nome: 'X', data: DATA, tipoReajuste: 'C' })).status,
    ).toBe(404);
    expect((await other.del(`${TABELAS}/${tabelaC}`)).status).toBe(404);
    const lista = await ok(other.get(TABELAS));
    expect(lista.map((x: any) => x.id)).toEqual([tabelaOutra]);
  });
});

describe('employee proposal', () => {
  const base = () => ({
    tabelaReajuste: { id: tabelaC },
    colaborador: { id: f.bruno },
    areaProposta: { id: f.areaSuporte },
    faixaSalarialProposta: { id: f.faixaValor },
  });

  it.each<[string, () => Record<string, unknown>, FieldErrors]>([
    [
      'empty',
      () => ({}),
      [
        { field: 'tabelaReajuste', message: 'Planejamento de Reajuste é obrigatório' },
        { field: 'colaborador', message: 'Talento é obrigatório' },
        { field: 'areaProposta', message: 'Área Organizacional Proposta é obrigatória' },
        { field: 'faixaSalarialProposta', message: 'Faixa Salarial Proposta é obrigatória' },
      ],
    ],
    [
      'salary type 2 without index and quantity',
      () => ({ ...base(), tipoSalarioProposto: 2 }),
      [
        { field: 'indiceProposto', message: 'Índice é requerido' },
        { field: 'quantidadeIndiceProposto', message: 'Quantidade é obrigatória' },
      ],
    ],
    [
      'salary type 2 with quantity 0',
      () => ({
        ...base(),
        tipoSalarioProposto: 2,
        indiceProposto: { id: f.piso },
        quantidadeIndiceProposto: 0,
      }),
      [{ field: 'quantidadeIndiceProposto', message: 'Quantidade não pode ser 0 (zero) ou menor' }],
    ],
    [
      'salary type 3 without value',
      () => ({ ...base(), tipoSalarioProposto: 3 }),
      [{ field: 'salarioProposto', message: 'Valor é obrigatório' }],
    ],
    [
      'salary type 3 with value 0',
      () => ({ ...base(), tipoSalarioProposto: 3, salarioProposto: 0 }),
      [{ field: 'salarioProposto', message: 'Valor não pode ser 0 (zero) ou menor' }],
    ],
    [
      'observation over 255',
      () => ({ ...base(), observacao: long(256) }),
      [{ field: 'observacao', message: 'Observação deve ter no máximo 255 caracteres.' }],
    ],
    [
      'a table of another type',
      () => ({ ...base(), tabelaReajuste: { id: tabelaF } }),
      [{ field: 'tabelaReajuste', message: 'O planejamento de reajuste não é do tipo Talento.' }],
    ],
    [
      "another company's table",
      () => ({ ...base(), tabelaReajuste: { id: tabelaOutra } }),
      [{ field: 'tabelaReajuste', message: 'Planejamento de Reajuste: registro não encontrado.' }],
    ],
  ])('refuses %s', async (_c, body, errors) => {
    await refused(PROPOSTAS_COLABORADORES, 'reajuste_colaborador', body(), errors);
  });

  it('refuses an employee with no history in force at the table date', async () => {
    const novato = await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Novato',
      dataAdmissao: '2026-06-01',
    });
    await refused(
      PROPOSTAS_COLABORADORES,
      'reajuste_colaborador',
      { ...base(), colaborador: { id: novato.id } },
      [
        {
          field: 'colaborador',
          message: 'O talento não tem histórico vigente na data do planejamento de reajuste.',
        },
      ],
    );
  });

  it("refuses another company's employee in the proposal", async () => {
    const res = await other.post(PROPOSTAS_COLABORADORES, {
      ...base(),
      tabelaReajuste: { id: tabelaOutra },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      field: 'colaborador',
      message: 'Talento: registro não encontrado.',
    });
  });

  it('captures the current position and computes the proposed salary: 2.5 × 1,412.00 = 3,530.00', async () => {
    const p = await created(admin, PROPOSTAS_COLABORADORES, {
      ...base(),
      tipoSalarioProposto: 2,
      indiceProposto: { id: f.piso },
      quantidadeIndiceProposto: 2.5,
      salarioProposto: 9999,
      salarioAtual: 1,
    });
    expect(p).toMatchObject({
      areaAtual: { id: f.areaSuporte, nome: 'Suporte' },
      faixaSalarialAtual: { id: f.faixaValor, nome: 'Por valor' },
      cargoAtual: { id: f.cargo, nome: 'Técnico' },
      tipoSalarioAtual: 1,
      salarioAtual: 3000,
      tipoSalarioProposto: 2,
      salarioPropostoCalculado: 3530,
      valorDiferenca: 530,
      // 530 / 3,000 = 17.666…%
      percentualDiferenca: 17.67,
      temDuplicidade: false,
      colaboradorDesligado: false,
    });
    // a salary by index stores no value of its own
    expect(p.salarioProposto).toBeUndefined();
    // salary by range: the range's value at the table's date, no index nor quantity kept
    const { id, ...rest } = p;
    const porFaixa = await ok(
      admin.put(`${PROPOSTAS_COLABORADORES}/${id}`, {
        ...rest,
        tabelaReajuste: { id: tabelaC },
        tipoSalarioProposto: 1,
        faixaSalarialProposta: { id: f.faixaIndice },
      }),
    );
    expect(porFaixa).toMatchObject({
      salarioAtual: 3000,
      salarioPropostoCalculado: 2824,
      valorDiferenca: -176,
    });
    expect(porFaixa.indiceProposto).toBeUndefined();
    expect(porFaixa.quantidadeIndiceProposto).toBeUndefined();
  });

  it('flags an employee twice in the table and a dismissed employee', async () => {
    const a = await created(admin, PROPOSTAS_COLABORADORES, {
      ...base(),
      colaborador: { id: f.carla },
      areaProposta: { id: f.areaVendas },
    });
    expect(a.temDuplicidade).toBe(false);
    const b = await created(admin, PROPOSTAS_COLABORADORES, {
      ...base(),
      colaborador: { id: f.carla },
      areaProposta: { id: f.areaVendas },
      tipoSalarioProposto: 3,
      salarioProposto: 2200,
    });
    expect(b).toMatchObject({ temDuplicidade: true, salarioAtual: 2118, salarioPropostoCalculado: 2200 });
    expect((await ok(admin.get(`${PROPOSTAS_COLABORADORES}/${a.id}`))).temDuplicidade).toBe(true);
    await t.sql.query(`UPDATE colaborador SET status = 'D', data_desligamento = '2026-12-31' WHERE id = $1`, [
      f.carla,
    ]);
    const lista = await ok(admin.get(`${TABELAS}/${tabelaC}/colaboradores?colaborador=${f.carla}`));
    expect(lista.map((x: any) => [x.temDuplicidade, x.colaboradorDesligado])).toEqual([
      [true, true],
      [true, true],
    ]);
    await t.sql.query(`UPDATE colaborador SET status = 'A', data_desligamento = NULL WHERE id = $1`, [
      f.carla,
    ]);
    expect((await admin.del(`${PROPOSTAS_COLABORADORES}/${b.id}`)).status).toBe(204);
    expect((await ok(admin.get(`${PROPOSTAS_COLABORADORES}/${a.id}`))).temDuplicidade).toBe(false);
  });

  it('recaptures the current side when the table date changes', async () => {
    const id = await tabela(admin, 'C', { data: '2026-01-15' });
    const eva = await colaborador(admin, 'Eva', f.areaVendas, f.faixaValor, {
      tipoSalario: 3,
      salario: 2000,
    });
    await created(admin, '/api/cargo-salario/historicos-colaboradores', {
      colaborador: { id: eva },
      data: '2026-02-01',
      motivo: 'RI',
      areaOrganizacional: { id: f.areaVendas },
      faixaSalarial: { id: f.faixaValor },
      tipoSalario: 3,
      salario: 2400,
    });
    const p = await created(admin, PROPOSTAS_COLABORADORES, {
      tabelaReajuste: { id },
      colaborador: { id: eva },
      areaProposta: { id: f.areaVendas },
      faixaSalarialProposta: { id: f.faixaValor },
      tipoSalarioProposto: 3,
      salarioProposto: 2600,
    });
    expect(p.salarioAtual).toBe(2000);
    await ok(admin.put(`${TABELAS}/${id}`, { nome: 'Reajuste C', data: DATA, tipoReajuste: 'C' }));
    expect(await ok(admin.get(`${PROPOSTAS_COLABORADORES}/${p.id}`))).toMatchObject({
      salarioAtual: 2400,
      valorDiferenca: 200,
    });
    // the type cannot change any more
    const tipo = await admin.put(`${TABELAS}/${id}`, { nome: 'Reajuste C', data: DATA, tipoReajuste: 'F' });
    expectFieldErrors(tipo, [
      {
        field: 'tipoReajuste',
        message: 'O tipo de reajuste não pode ser alterado: o planejamento já tem propostas.',
      },
    ]);
  });

  it('hides the proposals from another company', async () => {
    const [p] = await ok(admin.get(`${TABELAS}/${tabelaC}/colaboradores`));
    expect((await other.get(`${PROPOSTAS_COLABORADORES}/${p.id}`)).status).toBe(404);
    expect((await other.del(`${PROPOSTAS_COLABORADORES}/${p.id}`)).status).toBe(404);
    expect(await ok(other.get(PROPOSTAS_COLABORADORES))).toEqual([]);
  });
});

describe('salary range proposal', () => {
  const base = () => ({ tabelaReajuste: { id: tabelaF }, faixaSalarial: { id: f.faixaValor } });

  it.each<[string, () => Record<string, unknown>, FieldErrors]>([
    [
      'empty',
      () => ({}),
      [
        { field: 'tabelaReajuste', message: 'Planejamento de Reajuste é obrigatório' },
        { field: 'faixaSalarial', message: 'Faixa Salarial é obrigatória' },
        { field: 'tipoProposto', message: 'Tipo Proposto é obrigatório' },
      ],
    ],
    [
      'by index without index and quantity',
      () => ({ ...base(), tipoProposto: 2 }),
      [
        { field: 'indiceProposto', message: 'Índice é requerido' },
        { field: 'quantidadeProposta', message: 'Quantidade é obrigatória' },
      ],
    ],
    [
      'by index with quantity 0',
      () => ({ ...base(), tipoProposto: 2, indiceProposto: { id: f.piso }, quantidadeProposta: 0 }),
      [{ field: 'quantidadeProposta', message: 'Quantidade não pode ser 0 (zero) ou menor' }],
    ],
    [
      'by value without value',
      () => ({ ...base(), tipoProposto: 3 }),
      [{ field: 'valorProposto', message: 'Valor é obrigatório' }],
    ],
    [
      'by value 0',
      () => ({ ...base(), tipoProposto: 3, valorProposto: 0 }),
      [{ field: 'valorProposto', message: 'Valor não pode ser 0 (zero) ou menor' }],
    ],
    [
      'a table of another type',
      () => ({ ...base(), tabelaReajuste: { id: tabelaC }, tipoProposto: 3, valorProposto: 10 }),
      [{ field: 'tabelaReajuste', message: 'O planejamento de reajuste não é do tipo Faixa Salarial.' }],
    ],
  ])('refuses %s', async (_c, body, errors) => {
    await refused(PROPOSTAS_FAIXAS, 'reajuste_faixa_salarial', body(), errors);
  });

  it('refuses a range with no value at the table date and an index with none', async () => {
    const futura = await created(admin, '/api/cargo-salario/faixas-salariais', {
      cargo: { id: f.cargo },
      nome: 'Futura',
      codigoCBO: '313105',
      historico: [{ data: '2026-06-01', tipo: 3, valor: 5000 }],
    });
    await refused(
      PROPOSTAS_FAIXAS,
      'reajuste_faixa_salarial',
      { ...base(), faixaSalarial: { id: futura.id }, tipoProposto: 3, valorProposto: 5100 },
      [
        {
          field: 'faixaSalarial',
          message: 'A faixa salarial não tem valor na data do planejamento de reajuste.',
        },
      ],
    );
    const novo = await created(admin, '/api/cargo-salario/indices', {
      nome: 'Novo',
      historico: [{ data: '2026-06-01', valor: 100 }],
    });
    await refused(
      PROPOSTAS_FAIXAS,
      'reajuste_faixa_salarial',
      { ...base(), tipoProposto: 2, indiceProposto: { id: novo.id }, quantidadeProposta: 2 },
      [{ field: 'indiceProposto', message: 'O índice não tem valor cadastrado nesta data ou antes dela.' }],
    );
  });

  it('captures the current entry and computes the proposed value: 2.2 × 1,412.00 = 3,106.40', async () => {
    const p = await created(admin, PROPOSTAS_FAIXAS, {
      ...base(),
      tipoProposto: 2,
      indiceProposto: { id: f.piso },
      quantidadeProposta: 2.2,
      valorProposto: 1,
    });
    expect(p).toMatchObject({
      cargo: { id: f.cargo, nome: 'Técnico' },
      tipoAtual: 3,
      valorAtual: 3000,
      valorPropostoCalculado: 3106.4,
      valorDiferenca: 106.4,
      // 106.40 / 3,000.00 = 3.5466…%
      percentualDiferenca: 3.55,
    });
    expect(p.valorProposto).toBeUndefined();
    await refused(
      PROPOSTAS_FAIXAS,
      'reajuste_faixa_salarial',
      { ...base(), tipoProposto: 3, valorProposto: 3100 },
      [{ field: 'tabelaReajuste', message: 'Esta faixa salarial já está neste planejamento de reajuste.' }],
    );
  });
});

describe('index proposal', () => {
  const base = () => ({ tabelaReajuste: { id: tabelaI }, indice: { id: f.piso } });

  it.each<[string, () => Record<string, unknown>, FieldErrors]>([
    [
      'empty',
      () => ({}),
      [
        { field: 'valorProposto', message: 'Valor Proposto é obrigatório' },
        { field: 'tabelaReajuste', message: 'Planejamento de Reajuste é obrigatório' },
        { field: 'indice', message: 'Índice é obrigatório' },
      ],
    ],
    [
      'value 0',
      () => ({ ...base(), valorProposto: 0 }),
      [{ field: 'valorProposto', message: 'Valor não pode ser 0 (zero) ou menor' }],
    ],
    [
      'three decimals',
      () => ({ ...base(), valorProposto: 1500.005 }),
      [{ field: 'valorProposto', message: 'Valor Proposto: número de casas decimais inválido.' }],
    ],
    [
      'a table of another type',
      () => ({ ...base(), tabelaReajuste: { id: tabelaF }, valorProposto: 1500 }),
      [{ field: 'tabelaReajuste', message: 'O planejamento de reajuste não é do tipo Índice.' }],
    ],
  ])('refuses %s', async (_c, body, errors) => {
    await refused(PROPOSTAS_INDICES, 'reajuste_indice', body(), errors);
  });

  it('captures the current value and computes the difference', async () => {
    const p = await created(admin, PROPOSTAS_INDICES, { ...base(), valorProposto: 1500 });
    // 88.00 / 1,412.00 = 6.2322…%
    expect(p).toMatchObject({
      valorAtual: 1412,
      valorProposto: 1500,
      valorDiferenca: 88,
      percentualDiferenca: 6.23,
    });
    await refused(PROPOSTAS_INDICES, 'reajuste_indice', { ...base(), valorProposto: 1600 }, [
      { field: 'tabelaReajuste', message: 'Este índice já está neste planejamento de reajuste.' },
    ]);
  });
});

describe("'Reajuste por' on a proposal form", () => {
  it.each<[string, string, string, () => Record<string, unknown>, FieldErrors]>([
    [
      'employee: a mode without its value',
      PROPOSTAS_COLABORADORES,
      'reajuste_colaborador',
      () => ({
        tabelaReajuste: { id: tabelaC },
        colaborador: { id: f.bruno },
        areaProposta: { id: f.areaSuporte },
        faixaSalarialProposta: { id: f.faixaValor },
        tipoSalarioProposto: 3,
        dissidioPor: 1,
      }),
      [{ field: 'valorDissidio', message: 'Valor do Reajuste é obrigatório' }],
    ],
    [
      'employee: a percentage of 0',
      PROPOSTAS_COLABORADORES,
      'reajuste_colaborador',
      () => ({
        tabelaReajuste: { id: tabelaC },
        colaborador: { id: f.bruno },
        areaProposta: { id: f.areaSuporte },
        faixaSalarialProposta: { id: f.faixaValor },
        tipoSalarioProposto: 3,
        dissidioPor: 1,
        valorDissidio: 0,
      }),
      [{ field: 'valorDissidio', message: 'O percentual não pode ser 0 (zero) ou maior que 999.999%' }],
    ],
    [
      'employee: a mode with a salary by range',
      PROPOSTAS_COLABORADORES,
      'reajuste_colaborador',
      () => ({
        tabelaReajuste: { id: tabelaC },
        colaborador: { id: f.bruno },
        areaProposta: { id: f.areaSuporte },
        faixaSalarialProposta: { id: f.faixaValor },
        tipoSalarioProposto: 1,
        dissidioPor: 2,
        valorDissidio: 100,
      }),
      [{ field: 'dissidioPor', message: 'O Reajuste por vale somente para a proposta Por valor.' }],
    ],
    [
      'range: an amount of 0',
      PROPOSTAS_FAIXAS,
      'reajuste_faixa_salarial',
      () => ({
        tabelaReajuste: { id: tabelaF },
        faixaSalarial: { id: f.faixaIndice },
        tipoProposto: 3,
        dissidioPor: 2,
        valorDissidio: 0,
      }),
      [{ field: 'valorDissidio', message: 'O valor não pode ser 0 (zero)' }],
    ],
    [
      'index: an unknown mode',
      PROPOSTAS_INDICES,
      'reajuste_indice',
      () => ({ tabelaReajuste: { id: tabelaI }, indice: { id: f.piso }, dissidioPor: 3, valorDissidio: 5 }),
      [{ field: 'dissidioPor', message: 'Reajuste por: valor inválido.' }],
    ],
  ])('refuses %s', async (_c, path, table, body, errors) => {
    await refused(path, table, body(), errors);
  });

  it('computes the proposed value from the current one: a percentage or an amount added', async () => {
    const c = await tabela(admin, 'C');
    const bruno = await created(admin, PROPOSTAS_COLABORADORES, {
      tabelaReajuste: { id: c },
      colaborador: { id: f.bruno },
      areaProposta: { id: f.areaSuporte },
      faixaSalarialProposta: { id: f.faixaValor },
      tipoSalarioProposto: 3,
      dissidioPor: 1,
      valorDissidio: 7.125,
    });
    // 3,000.00 × 1.07125 = 3,213.75
    expect(bruno).toMatchObject({ salarioAtual: 3000, salarioProposto: 3213.75, valorDiferenca: 213.75 });
    expect(bruno.dissidioPor).toBeUndefined();
    const fx = await tabela(admin, 'F');
    const faixa = await created(admin, PROPOSTAS_FAIXAS, {
      tabelaReajuste: { id: fx },
      faixaSalarial: { id: f.faixaIndice },
      tipoProposto: 3,
      dissidioPor: 2,
      valorDissidio: 150.5,
    });
    // 2 × 1,412.00 + 150.50
    expect(faixa).toMatchObject({ valorAtual: 2824, valorProposto: 2974.5, valorPropostoCalculado: 2974.5 });
    const ix = await tabela(admin, 'I');
    const indice = await created(admin, PROPOSTAS_INDICES, {
      tabelaReajuste: { id: ix },
      indice: { id: f.piso },
      dissidioPor: 1,
      valorDissidio: 4.62,
    });
    // 1,412.00 × 1.0462 = 1,477.2344 → 1,477.23
    expect(indice).toMatchObject({ valorAtual: 1412, valorProposto: 1477.23 });
    // an edit may give a new percentage over the value captured then
    const { id, ...rest } = indice;
    const editado = await ok(
      admin.put(`${PROPOSTAS_INDICES}/${id}`, { ...rest, dissidioPor: 2, valorDissidio: 88 }),
    );
    expect(editado).toMatchObject({ valorProposto: 1500, valorDiferenca: 88 });
  });
});

describe('deleting a planning table', () => {
  it('deletes its proposals with it', async () => {
    expect(await count(t, 'reajuste_indice', `tabela_reajuste_id = ${tabelaI}`)).toBe(1);
    expect((await admin.del(`${TABELAS}/${tabelaI}`)).status).toBe(204);
    expect(await count(t, 'reajuste_indice', `tabela_reajuste_id = ${tabelaI}`)).toBe(0);
  });
});

describe('calculated salary of employee proposals', () => {
  const CALC = `${PROPOSTAS_COLABORADORES}/salario-calculado`;

  it.each<[string, () => string, number | null]>([
    ['by range "Por índice" (2 × 1,412.00)', () => `tipoSalario=1&faixaSalarialId=${f.faixaIndice}`, 2824],
    [
      'by index (1.37 × 1,412.00 = 1,934.44)',
      () => `tipoSalario=2&indiceId=${f.piso}&quantidade=1.37`,
      1934.44,
    ],
    ['by value, rounded to cents', () => 'tipoSalario=3&salario=1234.565', 1234.57],
  ])('previews a proposal %s at the table date', async (_c, query, salario) => {
    expect(await ok(admin.get(`${CALC}?tabelaReajusteId=${tabelaC}&${query()}`))).toEqual({ salario });
  });

  it.each<[string, () => string, FieldErrors]>([
    [
      'without table and type',
      () => '',
      [{ field: 'tabelaReajusteId', message: 'Planejamento de Reajuste é obrigatório' }],
    ],
    [
      'by index without index',
      () => `tabelaReajusteId=${tabelaC}&tipoSalario=2`,
      [{ field: 'indiceId', message: 'Índice é requerido' }],
    ],
    [
      'by value without value',
      () => `tabelaReajusteId=${tabelaC}&tipoSalario=3`,
      [{ field: 'salario', message: 'Valor é obrigatório' }],
    ],
    [
      "another company's table",
      () => `tabelaReajusteId=${tabelaOutra}&tipoSalario=3&salario=10`,
      [{ field: 'tabelaReajusteId', message: 'Planejamento de Reajuste: registro não encontrado.' }],
    ],
  ])('refuses a preview %s', async (_c, query, errors) => {
    expectFieldErrors(await admin.get(`${CALC}?${query()}`), errors);
  });

  it('answers for a stored proposal, 404 for another company', async () => {
    const [p] = await ok(admin.get(`${TABELAS}/${tabelaC}/colaboradores?colaborador=${f.bruno}`));
    expect(await ok(admin.get(`${PROPOSTAS_COLABORADORES}/${p.id}/salario-calculado`))).toEqual({
      salarioAtual: 3000,
      salarioProposto: 2824,
      valorDiferenca: -176,
      percentualDiferenca: -5.87,
    });
    expect((await other.get(`${PROPOSTAS_COLABORADORES}/${p.id}/salario-calculado`)).status).toBe(404);
  });
});
