// Reports on personnel requests: vaga-motivo, duracao-vaga, qualificacao-cadastral-solicitacao-pessoal.
// Data set and the worked figures: helpers.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../../src/server/http/params.ts';
import { Client, startTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { dia, erros, gerar, type Ids, pdf, SEM_DADOS, seed, todas, xlsx } from './helpers.ts';

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

const REPORTS = ['vaga-motivo', 'duracao-vaga', 'qualificacao-cadastral-solicitacao-pessoal'];
const diasAte = (de: string) => Math.round((Date.parse(today()) - Date.parse(de)) / 86_400_000);

describe('filter rules of the request reports', () => {
  it.each(REPORTS)('%s: areas (type 1) or occupational groups (type 2), and the period', async (r) => {
    const periodo = { dataIni: '2026-01-01', dataFim: '2026-03-31' };
    expect(await erros(admin, r, periodo)).toEqual([
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
    ]);
    expect(await erros(admin, r, { ...periodo, filtroPor: 2, gruposOcupacionais: [] })).toEqual([
      { field: 'gruposOcupacionais', message: 'Selecione ao menos um Grupo Ocupacional' },
    ]);
    expect(await erros(admin, r, todas(ids, { dataFim: '2025-12-31' }))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    const res = await gerar(admin, r, todas(ids, { statusSolicitacao: 'X' }));
    expect(res.statusCode).toBe(400);
  });

  it.each(REPORTS)('%s: answers no data, and ignores the ids of another company', async (r) => {
    expect(
      (await gerar(admin, r, todas(ids, { dataIni: '2025-01-01', dataFim: '2025-12-31' }))).json(),
    ).toEqual(SEM_DADOS);
    const [outraArea] = (
      await t.sql.query(`SELECT id FROM area_organizacional WHERE empresa_id = $1 LIMIT 1`, [ids.outra])
    ).rows;
    expect((await gerar(admin, r, todas(ids, { areasOrganizacionais: [outraArea.id] }))).json()).toEqual(
      SEM_DADOS,
    );
  });
});

describe('vaga-motivo', () => {
  it('lists the requests by reason with vacancies, filled and subtotals', async () => {
    const text = await pdf(admin, 'vaga-motivo', todas(ids));
    expect(text).toContain('Vagas por Motivo');
    expect(text).toContain(
      'Motivo: Aumento de quadro 1 05/01/2026 Vendedores para a loja Vendedor – Júnior Comercial > Vendas Matriz Encerrada 2 2 ' +
        '3 01/02/2026 Vendedor temporário Vendedor – Júnior Comercial > Vendas Matriz Cancelada 1 0 ' +
        'Subtotal Motivo: Aumento de quadro (2 registros) 3 2 ' +
        'Motivo: Substituição 2 20/01/2026 Operador de empilhadeira Operador de Empilhadeira – I Operações Filial Norte Aberta 1 1 ' +
        '4 10/02/2026 Operadores de reposição Operador de Empilhadeira – I Operações Filial Norte Suspensa 2 0 ' +
        'Subtotal Motivo: Substituição (2 registros) 3 1 Total geral (4 registros) 6 3',
    );
    expect(text).not.toContain('alheia');
  });

  it('exports as XLSX and filters by reason, situation and establishment', async () => {
    const { titles, rows } = await xlsx(
      admin,
      'vaga-motivo',
      todas(ids, { motivos: [ids.substituicao], statusSolicitacao: 'S' }),
      'Motivo',
    );
    expect(titles).toEqual([
      'Motivo',
      'Nº',
      'Abertura',
      'Descrição',
      'Cargo / Faixa',
      'Área Organizacional',
      'Estabelecimento',
      'Situação',
      'Vagas',
      'Preenchidas',
    ]);
    expect(rows).toEqual([
      [
        'Substituição',
        ids.s4,
        dia('2026-02-10'),
        'Operadores de reposição',
        'Operador de Empilhadeira – I',
        'Operações',
        'Filial Norte',
        'Suspensa',
        2,
        0,
      ],
    ]);
    const matriz = await xlsx(admin, 'vaga-motivo', todas(ids, { estabelecimentos: [ids.matriz] }), 'Motivo');
    expect(matriz.rows.map((r) => r[1])).toEqual([ids.s1, ids.s3]);
    const abertas = await xlsx(admin, 'vaga-motivo', todas(ids, { statusSolicitacao: 'E' }), 'Motivo');
    expect(abertas.rows.map((r) => r[1])).toEqual([ids.s1]);
  });
});

describe('duracao-vaga', () => {
  it('gives days to fill against the forecast; open requests count days up to today, cancelled ones none', async () => {
    const { titles, rows, totals } = await xlsx(admin, 'duracao-vaga', todas(ids), 'Nº');
    expect(titles).toEqual([
      'Nº',
      'Descrição',
      'Cargo / Faixa',
      'Abertura',
      'Previsão',
      'Conclusão',
      'Prazo (dias)',
      'Duração (dias)',
      'Desvio (dias)',
      'Vagas',
      'Preenchidas',
      'Situação',
    ]);
    const aberta = diasAte('2026-02-10');
    expect(rows).toEqual([
      // 2 vacancies: Carla hired on 18/01 (her last move), Ana admitted on 01/02 → filled on 01/02, before the closing
      [
        ids.s1,
        'Vendedores para a loja',
        'Vendedor – Júnior',
        dia('2026-01-05'),
        dia('2026-02-04'),
        dia('2026-02-01'),
        30,
        27,
        -3,
        2,
        2,
        'Preenchida',
      ],
      [
        ids.s2,
        'Operador de empilhadeira',
        'Operador de Empilhadeira – I',
        dia('2026-01-20'),
        dia('2026-02-19'),
        dia('2026-01-26'),
        30,
        6,
        -24,
        1,
        1,
        'Preenchida',
      ],
      [
        ids.s3,
        'Vendedor temporário',
        'Vendedor – Júnior',
        dia('2026-02-01'),
        dia('2026-03-01'),
        undefined,
        28,
        undefined,
        undefined,
        1,
        0,
        'Cancelada',
      ],
      [
        ids.s4,
        'Operadores de reposição',
        'Operador de Empilhadeira – I',
        dia('2026-02-10'),
        dia('2026-03-12'),
        undefined,
        30,
        aberta,
        aberta - 30,
        2,
        0,
        'Suspensa',
      ],
    ]);
    expect(totals).toEqual([['Total geral (4 registros)', ...Array(8).fill(undefined), 6, 3]]);
  });

  it('counts a request closed before it filled up by its closing date (PDF)', async () => {
    await t.sql.query(
      `UPDATE solicitacao_pessoal SET encerrada = true, data_encerramento = '2026-01-31' WHERE id = $1`,
      [ids.s2],
    );
    await t.sql.query(`UPDATE solicitacao_pessoal SET quantidade = 3 WHERE id = $1`, [ids.s2]);
    try {
      const text = await pdf(
        admin,
        'duracao-vaga',
        todas(ids, { solicitacoes: [ids.s2], statusSolicitacao: 'E' }),
      );
      expect(text).toContain(
        `${ids.s2} Operador de empilhadeira Operador de Empilhadeira – I 20/01/2026 19/02/2026 31/01/2026 30 11 -19 3 1 Encerrada`,
      );
    } finally {
      await t.sql.query(
        `UPDATE solicitacao_pessoal SET encerrada = false, data_encerramento = NULL, quantidade = 1 WHERE id = $1`,
        [ids.s2],
      );
    }
  });
});

describe('qualificacao-cadastral-solicitacao-pessoal', () => {
  it("counts each request's candidates by registration qualification", async () => {
    const { rows, totals } = await xlsx(
      admin,
      'qualificacao-cadastral-solicitacao-pessoal',
      todas(ids),
      'Nº',
    );
    expect(rows).toEqual([
      [ids.s1, 'Vendedores para a loja', 'Vendedor – Júnior', 'Encerrada', 3, 1, 1, 1, 0, 33.33],
      [ids.s2, 'Operador de empilhadeira', 'Operador de Empilhadeira – I', 'Aberta', 2, 1, 0, 0, 1, 50],
      [ids.s3, 'Vendedor temporário', 'Vendedor – Júnior', 'Cancelada', 1, 0, 1, 0, 0, 0],
      [ids.s4, 'Operadores de reposição', 'Operador de Empilhadeira – I', 'Suspensa', 0, 0, 0, 0, 0],
    ]);
    expect(totals).toEqual([['Total geral (4 registros)', undefined, undefined, undefined, 6, 2, 2, 1, 1]]);
  });

  it('prints the PDF for the groups and requests asked for', async () => {
    const text = await pdf(
      admin,
      'qualificacao-cadastral-solicitacao-pessoal',
      todas(ids, { filtroPor: 2, gruposOcupacionais: [ids.gOpe], solicitacoes: [ids.s2] }),
    );
    expect(text).toContain('Qualificação Cadastral por Solicitação de Pessoal');
    expect(text).toContain(
      `${ids.s2} Operador de empilhadeira Operador de Empilhadeira – I Aberta 2 1 0 0 1 50,00% Total geral (1 registro) 2 1 0 0 1`,
    );
  });
});
