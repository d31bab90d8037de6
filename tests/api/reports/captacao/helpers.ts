// Shared data of the recruitment report tests, inserted with SQL into company 1 (the history rows are what
// the lead's move actions write; here they are fixed so every figure below can be worked by hand).
//
// Requests (Comercial > Vendas / Operações; stages 1 Triagem, 2 Entrevista RH, 3 Entrevista gestor):
//   S1 Vendedores para a loja   2026-01-05  Matriz        Vendas      Vendedor – Júnior   Aumento de quadro  2 vagas
//      forecast 2026-02-04, closed 2026-02-20
//      Ana   Triagem 01-06 A, RH 01-10 A, Gestor 01-15 A ('Ótima comunicação')  CONTRATADO (employee admitted 2026-02-01)
//      Bruno Triagem 01-06 A, RH 01-10 R ('Sem disponibilidade de horário')       REPROVADO
//      Carla Triagem 01-07 A, RH 01-12 A, Gestor 01-18 A                          CONTRATADO (no employee: filled 01-18)
//      → filled on 2026-02-01 (2nd hire), 27 days, forecast 30, deviation −3
//   S2 Operador de empilhadeira 2026-01-20  Filial Norte  Operações   Operador – I        Substituição       1 vaga
//      forecast 2026-02-19, open
//      Diego Triagem 01-21 A, RH 01-25 A, Gestor 01-30 P                          EM_PROCESSO
//      Elisa Triagem 01-21 A, RH 01-26 A                                          CONTRATADO → filled 01-26, 6 days, −24
//   S3 Vendedor temporário      2026-02-01  Matriz        Vendas      Vendedor – Júnior   Aumento de quadro  1 vaga, cancelled
//      Bruno Triagem 02-02 P                                                      EM_PROCESSO
//   S4 Operadores de reposição  2026-02-10  Filial Norte  Operações   Operador – I        Substituição       2 vagas, suspended
// Candidates (registered 2026-01): Ana (LinkedIn, referred by Carlos Lima, QUALIFICADO), Bruno (Indicação de
// funcionário, relatives 'João Alves (irmão), Logística', NAO_QUALIFICADO), Carla (Site da empresa,
// DADOS_INCOMPLETOS, portal), Diego (no channel, relatives flag only, NAO_VERIFICADO), Elisa (LinkedIn,
// QUALIFICADO, hired). Another company holds 'Zeca Alheio' in 'Vaga alheia': he must never show up.
import {
  dia,
  errosRelatorio,
  gerarRelatorio,
  pdfRelatorio,
  pdfText,
  SEM_DADOS,
  xlsxRelatorio,
} from '../../../helpers/reports.ts';
import type { Client, TestApp } from '../../../helpers/test-app.ts';

export type Ids = Record<string, number>;

async function one(t: TestApp, text: string, params: unknown[] = []): Promise<number> {
  const res = await t.sql.query(text, params);
  return res.rows[0].id as number;
}

type Cand = {
  nome: string;
  cadastro: string;
  como?: number;
  indicado?: string;
  possuiParentes?: boolean;
  parentes?: string;
  qualificacao?: string;
  status?: string;
  origem?: string;
  cargos: number[];
  celular?: string;
  email?: string;
  contratado?: boolean;
  colaborador?: number;
};

