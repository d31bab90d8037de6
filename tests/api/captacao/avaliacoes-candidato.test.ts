// Candidate evaluations: the request's evaluation models are questionnaires of the engine; the recruiter
// answers one about a candidate in the request (one sheet per application and model, replaced when answered
// again); refusals for a candidate outside the request, a model the request does not use, a history entry of
// another candidate, another company's ids, and the questionnaire's own answer rules — nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client as ApiClient,
  type Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, SOLICITACOES, seedCaptacao, solicitacao } from './fixtures.ts';

const MODELOS = '/api/captacao/modelos-avaliacao-candidato';
const LUGARES = '/api/captacao/candidatos-solicitacao';

let t: TestApp;
let admin: Client;
let other: Client;
let b: Base;
let modelo: number;
let pergunta: { id: number; respostas: { id: number }[] };
let notaId: number;
let solicitacaoId: number;
let candidatoId: number;
let lugarId: number;

const responder = (c: number, m: number, query: string, body: unknown, client = admin) =>
  client.post(`${CANDIDATOS}/${c}/avaliacoes/${m}?${query}`, body);
const respostas = (opcao: number, nota: number) => ({
  respostas: [
    { perguntaId: pergunta.id, respostaId: opcao },
    { perguntaId: notaId, nota },
  ],
});

beforeAll(async () => {
  t = await startTestApp();
  admin = new ApiClient(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  ({ client: other } = await createCompanyWithUser(admin, 'Empresa B', '11144477735'));
  modelo = (await created(admin, MODELOS, { titulo: 'Entrevista técnica' })).id;
  pergunta = await created(admin, `${MODELOS}/${modelo}/perguntas`, {
    tipo: 1,
    texto: 'Conhece a rotina de almoxarifado?',
    obrigatoria: true,
    respostas: [
      { texto: 'Sim', peso: 10 },
      { texto: 'Não', peso: 0 },
    ],
  });
  notaId = (await created(admin, `${MODELOS}/${modelo}/perguntas`, { tipo: 4, texto: 'Comunicação' })).id;
  const s = await created(admin, SOLICITACOES, solicitacao(b, { avaliacoes: [modelo] }));
  solicitacaoId = s.id;
  expect((await admin.put(`${SOLICITACOES}/${solicitacaoId}/libera`, {})).status).toBe(200);
  candidatoId = (await created(admin, CANDIDATOS, { nome: 'Bruna Lima', cargos: [b.cargo] })).id;
  [{ id: lugarId }] = (
    await admin.post(`${LUGARES}/lote?solicitacaoId=${solicitacaoId}`, { candidatosIds: [candidatoId] })
  ).body;
});
afterAll(async () => t?.close());

describe('answering', () => {
  it("lists the request's models with no sheet yet, then answers one and replaces it when answered again", async () => {
    const existe = async () =>
      (await admin.get(`${SOLICITACOES}/${solicitacaoId}/existe-competencia-respondida`)).body;
    expect(await existe()).toEqual({ existe: false });
    expect((await admin.get(`${LUGARES}/${lugarId}/avaliacoes`)).body).toEqual([
      expect.objectContaining({ id: modelo, titulo: 'Entrevista técnica', folhaId: null }),
    ]);
    const res = await responder(
      candidatoId,
      modelo,
      `solicitacaoId=${solicitacaoId}`,
      respostas(pergunta.respostas[0].id, 8),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ concluida: true });
    expect(res.body.nota).toBeGreaterThan(0);
    expect(await existe()).toEqual({ existe: true });
    const lista = (await admin.get(`${LUGARES}/${lugarId}/avaliacoes`)).body;
    expect(lista[0]).toMatchObject({ folhaId: res.body.id, concluida: true, avaliador: { id: 1 } });

    const antes = await countRows(t, 'questionario_folha');
    const outra = await responder(
      candidatoId,
      modelo,
      `solicitacaoId=${solicitacaoId}`,
      respostas(pergunta.respostas[1].id, 3),
    );
    expect(outra.status).toBe(201);
    expect(outra.body.nota).toBeLessThan(res.body.nota);
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
    const folha = (await admin.get(`${LUGARES}/${lugarId}/avaliacoes/${modelo}`)).body;
    expect(folha).toMatchObject({ id: outra.body.id, concluida: true });
    expect(folha.respostas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ perguntaId: pergunta.id, respostaId: pergunta.respostas[1].id }),
        expect.objectContaining({ perguntaId: notaId, nota: 3 }),
      ]),
    );
    const doCandidato = (await admin.get(`${CANDIDATOS}/${candidatoId}/avaliacoes`)).body;
    expect(doCandidato).toEqual([
      expect.objectContaining({ avaliacaoId: modelo, solicitacaoId, nota: outra.body.nota, concluida: true }),
    ]);
  });

  it('keeps a partial answer to finish later, with the history entry of the stage', async () => {
    const c = (await created(admin, CANDIDATOS, { nome: 'Caio Reis', cargos: [b.cargo] })).id;
    const [lugar] = (
      await admin.post(`${LUGARES}/lote?solicitacaoId=${solicitacaoId}`, { candidatosIds: [c] })
    ).body;
    const mov = await admin.post(`${LUGARES}/${lugar.id}/movimentar`, { etapaSeletiva: { id: b.etapas[0] } });
    expect(mov.status).toBe(201);
    const historico = mov.body.historico.id;
    const parcial = await responder(
      c,
      modelo,
      `solicitacaoId=${solicitacaoId}&historicoCandidatoId=${historico}`,
      {
        respostas: [{ perguntaId: notaId, nota: 7 }],
        respondidoParcialmente: true,
      },
    );
    expect(parcial.status).toBe(201);
    expect(parcial.body).toMatchObject({ concluida: false });
    // the sheet keeps the move it was answered from; finished without one, it keeps none
    const movimentacao = async () =>
      (
        await t.sql.query(
          'SELECT historico_candidato_id AS h FROM avaliacao_candidato_movimentacao WHERE folha_id = $1',
          [parcial.body.id],
        )
      ).rows.map((r) => r.h);
    expect(await movimentacao()).toEqual([historico]);
    const concluida = await responder(
      c,
      modelo,
      `solicitacaoId=${solicitacaoId}`,
      respostas(pergunta.respostas[0].id, 8),
    );
    expect(concluida.status).toBe(201);
    expect(concluida.body.id).toBe(parcial.body.id);
    expect(await movimentacao()).toEqual([]);
  });
});

