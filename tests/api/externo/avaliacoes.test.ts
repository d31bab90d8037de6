// Evaluations the candidate answers in the portal (spec §2 /externo/avaliacoes, /externo/solicitacao-avaliacao;
// §3 Job ad utilizarAvaliacoesEtapaSeletiva, counts, dataHoraExpiracao): offered only for ads that use them and
// applications still in the process; questions without weights; a draft to continue, then a final sheet that
// no longer changes; the deadline of the latest move; the recruiter reads the sheet once sent and cannot
// replace it; another candidate's, another company's and malformed ids are 404; bad sheets store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../helpers/expect.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  created,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { type Base, CANDIDATOS, SOLICITACOES, seedCaptacao, solicitacao } from '../captacao/fixtures.ts';
import { Candidate, candidatoComSenha, EXTERNO } from './helpers.ts';

const MODELOS = '/api/captacao/modelos-avaliacao-candidato';
const LUGARES = '/api/captacao/candidatos-solicitacao';
const ANA = '39053344705';
const BRUNO = '52998224725';

let t: TestApp;
let admin: Client;
let b: Base;
let ana: Candidate;
let anaId: number;
let bruno: Candidate;
let teste: number; // objective (obligatory, weighted options) + note
let entrevista: number; // one open question
let objetiva: { id: number; respostas: { id: number }[] };
let notaId: number;
let aberta: number;
let solicitacaoId: number;
let lugar: number;

const url = (m: number, l = lugar) => `${EXTERNO}/avaliacoes/${l}/${m}`;
const folhas = () => countRows(t, 'questionario_folha');

async function vaga(usaAvaliacoes: boolean, modelos: number[]) {
  const s = await created(admin, SOLICITACOES, solicitacao(b, { avaliacoes: modelos }));
  await t.sql.query(`UPDATE solicitacao_pessoal SET status = 'A' WHERE id = $1`, [s.id]);
  await created(admin, '/api/captacao/anuncios', {
    solicitacao: { id: s.id },
    titulo: usaAvaliacoes ? 'Analista com teste' : 'Analista sem teste',
    descricao: 'Vaga',
    exibirModuloExterno: true,
    utilizarAvaliacoesEtapaSeletiva: usaAvaliacoes,
  });
  return s.id as number;
}

async function candidatar(c: Candidate, solicitacaoId: number): Promise<number> {
  const res = await c.post(`${EXTERNO}/candidato-solicitacoes?solicitacaoId=${solicitacaoId}`);
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await startTestApp({ GENTE_JOBS: 'false' });
  admin = new Client(t.app);
  await admin.login();
  b = await seedCaptacao(admin);
  teste = (await created(admin, MODELOS, { titulo: 'Teste de conhecimentos' })).id;
  objetiva = await created(admin, `${MODELOS}/${teste}/perguntas`, {
    tipo: 1,
    texto: 'Qual planilha calcula a folha?',
    obrigatoria: true,
    respostas: [
      { texto: 'A da contabilidade', peso: 10 },
      { texto: 'Nenhuma', peso: 0 },
    ],
  });
  notaId = (await created(admin, `${MODELOS}/${teste}/perguntas`, { tipo: 4, texto: 'Seu Excel de 0 a 10' }))
    .id;
  entrevista = (await created(admin, MODELOS, { titulo: 'Perguntas da entrevista' })).id;
  aberta = (
    await created(admin, `${MODELOS}/${entrevista}/perguntas`, {
      tipo: 3,
      texto: 'Por que quer trabalhar conosco?',
      obrigatoria: true,
    })
  ).id;
  solicitacaoId = await vaga(true, [teste, entrevista]);
  anaId = (
    await candidatoComSenha(admin, b, ANA, 'senha-da-ana', { contato: { email: 'ana.souza@exemplo.com.br' } })
  ).id;
  await candidatoComSenha(admin, b, BRUNO, 'senha-do-bruno', { nome: 'Bruno Dias' });
  ana = new Candidate(t.app);
  await ana.login(ANA, 'senha-da-ana', 1);
  bruno = new Candidate(t.app);
  await bruno.login(BRUNO, 'senha-do-bruno', 1);
  lugar = await candidatar(ana, solicitacaoId);
}, 120_000);
afterAll(() => t?.close());

