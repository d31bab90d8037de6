// SST rules that were missing (issue 28): each refusal with its exact Portuguese message, nothing stored, and
// another company's ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_AFASTAMENTO } from '../../../src/server/modules/sst/afastamento.ts';
import { msgSemCombinacao } from '../../../src/server/modules/sst/matriz-risco.ts';
import {
  MSG_GHE_REPASSAR,
  MSG_GHE_SEM_AGENTES,
  MSG_INTEGRACAO_PESSOAL,
  msgGerencialAntesDoCadastral,
} from '../../../src/server/modules/sst/messages.ts';
import { countRows } from '../../helpers/test-app.ts';
import { pdfText } from '../reports/cargo-salario/helpers.ts';
import { ambiente, CNO, entradaCarreira, estabelecimento, posicao, profissional } from './fixtures.ts';
import { created, refused, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const AF = '/api/sst/afastamentos';
const TIPOS = '/api/sst/tipos-afastamento';

beforeAll(async () => {
  s = await startSst();
  const pos = await posicao(s.admin);
  ids.ana = (
    await created(s.admin, '/api/cargo-salario/colaboradores', {
      nome: 'Ana Souza',
      dataAdmissao: '2020-01-10',
    })
  ).id;
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(pos, ids.ana!, '2020-01-10'),
  );
  ids.doenca = (await created(s.admin, TIPOS, { descricao: 'Doença', classe: 'ACIDENTE_DOENCA' })).id;
  ids.estabelecimento = (await estabelecimento(s.t, s.admin)).id;
  ids.ambiente = (await ambiente(s.admin, ids.estabelecimento)).id;
  ids.profissional = (await profissional(s.admin)).id;
  ids.risco = (await created(s.admin, '/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' })).id;
});

afterAll(() => s?.t.close());

/** A record as read, to be sent back: the id goes in the path only. */
const semId = ({ id: _id, ...r }: Record<string, any>) => r;

describe('leave before the admission', () => {
  const leave = (inicio: string, fim: string) => ({
    colaborador: { id: ids.ana },
    afastamento: { id: ids.doenca },
    inicio,
    fim,
  });

  it('is refused naming the start date; from the admission day on it is accepted', async () => {
    await refused(
      s,
      'afastamento',
      () => s.admin.post(AF, leave('2020-01-09', '2020-01-20')),
      'inicio',
      MSG_AFASTAMENTO.antesDaAdmissao('2020-01-10'),
    );
    expect(MSG_AFASTAMENTO.antesDaAdmissao('2020-01-10')).toBe(
      'A data de início do afastamento não pode ser anterior à data de admissão do talento (10/01/2020).',
    );
    const ok = await created(s.admin, AF, leave('2020-01-10', '2020-01-20'));
    // the day count, both ends counted, in the record and in the list
    expect(ok.dias).toBe(11);
    expect((await s.admin.get(`${AF}?colaborador=${ids.ana}`)).body).toEqual([
      expect.objectContaining({ id: ok.id, dias: 11 }),
    ]);
    await refused(
      s,
      'afastamento',
      () => s.admin.put(`${AF}/${ok.id}`, leave('2019-12-31', '2020-01-20')),
      'inicio',
      MSG_AFASTAMENTO.antesDaAdmissao('2020-01-10'),
    );
  });

  it("another company's employee is refused", async () => {
    const res = await s.other.post(AF, leave('2021-01-01', '2021-01-02'));
    expect(res.status).toBe(400);
  });
});

