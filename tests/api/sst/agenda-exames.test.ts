// The exam schedule (GET sst/agenda-exames) on a fixed reference date: who needs which exam by the PCMSO
// (everyone; the noise-exposed by the risk of their environment's condition), last done, next due and status
// (Vencido, A vencer in 30 days, Pendente admissional, Em dia), the return-to-work exam after a leave of 30 days
// or more, filters (status, establishment, area with sub-areas, exam, name, due period), paging and counts,
// dismissed employees left out, another company's data never seen, ROLE_SST required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import { pdfText } from '../../helpers/reports.ts';
import {
  ambiente,
  avaliacao,
  entradaCarreira,
  estabelecimento,
  exameClinico,
  funcao,
  medicaExaminadora,
  posicao,
  profissional,
  protetorAuricular,
  ruidoComEpi,
} from './fixtures.ts';
import { created, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const AGENDA = '/api/sst/agenda-exames';
const REF = '2025-06-01';

type Linha = {
  colaborador: { id: number; nome: string };
  exame: { nome: string };
  status: string;
  tipo: number;
} & Record<string, any>;
const agenda = async (q = '', c = s.admin) => {
  const res = await c.get(`${AGENDA}?referencia=${REF}${q}`);
  expect(res.status).toBe(200);
  return res.body as { total: number; contagem: Record<string, number>; itens: Linha[] };
};
const resumo = (itens: Linha[]) => itens.map((i) => `${i.colaborador.nome}|${i.exame.nome}|${i.status}`);

async function talento(
  nome: string,
  admissao: string,
  pos: { areaId: number; faixaId: number },
  extra: Record<string, unknown>,
  dados: Record<string, unknown> = {},
) {
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome,
    dataAdmissao: admissao,
    ...dados,
  });
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, c.id, admissao, extra),
  );
  return c.id as number;
}

