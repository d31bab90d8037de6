// sst/grupos-homogeneos: composition entries in date order, one per date; an entry that had harmful agents
// keeps at least one (the absence of exposure is the agent 09.01.001, which the eSocial requires).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { ordenarHistorico } from './historicos.ts';
import { MSG_GHE_DATA_REPETIDA, MSG_GHE_SEM_AGENTES } from './messages.ts';

type Entrada = { id?: number; agentes?: number[] };

/** Refuses, on each entry kept without agents, removing the last agents it had. */
async function semRemoverUltimoAgente(ctx: HookContext, data: RecordData, grupoId: number) {
  const entradas = (data.historicos ?? []) as Entrada[];
  const vazias = entradas.flatMap((e, i) =>
    typeof e.id === 'number' && (e.agentes ?? []).length === 0 ? [{ id: e.id, i }] : [],
  );
  if (vazias.length === 0) return;
  const { rows } = await sql<{ id: number }>`
    SELECT DISTINCT h.id FROM grupo_homogeneo_historicos h
      JOIN grupo_homogeneo_historicos_agentes a ON a.owner_id = h.id
     WHERE h.owner_id = ${grupoId} AND h.id = ANY(${vazias.map((v) => v.id)}::int[])`.execute(ctx.db);
  const tinham = new Set(rows.map((r) => r.id));
  const erros = vazias
    .filter((v) => tinham.has(v.id))
    .map((v) => ({ field: `historicos.${v.i}.agentes`, message: MSG_GHE_SEM_AGENTES }));
  if (erros.length) throw validationError(erros);
}

const preparar = (data: RecordData) => ordenarHistorico(data, 'historicos', MSG_GHE_DATA_REPETIDA);

export default defineHooks('sst/grupos-homogeneos', {
  beforeCreate: (_ctx, data) => preparar(data),
  async beforeUpdate(ctx, data, previous) {
    await semRemoverUltimoAgente(ctx, data, previous.id as number);
    preparar(data);
  },
});
