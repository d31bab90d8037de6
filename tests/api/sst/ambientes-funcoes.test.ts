// Obras, ambientes (history, place types), funções (cadastral and managerial histories), the environments of
// an establishment at a date, and the employee's environment and function in the career history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ambiente,
  CAEPF,
  CNO,
  CNO_2,
  CNPJ_TERCEIRO,
  endereco,
  entradaCarreira,
  estabelecimento,
  funcao,
  posicao,
} from './fixtures.ts';
import { created, refused, refusedAll, type SstTest, startSst } from './helpers.ts';

let s: SstTest;
let matrizId: number;
let filialId: number;
beforeAll(async () => {
  s = await startSst();
  matrizId = (await estabelecimento(s.t, s.admin)).id;
  filialId = (await estabelecimento(s.t, s.admin, '0002', 'Filial')).id;
});
afterAll(async () => s?.t.close());

const OBRAS = '/api/sst/obra';
const AMBIENTES = '/api/sst/ambientes';
const FUNCOES = '/api/sst/funcoes';
const HISTORICOS = '/api/cargo-salario/historicos-colaboradores';

describe('sst/obra', () => {
  const obra = (over: Record<string, unknown> = {}) => ({
    nome: 'Edifício Aurora',
    tipo: 1,
    numeroInscricao: CNO,
    estabelecimentoResponsavel: { id: matrizId },
    endereco,
    ...over,
  });

  it('creates a works with its CNO (punctuation dropped)', async () => {
    const o = await created(s.admin, OBRAS, obra({ numeroInscricao: '05.100.00000/07' }));
    expect(o).toMatchObject({ tipo: 1, numeroInscricao: CNO, estabelecimentoResponsavel: { id: matrizId } });
  });

  it.each([
    ['nome absent', { nome: undefined }, 'nome', 'Nome é obrigatório'],
    ['tipo absent', { tipo: undefined }, 'tipo', 'Tipo é obrigatório'],
    ['tipo 0', { tipo: 0 }, 'tipo', 'Tipo: valor inválido.'],
    [
      'inscrição absent',
      { numeroInscricao: undefined },
      'numeroInscricao',
      'Número de Inscrição (CNO) é obrigatório',
    ],
    [
      'inscrição with a wrong check digit',
      { numeroInscricao: '051000000008' },
      'numeroInscricao',
      'Número de inscrição inválido',
    ],
    [
      'inscrição too short',
      { numeroInscricao: '05100000000' },
      'numeroInscricao',
      'Número de inscrição inválido',
    ],
    [
      'responsible establishment absent',
      { estabelecimentoResponsavel: undefined },
      'estabelecimentoResponsavel',
      'Estabelecimento Responsável é obrigatório',
    ],
  ])('refuses %s and stores nothing', async (_c, over, field, message) => {
    await refused(
      s,
      'obra',
      () => s.admin.post(OBRAS, obra({ numeroInscricao: CNO_2, ...over })),
      field,
      message,
    );
  });

  it('refuses a second works with the same CNO', async () => {
    await refused(
      s,
      'obra',
      () => s.admin.post(OBRAS, obra({ nome: 'Outra' })),
      'numeroInscricao',
      'Já existe uma obra com este CNO nesta empresa.',
    );
  });
});