describe('what the candidate is offered', () => {
  it("lists the application's models with the counts, and none for an ad that does not use them", async () => {
    await candidatar(ana, await vaga(false, [teste]));
    const ads = (await ana.get(`${EXTERNO}/anuncios`)).body;
    expect(ads.map((a: any) => [a.titulo, a.utilizarAvaliacoesEtapaSeletiva]).sort()).toEqual([
      ['Analista com teste', true],
      ['Analista sem teste', false],
    ]);
    const res = await ana.get(`${EXTERNO}/avaliacoes`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        candidatoSolicitacao: { id: lugar },
        solicitacao: { id: solicitacaoId },
        vaga: 'Analista com teste',
        dataHoraExpiracao: null,
        expirada: false,
        qtdAvaliacoes: 2,
        qtdAvaliacoesRespondidas: 0,
        avaliacoes: [
          { id: entrevista, titulo: 'Perguntas da entrevista', situacao: 'PENDENTE' },
          { id: teste, titulo: 'Teste de conhecimentos', situacao: 'PENDENTE' },
        ],
      },
    ]);
  });

  it('shows the questions without the weights that would give the answers away', async () => {
    const res = await ana.get(url(teste));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      avaliacao: { id: teste, titulo: 'Teste de conhecimentos' },
      situacao: 'PENDENTE',
      respostas: [],
    });
    expect(res.body.perguntas.map((p: { id: number }) => p.id)).toEqual([objetiva.id, notaId]);
    expect(res.body.perguntas[0].respostas).toEqual([
      { id: objetiva.respostas[0]!.id, texto: 'A da contabilidade' },
      { id: objetiva.respostas[1]!.id, texto: 'Nenhuma' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('peso');
  });

  it("answers 404 for another candidate's application, unknown, malformed and staff-only ids", async () => {
    expect((await bruno.get(url(teste))).status).toBe(404);
    expect((await bruno.post(url(teste), { respostas: [] })).status).toBe(404);
    expect((await ana.get(url(999_999))).status).toBe(404);
    expect((await ana.get(`${EXTERNO}/avaliacoes/abc/${teste}`)).status).toBe(404);
    expect((await ana.get(`${EXTERNO}/avaliacoes/99999999999999999999/${teste}`)).status).toBe(404);
    // a model the request does not use
    const solto = (await created(admin, MODELOS, { titulo: 'Modelo de outra vaga' })).id;
    expect((await ana.get(url(solto))).status).toBe(404);
    // a staff session is not a candidate
    expect((await admin.get(`${EXTERNO}/avaliacoes`)).status).toBe(401);
    expect(await folhas()).toBe(0);
  });

  it("another company's candidate does not see this company's evaluation", async () => {
    const { client: outra, empresaId } = await createCompanyWithUser(admin, 'Empresa B', '11144477735');
    const b2 = await seedCaptacao(outra, ' B');
    await candidatoComSenha(outra, b2, ANA, 'senha-da-ana-b');
    const anaB = new Candidate(t.app);
    const login = await anaB.tryLogin({ cpf: ANA, senha: 'senha-da-ana-b', empresaId });
    expect(login.status).toBe(200);
    expect((await anaB.get(`${EXTERNO}/avaliacoes`)).body).toEqual([]);
    expect((await anaB.get(url(teste))).status).toBe(404);
  });
});

