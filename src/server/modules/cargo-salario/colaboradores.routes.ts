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
// * GET|PUT|DELETE /:id/foto → the photo (JPEG or PNG, at most 2 MiB, multipart upload of one file).
// Static segments (by-ids, participantes) win over the generic GET /:id in Fastify's router.
// At registration this plugin installs the history triggers, indexes and the photo table.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES, MSG } from '../../../shared/messages.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority, type StaffSession } from '../../auth/session.ts';
import type { Engine } from '../../crud/engine.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { fieldError, HttpError, notFound } from '../../http/errors.ts';
import { COLABORADOR_TABLE, FOTO_TABLE } from './historico-colaborador.sql.ts';
import { dataDaQuery, idsDaQuery, type Posicao, situacoesNaData } from './posicao-atual.ts';
import { pathId, today } from './query-params.ts';

const PATH = 'cargo-salario/colaboradores';
const HISTORICOS_PATH = 'cargo-salario/historicos-colaboradores';

export const FOTO_MAX_BYTES = 2 * 1024 * 1024;
export const MSG_FOTO = {
  naoImagem: 'O arquivo adicionado não é uma imagem',
  grande: 'O arquivo deve ser menor que 2 MB',
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

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A) by the file's first bytes; never by its name. */
export function imageType(bytes: Buffer): 'image/jpeg' | 'image/png' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return undefined;
}

/** The uploaded file's bytes; field errors for a missing or too large file. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, ERROR_CODES.badRequest, MSG.unsupportedMedia);
  try {
    const part = await request.file();
    if (!part) throw fieldError('foto', MSG_FOTO.obrigatoria);
    return await part.toBuffer();
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('foto', MSG_FOTO.grande);
    // a form with many parts is not the photo form (a second file is simply not read)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('foto', MSG_FOTO.somenteArquivo);
    throw e;
  }
}

async function fotoRoutes(app: FastifyInstance, engine: Engine, base: string, read?: string, write?: string) {
  // Scoped to this plugin: only these routes parse multipart. One file, no other parts worth keeping.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: FOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(`${base}/:id/foto`, async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireAuthority(request, read);
    const id = parseId(request);
    const res = await sql<{ content_type: string; bytes: Buffer }>`SELECT p.content_type, p.bytes
      FROM ${sql.table(FOTO_TABLE)} p JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = p.colaborador_id
      WHERE p.colaborador_id = ${id} AND c.empresa_id = ${session.empresaId}`.execute(engine.db);
    const foto = res.rows[0];
    if (!foto) throw notFound();
    const ext = foto.content_type === 'image/png' ? 'png' : 'jpg';
    return reply
      .header('Content-Type', foto.content_type)
      .header('Content-Disposition', `inline; filename="foto-${id}.${ext}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache')
      .send(foto.bytes);
  });

  app.put(`${base}/:id/foto`, async (request: FastifyRequest) => {
    const session = requireAuthority(request, write);
    const id = parseId(request);
    await colaboradorDaEmpresa(engine, session, id);
    const bytes = await readUpload(request);
    const contentType = imageType(bytes);
    if (!contentType) throw fieldError('foto', MSG_FOTO.naoImagem);
    // INSERT … SELECT: a photo is only stored for an employee of this company that still exists
    const res =
      await sql`INSERT INTO ${sql.table(FOTO_TABLE)} (colaborador_id, content_type, bytes, updated_by)
      SELECT id, ${contentType}, ${bytes}, ${session.userId} FROM ${sql.table(COLABORADOR_TABLE)}
       WHERE id = ${id} AND empresa_id = ${session.empresaId}
      ON CONFLICT (colaborador_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
        updated_at = now(), updated_by = EXCLUDED.updated_by`.execute(engine.db);
    if (Number(res.numAffectedRows ?? 0) === 0) throw notFound();
    const ext = contentType === 'image/png' ? 'png' : 'jpg';
    return { name: `foto-${id}.${ext}`, contentType, size: bytes.length };
  });

  app.delete(`${base}/:id/foto`, async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireAuthority(request, write);
    const id = parseId(request);
    await colaboradorDaEmpresa(engine, session, id);
    await sql`DELETE FROM ${sql.table(FOTO_TABLE)} WHERE colaborador_id = ${id}`.execute(engine.db);
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
