// Condições ambientais and the risk exposure per agent (§3 Risk exposure, §5 SST): one test per branch of every
// conditional rule, with the exact message and nothing stored; the SST professionals (base register).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ambiente,
  estabelecimento,
  funcao,
  profissional,
  protetorAuricular,
  RESPOSTAS_EPI,
} from './fixtures.ts';
import { created, refused, refusedAll, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
const ids: Record<string, number> = {};
beforeAll(async () => {
  s = await startSst();
  const est = await estabelecimento(s.t, s.admin);
  ids.ambiente = (await ambiente(s.admin, est.id)).id;
  ids.funcao = (await funcao(s.admin)).id;
  ids.risco = (await created(s.admin, '/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' })).id;
  ids.gravidade = (await s.admin.get('/api/sst/gravidades-risco?sort=id,asc')).body[1].id;
  ids.probabilidade = (await s.admin.get('/api/sst/probabilidades-risco?sort=id,asc')).body[1].id;
  ids.epc = (await created(s.admin, '/api/sst/epcs', { nome: 'Enclausuramento' })).id;
  ids.epi = (await protetorAuricular(s.admin)).id;
  ids.profissional = (await profissional(s.admin)).id;
});
afterAll(async () => s?.t.close());

const CONDICOES = '/api/sst/condicoes-ambientais';
const PROFISSIONAIS = '/api/sst/profissional';
const RUIDO = 201001;
const SILICA = 118001;
const CALOR = 201014;
const ARSENIO = 101001;
const JUDICIAL = 501001;
const AUSENCIA = 901001;

/** A quantitative noise exposure with everything filled; `over` changes or removes (undefined) fields. */
const agente = (over: Record<string, unknown> = {}) => ({
  atividadePerigosaInsalubre: { id: RUIDO },
  risco: { id: ids.risco },
  tipoAvaliacao: '1',
  intensidadeConcentracao: 91.5,
  unidadeMedida: 4,
  tecnicaMedicao: 'NHO-01 (dosimetria)',
  utilizaEpc: '0',
  utilizaEpi: '0',
  probabilidadeRisco: { id: ids.probabilidade },
  gravidadeRisco: { id: ids.gravidade },
  classificacaoSeveridadeRisco: 'MODERADO',
  ...over,
});
const condicao = (agentes: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  data: '2024-03-01',
  ambiente: { id: ids.ambiente },
  profissionais: [ids.profissional],
  agentes,
  ...over,
});
const post = (agentes: Record<string, unknown>[], over: Record<string, unknown> = {}) =>
  s.admin.post(CONDICOES, condicao(agentes, over));
const nega = (
  agentes: Record<string, unknown>[],
  field: string,
  message: string,
  over: Record<string, unknown> = {},
) => refused(s, 'condicao_ambiental', () => post(agentes, over), field, message);

