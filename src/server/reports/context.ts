import type { RawBuilder } from 'kysely';
import type { StaffSession } from '../auth/session.ts';
import type { Database } from '../db/database.ts';

export type ReportQueryContext = { db: Database; session: StaffSession };
/** What `src/server/modules/<module>/relatorios/<name>.query.ts` exports as default: one set-based query,
 * scoped to ctx.session.empresaId, ordered by the declaration's groupBy keys first. */
export type ReportQuery = (filter: Record<string, any>, ctx: ReportQueryContext) => RawBuilder<unknown>;
export const defineReportQuery = (q: ReportQuery) => q;

/**
 * Optional second export of a query file, `validar`: the filter rules that need the database (e.g. "the evaluation
 * is anonymous, so at least 2 evaluators"), run after the schema check and before the query; throw an HttpError
 * (fieldError, conflict) to refuse with its message.
 */
export type ReportValidation = (filter: Record<string, any>, ctx: ReportQueryContext) => Promise<void> | void;
export const defineReportValidation = (v: ReportValidation) => v;
