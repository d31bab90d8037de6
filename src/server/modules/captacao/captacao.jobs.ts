// Recruitment jobs: the nightly LGPD retention of candidates (retencao.ts), at 02:37 São Paulo time.
import { defineJobs } from '../../jobs/job.ts';
import { excluirCandidatosInativos, RETENCAO_CANDIDATOS_JOB } from './retencao.ts';

export default defineJobs([
  {
    name: RETENCAO_CANDIDATOS_JOB,
    cron: '37 2 * * *',
    async handler({ engine }) {
      await engine.db.transaction().execute((tx) => excluirCandidatosInativos(tx, new Date()));
    },
  },
]);
