// E-mail: a message is a row of the outbox (the read-only register utilitario/emails) written in the
// caller's transaction, plus a job that sends it. Without SMTP it stays there for the administrator; with
// SMTP (a real server from `smtp-server`, started here) the job delivers it, retrying after a refusal.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyName, OUTBOX_TABLE, sendEmail } from '../../../src/server/email/outbox.ts';
import { TEMPLATES } from '../../../src/server/email/templates.ts';
import {
  Client,
  countRows,
  createCompanyWithUser,
  startTestApp,
  type TestApp,
} from '../../helpers/test-app.ts';

const FAST_JOBS = { GENTE_JOBS_INTERVALO_S: '0.5', GENTE_JOBS_ESPERA_S: '1' };
const USER_CPF = '39053344705';

async function until<T>(what: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const outbox = async (t: TestApp, where = 'TRUE') =>
  (await t.sql.query(`SELECT * FROM ${OUTBOX_TABLE} WHERE ${where} ORDER BY id`)).rows;
const sendJobs = (t: TestApp) => countRows(t, 'pgboss.job', `name = 'email.enviar'`);

/** Sends the recovery template to `para` in a transaction of its own (rolled back when `rollback`). */
async function mail(
  t: TestApp,
  opts: { para: string; empresaId?: number; nome?: string; rollback?: boolean },
) {
  const { engine } = t.app;
  const empresaId = opts.empresaId ?? 1;
  return engine.db.transaction().execute(async (tx) => {
    const msg = TEMPLATES.recuperacaoSenha({
      empresa: await companyName(tx, empresaId),
      nome: opts.nome ?? 'Ana',
      url: 'http://localhost:3000/redefinir-senha?token=abc',
      validadeMinutos: 60,
    });
    const id = await sendEmail(engine, tx, { ...msg, empresaId, para: opts.para });
    if (opts.rollback) throw new Error('desfeita');
    return id;
  });
}

// --- a small MIME reader for what nodemailer writes (headers, multipart/alternative, QP or base64) ---
const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
const encodedWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, txt: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(txt, 'base64').toString('utf8') : qp(txt.replace(/_/g, ' ')),
    );
function decodeBody(headers: string, body: string) {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return qp(body);
  return body;
}
function readMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    headerText
      .split('\r\n')
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [];
  let text = '';
  let html = '';
  for (const part of parts) {
    const i = part.indexOf('\r\n\r\n');
    const partHeaders = part.slice(0, i);
    const body = decodeBody(partHeaders, part.slice(i + 4).replace(/\r\n$/, ''));
    if (/text\/html/i.test(partHeaders)) html = body;
    else if (/text\/plain/i.test(partHeaders)) text = body;
  }
  return { subject: encodedWords(headers.get('subject') ?? ''), from: headers.get('from'), text, html };
}

describe('without SMTP: the outbox keeps the message for the administrator', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(FAST_JOBS);
    admin = new Client(t.app);
    await admin.login();
  });
  afterAll(() => t?.close());

  it('keeps the message RETIDO, enqueues no sending, and lists it in /utilitario/emails', async () => {
    const id = await mail(t, { para: 'ana@example.com' });
    expect(await sendJobs(t)).toBe(0);
    const [row] = await outbox(t);
    expect(row).toMatchObject({
      id,
      empresa_id: 1,
      destinatario: 'ana@example.com',
      assunto: 'Redefinição de senha — Empresa Padrão',
      situacao: 'RETIDO',
      tentativas: 0,
      erro: null,
      enviado_em: null,
    });
    expect(row.texto).toContain('Redefinir senha: http://localhost:3000/redefinir-senha?token=abc');
    expect(row.texto).toContain('Empresa Padrão — mensagem automática do Gente');
    expect(row.html).toContain('Empresa Padrão');

    const list = await admin.get('/api/utilitario/emails?page=0&size=10');
    expect(list.status).toBe(200);
    expect(list.body.content).toEqual([
      expect.objectContaining({
        id,
        destinatario: 'ana@example.com',
        assunto: 'Redefinição de senha — Empresa Padrão',
        situacao: 'RETIDO',
      }),
    ]);
    const shown = await admin.get(`/api/utilitario/emails/${id}`);
    expect(shown).toMatchObject({ status: 200, body: { texto: row.texto, situacao: 'RETIDO' } });
  });

  it('is read-only', async () => {
    const [row] = await outbox(t);
    expect((await admin.post('/api/utilitario/emails', { assunto: 'x' })).status).toBe(405);
    expect((await admin.put(`/api/utilitario/emails/${row.id}`, { ...row, assunto: 'x' })).status).toBe(405);
    expect((await admin.del(`/api/utilitario/emails/${row.id}`)).status).toBe(405);
    expect((await outbox(t))[0].assunto).toBe(row.assunto);
  });

  it("escapes interpolated values in the HTML, and keeps each company's messages to itself", async () => {
    const { client, empresaId } = await createCompanyWithUser(admin, 'Souza & Filhos <RH>', '86288366757');
    const id = await mail(t, { para: 'bia@example.com', empresaId, nome: '<b>Bia</b>' });
    const [row] = await outbox(t, `id = ${id}`);
    expect(row.assunto).toBe('Redefinição de senha — Souza & Filhos <RH>');
    expect(row.texto).toContain('Olá, <b>Bia</b>.');
    expect(row.html).toContain('Olá, &lt;b&gt;Bia&lt;/b&gt;.');
    expect(row.html).toContain('Souza &amp; Filhos &lt;RH&gt;');
    expect(row.html).not.toContain('<b>Bia');
    expect((await client.get('/api/utilitario/emails?page=0&size=10')).body.content).toEqual([
      expect.objectContaining({ id }),
    ]);
    expect((await client.get(`/api/utilitario/emails/${(await outbox(t))[0].id}`)).status).toBe(404);
    expect((await admin.get(`/api/utilitario/emails/${id}`)).status).toBe(404);
  });

  it('keeps nothing when the write that sends rolls back', async () => {
    const before = await countRows(t, OUTBOX_TABLE);
    await expect(mail(t, { para: 'x@example.com', rollback: true })).rejects.toThrow('desfeita');
    expect(await countRows(t, OUTBOX_TABLE)).toBe(before);
  });
});

