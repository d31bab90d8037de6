// Reports on the employees' position at a date: talentos-cargos, talentos-areas-organizacionais,
// talentos-grupos-ocupacionais, situacoes, projecoes-salariais-talentos. Data set: helpers.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { dia, erros, gerar, type Ids, pdf, REF, SEM_DADOS, seed, xlsx } from './helpers.ts';

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

describe('talentos-cargos', () => {
  it('lists the employees of the areas (and sub-areas) by job and range, with subtotals and the total payroll', async () => {
    const text = await pdf(admin, 'talentos-cargos', { data: REF, areasOrganizacionais: [ids.adm] });
    expect(text).toContain(
      'Talentos por Cargo Filtro: Data de Referência: 01/02/2026; Filtrar por: Áreas Organizacionais; Áreas Organizacionais: Administrativo',
    );
    expect(text).toContain('Talento Matrícula Admissão Área Organizacional Estabelecimento Salário');
    expect(text).toContain(
      'Cargo: Analista Financeiro Faixa Salarial: I Bruno Lima 002 01/03/2025 Administrativo > Financeiro Matriz R$ 3.100,00 ' +
        'Subtotal Faixa Salarial: I (1 registro) R$ 3.100,00 ' +
        'Faixa Salarial: II Ana Souza 001 01/02/2024 Administrativo > Financeiro > Contabilidade Matriz R$ 4.400,00 ' +
        'Subtotal Faixa Salarial: II (1 registro) R$ 4.400,00 Subtotal Cargo: Analista Financeiro (2 registros) R$ 7.500,00 ' +
        'Cargo: Assistente Administrativo Faixa Salarial: Único Eva Martins 005 01/08/2025 Administrativo > Financeiro Matriz R$ 3.200,00 ' +
        'Subtotal Faixa Salarial: Único (1 registro) R$ 3.200,00 Subtotal Cargo: Assistente Administrativo (1 registro) R$ 3.200,00 ' +
        'Total geral (3 registros) R$ 10.700,00',
    );
    expect(text).not.toContain('Zeca');
  });

  it('exports the payroll as XLSX; an employee dismissed on the date still counts that day', async () => {
    const { titles, rows } = await xlsx(
      admin,
      'talentos-cargos',
      { data: '2025-12-31', filtroPor: 2, gruposOcupacionais: [ids.gOpe], cargos: [ids.operador] },
      'Cargo',
    );
    expect(titles).toEqual([
      'Cargo',
      'Faixa Salarial',
      'Talento',
      'Matrícula',
      'Admissão',
      'Área Organizacional',
      'Estabelecimento',
      'Salário',
    ]);
    expect(rows).toEqual([
      [
        'Operador de Máquinas',
        'A',
        'Carla Dias',
        '003',
        dia('2023-06-01'),
        'Operações > Manutenção',
        'Filial Norte',
        2100,
      ],
      [
        'Operador de Máquinas',
        'B',
        'Daniel Rocha',
        '004',
        dia('2025-05-02'),
        'Operações',
        'Filial Norte',
        2600,
      ],
    ]);
  });

  it('answers no data, and requires jobs when filtering by groups', async () => {
    expect(
      (await gerar(admin, 'talentos-cargos', { data: '2020-01-01', areasOrganizacionais: [ids.adm] })).json(),
    ).toEqual(SEM_DADOS);
    expect(
      await erros(admin, 'talentos-cargos', { data: REF, filtroPor: 2, gruposOcupacionais: [ids.gAdm] }),
    ).toEqual([{ field: 'cargos', message: 'Selecione ao menos um Cargo' }]);
  });
});

describe('talentos-areas-organizacionais', () => {
  it('groups the employees by area (with its hierarchy) with subtotals', async () => {
    const text = await pdf(admin, 'talentos-areas-organizacionais', {
      data: REF,
      areasOrganizacionais: [ids.fin],
    });
    expect(text).toContain(
      'Área Organizacional: Administrativo > Financeiro ' +
        'Bruno Lima 002 01/03/2025 Analista Financeiro I Matriz R$ 3.100,00 Eva Martins 005 01/08/2025 Assistente Administrativo Único Matriz R$ 3.200,00 ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro (2 registros) R$ 6.300,00 ' +
        'Área Organizacional: Administrativo > Financeiro > Contabilidade Ana Souza 001 01/02/2024 Analista Financeiro II Matriz R$ 4.400,00 ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro > Contabilidade (1 registro) R$ 4.400,00 Total geral (3 registros) R$ 10.700,00',
    );
  });

  it('answers no data, and requires at least one area', async () => {
    const res = await gerar(admin, 'talentos-areas-organizacionais', {
      data: REF,
      areasOrganizacionais: [ids.ope],
      estabelecimentos: [ids.matriz],
    });
    expect(res.json()).toEqual(SEM_DADOS);
    expect(await erros(admin, 'talentos-areas-organizacionais', { data: REF })).toEqual([
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
    ]);
  });
});

