// Evaluation models: possuiResposta (spec §3) — some answer sheet already answers the model's questionnaire
// (the console then warns before editing; the questionnaire engine refuses what would invalidate answers).
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';

export const MODELOS = 'avaliacao/modelos-avaliacao';

export default defineHooks(MODELOS, {
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const { rows } = await sql<{ id: number }>`SELECT DISTINCT modelo_id AS id FROM questionario_folha
      WHERE cadastro = ${MODELOS} AND modelo_id = ANY(${ids}::int[])`.execute(ctx.db);
    const respondidos = new Set(rows.map((r) => r.id));
    for (const r of records) r.possuiResposta = respondidos.has(r.id as number);
  },
});
