// Employee endpoints (spec §7 "Employee"), under /api/cargo-salario/colaboradores:
// * GET /:id/situacao?data=  → the position in force at the date (default today): {colaborador, data,
//   historicoId, dataInicio, dataFim, estabelecimento, areaOrganizacional, cargo, faixaSalarial,
//   tipoSalario, indice, quantidade, salario, motivo, status}; only {colaborador, data} when none.
// * GET /:id/area?data=      → {id, nome} of the area in force, or null.
// * GET /:id/data-estabilidade → {dataEstabilidade}: always null for now (see below).
// * GET /:id/historicos      → the employee's history, newest first (same records as the history API).
// * GET /by-ids?ids=1,2&data= → [{id, nome, matricula, status, estabelecimento, areaOrganizacional, cargo,
//   faixaSalarial}] for the ids of this company (others are left out), by name.
// * GET /participantes?page&size&…list filters → paged {id, nome, matricula, status, areaOrganizacional,
//   cargo} for pickers (default size 20, spec §9 employee autocomplete).
// * GET|PUT|DELETE /:id/foto → the photo: shortcuts to the register's 'foto' file field (JPEG or PNG, at
//   most 5 MB, multipart upload of one file), shown inline for the console's <img>.
// Static segments (by-ids, participantes) win over the generic GET /:id in Fastify's router.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { fieldRules, MEDIA_TYPES } from '../../../shared/files/files.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority, type StaffSession } from '../../auth/session.ts';
import type { Engine } from '../../crud/engine.ts';
import type { RecordData } from '../../crud/hooks.ts';
import {
  acceptedType,
  attachFile,
  detachFiles,
  multipartFor,
  ownerOf,
  ownerVisible,
  readUpload,
} from '../../files/attach.ts';
import { fileFields, fileStore } from '../../files/file-fields.ts';
import { notFound } from '../../http/errors.ts';
import { COLABORADOR_TABLE, FOTO_OWNER } from './historico-colaborador.sql.ts';
import { dataDaQuery, idsDaQuery, type Posicao, situacoesNaData } from './posicao-atual.ts';
import { pathId, today } from './query-params.ts';

const PATH = 'cargo-salario/colaboradores';
const HISTORICOS_PATH = 'cargo-salario/historicos-colaboradores';

/** The photo's own messages (its limits and types are those of the 'foto' file field). */
export const MSG_FOTO = {
  // spec §5: feminine for the photo (requiredMessage's heuristic would say 'obrigatório')
  obrigatoria: 'Foto é obrigatória',
  somenteArquivo: 'Envie somente o arquivo da foto.',
} as const;

const parseId = (request: FastifyRequest) => pathId((request.params as { id: string }).id);
const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

type Resumo = { id: number; nome: string; matricula: string | null; status: string };

/** The employee if it belongs to the session's company, else 404 (as if it did not exist). */
async function colaboradorDaEmpresa(engine: Engine, session: StaffSession, id: number): Promise<Resumo> {
  const res = await sql<Resumo>`SELECT id, nome, matricula, status FROM ${sql.table(COLABORADOR_TABLE)}
    WHERE id = ${id} AND empresa_id = ${session.empresaId}`.execute(engine.db);
  if (!res.rows[0]) throw notFound();
  return res.rows[0];
}

/** Wire shape of a position for lists of employees (by-ids). */
const posicaoResumida = (p: Posicao | undefined) =>
  p
    ? {
        ...(p.estabelecimento ? { estabelecimento: p.estabelecimento } : {}),
        areaOrganizacional: p.areaOrganizacional,
        cargo: p.cargo,
        faixaSalarial: p.faixaSalarial,
      }
    : {};

/**
 * The photo shortcuts: the register's 'foto' file field under the file store's own operations, with the
 * answers the console's <img> and older callers expect (inline, {name, contentType, size}).
 */
