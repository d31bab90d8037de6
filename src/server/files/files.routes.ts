// Upload, download and removal of the files of every register with x-file fields (generic, like CRUD):
//   POST   /api/<path>/:id/arquivos/:campo             multipart, one file → 201 {id, nome, tipo, tamanho, url, message}
//   GET    /api/<path>/:id/arquivos/:campo/:arquivoId  the file, as an attachment
//   DELETE /api/<path>/:id/arquivos/:campo/:arquivoId  → 204
// The record must be visible to the session's company (404 otherwise); read/write authority of the
// register. The type is told by the content, never by the name; a single field keeps only its last file.
// Uploads and removals are audited in the same transaction.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  checkFile,
  detectType,
  FILE_MSG,
  fieldRules,
  MEDIA_TYPES,
  sanitizeName,
} from '../../shared/files/files.ts';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { appendAudit } from '../audit/audit.ts';
import { requireAuthority, type StaffSession } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { badRequest, fieldError, HttpError, notFound } from '../http/errors.ts';
import { type FileField, fileFields, fileStore, fileUrl } from './file-fields.ts';

const ID = /^\d{1,9}$/;
const MAX_UPLOAD = Math.max(5, 10) * 1024 * 1024;

const idParam = (raw: string | undefined) => {
  if (!raw || !ID.test(raw) || Number(raw) === 0) throw badRequest(MSG.invalidId);
  return Number(raw);
};

async function recordVisible(engine: Engine, r: Resource, session: StaffSession, id: number) {
  const scope = r.meta.tenant === 'empresa' ? sql`AND empresa_id = ${session.empresaId}` : sql``;
  const { rows } = await sql`SELECT 1 FROM ${sql.table(r.table)} WHERE id = ${id} ${scope}`.execute(
    engine.db,
  );
  if (rows.length === 0) throw notFound();
}

/** The uploaded file's name and bytes, or the field error users read. */
async function readUpload(request: FastifyRequest, field: FileField, maxBytes: number) {
  if (!request.isMultipart()) throw new HttpError(415, ERROR_CODES.badRequest, MSG.unsupportedMedia);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw fieldError(field.name, FILE_MSG.required);
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field.name, FILE_MSG.tooLarge(maxBytes));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError(field.name, FILE_MSG.onlyOne);
    throw e;
  }
}

export async function fileRoutes(app: FastifyInstance, { engine }: { engine: Engine }) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
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
      await recordVisible(engine, r, session, id);
      const owner = {
        empresaId: r.meta.tenant === 'empresa' ? session.empresaId : null,
        cadastro: r.path,
        registroId: id,
        campo: field.name,
      };
      return {
        session,
        id,
        field,
        owner,
        arquivoId: p.arquivoId === undefined ? undefined : idParam(p.arquivoId),
      };
    };

    app.post(base, async (request, reply) => {
      const { session, id, field, owner } = await resolve(request, write);
      const rules = fieldRules(field.spec);
      const { filename, bytes } = await readUpload(request, field, rules.maxBytes);
      const type = detectType(bytes);
      const problem = checkFile(field.spec, { size: bytes.length, type });
      if (problem) throw fieldError(field.name, problem);
      const nome = sanitizeName(filename, type!);
      const stored = await engine.db.transaction().execute(async (tx) => {
        if (!rules.multiple) await fileStore.delete(tx, owner);
        const file = await fileStore.put(
          tx,
          owner,
          { nome, tipo: MEDIA_TYPES[type!], bytes },
          session.userId,
        );
        await appendAudit(tx, {
          session,
          resource: r.path,
          recordId: id,
          operation: 'anexar-arquivo',
          changes: [{ campo: field.name, para: nome }],
        });
        return file;
      });
      return reply.code(201).send({
        id: stored.id,
        nome: stored.nome,
        tipo: stored.tipo,
        tamanho: stored.tamanho,
        sha256: stored.sha256,
        url: fileUrl(r, id, field.name, stored.id),
        message: FILE_MSG.loaded(stored.nome),
      });
    });

    app.get(`${base}/:arquivoId`, async (request, reply) => {
      const { owner, arquivoId } = await resolve(request, read);
      const file = await fileStore.get(engine.db, owner, arquivoId!);
      if (!file) throw notFound();
      return reply
        .header('Content-Type', file.tipo)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.nome)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    });

    app.delete(`${base}/:arquivoId`, async (request, reply) => {
      const { session, id, field, owner, arquivoId } = await resolve(request, write);
      await engine.db.transaction().execute(async (tx) => {
        const file = await fileStore.get(tx, owner, arquivoId!);
        if (!file) throw notFound();
        await fileStore.delete(tx, owner, arquivoId);
        await appendAudit(tx, {
          session,
          resource: r.path,
          recordId: id,
          operation: 'remover-arquivo',
          changes: [{ campo: field.name, de: file.nome }],
        });
      });
      return reply.code(204).send();
    });
  }
}