describe('refusals (nothing stored)', () => {
  it('refuses a required question without an answer, with the engine message', async () => {
    const antes = await countRows(t, 'questionario_folha');
    const res = await responder(candidatoId, modelo, `solicitacaoId=${solicitacaoId}`, {
      respostas: [{ perguntaId: notaId, nota: 5 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Selecione uma resposta.' })]);
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
  });

  it('needs the request, and refuses a candidate outside it, a model it does not use and a foreign history entry', async () => {
    const antes = await countRows(t, 'questionario_folha');
    const semSolicitacao = await responder(candidatoId, modelo, '', respostas(pergunta.respostas[0].id, 5));
    expect(semSolicitacao.status).toBe(400);
    expect(JSON.stringify(semSolicitacao.body)).toContain('Solicitação é obrigatória');

    const fora = (await created(admin, CANDIDATOS, { nome: 'Davi Luz', cargos: [b.cargo] })).id;
    const r1 = await responder(
      fora,
      modelo,
      `solicitacaoId=${solicitacaoId}`,
      respostas(pergunta.respostas[0].id, 5),
    );
    expect(r1.status).toBe(409);
    expect(r1.body.message).toBe('O candidato não participa do processo seletivo desta solicitação.');

    const naoUsado = (await created(admin, MODELOS, { titulo: 'Dinâmica de grupo' })).id;
    const r2 = await responder(candidatoId, naoUsado, `solicitacaoId=${solicitacaoId}`, { respostas: [] });
    expect(r2.status).toBe(409);
    expect(r2.body.message).toBe('Este modelo de avaliação não é usado pela solicitação.');

    const { rows } = await t.sql.query(
      `SELECT h.id FROM historico_candidato h JOIN candidato_solicitacao cs ON cs.id = h.candidato_solicitacao_id
        WHERE cs.candidato_id <> $1 LIMIT 1`,
      [candidatoId],
    );
    const r3 = await responder(
      candidatoId,
      modelo,
      `solicitacaoId=${solicitacaoId}&historicoCandidatoId=${rows[0].id}`,
      respostas(pergunta.respostas[0].id, 5),
    );
    expect(r3.status).toBe(409);
    expect(r3.body.message).toBe('A movimentação informada não é deste candidato nesta solicitação.');
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
  });

  it("answers 404 for another company's candidate, model, request and application", async () => {
    expect((await other.get(`${SOLICITACOES}/${solicitacaoId}/existe-competencia-respondida`)).status).toBe(
      404,
    );
    const antes = await countRows(t, 'questionario_folha');
    const body = respostas(pergunta.respostas[0].id, 5);
    expect((await responder(candidatoId, modelo, `solicitacaoId=${solicitacaoId}`, body, other)).status).toBe(
      404,
    );
    const outraEmpresa = await seedCaptacao(other, ' B');
    const s = await created(other, SOLICITACOES, solicitacao(outraEmpresa));
    expect((await responder(candidatoId, modelo, `solicitacaoId=${s.id}`, body)).status).toBe(404);
    expect((await other.get(`${LUGARES}/${lugarId}/avaliacoes`)).status).toBe(404);
    expect((await other.get(`${CANDIDATOS}/${candidatoId}/avaliacoes`)).status).toBe(404);
    expect((await other.get(`${LUGARES}/${lugarId}/avaliacoes/${modelo}`)).status).toBe(404);
    expect(await countRows(t, 'questionario_folha')).toBe(antes);
  });
});