describe('risk severity from the gravity × probability matrix', () => {
  const CONDICOES = '/api/sst/condicoes-ambientais';
  const lista = async (path: string) =>
    ((await s.admin.get(`${path}?sort=id,asc`)).body as { id: number }[]).map((r) => r.id);
  const condicao = (data: string, g: number, p: number, classificacaoSeveridadeRisco = 'INTOLERAVEL') => ({
    data,
    ambiente: { id: ids.ambiente },
    profissionais: [ids.profissional],
    agentes: [
      {
        atividadePerigosaInsalubre: { id: 201001 },
        risco: { id: ids.risco },
        tipoAvaliacao: '2',
        utilizaEpc: '0',
        utilizaEpi: '0',
        gravidadeRisco: { id: g },
        probabilidadeRisco: { id: p },
        classificacaoSeveridadeRisco,
      },
    ],
  });

  it('ignores the classification sent and stores the matrix one (also before the first matrix)', async () => {
    const [, moderado, significativo] = await lista('/api/sst/gravidades-risco');
    const [pouco, muito] = await lista('/api/sst/probabilidades-risco');
    const c = await created(s.admin, CONDICOES, condicao('2023-01-02', moderado!, muito!));
    expect((await s.admin.get(`${CONDICOES}/${c.id}`)).body.agentes[0].classificacaoSeveridadeRisco).toBe(
      'MODERADO',
    );
    // 2021: before the default matrix (2022-01-03), which applies
    const antes = await created(
      s.admin,
      CONDICOES,
      condicao('2021-06-01', significativo!, pouco!, 'TRIVIAL'),
    );
    expect((await s.admin.get(`${CONDICOES}/${antes.id}`)).body.agentes[0].classificacaoSeveridadeRisco).toBe(
      'MODERADO',
    );
    const upd = await s.admin.put(
      `${CONDICOES}/${c.id}`,
      condicao('2023-01-02', significativo!, muito!, 'TRIVIAL'),
    );
    expect(upd.status).toBe(200);
    expect((await s.admin.get(`${CONDICOES}/${c.id}`)).body.agentes[0].classificacaoSeveridadeRisco).toBe(
      'SUBSTANCIAL',
    );
  });

  it('refuses a pair the matrix in force lacks, naming it; nothing stored', async () => {
    const [leve, moderado] = await lista('/api/sst/gravidades-risco');
    const [pouco, muito] = await lista('/api/sst/probabilidades-risco');
    await created(s.admin, '/api/sst/matriz-risco', {
      data: '2024-06-01',
      combinacoes: [{ gravidade: { id: moderado }, probabilidade: { id: muito }, classificacao: 'MODERADO' }],
    });
    await refused(
      s,
      'condicao_ambiental',
      () => s.admin.post(CONDICOES, condicao('2024-07-01', leve!, pouco!)),
      'agentes.0.gravidadeRisco',
      msgSemCombinacao('2024-06-01', 'Leve', 'Pouco Exposto'),
    );
    expect(msgSemCombinacao('2024-06-01', 'Leve', 'Pouco Exposto')).toBe(
      'A matriz de severidade de 01/06/2024 não tem a combinação Leve × Pouco Exposto: acrescente-a à matriz ou escolha outra gravidade ou probabilidade.',
    );
    // before that matrix the default one still classifies the pair
    expect((await s.admin.post(CONDICOES, condicao('2024-05-31', leve!, pouco!))).status).toBe(201);
  });

  it("another company's gravity is refused", async () => {
    const [, moderado] = await lista('/api/sst/gravidades-risco');
    const [, muito] = (
      (await s.other.get('/api/sst/probabilidades-risco?sort=id,asc')).body as { id: number }[]
    ).map((r) => r.id);
    const res = await s.admin.post(CONDICOES, condicao('2023-03-01', moderado!, muito!));
    expect(res.status).toBe(400);
  });
});

