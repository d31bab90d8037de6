// Registers every declared action (src/server/modules/**/*.actions.ts, contract in action.ts) on Fastify:
// session and authority, ids resolved within the company, params/query/body validated by the generated
// validators, one transaction for non-GET actions, one audit entry, and the list /api/docs shows.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type GeneratedValidator, validatorLoaders } from '../../generated/validators/index.ts';
import { MSG } from '../../shared/messages.ts';
import { toFieldErrors } from '../../shared/schema/field-errors.ts';
import { normalizeInput } from '../../shared/schema/normalize.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { appendAudit } from '../audit/audit.ts';
import { requireAuthority, type StaffSession } from '../auth/session.ts';
import { bindRepositories } from '../crud/bound-repository.ts';
import type { Engine } from '../crud/engine.ts';
import { badRequest, notFound, validationError } from '../http/errors.ts';
import type { ActionContext, ActionSpec, ActionsModule, IdParam } from './action.ts';
import { coerceQuery } from './coerce.ts';

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
const ID = /^\d{1,9}$/;

function actionFiles(dir = MODULES_DIR): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? actionFiles(join(dir, e.name))
        : e.name.endsWith('.actions.ts')
          ? [join(dir, e.name)]
          : [],
    );
  } catch {
    return [];
  }
}

/** Every action declared under src/server/modules, checked for duplicates and unknown registers. */
export async function loadActions(engine: Engine, schemas: Map<string, JsonSchema>): Promise<ActionSpec[]> {
  const all: ActionSpec[] = [];
  const seen = new Set<string>();
  for (const file of actionFiles().sort()) {
    const mod = (await import(pathToFileURL(file).href)).default as ActionsModule;
    if (!Array.isArray(mod?.actions)) throw new Error(`${file}: exporte default defineActions([...])`);
    for (const a of mod.actions) {
      const key = `${a.method} ${a.path.replace(/:[A-Za-z]+/g, ':')}`;
      if (seen.has(key)) throw new Error(`${file}: ação ${a.method} /api/${a.path} declarada duas vezes`);
      seen.add(key);
      for (const [name, id] of Object.entries(a.ids ?? {})) {
        const resource = typeof id === 'string' ? id : id.resource;
        if (!engine.registry.find(resource))
          throw new Error(`${file}: ${a.name}.${name}: cadastro ${resource}?`);
        if (!a.path.includes(`:${name}`)) throw new Error(`${file}: ${a.name}: :${name} não está no caminho`);
      }
      if (a.record && (a.body || !engine.registry.find(a.record)))
        throw new Error(`${file}: ${a.name}: record é um cadastro, no lugar de body`);
      if (a.public && a.ids)
        throw new Error(`${file}: ${a.name}: uma ação pública não resolve ids da empresa`);
      if (a.authenticate && (a.public || a.authority))
        throw new Error(`${file}: ${a.name}: authenticate substitui public e authority`);
      for (const s of [a.params, a.query, a.body])
        if (s && !schemas.has(s)) throw new Error(`${file}: ${a.name}: schema ${s} não existe em schemas/`);
      all.push(a);
    }
  }
  return all;
}

async function validatorFor(id: string | undefined): Promise<GeneratedValidator | undefined> {
  if (!id) return undefined;
  const load = validatorLoaders[`acao:${id}`];
  if (!load) throw new Error(`validador gerado ausente para ${id}: rode npm run generate`);
  return (await load()).default;
}

const resourceOf = (id: IdParam) => (typeof id === 'string' ? id : id.resource);

/** Checks `value` with the schema's validator; 400 with field errors (prefixed for params) otherwise. */
function check(validate: GeneratedValidator, schema: JsonSchema, value: unknown) {
  if (!validate(value)) throw validationError(toFieldErrors(validate.errors as any, schema));
}

/**
 * The body check of a declared action, for the few routes that are not actions (the auth plugin's login and
 * password change, which run before or around the session): the same generated validator and messages.
 */
export async function bodyChecker(id: string, schemas: Map<string, JsonSchema>) {
  const validate = (await validatorFor(id))!;
  const schema = schemas.get(id);
  if (!schema) throw new Error(`schema ${id} não existe em schemas/`);
  return (raw: unknown): Record<string, any> => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(MSG.invalidJson);
    const body = normalizeInput(schema, raw);
    check(validate, schema, body);
    return body as Record<string, any>;
  };
}

const isEmptyBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body as object).length === 0);

/** Routes that take no body (an action without `body`, the company switch): anything sent is refused. */
export function refuseBody(body: unknown) {
  if (!isEmptyBody(body)) throw badRequest(MSG.unexpectedBody);
}

/**
 * Keeps what a handler sends until `release` (after the commit); `drop` forgets it (on a rollback). While
 * held, the reply is not thenable: a handler returning it would otherwise wait for a send that waits for it.
 */
function holdSend(reply: FastifyReply) {
  // the reply's own `then` (Fastify's, on its prototype) is shadowed, then uncovered again
  const held = reply as unknown as { then?: unknown };
  const send = reply.send.bind(reply);
  let payload: unknown;
  let sent = false;
  // biome-ignore lint/suspicious/noThenProperty: shadows Fastify's own `then` so the held reply is a plain value
  held.then = undefined;
  reply.send = (p?: unknown) => {
    payload = p;
    sent = true;
    return reply;
  };
  const restore = () => {
    reply.send = send;
    delete held.then;
  };
  return {
    release: () => {
      restore();
      return sent ? send(payload) : reply;
    },
    drop: restore,
  };
}

