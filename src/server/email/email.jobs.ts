// The job that sends one outbox message over SMTP (nodemailer). A failure is recorded on the row and
// thrown, so pg-boss retries it with backoff; after the last retry the row is ERRO. The SMTP error text is
// kept (cut) for the administrator; bodies and addresses are never logged.
// A message with a secret is mailed from its secret copy (outbox.ts), deleted in the same statement that
// marks it sent or failed for good; a copy whose link expired before it could be sent is deleted unsent.
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { defineJobs } from '../jobs/job.ts';
import { EXPIRED_BEFORE_SENDING, OUTBOX_TABLE, SECRET_TABLE, SEND_JOB } from './outbox.ts';

type Row = { destinatario: string; assunto: string; texto: string; html: string | null; situacao: string };

const transports = new Map<string, Transporter>();
const transportFor = (url: string) => {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
};

export default defineJobs([
  {
    name: SEND_JOB,
    retryLimit: 5,
    async handler({ engine, config, retriesLeft }, data: { id: number }) {
      const { db } = engine;
      // every expired secret goes (its link is dead), and its message, unsent, is marked so
      const { rows: expired } = await sql<{ id: number }>`WITH vencidos AS (
          DELETE FROM ${sql.table(SECRET_TABLE)} WHERE expira_em <= now() RETURNING email_id)
        UPDATE ${sql.table(OUTBOX_TABLE)} SET situacao = 'ERRO', erro = ${EXPIRED_BEFORE_SENDING},
          updated_at = now()
        WHERE id IN (SELECT email_id FROM vencidos) AND situacao <> 'ENVIADO' RETURNING id`.execute(db);
      if (expired.some((r) => r.id === data.id)) return;
      const { rows } = await sql<Row>`SELECT e.destinatario, e.assunto, coalesce(s.texto, e.texto) AS texto,
          CASE WHEN s.email_id IS NULL THEN e.html ELSE s.html END AS html, e.situacao
        FROM ${sql.table(OUTBOX_TABLE)} e LEFT JOIN ${sql.table(SECRET_TABLE)} s ON s.email_id = e.id
        WHERE e.id = ${data.id}`.execute(db);
      const msg = rows[0];
      if (!msg || msg.situacao === 'ENVIADO') return;
      if (!config.smtpUrl) {
        // started again without SMTP: the message stays in the outbox as it is, its secret cannot be mailed
        await sql`DELETE FROM ${sql.table(SECRET_TABLE)} WHERE email_id = ${data.id}`.execute(db);
        return;
      }
      try {
        await transportFor(config.smtpUrl).sendMail({
          from: config.emailFrom,
          to: msg.destinatario,
          subject: msg.assunto,
          text: msg.texto,
          ...(msg.html ? { html: msg.html } : {}),
        });
      } catch (e) {
        const erro = String((e as Error).message ?? e).slice(0, 500);
        const final = retriesLeft <= 0;
        await sql`WITH segredo AS (
            DELETE FROM ${sql.table(SECRET_TABLE)} WHERE ${final} AND email_id = ${data.id})
          UPDATE ${sql.table(OUTBOX_TABLE)} SET tentativas = tentativas + 1, erro = ${erro},
            situacao = ${final ? 'ERRO' : 'PENDENTE'}, updated_at = now()
          WHERE id = ${data.id}`.execute(db);
        throw e;
      }
      await sql`WITH segredo AS (DELETE FROM ${sql.table(SECRET_TABLE)} WHERE email_id = ${data.id})
        UPDATE ${sql.table(OUTBOX_TABLE)} SET tentativas = tentativas + 1, situacao = 'ENVIADO',
          enviado_em = now(), erro = NULL, updated_at = now() WHERE id = ${data.id}`.execute(db);
    },
  },
]);
