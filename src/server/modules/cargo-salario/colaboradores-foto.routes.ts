// The employee photo shortcuts (spec §7 "Employee"), under /api/cargo-salario/colaboradores:
// GET|PUT|DELETE /:id/foto → the register's 'foto' file field (JPEG or PNG, at most 5 MB, multipart upload
// of one file), shown inline for the console's <img>. A multipart upload, not a JSON body: it goes through
// the file service (files/attach.ts) like the generic /arquivos/:campo routes, with the photo's own messages.
// The other employee endpoints are declared actions (colaboradores.actions.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldRules, MEDIA_TYPES } from '../../../shared/files/files.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority } from '../../auth/session.ts';
import type { Engine } from '../../crud/engine.ts';
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
import { pathId } from '../../http/params.ts';
import { FOTO_OWNER } from './historico-colaborador.sql.ts';

const PATH = 'cargo-salario/colaboradores';

/** The photo's own messages (its limits and types are those of the 'foto' file field). */
export const MSG_FOTO = {
  // spec §5: feminine for the photo (requiredMessage's heuristic would say 'obrigatório')
  obrigatoria: 'Foto é obrigatória',
  somenteArquivo: 'Envie somente o arquivo da foto.',
} as const;

const parseId = (request: FastifyRequest) => pathId((request.params as { id: string }).id);

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

export default async function colaboradoresFotoRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const resource = engine.registry.get(PATH);
  const { read, write } = resource.meta.authority ?? {};
  await app.register(async (scope) => fotoRoutes(scope, engine, `/api/${resource.path}`, read, write));
}
