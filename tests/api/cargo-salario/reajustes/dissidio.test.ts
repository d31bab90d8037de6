// The collective adjustment form (POST …/aplicar-dissidio on the three proposal registers): every
// validation with its exact message and nothing stored; which employees, ranges and indices it reaches;
// worked examples by percentage and by fixed value; filling again updates instead of duplicating; ids of
// another company refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, type TestApp } from '../../../helpers/test-app.ts';
import {
  colaborador,
  count,
  created,
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

const SP = 35;
const SAO_PAULO = 3550308;

let t: TestApp;
let admin: Client;
let other: Client;
let f: Fixture;
let tabelaC: number;
let tabelaF: number;
let tabelaI: number;
let areaOutra: number;
let cargoOutro: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  f = await seed(admin);
  tabelaC = await tabela(admin, 'C');
  tabelaF = await tabela(admin, 'F');
  tabelaI = await tabela(admin, 'I');
  areaOutra = (await created(other, '/api/cargo-salario/areas-organizacionais', { nome: 'Outra' })).id;
  cargoOutro = (
    await created(other, '/api/cargo-salario/cargos', {
      nome: 'Outro',
      nomeMercado: 'Outro',
      areasOrganizacionais: [areaOutra],
    })
  ).id;
});
afterAll(async () => t?.close());

const PROPOSTAS = 'reajuste_colaborador';
const todas = () =>
  t.sql.query(
    'SELECT (SELECT count(*) FROM reajuste_colaborador) + (SELECT count(*) FROM reajuste_faixa_salarial) + (SELECT count(*) FROM reajuste_indice) AS n',
  );

async function refused(path: string, body: unknown, errors: FieldErrors) {
  const before = (await todas()).rows[0].n;
  expectFieldErrors(await admin.post(`${path}/aplicar-dissidio`, body), errors);
  expect((await todas()).rows[0].n).toBe(before);
}

