// The candidate's password (spec §5 Password change, §7 PATCH /{id}/alterar-senha, PUT /recuperar-senha):
// 'Alterar Senha' with the current password (its own message when wrong), the other sessions ended; recovery
// by e-mail with the same answer whatever the CPF, a single-use link that expires, every session ended.
// The link is read from the mail a local SMTP server received: the outbox keeps it redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../../../src/server/email/outbox.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { type Smtp, startSmtp } from '../../helpers/smtp.ts';
import { Client, countRows, startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { seedCaptacao } from '../captacao/fixtures.ts';
import { Candidate, candidatoComSenha, EXTERNO } from './helpers.ts';

const ANA = '39053344705';
const SEM_EMAIL = '15350946056';
const PEDIDO = 'Se o CPF estiver cadastrado, enviaremos um e-mail com as instruções para redefinir a senha.';
const LINK_INVALIDO = 'Link inválido ou expirado. Solicite uma nova recuperação de senha.';

let t: TestApp;
let admin: Client;
let ana: { id: number };
let smtp: Smtp;

async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    GENTE_JOBS_INTERVALO_S: '0.5',
    GENTE_URL_PUBLICA: 'https://rh.exemplo.com.br',
    GENTE_SMTP_URL: smtp.url,
  });
  admin = new Client(t.app);
  await admin.login();
  const b = await seedCaptacao(admin);
  ana = await candidatoComSenha(admin, b, ANA, 'senha-antiga', { contato: { email: 'ana@exemplo.com.br' } });
  await candidatoComSenha(admin, b, SEM_EMAIL, 'senha-do-bruno');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const logada = async (senha = 'senha-antiga') => {
  const c = new Candidate(t.app);
  await c.login(ANA, senha, 1);
  return c;
};