describe('sst/condicoes-ambientais', () => {
  it('stores a record with its agents, EPC and EPI lists and the defaults of §3', async () => {
    const c = await created(
      s.admin,
      CONDICOES,
      condicao(
        [
          agente({
            utilizaEpc: '2',
            epcEficaz: 'S',
            epcs: [ids.epc],
            utilizaEpi: '2',
            epiEficaz: 'S',
            epis: [ids.epi],
            ...RESPOSTAS_EPI,
            medProtecao: 'N',
          }),
        ],
        { funcao: { id: ids.funcao }, observacao: 'Medição de 12/02/2024.' },
      ),
    );
    expect(c.agentes).toHaveLength(1);
    expect(c.agentes[0]).toMatchObject({
      atividadePerigosaInsalubre: { id: RUIDO, nome: expect.stringMatching(/^02\.01\.001 - /) },
      epcs: [ids.epc],
      epis: [ids.epi],
      medProtecao: 'N',
      condFuncto: 'S',
      usoInint: 'S',
      przValid: 'S',
      periodicTroca: 'S',
      higienizacao: 'S',
      insalubridade: false,
      periculosidade: false,
      especial: false,
      medicaoGravada: false,
      preencheRiscoPgr: false,
    });
    expect(c.profissionais).toEqual([ids.profissional]);
    const [row] = (await s.t.sql.query('SELECT count(*)::int AS n FROM condicao_ambiental_agentes_epis'))
      .rows;
    expect(row.n).toBe(1);
    // an update rewrites the item's lists
    const { id, ...resto } = c;
    const atualizado = await s.admin.put(`${CONDICOES}/${id}`, {
      ...resto,
      agentes: [{ ...c.agentes[0], epis: [], utilizaEpi: '1' }],
    });
    expect(atualizado.status).toBe(200);
    expect(atualizado.body.agentes[0].epis).toEqual([]);
  });

  it('applies the defaults of §3 where no rule asks for the value (09.01.001)', async () => {
    const c = await created(
      s.admin,
      CONDICOES,
      condicao([{ atividadePerigosaInsalubre: { id: AUSENCIA } }], { data: '2024-03-02' }),
    );
    expect(c.agentes[0]).toMatchObject({
      tipoAvaliacao: '1',
      utilizaEpc: '0',
      utilizaEpi: '0',
      ...RESPOSTAS_EPI,
      insalubridade: false,
      periculosidade: false,
      especial: false,
      medicaoGravada: false,
      preencheRiscoPgr: false,
    });
  });

  it.each([
    ['tipoAvaliacao', 'Tipo de Avaliação é obrigatório'],
    ['utilizaEpc', 'Utiliza EPC é obrigatória'],
    ['utilizaEpi', 'Utiliza EPI é obrigatória'],
  ])('a harmful agent needs %s answered (the console starts it at its default)', async (field, message) => {
    await nega([agente({ [field]: undefined })], `agentes.0.${field}`, message);
  });

  it.each([
    ['date', { data: undefined }, 'data', 'Data é obrigatória'],
    ['environment', { ambiente: undefined }, 'ambiente', 'Ambiente é obrigatório'],
    [
      'agents',
      { agentes: undefined },
      'agentes',
      'Informe ao menos um agente nocivo (sem exposição: 09.01.001).',
    ],
    [
      'agents (empty list)',
      { agentes: [] },
      'agentes',
      'Informe ao menos um agente nocivo (sem exposição: 09.01.001).',
    ],
    [
      'professionals when an agent is harmful',
      { profissionais: [] },
      'profissionais',
      'Selecione ao menos um(a) Responsáveis pelos Registros Ambientais',
    ],
    [
      'professionals (absent) when an agent is harmful',
      { profissionais: undefined },
      'profissionais',
      'Informe ao menos um profissional responsável pelos registros ambientais.',
    ],
  ])('refuses a record without %s', async (_c, over, field, message) => {
    await refused(
      s,
      'condicao_ambiental',
      () => s.admin.post(CONDICOES, { ...condicao([agente()]), ...over }),
      field,
      message,
    );
  });

  it('needs no professional when every agent is 09.01.001', async () => {
    const res = await post([{ atividadePerigosaInsalubre: { id: AUSENCIA } }], {
      profissionais: [],
      data: '2024-03-03',
    });
    expect(res.status).toBe(201);
  });

  it('refuses a second record of the same environment, function and date', async () => {
    await created(s.admin, CONDICOES, condicao([agente()], { data: '2024-04-01' }));
    await nega([agente()], 'data', 'Já existe uma condição ambiental deste ambiente e função nesta data.', {
      data: '2024-04-01',
    });
    // another function is another record
    expect((await post([agente()], { data: '2024-04-01', funcao: { id: ids.funcao } })).status).toBe(201);
  });
});