describe('company integrated with the payroll system', () => {
  it('creates no tax lotation nor leave reason (409, nothing stored); another company still does', async () => {
    await s.t.sql.query('UPDATE empresa SET ac_integra = true WHERE id = 1');
    try {
      const lotacoes = await countRows(s.t, 'lotacao_tributaria');
      const tipos = await countRows(s.t, 'tipo_afastamento');
      const l = await s.admin.post('/api/sst/lotacao-tributaria', {
        codigo: 'L1',
        descricao: 'Sede',
        tipo: '01',
      });
      expect(l).toMatchObject({
        status: 409,
        body: { status: 409, message: MSG_INTEGRACAO_PESSOAL.lotacao },
      });
      const t = await s.admin.post(TIPOS, { descricao: 'Licença gala', classe: 'SIMPLES', codigoAC: '7' });
      expect(t).toMatchObject({ status: 409, body: { message: MSG_INTEGRACAO_PESSOAL.tipoAfastamentoNovo } });
      expect(await countRows(s.t, 'lotacao_tributaria')).toBe(lotacoes);
      expect(await countRows(s.t, 'tipo_afastamento')).toBe(tipos);
      expect(MSG_INTEGRACAO_PESSOAL.lotacao).toBe(
        'A empresa está integrada ao Fortes Pessoal: as lotações tributárias são cadastradas no sistema de pessoal.',
      );
      expect(
        (await s.other.post('/api/sst/lotacao-tributaria', { codigo: 'L1', descricao: 'Sede', tipo: '01' }))
          .status,
      ).toBe(201);
      // an integrated leave reason is neither edited nor deleted here
      const put = await s.admin.put(`${TIPOS}/${ids.doenca}`, {
        descricao: 'Doença comum',
        classe: 'ACIDENTE_DOENCA',
      });
      expect(put).toMatchObject({
        status: 409,
        body: { message: MSG_INTEGRACAO_PESSOAL.tipoAfastamentoIntegrado },
      });
      expect((await s.admin.del(`${TIPOS}/${ids.doenca}`)).status).toBe(409);
      expect((await s.admin.get(`${TIPOS}/${ids.doenca}`)).body.descricao).toBe('Doença');
    } finally {
      await s.t.sql.query('UPDATE empresa SET ac_integra = false WHERE id = 1');
    }
    expect(
      (await s.admin.post('/api/sst/lotacao-tributaria', { codigo: 'L1', descricao: 'Sede', tipo: '01' }))
        .status,
    ).toBe(201);
  });
});

describe("the PGR action's responsible", () => {
  it('is an SST professional of the company; text written before stays, read-only, through saves', async () => {
    const ghe = await created(s.admin, '/api/sst/grupos-homogeneos', {
      nome: 'GHE Produção',
      historicos: [
        {
          data: '2024-01-01',
          localAmbiente: 1,
          estabelecimentos: [ids.estabelecimento],
          ambientes: [ids.ambiente],
        },
      ],
    });
    const pgr = (responsavel: unknown) => ({
      nome: 'PGR 2024',
      localAmbiente: 1,
      estabelecimento: { id: ids.estabelecimento },
      dataIni: '2024-01-01',
      dataFim: '2024-12-31',
      responsavel: { id: ids.profissional },
      gruposHomogeneos: [ghe.id],
      cronograma: [{ acao: 'Enclausurar prensas', responsavel, previsaoInicio: '2024-03-01' }],
    });
    await refused(
      s,
      'pgr',
      () => s.admin.post('/api/sst/pgr', pgr('Manutenção')),
      'cronograma.0.responsavel',
      'Responsável: valor de tipo inválido.',
    );
    const alheio = await created(s.other, '/api/sst/profissional', {
      nome: 'Eng. Outro',
      orgaoDeClasse: 4,
      numeroInscricao: '5061234999',
      uf: { id: 35 },
    });
    const res = await s.admin.post('/api/sst/pgr', pgr({ id: alheio.id }));
    expect(res.status).toBe(400);
    expect(await countRows(s.t, 'pgr')).toBe(0);
    const p = await created(s.admin, '/api/sst/pgr', pgr({ id: ids.profissional }));
    expect(p.cronograma[0].responsavel).toMatchObject({ id: ids.profissional, nome: 'Eng. Carla Segura' });
    // as a record from before the change: the text kept, shown read-only, not lost when the PGR is saved
    await s.t.sql.query(`UPDATE pgr_cronograma SET responsavel_texto = 'Manutenção' WHERE owner_id = $1`, [
      p.id,
    ]);
    const lido = (await s.admin.get(`/api/sst/pgr/${p.id}`)).body;
    expect(lido.cronograma[0].responsavelTexto).toBe('Manutenção');
    lido.cronograma[0].responsavelTexto = 'Outro texto';
    expect((await s.admin.put(`/api/sst/pgr/${p.id}`, semId(lido))).status).toBe(200);
    expect((await s.admin.get(`/api/sst/pgr/${p.id}`)).body.cronograma[0]).toMatchObject({
      responsavelTexto: 'Manutenção',
      responsavel: { id: ids.profissional },
    });
  });
});

