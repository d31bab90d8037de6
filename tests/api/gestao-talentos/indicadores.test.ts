// Talent indicators with worked examples (reports/gestao-talentos/indicador-turnover.json, cbo-efeito-aprendiz.json):
// turnover = ((admissions + dismissals) / 2) / active at the end of the previous month × 100, a reason that does
// not count left out, establishment filter by the history; apprentice quota = 5 % of the base (active minus
// apprentices and interns) rounded up, within the 15 % maximum, and the shortfall; PDF and XLSX; authority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfRelatorio, xlsxRelatorio } from '../../helpers/reports.ts';
import { estabelecimento, posicao } from '../sst/fixtures.ts';
import { created, type GtTest, startGt, talento, userWith } from './helpers.ts';

let s: GtTest;
const G = '/api/gestao-talentos';
const R = `${G}/relatorios`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startGt();
  const pos = await posicao(s.admin);
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.filial = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
  const conta = (await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Sem justa causa' })).id;
  const naoConta = (
    await created(s.admin, `${G}/motivos-desligamento`, { motivo: 'Transferência', turnover: false })
  ).id;
  const matriz = { estabelecimento: { id: ids.matriz } };
  const filial = { estabelecimento: { id: ids.filial } };
  // Matriz: 10 on the roll since 2024, 2 admitted in February 2025
  const antigos: number[] = [];
  for (let i = 1; i <= 10; i++) antigos.push(await talento(s, `Antigo ${i}`, pos, '2024-06-01', {}, matriz));
  await talento(s, 'Novo 1', pos, '2025-02-03', {}, matriz);
  await talento(s, 'Novo 2', pos, '2025-02-20', {}, matriz);
  const desligar = (id: number, data: string, motivo: number) =>
    s.admin.post(`${G}/talentos/${id}/desligar`, { data, motivo });
  await desligar(antigos[0]!, '2025-02-28', conta); // counts, and is gone at the end of February
  await desligar(antigos[1]!, '2025-02-10', naoConta); // not in turnover, but no longer active
  await desligar(antigos[2]!, '2025-03-15', conta);
  // Filial: 21 employees, 1 apprentice and 1 intern
  for (let i = 1; i <= 21; i++) await talento(s, `Filial ${i}`, pos, '2024-06-01', {}, filial);
  await talento(s, 'Aprendiz', pos, '2024-06-01', { vinculo: 'A' }, filial);
  await talento(s, 'Estagiária', pos, '2024-06-01', { vinculo: 'S' }, filial);
});
afterAll(() => s?.t.close());

describe('turnover', () => {
  const filtro = () => ({
    dataIni: '2025-02-01',
    dataFim: '2025-03-31',
    estabelecimentos: [ids.matriz],
    meta: 3,
  });

  it('per month: ((admissions + dismissals) / 2) / active at the end of the previous month × 100', async () => {
    const q = `dataIni=2025-02-01&dataFim=2025-03-31&estabelecimentos=${ids.matriz}`;
    const linhas = (await s.admin.get(`${R}/indicador-turnover/previa?${q}`)).body;
    expect(linhas).toEqual([
      // 10 active at 31/01; 2 admitted, 1 dismissed that counts: (2 + 1) / 2 = 1,5; 1,5 / 10 = 15 %
      { mes: '02/2025', ativos: 10, admitidos: 2, demitidos: 1, media: 1.5, turnover: 15, meta: null },
      // 10 active at 28/02 (10 + 2 − 2); 1 dismissed: 0,5 / 10 = 5 %
      { mes: '03/2025', ativos: 10, admitidos: 0, demitidos: 1, media: 0.5, turnover: 5, meta: null },
    ]);
    const texto = await pdfRelatorio(s.admin, 'gestao-talentos', 'indicador-turnover', filtro());
    expect(texto).toContain('Indicador de Turnover');
    expect(texto).toContain('15,00%');
    const x = await xlsxRelatorio(s.admin, 'gestao-talentos', 'indicador-turnover', filtro(), 'Mês');
    // the goal given in the filter beside each month
    expect(x.rows.map((r) => [r[0], r[1], r[5], r[6]])).toEqual([
      ['02/2025', 10, 15, 3],
      ['03/2025', 10, 5, 3],
    ]);
  });

  it('the establishment filter follows the history; without it every employee counts', async () => {
    const q = 'dataIni=2025-02-01&dataFim=2025-02-28';
    const [fev] = (await s.admin.get(`${R}/indicador-turnover/previa?${q}`)).body;
    // 10 + 23 on the roll at 31/01 (interns and apprentices are employees too)
    expect(fev).toMatchObject({ ativos: 33, admitidos: 2, demitidos: 1, turnover: 4.55 });
  });

  it('needs the talent-management authority and sees only the company', async () => {
    const { client } = await userWith(s, ['ROLE_SST'], '12345678062');
    expect(
      (await client.get(`${R}/indicador-turnover/previa?dataIni=2025-02-01&dataFim=2025-02-28`)).status,
    ).toBe(403);
    const [outra] = (
      await s.other.get(`${R}/indicador-turnover/previa?dataIni=2025-02-01&dataFim=2025-02-28`)
    ).body;
    expect(outra).toMatchObject({ ativos: 0, admitidos: 0, demitidos: 0, turnover: null });
  });
});

