// Job and salary-table reports: cargos, historicos-faixas-salariais, analise-tabelas-salariais (and its
// preview on screen). Data set and expected values: helpers.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { dia, gerar, type Ids, pdf, REF, SEM_DADOS, seed, xlsx } from './helpers.ts';

let t: TestApp;
let admin: Client;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ids = await seed(t);
});
afterAll(async () => t?.close());

describe('cargos', () => {
  it('lists the jobs related to the selected areas (and sub-areas), one line per salary range valued at the date', async () => {
    const text = await pdf(admin, 'cargos', { data: REF, areasOrganizacionais: [ids.adm], situacao: 'A' });
    expect(text).toContain('Empresa Padrão');
    expect(text).toContain(
      'Filtro: Data de Referência: 01/02/2026; Filtrar por: Áreas Organizacionais; Áreas Organizacionais: Administrativo; Situação dos Cargos: Ativos',
    );
    expect(text).toContain(
      'Cargo Nome de Mercado Áreas Organizacionais Escolaridade Ativo Faixa Salarial CBO Tipo Valor',
    );
    expect(text).toContain(
      'Grupo Ocupacional: Administrativo ' +
        'Analista Financeiro Analista de Finanças Financeiro Educação superior completa Sim I 252210 Por valor R$ 3.300,00 ' +
        'Analista Financeiro Analista de Finanças Financeiro Educação superior completa Sim II 252210 Por valor R$ 4.400,00 ' +
        'Assistente Administrativo Auxiliar de Escritório Administrativo Ensino médio completo Sim Único 411010 Por índice R$ 2.400,00 ' +
        'Subtotal Grupo Ocupacional: Administrativo (3 registros) Total geral (3 registros)',
    );
    expect(text).not.toContain('Operador');
  });

  it('filters by occupational group and job situation; a job without ranges still appears', async () => {
    const text = await pdf(admin, 'cargos', {
      data: '2025-01-01',
      filtroPor: 2,
      gruposOcupacionais: [ids.gOpe],
      situacao: 'T',
    });
    expect(text).toContain('Grupos Ocupacionais: Operacional; Situação dos Cargos: Todos');
    expect(text).toContain(
      'Operador de Máquinas Operador de Produção Operações Ensino fundamental completo Sim A 784205 Por valor R$ 2.000,00',
    );
    expect(text).toContain('Sim B 784205 Por valor R$ 2.500,00');
    expect(text).toMatch(/Supervisor Antigo Supervisor Operações Ensino médio completo Não Subtotal/);
    expect(text).toContain('Total geral (3 registros)');
  });

  it('answers no data, and requires groups when filtering by groups', async () => {
    expect(
      (await gerar(admin, 'cargos', { data: REF, areasOrganizacionais: [ids.adm], situacao: 'I' })).json(),
    ).toEqual(SEM_DADOS);
    const res = await gerar(admin, 'cargos', { data: REF, filtroPor: 2, situacao: 'A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FIELD_VALIDATION_VIOLATION',
      errors: [{ field: 'gruposOcupacionais', message: 'Selecione ao menos um Grupo Ocupacional' }],
    });
  });
});

describe('historicos-faixas-salariais', () => {
  it("shows each range's changes in the period — its own entries and its index's — with the variation", async () => {
    const text = await pdf(admin, 'historicos-faixas-salariais', {
      dataIni: '2025-06-01',
      dataFim: '2026-01-31',
    });
    expect(text).toContain('Filtro: Data Inicial: 01/06/2025; Data Final: 31/01/2026');
    expect(text).toContain(
      'Data Origem Tipo Índice Quantidade Valor do Índice Valor da Faixa Valor Anterior Variação',
    );
    expect(text).toContain(
      'Cargo: Analista Financeiro Faixa Salarial: I 01/01/2026 Histórico da faixa Por valor R$ 3.300,00 R$ 3.000,00 10,00% ' +
        'Faixa Salarial: II 01/01/2026 Histórico da faixa Por valor R$ 4.400,00 R$ 4.000,00 10,00% ' +
        'Cargo: Assistente Administrativo Faixa Salarial: Único 01/01/2026 Reajuste do índice Por índice Salário Mínimo 1,50 R$ 1.600,00 R$ 2.400,00 R$ 2.250,00 6,67% ' +
        'Cargo: Operador de Máquinas Faixa Salarial: B 01/07/2025 Histórico da faixa Por valor R$ 2.600,00 R$ 2.500,00 4,00%',
    );
    expect(text).not.toContain('Faixa Salarial: A ');
  });

  it('exports typed cells and filters by job', async () => {
    const { titles, rows } = await xlsx(
      admin,
      'historicos-faixas-salariais',
      { dataIni: '2022-01-01', dataFim: '2026-12-31', cargos: [ids.assistente] },
      'Cargo',
    );
    expect(titles).toEqual([
      'Cargo',
      'Faixa Salarial',
      'Data',
      'Origem',
      'Tipo',
      'Índice',
      'Quantidade',
      'Valor do Índice',
      'Valor da Faixa',
      'Valor Anterior',
      'Variação',
    ]);
    expect(rows).toEqual([
      // the first entry has no previous value: the row ends there (empty cells)
      [
        'Assistente Administrativo',
        'Único',
        dia('2023-01-01'),
        'Histórico da faixa',
        'Por índice',
        'Salário Mínimo',
        1.5,
        1500,
        2250,
      ],
      [
        'Assistente Administrativo',
        'Único',
        dia('2026-01-01'),
        'Reajuste do índice',
        'Por índice',
        'Salário Mínimo',
        1.5,
        1600,
        2400,
        2250,
        6.67,
      ],
    ]);
  });

  it('answers no data, and refuses an end date before the start', async () => {
    expect(
      (
        await gerar(admin, 'historicos-faixas-salariais', { dataIni: '2024-01-01', dataFim: '2024-12-31' })
      ).json(),
    ).toEqual(SEM_DADOS);
    const res = await gerar(admin, 'historicos-faixas-salariais', {
      dataIni: '2026-01-31',
      dataFim: '2025-06-01',
    });
    expect(res.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'dataFim', message: 'Data final inferior a data inicial.' }],
    });
  });
});