describe('with SMTP: delivered by the job, retried after a refusal', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string; raw: string }[] = [];
  let refusals = 0;
  let refused = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refusals > 0) {
          refusals--;
          refused++;
          const err = new Error('Caixa temporariamente indisponível') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await startTestApp({
      ...FAST_JOBS,
      GENTE_SMTP_URL: `smtp://127.0.0.1:${port}`,
      GENTE_URL_PUBLICA: 'https://rh.example.com/',
      GENTE_EMAIL_REMETENTE: 'RH <rh@example.com>',
    });
    const admin = new Client(t.app);
    await admin.login();
    const perfis = await admin.get('/api/utilitario/perfis?nome=Administrador');
    const user = await admin.post('/api/utilitario/usuarios', {
      nome: 'João Recupera',
      cpf: USER_CPF,
      email: 'joao@example.com',
      senha: 'senha-antiga-123',
      empresas: [1],
      perfis: [perfis.body[0].id],
    });
    expect(user.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('delivers a password-recovery e-mail after one refusal, text and HTML, and marks it sent', async () => {
    refusals = 1;
    const res = await new Client(t.app).post('/api/recuperar-senha', { cpf: USER_CPF });
    expect(res.status).toBe(200);
    const [mailed] = await until(async () => (received.length ? received : undefined));
    expect(refused).toBe(1);
    expect(mailed.to).toBe('joao@example.com');
    const msg = readMail(mailed.raw);
    expect(msg.from).toBe('RH <rh@example.com>');
    expect(msg.subject).toBe('Redefinição de senha — Empresa Padrão');
    expect(msg.text).toContain('Olá, João Recupera.');
    expect(msg.text).toMatch(/Redefinir senha: https:\/\/rh\.example\.com\/redefinir-senha\?token=[\w-]{43}/);
    expect(msg.text).toContain('Empresa Padrão — mensagem automática do Gente');
    expect(msg.html).toContain('<a href="https://rh.example.com/redefinir-senha?token=');
    expect(msg.html).toContain('Empresa Padrão');
    expect(msg.html).toContain('Olá, João Recupera.');
    const [row] = await until(async () => {
      const rows = await outbox(t, `situacao = 'ENVIADO'`);
      return rows.length ? rows : undefined;
    });
    expect(row).toMatchObject({ destinatario: 'joao@example.com', tentativas: 2, erro: null });
    expect(row.enviado_em).toBeInstanceOf(Date);
  });

  it('enqueues nothing when the write that sends rolls back', async () => {
    const jobs = await sendJobs(t);
    const outboxRows = await countRows(t, OUTBOX_TABLE);
    await expect(mail(t, { para: 'nunca@example.com', rollback: true })).rejects.toThrow('desfeita');
    expect(await sendJobs(t)).toBe(jobs);
    expect(await countRows(t, OUTBOX_TABLE)).toBe(outboxRows);
    await new Promise((r) => setTimeout(r, 1000));
    expect(received.map((r) => r.to)).not.toContain('nunca@example.com');
  });

  it('marks the message ERRO with the server answer when the last retry fails', async () => {
    // a row of its own (no job of the queue racing this one): the handler run as the last retry
    const { rows } = await t.sql.query(
      `INSERT INTO ${OUTBOX_TABLE} (empresa_id, data, destinatario, assunto, texto, situacao, tentativas)
       VALUES (1, now(), 'ze@example.com', 'Teste', 'Corpo', 'PENDENTE', 5) RETURNING id`,
    );
    refusals = 1;
    await expect(t.app.engine.jobs!.run('email.enviar', { id: rows[0].id }, 5, 5)).rejects.toThrow();
    const [row] = await outbox(t, `id = ${rows[0].id}`);
    expect(row).toMatchObject({ situacao: 'ERRO', tentativas: 6, enviado_em: null });
    expect(row.erro).toContain('Caixa temporariamente indisponível');
    expect(received.map((r) => r.to)).not.toContain('ze@example.com');
  });
});
