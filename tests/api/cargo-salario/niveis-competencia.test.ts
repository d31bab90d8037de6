// Competence levels and the level configuration history: validation with the spec's rules (§5 Evaluation),
// uniqueness, the minimum percentage required by the configuration in force, the configuration in force at
// a date, deletion in use and tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const NIVEIS = '/api/cargo-salario/niveis-competencia';
const HISTORICO = '/api/cargo-salario/niveis-competencia-historico';

let t: TestApp;
let admin: Client;
let other: Client;

const count = async (table: string) =>
  Number((await t.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
const counts = () =>
  Promise.all(
    [
      'nivel_competencia',
      'nivel_competencia_historico',
      'nivel_competencia_historico_config_historicos_niveis',
    ].map(count),
  );

async function created(res: { status: number; body: any }): Promise<any> {
  if (res.status !== 201) throw new Error(`criação: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
});
afterAll(async () => t?.close());

describe('competence levels', () => {
  let basico: any;

  beforeAll(async () => {
    basico = await created(await admin.post(NIVEIS, { descricao: '  Básico ', ordem: 1 }));
  });

  it('creates with a trimmed description, optional percentage and lists by weight', async () => {
    expect(basico).toEqual({ id: expect.any(Number), descricao: 'Básico', ordem: 1 });
    const avancado = await created(
      await admin.post(NIVEIS, { descricao: 'Avançado', ordem: 99999, percentual: 100 }),
    );
    expect(avancado).toEqual({
      id: expect.any(Number),
      descricao: 'Avançado',
      ordem: 99999,
      percentual: 100,
    });
    const medio = await created(
      await admin.post(NIVEIS, { descricao: 'Intermediário', ordem: 50, percentual: 62.75 }),
    );
    expect(medio.percentual).toBe(62.75);
    expect((await admin.get(NIVEIS)).body.map((n: any) => n.descricao)).toEqual([
      'Básico',
      'Intermediário',
      'Avançado',
    ]);
  });

  it.each([
    ['descricao absent', { ordem: 7 }, 'descricao', 'Descrição é obrigatória'],
    ['descricao blank', { descricao: '  ', ordem: 7 }, 'descricao', 'Descrição é obrigatória'],
    [
      'descricao of 61',
      { descricao: 'd'.repeat(61), ordem: 7 },
      'descricao',
      'Descrição deve ter no máximo 60 caracteres.',
    ],
    ['weight absent', { descricao: 'N' }, 'ordem', 'Peso é obrigatório'],
    ['weight of 6 digits', { descricao: 'N', ordem: 100000 }, 'ordem', 'Peso deve ter no máximo 5 dígitos.'],
    ['weight 0', { descricao: 'N', ordem: 0 }, 'ordem', 'Peso deve ser maior ou igual a 1.'],
    ['fractional weight', { descricao: 'N', ordem: 1.5 }, 'ordem', 'Peso: valor de tipo inválido.'],
    [
      'percentage above 100',
      { descricao: 'N', ordem: 7, percentual: 100.01 },
      'percentual',
      'Percentual Mínimo deve ser menor ou igual a 100.',
    ],
    [
      'negative percentage',
      { descricao: 'N', ordem: 7, percentual: -1 },
      'percentual',
      'Percentual Mínimo deve ser maior ou igual a 0.',
    ],
    [
      'percentage with 3 decimals',
      { descricao: 'N', ordem: 7, percentual: 10.125 },
      'percentual',
      'Percentual Mínimo: número de casas decimais inválido.',
    ],
    [
      'repeated description (case and accents aside)',
      { descricao: 'BASICO', ordem: 7 },
      'descricao',
      'Já existe um nível de competência com esta descrição.',
    ],
    [
      'repeated weight',
      { descricao: 'Outro', ordem: 1 },
      'ordem',
      'Já existe um nível de competência com este peso.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    const before = await counts();
    expectFieldErrors(await admin.post(NIVEIS, body), [{ field, message }]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a repeated description or weight on update too', async () => {
    const outro = await created(await admin.post(NIVEIS, { descricao: 'Outro', ordem: 7 }));
    expectFieldErrors(await admin.put(`${NIVEIS}/${outro.id}`, { descricao: 'básico', ordem: 7 }), [
      { field: 'descricao', message: 'Já existe um nível de competência com esta descrição.' },
    ]);
    expectFieldErrors(await admin.put(`${NIVEIS}/${outro.id}`, { descricao: 'Outro', ordem: 1 }), [
      { field: 'ordem', message: 'Já existe um nível de competência com este peso.' },
    ]);
    expect((await admin.get(`${NIVEIS}/${outro.id}`)).body).toEqual(outro);
    expect((await admin.del(`${NIVEIS}/${outro.id}`)).status).toBe(204);
  });

  it('lets another company use the same description and weight, and hides the levels from it', async () => {
    expect((await other.post(NIVEIS, { descricao: 'Básico', ordem: 1 })).status).toBe(201);
    expect((await other.get(`${NIVEIS}/${basico.id}`)).status).toBe(404);
    expect((await other.put(`${NIVEIS}/${basico.id}`, { descricao: 'X', ordem: 3 })).status).toBe(404);
    expect((await other.del(`${NIVEIS}/${basico.id}`)).status).toBe(404);
    expect((await other.get(NIVEIS)).body.map((n: any) => n.descricao)).toEqual(['Básico']);
  });
});

describe('level configuration history', () => {
  let nivelA: number;
  let nivelB: number;
  let otherNivel: number;
  const item = (nivel: number, ordem: number, percentual?: number) => ({
    nivelCompetencia: { id: nivel },
    ordem,
    percentual,
  });

  beforeAll(async () => {
    nivelA = (await created(await admin.post(NIVEIS, { descricao: 'Nível A', ordem: 1001 }))).id;
    nivelB = (await created(await admin.post(NIVEIS, { descricao: 'Nível B', ordem: 1002, percentual: 80 })))
      .id;
    otherNivel = (await created(await other.post(NIVEIS, { descricao: 'Nível da B', ordem: 1001 }))).id;
  });

  it('answers 404 for the configuration in force while there is none', async () => {
    expect((await admin.get(`${HISTORICO}/vigente`)).status).toBe(404);
  });

  it('stores a configuration with its levels', async () => {
    const res = await created(
      await admin.post(HISTORICO, {
        data: '2020-01-01',
        considerarPercentualMinimo: true,
        obrigarPercentual: true,
        configHistoricosNiveis: [item(nivelA, 1, 0), item(nivelB, 2, 80.5)],
      }),
    );
    expect(res).toEqual({
      id: expect.any(Number),
      data: '2020-01-01',
      considerarPercentualMinimo: true,
      obrigarPercentual: true,
      configHistoricosNiveis: [
        {
          id: expect.any(Number),
          nivelCompetencia: { id: nivelA, descricao: 'Nível A' },
          ordem: 1,
          percentual: 0,
        },
        {
          id: expect.any(Number),
          nivelCompetencia: { id: nivelB, descricao: 'Nível B' },
          ordem: 2,
          percentual: 80.5,
        },
      ],
    });
  });

  it.each([
    ['data absent', {}, [{ field: 'data', message: 'Data é obrigatória' }]],
    ['invalid data', { data: '2021-02-30' }, [{ field: 'data', message: 'Data inválida.' }]],
    [
      'a repeated date',
      { data: '2020-01-01' },
      [{ field: 'data', message: 'Já existe uma configuração de níveis de competência nesta data.' }],
    ],
    [
      'obrigarPercentual without considering percentages',
      { data: '2021-01-01', obrigarPercentual: true },
      [
        {
          field: 'obrigarPercentual',
          message: 'Só é possível obrigar o percentual quando o percentual mínimo é considerado.',
        },
      ],
    ],
    [
      'an item without level and weight',
      { data: '2021-01-01', configHistoricosNiveis: [{}] },
      [
        { field: 'configHistoricosNiveis.0.nivelCompetencia', message: 'Nível de Competência é obrigatório' },
        { field: 'configHistoricosNiveis.0.ordem', message: 'Peso é obrigatório' },
      ],
    ],
    [
      "another company's level",
      { data: '2021-01-01', configHistoricosNiveis: [{ nivelCompetencia: { id: 'OTHER' }, ordem: 1 }] },
      [
        {
          field: 'configHistoricosNiveis.0.nivelCompetencia',
          message: 'Nível de Competência: registro não encontrado.',
        },
      ],
    ],
    [
      'a repeated level and weight',
      { data: '2021-01-01', configHistoricosNiveis: [item(-1, 1), item(-2, 2), item(-1, 2)] },
      [
        {
          field: 'configHistoricosNiveis.2.nivelCompetencia',
          message: 'Nível de competência informado mais de uma vez.',
        },
        { field: 'configHistoricosNiveis.2.ordem', message: 'Peso informado para mais de um nível.' },
      ],
    ],
    [
      'a missing percentage when it is obligatory',
      {
        data: '2021-01-01',
        considerarPercentualMinimo: true,
        obrigarPercentual: true,
        configHistoricosNiveis: [item(-1, 1, 10), item(-2, 2)],
      },
      [{ field: 'configHistoricosNiveis.1.percentual', message: 'Percentual Mínimo é obrigatório' }],
    ],
    [
      'an item percentage above 100 and a weight of 6 digits',
      { data: '2021-01-01', configHistoricosNiveis: [item(-1, 100000, 100.5)] },
      [
        { field: 'configHistoricosNiveis.0.ordem', message: 'Peso deve ter no máximo 5 dígitos.' },
        {
          field: 'configHistoricosNiveis.0.percentual',
          message: 'Percentual Mínimo deve ser menor ou igual a 100.',
        },
      ],
    ],
  ])('refuses %s and stores nothing', async (_c, raw, errors) => {
    // -1/-2 stand for this company's levels A/B, 'OTHER' for the other company's level
    const ids: Record<string, number> = { '-1': nivelA, '-2': nivelB, OTHER: otherNivel };
    const body = JSON.parse(JSON.stringify(raw), (k, v) =>
      k === 'id' && String(v) in ids ? ids[String(v)] : v,
    );
    const before = await counts();
    expectFieldErrors(await admin.post(HISTORICO, body), errors);
    expect(await counts()).toEqual(before);
  });

  it('answers the configuration in force at a date: the latest on or before it', async () => {
    const later = await created(
      await admin.post(HISTORICO, { data: '2022-06-15', considerarPercentualMinimo: false }),
    );
    await created(await admin.post(HISTORICO, { data: '2199-01-01', considerarPercentualMinimo: true }));
    const vigente = (q = '') => admin.get(`${HISTORICO}/vigente${q}`);
    expect((await vigente('?data=2019-12-31')).status).toBe(404);
    expect((await vigente('?data=2020-01-01')).body.data).toBe('2020-01-01');
    expect((await vigente('?data=2022-06-14')).body.configHistoricosNiveis).toHaveLength(2);
    expect((await vigente('?data=2022-06-15')).body).toEqual({ ...later, configHistoricosNiveis: [] });
    expect((await vigente()).body.id).toBe(later.id);
    expect((await vigente('?data=15/06/2022')).status).toBe(400);
    expect((await vigente('?data=2022-02-30')).status).toBe(400);
    expect((await other.get(`${HISTORICO}/vigente`)).status).toBe(404);
    expect((await other.get(`${HISTORICO}/${later.id}`)).status).toBe(404);
  });

  it('refuses deleting a level used by a configuration', async () => {
    const res = await admin.del(`${NIVEIS}/${nivelA}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'Não é possível excluir: Nível de Competência está em uso em Configurações de Níveis de Competência.',
    });
    expect((await admin.get(`${NIVEIS}/${nivelA}`)).status).toBe(200);
  });
});

