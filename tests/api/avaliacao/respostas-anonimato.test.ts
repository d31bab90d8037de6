// Answering a 360° evaluation as the evaluators (users linked to employees), the competences against the salary
// range's levels, and real anonymity: an anonymous sheet keeps no evaluator and no time, no endpoint, audit
// entry or answer hands out its id, results by role need 2 evaluators (with complementary suppression), and they
// exist only after the last day. Scores follow the worked examples of docs/avaliacao.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../helpers/expect.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { type Fixture, montar, opcao } from './fixtures.ts';

const AV = '/api/avaliacao/avaliacoes-desempenho';
const RESPOSTAS = '/api/avaliacao/respostas/avaliacao-desempenho-questionario';
const Q = '/api/avaliacao/avaliacoes-desempenhos-questionarios';
let t: TestApp;
let admin: Client;
let f: Fixture;
let anonima: number;
let identificada: number;

const count = (table: string, where = 'TRUE') => countRows(t, table, where);

/** The participation of `quem` evaluating Caio in evaluation `av`. */
async function participacao(quem: Client, av: number): Promise<any> {
  const lista = (await quem.get(`${Q}?avaliacaoId=${av}`)).body;
  return lista.find((p: any) => p.avaliado.id === f.pessoas.caio.id);
}

const respostas = (obj: string, nota: number) => [
  { perguntaId: f.perguntas.objetiva.id, respostaId: opcao(f.perguntas.objetiva, obj) },
  { perguntaId: f.perguntas.nota.id, nota },
];
const competencias = (excel: number, negociacao: number, proatividade: number) => [
  { tipo: 'C', competenciaId: f.competencias.excel, nivelId: excel },
  { tipo: 'H', competenciaId: f.competencias.negociacao, nivelId: negociacao },
  { tipo: 'A', competenciaId: f.competencias.proatividade, nivelId: proatividade },
];

async function nova(anonimaFlag: boolean): Promise<number> {
  const a = await created(admin, AV, {
    titulo: anonimaFlag ? 'Ciclo anônimo' : 'Ciclo identificado',
    dataIni: '2026-01-01',
    dataFim: '2099-12-31',
    modeloAvaliacao: { id: f.modelo },
    anonima: anonimaFlag,
    permiteAutoAvaliacao: true,
    avaliarCompetenciasCargo: true,
    exibirNivelCompetenciaExigido: true,
  });
  const g = await admin.post(`${AV}/${a.id}/participantes/gerar`, {
    colaboradoresIds: [f.pessoas.caio.id],
    autoavaliacao: true,
    gestores: true,
    pares: true,
  });
  expect(g.body.incluidos).toBe(4); // Caio himself, Bia (manager), Duda and Edu (peers)
  return a.id;
}