describe('talentos-grupos-ocupacionais', () => {
  it('groups the employees by occupational group and job with subtotals', async () => {
    const text = await pdf(admin, 'talentos-grupos-ocupacionais', {
      data: REF,
      gruposOcupacionais: [ids.gAdm, ids.gOpe],
    });
    expect(text).toContain(
      'Grupo Ocupacional: Administrativo Cargo: Analista Financeiro ' +
        'Ana Souza 001 01/02/2024 II Administrativo > Financeiro > Contabilidade Matriz R$ 4.400,00 ' +
        'Bruno Lima 002 01/03/2025 I Administrativo > Financeiro Matriz R$ 3.100,00 Subtotal Cargo: Analista Financeiro (2 registros) R$ 7.500,00 ' +
        'Cargo: Assistente Administrativo Eva Martins 005 01/08/2025 Único Administrativo > Financeiro Matriz R$ 3.200,00 ' +
        'Subtotal Cargo: Assistente Administrativo (1 registro) R$ 3.200,00 Subtotal Grupo Ocupacional: Administrativo (3 registros) R$ 10.700,00 ' +
        'Grupo Ocupacional: Operacional Cargo: Operador de Máquinas Carla Dias 003 01/06/2023 A Operações > Manutenção Filial Norte R$ 2.100,00 ' +
        'Subtotal Cargo: Operador de Máquinas (1 registro) R$ 2.100,00 Subtotal Grupo Ocupacional: Operacional (1 registro) R$ 2.100,00 ' +
        'Total geral (4 registros) R$ 12.800,00',
    );
  });

  it('answers no data, and requires at least one group', async () => {
    const res = await gerar(admin, 'talentos-grupos-ocupacionais', {
      data: REF,
      gruposOcupacionais: [ids.gOpe],
      cargos: [ids.supervisor],
    });
    expect(res.json()).toEqual(SEM_DADOS);
    expect(await erros(admin, 'talentos-grupos-ocupacionais', { data: REF, gruposOcupacionais: [] })).toEqual(
      [{ field: 'gruposOcupacionais', message: 'Selecione ao menos um Grupo Ocupacional' }],
    );
  });
});

describe('situacoes', () => {
  it("shows each employee's position at the date by establishment: salary type, salary, since when and why", async () => {
    const text = await pdf(admin, 'situacoes', {
      data: REF,
      estabelecimentos: [ids.matriz, ids.filial, ids.outraEstab],
      areasOrganizacionais: [ids.adm, ids.ope],
    });
    expect(text).toContain(
      'Situação dos Talentos Filtro: Data de Referência: 01/02/2026; Estabelecimentos: Filial Norte, Matriz; Situação: Ativos',
    );
    expect(text).toContain(
      'Talento Matrícula Admissão Área Organizacional Cargo Faixa Tipo de Salário Salário Desde Motivo',
    );
    expect(text).toContain(
      'Estabelecimento: Filial Norte Carla Dias 003 01/06/2023 Operações > Manutenção Operador de Máquinas A Por valor R$ 2.100,00 10/11/2025 Transferência ' +
        'Subtotal Estabelecimento: Filial Norte (1 registro) R$ 2.100,00 ' +
        'Estabelecimento: Matriz Ana Souza 001 01/02/2024 Administrativo > Financeiro > Contabilidade Analista Financeiro II Por faixa R$ 4.400,00 01/06/2025 Promoção horizontal ' +
        'Bruno Lima 002 01/03/2025 Administrativo > Financeiro Analista Financeiro I Por valor R$ 3.100,00 01/10/2025 Promoção vertical ' +
        'Eva Martins 005 01/08/2025 Administrativo > Financeiro Assistente Administrativo Único Por índice R$ 3.200,00 01/08/2025 Admissão ' +
        'Subtotal Estabelecimento: Matriz (3 registros) R$ 10.700,00 Total geral (4 registros) R$ 12.800,00',
    );
    expect(text).not.toContain('Zeca');
  });

  it('shows the dismissed, and the position at an earlier date', async () => {
    const desligados = await pdf(admin, 'situacoes', {
      data: REF,
      estabelecimentos: [ids.filial],
      situacao: 'D',
      areasOrganizacionais: [ids.ope],
    });
    expect(desligados).toContain(
      'Estabelecimento: Filial Norte Daniel Rocha 004 02/05/2025 Operações Operador de Máquinas B Por faixa R$ 2.600,00 02/05/2025 Admissão Subtotal',
    );
    const antes = await pdf(admin, 'situacoes', {
      data: '2025-06-30',
      estabelecimentos: [ids.matriz],
      filtroPor: 2,
      gruposOcupacionais: [ids.gAdm],
    });
    expect(antes).toContain(
      'Ana Souza 001 01/02/2024 Administrativo > Financeiro > Contabilidade Analista Financeiro II Por faixa R$ 4.000,00 01/06/2025 Promoção horizontal ' +
        'Bruno Lima 002 01/03/2025 Administrativo Assistente Administrativo Único Por faixa R$ 2.250,00 01/03/2025 Admissão ' +
        'Subtotal Estabelecimento: Matriz (2 registros) R$ 6.250,00',
    );
  });

  it('answers no data, and requires at least one establishment', async () => {
    const res = await gerar(admin, 'situacoes', {
      data: REF,
      estabelecimentos: [ids.outraEstab],
      situacao: 'T',
      areasOrganizacionais: [ids.adm],
    });
    expect(res.json()).toEqual(SEM_DADOS);
    expect(
      await erros(admin, 'situacoes', { data: REF, estabelecimentos: [], areasOrganizacionais: [ids.adm] }),
    ).toEqual([{ field: 'estabelecimentos', message: 'Selecione ao menos um Estabelecimento' }]);
  });
});

