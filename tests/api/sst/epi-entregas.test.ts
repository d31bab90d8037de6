// EPI requests and deliveries (docs/sst-epi.md): the reasons every company starts with; requests (items of active
// EPIs in their type's sizes, within the employee's contract) and their state; deliveries against a request ('O
// total de itens entregues não pode ser superior à quantidade solicitada', over every delivery) or direct, recording
// the CA in force on the delivery date and the exchange due date; the exchanges due and overdue (action and report);
// the employee's EPI record (PDF) with every delivery, its CA, the signature lines and the required EPIs never
// delivered. Every refusal: the exact message and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARACAO_EPI, MSG_EPI, NUNCA_ENTREGUE } from '../../../src/server/modules/sst/epi.ts';
import { gerarRelatorio, pdfRelatorio, xlsxRelatorio } from '../../helpers/reports.ts';
import {
  ambiente,
  avaliacao,
  entradaCarreira,
  estabelecimento,
  posicao,
  profissional,
  ruidoComEpi,
} from './fixtures.ts';
import { created, refused, type SstTest, startSst, userWith } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
const SOLICITACOES = '/api/sst/solicitacoes-epi';
const ENTREGAS = '/api/sst/entregas-epi';
const TROCAS = '/api/sst/trocas-epi';

const ref = (id: number) => ({ id });
const solicitacao = (over: Record<string, unknown> = {}) => ({
  colaborador: ref(ids.ana),
  data: '2024-06-01',
  motivo: ref(ids.motivo),
  itens: [
    { epi: ref(ids.protetor), quantidade: 2 },
    { epi: ref(ids.luva), tamanho: ref(ids.m), quantidade: 1 },
  ],
  ...over,
});
const entrega = (over: Record<string, unknown> = {}) => ({
  colaborador: ref(ids.ana),
  data: '2024-06-10',
  itens: [{ epi: ref(ids.protetor), quantidade: 1 }],
  ...over,
});

async function talento(
  nome: string,
  cpf: string,
  dados: Record<string, unknown> = {},
  admissao = '2023-01-01',
) {
  const c = await created(s.admin, '/api/cargo-salario/colaboradores', {
    nome,
    cpf,
    dataAdmissao: admissao,
    ...dados,
  });
  await created(
    s.admin,
    '/api/cargo-salario/historicos-colaboradores',
    entradaCarreira(await posicaoUnica(), c.id, admissao, {
      ambiente: ref(ids.producao),
      funcao: ref(ids.operador),
    }),
  );
  return c.id as number;
}
let pos: { areaId: number; faixaId: number } | undefined;
const posicaoUnica = async () => {
  pos ??= await posicao(s.admin);
  return pos;
};

const epi = (nome: string, tipo: number, over: Record<string, unknown> = {}) =>
  created(s.admin, '/api/sst/epis', {
    nome,
    tipoEpi: ref(tipo),
    descricao: nome,
    historicoCA: [{ data: '2020-01-01', numeroCA: '3333', vencimentoCA: '2030-01-01' }],
    ...over,
  });

