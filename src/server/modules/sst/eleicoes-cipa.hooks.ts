// sst/eleicoes-cipa: each employee a candidate once, and a candidate added works at the election's establishment
// (career entry in force) and is not dismissed on the last day of registration (today while that stage is not
// registered); the elected mandate of the election's establishment; votes only once the counting stage
// (sst/etapas-eleicao-cipa) has started.
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
  erros.push(...(await errosDosNovos(ctx, data, candidatos, previous)));
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

/** Candidates already in the election keep their place when they later move or leave (its history stays). */
async function errosDosNovos(
  ctx: HookContext,
  data: RecordData,
  candidatos: Candidato[],
  previous?: RecordData,
): Promise<FieldError[]> {
  const antes = new Set(((previous?.candidatos ?? []) as Candidato[]).map((c) => c.colaborador.id));
  const novos = [...new Set(candidatos.map((c) => c.colaborador.id).filter((id) => !antes.has(id)))];
  if (!novos.length) return [];
  const fimInscricao = previous
    ? sql`(SELECT fim FROM cipa_eleicao_etapa WHERE eleicao_id = ${previous.id as number} AND etapa = 'INSCRICAO')`
    : sql`NULL::date`;
  const { rows } = await sql<{
    id: number;
    nome: string;
    desligado: boolean;
    estabelecimento_id: number | null;
  }>`
    WITH ref AS (SELECT coalesce(${fimInscricao}, ${hojeSql}) AS dia)
    SELECT c.id, c.nome, coalesce(c.data_desligamento <= ref.dia, false) AS desligado,
           (SELECT hc.estabelecimento_id FROM historico_colaborador hc
             WHERE hc.colaborador_id = c.id AND hc.data <= ref.dia AND hc.status IS DISTINCT FROM 'X'
             ORDER BY hc.data DESC, hc.id DESC LIMIT 1) AS estabelecimento_id
      FROM colaborador c, ref WHERE c.id = ANY(${novos}::int[])`.execute(ctx.db);
  const porId = new Map(rows.map((r) => [r.id, r]));
  const erros: FieldError[] = [];
  const vistos = new Set<number>();
  candidatos.forEach((c, i) => {
    const r = porId.get(c.colaborador.id);
    if (!r || vistos.has(r.id)) return;
    vistos.add(r.id);
    const field = `candidatos.${i}.colaborador`;
    if (r.desligado) erros.push({ field, message: MSG_CIPA.candidatoDesligado(r.nome) });
    // an employee with no career entry yet (just admitted) is not refused: nothing says where they work
    else if (r.estabelecimento_id != null && r.estabelecimento_id !== data.estabelecimento.id)
      erros.push({ field, message: MSG_CIPA.candidatoOutroEstabelecimento(r.nome) });
  });
  return erros;
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
