// Occurrences (spec §2 /gestao-talentos/colaboradores-ocorrencias, §7): the same type may not overlap on the same
// employee (the message names the period), not before the admission, a manager registers only for its areas and
// sub-areas, the measure set through ocorrencia-providencia, the measures by period, the employees' summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created as criado } from '../../helpers/test-app.ts';
import { posicao } from '../sst/fixtures.ts';
import { created, type GtTest, refused, startGt, talento, userWith } from './helpers.ts';

let s: GtTest;
const G = '/api/gestao-talentos';
const O = `${G}/colaboradores-ocorrencias`;
const ids: Record<string, number> = {};

const ocorrencia = (colaborador: number, tipo: number, dataIni: string, dataFim?: string, extra = {}) => ({
  colaborador: { id: colaborador },
  tipoOcorrencia: { id: tipo },
  dataIni,
  dataFim,
  ...extra,
});

beforeAll(async () => {
  s = await startGt();
  const pos = await posicao(s.admin);
  ids.producao = pos.areaId;
  ids.faixa = pos.faixaId;
  ids.ana = await talento(s, 'Ana', pos);
  ids.falta = (await created(s.admin, `${G}/tipos-ocorrencia`, { descricao: 'Falta', pontuacao: -2 })).id;
  ids.elogio = (await created(s.admin, `${G}/tipos-ocorrencia`, { descricao: 'Elogio', pontuacao: 5 })).id;
  ids.conversa = (await created(s.admin, `${G}/providencias`, { descricao: 'Conversa' })).id;
  ids.advertencia = (await created(s.admin, `${G}/providencias`, { descricao: 'Advertência escrita' })).id;
});
afterAll(() => s?.t.close());

describe('overlap of the same type', () => {
  it('refuses an overlapping period of the same type, naming it, and stores nothing', async () => {
    await created(s.admin, O, ocorrencia(ids.ana!, ids.falta!, '2024-03-04', '2024-03-06'));
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.post(O, ocorrencia(ids.ana!, ids.falta!, '2024-03-06', '2024-03-08')),
      'dataIni',
      'O talento já tem uma ocorrência do tipo Falta de 04/03/2024 a 06/03/2024, que coincide com este período.',
    );
    // a one-day occurrence (no end) inside the period
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.post(O, ocorrencia(ids.ana!, ids.falta!, '2024-03-05')),
      'dataIni',
      'O talento já tem uma ocorrência do tipo Falta de 04/03/2024 a 06/03/2024, que coincide com este período.',
    );
    // another type on the same days, and the same type right after, are fine
    await created(s.admin, O, ocorrencia(ids.ana!, ids.elogio!, '2024-03-05'));
    const depois = await created(s.admin, O, ocorrencia(ids.ana!, ids.falta!, '2024-03-07'));
    // editing an occurrence onto another one of its type is refused too, with the one-day wording
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.put(`${O}/${depois.id}`, ocorrencia(ids.ana!, ids.falta!, '2024-03-06', '2024-03-07')),
      'dataIni',
      'O talento já tem uma ocorrência do tipo Falta de 04/03/2024 a 06/03/2024, que coincide com este período.',
    );
    // editing an occurrence without moving it is not an overlap with itself
    expect(
      (await s.admin.put(`${O}/${depois.id}`, { ...depois, id: undefined, observacao: 'Sem aviso' })).status,
    ).toBe(200);
  });

  it('refuses the end before the start, a start before the admission, and missing fields', async () => {
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.post(O, ocorrencia(ids.ana!, ids.falta!, '2024-04-10', '2024-04-09')),
      'dataFim',
      'Data final inferior a data inicial.',
    );
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.post(O, ocorrencia(ids.ana!, ids.falta!, '2019-12-31')),
      'dataIni',
      'A ocorrência não pode começar antes da admissão do talento (10/01/2020).',
    );
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.post(O, { tipoOcorrencia: { id: ids.falta }, dataIni: '2024-01-01' }),
      'colaborador',
      'Talento é obrigatório',
    );
  });

  it("another company's employee or type is refused", async () => {
    const outro = await s.other.post(O, ocorrencia(ids.ana!, ids.falta!, '2024-06-01'));
    expect(outro.status).toBe(400);
    expect(outro.body.errors[0].field).toBe('colaborador');
    expect((await s.other.get(O)).body).toEqual([]);
  });
});