describe('sst/ambientes', () => {
  // the tables below are built before beforeAll runs: the establishment id is read when the body is sent
  const hist = (over: Record<string, unknown> = {}) => ({
    data: '2021-01-01',
    nomeAmbiente: 'Almoxarifado',
    tipoLocal: 'E',
    estabelecimento: {
      get id() {
        return matrizId;
      },
    },
    ...over,
  });
  const post = (...historicos: Record<string, unknown>[]) => s.admin.post(AMBIENTES, { historicos });

  it('keeps the entries in date order and takes the name of the latest one', async () => {
    const a = await created(s.admin, AMBIENTES, {
      historicos: [hist({ data: '2023-05-01', nomeAmbiente: 'Almoxarifado Central' }), hist()],
    });
    expect(a.nome).toBe('Almoxarifado Central');
    expect(a.historicos.map((h: any) => h.data)).toEqual(['2021-01-01', '2023-05-01']);
    expect((await s.admin.get(`${AMBIENTES}?nome=central`)).body.map((x: any) => x.id)).toEqual([a.id]);
  });

  it.each([
    ['no history', [], 'historicos', 'Informe ao menos um histórico do ambiente.'],
    ['date absent', [hist({ data: undefined })], 'historicos.0.data', 'Data é obrigatória'],
    [
      'name absent',
      [hist({ nomeAmbiente: undefined })],
      'historicos.0.nomeAmbiente',
      'Nome do Ambiente é obrigatório',
    ],
    [
      'name of 101',
      [hist({ nomeAmbiente: 'a'.repeat(101) })],
      'historicos.0.nomeAmbiente',
      'Nome do Ambiente deve ter no máximo 100 caracteres.',
    ],
    [
      'end before start',
      [hist({ dataEncerramento: '2020-12-31' })],
      'historicos.0.dataEncerramento',
      'Data Encerramento inferior `A partir da data`.',
    ],
    [
      'own establishment without it',
      [hist({ estabelecimento: undefined })],
      'historicos.0.estabelecimento',
      'Estabelecimento é obrigatório',
    ],
    [
      'own works without it',
      [hist({ tipoLocal: 'O', estabelecimento: undefined })],
      'historicos.0.obra',
      'Obra é obrigatória',
    ],
    [
      'third party without registration type',
      [hist({ tipoLocal: 'T', inscricaoTerceiro: CNPJ_TERCEIRO })],
      'historicos.0.tipoInscricaoTerceiro',
      'Tipo de Inscrição do Terceiro é obrigatório',
    ],
    [
      'third party without registration',
      [hist({ tipoLocal: 'T', tipoInscricaoTerceiro: '1' })],
      'historicos.0.inscricaoTerceiro',
      'Inscrição do Terceiro é obrigatória',
    ],
    [
      'third party with a bad CNPJ',
      [hist({ tipoLocal: 'T', tipoInscricaoTerceiro: '1', inscricaoTerceiro: '11444777000162' })],
      'historicos.0.inscricaoTerceiro',
      'Cnpj inválido.',
    ],
    [
      'third party with a CAEPF given as CNPJ',
      [hist({ tipoLocal: 'T', tipoInscricaoTerceiro: '1', inscricaoTerceiro: CAEPF })],
      'historicos.0.inscricaoTerceiro',
      'Cnpj inválido.',
    ],
    [
      'third party with a bad CAEPF',
      [hist({ tipoLocal: 'T', tipoInscricaoTerceiro: '3', inscricaoTerceiro: '52998224725038' })],
      'historicos.0.inscricaoTerceiro',
      'Caepf inválido.',
    ],
    [
      'third party with a bad CNO',
      [hist({ tipoLocal: 'T', tipoInscricaoTerceiro: '4', inscricaoTerceiro: '051000000008' })],
      'historicos.0.inscricaoTerceiro',
      'Cno inválido.',
    ],
    [
      'two entries on one date',
      [hist(), hist({ nomeAmbiente: 'Outro' })],
      'historicos.1.data',
      'Já existe um histórico do ambiente nesta data.',
    ],
  ])('refuses %s and stores nothing', async (_c, historicos, field, message) => {
    await refused(s, 'ambiente', () => post(...(historicos as Record<string, unknown>[])), field, message);
  });

  it('accepts each place type with what it needs', async () => {
    const obra = await created(s.admin, OBRAS, {
      nome: 'Galpão',
      tipo: 1,
      numeroInscricao: CNO_2,
      estabelecimentoResponsavel: { id: matrizId },
    });
    for (const h of [
      hist({ tipoLocal: 'O', estabelecimento: undefined, obra: { id: obra.id } }),
      hist({
        tipoLocal: 'T',
        estabelecimento: undefined,
        tipoInscricaoTerceiro: '1',
        inscricaoTerceiro: CNPJ_TERCEIRO,
      }),
      hist({
        tipoLocal: 'T',
        estabelecimento: undefined,
        tipoInscricaoTerceiro: '3',
        inscricaoTerceiro: CAEPF,
      }),
      hist({
        tipoLocal: 'T',
        estabelecimento: undefined,
        tipoInscricaoTerceiro: '4',
        inscricaoTerceiro: CNO,
      }),
    ])
      expect((await post(h)).body).toMatchObject({ id: expect.any(Number) });
  });

  it("refuses another company's establishment", async () => {
    const outro = await estabelecimento(s.t, s.other).catch(() => undefined);
    const id = outro?.id ?? 999_999;
    await refused(
      s,
      'ambiente',
      () => post(hist({ estabelecimento: { id } })),
      'historicos.0.estabelecimento',
      'Estabelecimento: registro não encontrado.',
    );
  });
});

