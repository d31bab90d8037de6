// Selection stages (spec §3 Selective step): a stage sent without its order comes after the last one of the
// company (the greatest order + 1, as GET …/proxima-ordem suggests); an update without it keeps the stored one.
// The company's row is locked while the order is chosen, so two stages created at once do not take the same.
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';

export const ETAPAS = 'captacao/etapas-seletivas';

export default defineHooks(ETAPAS, {
  async beforeCreate(ctx, data) {
    if (typeof data.ordem === 'number') return;
    await sql`SELECT 1 FROM empresa WHERE id = ${ctx.session.empresaId} FOR UPDATE`.execute(ctx.db);
    const { rows } = await sql<{ ordem: number }>`SELECT COALESCE(MAX(ordem), 0) + 1 AS ordem
      FROM ${sql.table(ctx.resource.table)} WHERE empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
    // past 999 the schema's maximum would refuse it anyway; the last order is reused instead of a 500
    data.ordem = Math.min(rows[0]?.ordem ?? 1, 999);
  },

  beforeUpdate(_ctx, data, previous) {
    if (typeof data.ordem !== 'number') data.ordem = previous.ordem;
  },
});
