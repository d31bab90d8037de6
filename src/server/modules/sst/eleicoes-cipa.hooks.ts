// sst/eleicoes-cipa: each employee a candidate once; the elected mandate of the election's establishment; votes
// only once the counting stage (sst/etapas-eleicao-cipa) has started.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { hojeSql } from '../../http/params.ts';
import { lerMandato, MSG_CIPA } from './cipa.ts';

type Candidato = { colaborador: { id: number }; votos?: number | null };

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const erros: FieldError[] = [];
  const candidatos = (data.candidatos ?? []) as Candidato[];
  const vistos = new Set<number>();
  candidatos.forEach((c, i) => {
    if (vistos.has(c.colaborador.id))
      erros.push({ field: `candidatos.${i}.colaborador`, message: MSG_CIPA.candidatoRepetido });
    vistos.add(c.colaborador.id);
  });
  if (data.mandato?.id) {
    const mandato = await lerMandato(ctx.db, data.mandato.id);
    if (mandato.estabelecimentoId !== data.estabelecimento.id)
      erros.push({ field: 'mandato', message: MSG_CIPA.mandatoOutroEstabelecimento });
  }
  const comVotos = candidatos.findIndex((c) => c.votos != null);
  if (comVotos >= 0 && !(previous && (await apuracaoIniciada(ctx, previous.id as number))))
    erros.push({ field: `candidatos.${comVotos}.votos`, message: MSG_CIPA.votosAntesDaApuracao });
  if (erros.length) throw validationError(erros);
}

async function apuracaoIniciada(ctx: HookContext, eleicaoId: number) {
  // the same lock a stage's write takes: a counting stage cannot be moved while votes are being saved
  await sql`SELECT id FROM cipa_eleicao WHERE id = ${eleicaoId} FOR UPDATE`.execute(ctx.db);
  const { rows } = await sql`
    SELECT 1 FROM cipa_eleicao_etapa
     WHERE eleicao_id = ${eleicaoId} AND etapa = 'APURACAO' AND inicio <= ${hojeSql}`.execute(ctx.db);
  return rows.length > 0;
}

export default defineHooks('sst/eleicoes-cipa', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
});