/** Everyone answers Caio: Bia 76,67/81,25 · Duda 100/100 · Edu 50/25 · Caio (self) 73,33/50. */
async function todosRespondem(av: number) {
  const { niveis: n, pessoas: p } = f;
  for (const [quem, obj, nota, comp] of [
    [p.bia, 'Bom', 8, competencias(n.avancado, n.avancado, n.especialista)],
    [p.duda, 'Ótimo', 10, competencias(n.especialista, n.especialista, n.especialista)],
    [p.edu, 'Regular', 5, competencias(n.basico, n.basico, n.basico)],
    [p.caio, 'Bom', 7, competencias(n.intermediario, n.intermediario, n.intermediario)],
  ] as const) {
    const part = await participacao(quem.client, av);
    const res = await quem.client.post(`${Q}/${part.id}`, {
      respostas: respostas(obj, nota),
      competencias: comp.map((c) => (c.tipo === 'H' ? { ...c, comentario: 'ok' } : c)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const fechar = (av: number) =>
  t.sql.query(`UPDATE avaliacao_desempenho SET data_fim = '2026-01-31' WHERE id = $1`, [av]);

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  f = await montar(admin);
  // Negociação asks for a comment
  await t.sql.query(`UPDATE config_nivel_competencia_faixa_habilidades SET solicitar_comentario = true`);
  anonima = await nova(true);
  identificada = await nova(false);
});
afterAll(async () => t?.close());

describe('quem responde o quê', () => {
  it('só vê as avaliações liberadas; cada um só as suas participações', async () => {
    expect(await participacao(f.pessoas.bia.client, anonima)).toBeUndefined();
    for (const av of [anonima, identificada]) await admin.put(`${AV}/${av}/liberada/true`, undefined);
    const bia = await participacao(f.pessoas.bia.client, anonima);
    expect(bia).toMatchObject({ papel: 'L', respondida: false, avaliado: { nome: 'Caio Reis' } });
    expect((await f.pessoas.edu.client.get(`${Q}/${bia.id}`)).status).toBe(404);
    expect((await f.pessoas.edu.client.post(`${Q}/${bia.id}`, { respostas: [] })).status).toBe(404);
    expect((await admin.get(Q)).status).toBe(404); // the administrator is not an employee here
    const tela = (await f.pessoas.bia.client.get(`${Q}/${bia.id}`)).body;
    expect(tela).toMatchObject({
      podeResponder: true,
      avaliado: { nome: 'Caio Reis', posicao: { faixaSalarial: { nome: 'Júnior' } } },
      questionario: { titulo: 'Desempenho 2026' },
      folha: null,
    });
    expect(
      tela.competencias.map((c: any) => [c.tipo, c.competencia.nome, c.nivelExigido.descricao, c.peso]),
    ).toEqual([
      ['C', 'Excel', 'Intermediário', 1],
      ['H', 'Negociação', 'Avançado', 2],
      ['A', 'Proatividade', 'Avançado', 1],
    ]);
    expect(tela.niveis.map((x: any) => x.ordem)).toEqual([1, 2, 3, 4]);
  });

  it('regras das respostas e das competências, sem gravar', async () => {
    const bia = await participacao(f.pessoas.bia.client, identificada);
    const antes = await count('questionario_folha');
    const res = await f.pessoas.bia.client.post(`${Q}/${bia.id}`, {
      respostas: [{ perguntaId: f.perguntas.nota.id, nota: 11 }],
      competencias: [
        { tipo: 'C', competenciaId: f.competencias.excel, nivelId: f.niveis.avancado },
        { tipo: 'C', competenciaId: 999999, nivelId: f.niveis.basico },
      ],
    });
    expectFieldErrors(res, [
      { field: `respostas.${f.perguntas.nota.id}`, message: 'A nota deve estar entre 1 e 10.' },
      { field: `respostas.${f.perguntas.objetiva.id}`, message: 'Selecione uma resposta.' },
      { field: 'competencias.C-999999', message: 'Competência não exigida pelo cargo do avaliado.' },
      { field: `competencias.H-${f.competencias.negociacao}`, message: 'Informe o nível da competência.' },
      { field: `competencias.A-${f.competencias.proatividade}`, message: 'Informe o nível da competência.' },
    ]);
    expect(await count('questionario_folha')).toBe(antes);
  });

  it('grava parcialmente e continua depois; concluída não muda mais', async () => {
    const bia = await participacao(f.pessoas.bia.client, identificada);
    const parcial = await f.pessoas.bia.client.post(`${Q}/${bia.id}`, {
      respostas: [{ perguntaId: f.perguntas.nota.id, nota: 8 }],
      respondidoParcialmente: true,
    });
    expect(parcial.body).toMatchObject({ concluida: false, mensagem: 'Respostas gravadas.' });
    expect(await participacao(f.pessoas.bia.client, identificada)).toMatchObject({
      respondida: false,
      respondidaParcialmente: true,
    });
    const tela = (await f.pessoas.bia.client.get(`${Q}/${bia.id}`)).body;
    expect(tela.folha).toMatchObject({
      respondidoParcialmente: true,
      respostas: [{ perguntaId: f.perguntas.nota.id, nota: 8 }],
    });
    expect(await count('questionario_folha', `contexto_id = ${identificada}`)).toBe(1);
  });

  it('não liberada ou fora do período: 409', async () => {
    const duda = await participacao(f.pessoas.duda.client, identificada);
    await admin.put(`${AV}/${identificada}/liberada/false`, undefined);
    const res = await f.pessoas.duda.client.post(`${Q}/${duda.id}`, { respostas: respostas('Bom', 5) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A avaliação não está liberada para respostas.');
    await admin.put(`${AV}/${identificada}/liberada/true`, undefined);
    await t.sql.query(`UPDATE avaliacao_desempenho SET data_ini = '2099-01-01' WHERE id = $1`, [
      identificada,
    ]);
    const fora = await f.pessoas.duda.client.post(`${Q}/${duda.id}`, { respostas: respostas('Bom', 5) });
    expect(fora.body.message).toBe(
      'A avaliação está fora do período de respostas (01/01/2099 a 31/12/2099).',
    );
    await t.sql.query(`UPDATE avaliacao_desempenho SET data_ini = '2026-01-01' WHERE id = $1`, [
      identificada,
    ]);
  });
});

describe('avaliação identificada', () => {
  it('todos respondem; resultado por papel e folhas com o avaliador', async () => {
    await todosRespondem(identificada);
    const bia = await participacao(f.pessoas.bia.client, identificada);
    expect(bia).toMatchObject({ respondida: true, respondidaParcialmente: false });
    const de_novo = await f.pessoas.bia.client.post(`${Q}/${bia.id}`, { respostas: respostas('Bom', 8) });
    expect(de_novo.status).toBe(409);
    expect(de_novo.body.message).toBe('Este questionário já foi respondido.');
    const lista = (await admin.get(`${AV}/${identificada}/resultados`)).body;
    expect(lista.totalElements).toBe(1);
    const [caio] = lista.content;
    expect(caio).toMatchObject({
      colaborador: { nome: 'Caio Reis' },
      area: 'Comercial',
      cargo: 'Vendedor',
      avaliadores: 3,
      respondidas: 3,
      resultado: { geral: 72.15, questionario: 75.56, competencias: 68.75 },
      autoavaliacao: { geral: 61.67, questionario: 73.33, competencias: 50 },
    });
    expect(caio.porPapel.find((p: any) => p.papel === 'L')).toMatchObject({ folhas: 1, geral: 78.96 });
    const detalhe = (await admin.get(`${AV}/${identificada}/resultados/${f.pessoas.caio.id}`)).body;
    expect(detalhe.folhas.map((x: any) => x.avaliador).sort()).toEqual([
      'Bia Souza',
      'Caio Reis',
      'Duda Melo',
      'Edu Prado',
    ]);
    // each identified sheet names its participation, whose answered sheet HR can print
    for (const folha of detalhe.folhas) {
      expect(folha.participacao).toEqual(expect.any(Number));
      const pdf = await admin.get(
        `/api/avaliacao/avaliacoes-desempenhos-questionarios/${folha.participacao}/respondida/pdf`,
      );
      expect(pdf.status).toBe(200);
    }
    expect(detalhe.radar).toEqual({
      labels: ['Excel', 'Negociação', 'Proatividade'],
      competenciasColaborador: [2.67, 2.67, 3],
      competenciasFaixaSalarial: [2, 3, 3],
      competenciasAutoavaliacao: [2, 2, 2],
      maximo: 4,
    });
  });

  it('o RH vê o que cada avaliador respondeu, com as notas e os níveis dados', async () => {
    const bia = await participacao(f.pessoas.bia.client, identificada);
    const res = await admin.get(`${RESPOSTAS}?colaboradorQuestionarioId=${bia.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      avaliacao: { id: identificada, titulo: 'Ciclo identificado' },
      papel: 'L',
      papelDescricao: 'Gestor',
      avaliado: { nome: 'Caio Reis' },
      avaliador: { nome: 'Bia Souza' },
      respondidaEm: expect.any(String),
    });
    expect(res.body.notas.geral).toBeCloseTo(78.96, 2);
    expect(res.body.notas.questionario).toBeCloseTo(76.67, 2);
    expect(res.body.notas.competencias).toBe(81.25);
    expect(res.body.respostas).toEqual(
      expect.arrayContaining([
        { perguntaId: f.perguntas.objetiva.id, respostaId: opcao(f.perguntas.objetiva, 'Bom') },
        { perguntaId: f.perguntas.nota.id, nota: 8 },
      ]),
    );
    expect(
      res.body.competencias.map((c: any) => [c.competencia.nome, c.nivel.descricao, c.ordemExigida]),
    ).toEqual([
      ['Proatividade', 'Especialista', 3],
      ['Excel', 'Avançado', 2],
      ['Negociação', 'Avançado', 3],
    ]);
    expect(res.body.questionario.perguntas.map((q: any) => q.id)).toContain(f.perguntas.nota.id);
    // the evaluator herself has no HR authority
    expect((await f.pessoas.bia.client.get(`${RESPOSTAS}?colaboradorQuestionarioId=${bia.id}`)).status).toBe(
      403,
    );
  });

  it('respostas: participação obrigatória, inexistente 404, ainda não concluída 409', async () => {
    const sem = await admin.get(RESPOSTAS);
    expect(sem.status).toBe(400);
    expect(sem.body.errors).toEqual([
      { field: 'colaboradorQuestionarioId', message: 'Informe a participação do avaliador.' },
    ]);
    expect((await admin.get(`${RESPOSTAS}?colaboradorQuestionarioId=abc`)).status).toBe(400);
    expect((await admin.get(`${RESPOSTAS}?colaboradorQuestionarioId=999999`)).status).toBe(404);
    const outra = await nova(false);
    const { rows } = await t.sql.query(
      'SELECT id FROM avaliacao_participante WHERE avaliacao_desempenho_id = $1 LIMIT 1',
      [outra],
    );
    const res = await admin.get(`${RESPOSTAS}?colaboradorQuestionarioId=${rows[0].id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O avaliador ainda não concluiu esta avaliação.');
  });
});

describe('avaliação anônima', () => {
  it('a folha concluída não guarda avaliador nem hora, e ninguém recebe o seu id', async () => {
    const bia = await participacao(f.pessoas.bia.client, anonima);
    const parcial = await f.pessoas.bia.client.post(`${Q}/${bia.id}`, {
      respostas: [{ perguntaId: f.perguntas.nota.id, nota: 8 }],
      respondidoParcialmente: true,
    });
    const rascunho = parcial.body.id;
    expect(rascunho).toEqual(expect.any(String));
    await todosRespondem(anonima);
    const folhas = (
      await t.sql.query(
        `SELECT id, respondente_id, respondida_em, concluida, papel FROM questionario_folha WHERE contexto_id = $1 AND origem = 'avaliacao-desempenho'`,
        [anonima],
      )
    ).rows;
    expect(folhas).toHaveLength(4);
    for (const folha of folhas)
      expect(folha).toMatchObject({ respondente_id: null, respondida_em: null, concluida: true });
    expect(folhas.map((x: any) => x.id)).not.toContain(rascunho);
    // no audit entry of any kind holds a sheet id or a score of this evaluation
    const trilha = JSON.stringify((await t.sql.query('SELECT * FROM auditoria')).rows);
    for (const folha of folhas) expect(trilha).not.toContain(folha.id);
    const entrada = (
      await t.sql.query(
        `SELECT alteracoes FROM auditoria WHERE operacao = 'responder-avaliacao-desempenho' AND registro_id = $1 ORDER BY id DESC LIMIT 1`,
        [bia.id],
      )
    ).rows[0];
    expect(entrada.alteracoes.map((c: any) => c.campo)).toEqual(['respondida', 'respondidaParcialmente']);
    // the evaluator's own screen cannot find the finished sheet again
    const tela = (await f.pessoas.bia.client.get(`${Q}/${bia.id}`)).body;
    expect(tela).toMatchObject({ respondida: true, podeResponder: false, folha: null });
    // the generic sheet endpoints of the model see none of the evaluation's sheets
    expect((await admin.get(`/api/avaliacao/modelos-avaliacao/${f.modelo}/folhas`)).body).toEqual([]);
    for (const folha of folhas)
      expect(
        (await admin.get(`/api/avaliacao/modelos-avaliacao/${f.modelo}/folhas/${folha.id}`)).status,
      ).toBe(404);
  });

  it('as respostas de um avaliador não são mostradas, nem para a autoavaliação', async () => {
    for (const quem of [f.pessoas.bia, f.pessoas.duda, f.pessoas.edu, f.pessoas.caio]) {
      const p = await participacao(quem.client, anonima);
      const res = await admin.get(`${RESPOSTAS}?colaboradorQuestionarioId=${p.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'A avaliação é anônima: as respostas de cada avaliador não são mostradas.',
      );
      expect(JSON.stringify(res.body)).not.toContain('Bom');
    }
  });

  it('sem resultados antes da data final', async () => {
    for (const url of [
      `${AV}/${anonima}/resultados`,
      `${AV}/${anonima}/resultados/${f.pessoas.caio.id}`,
      `${AV}/resultados/comparativo?colaboradorId=${f.pessoas.caio.id}&avaliacoes=${anonima}`,
    ]) {
      const res = await admin.get(url);
      expect(res.status, url).toBe(409);
      expect(res.body.message).toBe(
        'Avaliação anônima: os resultados ficam disponíveis depois da data final (31/12/2099), quando ninguém mais responde.',
      );
    }
  });

  it('encerrada: resultado geral; papéis com 1 avaliador ocultos, e o menor visível junto', async () => {
    await fechar(anonima);
    const [caio] = (await admin.get(`${AV}/${anonima}/resultados`)).body.content;
    expect(caio.resultado).toEqual({ geral: 72.15, questionario: 75.56, competencias: 68.75 });
    expect(caio.autoavaliacao).toEqual({ geral: 61.67, questionario: 73.33, competencias: 50 });
    const papeis = Object.fromEntries(caio.porPapel.map((p: any) => [p.papel, p]));
    expect(papeis.L).toEqual({ papel: 'L', avaliadores: 1, folhas: 1, oculto: true });
    expect(papeis.P).toEqual({ papel: 'P', avaliadores: 2, folhas: 2, oculto: true });
    const detalhe = (await admin.get(`${AV}/${anonima}/resultados/${f.pessoas.caio.id}`)).body;
    expect(detalhe.folhas).toEqual([]);
    expect(detalhe.competencias.every((c: any) => c.porPapel.length === 0)).toBe(true);
    expect(detalhe.radar.competenciasColaborador).toEqual([2.67, 2.67, 3]);
    const negociacao = detalhe.competencias.find((c: any) => c.tipo === 'H');
    expect(negociacao.colaborador).toBe(2.67);
    const objetiva = detalhe.perguntas.find((p: any) => p.id === f.perguntas.objetiva.id);
    expect(objetiva.opcoes.map((o: any) => o.escolhas)).toEqual([1, 1, 1, 0]);
  });

  it('uma avaliação anônima encerrada não reabre', async () => {
    const atual = (await admin.get(`${AV}/${anonima}`)).body;
    const { id: _i, possuiResposta: _p, liberada: _l, ...corpo } = atual;
    const res = await admin.put(`${AV}/${anonima}`, { ...corpo, dataFim: '2099-12-31' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A avaliação anônima está encerrada: o período de respostas não pode ser reaberto (os resultados já podem ter sido vistos).',
    );
    const semAnonimato = await admin.put(`${AV}/${anonima}`, { ...corpo, anonima: false });
    expect(semAnonimato.status).toBe(409);
    expect((await admin.del(`${AV}/${anonima}`)).status).toBe(409);
  });
});
