// Creates a candidate's password-recovery link and mails it (job sent by senha.actions.ts; a request for a
// CPF with no candidate, or one without e-mail, sends the job with no candidate, which does nothing). The
// link is the mail's secret: the outbox keeps the message with it redacted (email/outbox.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { tokenHash } from '../../auth/password-recovery.ts';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { layout } from '../../email/templates.ts';
import { defineJobs } from '../../jobs/job.ts';
import { RECUPERACAO_CANDIDATO_JOB } from './senha.ts';

export const RECUPERACAO_MINUTOS = 60;

export const emailRecuperacao = (v: { empresa: string; nome: string; url: string }) =>
  layout({
    empresa: v.empresa,
    assunto: 'Redefinição de senha do Portal do Candidato',
    saudacao: `Olá, ${v.nome}.`,
    paragrafos: [
      'Recebemos um pedido para redefinir a sua senha do Portal do Candidato.',
      `O link abaixo vale por ${RECUPERACAO_MINUTOS} minutos e pode ser usado uma única vez.`,
    ],
    link: { texto: 'Criar nova senha', url: v.url },
    rodape: 'Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.',
  });

export default defineJobs([
  {
    name: RECUPERACAO_CANDIDATO_JOB,
    retryLimit: 2,
    async handler({ engine, config }, data: { candidatoId: number | null }) {
      if (!data.candidatoId) return;
      await engine.db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ nome: string; email: string; empresa_id: number }>`
          SELECT nome, contato_email AS email, empresa_id FROM candidato
           WHERE id = ${data.candidatoId} AND contato_email IS NOT NULL`.execute(tx);
        const c = rows[0];
        if (!c) return;
        const token = randomBytes(32).toString('base64url');
        await sql`INSERT INTO senha_recuperacao_candidato (candidato_id, token_hash, expira_em)
          VALUES (${data.candidatoId}, ${tokenHash(token)},
                  now() + make_interval(mins => ${RECUPERACAO_MINUTOS}))`.execute(tx);
        const url = `${config.publicUrl}/externo/recuperar-senha?empresaId=${c.empresa_id}&token=${token}`;
        const msg = emailRecuperacao({ empresa: await companyName(tx, c.empresa_id), nome: c.nome, url });
        await sendEmail(engine, tx, {
          ...msg,
          empresaId: c.empresa_id,
          para: c.email,
          segredo: { valores: [url, token], validadeMinutos: RECUPERACAO_MINUTOS },
        });
      });
    },
  },
]);
