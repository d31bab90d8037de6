// sst/pgr: a construction site's PGR (NR-18, which replaced the PCMAT) has the site's phases and living areas;
// an establishment's has none, so they are dropped when the place is an establishment. An action's responsible
// written as free text before it became an SST professional (responsavelTexto, read-only) stays with its action
// when the PGR is saved again: clients never send read-only values, and the engine rewrites each kept action
// row from what was sent.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';

type Acao = { id?: number; responsavelTexto?: string | null };

const OBRA = 2;

function soNaObra(data: RecordData) {
  if (data.localAmbiente === OBRA) return;
  data.fasesObra = [];
  data.areasVivencia = null;
}

async function manterTextoAnterior(ctx: HookContext, data: RecordData, pgrId: number) {
  const acoes = (data.cronograma ?? []) as Acao[];
  if (!acoes.some((a) => typeof a.id === 'number')) return;
  const { rows } = await sql<{ id: number; texto: string }>`
    SELECT id, responsavel_texto AS texto FROM pgr_cronograma
     WHERE owner_id = ${pgrId} AND responsavel_texto IS NOT NULL`.execute(ctx.db);
  const textos = new Map(rows.map((r) => [r.id, r.texto]));
  for (const a of acoes) if (a.id !== undefined && textos.has(a.id)) a.responsavelTexto = textos.get(a.id);
}

export default defineHooks('sst/pgr', {
  beforeCreate(_ctx, data) {
    soNaObra(data);
  },
  async beforeUpdate(ctx, data, previous) {
    soNaObra(data);
    await manterTextoAnterior(ctx, data, previous.id as number);
  },
});