/** Inserts the data set; returns the ids by short name. */
export async function seed(t: TestApp): Promise<Ids> {
  const ids: Ids = {};
  const empresa = async (E: number, sufixo: string) => {
    const estab = (nome: string) =>
      one(t, `INSERT INTO estabelecimento (empresa_id, nome) VALUES ($1, $2) RETURNING id`, [
        E,
        nome + sufixo,
      ]);
    const area = (nome: string, mae: number | null) =>
      one(
        t,
        `INSERT INTO area_organizacional (empresa_id, nome, area_mae_id, ativo) VALUES ($1, $2, $3, true) RETURNING id`,
        [E, nome + sufixo, mae],
      );
    const grupo = (nome: string) =>
      one(t, `INSERT INTO grupo_ocupacional (empresa_id, nome) VALUES ($1, $2) RETURNING id`, [
        E,
        nome + sufixo,
      ]);
    const cargo = (nome: string, g: number) =>
      one(
        t,
        `INSERT INTO cargo (empresa_id, nome, nome_mercado, grupo_ocupacional_id, ativa) VALUES ($1, $2, $2, $3, true) RETURNING id`,
        [E, nome + sufixo, g],
      );
    const faixa = (c: number, nome: string) =>
      one(t, `INSERT INTO faixa_salarial (empresa_id, cargo_id, nome) VALUES ($1, $2, $3) RETURNING id`, [
        E,
        c,
        nome,
      ]);
    const x: Ids = {};
    x.matriz = await estab('Matriz');
    x.filial = await estab('Filial Norte');
    x.comercial = await area('Comercial', null);
    x.vendas = await area('Vendas', x.comercial);
    x.operacoes = await area('Operações', null);
    x.gCom = await grupo('Comercial');
    x.gOpe = await grupo('Operacional');
    x.vendedor = await cargo('Vendedor', x.gCom);
    x.operador = await cargo('Operador de Empilhadeira', x.gOpe);
    x.fVend = await faixa(x.vendedor, 'Júnior');
    x.fOpe = await faixa(x.operador, 'I');
    x.aumento = await one(
      t,
      `INSERT INTO motivo_solicitacao (empresa_id, descricao) VALUES ($1, $2) RETURNING id`,
      [E, `Aumento de quadro${sufixo}`],
    );
    x.substituicao = await one(
      t,
      `INSERT INTO motivo_solicitacao (empresa_id, descricao) VALUES ($1, $2) RETURNING id`,
      [E, `Substituição${sufixo}`],
    );
    for (const [k, ordem, nome] of [
      ['triagem', 1, 'Triagem de currículos'],
      ['rh', 2, 'Entrevista com o RH'],
      ['gestor', 3, 'Entrevista com o gestor'],
    ] as const)
      x[k] = await one(
        t,
        `INSERT INTO etapa_seletiva (empresa_id, ordem, nome) VALUES ($1, $2, $3) RETURNING id`,
        [E, ordem, nome + sufixo],
      );
    for (const [k, nome] of [
      ['linkedin', 'LinkedIn'],
      ['indicacao', 'Indicação de funcionário'],
      ['site', 'Site da empresa'],
    ] as const)
      x[k] = await one(
        t,
        `INSERT INTO como_ficou_sabendo_vaga (empresa_id, nome) VALUES ($1, $2) RETURNING id`,
        [E, nome + sufixo],
      );
    return x;
  };

  const candidato = async (E: number, c: Cand) => {
    const id = await one(
      t,
      `INSERT INTO candidato (empresa_id, nome, data_cadastro, data_atualizacao, como_ficou_sabendo_vaga_id,
         pessoal_indicado_por, pessoal_possui_parentes, pessoal_parentes_amigos, qualificacao_cadastral,
         status_cadastral, origem, contato_ddd_celular, contato_fone_celular, contato_email, contratado,
         colaborador_id, disponivel)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true) RETURNING id`,
      [
        E,
        c.nome,
        c.cadastro,
        c.como ?? null,
        c.indicado ?? null,
        c.possuiParentes ?? null,
        c.parentes ?? null,
        c.qualificacao ?? null,
        c.status ?? 'COMPLETO',
        c.origem ?? 'I',
        c.celular ? '11' : null,
        c.celular ?? null,
        c.email ?? null,
        c.contratado ?? false,
        c.colaborador ?? null,
      ],
    );
    for (const cargo of c.cargos)
      await t.sql.query(`INSERT INTO candidato_cargos (owner_id, ref_id) VALUES ($1, $2)`, [id, cargo]);
    return id;
  };

  type Sol = {
    data: string;
    descricao: string;
    estab: number;
    area: number;
    faixa: number;
    motivo: number;
    qtd: number;
    previsao: string;
    encerrada?: string;
    cancelada?: boolean;
    suspensa?: boolean;
  };
  const solicitacao = (E: number, s: Sol) =>
    one(
      t,
      `INSERT INTO solicitacao_pessoal (empresa_id, data, descricao, horario_comercial, estabelecimento_id,
         area_organizacional_id, faixa_salarial_id, motivo_solicitacao_id, quantidade, data_previsao_encerramento,
         status, suspensa, cancelada, encerrada, data_encerramento, invisivel_para_gestor)
       VALUES ($1, $2, $3, '08:00 às 17:00', $4, $5, $6, $7, $8, $9, 'A', $10, $11, $12, $13, false) RETURNING id`,
      [
        E,
        s.data,
        s.descricao,
        s.estab,
        s.area,
        s.faixa,
        s.motivo,
        s.qtd,
        s.previsao,
        s.suspensa ?? false,
        s.cancelada ?? false,
        s.encerrada !== undefined,
        s.encerrada ?? null,
      ],
    );

  /** A candidate in a request's process with its moves [stage, date, result, note?]. */
  const processo = async (
    E: number,
    sol: number,
    cand: number,
    situacao: string,
    moves: [number, string, string, string?][],
  ) => {
    const cs = await one(
      t,
      `INSERT INTO candidato_solicitacao (empresa_id, candidato_id, solicitacao_id, etapa_seletiva_id, situacao, origem, data_inclusao)
       VALUES ($1, $2, $3, $4, $5, 'I', $6) RETURNING id`,
      [E, cand, sol, moves.at(-1)?.[0] ?? null, situacao, moves[0]?.[1] ?? '2026-01-05'],
    );
    for (const [etapa, data, resultado, obs] of moves)
      await t.sql.query(
        `INSERT INTO historico_candidato (empresa_id, candidato_solicitacao_id, etapa_seletiva_id, data, resultado, observacao, responsavel_id)
         VALUES ($1, $2, $3, $4, $5, $6, 1)`,
        [E, cs, etapa, data, resultado, obs ?? null],
      );
    return cs;
  };

  const a = await empresa(1, '');
  Object.assign(ids, a);
  const colabAna = await one(
    t,
    `INSERT INTO colaborador (empresa_id, nome, data_admissao, status, vinculo) VALUES (1, 'Ana Souza', '2026-02-01', 'A', 'E') RETURNING id`,
  );
  ids.ana = await candidato(1, {
    nome: 'Ana Souza',
    cadastro: '2026-01-03',
    como: a.linkedin,
    indicado: 'Carlos Lima',
    qualificacao: 'QUALIFICADO',
    cargos: [a.vendedor],
    celular: '987654321',
    email: 'ana@exemplo.com.br',
    contratado: true,
    colaborador: colabAna,
  });
  ids.bruno = await candidato(1, {
    nome: 'Bruno Alves',
    cadastro: '2026-01-04',
    como: a.indicacao,
    possuiParentes: true,
    parentes: 'João Alves (irmão), Logística',
    qualificacao: 'NAO_QUALIFICADO',
    cargos: [a.vendedor],
  });
  ids.carla = await candidato(1, {
    nome: 'Carla Dias',
    cadastro: '2026-01-05',
    como: a.site,
    qualificacao: 'DADOS_INCOMPLETOS',
    status: 'INCOMPLETO',
    origem: 'E',
    cargos: [a.vendedor],
    email: 'carla@exemplo.com.br',
  });
  ids.diego = await candidato(1, {
    nome: 'Diego Rocha',
    cadastro: '2026-01-10',
    possuiParentes: true,
    cargos: [a.operador],
  });
  ids.elisa = await candidato(1, {
    nome: 'Elisa Martins',
    cadastro: '2026-01-12',
    como: a.linkedin,
    qualificacao: 'QUALIFICADO',
    cargos: [a.operador, a.vendedor],
    contratado: true,
  });

  ids.s1 = await solicitacao(1, {
    data: '2026-01-05',
    descricao: 'Vendedores para a loja',
    estab: a.matriz,
    area: a.vendas,
    faixa: a.fVend,
    motivo: a.aumento,
    qtd: 2,
    previsao: '2026-02-04',
    encerrada: '2026-02-20',
  });
  ids.s2 = await solicitacao(1, {
    data: '2026-01-20',
    descricao: 'Operador de empilhadeira',
    estab: a.filial,
    area: a.operacoes,
    faixa: a.fOpe,
    motivo: a.substituicao,
    qtd: 1,
    previsao: '2026-02-19',
  });
  ids.s3 = await solicitacao(1, {
    data: '2026-02-01',
    descricao: 'Vendedor temporário',
    estab: a.matriz,
    area: a.vendas,
    faixa: a.fVend,
    motivo: a.aumento,
    qtd: 1,
    previsao: '2026-03-01',
    cancelada: true,
  });
  ids.s4 = await solicitacao(1, {
    data: '2026-02-10',
    descricao: 'Operadores de reposição',
    estab: a.filial,
    area: a.operacoes,
    faixa: a.fOpe,
    motivo: a.substituicao,
    qtd: 2,
    previsao: '2026-03-12',
    suspensa: true,
  });
  const { triagem: T, rh: R, gestor: G } = a;
  await processo(1, ids.s1, ids.ana, 'CONTRATADO', [
    [T, '2026-01-06', 'APROVADO'],
    [R, '2026-01-10', 'APROVADO'],
    [G, '2026-01-15', 'APROVADO', 'Ótima comunicação'],
  ]);
  await processo(1, ids.s1, ids.bruno, 'REPROVADO', [
    [T, '2026-01-06', 'APROVADO'],
    [R, '2026-01-10', 'REPROVADO', 'Sem disponibilidade de horário'],
  ]);
  await processo(1, ids.s1, ids.carla, 'CONTRATADO', [
    [T, '2026-01-07', 'APROVADO'],
    [R, '2026-01-12', 'APROVADO'],
    [G, '2026-01-18', 'APROVADO'],
  ]);
  await processo(1, ids.s2, ids.diego, 'EM_PROCESSO', [
    [T, '2026-01-21', 'APROVADO'],
    [R, '2026-01-25', 'APROVADO'],
    [G, '2026-01-30', 'PENDENTE'],
  ]);
  await processo(1, ids.s2, ids.elisa, 'CONTRATADO', [
    [T, '2026-01-21', 'APROVADO'],
    [R, '2026-01-26', 'APROVADO'],
  ]);
  await processo(1, ids.s3, ids.bruno, 'EM_PROCESSO', [[T, '2026-02-02', 'PENDENTE']]);

  // another company: its candidate, request and moves must never appear in company 1's reports
  ids.outra = await one(t, `INSERT INTO empresa (nome) VALUES ('Outra Empresa') RETURNING id`);
  const o = await empresa(ids.outra, ' Alheio');
  ids.outraTriagem = o.triagem;
  const zeca = await candidato(ids.outra, {
    nome: 'Zeca Alheio',
    cadastro: '2026-01-05',
    como: o.linkedin,
    indicado: 'Fulano Alheio',
    qualificacao: 'QUALIFICADO',
    cargos: [o.vendedor],
  });
  const vaga = await solicitacao(ids.outra, {
    data: '2026-01-05',
    descricao: 'Vaga alheia',
    estab: o.matriz,
    area: o.vendas,
    faixa: o.fVend,
    motivo: o.aumento,
    qtd: 1,
    previsao: '2026-02-04',
  });
  await processo(ids.outra, vaga, zeca, 'CONTRATADO', [[o.triagem, '2026-01-06', 'APROVADO', 'Alheio']]);
  return ids;
}

/** The filter of the request reports over the whole data set (both root areas, January to March). */
export const todas = (ids: Ids, extra: Record<string, unknown> = {}) => ({
  dataIni: '2026-01-01',
  dataFim: '2026-03-31',
  areasOrganizacionais: [ids.comercial, ids.operacoes],
  ...extra,
});

const MODULO = 'captacao';

export const gerar = (client: Client, relatorio: string, filtro: unknown, formato: 'pdf' | 'xlsx' = 'pdf') =>
  gerarRelatorio(client, MODULO, relatorio, filtro, formato);
export const erros = (client: Client, relatorio: string, filtro: unknown) =>
  errosRelatorio(client, MODULO, relatorio, filtro);
export const pdf = (client: Client, relatorio: string, filtro: unknown) =>
  pdfRelatorio(client, MODULO, relatorio, filtro);
export const xlsx = (client: Client, relatorio: string, filtro: unknown, firstTitle: string) =>
  xlsxRelatorio(client, MODULO, relatorio, filtro, firstTitle);

export { dia, pdfText, SEM_DADOS };