describe('form validation', () => {
  const c = (over: Record<string, unknown>) => ({
    tabelaReajuste: { id: tabelaC },
    dissidioPor: 1,
    valorDissidio: 5,
    areasIds: [f.areaOperacoes],
    ...over,
  });

  it.each<[string, () => unknown, FieldErrors]>([
    [
      'empty',
      () => ({}),
      [
        { field: 'tabelaReajuste', message: 'Planejamento de Reajuste é obrigatório' },
        { field: 'dissidioPor', message: 'Reajuste por é obrigatório' },
        { field: 'valorDissidio', message: 'Valor é obrigatório' },
        { field: 'areasIds', message: 'Selecione ao menos uma Área Organizacional' },
      ],
    ],
    [
      'unknown mode',
      () => c({ dissidioPor: 3 }),
      [{ field: 'dissidioPor', message: 'Reajuste por: valor inválido.' }],
    ],
    [
      'value not a number',
      () => c({ valorDissidio: 'dez' }),
      [{ field: 'valorDissidio', message: 'Valor: valor inválido.' }],
    ],
    [
      'percentage 0',
      () => c({ valorDissidio: 0 }),
      [{ field: 'valorDissidio', message: 'O percentual não pode ser 0 (zero) ou maior que 999.999%' }],
    ],
    [
      'percentage above 999.999',
      () => c({ valorDissidio: 999.9991 }),
      [{ field: 'valorDissidio', message: 'O percentual não pode ser 0 (zero) ou maior que 999.999%' }],
    ],
    [
      'negative percentage',
      () => c({ valorDissidio: -5 }),
      [{ field: 'valorDissidio', message: 'O percentual não pode ser 0 (zero) ou maior que 999.999%' }],
    ],
    [
      'percentage with 4 decimals',
      () => c({ valorDissidio: 7.1234 }),
      [{ field: 'valorDissidio', message: 'Valor: número de casas decimais inválido.' }],
    ],
    [
      'value 0',
      () => c({ dissidioPor: 2, valorDissidio: 0 }),
      [{ field: 'valorDissidio', message: 'O valor não pode ser 0 (zero)' }],
    ],
    [
      'value above 999999.99',
      () => c({ dissidioPor: 2, valorDissidio: 1000000 }),
      [{ field: 'valorDissidio', message: 'Valor deve ser menor ou igual a 999999.99.' }],
    ],
    [
      'value with 3 decimals',
      () => c({ dissidioPor: 2, valorDissidio: 10.005 }),
      [{ field: 'valorDissidio', message: 'Valor: número de casas decimais inválido.' }],
    ],
    [
      'areas empty',
      () => c({ areasIds: [] }),
      [{ field: 'areasIds', message: 'Selecione ao menos uma Área Organizacional' }],
    ],
    [
      'areas not ids',
      () => c({ areasIds: ['a'] }),
      [{ field: 'areasIds', message: 'Áreas Organizacionais: valor inválido.' }],
    ],
    [
      "another company's area",
      () => c({ areasIds: [f.areaOperacoes, areaOutra] }),
      [{ field: 'areasIds', message: 'Áreas Organizacionais: registro não encontrado.' }],
    ],
    [
      'jobs empty',
      () => c({ cargosIds: [] }),
      [{ field: 'cargosIds', message: 'Selecione ao menos um Cargo' }],
    ],
    [
      "another company's job",
      () => c({ cargosIds: [cargoOutro] }),
      [{ field: 'cargosIds', message: 'Cargos: registro não encontrado.' }],
    ],
    [
      'a table of another type',
      () => c({ tabelaReajuste: { id: tabelaF } }),
      [{ field: 'tabelaReajuste', message: 'O planejamento de reajuste não é do tipo Talento.' }],
    ],
    [
      'an unknown table',
      () => c({ tabelaReajuste: 999999 }),
      [{ field: 'tabelaReajuste', message: 'Planejamento de Reajuste: registro não encontrado.' }],
    ],
  ])('refuses %s', async (_c, body, errors) => {
    await refused(PROPOSTAS_COLABORADORES, body(), errors);
  });

  it('refuses ranges and indices missing for their tables', async () => {
    await refused(PROPOSTAS_FAIXAS, { tabelaReajuste: tabelaF, dissidioPor: 2, valorDissidio: 10 }, [
      { field: 'faixasSalariaisIds', message: 'Selecione ao menos uma Faixa Salarial' },
    ]);
    await refused(
      PROPOSTAS_INDICES,
      { tabelaReajuste: tabelaI, dissidioPor: 2, valorDissidio: 10, indicesIds: [] },
      [{ field: 'indicesIds', message: 'Selecione ao menos um Índice' }],
    );
  });

  it("refuses another company's table, and ranges and indices of another company", async () => {
    const res = await other.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
      tabelaReajuste: tabelaC,
      dissidioPor: 1,
      valorDissidio: 5,
      areasIds: [areaOutra],
    });
    expectFieldErrors(res, [
      { field: 'tabelaReajuste', message: 'Planejamento de Reajuste: registro não encontrado.' },
    ]);
    const outraF = await tabela(other, 'F');
    const faixa = await other.post(`${PROPOSTAS_FAIXAS}/aplicar-dissidio`, {
      tabelaReajuste: outraF,
      dissidioPor: 1,
      valorDissidio: 5,
      faixasSalariaisIds: [f.faixaValor],
    });
    expectFieldErrors(faixa, [
      { field: 'faixasSalariaisIds', message: 'Faixas Salariais: registro não encontrado.' },
    ]);
  });

  it('refuses a body that is not an object', async () => {
    const res = await admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, '[1]');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('O conteúdo enviado não é um JSON válido.');
  });
});