describe('functions', () => {
  const FUNCOES = '/api/sst/funcoes';
  const historico = { data: '2021-03-01', nomeFuncao: 'Soldador', cbo: { id: 724315 }, descricao: 'Soldar.' };

  it('are inactivated (ativo), shown and filtered as inactive', async () => {
    const f = await created(s.admin, FUNCOES, { historicos: [historico] });
    expect(f.ativo).toBe(true);
    const put = await s.admin.put(`${FUNCOES}/${f.id}`, { ...semId(f), ativo: false });
    expect(put.status).toBe(200);
    const lista = (await s.admin.get(`${FUNCOES}?nome=Soldador`)).body;
    expect(lista).toEqual([expect.objectContaining({ id: f.id, nome: 'Soldador', ativo: false })]);
    expect((await s.admin.get(`${FUNCOES}?ativo=false`)).body.map((x: any) => x.id)).toEqual([f.id]);
    expect((await s.admin.get(`${FUNCOES}?ativo=true`)).body.map((x: any) => x.id)).not.toContain(f.id);
  });

  it('refuses a management entry before the first cadastral one, on create and update; nothing stored', async () => {
    const msg = msgGerencialAntesDoCadastral('2021-03-01');
    expect(msg).toBe(
      'A data do histórico gerencial não pode ser anterior à do primeiro histórico cadastral da função (01/03/2021).',
    );
    await refused(
      s,
      'funcao',
      () =>
        s.admin.post(FUNCOES, {
          historicos: [{ ...historico, data: '2022-01-01' }, historico],
          historicosGerenciais: [
            { data: '2021-03-01', observacao: 'No mesmo dia: aceito.' },
            { data: '2021-02-28', observacao: 'Antes.' },
          ],
        }),
      'historicosGerenciais.1.data',
      msg,
    );
    const f = await created(s.admin, FUNCOES, {
      historicos: [historico],
      historicosGerenciais: [{ data: '2021-03-01', observacao: 'Jornada 12x36.' }],
    });
    await refused(
      s,
      'funcao_historicos_gerenciais',
      () =>
        s.admin.put(`${FUNCOES}/${f.id}`, {
          historicos: [historico],
          historicosGerenciais: [{ data: '2020-12-31', observacao: 'Antes.' }],
        }),
      'historicosGerenciais.0.data',
      msg,
    );
  });
});

