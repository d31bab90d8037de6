import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages.ts';
import { requireAuthority } from '../auth/session.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { Engine } from './engine.ts';

const parseId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(MSG.invalidId);
  return Number(raw);
};

/** GET/POST /api/<path> and GET/PUT/DELETE /api/<path>/:id for every register of the registry. */
export async function crudRoutes(app: FastifyInstance, { engine }: { engine: Engine }) {
  for (const resource of engine.registry.resources) {
    const base = `/api/${resource.path}`;
    const repo = engine.repository(resource.path);
    const { read, write } = resource.meta.authority ?? {};
    const writable = (request: FastifyRequest) => {
      const session = requireAuthority(request, write);
      if (resource.meta.readOnly) throw new HttpError(405, 'METHOD_NOT_ALLOWED', MSG.readOnlyResource);
      return session;
    };
    const params = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

    app.get(base, async (request) =>
      repo.list(requireAuthority(request, read), request.query as Record<string, unknown>),
    );
    app.get(`${base}/:id`, async (request) => repo.get(requireAuthority(request, read), params(request)));
    // the record's "Histórico de alterações" (GET …/:id/historico-alteracoes) is the audit trail's route
    // (audit/audit.routes.ts)
    app.post(base, async (request, reply) => {
      const record = await repo.create(writable(request), request.body);
      return reply.code(201).send(record);
    });
    app.put(`${base}/:id`, async (request) => repo.update(writable(request), params(request), request.body));
    app.delete(`${base}/:id`, async (request, reply) => {
      const session = writable(request);
      // a DELETE carries nothing: content there is a client error, refused before anything is removed
      const body = request.body;
      const empty =
        body === undefined ||
        body === null ||
        (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
      if (!empty) throw badRequest(MSG.unexpectedBody);
      await repo.remove(session, params(request));
      return reply.code(204).send();
    });
  }
}
