// Upload, listing, download and removal of the files of every register with x-file fields (generic, like CRUD):
//   POST   /api/<path>/:id/arquivos/:campo             multipart, one file → 201 {id, nome, tipo, tamanho, sha256, url, message}
//   GET    /api/<path>/:id/arquivos/:campo             → [{id, nome, tipo, tamanho, sha256, url}] (oldest first)
//   GET    /api/<path>/:id/arquivos/:campo/:arquivoId  the file, as an attachment
//   DELETE /api/<path>/:id/arquivos/:campo/:arquivoId  → 204
// The record must be visible to the session's company (404 otherwise); read/write authority of the
// register. The type is told by the content, never by the name; a single field keeps only its last file.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MSG, fieldRules } from '../../shared/files/files.ts';
import { MSG } from '../../shared/messages.ts';
import { requireAuthority } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { badRequest, notFound } from '../http/errors.ts';
import {
  acceptedType,
  attachFile,
  detachFiles,
  multipartFor,
  ownerOf,
  ownerVisible,
  readUpload,
} from './attach.ts';
import { fileFields, fileStore, fileUrl } from './file-fields.ts';

const ID = /^\d{1,9}$/;

/** RFC 5987 value: percent-encoded UTF-8, with the characters it does not allow bare encoded too. */
export const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const idParam = (raw: string | undefined) => {
  if (!raw || !ID.test(raw) || Number(raw) === 0) throw badRequest(MSG.invalidId);
  return Number(raw);
};

export async function fileRoutes(app: FastifyInstance, { engine }: { engine: Engine }) {
  const all = engine.registry.resources.flatMap((r) => fileFields(r));
  if (all.length === 0) return;
  // each upload is read within its own field's limit; this is the largest of them
  await multipartFor(app, Math.max(...all.map((f) => fieldRules(f.spec).maxBytes)));
  for (const r of engine.registry.resources) {
    const fields = new Map(fileFields(r).map((f) => [f.name, f]));
    if (fields.size === 0) continue;
    const { read, write } = r.meta.authority ?? {};
    const base = `/api/${r.path}/:id/arquivos/:campo`;
    const resolve = async (request: FastifyRequest, authority: string | undefined) => {
      const session = requireAuthority(request, authority);
      const p = request.params as { id: string; campo: string; arquivoId?: string };
      const id = idParam(p.id);
      const field = fields.get(p.campo);
      if (!field) throw notFound();
      await ownerVisible(engine.db, r, session, id, false, engine.hooksFor(r.path).visibleRows?.(session));
      const arquivoId = p.arquivoId === undefined ? undefined : idParam(p.arquivoId);
      return { session, id, field, owner: ownerOf(r, session, id, field.name), arquivoId };
    };

    app.post(base, async (request, reply) => {
      const { session, id, field } = await resolve(request, write);
      const { filename, bytes } = await readUpload(request, field.name, fieldRules(field.spec).maxBytes);
      const type = acceptedType(field.name, field.spec, bytes);
      const stored = await attachFile(engine, r, session, id, field, { filename, bytes, type });
      return reply.code(201).send({
        ...stored,
        url: fileUrl(r, id, field.name, stored.id),
        message: FILE_MSG.loaded(stored.nome),
      });
    });

    app.get(base, async (request) => {
      const { id, field } = await resolve(request, read);
      const files = await fileStore.list(engine.db, r.path, [id]);
      return files
        .filter((f) => f.campo === field.name)
        .map(({ id: fileId, nome, tipo, tamanho, sha256 }) => ({
          id: fileId,
          nome,
          tipo,
          tamanho,
          sha256,
          url: fileUrl(r, id, field.name, fileId),
        }));
    });

    app.get(`${base}/:arquivoId`, async (request, reply) => {
      const { owner, arquivoId } = await resolve(request, read);
      const file = await fileStore.get(engine.db, owner, arquivoId!);
      if (!file) throw notFound();
      return reply
        .header('Content-Type', file.tipo)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${rfc5987(file.nome)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    });

    app.delete(`${base}/:arquivoId`, async (request, reply) => {
      const { session, id, field, arquivoId } = await resolve(request, write);
      await detachFiles(engine, r, session, id, field.name, arquivoId);
      return reply.code(204).send();
    });
  }
}