describe('homogeneous exposure groups', () => {
  const GHE = '/api/sst/grupos-homogeneos';
  const RUIDO = 201001;
  const SILICA = 118001;
  const grupo = (agentes: number[]) => ({
    nome: 'GHE Soldagem',
    historicos: [
      {
        data: '2023-01-01',
        localAmbiente: 1,
        estabelecimentos: [ids.estabelecimento],
        ambientes: [ids.ambiente],
        agentes,
        descricao: 'Soldadores da linha 1',
      },
    ],
  });

  it('keeps the agents of each history entry; removing the last one is refused with the reason', async () => {
    const g = await created(s.admin, GHE, grupo([RUIDO, SILICA]));
    expect(g.historicos[0].agentes.sort()).toEqual([SILICA, RUIDO].sort());
    const umSo = await s.admin.put(`${GHE}/${g.id}`, {
      ...semId(g),
      historicos: [{ ...g.historicos[0], agentes: [RUIDO] }],
    });
    expect(umSo.status).toBe(200);
    const agentesAntes = await countRows(s.t, 'grupo_homogeneo_historicos_agentes');
    await refused(
      s,
      'grupo_homogeneo_historicos',
      () => s.admin.put(`${GHE}/${g.id}`, { ...semId(g), historicos: [{ ...g.historicos[0], agentes: [] }] }),
      'historicos.0.agentes',
      MSG_GHE_SEM_AGENTES,
    );
    expect(await countRows(s.t, 'grupo_homogeneo_historicos_agentes')).toBe(agentesAntes);
    expect(
      MSG_GHE_SEM_AGENTES.startsWith('Não existem agentes nocivos aos quais o trabalhador está exposto'),
    ).toBe(true);
    // the absence of exposure is the agent 09.01.001
    const ausencia = await s.admin.put(`${GHE}/${g.id}`, {
      ...semId(g),
      historicos: [{ ...g.historicos[0], agentes: [901001] }],
    });
    expect(ausencia.status).toBe(200);
    // a new entry may start without agents
    expect((await s.admin.post(GHE, { ...grupo([]), nome: 'GHE sem agentes' })).status).toBe(201);
  });

  it('clones a group with its histories; another company cannot clone it', async () => {
    const g = await created(s.admin, GHE, { ...grupo([RUIDO]), nome: 'GHE Pintura' });
    const res = await s.admin.post(`${GHE}/${g.id}/clonar`, undefined);
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(g.id);
    expect(res.body.nome).toBe('GHE Pintura (cópia)');
    const copia = (await s.admin.get(`${GHE}/${res.body.id}`)).body;
    expect(copia.historicos).toEqual([
      {
        id: expect.any(Number),
        data: '2023-01-01',
        localAmbiente: 1,
        estabelecimentos: [ids.estabelecimento],
        ambientes: [ids.ambiente],
        obras: [],
        funcoes: [],
        agentes: [RUIDO],
        descricao: 'Soldadores da linha 1',
      },
    ]);
    expect(copia.historicos[0].id).not.toBe(g.historicos[0].id);
    const nomeado = await s.admin.post(`${GHE}/${g.id}/clonar`, { nome: 'GHE Pintura 2' });
    expect(nomeado).toMatchObject({ status: 201, body: { nome: 'GHE Pintura 2' } });
    const antes = await countRows(s.t, 'grupo_homogeneo');
    expect((await s.other.post(`${GHE}/${g.id}/clonar`, undefined)).status).toBe(404);
    expect(await countRows(s.t, 'grupo_homogeneo')).toBe(antes);
  });
});