describe('answering', () => {
  it('refuses an incomplete or malformed sheet with the rule’s message, storing nothing', async () => {
    expectFieldError(
      await ana.post(url(teste), { respostas: [{ perguntaId: notaId, nota: 7 }] }),
      `respostas.${objetiva.id}`,
      'Selecione uma resposta.',
    );
    expectFieldError(
      await ana.post(url(teste), {
        respostas: [
          { perguntaId: objetiva.id, respostaId: objetiva.respostas[0]!.id },
          { perguntaId: notaId, nota: 11 },
        ],
      }),
      `respostas.${notaId}`,
      'A nota deve estar entre 1 e 10.',
    );
    expect((await ana.post(url(teste), { respostas: 'tudo certo' })).status).toBe(400);
    const muitas = Array.from({ length: 501 }, (_, i) => ({ perguntaId: i + 1 }));
    expect((await ana.post(url(teste), { respostas: muitas })).status).toBe(400);
    expect(await folhas()).toBe(0);
  });

  it('keeps a draft the recruiter does not see, then sends it once; the recruiter reads it and cannot replace it', async () => {
    const rascunho = await ana.post(url(teste), {
      respostas: [{ perguntaId: notaId, nota: 8 }],
      respondidoParcialmente: true,
    });
    expect(rascunho.status).toBe(201);
    expect(rascunho.body).toEqual({ situacao: 'EM_ANDAMENTO' });
    expect((await ana.get(url(teste))).body.respostas).toEqual([{ perguntaId: notaId, nota: 8 }]);
    const [doRh] = (await admin.get(`${LUGARES}/${lugar}/avaliacoes`)).body.filter(
      (m: { id: number }) => m.id === teste,
    );
    expect(doRh).toMatchObject({ folhaId: null });
    expect((await admin.get(`${LUGARES}/${lugar}/avaliacoes/${teste}`)).status).toBe(404);

    const enviada = await ana.post(url(teste), {
      respostas: [
        { perguntaId: objetiva.id, respostaId: objetiva.respostas[0]!.id },
        { perguntaId: notaId, nota: 9 },
      ],
    });
    expect(enviada.status).toBe(201);
    expect(enviada.body).toEqual({ situacao: 'RESPONDIDA' }); // no score for the candidate
    expect(await folhas()).toBe(1);
    expect((await ana.get(url(teste))).body).toMatchObject({ situacao: 'RESPONDIDA' });
    expect((await ana.get(url(teste))).body.perguntas).toBeUndefined();

    const deNovo = await ana.post(url(teste), { respostas: [{ perguntaId: notaId, nota: 1 }] });
    expect(deNovo.status).toBe(409);
    expect(deNovo.body.message).toBe('Esta avaliação já foi respondida.');

    const lista = (await admin.get(`${LUGARES}/${lugar}/avaliacoes`)).body;
    expect(lista.find((m: { id: number }) => m.id === teste)).toMatchObject({
      concluida: true,
      avaliador: null,
      respondidaPeloCandidato: true,
    });
    const folha = (await admin.get(`${LUGARES}/${lugar}/avaliacoes/${teste}`)).body;
    expect(folha).toMatchObject({ concluida: true, respondidaPeloCandidato: true });
    expect(folha.nota).toBeGreaterThan(0);
    expect(folha.respostas).toEqual(
      expect.arrayContaining([expect.objectContaining({ perguntaId: notaId, nota: 9 })]),
    );
    const recrutador = await admin.post(
      `${CANDIDATOS}/${anaId}/avaliacoes/${teste}?solicitacaoId=${solicitacaoId}`,
      { respostas: [{ perguntaId: objetiva.id, respostaId: objetiva.respostas[1]!.id }] },
    );
    expect(recrutador.status).toBe(409);
    expect(recrutador.body.message).toBe(
      'Esta avaliação é respondida pelo candidato no portal e não pode ser alterada aqui.',
    );
    expect((await admin.get(`${LUGARES}/${lugar}/avaliacoes/${teste}`)).body.nota).toBe(folha.nota);
    const [resumo] = (await ana.get(`${EXTERNO}/avaliacoes`)).body;
    expect(resumo).toMatchObject({ qtdAvaliacoes: 2, qtdAvaliacoesRespondidas: 1 });
  });

  it('closes at the deadline of the latest move, and opens again when the recruiter extends it (mailing the candidate)', async () => {
    const avisos = () => countRows(t, 'email_saida', `destinatario = 'ana.souza@exemplo.com.br'`);
    const mov = await admin.post(`${LUGARES}/${lugar}/movimentar`, {
      etapaSeletiva: { id: b.etapas[0] },
      dataHoraExpiracao: '2026-01-10T13:30:00.000Z',
    });
    expect(mov.status).toBe(201);
    const [resumo] = (await ana.get(`${EXTERNO}/avaliacoes`)).body;
    expect(resumo).toMatchObject({ expirada: true });
    expect(new Date(resumo.dataHoraExpiracao).toISOString()).toBe('2026-01-10T13:30:00.000Z');
    const fora = await ana.post(url(entrevista), {
      respostas: [{ perguntaId: aberta, comentario: 'Gosto da empresa.' }],
    });
    expect(fora.status).toBe(409);
    expect(fora.body.message).toBe(
      'O prazo para responder a esta avaliação terminou em 10/01/2026 às 10:30.',
    );
    expect(await folhas()).toBe(1);

    const amanha = new Date(Date.now() + 86_400_000).toISOString();
    const ext = await admin.put(
      `/api/captacao/historicos-candidato/${mov.body.historico.id}/data-hora-expiracao`,
      {
        dataHoraExpiracao: amanha,
      },
    );
    expect(ext.status).toBe(200);
    const { rows } = await t.sql.query(
      `SELECT assunto, texto FROM email_saida WHERE destinatario = 'ana.souza@exemplo.com.br'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].assunto).toBe('Avaliação para responder: Analista com teste — Empresa Padrão');
    expect(rows[0].texto).toContain('há 1 avaliação para você responder no Portal do Candidato até');
    expect(rows[0].texto).toContain('/externo/avaliacoes?empresaId=1');
    // the same deadline again is not news
    await admin.put(`/api/captacao/historicos-candidato/${mov.body.historico.id}/data-hora-expiracao`, {
      dataHoraExpiracao: amanha,
    });
    expect(await avisos()).toBe(1);
    const dentro = await ana.post(url(entrevista), {
      respostas: [{ perguntaId: aberta, comentario: 'Gosto da empresa.' }],
    });
    expect(dentro.status).toBe(201);
    expect((await ana.get(`${EXTERNO}/avaliacoes`)).body[0]).toMatchObject({
      expirada: false,
      qtdAvaliacoesRespondidas: 2,
    });
  });

  it('offers nothing once the candidate leaves the process, nor a model a recruiter answered', async () => {
    const outra = await vaga(true, [teste, entrevista]);
    const lugarBruno = await candidatar(bruno, outra);
    const brunoId = (
      await t.sql.query(`SELECT candidato_id FROM candidato_solicitacao WHERE id = $1`, [lugarBruno])
    ).rows[0].candidato_id;
    const rh = await admin.post(`${CANDIDATOS}/${brunoId}/avaliacoes/${entrevista}?solicitacaoId=${outra}`, {
      respostas: [{ perguntaId: aberta, comentario: 'Respondido na entrevista presencial.' }],
    });
    expect(rh.status).toBe(201);
    const [ofertas] = (await bruno.get(`${EXTERNO}/avaliacoes`)).body;
    expect(ofertas.avaliacoes.map((m: { id: number }) => m.id)).toEqual([teste]);
    expect((await bruno.get(url(entrevista, lugarBruno))).status).toBe(404);

    const sit = await admin.put(`${LUGARES}/${lugarBruno}/situacao`, { situacao: 'REPROVADO' });
    expect(sit.status).toBe(200);
    expect((await bruno.get(`${EXTERNO}/avaliacoes`)).body).toEqual([]);
    const antes = await folhas();
    expect((await bruno.post(url(teste, lugarBruno), { respostas: [] })).status).toBe(404);
    expect(await folhas()).toBe(antes);
  });
});
