import type { RawBuilder } from 'kysely';
import type { StaffSession } from '../auth/session.ts';
import type { Database } from '../db/database.ts';

export type ReportQueryContext = { db: Database; session: StaffSession };
/** What `src/server/modules/<module>/relatorios/<name>.query.ts` exports as default: one set-based query,
 * scoped to ctx.session.empresaId, ordered by the declaration's groupBy keys first. */
export type ReportQuery = (filter: Record<string, any>, ctx: ReportQueryContext) => RawBuilder<unknown>;
export const defineReportQuery = (q: ReportQuery) => q;
