// The job that sends one outbox message over SMTP (nodemailer). A failure is recorded on the row and
// thrown, so pg-boss retries it with backoff; after the last retry the row is ERRO. The SMTP error text is
// kept (cut) for the administrator; bodies and addresses are never logged.
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { defineJobs } from '../jobs/job.ts';
import { OUTBOX_TABLE, SEND_JOB } from './outbox.ts';

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
      const { rows } = await sql<Row>`SELECT destinatario, assunto, texto, html, situacao
        FROM ${sql.table(OUTBOX_TABLE)} WHERE id = ${data.id}`.execute(db);
      const msg = rows[0];
      if (!msg || msg.situacao === 'ENVIADO' || !config.smtpUrl) return;
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
        await sql`UPDATE ${sql.table(OUTBOX_TABLE)} SET tentativas = tentativas + 1, erro = ${erro},
          situacao = ${retriesLeft > 0 ? 'PENDENTE' : 'ERRO'}, updated_at = now()
          WHERE id = ${data.id}`.execute(db);
        throw e;
      }
      await sql`UPDATE ${sql.table(OUTBOX_TABLE)} SET tentativas = tentativas + 1, situacao = 'ENVIADO',
        enviado_em = now(), erro = NULL, updated_at = now() WHERE id = ${data.id}`.execute(db);
    },
  },
]);
