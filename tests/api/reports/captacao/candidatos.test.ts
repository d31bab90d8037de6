// Reports on the candidate pool: divulgacao-vaga, indicacao-candidato, qualificacao-cadastral-candidato.
// They read the companies of empresasIds (≥ 1), each one the user may access. Data set: helpers.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { dia, erros, gerar, type Ids, pdf, SEM_DADOS, seed, xlsx } from './helpers.ts';

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

const REPORTS = ['divulgacao-vaga', 'indicacao-candidato', 'qualificacao-cadastral-candidato'];
const janeiro = (extra: Record<string, unknown> = {}) => ({
  empresasIds: [1],
  dataIni: '2026-01-01',
  dataFim: '2026-01-31',
  ...extra,
});

describe('filter rules of the candidate reports', () => {
  it.each(REPORTS)('%s: at least one company, and the period', async (r) => {
    const msg = [{ field: 'empresasIds', message: 'Selecione ao menos uma Empresa' }];
    expect(await erros(admin, r, { dataIni: '2026-01-01', dataFim: '2026-01-31' })).toEqual(msg);
    expect(await erros(admin, r, janeiro({ empresasIds: [] }))).toEqual(msg);
    expect(await erros(admin, r, janeiro({ dataIni: '2026-02-01' }))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });

  it.each(REPORTS)('%s: only companies the user may access; never their candidates otherwise', async (r) => {
    const { client } = await createCompanyWithUser(
      admin,
      `Terceira ${r}`,
      r === REPORTS[0] ? '11144477735' : r === REPORTS[1] ? '39053344705' : '15350946056',
    );
    const res = await gerar(client, r, janeiro());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'empresasIds', message: 'Você não tem acesso a uma das empresas selecionadas.' },
    ]);
    // its own company has no candidates: no data, and none of company 1's
    const own = (await client.get('/api/userinfo')).body.empresa.id;
    expect((await gerar(client, r, janeiro({ empresasIds: [own] }))).json()).toEqual(SEM_DADOS);
    // company 1 alone never brings another company's candidate
    expect(await pdf(admin, r, janeiro())).not.toContain('Alheio');
  });
});

describe('divulgacao-vaga', () => {
  it('counts the candidates registered in the period per channel, with the percentage', async () => {
    const text = await pdf(admin, 'divulgacao-vaga', janeiro());
    expect(text).toContain(
      'Divulgação de Vagas Filtro: Empresas: Empresa Padrão; Data Inicial: 01/01/2026; Data Final: 31/01/2026',
    );
    expect(text).toContain(
      'Empresa: Empresa Padrão LinkedIn 2 40,00% Indicação de funcionário 1 20,00% Não informado 1 20,00% Site da empresa 1 20,00% ' +
        'Subtotal Empresa: Empresa Padrão 5 Total geral 5',
    );
  });

  it('exports per company as XLSX (the administrator may read both)', async () => {
    const { titles, rows, totals } = await xlsx(
      admin,
      'divulgacao-vaga',
      janeiro({ empresasIds: [1, ids.outra], dataIni: '2026-01-04', dataFim: '2026-01-05' }),
      'Empresa',
    );
    expect(titles).toEqual(['Empresa', 'Como Ficou Sabendo da Vaga', 'Candidatos', 'Percentual']);
    expect(rows).toEqual([
      ['Empresa Padrão', 'Indicação de funcionário', 1, 50],
      ['Empresa Padrão', 'Site da empresa', 1, 50],
      ['Outra Empresa', 'LinkedIn Alheio', 1, 100],
    ]);
    expect(totals).toEqual([
      ['Subtotal Empresa: Empresa Padrão', undefined, 2],
      ['Subtotal Empresa: Outra Empresa', undefined, 1],
      ['Total geral', undefined, 3],
    ]);
  });

  it('answers no data for a period without registrations', async () => {
    expect(
      (
        await gerar(admin, 'divulgacao-vaga', janeiro({ dataIni: '2026-02-01', dataFim: '2026-02-28' }))
      ).json(),
    ).toEqual(SEM_DADOS);
  });
});

