// Reports on the employees' history and competences: promocoes, ultimas-promocoes,
// alteracoes-cargos-e-ou-areas, talentos-competencias, matriz-talentos-competencias. Data set: helpers.ts.
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

describe('promocoes', () => {
  it('lists the promotions of the period with the job/range and salary before and after, by area', async () => {
    const text = await pdf(admin, 'promocoes', {
      dataIni: '2025-06-01',
      dataFim: '2025-10-31',
      areasOrganizacionais: [ids.adm],
    });
    expect(text).toContain(
      'Filtro: Data Inicial: 01/06/2025; Data Final: 31/10/2025; Promoções: Horizontais e verticais',
    );
    expect(text).toContain(
      'Data Talento Motivo Cargo / Faixa Anterior Salário Anterior Cargo / Faixa Nova Novo Salário Diferença Variação',
    );
    expect(text).toContain(
      'Área Organizacional: Administrativo > Financeiro ' +
        '01/10/2025 Bruno Lima Promoção vertical Assistente Administrativo – Único R$ 2.250,00 Analista Financeiro – I R$ 3.100,00 R$ 850,00 37,78% ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro (1 registro) R$ 2.250,00 R$ 3.100,00 R$ 850,00 ' +
        'Área Organizacional: Administrativo > Financeiro > Contabilidade ' +
        '01/06/2025 Ana Souza Promoção horizontal Analista Financeiro – I R$ 3.000,00 Analista Financeiro – II R$ 4.000,00 R$ 1.000,00 33,33% ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro > Contabilidade (1 registro) R$ 3.000,00 R$ 4.000,00 R$ 1.000,00 ' +
        'Total geral (2 registros) R$ 5.250,00 R$ 7.100,00 R$ 1.850,00',
    );
    expect(text).not.toContain('Carla');
    expect(text).not.toContain('Zeca');
  });

  it('exports only the horizontal ones as XLSX; no data; requires areas when filtering by areas', async () => {
    const { rows } = await xlsx(
      admin,
      'promocoes',
      {
        dataIni: '2025-01-01',
        dataFim: '2025-12-31',
        tipoPromocao: 'H',
        filtroPor: 2,
        gruposOcupacionais: [ids.gAdm],
      },
      'Área Organizacional',
    );
    expect(rows).toEqual([
      [
        'Administrativo > Financeiro > Contabilidade',
        dia('2025-06-01'),
        'Ana Souza',
        'Promoção horizontal',
        'Analista Financeiro – I',
        3000,
        'Analista Financeiro – II',
        4000,
        1000,
        33.33,
      ],
    ]);
    const semDados = await gerar(admin, 'promocoes', {
      dataIni: '2025-11-01',
      dataFim: '2026-01-31',
      areasOrganizacionais: [ids.adm, ids.ope],
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    expect(await erros(admin, 'promocoes', { dataIni: '2025-01-01', dataFim: '2025-12-31' })).toEqual([
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
    ]);
  });
});

describe('ultimas-promocoes', () => {
  it("shows each employee's last promotion and the months since it (or since the admission), by area", async () => {
    const text = await pdf(admin, 'ultimas-promocoes', {
      data: REF,
      areasOrganizacionais: [ids.adm, ids.ope],
    });
    expect(text).toContain('Talento Admissão Cargo Faixa Salário Última Promoção Motivo Meses sem Promoção');
    expect(text).toContain(
      'Área Organizacional: Administrativo > Financeiro ' +
        'Eva Martins 01/08/2025 Assistente Administrativo Único R$ 3.200,00 Sem promoção 6 ' +
        'Bruno Lima 01/03/2025 Analista Financeiro I R$ 3.100,00 01/10/2025 Promoção vertical 4 ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro (2 registros) ' +
        'Área Organizacional: Administrativo > Financeiro > Contabilidade Ana Souza 01/02/2024 Analista Financeiro II R$ 4.400,00 01/06/2025 Promoção horizontal 8 ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro > Contabilidade (1 registro) ' +
        'Área Organizacional: Operações > Manutenção Carla Dias 01/06/2023 Operador de Máquinas A R$ 2.100,00 Sem promoção 32 ' +
        'Subtotal Área Organizacional: Operações > Manutenção (1 registro) Total geral (4 registros)',
    );
  });

  it('keeps only those at least N months without a promotion; no data; requires groups when filtering by groups', async () => {
    const { rows } = await xlsx(
      admin,
      'ultimas-promocoes',
      { data: REF, areasOrganizacionais: [ids.adm, ids.ope], mesesSemPromocao: 7 },
      'Área Organizacional',
    );
    expect(rows.map((r) => [r[1], r[8]])).toEqual([
      ['Ana Souza', 8],
      ['Carla Dias', 32],
    ]);
    const semDados = await gerar(admin, 'ultimas-promocoes', {
      data: REF,
      areasOrganizacionais: [ids.adm],
      mesesSemPromocao: 100,
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    expect(await erros(admin, 'ultimas-promocoes', { data: REF, filtroPor: 2 })).toEqual([
      { field: 'gruposOcupacionais', message: 'Selecione ao menos um Grupo Ocupacional' },
    ]);
  });
});

describe('alteracoes-cargos-e-ou-areas', () => {
  it('lists the changes of job and/or area of the period (a range change in the same job is neither)', async () => {
    const text = await pdf(admin, 'alteracoes-cargos-e-ou-areas', {
      dataIni: '2025-01-01',
      dataFim: '2025-12-31',
      areasOrganizacionais: [ids.adm, ids.ope],
    });
    expect(text).toContain('Alterações: Cargo e/ou Área Organizacional');
    expect(text).toContain(
      'Data Talento Motivo Cargo Anterior Cargo Novo Área Anterior Área Nova ' +
        '01/10/2025 Bruno Lima Promoção vertical Assistente Administrativo Analista Financeiro Administrativo Administrativo > Financeiro ' +
        '10/11/2025 Carla Dias Transferência Operador de Máquinas Operador de Máquinas Operações Operações > Manutenção ' +
        'Total geral (2 registros)',
    );
    expect(text).not.toContain('Ana Souza');
  });

  it('filters job changes only; no data; refuses an end date before the start', async () => {
    const { rows } = await xlsx(
      admin,
      'alteracoes-cargos-e-ou-areas',
      {
        dataIni: '2025-01-01',
        dataFim: '2025-12-31',
        alteracao: 'C',
        areasOrganizacionais: [ids.adm, ids.ope],
      },
      'Data',
    );
    expect(rows).toEqual([
      [
        dia('2025-10-01'),
        'Bruno Lima',
        'Promoção vertical',
        'Assistente Administrativo',
        'Analista Financeiro',
        'Administrativo',
        'Administrativo > Financeiro',
      ],
    ]);
    const semDados = await gerar(admin, 'alteracoes-cargos-e-ou-areas', {
      dataIni: '2025-01-01',
      dataFim: '2025-12-31',
      alteracao: 'C',
      areasOrganizacionais: [ids.ope],
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    expect(
      await erros(admin, 'alteracoes-cargos-e-ou-areas', {
        dataIni: '2025-12-31',
        dataFim: '2025-01-01',
        areasOrganizacionais: [ids.adm],
      }),
    ).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
  });
});

describe('talentos-competencias', () => {
  it('lists, for each competence, the employees whose range requires it at the date, with the required level', async () => {
    const text = await pdf(admin, 'talentos-competencias', { data: REF, areasOrganizacionais: [ids.adm] });
    expect(text).toContain('Talento Cargo Faixa Área Organizacional Nível Exigido Peso');
    expect(text).toContain(
      'Competência: Conhecimento: Contabilidade Geral ' +
        'Ana Souza Analista Financeiro II Administrativo > Financeiro > Contabilidade Avançado 2 ' +
        'Bruno Lima Analista Financeiro I Administrativo > Financeiro Básico 1 ' +
        'Subtotal Competência: Conhecimento: Contabilidade Geral (2 registros) ' +
        'Competência: Habilidade: Negociação Bruno Lima Analista Financeiro I Administrativo > Financeiro Básico 1 ' +
        'Subtotal Competência: Habilidade: Negociação (1 registro) ' +
        'Competência: Atitude: Proatividade Ana Souza Analista Financeiro II Administrativo > Financeiro > Contabilidade Básico 1 ' +
        'Subtotal Competência: Atitude: Proatividade (1 registro) Total geral (4 registros)',
    );
    // Eva's range is configured only from 2026-06-01
    expect(text).not.toContain('Eva');
  });

  it('answers no data, and requires areas when filtering by areas', async () => {
    const semDados = await gerar(admin, 'talentos-competencias', {
      data: REF,
      areasOrganizacionais: [ids.ope],
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    expect(
      await erros(admin, 'talentos-competencias', {
        data: REF,
        tiposCompetencia: ['X'],
        areasOrganizacionais: [ids.adm],
      }),
    ).toEqual([{ field: 'tiposCompetencia.0', message: 'Tipo de Competência: valor inválido.' }]);
    expect(await erros(admin, 'talentos-competencias', { data: REF })).toEqual([
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
    ]);
  });
});

describe('matriz-talentos-competencias', () => {
  it("shows each employee's competence matrix: competence, observation, weight, required level, level weight and minimum %", async () => {
    const text = await pdf(admin, 'matriz-talentos-competencias', {
      data: REF,
      areasOrganizacionais: [ids.adm],
    });
    expect(text).toContain('Tipo Competência Observação Peso Nível Exigido Peso do Nível Percentual Mínimo');
    expect(text).toContain(
      'Talento: Ana Souza — Analista Financeiro II ' +
        'Conhecimento Contabilidade Geral Normas contábeis brasileiras 2 Avançado 3 80,00% Atitude Proatividade 1 Básico 1 40,00% ' +
        'Subtotal Talento: Ana Souza — Analista Financeiro II (2 registros) ' +
        'Talento: Bruno Lima — Analista Financeiro I ' +
        'Conhecimento Contabilidade Geral Normas contábeis brasileiras 1 Básico 1 40,00% Habilidade Negociação 1 Básico 1 40,00% ' +
        'Subtotal Talento: Bruno Lima — Analista Financeiro I (2 registros) Total geral (4 registros)',
    );
  });

  it('follows the range configuration in force at the date and the kinds asked for; no data; filter rule', async () => {
    const { rows } = await xlsx(
      admin,
      'matriz-talentos-competencias',
      { data: '2026-07-01', areasOrganizacionais: [ids.adm], tiposCompetencia: ['H'] },
      'Talento',
    );
    expect(rows).toEqual([
      ['Bruno Lima — Analista Financeiro I', 'Habilidade', 'Negociação', undefined, 1, 'Básico', 1, 40],
      [
        'Eva Martins — Assistente Administrativo Único',
        'Habilidade',
        'Negociação',
        undefined,
        1,
        'Avançado',
        3,
        80,
      ],
    ]);
    const semDados = await gerar(admin, 'matriz-talentos-competencias', {
      data: '2024-06-01',
      areasOrganizacionais: [ids.adm],
    });
    expect(semDados.json()).toEqual(SEM_DADOS);
    expect(
      await erros(admin, 'matriz-talentos-competencias', { filtroPor: 2, gruposOcupacionais: [ids.gAdm] }),
    ).toEqual([{ field: 'data', message: 'Data de Referência é obrigatória' }]);
  });
});
