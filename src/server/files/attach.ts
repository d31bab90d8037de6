// What the file routes (generic and the registers' own shortcuts, e.g. the employee photo) do with a file
// of a record's field: read the one file of a multipart request within the field's limit, accept it by its
// content, store it and remove it in a transaction that locks the owning record (a record being deleted
// cannot gain a file, two uploads to a single field cannot both stay), audited.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import {
  checkFile,
  detectType,
  FILE_MSG,
  type FileFieldSpec,
  type FileType,
  fieldRules,
  MEDIA_TYPES,
  sanitizeName,
} from '../../shared/files/files.ts';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { appendAudit } from '../audit/audit.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import type { Database } from '../db/database.ts';
import { fieldError, HttpError, notFound } from '../http/errors.ts';
import type { FileField } from './file-fields.ts';
import { fileStore } from './file-fields.ts';
import type { FileOwner, StoredFile } from './store.ts';

/** Registers multipart parsing in a plugin's scope: one file of at most maxBytes, a few small fields. */
export const multipartFor = (app: FastifyInstance, maxBytes: number) =>
  app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

/** 404 unless the record exists and belongs to the session's company (tenant registers); FOR NO KEY
 * UPDATE inside a transaction: waits for (and then fails after) a delete of the record. */
export async function ownerVisible(
  db: Database | Transaction<any>,
  r: Resource,
  session: StaffSession,
  id: number,
  lock = false,
  /** the register's visibleRows condition for this session (a shared register's rows), on alias `t` */
  visible?: RawBuilder<unknown>,
) {
  const scope = r.meta.tenant === 'empresa' ? sql`AND t.empresa_id = ${session.empresaId}` : sql``;
  const { rows } = await sql`SELECT 1 FROM ${sql.table(r.table)} t WHERE t.id = ${id} ${scope}
    ${visible ? sql`AND (${visible})` : sql``} ${lock ? sql`FOR NO KEY UPDATE` : sql``}`.execute(db);
  if (rows.length === 0) throw notFound();
}

export const ownerOf = (r: Resource, session: StaffSession, id: number, campo: string): FileOwner => ({
  empresaId: r.meta.tenant === 'empresa' ? session.empresaId : null,
  cadastro: r.path,
  registroId: id,
  campo,
});

export type UploadMessages = { required: string; onlyOne: string };

/** The request's one file, read within the field's limit; field errors as users read them. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: UploadMessages = { required: FILE_MSG.required, onlyOne: FILE_MSG.onlyOne },
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, ERROR_CODES.badRequest, MSG.unsupportedMedia);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part) throw fieldError(field, messages.required);
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field, FILE_MSG.tooLarge(maxBytes));
    // a form with many parts is not an upload form (a second file is simply not read)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError(field, messages.onlyOne);
    throw e;
  }
}

/** The file's type told by its content, if the field accepts it; else the field error. */
export function acceptedType(field: string, spec: FileFieldSpec, bytes: Buffer): FileType {
  const type = detectType(bytes);
  const problem = checkFile(spec, { size: bytes.length, type });
  if (problem) throw fieldError(field, problem);
  return type!;
}

/**
 * Stores a file for the field of a record (replacing the file of a single field; within maxFiles of a list),
 * audited, in one transaction. `nome` is the name as given (sanitised here) unless `storedName` is given.
 */
export async function attachFile(
  engine: Engine,
  r: Resource,
  session: StaffSession,
  id: number,
  field: FileField,
  file: { filename: string; bytes: Buffer; type: FileType; storedName?: string },
): Promise<StoredFile> {
  const rules = fieldRules(field.spec);
  const owner = ownerOf(r, session, id, field.name);
  const nome = file.storedName ?? sanitizeName(file.filename, file.type);
  return engine.db.transaction().execute(async (tx) => {
    await ownerVisible(tx, r, session, id, true, engine.hooksFor(r.path).visibleRows?.(session));
    if (!rules.multiple) await fileStore.delete(tx, owner);
    else if (rules.maxFiles !== undefined) {
      const count = (await fileStore.list(tx, r.path, [id])).filter((f) => f.campo === field.name).length;
      if (count >= rules.maxFiles)
        throw fieldError(field.name, field.spec.maxFilesMessage ?? FILE_MSG.tooMany(rules.maxFiles));
    }
    const stored = await fileStore.put(
      tx,
      owner,
      { nome, tipo: MEDIA_TYPES[file.type], bytes: file.bytes },
      session.userId,
    );
    await appendAudit(tx, {
      session,
      resource: r.path,
      recordId: id,
      operation: 'anexar-arquivo',
      changes: [{ campo: field.name, para: nome }],
    });
    return stored;
  });
}

/** Removes one file of the field (arquivoId) or all of them, audited; 404 when that file is not there. */
export async function detachFiles(
  engine: Engine,
  r: Resource,
  session: StaffSession,
  id: number,
  campo: string,
  arquivoId?: number,
): Promise<number> {
  const owner = ownerOf(r, session, id, campo);
  return engine.db.transaction().execute(async (tx) => {
    await ownerVisible(tx, r, session, id, true, engine.hooksFor(r.path).visibleRows?.(session));
    const files = (await fileStore.list(tx, r.path, [id])).filter(
      (f) => f.campo === campo && (arquivoId === undefined || f.id === arquivoId),
    );
    if (arquivoId !== undefined && files.length === 0) throw notFound();
    if (files.length === 0) return 0;
    const removed = await fileStore.delete(tx, owner, arquivoId);
    await appendAudit(tx, {
      session,
      resource: r.path,
      recordId: id,
      operation: 'remover-arquivo',
      changes: files.map((f) => ({ campo, de: f.nome })),
    });
    return removed;
  });
}
