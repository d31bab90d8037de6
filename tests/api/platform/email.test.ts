// E-mail: a message is a row of the outbox (the read-only register utilitario/emails) written in the
// caller's transaction, plus a job that sends it. Without SMTP it stays there for the administrator; with
// SMTP (a real server from `smtp-server`, started here) the job delivers it, retrying after a refusal.
// A message with a secret (a password-recovery link) is kept in the outbox with the link redacted: the live
// link reaches the mailbox and nothing else — no answer, export or audit entry.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyName,
  EXPIRED_BEFORE_SENDING,
  OUTBOX_TABLE,
  REDACTED,
  SECRET_TABLE,
  sendEmail,
} from '../../../src/server/email/outbox.ts';
import { TEMPLATES } from '../../../src/server/email/templates.ts';
import { type Smtp, startSmtp } from '../../helpers/smtp.ts';
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

const LINK = 'http://localhost:3000/redefinir-senha?token=abc-segredo';

/** Sends the recovery template to `para`, its link as the secret, in a transaction of its own (rolled back when `rollback`). */
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
      url: LINK,
      validadeMinutos: 60,
    });
    const id = await sendEmail(engine, tx, {
      ...msg,
      empresaId,
      para: opts.para,
      segredo: { valores: [LINK, 'abc-segredo'], validadeMinutos: 60 },
    });
    if (opts.rollback) throw new Error('desfeita');
    return id;
  });
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

  it('keeps the message RETIDO with its link redacted, enqueues no sending, lists it in /utilitario/emails', async () => {
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
    expect(row.texto).toContain(`Redefinir senha: ${REDACTED}`);
    expect(row.texto).toContain('Empresa Padrão — mensagem automática do Gente');
    expect(row.html).toContain('Empresa Padrão');
    expect(row.html).toContain(`href="${REDACTED}"`);
    // a link that never leaves the server is worth nothing: without SMTP it is not kept anywhere
    expect(JSON.stringify(row)).not.toContain('abc-segredo');
    expect(await countRows(t, SECRET_TABLE)).toBe(0);

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
    expect(JSON.stringify([list.body, shown.body])).not.toContain('abc-segredo');
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
  let smtp: Smtp;
  let admin: Client;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      ...FAST_JOBS,
      GENTE_SMTP_URL: smtp.url,
      GENTE_URL_PUBLICA: 'https://rh.example.com/',
      GENTE_EMAIL_REMETENTE: 'RH <rh@example.com>',
    });
    admin = new Client(t.app);
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
    userId = user.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a password-recovery e-mail after one refusal, text and HTML, and marks it sent', async () => {
    smtp.refuse(1);
    const res = await new Client(t.app).post('/api/recuperar-senha', { cpf: USER_CPF });
    expect(res.status).toBe(200);
    const [msg] = await until(async () => (smtp.received.length ? smtp.received : undefined));
    expect(smtp.refused()).toBe(1);
    expect(msg.to).toBe('joao@example.com');
    expect(msg.from).toBe('RH <rh@example.com>');
    expect(msg.subject).toBe('Redefinição de senha — Empresa Padrão');
    expect(msg.text).toContain('Olá, João Recupera.');
    expect(msg.text).toMatch(/Redefinir senha: https:\/\/rh\.example\.com\/redefinir-senha\?token=[\w-]{43}/);
    expect(msg.text).toContain('Empresa Padrão — mensagem automática do Gente');
    expect(msg.html).toContain('<a href="https://rh.example.com/redefinir-senha?token=');
    expect(msg.html).toContain('Empresa Padrão');
    expect(msg.html).toContain('Olá, João Recupera.');
    token = /token=([\w-]{43})/.exec(msg.text)![1]!;
    const [row] = await until(async () => {
      const rows = await outbox(t, `situacao = 'ENVIADO'`);
      return rows.length ? rows : undefined;
    });
    expect(row).toMatchObject({ destinatario: 'joao@example.com', tentativas: 2, erro: null });
    expect(row.enviado_em).toBeInstanceOf(Date);
    // the outbox holds the message with the link redacted; the copy the sender used is gone
    expect(row.texto).toContain(`Redefinir senha: ${REDACTED}`);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await countRows(t, SECRET_TABLE)).toBe(0);
  });

  it('shows the live link in no answer, export or audit entry; the link mailed still works', async () => {
    const [row] = await outbox(t, `destinatario = 'joao@example.com'`);
    const answers: string[] = [];
    const read = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      return res;
    };
    answers.push((await read('/api/utilitario/emails?page=0&size=50')).body);
    answers.push((await read(`/api/utilitario/emails/${row.id}`)).body);
    answers.push((await read('/api/utilitario/emails/exportar?formato=csv')).body);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await read('/api/utilitario/emails/exportar?formato=xlsx')).rawPayload as never);
    const cells: unknown[] = [];
    book.worksheets[0]!.eachRow((r) => cells.push(r.values));
    answers.push(JSON.stringify(cells));
    expect(answers.join('\n')).toContain('Redefinição de senha');

    const ok = await new Client(t.app).post('/api/recuperar-senha/redefinir', {
      token,
      senha: 'senha-nova-456',
      confirmacao: 'senha-nova-456',
    });
    expect(ok.status).toBe(200);
    await new Client(t.app).login(USER_CPF, 'senha-nova-456');
    // the log as the company reads it, and every audit entry stored (the reset's has no company)
    answers.push((await read('/api/utilitario/log?page=0&size=100')).body);
    const audit = (await t.sql.query('SELECT * FROM auditoria')).rows;
    expect(audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ operacao: 'redefinir-senha', registro_id: userId })]),
    );
    answers.push(JSON.stringify(audit));
    for (const a of answers) {
      expect(a).not.toContain(token);
      expect(a).not.toContain('token=');
    }
  });

  it('enqueues nothing when the write that sends rolls back', async () => {
    const jobs = await sendJobs(t);
    const outboxRows = await countRows(t, OUTBOX_TABLE);
    await expect(mail(t, { para: 'nunca@example.com', rollback: true })).rejects.toThrow('desfeita');
    expect(await sendJobs(t)).toBe(jobs);
    expect(await countRows(t, OUTBOX_TABLE)).toBe(outboxRows);
    expect(await countRows(t, SECRET_TABLE)).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.map((r) => r.to)).not.toContain('nunca@example.com');
  });

  /** A PENDENTE row with a secret copy of its own (no job of the queue racing the handler run here). */
  async function pending(para: string, validade = "interval '1 hour'") {
    const { rows } = await t.sql.query(
      `INSERT INTO ${OUTBOX_TABLE} (empresa_id, data, destinatario, assunto, texto, situacao, tentativas)
       VALUES (1, now(), $1, 'Teste', $2, 'PENDENTE', 5) RETURNING id`,
      [para, `Link: ${REDACTED}`],
    );
    await t.sql.query(
      `INSERT INTO ${SECRET_TABLE} (email_id, texto, expira_em) VALUES ($1, 'Link: https://x/?token=vivo', now() + ${validade})`,
      [rows[0].id],
    );
    return rows[0].id as number;
  }

  it('marks the message ERRO with the server answer when the last retry fails, and drops its secret', async () => {
    const id = await pending('ze@example.com');
    smtp.refuse(1);
    await expect(t.app.engine.jobs!.run('email.enviar', { id }, 5, 5)).rejects.toThrow();
    const [row] = await outbox(t, `id = ${id}`);
    expect(row).toMatchObject({ situacao: 'ERRO', tentativas: 6, enviado_em: null });
    expect(row.erro).toContain('Caixa temporariamente indisponível');
    expect(smtp.received.map((r) => r.to)).not.toContain('ze@example.com');
    expect(await countRows(t, SECRET_TABLE, `email_id = ${id}`)).toBe(0);
  });

  it('keeps the secret for another try after a refusal that is not the last', async () => {
    const id = await pending('bia@example.com');
    smtp.refuse(1);
    await expect(t.app.engine.jobs!.run('email.enviar', { id }, 0, 5)).rejects.toThrow();
    expect((await outbox(t, `id = ${id}`))[0].situacao).toBe('PENDENTE');
    expect(await countRows(t, SECRET_TABLE, `email_id = ${id}`)).toBe(1);
    await t.app.engine.jobs!.run('email.enviar', { id }, 1, 5);
    const sent = smtp.received.find((r) => r.to === 'bia@example.com')!;
    expect(sent.text).toContain('https://x/?token=vivo');
    expect(await countRows(t, SECRET_TABLE, `email_id = ${id}`)).toBe(0);
  });

  it('sends nothing whose link expired before it could be sent, and says so on the message', async () => {
    const id = await pending('caio@example.com', "interval '-1 second'");
    await t.app.engine.jobs!.run('email.enviar', { id }, 5, 5);
    const [row] = await outbox(t, `id = ${id}`);
    expect(row).toMatchObject({ situacao: 'ERRO', erro: EXPIRED_BEFORE_SENDING, enviado_em: null });
    expect(await countRows(t, SECRET_TABLE, `email_id = ${id}`)).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.map((r) => r.to)).not.toContain('caio@example.com');
  });
});
