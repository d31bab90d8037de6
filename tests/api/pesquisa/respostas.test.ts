// Answering a survey: from the console (linked user), part by part with partial saves and resume, the engine's
// messages for required answers, the end date; the one-use personal link (mailed, hashed, used twice, replaced,
// after the end); invitations and reminders only to who has not answered; answered questions stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  countRows,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';
import { cpf } from '../avaliacao/fixtures.ts';
import { type Completa, type Fixture, liberar, montar, opcao, pesquisaCompleta } from './fixtures.ts';

const MINHAS = '/api/pesquisa/colaborador-questionario';
const RESP = '/api/pesquisa/respostas';
const LINK = '/api/pesquisa/link';
const JOB = 'pesquisa.emails';

let t: TestApp;
let admin: Client;
let anon: Client;
let f: Fixture;
const count = (table: string, where = 'TRUE') => countRows(t, table, where);

beforeAll(async () => {
  // SMTP "configured" but no worker: the outbox keeps the link redacted and the mailable text goes to the
  // secret table, where the test reads it (the SMTP job would send and empty it)
  t = await startTestApp({ GENTE_JOBS: 'false', GENTE_SMTP_URL: 'smtp://127.0.0.1:9' });
  admin = new Client(t.app);
  await admin.login();
  anon = new Client(t.app);
  f = await montar(admin);
});
afterAll(() => t?.close());

async function participacao(quem: Client, pesquisaId: number) {
  const lista = (await quem.get(MINHAS)).body;
  return lista.find((p: any) => p.pesquisa.id === pesquisaId);
}

/** Runs the e-mail job now and answers the links mailed, by recipient. */
async function enviar(s: Completa, tipo: 'convite' | 'lembrete') {
  const antes = Number((await t.sql.query('SELECT coalesce(max(id), 0) AS m FROM email_saida')).rows[0].m);
  const res = await admin.post(`${s.Q}/envia-email`, { tipo });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.engine.jobs!.run(JOB, { empresaId: 1, pesquisaId: s.id, lembrete: tipo === 'lembrete' });
  const { rows } = await t.sql.query(
    `SELECT e.destinatario, e.texto, s.texto AS segredo FROM email_saida e
       LEFT JOIN email_saida_segredo s ON s.email_id = e.id WHERE e.id > $1 ORDER BY e.id`,
    [antes],
  );
  return { resposta: res.body, emails: rows };
}

/** The survey as a PUT body: what the form edits. */
const editavel = ({ id: _i, liberada: _l, ...resto }: any) => resto;

const tokenDe = (texto: string) => /pesquisa-responder#([\w-]{43})/.exec(texto)?.[1];