beforeAll(async () => {
  s = await startSst();
  const est = (await estabelecimento(s.t, s.admin)).id;
  // from 2018: before the first CA of the EPIs (2020)
  ids.producao = (await ambiente(s.admin, est, 'Produção', { data: '2018-01-01' })).id;
  ids.operador = (
    await created(s.admin, '/api/sst/funcoes', {
      historicos: [
        {
          data: '2018-01-01',
          nomeFuncao: 'Operador de Prensa',
          cbo: { id: 784205 },
          descricao: 'Operar prensa hidráulica.',
        },
      ],
    })
  ).id;
  ids.p = (await created(s.admin, '/api/sst/tamanhos-epi', { descricao: 'P' })).id;
  ids.m = (await created(s.admin, '/api/sst/tamanhos-epi', { descricao: 'M' })).id;
  ids.g = (await created(s.admin, '/api/sst/tamanhos-epi', { descricao: 'G' })).id;
  const tipoProtetor = (await created(s.admin, '/api/sst/tipos-epi', { nome: 'Protetor auricular' })).id;
  const tipoLuva = (
    await created(s.admin, '/api/sst/tipos-epi', { nome: 'Luva', tiposTamanhosEpi: [ids.p, ids.m] })
  ).id;
  const tipoCabeca = (await created(s.admin, '/api/sst/tipos-epi', { nome: 'Capacete', grupoNr6: 'A' })).id;
  // a new CA from 2025: deliveries before record 1111, after it 2222
  ids.protetor = (
    await epi('Protetor auricular tipo concha', tipoProtetor, {
      validadeUso: 180,
      historicoCA: [
        { data: '2025-01-01', numeroCA: '2222', vencimentoCA: '2029-12-31' },
        { data: '2020-01-01', numeroCA: '1111', vencimentoCA: '2024-12-31' },
      ],
    })
  ).id;
  ids.luva = (await epi('Luva nitrílica', tipoLuva, { validadeUso: 30 })).id;
  ids.capacete = (await epi('Capacete de segurança', tipoCabeca)).id;
  ids.inativo = (await epi('Protetor antigo', tipoProtetor, { ativo: false })).id;
  ids.uniforme = (
    await created(s.admin, '/api/sst/epis', { nome: 'Camisa', tipoEpi: ref(tipoCabeca), fardamento: true })
  ).id;
  const ruido = (await created(s.admin, '/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' })).id;
  await created(s.admin, '/api/sst/condicoes-ambientais', {
    data: '2023-01-01',
    ambiente: ref(ids.producao),
    profissionais: [(await profissional(s.admin)).id],
    agentes: [
      ruidoComEpi(ruido, ids.protetor, await avaliacao(s.admin, 'SUBSTANCIAL'), {
        epis: [ids.protetor, ids.capacete],
      }),
    ],
  });
  ids.motivo = (await s.admin.get('/api/sst/motivos-solicitacao-epi?sort=id,asc')).body[0].id;
  ids.ana = await talento('Ana Souza', '39053344705');
  ids.bruno = await talento('Bruno Lima', '12345678909');
  ids.carla = await talento('Carla Dias', '23456789173', { dataDesligamento: '2025-03-31', status: 'D' });
  ids.diego = await talento('Diego Alves', '34567891228', {}, '2019-01-01');
});
afterAll(async () => s?.t.close());

