// Shared data and helpers of the job and salary report tests: one small company with areas (a tree), groups,
// jobs, an index, salary ranges (by value and by index), employees with their history (promotions, a
// transfer, a dismissal) and competence configurations — inserted with SQL (the history triggers keep
// data_fim). A second company holds an employee who must never show up.
//
// Salaries at the reference date 2026-02-01 (REF):
//   Ana Souza    Analista Financeiro II   (by range)        4400.00  Administrativo > Financeiro > Contabilidade  Matriz
//   Bruno Lima   Analista Financeiro I    (by value)        3100.00  Administrativo > Financeiro                  Matriz
//   Carla Dias   Operador de Máquinas A   (by value)        2100.00  Operações > Manutenção                       Filial Norte
//   Eva Martins  Assistente Administrativo Único (index×2)  3200.00  Administrativo > Financeiro                  Matriz
//   Daniel Rocha Operador de Máquinas B   dismissed on 2025-12-31 (2600.00 until then)                          Filial Norte
import {
  dia,
  errosRelatorio,
  gerarRelatorio,
  pdfRelatorio,
  pdfText,
  SEM_DADOS,
  xlsxRelatorio,
} from '../../../helpers/reports.ts';
import type { Client, TestApp } from '../../../helpers/test-app.ts';

export const REF = '2026-02-01';

export type Ids = Record<string, number>;

async function one(t: TestApp, text: string, params: unknown[] = []): Promise<number> {
  const res = await t.sql.query(text, params);
  return res.rows[0].id as number;
}

