// Grupos homogêneos (GHE), PGR with its action plan, the PGR endpoints of §7 (lista, ultimo-historico-grupo-
// homogeneo, findDadosBasicos, relatorio) and the PGR report's content (identification, groups, inventory by
// group, action plan).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../reports/cargo-salario/helpers.ts';
import {
  ambiente,
  avaliacao,
  CNO,
  entradaCarreira,
  estabelecimento,
  funcao,
  posicao,
  profissional,
  protetorAuricular,
  ruidoComEpi,
} from './fixtures.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const GHE = '/api/sst/grupos-homogeneos';
const PGR = '/api/sst/pgr';

beforeAll(async () => {
  s = await startSst();
  ids.matriz = (await estabelecimento(s.t, s.admin)).id;
  ids.filial = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
  ids.producao = (await ambiente(s.admin, ids.matriz, 'Produção')).id;
  ids.escritorio = (await ambiente(s.admin, ids.matriz, 'Escritório')).id;
  ids.operador = (await funcao(s.admin, 'Operador de Prensa')).id;
  ids.obra = (
    await created(s.admin, '/api/sst/obra', {
      nome: 'Edifício Aurora',
      tipo: 1,
      numeroInscricao: CNO,
      estabelecimentoResponsavel: { id: ids.matriz },
    })
  ).id;
  ids.profissional = (await profissional(s.admin)).id;
  const fonte = await created(s.admin, '/api/sst/fontes-risco', { nome: 'Prensas hidráulicas' });
  ids.ruido = (
    await created(s.admin, '/api/sst/risco', {
      grupoRisco: 'FISICO',
      descricao: 'Ruído contínuo',
      fonteRisco: { id: fonte.id },
      possiveisDanosSaude: 'Perda auditiva induzida por ruído',
    })
  ).id;
  ids.postura = (
    await created(s.admin, '/api/sst/risco', { grupoRisco: 'ERGONOMICO', descricao: 'Postura inadequada' })
  ).id;
  ids.epi = (await protetorAuricular(s.admin)).id;
  // Produção: noise (quantitative, EPI) and, for PGR only, a posture risk without harmful agent; an older
  // condition (2023) that the 2024 one replaces
  const aval = await avaliacao(s.admin);
  await created(s.admin, '/api/sst/condicoes-ambientais', {
    data: '2023-01-01',
    ambiente: { id: ids.producao },
    profissionais: [ids.profissional],
    agentes: [
      {
        atividadePerigosaInsalubre: { id: 201001 },
        risco: { id: ids.ruido },
        tipoAvaliacao: '2',
        utilizaEpc: '0',
        utilizaEpi: '0',
        ...aval,
      },
    ],
  });
  await created(s.admin, '/api/sst/condicoes-ambientais', {
    data: '2024-02-01',
    ambiente: { id: ids.producao },
    profissionais: [ids.profissional],
    agentes: [
      // Significativo × Muito Exposto: 'Substancial' in the default matrix (the severity comes from it)
      ruidoComEpi(ids.ruido, ids.epi, aval, {
        gravidadeRisco: { id: (await s.admin.get('/api/sst/gravidades-risco?sort=id,asc')).body[2].id },
      }),
      {
        atividadePerigosaInsalubre: { id: 901001 },
        preencheRiscoPgr: true,
        risco: { id: ids.postura },
        ...aval,
      },
      // no harmful agent and not in the PGR: stays out of the inventory
      { atividadePerigosaInsalubre: { id: 901001 } },
    ],
  });
  // Escritório: nothing harmful
  await created(s.admin, '/api/sst/condicoes-ambientais', {
    data: '2024-02-01',
    ambiente: { id: ids.escritorio },
    agentes: [{ atividadePerigosaInsalubre: { id: 901001 } }],
  });
  ids.gheProducao = (
    await created(s.admin, GHE, {
      nome: 'GHE 01 — Operação de prensas',
      historicos: [
        { data: '2022-01-01', localAmbiente: 1, estabelecimentos: [ids.matriz], ambientes: [ids.escritorio] },
        {
          data: '2024-01-01',
          localAmbiente: 1,
          estabelecimentos: [ids.matriz],
          ambientes: [ids.producao],
          descricao: 'Operadores das prensas da linha 1',
        },
      ],
    })
  ).id;
  ids.gheFilial = (
    await created(s.admin, GHE, {
      nome: 'GHE 02 — Filial',
      historicos: [
        { data: '2024-01-01', localAmbiente: 1, estabelecimentos: [ids.filial], ambientes: [ids.escritorio] },
      ],
    })
  ).id;
  ids.gheObra = (
    await created(s.admin, GHE, {
      nome: 'GHE 03 — Obra',
      historicos: [{ data: '2024-01-01', localAmbiente: 2, obras: [ids.obra], ambientes: [ids.producao] }],
    })
  ).id;
  // two employees in Produção at the end of 2024, one in Escritório
  const pos = await posicao(s.admin);
  for (const [nome, amb] of [
    ['Ana', ids.producao],
    ['Bruno', ids.producao],
    ['Caio', ids.escritorio],
  ] as const) {
    const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
      nome,
      dataAdmissao: '2024-01-10',
    });
    await created(
      s.admin,
      '/api/cargo-salario/historicos-colaboradores',
      entradaCarreira(pos, c.id, '2024-01-10', { ambiente: { id: amb }, funcao: { id: ids.operador } }),
    );
  }
});
afterAll(async () => s?.t.close());

