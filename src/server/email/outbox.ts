// Sending e-mail = a row in the outbox (`email_saida`, the read-only register utilitario/emails) written in
// the caller's transaction, plus a job that sends it (email.jobs.ts). Never sent inside a request.
// Without GENTE_SMTP_URL the row stays RETIDO: an administrator reads it at /utilitario/emails, so every
// feature that mails still works on a fresh machine.
import { sql, type Transaction } from 'kysely';
import type { Engine } from '../crud/engine.ts';
import type { Rendered } from './templates.ts';

export const OUTBOX_TABLE = 'email_saida';
export const SEND_JOB = 'email.enviar';

export type Situacao = 'PENDENTE' | 'ENVIADO' | 'ERRO' | 'RETIDO';

export async function sendEmail(
  engine: Engine,
  tx: Transaction<any>,
  msg: Rendered & { empresaId: number; para: string },
): Promise<number> {
  const smtp = !!engine.jobs?.smtpConfigured;
  const situacao: Situacao = smtp ? 'PENDENTE' : 'RETIDO';
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(OUTBOX_TABLE)}
      (empresa_id, data, destinatario, assunto, texto, html, situacao, tentativas)
    VALUES (${msg.empresaId}, now(), ${msg.para}, ${msg.assunto}, ${msg.texto}, ${msg.html}, ${situacao}, 0)
    RETURNING id`.execute(tx);
  const id = rows[0].id;
  if (smtp) await engine.jobs!.send(SEND_JOB, { id }, { tx });
  return id;
}

/** The company's name for templates (empty when unknown). */
export async function companyName(db: Transaction<any> | Engine['db'], empresaId: number): Promise<string> {
  const { rows } = await sql<{ nome: string }>`SELECT nome FROM empresa WHERE id = ${empresaId}`.execute(db);
  return rows[0]?.nome ?? '';
}