async function fotoRoutes(app: FastifyInstance, engine: Engine, base: string, read?: string, write?: string) {
  const resource = engine.registry.get(PATH);
  const field = fileFields(resource).find((f) => f.name === FOTO_OWNER.campo)!;
  const maxBytes = fieldRules(field.spec).maxBytes;
  await multipartFor(app, maxBytes);

  app.get(`${base}/:id/foto`, async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireAuthority(request, read);
    const id = parseId(request);
    await ownerVisible(engine.db, resource, session, id);
    const [meta] = (await fileStore.list(engine.db, PATH, [id]))
      .filter((f) => f.campo === FOTO_OWNER.campo)
      .slice(-1);
    const foto =
      meta && (await fileStore.get(engine.db, ownerOf(resource, session, id, field.name), meta.id));
    if (!foto) throw notFound();
    const ext = foto.tipo === 'image/png' ? 'png' : 'jpg';
    // shown in the console's <img>: inline, never sniffed, revalidated
    return reply
      .header('Content-Type', foto.tipo)
      .header('Content-Disposition', `inline; filename="foto-${id}.${ext}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache')
      .send(foto.bytes);
  });

  app.put(`${base}/:id/foto`, async (request: FastifyRequest) => {
    const session = requireAuthority(request, write);
    const id = parseId(request);
    await ownerVisible(engine.db, resource, session, id);
    const { filename, bytes } = await readUpload(request, field.name, maxBytes, {
      required: MSG_FOTO.obrigatoria,
      onlyOne: MSG_FOTO.somenteArquivo,
    });
    const type = acceptedType(field.name, field.spec, bytes);
    const name = `foto-${id}.${type}`;
    await attachFile(engine, resource, session, id, field, { filename, bytes, type, storedName: name });
    return { name, contentType: MEDIA_TYPES[type], size: bytes.length };
  });

  app.delete(`${base}/:id/foto`, async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireAuthority(request, write);
    const id = parseId(request);
    await detachFiles(engine, resource, session, id, field.name);
    return reply.code(204).send();
  });
}

export default async function colaboradoresRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const resource = engine.registry.get(PATH);
  const historicos = engine.registry.get(HISTORICOS_PATH);
  const { read, write } = resource.meta.authority ?? {};
  const base = `/api/${resource.path}`;

  app.get(`${base}/:id/situacao`, async (request) => {
    const session = requireAuthority(request, read);
    const colaborador = await colaboradorDaEmpresa(engine, session, parseId(request));
    const data = dataDaQuery(query(request));
    const situacao = (await situacoesNaData(engine.db, session.empresaId, data, [colaborador.id])).get(
      colaborador.id,
    );
    return { colaborador: { id: colaborador.id, nome: colaborador.nome }, data, ...situacao?.posicao };
  });

  app.get(`${base}/:id/area`, async (request) => {
    const session = requireAuthority(request, read);
    const colaborador = await colaboradorDaEmpresa(engine, session, parseId(request));
    const data = dataDaQuery(query(request));
    const situacao = (await situacoesNaData(engine.db, session.empresaId, data, [colaborador.id])).get(
      colaborador.id,
    );
    return situacao?.posicao?.areaOrganizacional ?? null;
  });

  // Job stability (CIPA member, pregnancy, work accident, union leader…) depends on SST and leave
  // registers that do not exist yet; until then no stability rule applies and the answer is null.
  app.get(`${base}/:id/data-estabilidade`, async (request) => {
    const session = requireAuthority(request, read);
    await colaboradorDaEmpresa(engine, session, parseId(request));
    return { dataEstabilidade: null };
  });

  app.get(`${base}/:id/historicos`, async (request) => {
    const session = requireAuthority(request, historicos.meta.authority?.read);
    const colaborador = await colaboradorDaEmpresa(engine, session, parseId(request));
    const q = query(request);
    return engine.repository(HISTORICOS_PATH).list(session, {
      colaborador: String(colaborador.id),
      sort: 'data,desc',
      ...(q.page === undefined ? {} : { page: q.page, size: q.size }),
    });
  });

  app.get(`${base}/by-ids`, async (request) => {
    const session = requireAuthority(request, read);
    const q = query(request);
    const ids = idsDaQuery(q, 'ids') ?? [];
    const data = dataDaQuery(q);
    if (ids.length === 0) return [];
    const res = await sql<Resumo>`SELECT id, nome, matricula, status FROM ${sql.table(COLABORADOR_TABLE)}
      WHERE id = ANY(${ids}::int[]) AND empresa_id = ${session.empresaId}
      ORDER BY gente_search(nome), id`.execute(engine.db);
    const situacoes = await situacoesNaData(
      engine.db,
      session.empresaId,
      data,
      res.rows.map((r) => r.id),
    );
    return res.rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      ...(r.matricula === null ? {} : { matricula: r.matricula }),
      status: r.status,
      ...posicaoResumida(situacoes.get(r.id)?.posicao),
    }));
  });

  app.get(`${base}/participantes`, async (request) => {
    const session = requireAuthority(request, read);
    const { resumido: _always, ...q } = query(request);
    const data = dataDaQuery(q);
    // the register's own list: same filters (listConditions included), paging (always) and tenant scope
    const page = (await engine.repository(PATH).list(session, {
      ...q,
      page: q.page ?? '0',
      size: q.size ?? '20',
    })) as { content: RecordData[] } & Record<string, unknown>;
    // the list's virtual fields are as of today; another date needs the positions at that date
    const situacoes =
      data === today()
        ? undefined
        : await situacoesNaData(
            engine.db,
            session.empresaId,
            data,
            page.content.map((r) => r.id as number),
          );
    const content = page.content.map((r) => {
      const p = situacoes ? situacoes.get(r.id as number)?.posicao : undefined;
      const area = situacoes ? p?.areaOrganizacional : r.areaAtual;
      const cargo = situacoes ? p?.cargo : r.cargoAtual;
      return {
        id: r.id,
        nome: r.nome,
        ...(r.matricula === undefined ? {} : { matricula: r.matricula }),
        status: r.status,
        ...(area ? { areaOrganizacional: area } : {}),
        ...(cargo ? { cargo } : {}),
      };
    });
    return { ...page, content };
  });

  await app.register(async (scope) => fotoRoutes(scope, engine, base, read, write));
}
