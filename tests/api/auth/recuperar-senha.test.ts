// Staff password recovery (public declared actions): the same answer whatever the CPF, a single-use link
// of one hour mailed through the outbox (to a local SMTP server: the link is read from the mail received;
// the outbox keeps the message with the link redacted), the new password ending every session, and the
// limits per CPF and per address.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../../../src/server/email/outbox.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { type Smtp, startSmtp } from '../../helpers/smtp.ts';
import { Client, countRows, created, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PEDIDO = 'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.';
const LINK_INVALIDO = 'Link inválido ou expirado. Solicite uma nova recuperação de senha.';
const REDEFINIDA = 'Senha redefinida com sucesso. Entre com a nova senha.';
const MUITAS = 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.';
const REDEFINIR = '/api/recuperar-senha/redefinir';

const MARIA = '39053344705';
const SEM_EMAIL = '15350946056';
const INATIVO = '71428793860';
const FORNECEDOR = '86288366757';
const DESCONHECIDO = '11144477735';

/** A valid CPF made from nine digits (the check digits computed). */
function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((s, d, i) => s + d * (len + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('staff password recovery', () => {
  let t: TestApp;
  let admin: Client;
  let maria: { id: number };
  let smtp: Smtp;
  const anon = () => new Client(t.app);

  const recoveryJobs = async (state = 'completed') =>
    Number(
      (
        await t.sql.query(`SELECT count(*) FROM pgboss.job WHERE name = 'senha.recuperacao' AND state = $1`, [
          state,
        ])
      ).rows[0].count,
    );
  /** waits until every recovery job sent so far has run */
  const jobsDone = () =>
    until(async () => {
      const { rows } = await t.sql.query(
        `SELECT count(*) FILTER (WHERE state <> 'completed')::int AS pending FROM pgboss.job WHERE name = 'senha.recuperacao'`,
      );
      return rows[0].pending === 0 ? true : undefined;
    });
  /** the mails the SMTP server received for `to` */
  const received = (to = 'maria@example.com') => smtp.received.filter((m) => m.to === to);
  const tokenOf = (texto: string) => /redefinir-senha\?token=([\w-]+)/.exec(texto)![1]!;
  /** asks for a link for Maria and answers the token mailed */
  async function newLink(): Promise<string> {
    const before = received().length;
    expect((await anon().post('/api/recuperar-senha', { cpf: MARIA })).status).toBe(200);
    const got = await until(async () => {
      const r = received();
      return r.length > before ? r : undefined;
    });
    return tokenOf(got.at(-1)!.text);
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      GENTE_JOBS_INTERVALO_S: '0.5',
      GENTE_JOBS_ESPERA_S: '1',
      GENTE_SMTP_URL: smtp.url,
    });
    admin = new Client(t.app);
    await admin.login();
    const perfil = (await admin.get('/api/utilitario/perfis?nome=Administrador')).body[0].id;
    const user = (nome: string, cpfUser: string, extra: object) =>
      created(admin, '/api/utilitario/usuarios', {
        nome,
        cpf: cpfUser,
        senha: 'senha-antiga-123',
        empresas: [1],
        perfis: [perfil],
        ...extra,
      });
    maria = await user('Maria Recupera', MARIA, { email: 'maria@example.com' });
    await user('Sem Email', SEM_EMAIL, {});
    await user('Inativo', INATIVO, { email: 'inativo@example.com', ativo: false });
    await user('Fornecedor', FORNECEDOR, { email: 'fornecedor@example.com', fornecedor: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers the same for every CPF and mails only an active staff user with an e-mail', async () => {
    for (const c of [DESCONHECIDO, SEM_EMAIL, INATIVO, FORNECEDOR, MARIA]) {
      const res = await anon().post('/api/recuperar-senha', { cpf: c });
      expect(res).toMatchObject({ status: 200, body: { message: PEDIDO } });
    }
    await jobsDone();
    expect(await recoveryJobs()).toBe(5);
    const [msg] = await until(async () => (smtp.received.length ? smtp.received : undefined));
    expect(smtp.received.map((m) => m.to)).toEqual(['maria@example.com']);
    expect(msg.subject).toBe('Redefinição de senha — Empresa Padrão');
    expect(msg.text).toContain('Olá, Maria Recupera.');
    expect(msg.text).toMatch(/^Redefinir senha: http:\/\/localhost:3000\/redefinir-senha\?token=[\w-]{43}$/m);
    expect(msg.html).toContain('Empresa Padrão');
    // the outbox keeps the same message with the link redacted
    const all = (await t.sql.query('SELECT * FROM email_saida')).rows;
    expect(all).toEqual([expect.objectContaining({ destinatario: 'maria@example.com' })]);
    expect(all[0].assunto).toBe(msg.subject);
    expect(all[0].texto).toContain(`Redefinir senha: ${REDACTED}`);
    // 32 random bytes, of which only the SHA-256 is stored; one hour
    const token = tokenOf(msg.text);
    expect(JSON.stringify(all)).not.toContain(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await t.sql.query(
      `SELECT usuario_id, token_hash, extract(epoch FROM expira_em - criado_em)::int AS validade
         FROM senha_recuperacao`,
    );
    expect(rows).toEqual([
      {
        usuario_id: maria.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        validade: 3600,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses bad requests in Portuguese and enqueues nothing', async () => {
    const before = Number((await t.sql.query('SELECT count(*) FROM pgboss.job')).rows[0].count);
    expectFieldError(await anon().post('/api/recuperar-senha', { cpf: '123' }), 'cpf', 'Cpf inválido.');
    expect((await anon().post('/api/recuperar-senha', {})).status).toBe(400);
    expect((await anon().post('/api/recuperar-senha', { cpf: MARIA, extra: 1 })).status).toBe(400);
    expect(Number((await t.sql.query('SELECT count(*) FROM pgboss.job')).rows[0].count)).toBe(before);
  });

  it('sets the new password once, ends every session of the user and spends their other links', async () => {
    const older = await newLink();
    const token = await newLink();
    const browser1 = anon();
    const browser2 = anon();
    await browser1.login(MARIA, 'senha-antiga-123');
    await browser2.login(MARIA, 'senha-antiga-123');
    expectFieldError(
      await anon().post(REDEFINIR, { token, senha: 'nova-senha-456', confirmacao: 'outra-coisa-789' }),
      'confirmacao',
      'A senha não foi confirmada corretamente. Por favor, confira.',
    );
    expectFieldError(
      await anon().post(REDEFINIR, { token, senha: 'curta', confirmacao: 'curta' }),
      'senha',
      'A senha deve ter no mínimo 8 caracteres.',
    );
    expect(
      await anon().post(REDEFINIR, {
        token: 'x'.repeat(43),
        senha: 'nova-senha-456',
        confirmacao: 'nova-senha-456',
      }),
    ).toMatchObject({ status: 400, body: { message: LINK_INVALIDO } });
    // nothing above changed anything
    await anon().login(MARIA, 'senha-antiga-123');

    const ok = await anon().post(REDEFINIR, {
      token,
      senha: 'nova-senha-456',
      confirmacao: 'nova-senha-456',
    });
    expect(ok).toMatchObject({ status: 200, body: { message: REDEFINIDA } });
    expect((await browser1.get('/api/userinfo')).status).toBe(401);
    expect((await browser2.get('/api/userinfo')).status).toBe(401);
    expect((await admin.get('/api/userinfo')).status).toBe(200);
    await anon().login(MARIA, 'nova-senha-456');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { cpf: MARIA, senha: 'senha-antiga-123', empresaId: 1 },
    });
    expect(old.statusCode).toBe(401);
    const stored = (await t.sql.query('SELECT senha FROM usuario WHERE id = $1', [maria.id])).rows[0].senha;
    expect(stored).toMatch(/^\$argon2id\$/);

    // used once; the user's older link is spent too
    for (const tk of [token, older]) {
      const again = await anon().post(REDEFINIR, {
        token: tk,
        senha: 'terceira-1234',
        confirmacao: 'terceira-1234',
      });
      expect(again).toMatchObject({ status: 400, body: { message: LINK_INVALIDO } });
    }
    const audit = await t.sql.query(`SELECT * FROM auditoria WHERE operacao = 'redefinir-senha'`);
    expect(audit.rows).toEqual([
      expect.objectContaining({ cadastro: 'utilitario/usuarios', registro_id: maria.id }),
    ]);
    expect(JSON.stringify(audit.rows[0].alteracoes)).not.toContain('nova-senha');
  });

  it('refuses a link older than one hour', async () => {
    await t.sql.query('DELETE FROM login_tentativa');
    const token = await newLink();
    await t.sql.query(
      `UPDATE senha_recuperacao SET expira_em = now() - interval '1 second' WHERE usado_em IS NULL`,
    );
    const res = await anon().post(REDEFINIR, {
      token,
      senha: 'nova-senha-999',
      confirmacao: 'nova-senha-999',
    });
    expect(res).toMatchObject({ status: 400, body: { message: LINK_INVALIDO } });
    await anon().login(MARIA, 'nova-senha-456');
  });

  it('limits the requests per CPF (known or not) and per address like the login', async () => {
    await t.sql.query('DELETE FROM login_tentativa');
    for (const c of [MARIA, DESCONHECIDO]) {
      for (let i = 0; i < 3; i++)
        expect((await anon().post('/api/recuperar-senha', { cpf: c })).status).toBe(200);
      const refused = await anon().post('/api/recuperar-senha', { cpf: c });
      expect(refused).toMatchObject({ status: 429, body: { message: MUITAS } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    await t.sql.query('DELETE FROM login_tentativa');
    await t.sql.query(
      `INSERT INTO login_tentativa (key) SELECT 'recuperacao:127.0.0.1' FROM generate_series(1, 30)`,
    );
    const before = Number((await t.sql.query('SELECT count(*) FROM pgboss.job')).rows[0].count);
    expect((await anon().post('/api/recuperar-senha', { cpf: cpf('123456789') })).status).toBe(429);
    expect(Number((await t.sql.query('SELECT count(*) FROM pgboss.job')).rows[0].count)).toBe(before);
  });

  it('takes about as long for a known CPF as for an unknown one', async () => {
    const times: Record<'conhecido' | 'desconhecido', number[]> = { conhecido: [], desconhecido: [] };
    for (let i = 0; i < 10; i++) {
      await t.sql.query('DELETE FROM login_tentativa');
      for (const [kind, c] of [
        ['conhecido', MARIA],
        ['desconhecido', cpf(String(200_000_000 + i))],
      ] as const) {
        const start = performance.now();
        expect((await anon().post('/api/recuperar-senha', { cpf: c })).body.message).toBe(PEDIDO);
        times[kind].push(performance.now() - start);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known = median(times.conhecido);
    const unknown = median(times.desconhecido);
    console.log(
      `recuperar-senha: mediana ${known.toFixed(1)} ms (CPF cadastrado) × ${unknown.toFixed(1)} ms (não)`,
    );
    // same work on both paths (one read, one job enqueued); a wide band for a busy machine
    expect(Math.max(known, unknown) / Math.min(known, unknown)).toBeLessThan(2.5);
    await jobsDone();
    expect(await countRows(t, 'email_saida', `destinatario <> 'maria@example.com'`)).toBe(0);
  });
});