describe('filling employee proposals', () => {
  it('reaches the employees in force in the areas and sub-areas, not dismissed before the date', async () => {
    // Fábio left before the table's date; Gil is admitted after it
    const fabio = await colaborador(admin, 'Fábio', f.areaOperacoes, f.faixaValor, {
      tipoSalario: 3,
      salario: 1000,
    });
    await t.sql.query(`UPDATE colaborador SET status = 'D', data_desligamento = '2026-02-01' WHERE id = $1`, [
      fabio,
    ]);
    const gil = await created(admin, '/api/cargo-salario/colaboradores', {
      nome: 'Gil',
      dataAdmissao: '2026-05-01',
    });
    expect(gil.id).toBeGreaterThan(0);
    const res = await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: { id: tabelaC },
        dissidioPor: 2,
        valorDissidio: 150,
        areasIds: [f.areaOperacoes],
      }),
    );
    expect(res).toEqual({ quantidade: 3 });
    const lista = await ok(admin.get(`${TABELAS}/${tabelaC}/colaboradores`));
    expect(
      Object.fromEntries(
        lista.map((p: any) => [p.colaborador.nome, [p.salarioAtual, p.salarioPropostoCalculado]]),
      ),
    ).toEqual({ Ana: [2345.67, 2495.67], Bruno: [3000, 3150], Davi: [2824, 2974] });
    // the current position is kept as the proposed one, paid by value
    const bruno = lista.find((p: any) => p.colaborador.nome === 'Bruno');
    expect(bruno).toMatchObject({
      areaAtual: { id: f.areaSuporte },
      areaProposta: { id: f.areaSuporte },
      faixaSalarialAtual: { id: f.faixaValor },
      faixaSalarialProposta: { id: f.faixaValor },
      tipoSalarioAtual: 1,
      tipoSalarioProposto: 3,
    });
  });

  it('limited to chosen jobs, reaches only the employees whose range belongs to them', async () => {
    const cargo = await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Analista',
      nomeMercado: 'Analista',
      areasOrganizacionais: [f.areaVendas],
    });
    const faixa = await created(admin, '/api/cargo-salario/faixas-salariais', {
      cargo: { id: cargo.id },
      nome: 'I',
      codigoCBO: '313105',
      historico: [{ data: '2025-01-01', tipo: 3, valor: 4000 }],
    });
    const iara = await colaborador(admin, 'Iara', f.areaVendas, faixa.id, { tipoSalario: 1 });
    const id = await tabela(admin, 'C');
    const res = await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: id,
        dissidioPor: 1,
        valorDissidio: 10,
        areasIds: [f.areaVendas],
        cargosIds: [cargo.id],
      }),
    );
    expect(res).toEqual({ quantidade: 1 });
    const lista = await ok(admin.get(`${TABELAS}/${id}/colaboradores`));
    expect(lista.map((p: any) => [p.colaborador.id, p.salarioAtual, p.salarioProposto])).toEqual([
      [iara, 4000, 4400],
    ]);
    // Técnico and Analista together: Carla and Iara
    const todos = await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: id,
        dissidioPor: 1,
        valorDissidio: 10,
        areasIds: [f.areaVendas],
        cargosIds: [cargo.id, f.cargo],
      }),
    );
    expect(todos.quantidade).toBe(2);
  });

  it('filling again updates the proposals (keeping their observation) instead of adding others', async () => {
    const [ana] = (await ok(admin.get(`${TABELAS}/${tabelaC}/colaboradores`))).filter(
      (p: any) => p.colaborador.nome === 'Ana',
    );
    const { id, ...rest } = ana;
    await ok(admin.put(`${PROPOSTAS_COLABORADORES}/${id}`, { ...rest, observacao: 'Acordo coletivo 2026' }));
    const before = await count(t, PROPOSTAS);
    await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: { id: tabelaC },
        dissidioPor: 1,
        valorDissidio: 999.999,
        areasIds: [f.areaOperacoes],
      }),
    );
    expect(await count(t, PROPOSTAS)).toBe(before);
    // 2,345.67 × 10.99999 = 25,802.34654… → 25,802.35
    expect(await ok(admin.get(`${PROPOSTAS_COLABORADORES}/${id}`))).toMatchObject({
      salarioProposto: 25802.35,
      observacao: 'Acordo coletivo 2026',
    });
  });

  it('requires an establishment once the company has them, and filters by it', async () => {
    await t.sql.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1`);
    const est = await created(admin, '/api/utilitario/estabelecimentos', {
      nome: 'Matriz',
      tipoInscricao: 'CNPJ',
      complementoCnpj: '0001',
      endereco: {
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Centro',
        uf: { id: SP },
        cidade: { id: SAO_PAULO },
      },
    });
    const id = await tabela(admin, 'C');
    await refused(
      PROPOSTAS_COLABORADORES,
      { tabelaReajuste: id, dissidioPor: 1, valorDissidio: 5, areasIds: [f.areaOperacoes] },
      [{ field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' }],
    );
    const hugo = await colaborador(admin, 'Hugo', f.areaOperacoes, f.faixaValor, {
      tipoSalario: 3,
      salario: 1999.99,
      estabelecimento: { id: est.id },
    });
    const res = await ok(
      admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
        tabelaReajuste: id,
        dissidioPor: 1,
        valorDissidio: 10,
        estabelecimentosIds: [est.id],
        areasIds: [f.areaOperacoes],
      }),
    );
    expect(res).toEqual({ quantidade: 1 });
    const [p] = await ok(admin.get(`${TABELAS}/${id}/colaboradores`));
    // 1,999.99 × 1.10 = 2,199.989 → 2,199.99
    expect(p).toMatchObject({
      colaborador: { id: hugo },
      estabelecimentoProposto: { id: est.id },
      salarioProposto: 2199.99,
    });
  });

  it('refuses an applied table (409) and changes nothing', async () => {
    await ok(admin.post(`${TABELAS}/${tabelaC}/aplicar-colaboradores`, {}));
    const before = await count(t, PROPOSTAS);
    const res = await admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
      tabelaReajuste: tabelaC,
      dissidioPor: 1,
      valorDissidio: 5,
      estabelecimentosIds: [],
      areasIds: [f.areaVendas],
    });
    // the form is checked first: with establishments now, they are required
    expect(res.status).toBe(400);
    const aplicada = await admin.post(`${PROPOSTAS_COLABORADORES}/aplicar-dissidio`, {
      tabelaReajuste: tabelaC,
      dissidioPor: 1,
      valorDissidio: 5,
      estabelecimentosIds: [(await ok(admin.get('/api/utilitario/estabelecimentos')))[0].id],
      areasIds: [f.areaVendas],
    });
    expect(aplicada.status).toBe(409);
    expect(aplicada.body.message).toBe(
      'O reajuste já foi aplicado: cancele-o antes de alterar as suas propostas.',
    );
    expect(await count(t, PROPOSTAS)).toBe(before);
  });
});

describe('filling range and index proposals', () => {
  it('ranges by a fixed R$ 150.00: by value 3,000.00 → 3,150.00, by index 2,824.00 → 2,974.00 (now by value)', async () => {
    const res = await ok(
      admin.post(`${PROPOSTAS_FAIXAS}/aplicar-dissidio`, {
        tabelaReajuste: { id: tabelaF },
        dissidioPor: 2,
        valorDissidio: 150,
        faixasSalariaisIds: [f.faixaValor, f.faixaIndice],
      }),
    );
    expect(res).toEqual({ quantidade: 2 });
    const lista = await ok(admin.get(`${TABELAS}/${tabelaF}/faixas-salariais?sort=id,asc`));
    expect(
      lista.map((p: any) => [
        p.faixaSalarial.id,
        p.tipoAtual,
        p.quantidadeAtual ?? null,
        p.valorAtual,
        p.tipoProposto,
        p.valorProposto,
      ]),
    ).toEqual([
      [f.faixaValor, 3, null, 3000, 3, 3150],
      [f.faixaIndice, 2, 2, 2824, 3, 2974],
    ]);
  });

  it('indices by percentage: 1,412.00 + 4.62% = 1,477.23; then by a fixed value, updated in place', async () => {
    await ok(
      admin.post(`${PROPOSTAS_INDICES}/aplicar-dissidio`, {
        tabelaReajuste: { id: tabelaI },
        dissidioPor: 1,
        valorDissidio: 4.62,
        indicesIds: [f.piso],
      }),
    );
    expect((await ok(admin.get(`${TABELAS}/${tabelaI}/indices`)))[0]).toMatchObject({
      valorAtual: 1412,
      valorProposto: 1477.23,
    });
    await ok(
      admin.post(`${PROPOSTAS_INDICES}/aplicar-dissidio`, {
        tabelaReajuste: { id: tabelaI },
        dissidioPor: 2,
        valorDissidio: 999999.99,
        indicesIds: [f.piso],
      }),
    );
    const lista = await ok(admin.get(`${TABELAS}/${tabelaI}/indices`));
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ valorProposto: 1001411.99, valorDiferenca: 999999.99 });
  });
});
