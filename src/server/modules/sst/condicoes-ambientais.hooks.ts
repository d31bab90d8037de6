// sst/condicoes-ambientais: one record per environment, function (or none) and date — two would leave the
// S-2240 and the PGR without a single answer for who is exposed to what from that date. The exposure rules
// themselves are in the schema (_defs/exposicao-agente); the EPIs' CA and per-EPI efficacy in epi-exposicao.ts.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { avisosEficacia, conferirEpisDasExposicoes } from './epi-exposicao.ts';
import { classificarExposicoes } from './matriz-risco.ts';
import { MSG_CONDICAO_REPETIDA } from './messages.ts';
import { tempoDeExposicao } from './tempo-exposicao.ts';

async function unica(ctx: HookContext, data: RecordData, id = 0) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM condicao_ambiental
     WHERE empresa_id = ${ctx.session.empresaId} AND id <> ${id} AND data = ${data.data}::date
       AND ambiente_id = ${data.ambiente.id} AND funcao_id IS NOT DISTINCT FROM ${data.funcao?.id ?? null}::int`.execute(
    ctx.db,
  );
  if (rows[0]!.n > 0) throw fieldError('data', MSG_CONDICAO_REPETIDA);
}

export default defineHooks('sst/condicoes-ambientais', {
  async beforeCreate(ctx, data) {
    await unica(ctx, data);
    await classificarExposicoes(ctx, data);
    await conferirEpisDasExposicoes(ctx, data);
  },
  async beforeUpdate(ctx, data, previous) {
    await unica(ctx, data, previous.id as number);
    await classificarExposicoes(ctx, data);
    await conferirEpisDasExposicoes(ctx, data);
  },
  async afterRead(ctx, records) {
    await avisosEficacia(ctx, records);
    await tempoDeExposicao(ctx, records);
  },
});