export async function actionRoutes(
  app: FastifyInstance,
  { engine, actions, schemas }: { engine: Engine; actions: ActionSpec[]; schemas: Map<string, JsonSchema> },
) {
  for (const action of actions) {
    const [validateParams, validateQuery, validateBody] = await Promise.all([
      validatorFor(action.params),
      validatorFor(action.query),
      validatorFor(action.body),
    ]);
    const idEntries = Object.entries(action.ids ?? {});
    const useTransaction = action.transaction ?? action.method !== 'GET';

    /** Each id param: an integer of a record of its register within the company (404 otherwise). */
    async function resolveIds(session: StaffSession, raw: Record<string, string>, db: ActionContext['db']) {
      const ids: Record<string, number> = {};
      for (const [name] of idEntries) {
        if (!ID.test(raw[name] ?? '') || Number(raw[name]) === 0) throw badRequest(MSG.invalidId);
        ids[name] = Number(raw[name]);
      }
      for (const [name, spec] of idEntries) {
        const resource = engine.registry.get(resourceOf(spec));
        const conditions = [sql`t.id = ${ids[name]}`];
        if (resource.meta.tenant === 'empresa') conditions.push(sql`t.empresa_id = ${session.empresaId}`);
        // a shared register's rows the session may not see (users of other companies) are absent too
        const visible = engine.hooksFor(resource.path).visibleRows?.(session);
        if (visible) conditions.push(sql`(${visible})`);
        if (typeof spec !== 'string')
          for (const [field, other] of Object.entries(spec.belongsTo ?? {})) {
            const f = resource.fields.find((x) => x.name === field && x.kind === 'ref');
            if (f?.kind !== 'ref') throw new Error(`${action.name}: ${field} não é referência`);
            conditions.push(sql`${sql.ref(`t.${f.column}`)} = ${ids[other]}`);
          }
        const found =
          await sql`SELECT 1 FROM ${sql.table(resource.table)} t WHERE ${sql.join(conditions, sql` AND `)}`.execute(
            db,
          );
        if (found.rows.length === 0) throw notFound();
      }
      return ids;
    }

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = (
        action.authenticate
          ? await action.authenticate(request)
          : action.public
            ? request.staffSession
            : requireAuthority(request, action.authority)
      ) as StaffSession;
      const rawParams = request.params as Record<string, string>;
      let params: Record<string, unknown> = { ...rawParams };
      if (validateParams) {
        const schema = schemas.get(action.params!)!;
        params = coerceQuery(schema, rawParams);
        check(validateParams, schema, params);
      }
      let query: unknown = {};
      if (validateQuery) {
        const schema = schemas.get(action.query!)!;
        // same normalization as bodies: trimmed text, digits-only documents (a masked CPF in a link)
        query = normalizeInput(schema, coerceQuery(schema, request.query as Record<string, unknown>));
        check(validateQuery, schema, query);
      }
      let body: unknown;
      if (validateBody) {
        const raw = action.bodyOptional && isEmptyBody(request.body) ? {} : request.body;
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(MSG.invalidJson);
        const schema = schemas.get(action.body!)!;
        body = normalizeInput(schema, raw);
        check(validateBody, schema, body);
      } else if (action.record) {
        const raw = request.body;
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(MSG.invalidJson);
        body = raw;
      } else refuseBody(request.body);
      const run = async (db: ActionContext['db']) => {
        const ids = await resolveIds(session, rawParams, db);
        const first = idEntries[0];
        const ctx: ActionContext = {
          session,
          params: { ...params, ...ids },
          query,
          body,
          db,
          repo: bindRepositories((path) => engine.repository(path), session, db),
          engine,
          request,
          reply,
          audit: {
            resource: first ? resourceOf(first[1]) : undefined,
            recordId: first ? ids[first[0]] : null,
          },
        };
        const result = await action.handler(ctx);
        // a public action (no session) is audited only when it names what it changed
        if (useTransaction && ctx.audit !== false && (session || ctx.audit.recordId))
          await appendAudit(db, {
            session,
            resource: ctx.audit.resource ?? null,
            recordId: ctx.audit.recordId ?? null,
            operation: action.name,
            changes: ctx.audit.changes,
            alsoCompanies: ctx.audit.alsoCompanies,
          });
        return result;
      };
      // A file made inside a transaction goes out only after the commit: the handler's send is held
      // (headers and status stay set on the reply), so a refused audit or commit answers an error instead
      // of a file whose change was rolled back.
      const held = action.produces && useTransaction ? holdSend(reply) : undefined;
      const result = useTransaction
        ? await engine.db
            .transaction()
            .execute(run)
            .catch((e) => {
              held?.drop();
              throw engine.constraintError(e, null);
            })
        : await run(engine.db);
      if (held) return held.release();
      if (action.produces) return reply;
      if (action.status === 204) return reply.code(204).send();
      return reply.code(action.status ?? 200).send(result);
    };
    app.route({ method: action.method, url: `/api/${action.path}`, handler: handle });
  }
}