describe("a manager's areas", () => {
  it('registers only for employees of the areas (and sub-areas) it is responsible for', async () => {
    const { client: gestor, userId } = await userWith(
      s,
      ['ROLE_GESTAO_TALENTOS'],
      '12345678062',
      'Gil Gestor',
    );
    const gil = await talento(s, 'Gil', { areaId: ids.producao!, faixaId: ids.faixa! }, '2020-01-10', {
      usuario: { id: userId },
    });
    const area = await created(s.admin, '/api/cargo-salario/areas-organizacionais', {
      nome: 'Montagem',
      responsaveis: [gil],
    });
    const sub = await created(s.admin, '/api/cargo-salario/areas-organizacionais', {
      nome: 'Montagem Fina',
      areaMae: { id: area.id },
    });
    const caio = await talento(s, 'Caio', { areaId: sub.id, faixaId: ids.faixa! });
    const ok = await criado(gestor, O, ocorrencia(caio, ids.falta!, '2024-05-02'));
    expect(ok.colaborador.id).toBe(caio);
    // Ana is in Produção, which Gil is not responsible for
    await refused(
      s,
      'colaborador_ocorrencia',
      () => gestor.post(O, ocorrencia(ids.ana!, ids.falta!, '2024-05-02')),
      'colaborador',
      'Você só pode registrar ocorrências de talentos das áreas de que é responsável.',
    );
    // the manager's list shows only its people
    const lista = (await gestor.get(O)).body as any[];
    expect(lista.map((o) => o.colaborador.id)).toEqual([caio]);
    const resumo = (await gestor.get(`${O}/talentos`)).body as any[];
    expect(resumo.map((r) => r.nome)).toEqual(['Caio']);
  });
});

describe('providências', () => {
  it('PUT ocorrencia-providencia sets and clears the measure', async () => {
    const o = await created(s.admin, O, ocorrencia(ids.ana!, ids.falta!, '2024-08-01'));
    const r = await s.admin.put(`${G}/ocorrencia-providencia/${o.id}`, { providenciaId: ids.advertencia });
    expect(r.status).toBe(200);
    expect(r.body.providencia).toMatchObject({ id: ids.advertencia, descricao: 'Advertência escrita' });
    const limpa = await s.admin.put(`${G}/ocorrencia-providencia/${o.id}`, { providenciaId: null });
    expect(limpa.body.providencia ?? null).toBeNull();
    // another company's occurrence is not found; another company's measure is refused
    expect((await s.other.put(`${G}/ocorrencia-providencia/${o.id}`, { providenciaId: null })).status).toBe(
      404,
    );
    const deles = await created(s.other, `${G}/providencias`, { descricao: 'Deles' });
    await refused(
      s,
      'colaborador_ocorrencia',
      () => s.admin.put(`${G}/ocorrencia-providencia/${o.id}`, { providenciaId: deles.id }),
      'providencia',
      'Providência: registro não encontrado.',
    );
  });

  it('por-periodo-providencias counts the measures of the period, most taken first, up to qtdItens', async () => {
    const bia = await talento(s, 'Bia', { areaId: ids.producao!, faixaId: ids.faixa! });
    for (const [d, p] of [
      ['2025-02-03', ids.conversa],
      ['2025-02-10', ids.conversa],
      ['2025-02-17', ids.advertencia],
      ['2025-02-24', undefined],
      ['2025-04-01', ids.advertencia],
    ] as const)
      await created(
        s.admin,
        O,
        ocorrencia(bia, ids.falta!, d, undefined, p ? { providencia: { id: p } } : {}),
      );
    const url = `${G}/ocorrencia-providencia/por-periodo-providencias?dataIni=2025-02-01&dataFim=2025-02-28`;
    expect((await s.admin.get(url)).body).toEqual([
      { providencia: { id: ids.conversa, descricao: 'Conversa' }, quantidade: 2 },
      { providencia: { id: ids.advertencia, descricao: 'Advertência escrita' }, quantidade: 1 },
      { providencia: null, quantidade: 1 },
    ]);
    expect((await s.admin.get(`${url}&qtdItens=1`)).body).toHaveLength(1);
    const outraArea = await created(s.admin, '/api/cargo-salario/areas-organizacionais', { nome: 'Vendas' });
    expect((await s.admin.get(`${url}&areasIds=${outraArea.id}`)).body).toEqual([]);
    const r = await s.admin.get(
      `${G}/ocorrencia-providencia/por-periodo-providencias?dataIni=2025-03-01&dataFim=2025-02-01`,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
  });
});