describe('deleting a configuration a salary range uses', () => {
  it("refuses the one in force at a range's competence configuration, deletes one no range uses", async () => {
    const area = await created(
      await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'Área' }),
    );
    const cargo = await created(
      await admin.post('/api/cargo-salario/cargos', {
        nome: 'Cargo',
        nomeMercado: 'Cargo',
        areasOrganizacionais: [area.id],
      }),
    );
    const faixa = await created(
      await admin.post('/api/cargo-salario/faixas-salariais', {
        cargo: { id: cargo.id },
        nome: 'I',
        codigoCBO: '313105',
        historico: [{ data: '2020-01-01', tipo: 3, valor: 3000 }],
      }),
    );
    // configurations: 2020-01-01, 2022-06-15 (in force on 2023-01-01), 2199-01-01
    await created(
      await admin.post('/api/cargo-salario/configuracoes-niveis-competencia-faixas', {
        faixaSalarial: { id: faixa.id },
        data: '2023-01-01',
      }),
    );
    const emVigor = (await admin.get(`${HISTORICO}/vigente?data=2023-01-01`)).body;
    const before = await counts();
    const res = await admin.del(`${HISTORICO}/${emVigor.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'Não é possível excluir: Configuração de Níveis de Competência está em uso em Níveis de Competência das Faixas Salariais.',
    });
    expect(await counts()).toEqual(before);
    // one in force only before any range configuration goes
    const antiga = await created(await admin.post(HISTORICO, { data: '2010-01-01' }));
    expect((await admin.del(`${HISTORICO}/${antiga.id}`)).status).toBe(204);
  });
});

describe('minimum percentage required by the configuration in force', () => {
  it('requires it only while minimum percentages are considered', async () => {
    // in force now: 2022-06-15, which does not consider them
    expect((await admin.post(NIVEIS, { descricao: 'Sem percentual', ordem: 2001 })).status).toBe(201);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    await created(await admin.post(HISTORICO, { data: today, considerarPercentualMinimo: true }));

    const before = await counts();
    expectFieldErrors(await admin.post(NIVEIS, { descricao: 'Novo', ordem: 2002 }), [
      { field: 'percentual', message: 'Percentual Mínimo é obrigatório' },
    ]);
    expect(await counts()).toEqual(before);
    const nivel = (await admin.get(`${NIVEIS}?descricao=sem%20percentual`)).body[0];
    expectFieldErrors(
      await admin.put(`${NIVEIS}/${nivel.id}`, { descricao: 'Sem percentual', ordem: 2001 }),
      [{ field: 'percentual', message: 'Percentual Mínimo é obrigatório' }],
    );
    const ok = await admin.put(`${NIVEIS}/${nivel.id}`, {
      descricao: 'Com percentual',
      ordem: 2001,
      percentual: 0,
    });
    expect(ok.body).toEqual({ id: nivel.id, descricao: 'Com percentual', ordem: 2001, percentual: 0 });
    // the other company has no configuration: its levels stay optional
    expect((await other.post(NIVEIS, { descricao: 'Livre', ordem: 2002 })).status).toBe(201);
  });
});