describe('sst/motivos-solicitacao-epi', () => {
  const PADRAO = [
    'Admissão',
    'Dano',
    'Desgaste',
    'Mudança de função ou de ambiente',
    'Perda ou extravio',
    'Troca periódica (fim da validade de uso)',
  ];
  it('every company starts with the common reasons, active', async () => {
    for (const c of [s.admin, s.other]) {
      const res = await c.get('/api/sst/motivos-solicitacao-epi?sort=descricao,asc');
      expect(res.body.map((m: any) => m.descricao)).toEqual(PADRAO);
      expect(res.body.every((m: any) => m.ativo)).toBe(true);
    }
  });
  it('refuses a reason without description, and a repeated one', async () => {
    await refused(
      s,
      'motivo_solicitacao_epi',
      () => s.admin.post('/api/sst/motivos-solicitacao-epi', {}),
      'descricao',
      'Descrição é obrigatória',
    );
    const res = await s.admin.post('/api/sst/motivos-solicitacao-epi', { descricao: 'dano' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('descricao');
  });
});

describe('sst/solicitacoes-epi', () => {
  it('creates an open request; nothing delivered yet', async () => {
    const r = await created(s.admin, SOLICITACOES, solicitacao());
    ids.solicitacao = r.id;
    expect(r).toMatchObject({ situacao: 'ABERTA', cancelada: false, rotulo: 'Ana Souza – 01/06/2024' });
    const lida = (await s.admin.get(`${SOLICITACOES}/${r.id}`)).body;
    expect(lida.itens.map((i: any) => i.quantidadeEntregue)).toEqual([0, 0]);
  });

  it.each<[string, () => Record<string, unknown>, string, string]>([
    ['no item', () => ({ itens: [] }), 'itens', 'Informe ao menos um EPI na solicitação.'],
    ['no reason', () => ({ motivo: undefined }), 'motivo', 'Motivo é obrigatório'],
    ['no employee', () => ({ colaborador: undefined }), 'colaborador', 'Talento é obrigatório'],
    [
      'a future date',
      () => ({ data: '2099-01-01' }),
      'data',
      'A data da solicitação não pode ser posterior a hoje.',
    ],
    [
      'a date before the admission',
      () => ({ data: '2022-12-31' }),
      'data',
      MSG_EPI.antesDaAdmissao('2023-01-01'),
    ],
    [
      'a glove without size (its type has sizes)',
      () => ({ itens: [{ epi: ref(ids.luva), quantidade: 1 }] }),
      'itens.0.tamanho',
      MSG_EPI.tamanhoObrigatorio,
    ],
    [
      "a size the glove's type does not have",
      () => ({ itens: [{ epi: ref(ids.luva), tamanho: ref(ids.g), quantidade: 1 }] }),
      'itens.0.tamanho',
      MSG_EPI.tamanhoInvalido,
    ],
    [
      'an inactive EPI',
      () => ({ itens: [{ epi: ref(ids.inativo), quantidade: 1 }] }),
      'itens.0.epi',
      MSG_EPI.epiInativo,
    ],
    [
      'a quantity of 0',
      () => ({ itens: [{ epi: ref(ids.protetor), quantidade: 0 }] }),
      'itens.0.quantidade',
      'Quantidade deve ser maior ou igual a 1.',
    ],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    await refused(
      s,
      'solicitacao_epi',
      () => s.admin.post(SOLICITACOES, solicitacao(over())),
      field,
      message,
    );
  });

  it("refuses another company's EPI", async () => {
    const tipoB = await created(s.other, '/api/sst/tipos-epi', { nome: 'Tipo B' });
    const epiB = await created(s.other, '/api/sst/epis', {
      nome: 'EPI B',
      tipoEpi: ref(tipoB.id),
      fardamento: true,
    });
    await refused(
      s,
      'solicitacao_epi',
      () => s.admin.post(SOLICITACOES, solicitacao({ itens: [{ epi: ref(epiB.id), quantidade: 1 }] })),
      'itens.0.epi',
      'EPI: registro não encontrado.',
    );
  });
});

describe('sst/entregas-epi against a request', () => {
  it('records the CA in force on the delivery date, its due date and the exchange due date', async () => {
    const e = await created(s.admin, ENTREGAS, entrega({ solicitacao: ref(ids.solicitacao) }));
    ids.entrega1 = e.id;
    expect(e.itens[0]).toMatchObject({
      numeroCA: '1111',
      vencimentoCA: '2024-12-31',
      dataTroca: '2024-12-07',
    });
    // the request's reason when the delivery has none
    expect(e.motivo.id).toBe(ids.motivo);
    const r = semId((await s.admin.get(`${SOLICITACOES}/${ids.solicitacao}`)).body);
    expect(r.situacao).toBe('PARCIAL');
    expect(r.itens.map((i: any) => i.quantidadeEntregue)).toEqual([1, 0]);
  });

  it.each<[string, () => object[], string, string]>([
    [
      'more than asked in one item',
      () => [{ epi: ref(ids.protetor), quantidade: 2 }],
      'itens.0.quantidade',
      MSG_EPI.totalEntregue,
    ],
    [
      'more than asked over two items of the same EPI',
      () => [
        { epi: ref(ids.protetor), quantidade: 1 },
        { epi: ref(ids.protetor), quantidade: 1 },
      ],
      'itens.0.quantidade',
      MSG_EPI.totalEntregue,
    ],
    [
      'an EPI the request does not ask',
      () => [{ epi: ref(ids.capacete), quantidade: 1 }],
      'itens.0.epi',
      MSG_EPI.foraDaSolicitacao,
    ],
  ])('refuses %s (counting the earlier delivery) and stores nothing', async (_c, itens, field, message) => {
    await refused(
      s,
      'entrega_epi',
      () =>
        s.admin.post(
          ENTREGAS,
          entrega({ solicitacao: ref(ids.solicitacao), data: '2024-07-01', itens: itens() }),
        ),
      field,
      message,
    );
    expect(await countRowsOf('entrega_epi_itens')).toBe(1);
  });

  it("refuses another employee's request and a delivery dated before the request", async () => {
    await refused(
      s,
      'entrega_epi',
      () =>
        s.admin.post(ENTREGAS, entrega({ colaborador: ref(ids.bruno), solicitacao: ref(ids.solicitacao) })),
      'solicitacao',
      MSG_EPI.solicitacaoDeOutro,
    );
    await refused(
      s,
      'entrega_epi',
      () => s.admin.post(ENTREGAS, entrega({ solicitacao: ref(ids.solicitacao), data: '2024-05-31' })),
      'data',
      MSG_EPI.entregaAntesDaSolicitacao,
    );
  });

  it('an edit counts the other deliveries, not its own old quantity', async () => {
    const e = semId((await s.admin.get(`${ENTREGAS}/${ids.entrega1}`)).body);
    const res = await s.admin.put(`${ENTREGAS}/${ids.entrega1}`, {
      ...e,
      itens: [{ ...e.itens[0], quantidade: 2 }],
    });
    expect(res.status).toBe(200);
    expect((await s.admin.get(`${SOLICITACOES}/${ids.solicitacao}`)).body.itens[0].quantidadeEntregue).toBe(
      2,
    );
    const volta = await s.admin.put(`${ENTREGAS}/${ids.entrega1}`, {
      ...e,
      itens: [{ ...e.itens[0], quantidade: 1 }],
    });
    expect(volta.status).toBe(200);
    const demais = await s.admin.put(`${ENTREGAS}/${ids.entrega1}`, {
      ...e,
      itens: [{ ...e.itens[0], quantidade: 3 }],
    });
    expect(demais.status).toBe(400);
    expect(demais.body.errors).toEqual([{ field: 'itens.0.quantidade', message: MSG_EPI.totalEntregue }]);
  });

  it('completing the request: the new CA from 2025 and the glove; the request is delivered', async () => {
    const e = await created(
      s.admin,
      ENTREGAS,
      entrega({
        solicitacao: ref(ids.solicitacao),
        data: '2025-02-01',
        itens: [
          { epi: ref(ids.protetor), quantidade: 1 },
          { epi: ref(ids.luva), tamanho: ref(ids.m), quantidade: 1 },
        ],
        ciente: true,
        dataCiencia: '2025-02-01',
      }),
    );
    ids.entrega2 = e.id;
    expect(e.itens.map((i: any) => [i.numeroCA, i.vencimentoCA, i.dataTroca])).toEqual([
      ['2222', '2029-12-31', '2025-07-31'],
      ['3333', '2030-01-01', '2025-03-03'],
    ]);
    expect((await s.admin.get(`${SOLICITACOES}/${ids.solicitacao}`)).body.situacao).toBe('ATENDIDA');
  });

  it('the request cannot ask less than was delivered, drop a delivered EPI or change employee', async () => {
    const r = semId((await s.admin.get(`${SOLICITACOES}/${ids.solicitacao}`)).body);
    await refused(
      s,
      'solicitacao_epi_itens',
      () =>
        s.admin.put(`${SOLICITACOES}/${ids.solicitacao}`, {
          ...r,
          itens: [{ ...r.itens[0], quantidade: 1 }, r.itens[1]],
        }),
      'itens.0.quantidade',
      MSG_EPI.totalEntregue,
    );
    await refused(
      s,
      'solicitacao_epi_itens',
      () => s.admin.put(`${SOLICITACOES}/${ids.solicitacao}`, { ...r, itens: [r.itens[0]] }),
      'itens',
      MSG_EPI.epiEntregueRemovido('Luva nitrílica'),
    );
    await refused(
      s,
      'solicitacao_epi',
      () => s.admin.put(`${SOLICITACOES}/${ids.solicitacao}`, { ...r, colaborador: ref(ids.bruno) }),
      'colaborador',
      MSG_EPI.talentoComEntregas,
    );
    await refused(
      s,
      'solicitacao_epi',
      () => s.admin.put(`${SOLICITACOES}/${ids.solicitacao}`, { ...r, cancelada: true }),
      'cancelada',
      MSG_EPI.atendidaNaoCancela,
    );
  });

  it('deleting a delivery reopens the request; a cancelled request takes no new delivery', async () => {
    expect((await s.admin.del(`${ENTREGAS}/${ids.entrega2}`)).status).toBe(204);
    const r = semId((await s.admin.get(`${SOLICITACOES}/${ids.solicitacao}`)).body);
    expect(r.situacao).toBe('PARCIAL');
    const cancelada = await s.admin.put(`${SOLICITACOES}/${ids.solicitacao}`, { ...r, cancelada: true });
    expect(cancelada.status).toBe(200);
    expect(cancelada.body.situacao).toBe('CANCELADA');
    await refused(
      s,
      'entrega_epi',
      () => s.admin.post(ENTREGAS, entrega({ solicitacao: ref(ids.solicitacao), data: '2025-02-01' })),
      'solicitacao',
      MSG_EPI.solicitacaoCancelada,
    );
    // the delivery already made against it can still be edited (a return noted)
    const e = semId((await s.admin.get(`${ENTREGAS}/${ids.entrega1}`)).body);
    const devolvida = await s.admin.put(`${ENTREGAS}/${ids.entrega1}`, {
      ...e,
      itens: [{ ...e.itens[0], dataDevolucao: '2025-02-01' }],
    });
    expect(devolvida.status).toBe(200);
    // put back as it was for the exchanges and the EPI record
    const desfeita = await s.admin.put(`${ENTREGAS}/${ids.entrega1}`, e);
    expect(desfeita.status).toBe(200);
    expect(desfeita.body.itens[0].dataDevolucao).toBeUndefined();
  });
});

/** A record as read, without its id (a PUT refuses an id in the body). */
function semId({ id: _id, ...resto }: any) {
  return resto;
}

async function countRowsOf(table: string) {
  return Number((await s.t.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
}

describe('sst/entregas-epi, direct', () => {
  it('a direct delivery (no request) with the CA of its date and the acknowledgement', async () => {
    const e = await created(
      s.admin,
      ENTREGAS,
      entrega({
        data: '2025-02-01',
        motivo: ref(ids.motivo),
        itens: [
          { epi: ref(ids.protetor), quantidade: 1 },
          { epi: ref(ids.luva), tamanho: ref(ids.m), quantidade: 1 },
          { epi: ref(ids.uniforme), quantidade: 2 },
        ],
        ciente: true,
        dataCiencia: '2025-02-03',
      }),
    );
    expect(e.solicitacao).toBeUndefined();
    expect(e.itens[2]).toMatchObject({ quantidade: 2 });
    expect(e.itens[2].numeroCA).toBeUndefined();
    expect(e.dataCiencia).toBe('2025-02-03');
  });

  it.each<[string, () => Record<string, unknown>, string, string]>([
    [
      'a date on which the EPI had no CA yet (its history starts in 2020)',
      () => ({ colaborador: ref(ids.diego), data: '2019-06-01' }),
      'itens.0.epi',
      MSG_EPI.semCa('Protetor auricular tipo concha', '2019-06-01'),
    ],
    [
      'a future date',
      () => ({ data: '2099-01-01' }),
      'data',
      'A data da entrega não pode ser posterior a hoje.',
    ],
    [
      'a date after the dismissal',
      () => ({ colaborador: ref(ids.carla), data: '2025-04-01' }),
      'data',
      MSG_EPI.depoisDoDesligamento('2025-03-31'),
    ],
    ['no item', () => ({ itens: [] }), 'itens', 'Informe ao menos um EPI entregue.'],
    ['acknowledged without a date', () => ({ ciente: true }), 'dataCiencia', 'Data da ciência é obrigatória'],
    [
      'acknowledged before the delivery',
      () => ({ ciente: true, dataCiencia: '2024-06-09' }),
      'dataCiencia',
      'A data da ciência não pode ser anterior à data da entrega.',
    ],
    [
      'returned before the delivery',
      () => ({ itens: [{ epi: ref(ids.protetor), quantidade: 1, dataDevolucao: '2024-06-01' }] }),
      'itens.0.dataDevolucao',
      MSG_EPI.devolucaoAntesDaEntrega,
    ],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    await refused(s, 'entrega_epi', () => s.admin.post(ENTREGAS, entrega(over())), field, message);
  });

  it('another company does not see the deliveries; SST only', async () => {
    expect((await s.other.get(`${ENTREGAS}/${ids.entrega1}`)).status).toBe(404);
    const rh = await userWith(s, 'ROLE_CARGO_SALARIO', '71428793860');
    expect((await rh.get(ENTREGAS)).status).toBe(403);
    expect((await rh.get(TROCAS)).status).toBe(403);
  });
});

describe('exchanges due and overdue (GET sst/trocas-epi, report sst/trocas-epi)', () => {
  const REF = '2025-07-15';
  type Troca = { colaborador: { nome: string }; epi: { nome: string }; situacao: string } & Record<
    string,
    any
  >;
  const trocas = async (q = '') => {
    const res = await s.admin.get(`${TROCAS}?referencia=${REF}${q}`);
    expect(res.status).toBe(200);
    return res.body as { total: number; contagem: Record<string, number>; itens: Troca[] };
  };
  const resumo = (itens: Troca[]) => itens.map((i) => `${i.colaborador.nome}|${i.epi.nome}|${i.situacao}`);

  beforeAll(async () => {
    // Bruno: an ear protector still in date, a glove returned; Carla: a glove overdue, but she left in March
    await created(
      s.admin,
      ENTREGAS,
      entrega({ colaborador: ref(ids.bruno), data: '2025-06-01', motivo: ref(ids.motivo) }),
    );
    await created(
      s.admin,
      ENTREGAS,
      entrega({
        colaborador: ref(ids.bruno),
        data: '2025-06-20',
        itens: [{ epi: ref(ids.luva), tamanho: ref(ids.p), quantidade: 1, dataDevolucao: '2025-07-10' }],
      }),
    );
    await created(
      s.admin,
      ENTREGAS,
      entrega({
        colaborador: ref(ids.carla),
        data: '2025-01-10',
        itens: [{ epi: ref(ids.luva), tamanho: ref(ids.p), quantidade: 1 }],
      }),
    );
  });

  it('what each employee holds: the latest delivery of each EPI, not returned, of those still employed', async () => {
    const t = await trocas();
    expect(resumo(t.itens)).toEqual([
      'Ana Souza|Luva nitrílica|VENCIDA',
      'Ana Souza|Protetor auricular tipo concha|A_VENCER',
      'Bruno Lima|Protetor auricular tipo concha|EM_DIA',
    ]);
    expect(t.contagem).toEqual({ VENCIDA: 1, A_VENCER: 1, EM_DIA: 1 });
    expect(t.itens[0]).toMatchObject({
      dataTroca: '2025-03-03',
      diasAtraso: 134,
      numeroCA: '3333',
      tamanho: 'M',
      entrega: { data: '2025-02-01' },
    });
    // the 2024 delivery of the ear protector was replaced by the 2025 one
    expect(t.itens[1]).toMatchObject({ dataTroca: '2025-07-31', numeroCA: '2222', diasAtraso: 0 });
  });

  it('filters by situation, employee and EPI; on an earlier date, what was held then', async () => {
    const devidas = await trocas('&situacao=VENCIDA,A_VENCER');
    expect(devidas.total).toBe(2);
    expect(resumo(devidas.itens)).toHaveLength(2);
    expect(resumo((await trocas(`&colaborador=${ids.bruno}`)).itens)).toEqual([
      'Bruno Lima|Protetor auricular tipo concha|EM_DIA',
    ]);
    expect((await trocas(`&epi=${ids.luva}`)).itens.map((i) => i.colaborador.nome)).toEqual(['Ana Souza']);
    const antes = (await s.admin.get(`${TROCAS}?referencia=2024-07-01`)).body;
    expect(resumo(antes.itens)).toEqual(['Ana Souza|Protetor auricular tipo concha|EM_DIA']);
    expect(antes.itens[0]).toMatchObject({ dataTroca: '2024-12-07', numeroCA: '1111' });
  });

  it('refuses an invalid situation', async () => {
    const res = await s.admin.get(`${TROCAS}?situacao=ATRASADA`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toMatch(/^situacao/);
  });

  it('the report lists the same rows (PDF and XLSX)', async () => {
    const texto = await pdfRelatorio(s.admin, 'sst', 'trocas-epi', { referencia: REF });
    expect(texto).toContain('Trocas de EPI');
    expect(texto).toContain('Luva nitrílica');
    expect(texto).toContain('Vencida');
    expect(texto).not.toContain('Bruno Lima');
    const x = await xlsxRelatorio(
      s.admin,
      'sst',
      'trocas-epi',
      { referencia: REF, situacao: [] },
      'Troca prevista',
    );
    expect(x.rows.map((r) => [r[1], r[3], r[6]])).toEqual([
      ['Vencida', 'Ana Souza', 'Luva nitrílica'],
      ['A vencer', 'Ana Souza', 'Protetor auricular tipo concha'],
      ['Em dia', 'Bruno Lima', 'Protetor auricular tipo concha'],
    ]);
  });
});

describe('Ficha de EPI (report sst/ficha-epi)', () => {
  const secao = (texto: string, de: string, ate: string) =>
    texto.slice(texto.indexOf(de), texto.indexOf(ate));

  it('every delivery with its CA, the required EPIs never delivered, the NR-6 terms and the signature lines', async () => {
    const texto = await pdfRelatorio(s.admin, 'sst', 'ficha-epi', { colaborador: ids.ana });
    expect(texto).toContain('Ficha de EPI');
    for (const t of ['Ana Souza', '390.533.447-05', 'Operador de Prensa', 'Produção', '01/01/2023'])
      expect(texto).toContain(t);
    const entregas = secao(texto, 'EPIs entregues', 'EPIs exigidos');
    for (const t of [
      '10/06/2024',
      '1111',
      '31/12/2024',
      '07/12/2024',
      '01/02/2025',
      '2222',
      '3333',
      'Camisa',
    ])
      expect(entregas).toContain(t);
    // acknowledged on 03/02/2025; the 2024 delivery was never acknowledged
    expect(entregas).toContain('03/02/2025');
    expect(entregas).toContain('Pendente');
    const pendentes = secao(texto, 'EPIs exigidos', 'Termo de responsabilidade');
    expect(pendentes).toContain('Capacete de segurança');
    expect(pendentes).toContain(NUNCA_ENTREGUE);
    expect(pendentes).not.toContain('Protetor auricular');
    expect(texto).toContain(DECLARACAO_EPI.slice(0, 60));
    for (const t of ['Assinatura do talento', 'Responsável pela entrega (SST)', 'Local e data'])
      expect(texto).toContain(t);
  });

  it('an employee with no delivery: every required EPI flagged', async () => {
    const texto = await pdfRelatorio(s.admin, 'sst', 'ficha-epi', { colaborador: ids.diego });
    expect(texto).toContain('Nenhum EPI entregue a este talento.');
    const pendentes = secao(texto, 'EPIs exigidos', 'Termo de responsabilidade');
    expect(pendentes).toContain('Capacete de segurança');
    expect(pendentes).toContain('Protetor auricular tipo concha');
    expect(pendentes.split(NUNCA_ENTREGUE)).toHaveLength(3);
  });

  it("refuses another company's employee and an absent one", async () => {
    const outro = await created(s.other, '/api/cargo-salario/colaboradores', {
      nome: 'Zé',
      dataAdmissao: '2023-01-01',
    });
    const res = await gerarRelatorio(s.admin, 'sst', 'ficha-epi', { colaborador: outro.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'colaborador', message: 'Talento: registro não encontrado.' },
    ]);
    const sem = await gerarRelatorio(s.admin, 'sst', 'ficha-epi', {});
    expect(sem.json().errors).toEqual([{ field: 'colaborador', message: 'Talento é obrigatório' }]);
  });
});
