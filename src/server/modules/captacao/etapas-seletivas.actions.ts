// GET /api/captacao/etapas-seletivas/proxima-ordem (spec §7 Recruitment: "Selective step GET /proxima-ordem"):
// the order to suggest for a new selection stage of the session's company, {ordem: max + 1} (1 when none).
// Fastify's router prefers this static segment over the generic GET /api/captacao/etapas-seletivas/:id.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';

const PATH = 'captacao/etapas-seletivas';

export default defineActions([
  {
    name: 'etapas-seletivas-proxima-ordem',
    method: 'GET',
    path: `${PATH}/proxima-ordem`,
    summary: 'Ordem sugerida para uma nova etapa seletiva (a maior + 1)',
    authority: 'ROLE_CAPTACAO',
    async handler({ db, engine, session }) {
      const res = await sql<{ ordem: number }>`SELECT COALESCE(MAX(ordem), 0) + 1 AS ordem
        FROM ${sql.table(engine.registry.get(PATH).table)} WHERE empresa_id = ${session.empresaId}`.execute(
        db,
      );
      return { ordem: res.rows[0].ordem };
    },
  },
]);
