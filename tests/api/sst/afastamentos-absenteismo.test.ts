// Absenteeism report (reports/sst/absenteismo.json): leave days per month and area inside the period, each day in
// the area and establishment of the career entry in force that day (a transfer splits a leave), open leaves up to
// the end date, leave types that do not count left out; the SST filter rule (start, end, establishment), the
// PDF/XLSX, authority and tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { entradaCarreira, estabelecimento, posicao } from './fixtures.ts';
import { created, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const R = '/api/sst/relatorios/absenteismo';
const filtro = () => ({ dataIni: '2025-03-01', dataFim: '2025-04-30', estabelecimentos: [ids.matriz] });

async function colaborador(nome: string, pos: { areaId: number; faixaId: number }, est: number) {
  const id = (
    await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2020-01-10' })
  ).id;
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, id, '2020-01-10', { estabelecimento: { id: est } }),
  );
  return id as number;
}

const afastar = (colaboradorId: number, tipo: number, inicio: string, fim?: string) =>
  created(s.admin, '/api/sst/afastamentos', {
    colaborador: { id: colaboradorId },
    afastamento: { id: tipo },
    inicio,
    fim,
  });

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.filial = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
  const pos = await posicao(s.admin);
  const logistica = await created(s.admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Logística' });
  const conta = (
    await created(s.admin, '/api/sst/tipos-afastamento', { descricao: 'Doença', classe: 'ACIDENTE_DOENCA' })
  ).id;
  const naoConta = (
    await created(s.admin, '/api/sst/tipos-afastamento', {
      descricao: 'Férias',
      classe: 'FERIAS',
      absenteismo: false,
    })
  ).id;
  const ana = await colaborador('Ana', pos, ids.matriz!);
  // transferred to Logística in the middle of her leave
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, ana, '2025-03-16', {
      estabelecimento: { id: ids.matriz },
      areaOrganizacional: { id: logistica.id },
    }),
  );
  await afastar(ana, conta, '2025-03-10', '2025-04-05');
  await afastar(ana, conta, '2025-02-01', '2025-02-10'); // before the period
  await afastar(await colaborador('Bruno', pos, ids.filial!), conta, '2025-03-01', '2025-03-03');
  await afastar(await colaborador('Carla', pos, ids.matriz!), naoConta, '2025-03-01', '2025-03-05');
  await afastar(await colaborador('Davi', pos, ids.matriz!), conta, '2025-04-28');
});

afterAll(() => s?.t.close());

describe('absenteeism report', () => {
  it('leave days per month and area of the chosen establishments', async () => {
    const q = `dataIni=2025-03-01&dataFim=2025-04-30&estabelecimentos=${ids.matriz}`;
    const linhas = (await s.admin.get(`${R}/previa?${q}`)).body;
    expect(linhas).toEqual([
      { mes: '03/2025', area: 'Logística', colaboradores: 1, afastamentos: 1, dias: 16 },
      { mes: '03/2025', area: 'Produção', colaboradores: 1, afastamentos: 1, dias: 6 },
      { mes: '04/2025', area: 'Logística', colaboradores: 1, afastamentos: 1, dias: 5 },
      { mes: '04/2025', area: 'Produção', colaboradores: 1, afastamentos: 1, dias: 3 },
    ]);
    const ambos = (await s.admin.get(`${R}/previa?${q},${ids.filial}`)).body;
    expect(ambos.find((l: any) => l.mes === '03/2025' && l.area === 'Produção')).toMatchObject({
      colaboradores: 2,
      afastamentos: 2,
      dias: 9,
    });
  });

  it('as PDF and spreadsheet', async () => {
    for (const formato of ['pdf', 'xlsx']) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: `${R}?formato=${formato}`,
        payload: filtro(),
        headers: { cookie: s.admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe(
        formato === 'pdf' ? '%PDF' : 'PK\u0003\u0004',
      );
    }
  });

  it('requires start, end and establishment (SST report filter rule)', async () => {
    expectFieldError(
      await s.admin.post(R, { ...filtro(), estabelecimentos: [] }),
      'estabelecimentos',
      'Selecione ao menos um estabelecimento.',
    );
    const { dataIni: _i, ...semInicio } = filtro();
    expectFieldError(await s.admin.post(R, semInicio), 'dataIni', 'Data Inicial é obrigatória');
    const { dataFim: _f, ...semFim } = filtro();
    expectFieldError(await s.admin.post(R, semFim), 'dataFim', 'Data Final é obrigatória');
  });

  it("needs ROLE_SST; another company's establishment has no data", async () => {
    const semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '44455566619');
    expect((await semSst.post(R, filtro())).status).toBe(403);
    const q = `dataIni=2025-03-01&dataFim=2025-04-30&estabelecimentos=${ids.matriz}`;
    expect((await s.other.get(`${R}/previa?${q}`)).body).toEqual([]);
  });
});