const pgr = (over: Record<string, unknown> = {}) => ({
  nome: 'PGR 2024 — Matriz',
  localAmbiente: 1,
  estabelecimento: { id: ids.matriz },
  dataIni: '2024-01-01',
  dataFim: '2024-12-31',
  responsavel: { id: ids.profissional },
  gruposHomogeneos: [ids.gheProducao],
  descricao: 'Identificar perigos e avaliar riscos conforme NR-1.',
  cronograma: [
    {
      acao: 'Instalar enclausuramento acústico nas prensas',
      risco: { id: ids.ruido },
      grupoHomogeneo: { id: ids.gheProducao },
      responsavel: { id: ids.profissional },
      previsaoInicio: '2024-03-01',
      previsaoTermino: '2024-06-30',
      situacao: 'EM_ANDAMENTO',
    },
    {
      acao: 'Treinar o uso de protetor auricular',
      previsaoInicio: '2024-02-15',
      previsaoTermino: '2024-02-15',
      dataRealizacao: '2024-02-15',
      situacao: 'CONCLUIDA',
    },
  ],
  ...over,
});

describe('sst/grupos-homogeneos', () => {
  const hist = (over: Record<string, unknown> = {}) => ({
    data: '2024-01-01',
    localAmbiente: 1,
    estabelecimentos: [ids.matriz],
    ambientes: [ids.producao],
    ...over,
  });
  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['nome of 256', { nome: 'g'.repeat(256) }, 'nome', 'Nome deve ter no máximo 255 caracteres.'],
    ['no history', { historicos: [] }, 'historicos', 'Informe ao menos um histórico do grupo homogêneo.'],
    [
      'no environment',
      { historicos: [{ data: '2024-01-01', localAmbiente: 1, estabelecimentos: [1] }] },
      'historicos.0.ambientes',
      'Selecione ao menos um ambiente.',
    ],
    [
      'an empty environment list',
      { historicos: [{ data: '2024-01-01', localAmbiente: 1, estabelecimentos: [1], ambientes: [] }] },
      'historicos.0.ambientes',
      'Selecione ao menos um ambiente.',
    ],
    [
      'establishments absent (location 1)',
      { historicos: [{ data: '2024-01-01', localAmbiente: 1, ambientes: [1] }] },
      'historicos.0.estabelecimentos',
      'Selecione ao menos um estabelecimento.',
    ],
    [
      'works absent (location 2)',
      { historicos: [{ data: '2024-01-01', localAmbiente: 2, ambientes: [1] }] },
      'historicos.0.obras',
      'Selecione ao menos uma obra.',
    ],
    [
      'works empty (location 2)',
      { historicos: [{ data: '2024-01-01', localAmbiente: 2, obras: [], ambientes: [1] }] },
      'historicos.0.obras',
      'Selecione ao menos uma obra.',
    ],
  ])('refuses %s', async (_c, over, field, message) => {
    await refused(
      s,
      'grupo_homogeneo',
      () => s.admin.post(GHE, { nome: 'GHE x', historicos: [hist()], ...over }),
      field,
      message,
    );
  });

  it('keeps the history with its lists, and refuses two entries on one date', async () => {
    const g = (await s.admin.get(`${GHE}/${ids.gheProducao}`)).body;
    expect(g.historicos.map((h: any) => [h.data, h.ambientes])).toEqual([
      ['2022-01-01', [ids.escritorio]],
      ['2024-01-01', [ids.producao]],
    ]);
    await refused(
      s,
      'grupo_homogeneo',
      () => s.admin.post(GHE, { nome: 'GHE y', historicos: [hist(), hist()] }),
      'historicos.1.data',
      'Já existe um histórico do grupo homogêneo nesta data.',
    );
  });
});

