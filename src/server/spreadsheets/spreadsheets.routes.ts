// Spreadsheets of every register (generic, like CRUD):
//   GET  /api/<path>/exportar?formato=xlsx|csv&<the list's filters and sort>   read authority
//   GET  /api/<path>/modelo-importacao                                        write authority
//   POST /api/<path>/importar   multipart, one XLSX or CSV file (≤ 10 MB)       write authority
//     (read as a stream and refused as soon as it passes the row or size limits: import.ts, xlsx-reader.ts)
import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MSG } from '../../shared/files/files.ts';
import { ERROR_CODES, MSG } from '../../shared/messages.ts';
import { requireAuthority } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { exportColumns } from './columns.ts';
import { writeExport } from './export.ts';
import { IMPORT_MSG, importSheet, readSheet } from './import.ts';
import { importTemplate } from './template.ts';

const MAX_FILE = 10 * 1024 * 1024;
const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
const stamp = () => new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
const fileName = (path: string) => path.split('/')[1]!;

async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, ERROR_CODES.badRequest, MSG.unsupportedMedia);
  try {
    const part = await request.file({ limits: { fileSize: MAX_FILE, files: 1 } });
    if (!part) throw badRequest(IMPORT_MSG.unreadable);
    return await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(FILE_MSG.tooLarge(MAX_FILE));
    throw e;
  }
}

export async function spreadsheetRoutes(app: FastifyInstance, { engine }: { engine: Engine }) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_FILE, files: 1, fields: 5, parts: 6 },
  });
  for (const r of engine.registry.resources) {
    const base = `/api/${r.path}`;
    const { read, write } = r.meta.authority ?? {};

    app.get(`${base}/exportar`, async (request, reply) => {
      const session = requireAuthority(request, read);
      const { formato = 'xlsx', ...query } = request.query as Record<string, unknown>;
      if (formato !== 'xlsx' && formato !== 'csv')
        throw badRequest('Formato de exportação inválido: use xlsx ou csv.');
      // first page read before answering: a bad filter still answers 400, not a broken download
      await engine.repository(r.path).list(session, { ...query, page: '0', size: '1' });
      const out = new PassThrough();
      writeExport(engine, r, session, query, exportColumns(r), formato, out).catch((e) => {
        request.log.error({ cadastro: r.path, erro: (e as Error).message }, 'falha na exportação');
        out.destroy(e as Error);
      });
      return reply
        .header('Content-Type', TYPES[formato])
        .header('Content-Disposition', `attachment; filename="${fileName(r.path)}-${stamp()}.${formato}"`)
        .header('Cache-Control', 'no-store')
        .send(out);
    });

    if (r.meta.readOnly) continue;

    app.get(`${base}/modelo-importacao`, async (request, reply) => {
      const session = requireAuthority(request, write);
      const file = await importTemplate(engine, r, session);
      return reply
        .header('Content-Type', TYPES.xlsx)
        .header('Content-Disposition', `attachment; filename="modelo-${fileName(r.path)}.xlsx"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    });

    app.post(`${base}/importar`, async (request) => {
      const session = requireAuthority(request, write);
      const sheet = await readSheet(await readFile(request));
      return importSheet(engine, r, session, sheet);
    });
  }
}
