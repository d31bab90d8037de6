// Job ads: qtdCandidaturas = applications received through the candidate portal for the ad's request.
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';

export default defineHooks('captacao/anuncios', {
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.solicitacao?.id).filter((x): x is number => typeof x === 'number');
    if (ids.length === 0) return;
    const { rows } = await sql<{
      solicitacao_id: number;
      n: number;
    }>`SELECT solicitacao_id, count(*)::int AS n
      FROM candidato_solicitacao WHERE solicitacao_id = ANY(${ids}::int[]) AND origem = 'E'
      GROUP BY solicitacao_id`.execute(ctx.db);
    const porSolicitacao = new Map(rows.map((r) => [r.solicitacao_id, r.n]));
    for (const rec of records) rec.qtdCandidaturas = porSolicitacao.get(rec.solicitacao?.id) ?? 0;
  },
});
