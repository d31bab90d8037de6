// Planejamento de Realinhamentos (planejamentos-realinhamentos): the employee proposals of the selected
// planning tables, by table and proposed area, with subtotals and the grand total. Data set: helpers.ts,
// plus planning tables made through the API (the proposals capture the current side at the table's date):
//
//   "Reajuste 2026" 01/02/2026, not applied (A)          atual     proposto  diferença
//     Ana    Contabilidade  Analista Fin. II, by value     4400.00 → 4800.00     400.00   9.09%
//     Bruno  Financeiro     Analista Fin. I → II, by range 3100.00 → 4400.00    1300.00  41.94%
//     Eva    Financeiro     Assistente Único, 2.2 × 1600   3200.00 → 3520.00     320.00  10.00%
//     Carla  Manutenção     Operador A, by value           2100.00 → 2310.00     210.00  10.00%  Filial Norte
//   "Reajuste 2026" 01/02/2026, not applied (B: same name and date, a group of its own)
//     Ana    Contabilidade  by value                       4400.00 → 4620.00     220.00   5.00%
//   "Dissídio 2026" 01/03/2026, applied (C)
//     Carla  Manutenção     by value                       2100.00 → 2205.00     105.00   5.00%  Filial Norte
//   "Faixas 2026" (tipo F): a range proposal, no rows here.
// Another company holds a table with a proposal that must never show up, and asks in vain for company 1's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCompanyWithUser, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { gerar, type Ids, pdf, REF, SEM_DADOS, seed, xlsx } from './helpers.ts';

const RELATORIO = 'planejamentos-realinhamentos';
const TABELAS = '/api/cargo-salario/tabelas-reajustes-colaboradores';

let t: TestApp;
let admin: Client;
let other: Client;
let ids: Ids;
let tabelaA: number;
let tabelaB: number;
let tabelaC: number;
let tabelaF: number;
let tabelaOutra: number;