describe('GET utilitario/estabelecimentos/{id}/ambientes?data', () => {
  it('lists the environments of the establishment in force at the date', async () => {
    const url = (id: number, data: string) => `/api/utilitario/estabelecimentos/${id}/ambientes?data=${data}`;
    const mudou = await created(s.admin, AMBIENTES, {
      historicos: [
        { data: '2022-01-01', nomeAmbiente: 'Pintura', tipoLocal: 'E', estabelecimento: { id: matrizId } },
        {
          data: '2024-01-01',
          nomeAmbiente: 'Pintura (filial)',
          tipoLocal: 'E',
          estabelecimento: { id: filialId },
        },
      ],
    });
    const encerrado = await created(s.admin, AMBIENTES, {
      historicos: [
        {
          data: '2022-01-01',
          nomeAmbiente: 'Solda',
          tipoLocal: 'E',
          estabelecimento: { id: filialId },
          dataEncerramento: '2024-06-30',
        },
      ],
    });
    const filial2023 = (await s.admin.get(url(filialId, '2023-06-01'))).body;
    expect(filial2023).toEqual([
      { id: encerrado.id, nome: 'Solda', data: '2022-01-01', dataEncerramento: '2024-06-30' },
    ]);
    expect((await s.admin.get(url(filialId, '2024-06-30'))).body.map((a: any) => a.nome)).toEqual([
      'Pintura (filial)',
      'Solda',
    ]);
    expect((await s.admin.get(url(filialId, '2024-07-01'))).body.map((a: any) => a.id)).toEqual([mudou.id]);
    expect((await s.admin.get(url(matrizId, '2023-06-01'))).body.map((a: any) => a.nome)).toContain(
      'Pintura',
    );
    expect((await s.admin.get(url(matrizId, '2024-06-01'))).body.map((a: any) => a.nome)).not.toContain(
      'Pintura',
    );
    expect((await s.admin.get(url(filialId, '2024-02-30'))).status).toBe(400);
    expect((await s.other.get(url(filialId, '2024-06-01'))).status).toBe(404);
  });
});

describe('sst/funcoes', () => {
  const hist = (over: Record<string, unknown> = {}) => ({
    data: '2021-01-01',
    nomeFuncao: 'Soldador',
    cbo: { id: 724315 },
    descricao: 'Soldar peças metálicas.',
    ...over,
  });

  it('stores both histories and takes the name of the latest cadastral entry', async () => {
    const f = await created(s.admin, FUNCOES, {
      historicos: [hist({ data: '2024-01-01', nomeFuncao: 'Soldador II' }), hist()],
      historicosGerenciais: [{ data: '2024-02-01', observacao: 'Jornada 12x36 na linha 2.' }],
    });
    expect(f.nome).toBe('Soldador II');
    expect(f.historicos[0]).toMatchObject({ data: '2021-01-01', cbo: { id: 724315, titulo: 'Soldador' } });
    expect(f.historicosGerenciais).toEqual([
      { id: expect.any(Number), data: '2024-02-01', observacao: 'Jornada 12x36 na linha 2.' },
    ]);
  });

  it.each([
    ['no history', { historicos: [] }, 'historicos', 'Informe ao menos um histórico da função.'],
    ['CBO absent', { historicos: [hist({ cbo: undefined })] }, 'historicos.0.cbo', 'CBO é obrigatório'],
    [
      'CBO unknown',
      { historicos: [hist({ cbo: { id: 999999 } })] },
      'historicos.0.cbo',
      'CBO: registro não encontrado.',
    ],
    ['date absent', { historicos: [hist({ data: undefined })] }, 'historicos.0.data', 'Data é obrigatória'],
    [
      'name absent',
      { historicos: [hist({ nomeFuncao: ' ' })] },
      'historicos.0.nomeFuncao',
      'Nome da Função é obrigatório',
    ],
    [
      'name of 101',
      { historicos: [hist({ nomeFuncao: 'f'.repeat(101) })] },
      'historicos.0.nomeFuncao',
      'Nome da Função deve ter no máximo 100 caracteres.',
    ],
    [
      'description absent',
      { historicos: [hist({ descricao: undefined })] },
      'historicos.0.descricao',
      'Descrição das Atividades é obrigatória',
    ],
    [
      'managerial entry without text',
      { historicos: [hist()], historicosGerenciais: [{ data: '2024-01-01' }] },
      'historicosGerenciais.0.observacao',
      'Observações Gerenciais é obrigatório',
    ],
    [
      'two cadastral entries on one date',
      { historicos: [hist(), hist()] },
      'historicos.1.data',
      'Já existe um histórico da função nesta data.',
    ],
  ])('refuses %s and stores nothing', async (_c, body, field, message) => {
    await refused(s, 'funcao', () => s.admin.post(FUNCOES, body), field, message);
  });
});

