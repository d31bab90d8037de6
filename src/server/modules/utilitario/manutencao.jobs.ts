// Scheduled clean-up (America/Sao_Paulo): expired sessions and old login attempts every hour, used or
// expired password-recovery tokens, and the audit entries past the retention (GENTE_AUDITORIA_RETENCAO_ANOS,
// at least one year: the audit table's trigger refuses anything younger).
import { sql } from 'kysely';
import { defineJobs } from '../../jobs/job.ts';

export const PURGE_SESSIONS_JOB = 'manutencao.sessoes';
export const PURGE_AUDIT_JOB = 'manutencao.auditoria';

export default defineJobs([
  {
    name: PURGE_SESSIONS_JOB,
    cron: '7 * * * *',
    async handler({ engine }) {
      await sql`DELETE FROM sessao WHERE expires_at < now()`.execute(engine.db);
      // the longest window counted is 15 minutes; a day keeps the recent history for support
      await sql`DELETE FROM login_tentativa WHERE at < now() - interval '1 day'`.execute(engine.db);
      await sql`DELETE FROM senha_recuperacao WHERE expira_em < now() - interval '1 day'
        OR usado_em < now() - interval '1 day'`.execute(engine.db);
    },
  },
  {
    name: PURGE_AUDIT_JOB,
    cron: '17 3 * * *',
    async handler({ engine, config }) {
      const years = Math.max(1, config.auditRetentionYears);
      await sql`DELETE FROM auditoria WHERE em < now() - make_interval(years => ${years})`.execute(engine.db);
    },
  },
]);
