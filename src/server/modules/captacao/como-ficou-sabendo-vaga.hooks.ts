// How-you-heard (spec §3: id, nome, qtd, percentual): qtd = the company's candidates who came through this
// channel; percentual = its share of the candidates who named any channel (two decimals).
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks('captacao/como-ficou-sabendo-vaga', {
  async afterRead(ctx, records) {
    if (records.length === 0) return;
    const { rows } = await sql<{ id: number; qtd: number; total: number }>`
      SELECT id, count(*)::int AS qtd, sum(count(*)) OVER ()::int AS total FROM (
        SELECT como_ficou_sabendo_vaga_id AS id FROM candidato
         WHERE empresa_id = ${ctx.session.empresaId} AND como_ficou_sabendo_vaga_id IS NOT NULL) c
      GROUP BY id`.execute(ctx.db);
    const porId = new Map(rows.map((r) => [r.id, r]));
    const total = rows[0]?.total ?? 0;
    for (const rec of records) {
      const qtd = porId.get(rec.id as number)?.qtd ?? 0;
      rec.qtd = qtd;
      rec.percentual = total === 0 ? 0 : Math.round((qtd * 10000) / total) / 100;
    }
  },
});
