// E-mail and jobs: the outbox without SMTP, real SMTP delivery (smtp-server started here) with a retry
// after a refusal, transactional enqueueing, staff password recovery, and the scheduled clean-ups.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyName, OUTBOX_TABLE, sendEmail } from '../../../src/server/email/outbox.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { ADMIN_CPF, Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const USER_CPF = '39053344705';
const PEDIDO = 'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.';
const LINK_INVALIDO = 'Link inválido ou expirado. Solicite uma nova recuperação de senha.';
const FAST_JOBS = { GENTE_JOBS_INTERVALO_S: '0.5', GENTE_JOBS_ESPERA_S: '1' };

async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
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

async function createUser(admin: Client, email = 'maria@example.com') {
  const perfis = await admin.get('/api/utilitario/perfis?nome=Administrador');
  return created(admin, '/api/utilitario/usuarios', {
    nome: 'Maria Recupera',
    cpf: USER_CPF,
    email,
    senha: 'senha-antiga-123',
    empresas: [1],
    perfis: [perfis.body[0].id],
  });
}

describe('without SMTP: the outbox keeps the message', () => {
  let t: TestApp;
  let admin: Client;
  let user: { id: number };

  beforeAll(async () => {
    t = await startTestApp(FAST_JOBS);
    admin = new Client(t.app);
    await admin.login();
    user = await createUser(admin);
  });
  afterAll(() => t?.close());

  it('answers the same for a known and an unknown CPF, and mails only the known one', async () => {
    const anon = new Client(t.app);
    const unknown = await anon.post('/api/recuperar-senha', { cpf: '11144477735' });
    expect(unknown).toMatchObject({ status: 200, body: { message: PEDIDO } });
    const known = await anon.post('/api/recuperar-senha', { cpf: USER_CPF });
    expect(known).toMatchObject({ status: 200, body: { message: PEDIDO } });
    const [msg] = await until(async () => {
      const rows = await outbox(t);
      return rows.length ? rows : undefined;
    });
    // both jobs done: still exactly one message
    await until(async () => {
      const { rows } = await t.sql.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'senha.recuperacao' AND state = 'completed'`,
      );
      return rows[0].n === 2 ? true : undefined;
    });
    expect(await countRows(t, OUTBOX_TABLE)).toBe(1);
    expect(msg).toMatchObject({ situacao: 'RETIDO', destinatario: 'maria@example.com', tentativas: 0 });
    expect(msg.assunto).toBe('Redefinição de senha — Empresa Padrão');
    expect(msg.texto).toMatch(/Olá, Maria Recupera\./);
    expect(msg.texto).toMatch(/http:\/\/localhost:3000\/redefinir-senha\?token=[\w-]{43}/);
    expect(msg.html).toContain('Empresa Padrão');
    // the administrator reads it in the console's register
    const list = await admin.get('/api/utilitario/emails?page=0&size=10');
    expect(list.body.content).toEqual([
      expect.objectContaining({ destinatario: 'maria@example.com', situacao: 'RETIDO' }),
    ]);
    // read-only register
    expect((await admin.post('/api/utilitario/emails', { assunto: 'x' })).status).toBe(405);
  });

  it('refuses a malformed CPF in Portuguese', async () => {
    expectFieldError(
      await new Client(t.app).post('/api/recuperar-senha', { cpf: '123' }),
      'cpf',
      'Cpf inválido.',
    );
  });

  it('sets the new password once with the link, ends the sessions, and refuses the link again', async () => {
    const [msg] = await outbox(t);
    const token = /token=([\w-]+)/.exec(msg.texto)![1];
    const old = new Client(t.app);
    await old.login(USER_CPF, 'senha-antiga-123');
    const anon = new Client(t.app);
    const url = '/api/recuperar-senha/redefinir';
    expectFieldError(
      await anon.post(url, { token, senha: 'nova-senha-456', confirmacao: 'outra-coisa-789' }),
      'confirmacao',
      'A senha não foi confirmada corretamente. Por favor, confira.',
    );
    expectFieldError(
      await anon.post(url, { token, senha: 'curta', confirmacao: 'curta' }),
      'senha',
      'A senha deve ter no mínimo 8 caracteres.',
    );
    const ok = await anon.post(url, { token, senha: 'nova-senha-456', confirmacao: 'nova-senha-456' });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Senha redefinida com sucesso. Entre com a nova senha.' },
    });
    expect((await old.get('/api/userinfo')).status).toBe(401);
    await new Client(t.app).login(USER_CPF, 'nova-senha-456');
    const again = await anon.post(url, { token, senha: 'terceira-senha-1', confirmacao: 'terceira-senha-1' });
    expect(again).toMatchObject({ status: 400, body: { message: LINK_INVALIDO } });
    const audit = await t.sql.query(`SELECT * FROM auditoria WHERE operacao = 'redefinir-senha'`);
    expect(audit.rows).toEqual([
      expect.objectContaining({ cadastro: 'utilitario/usuarios', registro_id: user.id }),
    ]);
    expect(JSON.stringify(audit.rows[0].alteracoes)).not.toContain('nova-senha');
  });

  it('refuses an expired or unknown link', async () => {
    await new Client(t.app).post('/api/recuperar-senha', { cpf: USER_CPF });
    const rows = await until(async () => {
      const r = await outbox(t);
      return r.length === 2 ? r : undefined;
    });
    const token = /token=([\w-]+)/.exec(rows[1].texto)![1];
    await t.sql.query(
      `UPDATE senha_recuperacao SET expira_em = now() - interval '1 minute' WHERE usado_em IS NULL`,
    );
    const body = { senha: 'nova-senha-999', confirmacao: 'nova-senha-999' };
    const anon = new Client(t.app);
    expect((await anon.post('/api/recuperar-senha/redefinir', { token, ...body })).body.message).toBe(
      LINK_INVALIDO,
    );
    expect((await anon.post('/api/recuperar-senha/redefinir', { token: 'x', ...body })).body.message).toBe(
      LINK_INVALIDO,
    );
  });

  it('enqueues nothing when the write that sends rolls back', async () => {
    const engine = t.app.engine;
    const before = await countRows(t, OUTBOX_TABLE);
    await expect(
      engine.db.transaction().execute(async (tx) => {
        await sendEmail(engine, tx, {
          empresaId: 1,
          para: 'x@example.com',
          assunto: 'a',
          texto: 'b',
          html: 'c',
        });
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await countRows(t, OUTBOX_TABLE)).toBe(before);
    expect(await companyName(engine.db, 1)).toBe('Empresa Padrão');
  });

  it('purges expired sessions, old login attempts and audit entries past the retention on schedule', async () => {
    const { rows: schedules } = await t.sql.query(
      'SELECT name, cron, options FROM pgboss.schedule ORDER BY name',
    );
    expect(schedules.map((s) => [s.name, s.cron])).toEqual([
      ['manutencao.auditoria', '17 3 * * *'],
      ['manutencao.sessoes', '7 * * * *'],
    ]);
    await t.sql.query(`UPDATE sessao SET expires_at = now() - interval '1 minute' WHERE usuario_id <> 1`);
    await t.sql.query(
      `INSERT INTO login_tentativa (key, at) VALUES ('ip:velho', now() - interval '2 days'), ('ip:novo', now())`,
    );
    await t.sql.query(
      `INSERT INTO auditoria (em, operacao) VALUES (now() - interval '6 years', 'antiga'), (now() - interval '2 years', 'recente')`,
    );
    await t.app.engine.jobs!.run('manutencao.sessoes');
    await t.app.engine.jobs!.run('manutencao.auditoria');
    expect(await countRows(t, 'sessao', 'expires_at < now()')).toBe(0);
    expect(await countRows(t, 'login_tentativa', `key = 'ip:velho'`)).toBe(0);
    expect(await countRows(t, 'login_tentativa', `key = 'ip:novo'`)).toBe(1);
    expect(await countRows(t, 'auditoria', `operacao = 'antiga'`)).toBe(0);
    expect(await countRows(t, 'auditoria', `operacao = 'recente'`)).toBe(1);
    expect((await admin.get('/api/userinfo')).status).toBe(200);
  });
});

describe('with SMTP: delivered by the job, retried after a refusal', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string; raw: string }[] = [];
  let refusals = 1;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refusals > 0) {
          refusals--;
          const err = new Error('Caixa temporariamente indisponível') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => {
          raw += c.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
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
    });
    const admin = new Client(t.app);
    await admin.login(ADMIN_CPF);
    await createUser(admin, 'joao@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('sends the message over SMTP after one refusal, and marks it sent', async () => {
    await new Client(t.app).post('/api/recuperar-senha', { cpf: USER_CPF });
    const [mail] = await until(async () => (received.length ? received : undefined), 20_000);
    expect(mail.to).toBe('joao@example.com');
    const decoded = mail.raw.replace(/=\r?\n/g, '');
    expect(decoded).toMatch(/Subject: =\?UTF-8\?|Subject: Redefini/);
    expect(decoded).toContain('https://rh.example.com/redefinir-senha?token=');
    expect(decoded).toContain('text/html');
    const [row] = await until(async () => {
      const rows = await outbox(t, `situacao = 'ENVIADO'`);
      return rows.length ? rows : undefined;
    });
    expect(row).toMatchObject({ destinatario: 'joao@example.com', tentativas: 2, erro: null });
    expect(row.enviado_em).toBeInstanceOf(Date);
    expect(refusals).toBe(0);
  });
});