describe('the PGR of a construction site (NR-18, no separate PCMAT)', () => {
  it("keeps the site's phases and living areas and prints them; an establishment's PGR has none", async () => {
    const obra = await created(s.admin, '/api/sst/obra', {
      nome: 'Edifício Aurora',
      tipo: 1,
      numeroInscricao: CNO,
      estabelecimentoResponsavel: { id: ids.estabelecimento },
    });
    const ghe = await created(s.admin, '/api/sst/grupos-homogeneos', {
      nome: 'GHE Obra',
      historicos: [{ data: '2024-01-01', localAmbiente: 2, obras: [obra.id], ambientes: [ids.ambiente] }],
    });
    const fases = [
      {
        fase: 'Fundações',
        inicio: '2024-02-01',
        termino: '2024-04-30',
        riscosMedidas: 'Soterramento: escoramento.',
      },
      {
        fase: 'Estrutura',
        inicio: '2024-05-01',
        riscosMedidas: 'Queda de altura: guarda-corpo e linha de vida.',
      },
    ];
    const base = {
      nome: 'PGR Obra Aurora',
      localAmbiente: 2,
      obra: { id: obra.id },
      dataIni: '2024-01-01',
      dataFim: '2024-12-31',
      responsavel: { id: ids.profissional },
      gruposHomogeneos: [ghe.id],
      fasesObra: fases,
      areasVivencia: 'Vestiário e refeitório para 40 trabalhadores; sem alojamento.',
    };
    await refused(
      s,
      'pgr',
      () => s.admin.post('/api/sst/pgr', { ...base, fasesObra: [{ ...fases[0], termino: '2024-01-31' }] }),
      'fasesObra.0.termino',
      'O término previsto da fase não pode ser anterior ao início.',
    );
    const p = await created(s.admin, '/api/sst/pgr', base);
    expect(p.fasesObra.map((f: any) => f.fase)).toEqual(['Fundações', 'Estrutura']);
    expect(p.areasVivencia).toBe('Vestiário e refeitório para 40 trabalhadores; sem alojamento.');
    const raw = await s.t.app.inject({
      method: 'POST',
      url: `/api/sst/pgr/relatorio?pgrId=${p.id}`,
      headers: { cookie: s.admin.cookie },
    });
    const text = await pdfText(raw.rawPayload);
    let from = 0;
    for (const piece of [
      'Vestiário e refeitório para 40 trabalhadores',
      '5. Fases da obra (NR-18)',
      'Fundações',
      'Soterramento: escoramento.',
      'Estrutura',
      'Queda de altura',
    ]) {
      const at = text.indexOf(piece, from);
      expect(at, `${piece} em: ${text}`).toBeGreaterThanOrEqual(0);
      from = at;
    }
    // moved to an establishment: the site's phases and living areas go
    const est = await s.admin.put(`/api/sst/pgr/${p.id}`, {
      ...base,
      localAmbiente: 1,
      obra: undefined,
      estabelecimento: { id: ids.estabelecimento },
    });
    expect(est.status).toBe(200);
    expect(est.body.fasesObra).toEqual([]);
    expect(est.body.areasVivencia ?? null).toBeNull();
  });
});

