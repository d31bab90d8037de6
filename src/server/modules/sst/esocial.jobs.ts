// The query of an eSocial batch (sent by esocial-envio.actions.ts): ConsultarLoteEventos until the batch is
// processed — each "em processamento" schedules the next query with back-off (configuracao.ts) — then every
// event of it accepted with its receipt or rejected with the occurrences (esocial/envio.ts). One waiting query
// per batch ('short' policy, keyed by the batch); a service that cannot be reached fails the job, retried by the
// queue with its own back-off.
import { defineJobs } from '../../jobs/job.ts';
import { consultarLote, JOB_CONSULTAR_LOTE } from './esocial/envio.ts';

export default defineJobs([
  {
    name: JOB_CONSULTAR_LOTE,
    policy: 'short',
    retryLimit: 5,
    async handler({ engine }, data: { loteId: number; empresaId: number }) {
      await engine.db
        .transaction()
        .execute((tx) => consultarLote(tx, engine.jobs, { empresaId: data.empresaId, loteId: data.loteId }));
    },
  },
]);
