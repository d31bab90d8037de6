// sst/pgr: an action's responsible written as free text before it became an SST professional (responsavelTexto,
// read-only) stays with its action when the PGR is saved again: clients never send read-only values, and the
// engine rewrites each kept action row from what was sent.
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';

type Acao = { id?: number; responsavelTexto?: string | null };

export default defineHooks('sst/pgr', {
  async beforeUpdate(ctx, data, previous) {
    const acoes = (data.cronograma ?? []) as Acao[];
    if (!acoes.some((a) => typeof a.id === 'number')) return;
    const { rows } = await sql<{ id: number; texto: string }>`
      SELECT id, responsavel_texto AS texto FROM pgr_cronograma
       WHERE owner_id = ${previous.id} AND responsavel_texto IS NOT NULL`.execute(ctx.db);
    const textos = new Map(rows.map((r) => [r.id, r.texto]));
    for (const a of acoes) if (a.id !== undefined && textos.has(a.id)) a.responsavelTexto = textos.get(a.id);
  },
});