describe("passing a group's history on to the environmental conditions", () => {
  const GHE = '/api/sst/grupos-homogeneos';
  const CONDICOES = '/api/sst/condicoes-ambientais';
  const historico = (data: string, ambientes: number[], agentes: number[]) => ({
    data,
    localAmbiente: 1,
    estabelecimentos: [ids.estabelecimento],
    ambientes,
    agentes,
  });

  it("creates each environment's condition on the entry's date with the group's measurement, in one go", async () => {
    const b = (await ambiente(s.admin, ids.estabelecimento, 'Expedição')).id as number;
    const g = await created(s.admin, GHE, {
      nome: 'GHE Prensas',
      historicos: [
        historico('2022-01-01', [ids.ambiente!], [901001]),
        historico('2024-03-01', [ids.ambiente!, b], [201001]),
      ],
    });
    const res = await s.admin.post(`${GHE}/${g.id}/repassar-condicoes`, undefined);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      grupo: { id: g.id, nome: 'GHE Prensas' },
      data: '2024-03-01',
      agentes: ['02.01.001'],
      jaExistiam: [],
    });
    expect(res.body.criadas.map((c: any) => [c.ambiente.nome, c.funcao])).toEqual([
      ['Produção', null],
      ['Expedição', null],
    ]);
    // the noise measured in Produção on 2023-01-02 (Significativo × Muito Exposto: Substancial) represents the group
    const nova = (await s.admin.get(`${CONDICOES}/${res.body.criadas[1].id}`)).body;
    expect(nova).toMatchObject({
      data: '2024-03-01',
      ambiente: { id: b },
      profissionais: [ids.profissional],
      observacao: 'Repassada do grupo homogêneo GHE Prensas (histórico de 01/03/2024).',
    });
    expect(nova.agentes).toHaveLength(1);
    expect(nova.agentes[0]).toMatchObject({
      atividadePerigosaInsalubre: { id: 201001 },
      risco: { id: ids.risco },
      tipoAvaliacao: '2',
      classificacaoSeveridadeRisco: 'SUBSTANCIAL',
    });
    // again: nothing new, the conditions of that date are kept
    const antes = await countRows(s.t, 'condicao_ambiental');
    const de_novo = await s.admin.post(`${GHE}/${g.id}/repassar-condicoes`, { data: '2024-03-01' });
    expect(de_novo.body.criadas).toEqual([]);
    expect(de_novo.body.jaExistiam).toHaveLength(2);
    expect(await countRows(s.t, 'condicao_ambiental')).toBe(antes);
    // an older entry: no exposure (09.01.001) needs no measurement
    const velho = await s.admin.post(`${GHE}/${g.id}/repassar-condicoes`, { data: '2022-01-01' });
    expect(velho.body.criadas).toHaveLength(1);
    expect((await s.admin.get(`${CONDICOES}/${velho.body.criadas[0].id}`)).body.agentes).toEqual([
      expect.objectContaining({ atividadePerigosaInsalubre: expect.objectContaining({ id: 901001 }) }),
    ]);
  });

  it('refuses an agent no condition of the group evaluated, a date without entry and another company; nothing stored', async () => {
    const g = await created(s.admin, GHE, {
      nome: 'GHE Sílica',
      historicos: [historico('2024-08-01', [ids.ambiente!], [201001, 118001])],
    });
    const antes = await countRows(s.t, 'condicao_ambiental');
    const res = await s.admin.post(`${GHE}/${g.id}/repassar-condicoes`, undefined);
    expect(res).toMatchObject({ status: 400, body: { message: MSG_GHE_REPASSAR.semAvaliacao('01.18.001') } });
    const semData = await s.admin.post(`${GHE}/${g.id}/repassar-condicoes`, { data: '2024-08-02' });
    expect(semData.body.errors).toEqual([
      { field: 'data', message: 'O grupo homogêneo não tem histórico em 02/08/2024.' },
    ]);
    expect((await s.other.post(`${GHE}/${g.id}/repassar-condicoes`, undefined)).status).toBe(404);
    expect(await countRows(s.t, 'condicao_ambiental')).toBe(antes);
  });
});

describe('the exposure time of an environmental condition', () => {
  it('runs from its date to the eve of the next condition of the environment, or up to today; shown in the list', async () => {
    const CONDICOES = '/api/sst/condicoes-ambientais';
    const c = (await ambiente(s.admin, ids.estabelecimento, 'Almoxarifado')).id as number;
    const semExposicao = (data: string) => ({
      data,
      ambiente: { id: c },
      agentes: [{ atividadePerigosaInsalubre: { id: 901001 } }],
    });
    const primeira = await created(s.admin, CONDICOES, semExposicao('2024-01-01'));
    expect(primeira).toMatchObject({ vigenteAte: null });
    const segunda = await created(s.admin, CONDICOES, semExposicao('2024-03-01'));
    // 2024 is a leap year: 31 days of January + 29 of February
    expect((await s.admin.get(`${CONDICOES}/${primeira.id}`)).body).toMatchObject({
      vigenteAte: '2024-02-29',
      tempoExposicao: 60,
    });
    const lista = (await s.admin.get(`${CONDICOES}?ambiente=${c}&sort=data,asc`)).body;
    expect(lista.map((x: any) => [x.id, x.tempoExposicao])).toEqual([
      [primeira.id, 60],
      [segunda.id, expect.any(Number)],
    ]);
    // in force: up to today (well over 600 days since 2024-03-01)
    expect(lista[1].tempoExposicao).toBeGreaterThan(600);
    expect(lista[1].vigenteAte ?? null).toBeNull();
  });
});
