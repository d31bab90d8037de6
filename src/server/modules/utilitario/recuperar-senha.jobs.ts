// Creates a password-recovery link for a user and mails it (job sent by recuperar-senha.actions.ts; a
// request for an unknown CPF sends the job with no user, which does nothing). The link is the mail's secret:
// the outbox keeps the message with it redacted, only the SMTP sender sees it (email/outbox.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { tokenHash } from '../../auth/password-recovery.ts';
import { companyName, sendEmail } from '../../email/outbox.ts';
import { TEMPLATES } from '../../email/templates.ts';
import { defineJobs } from '../../jobs/job.ts';
import { RECOVERY_JOB } from './recuperar-senha.ts';

export const RECOVERY_MINUTES = 60;

export default defineJobs([
  {
    name: RECOVERY_JOB,
    retryLimit: 2,
    async handler({ engine, config }, data: { usuarioId: number | null }) {
      if (!data.usuarioId) return;
      await engine.db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ nome: string; email: string; empresa_id: number | null }>`
          SELECT u.nome, u.email,
            (SELECT min(ue.ref_id) FROM usuario_empresas ue WHERE ue.owner_id = u.id) AS empresa_id
          FROM usuario u WHERE u.id = ${data.usuarioId} AND u.email IS NOT NULL`.execute(tx);
        const user = rows[0];
        if (!user) return;
        const empresaId = user.empresa_id ?? 1;
        const token = randomBytes(32).toString('base64url');
        await sql`INSERT INTO senha_recuperacao (usuario_id, token_hash, expira_em)
          VALUES (${data.usuarioId}, ${tokenHash(token)}, now() + make_interval(mins => ${RECOVERY_MINUTES}))`.execute(
          tx,
        );
        const url = `${config.publicUrl}/redefinir-senha?token=${token}`;
        const msg = TEMPLATES.recuperacaoSenha({
          empresa: await companyName(tx, empresaId),
          nome: user.nome,
          url,
          validadeMinutos: RECOVERY_MINUTES,
        });
        await sendEmail(engine, tx, {
          ...msg,
          empresaId,
          para: user.email,
          segredo: { valores: [url, token], validadeMinutos: RECOVERY_MINUTES },
        });
      });
    },
  },
]);
