import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { validatorLoaders } from '../../generated/validators/index.ts';
import { MSG } from '../../shared/messages.ts';
import { type ReportDeclaration, type ReportFormat, reportPath } from '../../shared/reports/types.ts';
import { toFieldErrors } from '../../shared/schema/field-errors.ts';
import { normalizeInput } from '../../shared/schema/normalize.ts';
import { requireAuthority } from '../auth/session.ts';
import type { Engine } from '../crud/engine.ts';
import { badRequest, HttpError, validationError } from '../http/errors.ts';
import type { ReportQuery, ReportValidation } from './context.ts';
import { filterFromQuery } from './filter-query.ts';
import { printedBy } from './header.ts';
import { loadReportDeclarations, queryFile } from './loader.ts';
import { renderReport } from './runner.ts';
import { filterSummary } from './summary.ts';

const CONTENT_TYPE: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const REPORT_NO_DATA = 'REPORT_NO_DATA';
export const PREVIEW_MAX_ROWS = 10_000;
const DECIMAL_TYPES = new Set(['money', 'number', 'percent']);

/** POST /api/<module>/relatorios/<name>?formato=pdf|xlsx for every declared report. */
export async function reportRoutes(
  app: FastifyInstance,
  opts: { engine: Engine; databaseUrl: string; declarations?: ReportDeclaration[] },
) {
  const { engine, databaseUrl } = opts;
  const declarations = opts.declarations ?? loadReportDeclarations();
  app.get('/api/relatorios', async (request) => {
    const session = requireAuthority(request, undefined);
    return declarations
      .filter((d) => !d.authority || session.isAdmin || session.authorities.has(d.authority))
      .map(({ $id, title, formats }) => ({ id: $id, title, formats, ...reportPath($id) }));
  });
  for (const decl of declarations) {
    const { api } = reportPath(decl.$id);
    const mod = await import(pathToFileURL(queryFile(decl.$id)).href);
    const query = mod.default as ReportQuery;
    const validar = mod.validar as ReportValidation | undefined;
    const validate = (await validatorLoaders[`relatorio:${decl.$id}`]()).default;

    const checkedFilter = (input: unknown) => {
      const filter = normalizeInput(decl.filter, input ?? {}) as Record<string, any>;
      if (!validate(filter)) throw validationError(toFieldErrors(validate.errors as any, decl.filter));
      return filter;
    };

    if (decl.preview) {
      // the report's rows as JSON for an on-screen preview: same filter, same query, decimals as numbers
      const decimals = decl.columns.filter((c) => DECIMAL_TYPES.has(c.type ?? '')).map((c) => c.key);
      app.get(`${api}/previa`, async (request) => {
        const session = requireAuthority(request, decl.authority);
        const filter = checkedFilter(filterFromQuery(decl.filter, request.query as Record<string, unknown>));
        await validar?.(filter, { db: engine.db, session });
        const res = await sql<
          Record<string, unknown>
        >`SELECT * FROM (${query(filter, { db: engine.db, session })}) relatorio LIMIT ${PREVIEW_MAX_ROWS}`.execute(
          engine.db,
        );
        for (const row of res.rows)
          for (const k of decimals) if (row[k] !== null && row[k] !== undefined) row[k] = Number(row[k]);
        return res.rows;
      });
    }

    app.post(api, async (request, reply) => {
      const session = requireAuthority(request, decl.authority);
      const { pdf, ...filter } = checkedFilter(request.body) as Record<string, unknown>;
      await validar?.(filter, { db: engine.db, session });
      // ?formato= (the console's) wins; else the spec's pdf flag: false gives the spreadsheet
      const format = ((request.query as { formato?: string }).formato ??
        (pdf === false ? 'xlsx' : 'pdf')) as ReportFormat;
      if (!decl.formats.includes(format)) throw badRequest('Formato de relatório não disponível.');

      const compiled = query(filter, { db: engine.db, session }).compile(engine.db);
      const header = {
        ...(await printedBy(engine.db, session)),
        filtro: await filterSummary(engine.db, engine.registry, session, decl.filter, filter),
      };
      // the browser gave up (cancel button, closed tab): stop rendering
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      let result: Awaited<ReturnType<typeof renderReport>>;
      try {
        result = await renderReport(
          { databaseUrl, sql: compiled.sql, parameters: [...compiled.parameters], decl, header, format },
          abort.signal,
        );
      } catch (e) {
        if (abort.signal.aborted) return reply;
        request.log.error({ relatorio: decl.$id, causa: (e as Error).message }, 'falha ao gerar relatório');
        throw new HttpError(500, 'REPORT_FAILURE', MSG.reportFailure);
      }
      if (!('file' in result)) return { status: 200, code: REPORT_NO_DATA, message: MSG.reportNoData };
      const file = result.file;
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      const stream = createReadStream(file);
      stream.on('close', () => void rm(file, { force: true }));
      return reply
        .header('Content-Type', CONTENT_TYPE[format])
        .header(
          'Content-Disposition',
          `attachment; filename="${reportPath(decl.$id).name}-${stamp}.${format}"`,
        )
        .header('X-Report-Rows', String(result.rows))
        .header('Cache-Control', 'no-store')
        .send(stream);
    });
  }
}