describe('projecoes-salariais-talentos', () => {
  it("projects each salary onto the next range of the employee's job", async () => {
    const text = await pdf(admin, 'projecoes-salariais-talentos', {
      data: REF,
      filtroPor: 2,
      gruposOcupacionais: [ids.gAdm, ids.gOpe],
    });
    expect(text).toContain(
      'Talento Admissão Área Organizacional Faixa Atual Salário Atual Próxima Faixa Salário Projetado Diferença Variação',
    );
    expect(text).toContain(
      'Cargo: Analista Financeiro Ana Souza 01/02/2024 Administrativo > Financeiro > Contabilidade II R$ 4.400,00 Última faixa R$ 4.400,00 R$ 0,00 0,00% ' +
        'Bruno Lima 01/03/2025 Administrativo > Financeiro I R$ 3.100,00 II R$ 4.400,00 R$ 1.300,00 41,94% ' +
        'Subtotal Cargo: Analista Financeiro (2 registros) R$ 7.500,00 R$ 8.800,00 R$ 1.300,00 ' +
        'Cargo: Assistente Administrativo Eva Martins 01/08/2025 Administrativo > Financeiro Único R$ 3.200,00 Última faixa R$ 3.200,00 R$ 0,00 0,00% ' +
        'Subtotal Cargo: Assistente Administrativo (1 registro) R$ 3.200,00 R$ 3.200,00 R$ 0,00 ' +
        'Cargo: Operador de Máquinas Carla Dias 01/06/2023 Operações > Manutenção A R$ 2.100,00 B R$ 2.600,00 R$ 500,00 23,81% ' +
        'Subtotal Cargo: Operador de Máquinas (1 registro) R$ 2.100,00 R$ 2.600,00 R$ 500,00 ' +
        'Total geral (4 registros) R$ 12.800,00 R$ 14.600,00 R$ 1.800,00',
    );
  });

  it('exports the projection as XLSX, answers no data, and requires areas when filtering by areas', async () => {
    const { rows } = await xlsx(
      admin,
      'projecoes-salariais-talentos',
      { data: REF, areasOrganizacionais: [ids.fin], cargos: [ids.analista] },
      'Cargo',
    );
    expect(rows).toEqual([
      [
        'Analista Financeiro',
        'Ana Souza',
        dia('2024-02-01'),
        'Administrativo > Financeiro > Contabilidade',
        'II',
        4400,
        'Última faixa',
        4400,
        0,
        0,
      ],
      [
        'Analista Financeiro',
        'Bruno Lima',
        dia('2025-03-01'),
        'Administrativo > Financeiro',
        'I',
        3100,
        'II',
        4400,
        1300,
        41.94,
      ],
    ]);
    const semDados = await gerar(admin, 'projecoes-salariais-talentos', {
      data: '2020-01-01',
      areasOrganizacionais: [ids.adm],
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    expect(
      await erros(admin, 'projecoes-salariais-talentos', { data: REF, areasOrganizacionais: [] }),
    ).toEqual([{ field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' }]);
  });
});
