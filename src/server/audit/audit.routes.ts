// GET /api/<path>/:id/historico-alteracoes for every register: the "Histórico de alterações" of one record, its
// audit entries newest first (paged like lists). Registered by the app beside the generic routes (crud/), which
// know nothing of the audit trail: the record is read first through the register's repository, so its read
// authority and company hold.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../shared/messages.ts';
import { requireAuthority } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { DEFAULT_PAGE_SIZE } from '../crud/repository.ts';
import { badRequest } from '../http/errors.ts';
import { readAudit } from './audit-query.ts';

const parseId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(MSG.invalidId);
  return Number(raw);
};

export async function auditRoutes(app: FastifyInstance, { engine }: { engine: Engine }) {
  for (const resource of engine.registry.resources) {
    const repo = engine.repository(resource.path);
    const { read } = resource.meta.authority ?? {};
    app.get(`/api/${resource.path}/:id/historico-alteracoes`, async (request) => {
      const session = requireAuthority(request, read);
      const id = parseId((request.params as { id: string }).id);
      await repo.get(session, id);
      const q = request.query as Record<string, unknown>;
      const page = q.page === undefined ? 0 : Number(q.page);
      const size = q.size === undefined ? DEFAULT_PAGE_SIZE : Number(q.size);
      if (
        !Number.isInteger(page) ||
        page < 0 ||
        page > 1_000_000 ||
        !Number.isInteger(size) ||
        size < 1 ||
        size > 200
      )
        throw badRequest(MSG.invalidPage);
      return readAudit(engine.db, engine.registry, session.empresaId, {
        cadastro: resource.path,
        registroId: id,
        page,
        size,
      });
    });
  }
}
