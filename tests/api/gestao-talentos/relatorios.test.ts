// Talent reports (reports/gestao-talentos/*.json): occurrences grouped by employee with the points summed,
// dismissals by area / month / employee with the position on the dismissal date, birthdays of the month,
// admissions, employees by generation with the empty-state description; the required period's messages.

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errosRelatorio, gerarRelatorio, pdfRelatorio } from '../../helpers/reports.ts';
import { posicao } from '../sst/fixtures.ts';
import { created, type GtTest, startGt, talento } from './helpers.ts';

let s: GtTest;
const G = '/api/gestao-talentos';
const R = `${G}/relatorios`;
const ids: Record<string, number> = {};
const nasc = (d: string) => ({ pessoal: { dataNascimento: d } });

beforeAll(async () => {
  s = await startGt();
  const pos = await posicao(s.admin);
  const vendas = await created(s.admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Vendas' });
  const posVendas = { ...pos, areaId: vendas.id };
  ids.vendas = vendas.id;
  ids.ana = await talento(s, 'Ana', pos, '2020-01-10', nasc('1990-05-12'));
  ids.bia = await talento(s, 'Bia', posVendas, '2021-03-01', nasc('1970-05-03'));
  ids.caio = await talento(s, 'Caio', pos, '2025-02-03', nasc('2001-07-20'));
  ids.davi = await talento(s, 'Davi', posVendas, '2019-08-01', nasc('1985-05-30'));
  ids.eva = await talento(s, 'Eva', pos, '2025-03-10');
  const falta = (await created(s.admin, `${G}/tipos-ocorrencia`, { descricao: 'Falta', pontuacao: -2 })).id;
  const elogio = (await created(s.admin, `${G}/tipos-ocorrencia`, { descricao: 'Elogio', pontuacao: 5 })).id;
  const conversa = (await created(s.admin, `${G}/providencias`, { descricao: 'Conversa' })).id;
  const oc = (c: number, t: number, d: string, extra = {}) =>
    created(s.admin, `${G}/colaboradores-ocorrencias`, {
      colaborador: { id: c },
      tipoOcorrencia: { id: t },
      dataIni: d,
      ...extra,
    });
  await oc(ids.ana!, falta, '2025-03-03', { providencia: { id: conversa } });
  await oc(ids.ana!, elogio, '2025-03-20');
  await oc(ids.bia!, falta, '2025-03-05');
  await oc(ids.bia!, falta, '2025-05-05'); // outside the period
  const motivo = (await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Pedido de demissão' })).id;
  const deslig = (id: number, data: string, extra = {}) =>
    s.admin.post(`${G}/talentos/${id}/desligar`, { data, motivo, ...extra });
  expect((await deslig(ids.davi!, '2025-03-31', { observacao: 'Nova oportunidade' })).status).toBe(200);
  expect((await deslig(ids.eva!, '2025-04-15', { elegivelRecontratacao: false })).status).toBe(200);
});
afterAll(() => s?.t.close());

describe('ocorrências', () => {
  it('groups the period by employee, sums the points, filters by type and area', async () => {
    const q = 'dataIni=2025-03-01&dataFim=2025-03-31';
    const linhas = (await s.admin.get(`${R}/ocorrencias/previa?${q}`)).body;
    expect(linhas.map((l: any) => [l.talento, l.tipo, l.dataIni, l.pontuacao, l.providencia])).toEqual([
      ['Ana', 'Falta', '2025-03-03', -2, 'Conversa'],
      ['Ana', 'Elogio', '2025-03-20', 5, null],
      ['Bia', 'Falta', '2025-03-05', -2, null],
    ]);
    const vendas = (await s.admin.get(`${R}/ocorrencias/previa?${q}&areasOrganizacionais=${ids.vendas}`))
      .body;
    expect(vendas.map((l: any) => l.talento)).toEqual(['Bia']);
    const texto = await pdfRelatorio(s.admin, 'gestao-talentos', 'ocorrencias', {
      dataIni: '2025-03-01',
      dataFim: '2025-03-31',
    });
    expect(texto).toContain('Ocorrências dos Talentos');
    expect(texto).toContain('Conversa');
    expect(
      await errosRelatorio(s.admin, 'gestao-talentos', 'ocorrencias', { dataIni: '2025-03-01' }),
    ).toEqual([{ field: 'dataFim', message: 'Data Final é obrigatória' }]);
  });
});

describe('desligamentos', () => {
  it('by area (default), month or employee, with the reason and the rehire flag', async () => {
    const f = { dataIni: '2025-01-01', dataFim: '2025-12-31' };
    const porArea = (await s.admin.get(`${R}/desligamentos/previa?dataIni=2025-01-01&dataFim=2025-12-31`))
      .body;
    expect(porArea.map((l: any) => [l.grupo, l.talento, l.data, l.motivo, l.recontratavel])).toEqual([
      ['Produção', 'Eva', '2025-04-15', 'Pedido de demissão', 'Não'],
      ['Vendas', 'Davi', '2025-03-31', 'Pedido de demissão', 'Sim'],
    ]);
    const porMes = (
      await s.admin.get(`${R}/desligamentos/previa?dataIni=2025-01-01&dataFim=2025-12-31&agruparPor=MES_ANO`)
    ).body;
    expect(porMes.map((l: any) => [l.grupo, l.talento])).toEqual([
      ['03/2025', 'Davi'],
      ['04/2025', 'Eva'],
    ]);
    const res = await gerarRelatorio(
      s.admin,
      'gestao-talentos',
      'desligamentos',
      { ...f, agruparPor: 'TALENTO' },
      'xlsx',
    );
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const celulas: unknown[] = [];
    wb.worksheets[0]!.eachRow((row) => celulas.push(...(row.values as unknown[])));
    expect(celulas).toContain('Nova oportunidade');
    expect(celulas).toContain('Eva');
    const soVendas = (
      await s.admin.get(
        `${R}/desligamentos/previa?dataIni=2025-01-01&dataFim=2025-12-31&areasOrganizacionais=${ids.vendas}`,
      )
    ).body;
    expect(soVendas.map((l: any) => l.talento)).toEqual(['Davi']);
  });
});

describe('aniversariantes, admitidos, gerações', () => {
  it('birthdays of the month: active employees by day', async () => {
    const linhas = (await s.admin.get(`${R}/aniversariantes-mes/previa?mes=5`)).body;
    // Davi (30/05) was dismissed
    expect(linhas.map((l: any) => [l.dia, l.talento])).toEqual([
      [3, 'Bia'],
      [12, 'Ana'],
    ]);
  });

  it('admissions of the period with their position and status', async () => {
    const linhas = (await s.admin.get(`${R}/admitidos/previa?dataIni=2025-01-01&dataFim=2025-12-31`)).body;
    expect(linhas.map((l: any) => [l.talento, l.admissao, l.area, l.vinculo, l.situacao])).toEqual([
      ['Caio', '2025-02-03', 'Produção', 'Emprego', 'Ativo'],
      ['Eva', '2025-03-10', 'Produção', 'Emprego', 'Desligado'],
    ]);
  });

  it('employees on the roll by generation, with the share and the empty-state description', async () => {
    await s.t.sql.query(`UPDATE geracao SET descricao = NULL WHERE nome = 'Geração Z'`);
    const linhas = (await s.admin.get(`${R}/geracoes/previa?data=2025-03-15`)).body;
    // on 15/03/2025: Ana (1990, Y), Bia (1970, X), Caio (2001, Z), Davi (1985, Y), Eva (no birth date)
    expect(linhas.map((l: any) => [l.geracao, l.quantidade, l.percentual])).toEqual([
      ['Veteranos (Geração Silenciosa)', 0, 0],
      ['Baby Boomers', 0, 0],
      ['Geração X', 1, 20],
      ['Geração Y (Millennials)', 2, 40],
      ['Geração Z', 1, 20],
      ['Geração Alpha', 0, 0],
      ['Sem geração', 1, 20],
    ]);
    expect(linhas.find((l: any) => l.geracao === 'Geração Z').descricao).toBe(
      'Geração não possui descrição.',
    );
  });
});