async function asoDe(colaboradorId: number, tipo: number, data: string, exames: number[]) {
  return created(s.admin, '/api/sst/aso', {
    colaborador: { id: colaboradorId },
    tipo,
    data,
    resultado: 1,
    medico: { id: ids.medica },
    exames: exames.map((e) => ({
      exame: { id: e },
      data,
      ...(e === ids.audiometria ? { ordem: 1 } : {}),
    })),
  });
}

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.filial = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
  ids.producao = (await ambiente(s.admin, ids.matriz, 'Produção')).id;
  ids.escritorio = (await ambiente(s.admin, ids.filial, 'Escritório')).id;
  ids.operador = (await funcao(s.admin, 'Operador de Prensa')).id;
  ids.ruido = (await created(s.admin, '/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' })).id;
  const epi = (await protetorAuricular(s.admin)).id;
  await created(s.admin, '/api/sst/condicoes-ambientais', {
    data: '2024-01-01',
    ambiente: { id: ids.producao },
    profissionais: [(await profissional(s.admin)).id],
    agentes: [ruidoComEpi(ids.ruido, epi, await avaliacao(s.admin, 'SUBSTANCIAL'))],
  });
  ids.medica = (await medicaExaminadora(s.admin)).id;
  ids.clinico = (await exameClinico(s.admin)).id;
  ids.audiometria = (
    await created(s.admin, '/api/sst/exame', {
      nome: 'Audiometria',
      periodico: true,
      periodicidade: 24,
      procedimentoEsocial: { id: 281 },
    })
  ).id;
  await created(s.admin, '/api/sst/pcmso', {
    descricao: 'Clínico — todos',
    exame: { id: ids.clinico },
    tipos: [0, 1, 2, 9],
  });
  // the exam's 24 months give way to the PCMSO's 6 for the noise-exposed
  await created(s.admin, '/api/sst/pcmso', {
    descricao: 'Audiometria — ruído',
    exame: { id: ids.audiometria },
    tipos: [0, 1],
    periodicidade: 6,
    riscos: [ids.ruido],
  });
  await created(s.admin, '/api/sst/pcmso', {
    descricao: 'Inativo',
    exame: { id: ids.audiometria },
    tipos: [1],
    periodicidade: 1,
    ativo: false,
  });

  const pos = await posicao(s.admin);
  const adm = await created(s.admin, '/api/cargo-salario/areas-organizacionais', {
    nome: 'Administrativo',
    areaMae: { id: pos.areaId },
  });
  const cargo = await created(s.admin, '/api/cargo-salario/cargos', {
    nome: 'Analista',
    nomeMercado: 'Analista',
    areasOrganizacionais: [adm.id],
  });
  const faixa = await created(s.admin, '/api/cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'A',
    codigoCBO: '252105',
    historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
  });
  const posAdm = { areaId: adm.id as number, faixaId: faixa.id as number };
  ids.areaProducao = pos.areaId;
  ids.areaAdm = adm.id;

  const producao = {
    estabelecimento: { id: ids.matriz },
    ambiente: { id: ids.producao },
    funcao: { id: ids.operador },
  };
  ids.ana = await talento('Ana Souza', '2024-01-10', pos, producao);
  ids.bruno = await talento('Bruno Reis', '2025-05-20', pos, producao);
  ids.carla = await talento('Carla Dias', '2020-01-02', posAdm, {
    estabelecimento: { id: ids.filial },
    ambiente: { id: ids.escritorio },
  });
  ids.davi = await talento('Davi Lopes', '2020-01-02', pos, producao, {
    status: 'D',
    dataDesligamento: '2025-01-31',
  });
  ids.eva = await talento('Eva Prado', '2023-01-02', posAdm, {
    estabelecimento: { id: ids.filial },
    ambiente: { id: ids.escritorio },
  });

  await asoDe(ids.ana, 0, '2024-01-05', [ids.clinico, ids.audiometria]);
  await asoDe(ids.ana, 1, '2024-07-01', [ids.clinico]);
  await asoDe(ids.carla, 1, '2025-01-15', [ids.clinico]);
  await asoDe(ids.eva, 1, '2025-03-01', [ids.clinico]);
  // Eva was away 45 days for illness and comes back on 10/06/2025: her return-to-work exam is due then
  const motivo = await created(s.admin, '/api/sst/tipos-afastamento', {
    descricao: 'Doença',
    classe: 'ACIDENTE_DOENCA',
  });
  await created(s.admin, '/api/sst/afastamentos', {
    colaborador: { id: ids.eva },
    afastamento: { id: motivo.id },
    classe: 'ACIDENTE_DOENCA',
    inicio: '2025-04-26',
    fim: '2025-06-09',
  });
  // a 20-day leave of Ana asks nothing
  await created(s.admin, '/api/sst/afastamentos', {
    colaborador: { id: ids.ana },
    afastamento: { id: motivo.id },
    classe: 'ACIDENTE_DOENCA',
    inicio: '2025-05-01',
    fim: '2025-05-20',
  });
});
afterAll(async () => s?.t.close());

const TODOS = [
  'Ana Souza|Audiometria|VENCIDO',
  'Bruno Reis|Audiometria|PENDENTE',
  'Bruno Reis|Exame clínico|PENDENTE',
  'Eva Prado|Exame clínico|A_VENCER',
  'Ana Souza|Exame clínico|A_VENCER',
  'Carla Dias|Exame clínico|EM_DIA',
  'Eva Prado|Exame clínico|EM_DIA',
];