describe('indicacao-candidato', () => {
  it('lists the referred candidates and those with relatives in the company', async () => {
    const text = await pdf(admin, 'indicacao-candidato', janeiro());
    expect(text).toContain(
      'Empresa: Empresa Padrão Ana Souza 03/01/2026 Carlos Lima Vendedor 1 Sim ' +
        'Bruno Alves 04/01/2026 João Alves (irmão), Logística Vendedor 2 Não ' +
        'Diego Rocha 10/01/2026 Sim Operador de Empilhadeira 1 Não Subtotal Empresa: Empresa Padrão (3 registros)',
    );
    expect(text).not.toContain('Carla');
    expect(text).not.toContain('Elisa');
  });

  it('orders by registration date in the XLSX', async () => {
    const { titles, rows } = await xlsx(admin, 'indicacao-candidato', janeiro({ orderBy: 'D' }), 'Empresa');
    expect(titles).toEqual([
      'Empresa',
      'Candidato',
      'Cadastro',
      'Indicado Por',
      'Parentes/Amigos na Empresa',
      'Cargo Pretendido',
      'Processos',
      'Contratado',
    ]);
    expect(rows).toEqual([
      ['Empresa Padrão', 'Ana Souza', dia('2026-01-03'), 'Carlos Lima', undefined, 'Vendedor', 1, 'Sim'],
      [
        'Empresa Padrão',
        'Bruno Alves',
        dia('2026-01-04'),
        undefined,
        'João Alves (irmão), Logística',
        'Vendedor',
        2,
        'Não',
      ],
      [
        'Empresa Padrão',
        'Diego Rocha',
        dia('2026-01-10'),
        undefined,
        'Sim',
        'Operador de Empilhadeira',
        1,
        'Não',
      ],
    ]);
  });

  it('answers no data when nobody in the period was referred', async () => {
    expect((await gerar(admin, 'indicacao-candidato', janeiro({ dataIni: '2026-01-11' }))).json()).toEqual(
      SEM_DADOS,
    );
  });
});

describe('qualificacao-cadastral-candidato', () => {
  it('groups the candidates by qualification, the ones needing work last', async () => {
    const text = await pdf(admin, 'qualificacao-cadastral-candidato', janeiro());
    expect(text).toContain(
      'Qualificação: Qualificado Ana Souza 03/01/2026 03/01/2026 Completo Vendedor Cadastrado pelo RH (11) 98765-4321 · ana@exemplo.com.br ' +
        'Elisa Martins 12/01/2026 12/01/2026 Completo Operador de Empilhadeira, Vendedor Cadastrado pelo RH ' +
        'Subtotal Qualificação: Qualificado (2 registros) Qualificação: Não qualificado Bruno Alves',
    );
    expect(text).toContain(
      'Qualificação: Não verificado Diego Rocha 10/01/2026 10/01/2026 Completo Operador de Empilhadeira Cadastrado pelo RH ' +
        'Subtotal Qualificação: Não verificado (1 registro) Subtotal Empresa: Empresa Padrão (5 registros) Total geral (5 registros)',
    );
  });

  it('takes the qualifications ticked (XLSX)', async () => {
    const { rows } = await xlsx(
      admin,
      'qualificacao-cadastral-candidato',
      janeiro({ qualificacoes: ['DADOS_INCOMPLETOS', 'NAO_VERIFICADO'] }),
      'Empresa',
    );
    expect(rows).toEqual([
      [
        'Empresa Padrão',
        'Dados incompletos',
        'Carla Dias',
        dia('2026-01-05'),
        dia('2026-01-05'),
        'Incompleto',
        'Vendedor',
        'Portal do Candidato',
        'carla@exemplo.com.br',
      ],
      [
        'Empresa Padrão',
        'Não verificado',
        'Diego Rocha',
        dia('2026-01-10'),
        dia('2026-01-10'),
        'Completo',
        'Operador de Empilhadeira',
        'Cadastrado pelo RH',
      ],
    ]);
    const res = await gerar(admin, 'qualificacao-cadastral-candidato', janeiro({ qualificacoes: ['OUTRA'] }));
    expect(res.statusCode).toBe(400);
  });
});