describe('sst/pgr', () => {
  it.each([
    ['nome', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['start', { dataIni: undefined }, 'dataIni', 'Início da Vigência é obrigatório'],
    ['end before start', { dataFim: '2023-12-31' }, 'dataFim', 'Data final inferior a data inicial.'],
    ['responsible', { responsavel: undefined }, 'responsavel', 'Responsável Técnico é obrigatório'],
    [
      'groups',
      { gruposHomogeneos: [] },
      'gruposHomogeneos',
      'Selecione ao menos um grupo homogêneo de exposição.',
    ],
    [
      'establishment (location 1)',
      { estabelecimento: undefined },
      'estabelecimento',
      'Estabelecimento é obrigatório',
    ],
    ['works (location 2)', { localAmbiente: 2, estabelecimento: undefined }, 'obra', 'Obra é obrigatória'],
    [
      'an action without its name',
      { cronograma: [{ previsaoInicio: '2024-01-01' }] },
      'cronograma.0.acao',
      'Ação é obrigatória',
    ],
    [
      'an action ending before it starts',
      { cronograma: [{ acao: 'X', previsaoInicio: '2024-02-01', previsaoTermino: '2024-01-31' }] },
      'cronograma.0.previsaoTermino',
      'Data de previsão de término é menor que a data de previsão de início.',
    ],
  ])('refuses a PGR without %s', async (_c, over, field, message) => {
    await refused(s, 'pgr', () => s.admin.post(PGR, pgr(over)), field, message);
  });

  it('GET lista: the groups of the period and place', async () => {
    const lista = async (q: string) =>
      (await s.admin.get(`${PGR}/lista?dataIni=2024-01-01&dataFim=2024-12-31&${q}`)).body.map(
        (g: any) => g.nome,
      );
    expect(await lista('localAmbiente=1')).toEqual(['GHE 01 — Operação de prensas', 'GHE 02 — Filial']);
    expect(await lista(`localAmbiente=1&estabelecimentosIds=${ids.matriz}`)).toEqual([
      'GHE 01 — Operação de prensas',
    ]);
    expect(await lista(`localAmbiente=2&obrasIds=${ids.obra}`)).toEqual(['GHE 03 — Obra']);
    expect((await s.admin.get(`${PGR}/lista?dataIni=2021-01-01&dataFim=2021-12-31`)).body).toEqual([]);
    const semData = await s.admin.get(`${PGR}/lista?localAmbiente=1`);
    expect(semData.status).toBe(400);
    expect(semData.body.errors).toContainEqual({
      field: 'dataIni',
      message: 'Início da Vigência é obrigatório',
    });
    expect((await s.other.get(`${PGR}/lista?dataIni=2024-01-01&dataFim=2024-12-31`)).body).toEqual([]);
  });

  it('ultimo-historico-grupo-homogeneo and findDadosBasicos', async () => {
    const p = await created(s.admin, PGR, pgr());
    ids.pgr = p.id;
    expect(p.cronograma).toHaveLength(2);
    const ultimo = (await s.admin.get(`${PGR}/ultimo-historico-grupo-homogeneo?pgrId=${p.id}`)).body;
    expect(ultimo).toEqual([
      {
        grupoHomogeneo: { id: ids.gheProducao, nome: 'GHE 01 — Operação de prensas' },
        historico: expect.objectContaining({
          data: '2024-01-01',
          localAmbiente: 1,
          ambientes: [{ id: ids.producao, nome: 'Produção' }],
          estabelecimentos: [{ id: ids.matriz, nome: 'Matriz' }],
          funcoes: [],
        }),
      },
    ]);
    const dados = (await s.admin.get(`${PGR}/findDadosBasicos?pgrId=${p.id}`)).body;
    expect(dados).toMatchObject({
      estabelecimento: { nome: 'Matriz', inscricao: '11222333000181' },
      responsavel: { nome: 'Eng. Carla Segura', orgaoDeClasse: 4, numeroInscricao: '5061234567', uf: 'SP' },
      dataIni: '2024-01-01',
      dataFim: '2024-12-31',
      quantidadeTrabalhadores: 2,
    });
    expect((await s.other.get(`${PGR}/findDadosBasicos?pgrId=${p.id}`)).status).toBe(404);
    expect((await s.admin.get(`${PGR}/findDadosBasicos`)).status).toBe(400);
  });

  it('the PGR report: identification, groups, the inventory by group and the action plan', async () => {
    const res = await s.admin.request('POST', `${PGR}/relatorio?pgrId=${ids.pgr}`);
    expect(res.headers['content-type']).toBe('application/pdf');
    const raw = await s.t.app.inject({
      method: 'POST',
      url: `${PGR}/relatorio?pgrId=${ids.pgr}`,
      headers: { cookie: s.admin.cookie },
    });
    const text = await pdfText(raw.rawPayload);
    const ordem = [
      'PGR — Programa de Gerenciamento de Riscos',
      '1. Identificação',
      'Programa: PGR 2024 — Matriz',
      'CNPJ: 11.222.333/0001-81',
      'Local: Matriz',
      'Vigência: 01/01/2024 a 31/12/2024',
      'Responsável técnico: Eng. Carla Segura — CREA 5061234567/SP',
      'Trabalhadores expostos (no fim da vigência): 2',
      '2. Grupos homogêneos de exposição',
      'GHE 01 — Operação de prensas',
      'Operadores das prensas da linha 1',
      '3. Inventário de riscos',
      'GHE: GHE 01 — Operação de prensas',
      'Ruído contínuo',
      '02.01.001',
      'Prensas hidráulicas',
      'Perda auditiva induzida por ruído',
      'Quantitativa: 91,5 decibel (A)',
      'Substancial',
      'EPI (eficaz): Protetor auricular (CA 5745)',
      'Postura inadequada',
      '4. Plano de ação',
      'Treinar o uso de protetor auricular',
      'Concluída',
      'Instalar enclausuramento acústico nas prensas',
      'Em andamento',
    ];
    let from = 0;
    for (const piece of ordem) {
      const at = text.indexOf(piece, from);
      expect(at, `${piece} (depois de ${from}) em: ${text}`).toBeGreaterThanOrEqual(0);
      from = at + piece.length;
    }
    // the 2023 (qualitative) condition is replaced; the no-agent row outside the PGR stays out
    expect(text).not.toContain('Qualitativa');
    expect((text.match(/09\.01\.001/g) ?? []).length).toBe(1);
  });

  it('the report as a spreadsheet carries the section of every row', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sst/relatorios/pgr?formato=xlsx',
      headers: { cookie: s.admin.cookie },
      payload: { pgr: { id: ids.pgr } },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const secoes = rows.map((r) => r[0]).filter((v) => typeof v === 'string' && /^\d\. /.test(v));
    expect(new Set(secoes)).toEqual(
      new Set([
        '1. Identificação',
        '2. Grupos homogêneos de exposição',
        '3. Inventário de riscos',
        '4. Plano de ação',
      ]),
    );
  });

  it("the report of another company's PGR has no data; an unknown PGR is refused", async () => {
    const outro = await s.other.request('POST', `${PGR}/relatorio?pgrId=${ids.pgr}`);
    expect(outro.status).toBe(404);
    const filtro = await s.other.post('/api/sst/relatorios/pgr', { pgr: { id: ids.pgr } });
    expect(filtro.body).toMatchObject({ code: 'REPORT_NO_DATA' });
  });
});