describe('GET sst/agenda-exames', () => {
  it('lists each employed talent and required exam with last done, next due and status, most urgent first', async () => {
    const r = await agenda();
    expect(resumo(r.itens)).toEqual(TODOS);
    expect(r.total).toBe(7);
    expect(r.contagem).toEqual({ VENCIDO: 1, A_VENCER: 2, PENDENTE: 2, EM_DIA: 2 });
    expect(r.itens[0]).toMatchObject({
      colaborador: { id: ids.ana, nome: 'Ana Souza' },
      estabelecimento: { id: ids.matriz, nome: 'Matriz' },
      area: { id: ids.areaProducao, nome: 'Produção' },
      ambiente: 'Produção',
      funcao: 'Operador de Prensa',
      exame: { id: ids.audiometria, nome: 'Audiometria' },
      periodicidade: 6,
      ultimo: '2024-01-05',
      proximo: '2024-07-05',
      status: 'VENCIDO',
      tipo: 1,
    });
    // admissional never done: due on the admission, recorded as an admissional ASO
    expect(r.itens[1]).toMatchObject({ ultimo: null, proximo: '2025-05-20', status: 'PENDENTE', tipo: 0 });
    // return to work: due the day after the leave's last day, as a return-to-work ASO
    expect(r.itens[3]).toMatchObject({ proximo: '2025-06-10', status: 'A_VENCER', tipo: 2 });
    // 12 months after the last periodic exam, exactly 30 days ahead: A vencer
    expect(r.itens[4]).toMatchObject({ ultimo: '2024-07-01', proximo: '2025-07-01', periodicidade: 12 });
  });

  it('an ASO recorded moves the exam forward', async () => {
    const a = await asoDe(ids.ana, 1, '2025-05-30', [ids.audiometria]);
    const r = await agenda(`&exame=${ids.audiometria}`);
    expect(r.itens.find((i) => i.colaborador.id === ids.ana)).toMatchObject({
      ultimo: '2025-05-30',
      proximo: '2025-11-30',
      status: 'EM_DIA',
    });
    // the same date before the ASO: still overdue
    const antes = (await s.admin.get(`${AGENDA}?referencia=2025-05-29&exame=${ids.audiometria}&nome=ana`))
      .body;
    expect(antes.itens.map((i: Linha) => i.status)).toEqual(['VENCIDO']);
    expect((await s.admin.del(`/api/sst/aso/${a.id}`)).status).toBe(204);
  });

  it.each<[string, string, string[]]>([
    ['status', '&status=VENCIDO,PENDENTE', TODOS.filter((l) => /VENCIDO$|PENDENTE$/.test(l))],
    [
      'establishment',
      `&estabelecimento=${'filial'}`,
      [
        'Eva Prado|Exame clínico|A_VENCER',
        'Carla Dias|Exame clínico|EM_DIA',
        'Eva Prado|Exame clínico|EM_DIA',
      ],
    ],
    ['area with its sub-areas', `&area=${'areaProducao'}`, TODOS],
    [
      'sub-area',
      `&area=${'areaAdm'}`,
      [
        'Eva Prado|Exame clínico|A_VENCER',
        'Carla Dias|Exame clínico|EM_DIA',
        'Eva Prado|Exame clínico|EM_DIA',
      ],
    ],
    ['exam', `&exame=${'audiometria'}`, TODOS.filter((l) => l.includes('Audiometria'))],
    ['name, ignoring accents and case', '&nome=BRUNO', TODOS.filter((l) => l.startsWith('Bruno'))],
    [
      'due period',
      '&dataIni=2025-06-01&dataFim=2025-12-31',
      ['Eva Prado|Exame clínico|A_VENCER', 'Ana Souza|Exame clínico|A_VENCER'],
    ],
  ])('filters by %s', async (_c, q, esperado) => {
    const query = q.replace(/=(filial|areaProducao|areaAdm|audiometria)$/, (_m, k) => `=${ids[k]}`);
    expect(resumo((await agenda(query)).itens)).toEqual(esperado);
  });

  it('pages, keeping the total and the counts of the whole schedule', async () => {
    const p1 = await agenda('&size=3&page=1');
    expect(resumo(p1.itens)).toEqual(TODOS.slice(3, 6));
    expect(p1.total).toBe(7);
    const fora = await agenda('&size=3&page=9');
    expect(fora.itens).toEqual([]);
    expect(fora.total).toBe(7);
    expect(fora.contagem).toEqual({ VENCIDO: 1, A_VENCER: 2, PENDENTE: 2, EM_DIA: 2 });
  });

  it('leaves out the dismissed', async () => {
    expect(resumo((await agenda('&nome=davi')).itens)).toEqual([]);
  });

  it('refuses a bad filter naming the field', async () => {
    expectFieldError(
      await s.admin.get(`${AGENDA}?dataIni=2025-06-02&dataFim=2025-06-01`),
      'dataFim',
      'Data final inferior a data inicial.',
    );
    expect((await s.admin.get(`${AGENDA}?status=ATRASADO`)).status).toBe(400);
  });

  it("another company sees only its own (nothing), even naming this company's establishment", async () => {
    const r = await agenda(`&estabelecimento=${ids.matriz}`, s.other);
    expect(r.itens).toEqual([]);
    expect(r.total).toBe(0);
  });

  it('an exam asked only at admission is pending until done, then leaves the schedule', async () => {
    const toxicologico = await created(s.admin, '/api/sst/exame', { nome: 'Toxicológico' });
    const item = await created(s.admin, '/api/sst/pcmso', {
      descricao: 'Toxicológico na admissão',
      exame: { id: toxicologico.id },
      tipos: [0],
      funcoes: [ids.operador],
    });
    const q = `&exame=${toxicologico.id}`;
    expect(resumo((await agenda(q)).itens)).toEqual([
      'Ana Souza|Toxicológico|PENDENTE',
      'Bruno Reis|Toxicológico|PENDENTE',
    ]);
    const a = await asoDe(ids.bruno, 0, '2025-05-19', [toxicologico.id]);
    expect(resumo((await agenda(q)).itens)).toEqual(['Ana Souza|Toxicológico|PENDENTE']);
    expect((await s.admin.del(`/api/sst/aso/${a.id}`)).status).toBe(204);
    expect((await s.admin.del(`/api/sst/pcmso/${item.id}`)).status).toBe(204);
  });

  it('needs ROLE_SST', async () => {
    const semSst = await userWith(s, 'ROLE_CARGO_SALARIO', '39053344705');
    expect((await semSst.get(AGENDA)).status).toBe(403);
  });
});

