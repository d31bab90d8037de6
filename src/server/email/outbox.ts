// Sending e-mail = a row in the outbox (`email_saida`, the read-only register utilitario/emails) written in
// the caller's transaction, plus a job that sends it (email.jobs.ts). Never sent inside a request.
// Without GENTE_SMTP_URL the row stays RETIDO: an administrator reads it at /utilitario/emails, so every
// feature that mails still works on a fresh machine.
// A message that carries a secret (a single-use link) is stored in the outbox with the secret redacted; the
// text as it must be mailed goes to `email_saida_segredo`, which only the SMTP job reads and which it
// empties once the message is sent (migration 039). Without SMTP the secret is not kept at all.
import { sql } from 'kysely';
import type { Engine } from '../crud/engine.ts';
import type { Db } from '../db/database.ts';
import { escapeHtml, type Rendered } from './templates.ts';

export const OUTBOX_TABLE = 'email_saida';
export const SECRET_TABLE = 'email_saida_segredo';
export const SEND_JOB = 'email.enviar';
/** Why a message whose link expired before it could be sent is left unsent (email.jobs.ts). */
export const EXPIRED_BEFORE_SENDING = 'O link da mensagem expirou antes do envio; nada foi enviado.';
/** What the outbox shows in place of a secret. */
export const REDACTED = '[link de uso único omitido]';

export type Situacao = 'PENDENTE' | 'ENVIADO' | 'ERRO' | 'RETIDO';

/** The secrets a message carries (the link and its token) and how long they are worth mailing. */
export type Secret = { valores: string[]; validadeMinutos: number };

/** The message with every secret value (as written in the text and as escaped in the HTML) replaced. */
export function redact(msg: Rendered, secret: Secret): Rendered {
  // longest first: the link goes whole before the token inside it
  const values = [...new Set(secret.valores.filter(Boolean))].sort((a, b) => b.length - a.length);
  let { texto, html, assunto } = msg;
  for (const v of values) {
    texto = texto.split(v).join(REDACTED);
    html = html.split(escapeHtml(v)).join(REDACTED).split(v).join(REDACTED);
    assunto = assunto.split(v).join(REDACTED);
  }
  if (values.some((v) => texto.includes(v) || html.includes(v) || assunto.includes(v)))
    throw new Error('segredo não removido da mensagem');
  return { assunto, texto, html };
}

export async function sendEmail(
  engine: Engine,
  tx: Db,
  msg: Rendered & { empresaId: number; para: string; segredo?: Secret },
): Promise<number> {
  const smtp = !!engine.jobs?.smtpConfigured;
  const situacao: Situacao = smtp ? 'PENDENTE' : 'RETIDO';
  const stored = msg.segredo ? redact(msg, msg.segredo) : msg;
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(OUTBOX_TABLE)}
      (empresa_id, data, destinatario, assunto, texto, html, situacao, tentativas)
    VALUES (${msg.empresaId}, now(), ${msg.para}, ${stored.assunto}, ${stored.texto}, ${stored.html},
            ${situacao}, 0)
    RETURNING id`.execute(tx);
  const id = rows[0].id;
  if (!smtp) return id;
  if (msg.segredo)
    await sql`INSERT INTO ${sql.table(SECRET_TABLE)} (email_id, texto, html, expira_em)
      VALUES (${id}, ${msg.texto}, ${msg.html},
              now() + make_interval(mins => ${msg.segredo.validadeMinutos}))`.execute(tx);
  await engine.jobs!.send(SEND_JOB, { id }, { tx });
  return id;
}

/** The company's name for templates (empty when unknown). */
export async function companyName(db: Db, empresaId: number): Promise<string> {
  const { rows } = await sql<{ nome: string }>`SELECT nome FROM empresa WHERE id = ${empresaId}`.execute(db);
  return rows[0]?.nome ?? '';
}