describe('analise-tabelas-salariais', () => {
  it('compares each range value with the salaries paid in it: count, lowest, highest, average, % and payroll', async () => {
    const text = await pdf(admin, 'analise-tabelas-salariais', {
      data: REF,
      filtroPor: 2,
      gruposOcupacionais: [ids.gAdm],
    });
    expect(text).toContain(
      'Faixa Salarial Tipo Valor da Faixa Talentos Menor Salário Maior Salário Salário Médio Média / Faixa Folha',
    );
    expect(text).toContain(
      'Grupo Ocupacional: Administrativo Cargo: Analista Financeiro ' +
        'I Por valor R$ 3.300,00 1 R$ 3.100,00 R$ 3.100,00 R$ 3.100,00 93,94% R$ 3.100,00 ' +
        'II Por valor R$ 4.400,00 1 R$ 4.400,00 R$ 4.400,00 R$ 4.400,00 100,00% R$ 4.400,00 ' +
        'Subtotal Cargo: Analista Financeiro (2 registros) 2 R$ 7.500,00 ' +
        'Cargo: Assistente Administrativo Único Por índice R$ 2.400,00 1 R$ 3.200,00 R$ 3.200,00 R$ 3.200,00 133,33% R$ 3.200,00 ' +
        'Subtotal Cargo: Assistente Administrativo (1 registro) 1 R$ 3.200,00 ' +
        'Subtotal Grupo Ocupacional: Administrativo (3 registros) 3 R$ 10.700,00 Total geral (3 registros) 3 R$ 10.700,00',
    );
  });

  it('exports the same analysis as XLSX (ranges without employees included)', async () => {
    const { rows } = await xlsx(
      admin,
      'analise-tabelas-salariais',
      { data: '2025-12-31', areasOrganizacionais: [ids.ope] },
      'Grupo Ocupacional',
    );
    expect(rows).toEqual([
      ['Operacional', 'Operador de Máquinas', 'A', 'Por valor', 2000, 1, 2100, 2100, 2100, 105, 2100],
      ['Operacional', 'Operador de Máquinas', 'B', 'Por valor', 2600, 1, 2600, 2600, 2600, 100, 2600],
    ]);
    const depois = await xlsx(
      admin,
      'analise-tabelas-salariais',
      { data: REF, areasOrganizacionais: [ids.ope] },
      'Grupo Ocupacional',
    );
    expect(depois.rows[1]).toEqual(['Operacional', 'Operador de Máquinas', 'B', 'Por valor', 2600, 0]);
  });

  it('answers no data, and requires areas when filtering by areas', async () => {
    const semDados = await gerar(admin, 'analise-tabelas-salariais', {
      data: REF,
      areasOrganizacionais: [ids.adm],
      cargos: [ids.supervisor],
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    const res = await gerar(admin, 'analise-tabelas-salariais', { data: REF, areasOrganizacionais: [] });
    expect(res.json()).toMatchObject({
      errors: [{ field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' }],
    });
  });

  it('previews the same rows as JSON for the screen, with the same filter rules', async () => {
    const url = '/api/cargo-salario/relatorios/analise-tabelas-salariais/previa';
    const res = await admin.get(`${url}?data=${REF}&filtroPor=2&gruposOcupacionais=${ids.gAdm}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        grupo: 'Administrativo',
        cargo: 'Analista Financeiro',
        cargoId: ids.analista,
        faixa: 'I',
        faixaSalarialId: ids.f1,
        tipo: 'Por valor',
        valorFaixa: 3300,
        talentos: 1,
        menorSalario: 3100,
        maiorSalario: 3100,
        salarioMedio: 3100,
        percentualMedio: 93.94,
        folha: 3100,
      }),
      expect.objectContaining({ faixa: 'II', valorFaixa: 4400, folha: 4400 }),
      expect.objectContaining({
        cargo: 'Assistente Administrativo',
        faixa: 'Único',
        tipo: 'Por índice',
        valorFaixa: 2400,
        salarioMedio: 3200,
        percentualMedio: 133.33,
      }),
    ]);
    const vazia = await admin.get(
      `${url}?data=${REF}&areasOrganizacionais=${ids.ope}&estabelecimentos=${ids.matriz}`,
    );
    expect(vazia.body).toEqual([
      expect.objectContaining({ faixa: 'A', talentos: 0, menorSalario: null, folha: null }),
      expect.objectContaining({ faixa: 'B', talentos: 0 }),
    ]);
    const erro = await admin.get(`${url}?filtroPor=2&cargos=x`);
    expect(erro.status).toBe(400);
    expect(erro.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'data', message: 'Data de Referência é obrigatória' },
        { field: 'gruposOcupacionais', message: 'Selecione ao menos um Grupo Ocupacional' },
      ]),
    );
    expect((await new Client(t.app).get(`${url}?data=${REF}`)).status).toBe(401);
  });
});
