// sst/etapas-eleicao-cipa: the stages of an election follow NR-5's order in time (call, registration, voting,
// counting, inauguration): a stage starts no earlier than the end of the stage before it and ends no later than
// the start of the stage after it; the counting stage cannot be removed or postponed once votes were recorded.
// Writes of one election's stages (and of its votes) are serialized on the election's row.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { ETAPAS, type EtapaEleicao, MSG_CIPA } from './cipa.ts';

type Etapa = { id: number; etapa: EtapaEleicao; inicio: string; fim: string };

async function etapasDaEleicao(ctx: HookContext, eleicaoId: number, excetoId?: number) {
  await sql`SELECT id FROM cipa_eleicao WHERE id = ${eleicaoId} FOR UPDATE`.execute(ctx.db);
  const { rows } = await sql<Etapa>`
    SELECT id, etapa, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim
      FROM cipa_eleicao_etapa WHERE eleicao_id = ${eleicaoId} AND id IS DISTINCT FROM ${excetoId ?? null}`.execute(
    ctx.db,
  );
  return rows;
}

async function temVotos(ctx: HookContext, eleicaoId: number) {
  const { rows } = await sql`
    SELECT 1 FROM cipa_eleicao_candidatos WHERE owner_id = ${eleicaoId} AND votos IS NOT NULL LIMIT 1`.execute(
    ctx.db,
  );
  return rows.length > 0;
}

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const eleicaoId = data.eleicao.id as number;
  const outras = await etapasDaEleicao(ctx, eleicaoId, previous?.id as number | undefined);
  const ordem = ETAPAS.indexOf(data.etapa);
  // the stored stages are already in order: the nearest before and after are the ones to compare with
  const anterior = outras
    .filter((e) => ETAPAS.indexOf(e.etapa) < ordem)
    .sort((a, b) => ETAPAS.indexOf(b.etapa) - ETAPAS.indexOf(a.etapa))[0];
  const seguinte = outras
    .filter((e) => ETAPAS.indexOf(e.etapa) > ordem)
    .sort((a, b) => ETAPAS.indexOf(a.etapa) - ETAPAS.indexOf(b.etapa))[0];
  const erros: FieldError[] = [];
  if (anterior && data.inicio < anterior.fim)
    erros.push({ field: 'inicio', message: MSG_CIPA.comecaAntes(data.etapa, anterior.etapa, anterior.fim) });
  if (seguinte && data.fim > seguinte.inicio)
    erros.push({
      field: 'fim',
      message: MSG_CIPA.terminaDepois(data.etapa, seguinte.etapa, seguinte.inicio),
    });
  if (erros.length) throw validationError(erros);
  if (previous?.etapa === 'APURACAO' && (await temVotos(ctx, previous.eleicao.id))) {
    const deixaDeValer =
      data.etapa !== 'APURACAO' || data.eleicao.id !== previous.eleicao.id || data.inicio > today();
    if (deixaDeValer) throw conflict(MSG_CIPA.apuracaoComVotos);
  }
}

export default defineHooks('sst/etapas-eleicao-cipa', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  beforeDelete: async (ctx, previous) => {
    if (previous.etapa !== 'APURACAO') return;
    await etapasDaEleicao(ctx, previous.eleicao.id);
    if (await temVotos(ctx, previous.eleicao.id)) throw conflict(MSG_CIPA.apuracaoComVotos);
  },
});
