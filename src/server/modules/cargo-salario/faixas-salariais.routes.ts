// Salary ranges seen from their job (spec §7 Salary range "/cargo/{id}…"). The generic register
// (/api/cargo-salario/faixas-salariais) stays the one that stores them: these endpoints only fix the job
// from the path and go through the same validation and hooks.
//
//   GET    /api/cargo-salario/faixas-salariais/cargo/:cargoId?data=   ranges of the job, each with
//          `valorAtual`, its salary at `data` (default today)
//   GET    /api/cargo-salario/faixas-salariais/cargo/:cargoId/:faixaId
//   POST   /api/cargo-salario/faixas-salariais/cargo/:cargoId
//   PUT    /api/cargo-salario/faixas-salariais/cargo/:cargoId/:faixaId
//   DELETE /api/cargo-salario/faixas-salariais/cargo/:cargoId/:faixaId
//   (the copy of a range, transferir-faixas-salariais, is a declared action: faixas-salariais.actions.ts)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority } from '../../auth/session.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { pathId, queryDate, today } from './query-params.ts';
import { moneyToJson, rangeSalaryAt } from './salario.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';

type Params = { cargoId: string; faixaId?: string };

export default async function faixasSalariaisRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const faixas = engine.registry.get('cargo-salario/faixas-salariais');
  const cargos = engine.registry.get('cargo-salario/cargos');
  const repo = engine.repository(faixas.path);
  const base = `/api/${faixas.path}/cargo/:cargoId`;

  async function found(table: string, id: number, empresaId: number, cargoId?: number): Promise<boolean> {
    const ofCargo = cargoId === undefined ? sql`` : sql`AND cargo_id = ${cargoId}`;
    const res = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}
      WHERE id = ${id} AND empresa_id = ${empresaId} ${ofCargo}) AS found`.execute(engine.db);
    return res.rows[0]?.found === true;
  }

  /** Session, job id and (when in the path) range id, with 404 unless the range is of that job. */
  async function resolve(request: FastifyRequest) {
    const session = requireAuthority(request, AUTHORITY);
    const params = request.params as Params;
    const cargoId = pathId(params.cargoId);
    const faixaId = params.faixaId === undefined ? undefined : pathId(params.faixaId);
    const ok =
      faixaId === undefined
        ? await found(cargos.table, cargoId, session.empresaId)
        : await found(faixas.table, faixaId, session.empresaId, cargoId);
    if (!ok) throw notFound();
    return { session, cargoId, faixaId: faixaId as number };
  }

  /** A body for this job: whatever job it names, the path's wins. */
  const forCargo = (body: unknown, cargoId: number) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MSG.invalidJson);
    return { ...(body as object), cargo: { id: cargoId } };
  };

  app.get(base, async (request) => {
    const { session, cargoId } = await resolve(request);
    const data = queryDate(request.query as Record<string, unknown>, 'data') ?? today();
    const records = (await repo.list(session, { cargo: String(cargoId) })) as RecordData[];
    const valores = new Map(
      (await rangeSalaryAt(engine.db, session.empresaId, data, { cargoIds: [cargoId] })).map((r) => [
        r.faixaSalarialId,
        moneyToJson(r.valor),
      ]),
    );
    return records.map((r) => ({ ...r, valorAtual: valores.get(r.id as number) ?? null }));
  });

  app.get(`${base}/:faixaId`, async (request) => {
    const { session, faixaId } = await resolve(request);
    return repo.get(session, faixaId);
  });

  app.post(base, async (request, reply) => {
    const { session, cargoId } = await resolve(request);
    return reply.code(201).send(await repo.create(session, forCargo(request.body, cargoId)));
  });

  app.put(`${base}/:faixaId`, async (request) => {
    const { session, cargoId, faixaId } = await resolve(request);
    return repo.update(session, faixaId, forCargo(request.body, cargoId));
  });

  app.delete(`${base}/:faixaId`, async (request, reply) => {
    const { session, faixaId } = await resolve(request);
    await repo.remove(session, faixaId);
    return reply.code(204).send();
  });
}
