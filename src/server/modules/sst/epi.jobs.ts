// Every night, the CA "in force" of each EPI (sst/epis numeroCA, vencimentoCA) follows its CA history: an entry
// dated in the future comes into force on its day without anyone saving the EPI (epis.hooks.ts sets it on save).

import { today } from '../../http/params.ts';
import { defineJobs } from '../../jobs/job.ts';
import { atualizarCaEmVigor } from './epi-sql.ts';

export const CA_EM_VIGOR_JOB = 'sst.epi-ca-em-vigor';

export default defineJobs([
  {
    name: CA_EM_VIGOR_JOB,
    cron: '5 0 * * *',
    async handler({ engine }) {
      await atualizarCaEmVigor(engine.db, today());
    },
  },
]);