describe('Alterar Senha', () => {
  it('refuses a wrong current password with its message and a wrong confirmation, changing nothing', async () => {
    const c = await logada();
    const url = `${EXTERNO}/candidatos/${ana.id}/alterar-senha`;
    expectFieldError(
      await c.patch(url, { senha: 'errada', novaSenha: 'senha-nova', confNovaSenha: 'senha-nova' }),
      'senha',
      'A senha informada não confere com a senha do seu login.',
    );
    expectFieldError(
      await c.patch(url, { senha: 'senha-antiga', novaSenha: 'senha-nova', confNovaSenha: 'outra' }),
      'confNovaSenha',
      'A senha não foi confirmada corretamente. Por favor, confira.',
    );
    expectFieldError(
      await c.patch(url, { senha: 'senha-antiga', novaSenha: '123', confNovaSenha: '123' }),
      'novaSenha',
      'A senha deve ter no mínimo 6 caracteres.',
    );
    expectFieldError(
      await c.patch(url, { novaSenha: 'senha-nova', confNovaSenha: 'senha-nova' }),
      'senha',
      'Senha atual é obrigatória',
    );
    expect(
      (await new Candidate(t.app).tryLogin({ cpf: ANA, senha: 'senha-antiga', empresaId: 1 })).status,
    ).toBe(200);
  });

  it('changes it: the new one logs in, other devices are logged out, this one stays', async () => {
    const outroAparelho = await logada();
    const c = await logada();
    const res = await c.patch(`${EXTERNO}/candidatos/${ana.id}/alterar-senha`, {
      senha: 'senha-antiga',
      novaSenha: 'senha-nova-1',
      confNovaSenha: 'senha-nova-1',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Senha alterada com sucesso.');
    expect((await c.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(true);
    expect((await outroAparelho.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(false);
    expect(
      (await new Candidate(t.app).tryLogin({ cpf: ANA, senha: 'senha-antiga', empresaId: 1 })).status,
    ).toBe(401);
    // someone else's password change is not reachable
    const staffCookie = await t.app.inject({
      method: 'PATCH',
      url: `${EXTERNO}/candidatos/${ana.id}/alterar-senha`,
      headers: { cookie: admin.cookie },
      payload: { senha: 'x', novaSenha: 'senha-nova-2', confNovaSenha: 'senha-nova-2' },
    });
    expect(staffCookie.statusCode).toBe(401);
  });
});

describe('password recovery by e-mail', () => {
  const pedir = (cpf: string, empresaId = 1) =>
    new Candidate(t.app).put(`${EXTERNO}/candidatos/recuperar-senha`, { cpf, empresaId });
  const emails = () =>
    t.sql.query(
      `SELECT texto, html, destinatario FROM email_saida WHERE destinatario = 'ana@exemplo.com.br' ORDER BY id`,
    );
  /** the texts of the mails Ana received */
  const recebidos = () => smtp.received.filter((m) => m.to === 'ana@exemplo.com.br').map((m) => m.text);
  /** waits for Ana's `n`th mail and answers the token of its link */
  const tokenDo = async (n: number) => {
    const texto = await until(async () => recebidos()[n - 1]);
    return /token=([\w-]+)/.exec(texto)![1]!;
  };

  it('answers the same for a candidate, one without e-mail, an unknown CPF and another company', async () => {
    for (const [cpf, empresaId] of [
      [ANA, 1],
      [SEM_EMAIL, 1],
      ['11144477735', 1],
      [ANA, 999],
    ] as const) {
      const res = await pedir(cpf, empresaId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: PEDIDO });
    }
    expectFieldError(await pedir('123'), 'cpf', 'Cpf inválido.');
    const texto = await until(async () => recebidos()[0]);
    expect(texto).toContain('https://rh.exemplo.com.br/externo/recuperar-senha?empresaId=1&token=');
    // only Ana's request made a link
    expect(await countRows(t, 'senha_recuperacao_candidato')).toBe(1);
    // the outbox, the HR staff's list and export of it keep the message with the link redacted
    const token = await tokenDo(1);
    const [row] = (await emails()).rows;
    expect(row.texto).toContain(`Criar nova senha: ${REDACTED}`);
    const lista = await admin.get('/api/utilitario/emails?page=0&size=50');
    expect(JSON.stringify(lista.body)).toContain('Portal do Candidato');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/utilitario/emails/exportar?formato=csv',
      headers: { cookie: admin.cookie },
    });
    for (const seen of [JSON.stringify(row), JSON.stringify(lista.body), csv.body])
      expect(seen).not.toContain(token);
  });

  it('sets the new password with the link once; every session ends; the link is then spent', async () => {
    const c = await logada('senha-nova-1');
    const token = await tokenDo(1);
    const url = `${EXTERNO}/candidatos/redefinir-senha`;
    const anon = new Candidate(t.app);
    expectFieldError(
      await anon.post(url, { token, senha: 'recuperada-1', confirmacao: 'outra' }),
      'confirmacao',
      'As senhas devem ser iguais',
    );
    const ok = await anon.post(url, { token, senha: 'recuperada-1', confirmacao: 'recuperada-1' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Senha redefinida com sucesso. Entre com a nova senha.');
    expect((await c.get(`${EXTERNO}/userinfo`)).body.authenticated).toBe(false);
    expect(
      (await new Candidate(t.app).tryLogin({ cpf: ANA, senha: 'recuperada-1', empresaId: 1 })).status,
    ).toBe(200);
    const again = await anon.post(url, { token, senha: 'mais-uma-1', confirmacao: 'mais-uma-1' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_INVALIDO);
  });

  it('refuses an expired link', async () => {
    await pedir(ANA);
    await until(async () =>
      (await countRows(t, 'senha_recuperacao_candidato', 'usado_em IS NULL')) ? true : undefined,
    );
    const token = await tokenDo(2);
    await t.sql.query(`UPDATE senha_recuperacao_candidato SET expira_em = now() - interval '1 minute'`);
    const res = await new Candidate(t.app).post(`${EXTERNO}/candidatos/redefinir-senha`, {
      token,
      senha: 'expirada-1',
      confirmacao: 'expirada-1',
    });
    expect(res.body.message).toBe(LINK_INVALIDO);
  });

  it('limits the requests per CPF', async () => {
    await t.sql.query('DELETE FROM login_tentativa');
    for (let i = 0; i < 3; i++) expect((await pedir(SEM_EMAIL)).status).toBe(200);
    const res = await pedir(SEM_EMAIL);
    expect(res.status).toBe(429);
  });
});