describe("the employee's environment and function in the career history", () => {
  let p: { areaId: number; faixaId: number };
  let ambienteId: number;
  let funcaoId: number;
  beforeAll(async () => {
    p = await posicao(s.admin);
    ambienteId = (await ambiente(s.admin, matrizId, 'Prensas')).id;
    funcaoId = (await funcao(s.admin)).id;
  });

  async function colaborador(nome: string) {
    return (await created(s.admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: '2021-03-01' }))
      .id as number;
  }

  it('is optional by default and shown in the history with its titles', async () => {
    const c = await colaborador('Sem SST');
    expect((await s.admin.post(HISTORICOS, entradaCarreira(p, c, '2021-03-01'))).status).toBe(201);
    const c2 = await colaborador('Com SST');
    const h = await created(
      s.admin,
      HISTORICOS,
      entradaCarreira(p, c2, '2021-03-01', { ambiente: { id: ambienteId }, funcao: { id: funcaoId } }),
    );
    expect(h).toMatchObject({
      ambiente: { id: ambienteId, nome: 'Prensas' },
      funcao: { id: funcaoId, nome: 'Operador de Prensa' },
    });
  });

  it('must be in force on the entry date', async () => {
    const c = await colaborador('Antes do ambiente');
    const novo = await created(s.admin, AMBIENTES, {
      historicos: [
        {
          data: '2022-01-01',
          nomeAmbiente: 'Novo',
          tipoLocal: 'E',
          estabelecimento: { id: matrizId },
          dataEncerramento: '2023-12-31',
        },
      ],
    });
    await refused(
      s,
      'historico_colaborador',
      () => s.admin.post(HISTORICOS, entradaCarreira(p, c, '2021-03-01', { ambiente: { id: novo.id } })),
      'ambiente',
      'O ambiente não está vigente na data do histórico.',
    );
    const nova = await created(s.admin, FUNCOES, {
      historicos: [{ data: '2022-01-01', nomeFuncao: 'Nova', cbo: { id: 784205 }, descricao: 'Fazer.' }],
    });
    await refused(
      s,
      'historico_colaborador',
      () => s.admin.post(HISTORICOS, entradaCarreira(p, c, '2021-03-01', { funcao: { id: nova.id } })),
      'funcao',
      'A função não está vigente na data do histórico.',
    );
    await created(s.admin, HISTORICOS, entradaCarreira(p, c, '2021-03-01'));
    await refused(
      s,
      'historico_colaborador',
      () => s.admin.post(HISTORICOS, entradaCarreira(p, c, '2024-01-01', { ambiente: { id: novo.id } })),
      'ambiente',
      'O ambiente não está vigente na data do histórico.',
    );
    expect(
      (
        await s.admin.post(
          HISTORICOS,
          entradaCarreira(p, c, '2023-06-01', { ambiente: { id: novo.id }, funcao: { id: nova.id } }),
        )
      ).status,
    ).toBe(201);
  });

  it("is required when the company sets 'Obrigar Ambiente e Função'", async () => {
    await s.t.sql.query('UPDATE empresa SET obrigar_ambiente_funcao = true WHERE id = 1');
    try {
      const c = await colaborador('Obrigatório');
      await refusedAll(
        s,
        'historico_colaborador',
        () => s.admin.post(HISTORICOS, entradaCarreira(p, c, '2021-03-01')),
        [
          { field: 'ambiente', message: 'Ambiente é obrigatório' },
          { field: 'funcao', message: 'Função é obrigatória' },
        ],
      );
      expect(
        (
          await s.admin.post(
            HISTORICOS,
            entradaCarreira(p, c, '2021-03-01', { ambiente: { id: ambienteId }, funcao: { id: funcaoId } }),
          )
        ).status,
      ).toBe(201);
    } finally {
      await s.t.sql.query('UPDATE empresa SET obrigar_ambiente_funcao = false WHERE id = 1');
    }
  });

  it("refuses another company's environment", async () => {
    const c = await colaborador('Outra empresa');
    const estB = await s.t.sql.query(
      `INSERT INTO estabelecimento (empresa_id, nome) VALUES ($1, 'B') RETURNING id`,
      [s.otherEmpresaId],
    );
    const ambB = await ambiente(s.other, estB.rows[0].id, 'Ambiente da B');
    await refused(
      s,
      'historico_colaborador',
      () => s.admin.post(HISTORICOS, entradaCarreira(p, c, '2021-03-01', { ambiente: { id: ambB.id } })),
      'ambiente',
      'Ambiente: registro não encontrado.',
    );
  });
});
