// GET /api/captacao/etapas-seletivas/proxima-ordem (spec §7 Recruitment: "Selective step GET /proxima-ordem"):
// the order to suggest for a new selection stage of the session's company, {ordem: max + 1} (1 when none).
// Fastify's router prefers this static segment over the generic GET /api/captacao/etapas-seletivas/:id.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority } from '../../auth/session.ts';

export default async function etapasSeletivasRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const resource = engine.registry.get('captacao/etapas-seletivas');
  app.get(`/api/${resource.path}/proxima-ordem`, async (request) => {
    const session = requireAuthority(request, resource.meta.authority?.read);
    const res = await sql<{ ordem: number }>`SELECT COALESCE(MAX(ordem), 0) + 1 AS ordem
      FROM ${sql.table(resource.table)} WHERE empresa_id = ${session.empresaId}`.execute(engine.db);
    return { ordem: res.rows[0].ordem };
  });
}