describe('respostas pelo console', () => {
  let s: Completa;
  beforeAll(async () => {
    s = await pesquisaCompleta(admin);
    await liberar(admin, s, [f.pessoas.bia.id, f.pessoas.caio.id]);
  });

  it('shows the survey in parts of N with the header; only to participants', async () => {
    const bia = f.pessoas.bia.client!;
    const part = await participacao(bia, s.id);
    expect(part).toMatchObject({ respondida: false, respondidaParcialmente: false });
    const tela = (await bia.get(`${MINHAS}/${part.id}`)).body;
    expect(tela.pesquisa).toMatchObject({ titulo: 'Clima 2026', cabecalho: 'Sua opinião importa.' });
    expect(tela.podeResponder).toBe(true);
    expect(tela.partes.map((p: any) => p.titulo)).toEqual(['Parte 1 de 3', 'Parte 2 de 3', 'Parte 3 de 3']);
    expect(tela.partes[0].perguntas).toEqual([s.perguntas.objetiva.id, s.perguntas.multipla.id]);
    // Ana is not a participant: neither the list nor Bia's participation
    expect(await participacao(f.pessoas.ana.client!, s.id)).toBeUndefined();
    expect((await f.pessoas.ana.client!.get(`${MINHAS}/${part.id}`)).status).toBe(404);
    expect((await f.pessoas.ana.client!.post(`${RESP}/${part.id}`, { respostas: [] })).status).toBe(404);
  });

  it('saves part by part, resumes, refuses missing required answers with the engine messages', async () => {
    const bia = f.pessoas.bia.client!;
    const part = await participacao(bia, s.id);
    const p1 = await bia.post(`${RESP}/${part.id}`, {
      respostas: [
        { perguntaId: s.perguntas.objetiva.id, respostaId: opcao(s.perguntas.objetiva, 'Sempre') },
        { perguntaId: s.perguntas.multipla.id, respostasIds: [opcao(s.perguntas.multipla, 'Equipe')] },
      ],
      respondidoParcialmente: true,
    });
    expect(p1.body).toEqual({ respondida: false, respondidaParcialmente: true });
    // coming back: the saved answers are there
    const tela = (await bia.get(`${MINHAS}/${part.id}`)).body;
    expect(tela.respostas.map((r: any) => r.perguntaId).sort()).toEqual(
      [s.perguntas.objetiva.id, s.perguntas.multipla.id].sort(),
    );
    // finishing without the required note and NPS: refused, the draft stays as it was
    const faltando = await bia.post(`${RESP}/${part.id}`, { respostas: [] });
    expect(faltando.status).toBe(400);
    expect(faltando.body.errors).toEqual(
      expect.arrayContaining([
        { field: `respostas.${s.perguntas.nota.id}`, message: 'Informe a nota.' },
        { field: `respostas.${s.perguntas.enps.id}`, message: 'Informe a nota.' },
      ]),
    );
    const fora = await bia.post(`${RESP}/${part.id}`, {
      respostas: [{ perguntaId: s.perguntas.nota.id, nota: 11 }],
      respondidoParcialmente: true,
    });
    expect(fora.status).toBe(400);
    expect(fora.body.errors[0].message).toBe('A nota deve estar entre 0 e 10.');
    expect(
      await count(
        'questionario_resposta r JOIN questionario_folha f ON f.id = r.folha_id',
        `f.contexto_id = ${s.id}`,
      ),
    ).toBe(2);
    // the last part finishes it
    const fim = await bia.post(`${RESP}/${part.id}`, {
      respostas: [
        { perguntaId: s.perguntas.nota.id, nota: 8 },
        { perguntaId: s.perguntas.enps.id, nota: 9 },
        { perguntaId: s.perguntas.subjetiva.id, comentario: 'Mais treinamentos' },
      ],
    });
    expect(fim.body).toEqual({ respondida: true, respondidaParcialmente: false });
    const folha = (
      await t.sql.query(
        `SELECT f.id, f.respondente_id, f.concluida FROM questionario_folha f WHERE f.contexto_id = $1
        AND f.origem = 'pesquisa'`,
        [s.id],
      )
    ).rows;
    expect(folha).toEqual([expect.objectContaining({ respondente_id: f.pessoas.bia.id, concluida: true })]);
    expect(await count('questionario_resposta', `folha_id = '${folha[0].id}'`)).toBe(5);
    const de_novo = await bia.post(`${RESP}/${part.id}`, { respostas: [] });
    expect(de_novo.status).toBe(409);
    expect(de_novo.body.message).toBe('Você já respondeu esta pesquisa.');
  });

  it('a question with answers cannot be deleted nor changed in type; the anonymity cannot change', async () => {
    const del = await admin.del(`${s.Q}/perguntas/${s.perguntas.nota.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toMatch(/^O questionário já possui respostas/);
    const put = await admin.put(`${s.Q}/perguntas/${s.perguntas.nota.id}`, {
      texto: s.perguntas.nota.texto,
      tipo: 3,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(409);
    expect(await count('questionario_pergunta', `id = ${s.perguntas.nota.id} AND tipo = 4`)).toBe(1);
    const anon = await admin.put(s.Q, { ...editavel((await admin.get(s.Q)).body), anonima: true });
    expect(anon.status, JSON.stringify(anon.body)).toBe(409);
    expect(anon.body.message).toBe('A pesquisa já possui respostas: o anonimato não pode mudar.');
    // a question without answers may still go
    const nova = await admin.post(`${s.Q}/perguntas`, { tipo: 3, texto: 'Algo mais?' });
    expect((await admin.del(`${s.Q}/perguntas/${nova.body.id}`)).status).toBe(204);
  });

  it('after the end date answers are refused with a clear message', async () => {
    await t.sql.query(`UPDATE pesquisa SET data_fim = '2026-01-31' WHERE id = $1`, [s.id]);
    const caio = f.pessoas.caio.client!;
    const part = await participacao(caio, s.id);
    const tela = (await caio.get(`${MINHAS}/${part.id}`)).body;
    expect(tela).toMatchObject({ podeResponder: false, motivo: expect.stringContaining('31/01/2026') });
    const res = await caio.post(`${RESP}/${part.id}`, { respostas: [], respondidoParcialmente: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'O prazo para responder esta pesquisa terminou em 31/01/2026. As respostas não são mais aceitas.',
    );
    expect(
      await count('questionario_folha', `contexto_id = ${s.id} AND respondente_id = ${f.pessoas.caio.id}`),
    ).toBe(0);
    await t.sql.query(`UPDATE pesquisa SET data_fim = '2099-12-31' WHERE id = $1`, [s.id]);
  });

  it("another company's user cannot reach a participation", async () => {
    const part = await participacao(f.pessoas.caio.client!, s.id);
    const outra = await createCompanyWithUser(admin, 'Outra Resposta', cpf(300_000_002));
    expect((await outra.client.get(`${MINHAS}/${part.id}`)).status).toBe(404);
    expect((await outra.client.post(`${RESP}/${part.id}`, { respostas: [] })).status).toBe(404);
  });
});

describe('link pessoal de uso único e lembretes', () => {
  let s: Completa;
  beforeAll(async () => {
    s = await pesquisaCompleta(admin);
    await liberar(admin, s, [f.pessoas.bia.id, f.pessoas.edu.id, f.pessoas.fabi.id]);
  });

  it('mails a personal link to who has no user, kept only hashed and redacted in the outbox', async () => {
    const { resposta, emails } = await enviar(s, 'convite');
    expect(resposta).toEqual({ destinatarios: 3, semEmail: 0 });
    const porDestino = Object.fromEntries(emails.map((e: any) => [e.destinatario, e]));
    expect(Object.keys(porDestino).sort()).toEqual(
      [f.pessoas.bia.email, f.pessoas.edu.email, f.pessoas.fabi.email].sort(),
    );
    // Bia has a user: the console screen, no secret
    expect(porDestino[f.pessoas.bia.email].texto).toContain('/pesquisa/colaborador-questionario');
    expect(porDestino[f.pessoas.bia.email].segredo).toBeNull();
    // Edu has none: a personal link, redacted in the outbox, only its SHA-256 stored
    const edu = porDestino[f.pessoas.edu.email];
    expect(edu.texto).toContain('[link de uso único omitido]');
    const token = tokenDe(edu.segredo)!;
    expect(token).toBeTruthy();
    const tudo = JSON.stringify((await t.sql.query('SELECT * FROM pesquisa_link')).rows);
    expect(tudo).not.toContain(token);
    expect(JSON.stringify((await t.sql.query('SELECT * FROM email_saida')).rows)).not.toContain(token);
    expect(JSON.stringify((await t.sql.query('SELECT * FROM auditoria')).rows)).not.toContain(token);
  });

  it('answers through the link part by part (no login), then the link is dead', async () => {
    const { emails } = await enviar(s, 'lembrete');
    const token = tokenDe(emails.find((e: any) => e.destinatario === f.pessoas.edu.email).segredo)!;
    const tela = await anon.post(`${LINK}/abrir`, { token });
    expect(tela.status).toBe(200);
    expect(tela.body.pesquisa.titulo).toBe('Clima 2026');
    expect(tela.body.partes).toHaveLength(3);
    const p1 = await anon.post(`${LINK}/responder`, {
      token,
      respostas: [{ perguntaId: s.perguntas.objetiva.id, respostaId: opcao(s.perguntas.objetiva, 'Nunca') }],
      respondidoParcialmente: true,
    });
    expect(p1.body).toEqual({ respondida: false, respondidaParcialmente: true });
    expect((await anon.post(`${LINK}/abrir`, { token })).body.respostas).toHaveLength(1);
    const faltando = await anon.post(`${LINK}/responder`, { token, respostas: [] });
    expect(faltando.status).toBe(400);
    expect(faltando.body.errors).toContainEqual({
      field: `respostas.${s.perguntas.nota.id}`,
      message: 'Informe a nota.',
    });
    const fim = await anon.post(`${LINK}/responder`, {
      token,
      respostas: [
        { perguntaId: s.perguntas.nota.id, nota: 3 },
        { perguntaId: s.perguntas.enps.id, nota: 2 },
      ],
    });
    expect(fim.body).toEqual({ respondida: true, respondidaParcialmente: false });
    // used twice: refused, nothing more stored
    const folhas = await count('questionario_folha', `contexto_id = ${s.id}`);
    for (const res of [
      await anon.post(`${LINK}/abrir`, { token }),
      await anon.post(`${LINK}/responder`, { token, respostas: [] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Link inválido ou expirado. Peça um novo link ao RH.');
    }
    expect(await count('questionario_folha', `contexto_id = ${s.id}`)).toBe(folhas);
    expect(
      await count(
        'pesquisa_link',
        `participante_id IN (SELECT id FROM pesquisa_participante WHERE colaborador_id = ${f.pessoas.edu.id})`,
      ),
    ).toBe(0);
  });

  it('a reminder goes only to who has not answered; a new link replaces the old one', async () => {
    const primeiro = await enviar(s, 'lembrete');
    const velho = tokenDe(primeiro.emails.find((e: any) => e.destinatario === f.pessoas.fabi.email).segredo)!;
    expect(primeiro.resposta).toEqual({ destinatarios: 2, semEmail: 0 }); // Edu answered
    expect(primeiro.emails.map((e: any) => e.destinatario).sort()).toEqual(
      [f.pessoas.bia.email, f.pessoas.fabi.email].sort(),
    );
    expect(primeiro.emails[0].texto).toContain('Você ainda não respondeu a pesquisa "Clima 2026"');
    const segundo = await enviar(s, 'lembrete');
    const novo = tokenDe(segundo.emails.find((e: any) => e.destinatario === f.pessoas.fabi.email).segredo)!;
    expect(novo).not.toBe(velho);
    expect((await anon.post(`${LINK}/abrir`, { token: velho })).status).toBe(404);
    expect((await anon.post(`${LINK}/abrir`, { token: novo })).status).toBe(200);
    expect((await anon.post(`${LINK}/abrir`, { token: 'x'.repeat(43) })).status).toBe(404);
  });

  it('after the end date the link opens with the reason and refuses answers', async () => {
    const { emails } = await enviar(s, 'lembrete');
    const token = tokenDe(emails.find((e: any) => e.destinatario === f.pessoas.fabi.email).segredo)!;
    await t.sql.query(`UPDATE pesquisa SET data_fim = '2026-02-28' WHERE id = $1`, [s.id]);
    const tela = (await anon.post(`${LINK}/abrir`, { token })).body;
    expect(tela).toMatchObject({ podeResponder: false, questionario: null });
    const res = await anon.post(`${LINK}/responder`, { token, respostas: [], respondidoParcialmente: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^O prazo para responder esta pesquisa terminou em 28\/02\/2026/);
    // and no more e-mails are sent for it
    const envio = await admin.post(`${s.Q}/envia-email`, { tipo: 'lembrete' });
    expect(envio.status).toBe(409);
  });
});