async function created(path: string, body: unknown): Promise<any> {
  const res = await admin.post(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const tabela = async (nome: string, data: string, tipoReajuste: 'C' | 'F', dissidio = false) =>
  (await created(TABELAS, { nome, data, tipoReajuste, dissidio })).id as number;

const proposta = (
  tabelaId: number,
  colaborador: number,
  area: number,
  faixa: number,
  estabelecimento: number,
  salario: Record<string, unknown>,
  observacao?: string,
) =>
  created('/api/cargo-salario/reajustes-colaboradores', {
    tabelaReajuste: { id: tabelaId },
    colaborador: { id: colaborador },
    estabelecimentoProposto: { id: estabelecimento },
    areaProposta: { id: area },
    faixaSalarialProposta: { id: faixa },
    ...salario,
    ...(observacao ? { observacao } : {}),
  });

const porValor = (salarioProposto: number) => ({ tipoSalarioProposto: 3, salarioProposto });

/** A planning table with one proposal in another company, straight in the database. */
async function outraEmpresa(empresaId: number): Promise<number> {
  const one = async (text: string, params: unknown[]) =>
    (await t.sql.query(text, params)).rows[0].id as number;
  const area = await one(
    `INSERT INTO area_organizacional (empresa_id, nome) VALUES ($1, 'Área Alheia') RETURNING id`,
    [empresaId],
  );
  const cargo = await one(
    `INSERT INTO cargo (empresa_id, nome, nome_mercado, ativa) VALUES ($1, 'Cargo Alheio', 'Cargo Alheio', true) RETURNING id`,
    [empresaId],
  );
  const faixa = await one(
    `INSERT INTO faixa_salarial (empresa_id, cargo_id, nome) VALUES ($1, $2, 'X') RETURNING id`,
    [empresaId, cargo],
  );
  const yara = await one(
    `INSERT INTO colaborador (empresa_id, nome, data_admissao, status) VALUES ($1, 'Yara Alheia', '2020-01-01', 'A') RETURNING id`,
    [empresaId],
  );
  const tabelaId = await one(
    `INSERT INTO tabela_reajuste_colaborador (empresa_id, nome, data, tipo_reajuste, dissidio, aprovada)
     VALUES ($1, 'Reajuste Alheio', $2, 'C', false, false) RETURNING id`,
    [empresaId, REF],
  );
  await t.sql.query(
    `INSERT INTO reajuste_colaborador (empresa_id, tabela_reajuste_id, colaborador_id, area_atual_id, faixa_salarial_atual_id,
       tipo_salario_atual, salario_atual, area_proposta_id, faixa_salarial_proposta_id, tipo_salario_proposto, salario_proposto)
     VALUES ($1, $2, $3, $4, $5, 3, 5000, $4, $5, 3, 5500)`,
    [empresaId, tabelaId, yara, area, faixa],
  );
  return tabelaId;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.app);
  await admin.login();
  ids = await seed(t);

  tabelaA = await tabela('Reajuste 2026', REF, 'C');
  await proposta(tabelaA, ids.ana, ids.cont, ids.f2, ids.matriz, porValor(4800));
  await proposta(
    tabelaA,
    ids.bruno,
    ids.fin,
    ids.f2,
    ids.matriz,
    { tipoSalarioProposto: 1 },
    'Ajuste ao mercado',
  );
  await proposta(tabelaA, ids.eva, ids.fin, ids.f3, ids.matriz, {
    tipoSalarioProposto: 2,
    indiceProposto: { id: ids.sm },
    quantidadeIndiceProposto: 2.2,
  });
  await proposta(tabelaA, ids.carla, ids.man, ids.f4, ids.filial, porValor(2310), 'Equiparação');

  tabelaB = await tabela('Reajuste 2026', REF, 'C');
  await proposta(tabelaB, ids.ana, ids.cont, ids.f2, ids.matriz, porValor(4620));

  tabelaC = await tabela('Dissídio 2026', '2026-03-01', 'C', true);
  await proposta(tabelaC, ids.carla, ids.man, ids.f4, ids.filial, porValor(2205));
  const aplicar = await admin.post(`${TABELAS}/${tabelaC}/aplicar-colaboradores`, {});
  if (aplicar.status !== 200) throw new Error(`aplicar: ${aplicar.status} ${JSON.stringify(aplicar.body)}`);

  tabelaF = await tabela('Faixas 2026', REF, 'F');
  await created('/api/cargo-salario/reajustes-faixas-salariais', {
    tabelaReajuste: { id: tabelaF },
    faixaSalarial: { id: ids.f4 },
    tipoProposto: 3,
    valorProposto: 2200,
  });

  let empresaB: number;
  ({ client: other, empresaId: empresaB } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  tabelaOutra = await outraEmpresa(empresaB);
});
afterAll(async () => t?.close());

const todas = () => [tabelaA, tabelaB, tabelaC, tabelaF];

describe('planejamentos-realinhamentos', () => {
  it('lists the proposals by table and proposed area, with subtotals and the grand total (PDF)', async () => {
    const text = await pdf(admin, RELATORIO, { tabelasReajuste: todas() });
    expect(text).toContain('Planejamento de Realinhamentos');
    expect(text).toContain(
      'Filtro: Planejamentos de Reajuste: Dissídio 2026, Faixas 2026, Reajuste 2026 e mais 1; Situação: Todos',
    );
    expect(text).toContain(
      'Talento Cargo / Faixa Atual Salário Atual Cargo / Faixa Proposta Salário Proposto Diferença (R$) Diferença (%) Observação',
    );
    expect(text).toContain(
      'Planejamento: Reajuste 2026 — 01/02/2026 — Talento — Não aplicado ' +
        'Área Organizacional: Administrativo > Financeiro ' +
        'Bruno Lima Analista Financeiro I R$ 3.100,00 Analista Financeiro II R$ 4.400,00 R$ 1.300,00 41,94% Ajuste ao mercado ' +
        'Eva Martins Assistente Administrativo Único R$ 3.200,00 Assistente Administrativo Único R$ 3.520,00 R$ 320,00 10,00% ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro (2 registros) R$ 6.300,00 R$ 7.920,00 R$ 1.620,00 ' +
        'Área Organizacional: Administrativo > Financeiro > Contabilidade ' +
        'Ana Souza Analista Financeiro II R$ 4.400,00 Analista Financeiro II R$ 4.800,00 R$ 400,00 9,09% ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro > Contabilidade (1 registro) R$ 4.400,00 R$ 4.800,00 R$ 400,00 ' +
        'Área Organizacional: Operações > Manutenção ' +
        'Carla Dias Operador de Máquinas A R$ 2.100,00 Operador de Máquinas A R$ 2.310,00 R$ 210,00 10,00% Equiparação ' +
        'Subtotal Área Organizacional: Operações > Manutenção (1 registro) R$ 2.100,00 R$ 2.310,00 R$ 210,00 ' +
        'Subtotal Planejamento: Reajuste 2026 — 01/02/2026 — Talento — Não aplicado (4 registros) R$ 12.800,00 R$ 15.030,00 R$ 2.230,00 ' +
        // a second table with the same name and date: its own group, its own subtotal
        'Planejamento: Reajuste 2026 — 01/02/2026 — Talento — Não aplicado ' +
        'Área Organizacional: Administrativo > Financeiro > Contabilidade ' +
        'Ana Souza Analista Financeiro II R$ 4.400,00 Analista Financeiro II R$ 4.620,00 R$ 220,00 5,00% ' +
        'Subtotal Área Organizacional: Administrativo > Financeiro > Contabilidade (1 registro) R$ 4.400,00 R$ 4.620,00 R$ 220,00 ' +
        'Subtotal Planejamento: Reajuste 2026 — 01/02/2026 — Talento — Não aplicado (1 registro) R$ 4.400,00 R$ 4.620,00 R$ 220,00 ' +
        // applied: the current side is the one before the application
        'Planejamento: Dissídio 2026 — 01/03/2026 — Talento — Aplicado ' +
        'Área Organizacional: Operações > Manutenção ' +
        'Carla Dias Operador de Máquinas A R$ 2.100,00 Operador de Máquinas A R$ 2.205,00 R$ 105,00 5,00% ' +
        'Subtotal Área Organizacional: Operações > Manutenção (1 registro) R$ 2.100,00 R$ 2.205,00 R$ 105,00 ' +
        'Subtotal Planejamento: Dissídio 2026 — 01/03/2026 — Talento — Aplicado (1 registro) R$ 2.100,00 R$ 2.205,00 R$ 105,00 ' +
        'Total geral (6 registros) R$ 19.300,00 R$ 21.855,00 R$ 2.555,00',
    );
    expect(text).not.toContain('Faixas 2026 —');
  });

  it('exports the cells as XLSX, filtered by situation, proposed areas (with sub-areas) and establishments', async () => {
    const naoAplicados = await xlsx(
      admin,
      RELATORIO,
      { tabelasReajuste: todas(), situacao: 'N', areasOrganizacionais: [ids.fin] },
      'Planejamento',
    );
    expect(naoAplicados.titles).toEqual([
      'Planejamento',
      'Área Organizacional',
      'Talento',
      'Cargo / Faixa Atual',
      'Salário Atual',
      'Cargo / Faixa Proposta',
      'Salário Proposto',
      'Diferença (R$)',
      'Diferença (%)',
      'Observação',
    ]);
    const a = 'Reajuste 2026 — 01/02/2026 — Talento — Não aplicado';
    expect(naoAplicados.rows).toEqual([
      [
        a,
        'Administrativo > Financeiro',
        'Bruno Lima',
        'Analista Financeiro I',
        3100,
        'Analista Financeiro II',
        4400,
        1300,
        41.94,
        'Ajuste ao mercado',
      ],
      [
        a,
        'Administrativo > Financeiro',
        'Eva Martins',
        'Assistente Administrativo Único',
        3200,
        'Assistente Administrativo Único',
        3520,
        320,
        10,
      ],
      [
        a,
        'Administrativo > Financeiro > Contabilidade',
        'Ana Souza',
        'Analista Financeiro II',
        4400,
        'Analista Financeiro II',
        4800,
        400,
        9.09,
      ],
      [
        a,
        'Administrativo > Financeiro > Contabilidade',
        'Ana Souza',
        'Analista Financeiro II',
        4400,
        'Analista Financeiro II',
        4620,
        220,
        5,
      ],
    ]);
    const subtotal = (label: string, registros: string, atual: number, proposto: number, dif: number) => [
      `Subtotal ${label} (${registros})`,
      undefined,
      undefined,
      undefined,
      atual,
      undefined,
      proposto,
      dif,
    ];
    expect(naoAplicados.totals).toEqual([
      subtotal('Área Organizacional: Administrativo > Financeiro', '2 registros', 6300, 7920, 1620),
      subtotal(
        'Área Organizacional: Administrativo > Financeiro > Contabilidade',
        '1 registro',
        4400,
        4800,
        400,
      ),
      subtotal(`Planejamento: ${a}`, '3 registros', 10700, 12720, 2020),
      subtotal(
        'Área Organizacional: Administrativo > Financeiro > Contabilidade',
        '1 registro',
        4400,
        4620,
        220,
      ),
      subtotal(`Planejamento: ${a}`, '1 registro', 4400, 4620, 220),
      ['Total geral (4 registros)', undefined, undefined, undefined, 15100, undefined, 17340, 2240],
    ]);
    expect(
      naoAplicados.all.some(
        (r) =>
          r[0] ===
          'Filtro: Planejamentos de Reajuste: Dissídio 2026, Faixas 2026, Reajuste 2026 e mais 1; Situação: Não aplicados; Áreas Organizacionais: Financeiro',
      ),
    ).toBe(true);

    const aplicados = await xlsx(
      admin,
      RELATORIO,
      { tabelasReajuste: todas(), situacao: 'A', estabelecimentos: [ids.filial] },
      'Planejamento',
    );
    expect(aplicados.rows.map((r) => [r[0], r[2], r[6]])).toEqual([
      ['Dissídio 2026 — 01/03/2026 — Talento — Aplicado', 'Carla Dias', 2205],
    ]);
    const filial = await xlsx(
      admin,
      RELATORIO,
      { tabelasReajuste: todas(), estabelecimentos: [ids.filial] },
      'Planejamento',
    );
    expect(filial.rows.map((r) => [r[2], r[6]])).toEqual([
      ['Carla Dias', 2310],
      ['Carla Dias', 2205],
    ]);
  });

  it('answers no data for range tables only and for filters that leave nothing', async () => {
    expect((await gerar(admin, RELATORIO, { tabelasReajuste: [tabelaF] })).json()).toEqual(SEM_DADOS);
    expect((await gerar(admin, RELATORIO, { tabelasReajuste: [tabelaC], situacao: 'N' })).json()).toEqual(
      SEM_DADOS,
    );
    expect(
      (
        await gerar(admin, RELATORIO, {
          tabelasReajuste: [tabelaA],
          areasOrganizacionais: [ids.ope],
          estabelecimentos: [ids.matriz],
        })
      ).json(),
    ).toEqual(SEM_DADOS);
  });

  it('requires at least one planning table', async () => {
    for (const filtro of [{}, { tabelasReajuste: [] }]) {
      const res = await gerar(admin, RELATORIO, filtro);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'tabelasReajuste', message: 'Selecione ao menos uma Tabela de Reajuste' },
      ]);
    }
  });

  it('keeps each company to its own tables', async () => {
    expect((await gerar(other, RELATORIO, { tabelasReajuste: todas() })).json()).toEqual(SEM_DADOS);
    const text = await pdf(other, RELATORIO, { tabelasReajuste: [tabelaOutra, tabelaA] });
    expect(text).toContain('Filtro: Planejamentos de Reajuste: Reajuste Alheio; Situação: Todos');
    expect(text).toContain(
      'Planejamento: Reajuste Alheio — 01/02/2026 — Talento — Não aplicado Área Organizacional: Área Alheia ' +
        'Yara Alheia Cargo Alheio X R$ 5.000,00 Cargo Alheio X R$ 5.500,00 R$ 500,00 10,00%',
    );
    expect(text).toContain('Total geral (1 registro) R$ 5.000,00 R$ 5.500,00 R$ 500,00');
    expect(text).not.toContain('Souza');
    // and company 1 does not see the other company's table, even asking for it by id
    const propria = await pdf(admin, RELATORIO, { tabelasReajuste: [tabelaOutra, tabelaB] });
    expect(propria).toContain('Filtro: Planejamentos de Reajuste: Reajuste 2026; Situação: Todos');
    expect(propria).toContain('Total geral (1 registro) R$ 4.400,00 R$ 4.620,00 R$ 220,00');
    expect(propria).not.toContain('Alheia');
    expect(propria).not.toContain('Alheio');
  });
});
