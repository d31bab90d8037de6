// GET /api/captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga on the worked data set of the
// recruitment reports (tests/api/reports/captacao/helpers.ts: S1 filled in 27 days, S2 in 6, S3 cancelled,
// S4 suspended and still open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../src/server/http/params.ts';
import { Client, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Ids, seed } from '../reports/captacao/helpers.ts';

const URL_ = '/api/captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga';
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

const aberta = Math.round((Date.parse(today()) - Date.parse('2026-02-10')) / 86_400_000);
const get = (q = '') => admin.get(`${URL_}?dataIni=2026-01-01&dataFim=2026-03-31${q}`);

describe('estatisticas-preenchimento-vaga', () => {
  it('gives each request its days to fill, forecast, deviation, candidates per vacancy and funnel', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const { solicitacoes } = res.body;
    expect(solicitacoes.map((s: { id: number }) => s.id)).toEqual([ids.s1, ids.s2, ids.s3, ids.s4]);
    expect(solicitacoes[0]).toEqual({
      id: ids.s1,
      descricao: 'Vendedores para a loja',
      cargo: 'Vendedor',
      faixa: 'Júnior',
      area: 'Vendas',
      estabelecimento: 'Matriz',
      motivo: 'Aumento de quadro',
      data: '2026-01-05',
      previsao: '2026-02-04',
      conclusao: '2026-02-01',
      situacao: 'E',
      andamento: 'Preenchida',
      vagas: 2,
      preenchidas: 2,
      candidatos: 3,
      diasPrevistos: 30,
      dias: 27,
      desvio: -3,
      noPrazo: true,
      candidatosPorVaga: 1.5,
      funil: [
        { etapaSeletivaId: ids.triagem, candidatos: 3, aprovados: 3, reprovados: 0, aguardando: 0 },
        { etapaSeletivaId: ids.rh, candidatos: 3, aprovados: 2, reprovados: 1, aguardando: 0 },
        { etapaSeletivaId: ids.gestor, candidatos: 2, aprovados: 2, reprovados: 0, aguardando: 0 },
      ],
    });
    expect(solicitacoes[1]).toMatchObject({
      conclusao: '2026-01-26',
      dias: 6,
      desvio: -24,
      andamento: 'Preenchida',
    });
    expect(solicitacoes[2]).toMatchObject({
      situacao: 'C',
      andamento: 'Cancelada',
      dias: null,
      conclusao: null,
    });
    expect(solicitacoes[3]).toMatchObject({
      situacao: 'S',
      andamento: 'Suspensa',
      conclusao: null,
      dias: aberta,
      desvio: aberta - 30,
      noPrazo: null,
      candidatosPorVaga: 0,
      funil: [],
    });
  });

  it('sums the figures without the cancelled request, and the funnel of the company stages', async () => {
    const { resumo, funil, periodo, truncado } = (await get()).body;
    expect(periodo).toEqual({ dataIni: '2026-01-01', dataFim: '2026-03-31' });
    expect(truncado).toBe(false);
    expect(resumo).toEqual({
      solicitacoes: 4,
      andamento: { Preenchida: 2, Cancelada: 1, Suspensa: 1 },
      vagas: 5,
      vagasPreenchidas: 3,
      percentualPreenchimento: 60,
      concluidas: 2,
      mediaDiasPreenchimento: 16.5,
      medianaDiasPreenchimento: 16.5,
      mediaDiasPrevistos: 30,
      mediaDesvio: -13.5,
      noPrazo: 2,
      percentualNoPrazo: 100,
      emAberto: 1,
      mediaDiasEmAberto: aberta,
      candidatos: 5,
      candidatosPorVaga: 1,
    });
    expect(funil).toEqual([
      {
        etapaSeletiva: { id: ids.triagem, nome: 'Triagem de currículos' },
        ordem: 1,
        candidatos: 5,
        aprovados: 5,
        reprovados: 0,
        aguardando: 0,
        percentualDoTotal: 100,
      },
      {
        etapaSeletiva: { id: ids.rh, nome: 'Entrevista com o RH' },
        ordem: 2,
        candidatos: 5,
        aprovados: 4,
        reprovados: 1,
        aguardando: 0,
        percentualDoTotal: 100,
      },
      {
        etapaSeletiva: { id: ids.gestor, nome: 'Entrevista com o gestor' },
        ordem: 3,
        candidatos: 3,
        aprovados: 2,
        reprovados: 0,
        aguardando: 1,
        percentualDoTotal: 60,
      },
    ]);
  });

  it('filters by establishment, area (with sub-areas), job and reason', async () => {
    const idsDe = async (q: string) => (await get(q)).body.solicitacoes.map((s: { id: number }) => s.id);
    expect(await idsDe(`&estabelecimentosIds=${ids.matriz}`)).toEqual([ids.s1, ids.s3]);
    expect(await idsDe(`&areasIds=${ids.comercial}`)).toEqual([ids.s1, ids.s3]);
    expect(await idsDe(`&cargosIds=${ids.operador}`)).toEqual([ids.s2, ids.s4]);
    expect(await idsDe(`&motivosIds=${ids.substituicao},${ids.aumento}`)).toEqual([
      ids.s1,
      ids.s2,
      ids.s3,
      ids.s4,
    ]);
    expect(await idsDe(`&motivosIds=${ids.substituicao}&estabelecimentosIds=${ids.matriz}`)).toEqual([]);
  });

  it('defaults to the 12 months up to today', async () => {
    const res = await admin.get(URL_);
    expect(res.status).toBe(200);
    const fim = today();
    expect(res.body.periodo).toEqual({
      dataIni: `${Number(fim.slice(0, 4)) - 1}${fim.slice(4)}`,
      dataFim: fim,
    });
  });

  it("never reads another company's requests, and its ids select nothing", async () => {
    const res = await get();
    expect(JSON.stringify(res.body)).not.toContain('alheia');
    const [area] = (
      await t.sql.query(`SELECT id FROM area_organizacional WHERE empresa_id = $1 LIMIT 1`, [ids.outra])
    ).rows;
    const outra = await get(`&areasIds=${area.id}`);
    expect(outra.body.solicitacoes).toEqual([]);
    expect(outra.body.resumo).toMatchObject({ solicitacoes: 0, vagas: 0, percentualPreenchimento: null });
    expect(outra.body.funil.map((f: { candidatos: number }) => f.candidatos)).toEqual([0, 0, 0]);
  });

  it('has its screen in the Captação menu', async () => {
    const menu = JSON.stringify((await admin.get('/api/userinfo')).body.menu);
    expect(menu).toContain('/captacao/estatisticas-preenchimento-vaga');
    expect(menu).toContain('Estatísticas de Preenchimento de Vaga');
  });

  it('refuses a bad filter with field messages', async () => {
    const invertido = await admin.get(`${URL_}?dataIni=2026-03-01&dataFim=2026-01-01`);
    expect(invertido.status).toBe(400);
    expect(invertido.body.errors).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    for (const q of ['areasIds=abc', 'dataIni=31/01/2026', 'cargosIds=99999999999', 'outro=1']) {
      const res = await admin.get(`${URL_}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('FIELD_VALIDATION_VIOLATION');
    }
  });
});