describe('apprentice quota (CBO efeito aprendiz)', () => {
  it('base without apprentices and interns, 5 % rounded up, 15 % rounded down, the shortfall', async () => {
    const linhas = (await s.admin.get(`${R}/cbo-efeito-aprendiz/previa?data=2025-04-01`)).body;
    expect(linhas).toEqual([
      // 21 in the base: 1,05 → 2 apprentices at least, 3 at most; 1 employed → 1 missing
      { estabelecimento: 'Filial', base: 21, aprendizes: 1, minimo: 2, maximo: 3, falta: 1 },
      // 10 + 2 − 3 = 9 active: 0,45 → 1, at most 1; none employed
      { estabelecimento: 'Matriz', base: 9, aprendizes: 0, minimo: 1, maximo: 1, falta: 1 },
    ]);
    const x = await xlsxRelatorio(
      s.admin,
      'gestao-talentos',
      'cbo-efeito-aprendiz',
      { data: '2025-04-01' },
      'Estabelecimento',
    );
    expect(x.rows).toEqual([
      ['Filial', 21, 1, 2, 3, 1],
      ['Matriz', 9, 0, 1, 1, 1],
    ]);
    const so = (
      await s.admin.get(`${R}/cbo-efeito-aprendiz/previa?data=2025-04-01&estabelecimentos=${ids.matriz}`)
    ).body;
    expect(so.map((l: any) => l.estabelecimento)).toEqual(['Matriz']);
  });
});

describe('dismissal rate', () => {
  it('every dismissal of the month over the active at the end of the previous month', async () => {
    const q = `dataIni=2025-02-01&dataFim=2025-03-31&estabelecimentos=${ids.matriz}`;
    expect((await s.admin.get(`${R}/taxa-demissao/previa?${q}`)).body).toEqual([
      // both February dismissals count here, whatever the reason: 2 / 10
      { mes: '02/2025', ativos: 10, desligados: 2, taxa: 20 },
      { mes: '03/2025', ativos: 10, desligados: 1, taxa: 10 },
    ]);
  });
});

describe('company anniversaries', () => {
  it('active employees admitted in the month of an earlier year, with the years completed', async () => {
    const linhas = (await s.admin.get(`${R}/aniversariantes-tempo-de-empresa/previa?mes=6&ano=2026`)).body;
    // 33 admitted on 01/06/2024, 3 of them (Matriz) dismissed since
    expect(linhas).toHaveLength(30);
    expect(linhas[0]).toMatchObject({ dia: 1, anos: 2, admissao: '2024-06-01' });
    expect((await s.admin.get(`${R}/aniversariantes-tempo-de-empresa/previa?mes=6&ano=2024`)).body).toEqual(
      [],
    );
  });
});