describe('report sst/agenda-exames', () => {
  const relatorio = (body: Record<string, unknown>, c = s.admin, formato = 'pdf') =>
    s.t.app.inject({
      method: 'POST',
      url: `/api/sst/relatorios/agenda-exames?formato=${formato}`,
      headers: { cookie: c.cookie },
      payload: body,
    });

  it('requires the start date, the end date and an establishment (SST report rule)', async () => {
    const res = await s.admin.post('/api/sst/relatorios/agenda-exames', {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'dataIni', message: 'Data Inicial é obrigatória' },
        { field: 'dataFim', message: 'Data Final é obrigatória' },
        { field: 'estabelecimentos', message: 'Selecione ao menos um estabelecimento.' },
      ]),
    );
    expectFieldError(
      await s.admin.post('/api/sst/relatorios/agenda-exames', {
        dataIni: '2025-01-01',
        dataFim: '2025-12-31',
        estabelecimentos: [],
      }),
      'estabelecimentos',
      'Selecione ao menos um estabelecimento.',
    );
  });

  it('prints what is due in the period and what is still overdue, by establishment', async () => {
    const res = await relatorio({
      dataIni: '2020-01-01',
      dataFim: '2099-12-31',
      estabelecimentos: [ids.matriz],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const trecho of [
      'Agenda de Exames',
      'Estabelecimento: Matriz',
      'Ana Souza',
      'Audiometria',
      'Bruno Reis',
    ])
      expect(text).toContain(trecho);
    expect(text).not.toContain('Carla Dias');
    const xlsx = await relatorio(
      { dataIni: '2020-01-01', dataFim: '2099-12-31', estabelecimentos: [ids.filial] },
      s.admin,
      'xlsx',
    );
    expect(xlsx.statusCode).toBe(200);
  });

  it('needs ROLE_SST; another company gets no data', async () => {
    const body = { dataIni: '2020-01-01', dataFim: '2099-12-31', estabelecimentos: [ids.matriz] };
    const semSst = await userWith(s, 'ROLE_AVALIACAO', '86288366757');
    expect((await relatorio(body, semSst)).statusCode).toBe(403);
    const outro = await s.other.post('/api/sst/relatorios/agenda-exames', body);
    expect(outro.body).toMatchObject({ code: 'REPORT_NO_DATA' });
  });
});