describe('risk exposure rules, one branch each', () => {
  it("agent required: 'Agente nocivo é requerido'", async () => {
    await nega(
      [agente({ atividadePerigosaInsalubre: undefined })],
      'agentes.0.atividadePerigosaInsalubre',
      'Agente nocivo é requerido',
    );
  });

  it('agent must exist in table 24', async () => {
    await nega(
      [agente({ atividadePerigosaInsalubre: { id: 123 } })],
      'agentes.0.atividadePerigosaInsalubre',
      'Agente Nocivo: registro não encontrado.',
    );
  });

  it("risk required: 'Risco é obrigatório'", async () => {
    await nega([agente({ risco: undefined })], 'agentes.0.risco', 'Risco é obrigatório');
  });

  it.each([
    ['probabilidadeRisco', 'Probabilidade é obrigatória'],
    ['gravidadeRisco', 'Gravidade é obrigatória'],
    ['classificacaoSeveridadeRisco', 'Classificação de Severidade é obrigatória'],
  ])('%s required', async (field, message) => {
    await nega([agente({ [field]: undefined })], `agentes.0.${field}`, message);
  });

  it('special agent 09.01.001 without the PGR risk: only the agent is required', async () => {
    const res = await post([{ atividadePerigosaInsalubre: { id: AUSENCIA } }], { data: '2024-05-01' });
    expect(res.status).toBe(201);
  });

  it('09.01.001 with the PGR risk filled: risk, probability, gravity and severity required again', async () => {
    await refusedAll(
      s,
      'condicao_ambiental',
      () => post([{ atividadePerigosaInsalubre: { id: AUSENCIA }, preencheRiscoPgr: true }]),
      [
        { field: 'agentes.0.risco', message: 'Risco é obrigatório' },
        { field: 'agentes.0.probabilidadeRisco', message: 'Probabilidade é obrigatória' },
        { field: 'agentes.0.gravidadeRisco', message: 'Gravidade é obrigatória' },
        {
          field: 'agentes.0.classificacaoSeveridadeRisco',
          message: 'Classificação de Severidade é obrigatória',
        },
      ],
    );
    const ok = await post(
      [
        {
          atividadePerigosaInsalubre: { id: AUSENCIA },
          preencheRiscoPgr: true,
          risco: { id: ids.risco },
          probabilidadeRisco: { id: ids.probabilidade },
          gravidadeRisco: { id: ids.gravidade },
          classificacaoSeveridadeRisco: 'TOLERAVEL',
        },
      ],
      { data: '2024-05-02' },
    );
    expect(ok.status).toBe(201);
  });

  it.each([
    ['01.01.001 (first of the first range)', ARSENIO],
    ['01.10.001 (last of the first range)', 110001],
    ['01.12.001 (first of the second range)', 112001],
    ['01.18.001 (last of the second range)', SILICA],
    ['05.01.001', JUDICIAL],
  ])('description required for agent %s', async (_c, id) => {
    await nega(
      [
        agente({
          atividadePerigosaInsalubre: { id },
          limiteTolerancia: 0.1,
          numeroProcessoJudicial: '12345678901234567',
        }),
      ],
      'agentes.0.descricao',
      'Descrição do Agente é obrigatória',
    );
  });

  it('description not required for agents outside the ranges (01.11.001, 02.01.001)', async () => {
    expect(
      (await post([agente({ atividadePerigosaInsalubre: { id: 111001 } })], { data: '2024-06-01' })).status,
    ).toBe(201);
    expect((await post([agente()], { data: '2024-06-02' })).status).toBe(201);
  });

  it('description of 101 characters: the eSocial layout message', async () => {
    await nega(
      [agente({ descricao: 'd'.repeat(101) })],
      'agentes.0.descricao',
      'Devido a adequação do novo layout do e-social a descrição passa a ser composta por 100 caracteres, favor ajustar!',
    );
  });

  it.each([
    ['unidadeMedida', 'Unidade de Medida é requerido'],
    ['tecnicaMedicao', 'Técnica de Medição é requerido'],
    ['intensidadeConcentracao', 'Intensidade/Concentração é requerido'],
  ])("quantitative assessment ('1'): %s required", async (field, message) => {
    await nega([agente({ [field]: undefined })], `agentes.0.${field}`, message);
  });

  it("qualitative assessment ('2'): unit, technique and intensity not required", async () => {
    const res = await post(
      [
        agente({
          tipoAvaliacao: '2',
          unidadeMedida: undefined,
          tecnicaMedicao: undefined,
          intensidadeConcentracao: undefined,
        }),
      ],
      { data: '2024-06-03' },
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['01.18.001', SILICA],
    ['02.01.014', CALOR],
  ])('tolerance limit required for %s (quantitative)', async (_c, id) => {
    await nega(
      [agente({ atividadePerigosaInsalubre: { id }, descricao: 'Poeira de sílica' })],
      'agentes.0.limiteTolerancia',
      'Limite de Tolerância é obrigatório',
    );
  });

  it('tolerance limit not required for those agents when qualitative, nor for other agents', async () => {
    expect(
      (
        await post([agente({ atividadePerigosaInsalubre: { id: CALOR }, tipoAvaliacao: '2' })], {
          data: '2024-06-04',
        })
      ).status,
    ).toBe(201);
  });

  it("EPC used ('2'): effectiveness and the EPC list required", async () => {
    await refusedAll(s, 'condicao_ambiental', () => post([agente({ utilizaEpc: '2' })]), [
      { field: 'agentes.0.epcEficaz', message: 'EPC Eficaz é obrigatório' },
      { field: 'agentes.0.epcs', message: 'EPCs é obrigatório' },
    ]);
    await nega(
      [agente({ utilizaEpc: '2', epcEficaz: 'S', epcs: [] })],
      'agentes.0.epcs',
      'Selecione ao menos um(a) EPCs',
    );
  });

  it("EPC not implemented ('1'): nothing more required", async () => {
    expect((await post([agente({ utilizaEpc: '1' })], { data: '2024-06-05' })).status).toBe(201);
  });

  it("EPI used ('2'): 'É requerido' on the effectiveness and each of the six checks; the list required", async () => {
    await refusedAll(s, 'condicao_ambiental', () => post([agente({ utilizaEpi: '2' })]), [
      { field: 'agentes.0.epiEficaz', message: 'É requerido' },
      { field: 'agentes.0.epis', message: 'EPIs é obrigatório' },
      ...Object.keys(RESPOSTAS_EPI).map((k) => ({ field: `agentes.0.${k}`, message: 'É requerido' })),
    ]);
    await nega(
      [agente({ utilizaEpi: '2', epiEficaz: 'S', epis: [], ...RESPOSTAS_EPI })],
      'agentes.0.epis',
      'Selecione ao menos um(a) EPIs',
    );
  });

  it.each(Object.keys(RESPOSTAS_EPI))(
    "EPI used: the check %s alone missing is 'É requerido'",
    async (field) => {
      await nega(
        [agente({ utilizaEpi: '2', epiEficaz: 'N', epis: [ids.epi], ...RESPOSTAS_EPI, [field]: undefined })],
        `agentes.0.${field}`,
        'É requerido',
      );
    },
  );

  it('EPI used: a check answer other than S or N is invalid', async () => {
    await nega(
      [agente({ utilizaEpi: '2', epiEficaz: 'N', epis: [ids.epi], ...RESPOSTAS_EPI, usoInint: 'X' })],
      'agentes.0.usoInint',
      'Observado o uso ininterrupto do EPI?: valor inválido.',
    );
  });

  it("EPI not used ('1'): nothing more required", async () => {
    expect((await post([agente({ utilizaEpi: '1' })], { data: '2024-06-06' })).status).toBe(201);
  });

  it.each([
    ['16 digits', '1234567890123456'],
    ['18 digits', '123456789012345678'],
    ['21 digits', '123456789012345678901'],
  ])('05.01.001: a process number of %s is not valid', async (_c, numero) => {
    await nega(
      [
        agente({
          atividadePerigosaInsalubre: { id: JUDICIAL },
          descricao: 'Agente por decisão judicial',
          numeroProcessoJudicial: numero,
        }),
      ],
      'agentes.0.numeroProcessoJudicial',
      'Número do Processo Judicial não é válido...',
    );
  });

  it('05.01.001: 17 (administrative) or 20 (judicial) digits are valid; punctuation dropped', async () => {
    for (const [i, numero] of ['12345678901234567', '0001234-56.2023.5.02.0001'].entries())
      expect(
        (
          await post(
            [
              agente({
                atividadePerigosaInsalubre: { id: JUDICIAL },
                descricao: 'Agente judicial',
                numeroProcessoJudicial: numero,
              }),
            ],
            { data: `2024-07-0${i + 1}` },
          )
        ).status,
      ).toBe(201);
  });

  it('05.01.001: the number is required on or after 2024-01-22', async () => {
    await nega(
      [agente({ atividadePerigosaInsalubre: { id: JUDICIAL }, descricao: 'Agente judicial' })],
      'agentes.0.numeroProcessoJudicial',
      'Número do Processo Judicial não é válido...',
      { data: '2024-01-22' },
    );
  });

  it('05.01.001: the number is optional before 2024-01-22', async () => {
    expect(
      (
        await post([agente({ atividadePerigosaInsalubre: { id: JUDICIAL }, descricao: 'Agente judicial' })], {
          data: '2024-01-21',
        })
      ).status,
    ).toBe(201);
  });

  it("refuses another company's EPI in an agent", async () => {
    const tipoB = await created(s.other, '/api/sst/tipos-epi', { nome: 'Uniforme' });
    const epiB = await created(s.other, '/api/sst/epis', {
      nome: 'EPI B',
      tipoEpi: { id: tipoB.id },
      fardamento: true,
    });
    await nega(
      [agente({ utilizaEpi: '2', epiEficaz: 'S', epis: [epiB.id], ...RESPOSTAS_EPI })],
      'agentes.0.epis',
      'EPIs: registro não encontrado.',
    );
  });

  it('an EPI in use by an exposure cannot be deleted', async () => {
    await created(
      s.admin,
      CONDICOES,
      condicao([agente({ utilizaEpi: '2', epiEficaz: 'S', epis: [ids.epi], ...RESPOSTAS_EPI })], {
        data: '2025-01-10',
      }),
    );
    const res = await s.admin.del(`/api/sst/epis/${ids.epi}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Não é possível excluir/);
  });
});

describe('sst/profissional', () => {
  const prof = (over: Record<string, unknown> = {}) => ({
    nome: 'Dr. Paulo Saúde',
    orgaoDeClasse: 1,
    numeroInscricao: '123456',
    uf: { id: 35 },
    ...over,
  });
  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['nome of 71', { nome: 'n'.repeat(71) }, 'nome', 'Nome deve ter no máximo 70 caracteres.'],
    ['class body absent', { orgaoDeClasse: undefined }, 'orgaoDeClasse', 'Órgão de Classe é obrigatório'],
    [
      'registration absent',
      { numeroInscricao: undefined },
      'numeroInscricao',
      'Número de Inscrição é obrigatório',
    ],
    [
      'CRM registration of 11',
      { numeroInscricao: '12345678901' },
      'numeroInscricao',
      'Número de Inscrição deve ter no máximo 10 caracteres.',
    ],
    [
      'other body registration of 15',
      { orgaoDeClasse: 4, numeroInscricao: '1'.repeat(15) },
      'numeroInscricao',
      'Número de Inscrição deve ter no máximo 14 caracteres.',
    ],
    ['state absent (CRM)', { uf: undefined }, 'uf', 'Estado é obrigatório'],
    [
      'abbreviation absent (other body)',
      { orgaoDeClasse: 9 },
      'siglaOrgaoDeClasse',
      'Sigla do Órgão de Classe é obrigatória',
    ],
    [
      'abbreviation of 23',
      { orgaoDeClasse: 9, siglaOrgaoDeClasse: 'S'.repeat(23) },
      'siglaOrgaoDeClasse',
      'Sigla do Órgão de Classe deve ter no máximo 22 caracteres.',
    ],
    ['CPF invalid', { cpf: '12345678900' }, 'cpf', 'Cpf inválido.'],
    ['CPF of 10 digits', { cpf: '1234567890' }, 'cpf', 'Cpf inválido.'],
    ['NIT invalid', { nit: '12345678901' }, 'nit', 'O número PIS é inválido'],
  ])('refuses %s', async (_c, over, field, message) => {
    await refused(s, 'profissional_sst', () => s.admin.post(PROFISSIONAIS, prof(over)), field, message);
  });

  it('RMS needs no state; CRM registration of 10 is accepted', async () => {
    expect((await s.admin.post(PROFISSIONAIS, prof({ orgaoDeClasse: 3, uf: undefined }))).status).toBe(201);
    expect((await s.admin.post(PROFISSIONAIS, prof({ numeroInscricao: '1234567890' }))).status).toBe(201);
  });
});