/** Inserts the data set into company 1; returns the ids by short name. */
export async function seed(t: TestApp): Promise<Ids> {
  const ids: Ids = {};
  const E = 1;
  ids.matriz = await one(
    t,
    `INSERT INTO estabelecimento (empresa_id, nome) VALUES ($1, 'Matriz') RETURNING id`,
    [E],
  );
  ids.filial = await one(
    t,
    `INSERT INTO estabelecimento (empresa_id, nome) VALUES ($1, 'Filial Norte') RETURNING id`,
    [E],
  );

  const area = (nome: string, mae: number | null) =>
    one(
      t,
      `INSERT INTO area_organizacional (empresa_id, nome, area_mae_id, ativo) VALUES ($1, $2, $3, true) RETURNING id`,
      [E, nome, mae],
    );
  ids.adm = await area('Administrativo', null);
  ids.fin = await area('Financeiro', ids.adm);
  ids.cont = await area('Contabilidade', ids.fin);
  ids.ope = await area('Operações', null);
  ids.man = await area('Manutenção', ids.ope);

  ids.gAdm = await one(
    t,
    `INSERT INTO grupo_ocupacional (empresa_id, nome) VALUES ($1, 'Administrativo') RETURNING id`,
    [E],
  );
  ids.gOpe = await one(
    t,
    `INSERT INTO grupo_ocupacional (empresa_id, nome) VALUES ($1, 'Operacional') RETURNING id`,
    [E],
  );

  const cargo = async (
    nome: string,
    mercado: string,
    grupo: number,
    ativa: boolean,
    escolaridade: string,
    areas: number[],
  ) => {
    const id = await one(
      t,
      `INSERT INTO cargo (empresa_id, nome, nome_mercado, grupo_ocupacional_id, ativa, escolaridade) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [E, nome, mercado, grupo, ativa, escolaridade],
    );
    for (const a of areas)
      await t.sql.query(`INSERT INTO cargo_areas_organizacionais (owner_id, ref_id) VALUES ($1, $2)`, [
        id,
        a,
      ]);
    return id;
  };
  ids.analista = await cargo('Analista Financeiro', 'Analista de Finanças', ids.gAdm, true, '09', [ids.fin]);
  ids.assistente = await cargo('Assistente Administrativo', 'Auxiliar de Escritório', ids.gAdm, true, '07', [
    ids.adm,
  ]);
  ids.operador = await cargo('Operador de Máquinas', 'Operador de Produção', ids.gOpe, true, '05', [ids.ope]);
  ids.supervisor = await cargo('Supervisor Antigo', 'Supervisor', ids.gOpe, false, '07', [ids.ope]);

  ids.sm = await one(t, `INSERT INTO indice (empresa_id, nome) VALUES ($1, 'Salário Mínimo') RETURNING id`, [
    E,
  ]);
  await t.sql.query(
    `INSERT INTO indice_historico (owner_id, posicao, data, valor) VALUES ($1, 0, '2023-01-01', 1500.00), ($1, 1, '2026-01-01', 1600.00)`,
    [ids.sm],
  );

  const faixa = async (
    cargoId: number,
    nome: string,
    cbo: string,
    hist: [string, number, number | null, number | null, number | null][],
  ) => {
    const id = await one(
      t,
      `INSERT INTO faixa_salarial (empresa_id, cargo_id, nome, codigo_cbo) VALUES ($1, $2, $3, $4) RETURNING id`,
      [E, cargoId, nome, cbo],
    );
    for (const [i, [data, tipo, indice, quantidade, valor]] of hist.entries())
      await t.sql.query(
        `INSERT INTO faixa_salarial_historico (owner_id, posicao, data, tipo, indice_id, quantidade, valor) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, i, data, tipo, indice, quantidade, valor],
      );
    return id;
  };
  ids.f1 = await faixa(ids.analista, 'I', '252210', [
    ['2023-01-01', 3, null, null, 3000],
    ['2026-01-01', 3, null, null, 3300],
  ]);
  ids.f2 = await faixa(ids.analista, 'II', '252210', [
    ['2023-01-01', 3, null, null, 4000],
    ['2026-01-01', 3, null, null, 4400],
  ]);
  ids.f3 = await faixa(ids.assistente, 'Único', '411010', [['2023-01-01', 2, ids.sm, 1.5, null]]);
  ids.f4 = await faixa(ids.operador, 'A', '784205', [['2023-01-01', 3, null, null, 2000]]);
  ids.f5 = await faixa(ids.operador, 'B', '784205', [
    ['2023-01-01', 3, null, null, 2500],
    ['2025-07-01', 3, null, null, 2600],
  ]);

  const colaborador = (
    nome: string,
    matricula: string,
    admissao: string,
    status = 'A',
    desligamento: string | null = null,
  ) =>
    one(
      t,
      `INSERT INTO colaborador (empresa_id, nome, matricula, data_admissao, status, data_desligamento, vinculo) VALUES ($1, $2, $3, $4, $5, $6, 'E') RETURNING id`,
      [E, nome, matricula, admissao, status, desligamento],
    );
  ids.ana = await colaborador('Ana Souza', '001', '2024-02-01');
  ids.bruno = await colaborador('Bruno Lima', '002', '2025-03-01');
  ids.carla = await colaborador('Carla Dias', '003', '2023-06-01');
  ids.daniel = await colaborador('Daniel Rocha', '004', '2025-05-02', 'D', '2025-12-31');
  ids.eva = await colaborador('Eva Martins', '005', '2025-08-01');

  // [employee, date, reason, establishment, area, range, salary type, index, quantity, salary]
  const h: [
    number,
    string,
    string,
    number,
    number,
    number,
    number,
    number | null,
    number | null,
    number | null,
  ][] = [
    [ids.ana, '2024-02-01', 'A', ids.matriz, ids.cont, ids.f1, 1, null, null, null],
    [ids.ana, '2025-06-01', 'PH', ids.matriz, ids.cont, ids.f2, 1, null, null, null],
    [ids.bruno, '2025-03-01', 'A', ids.matriz, ids.adm, ids.f3, 1, null, null, null],
    [ids.bruno, '2025-10-01', 'PV', ids.matriz, ids.fin, ids.f1, 3, null, null, 3100],
    [ids.carla, '2023-06-01', 'A', ids.filial, ids.ope, ids.f4, 1, null, null, null],
    [ids.carla, '2025-09-15', 'RI', ids.filial, ids.ope, ids.f4, 3, null, null, 2100],
    [ids.carla, '2025-11-10', 'TR', ids.filial, ids.man, ids.f4, 3, null, null, 2100],
    [ids.daniel, '2025-05-02', 'A', ids.filial, ids.ope, ids.f5, 1, null, null, null],
    [ids.eva, '2025-08-01', 'A', ids.matriz, ids.fin, ids.f3, 2, ids.sm, 2, null],
  ];
  // one statement: the statement-level triggers compute every data_fim
  await t.sql.query(
    `INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id,
       faixa_salarial_id, tipo_salario, indice_id, quantidade, salario, status)
     SELECT 1, * , 'C' FROM unnest($1::int[], $2::date[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::numeric[], $10::numeric[])`,
    Array.from({ length: 10 }, (_, i) => h.map((r) => r[i])),
  );

  // competences: levels (and the level configuration in force), knowledge/skill/attitude, range configurations
  ids.basico = await one(
    t,
    `INSERT INTO nivel_competencia (empresa_id, descricao, ordem, percentual) VALUES ($1, 'Básico', 1, 50) RETURNING id`,
    [E],
  );
  ids.avancado = await one(
    t,
    `INSERT INTO nivel_competencia (empresa_id, descricao, ordem, percentual) VALUES ($1, 'Avançado', 3, 80) RETURNING id`,
    [E],
  );
  const cfgNiveis = await one(
    t,
    `INSERT INTO nivel_competencia_historico (empresa_id, data, considerar_percentual_minimo, obrigar_percentual) VALUES ($1, '2025-01-01', true, false) RETURNING id`,
    [E],
  );
  await t.sql.query(
    `INSERT INTO nivel_competencia_historico_config_historicos_niveis (owner_id, posicao, nivel_competencia_id, ordem, percentual)
     VALUES ($1, 0, $2, 1, 40), ($1, 1, $3, 3, 80)`,
    [cfgNiveis, ids.basico, ids.avancado],
  );
  ids.contabil = await one(
    t,
    `INSERT INTO conhecimento (empresa_id, nome, observacao) VALUES ($1, 'Contabilidade Geral', 'Normas contábeis brasileiras') RETURNING id`,
    [E],
  );
  ids.negociacao = await one(
    t,
    `INSERT INTO habilidade (empresa_id, nome) VALUES ($1, 'Negociação') RETURNING id`,
    [E],
  );
  ids.proatividade = await one(
    t,
    `INSERT INTO atitude (empresa_id, nome) VALUES ($1, 'Proatividade') RETURNING id`,
    [E],
  );
  const config = async (
    faixaId: number,
    data: string,
    itens: ['conhecimentos' | 'habilidades' | 'atitudes', number, number, number][],
  ) => {
    const id = await one(
      t,
      `INSERT INTO config_nivel_competencia_faixa (empresa_id, faixa_salarial_id, data) VALUES ($1, $2, $3) RETURNING id`,
      [E, faixaId, data],
    );
    for (const [i, [lista, competencia, nivel, peso]] of itens.entries())
      await t.sql.query(
        `INSERT INTO config_nivel_competencia_faixa_${lista} (owner_id, posicao, competencia_id, nivel_competencia_id, competencia_peso) VALUES ($1, $2, $3, $4, $5)`,
        [id, i, competencia, nivel, peso],
      );
  };
  await config(ids.f2, '2025-01-01', [
    ['conhecimentos', ids.contabil, ids.avancado, 2],
    ['atitudes', ids.proatividade, ids.basico, 1],
  ]);
  await config(ids.f1, '2025-01-01', [
    ['conhecimentos', ids.contabil, ids.basico, 1],
    ['habilidades', ids.negociacao, ids.basico, 1],
  ]);
  await config(ids.f3, '2026-06-01', [['habilidades', ids.negociacao, ids.avancado, 1]]);

  // another company: its employee must never appear in company 1's reports
  const outra = await one(t, `INSERT INTO empresa (nome) VALUES ('Outra Empresa') RETURNING id`);
  ids.outraEstab = await one(
    t,
    `INSERT INTO estabelecimento (empresa_id, nome) VALUES ($1, 'Estabelecimento Alheio') RETURNING id`,
    [outra],
  );
  const outraArea = await one(
    t,
    `INSERT INTO area_organizacional (empresa_id, nome) VALUES ($1, 'Área Alheia') RETURNING id`,
    [outra],
  );
  const outroCargo = await one(
    t,
    `INSERT INTO cargo (empresa_id, nome, nome_mercado, ativa) VALUES ($1, 'Cargo Alheio', 'Cargo Alheio', true) RETURNING id`,
    [outra],
  );
  const outraFaixa = await one(
    t,
    `INSERT INTO faixa_salarial (empresa_id, cargo_id, nome) VALUES ($1, $2, 'X') RETURNING id`,
    [outra, outroCargo],
  );
  await t.sql.query(
    `INSERT INTO faixa_salarial_historico (owner_id, data, tipo, valor) VALUES ($1, '2020-01-01', 3, 9999)`,
    [outraFaixa],
  );
  const zeca = await one(
    t,
    `INSERT INTO colaborador (empresa_id, nome, data_admissao, status) VALUES ($1, 'Zeca Alheio', '2020-01-01', 'A') RETURNING id`,
    [outra],
  );
  await t.sql.query(
    `INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id, faixa_salarial_id, tipo_salario, status)
     VALUES ($1, $2, '2020-01-01', 'A', $3, $4, $5, 1, 'C'), ($1, $2, '2025-06-01', 'PV', $3, $4, $5, 1, 'C')`,
    [outra, zeca, ids.outraEstab, outraArea, outraFaixa],
  );
  return ids;
}

const MODULO = 'cargo-salario';

/** The field errors of a filter the report refuses (400). */
export const erros = (client: Client, relatorio: string, filtro: unknown) =>
  errosRelatorio(client, MODULO, relatorio, filtro);

/** POST of a report as the given client. */
export const gerar = (client: Client, relatorio: string, filtro: unknown, formato: 'pdf' | 'xlsx' = 'pdf') =>
  gerarRelatorio(client, MODULO, relatorio, filtro, formato);

/** Rendered PDF text of a report; fails with the answer when it is not a PDF. */
export const pdf = (client: Client, relatorio: string, filtro: unknown) =>
  pdfRelatorio(client, MODULO, relatorio, filtro);

/** The XLSX rows of a report (tests/helpers/reports.ts). */
export const xlsx = (client: Client, relatorio: string, filtro: unknown, firstTitle: string) =>
  xlsxRelatorio(client, MODULO, relatorio, filtro, firstTitle);

export { dia, pdfText, SEM_DADOS };

/** R$ amount as the PDF prints it, no-break space collapsed. */
export const rs = (v: string) => `R$ ${v}`;
