// Performance evaluations (spec §3, §5):
// * 'liberada' changes only through the release actions (the generic PUT keeps it); a new one is blocked;
// * the model must be a performance model (tipo D); only competences implies the job's competences;
// * formato 0 on 1.0 (the 2.0 format is required by the schema);
// * once sheets exist, the model, the anonymity and what is evaluated stay (answers were given under them), and
//   a closed anonymous evaluation is never reopened (docs/avaliacao.md "Anonimato");
// * deleting takes the participants along, and is refused once answered;
// * possuiResposta: some sheet exists.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { AVALIACOES, avaliacaoTemFolhas, encerrada, MSG_AVALIACAO, ORIGEM_DESEMPENHO } from './avaliacao.ts';

const FIXOS_COM_RESPOSTAS = ['anonima', 'avaliarSomenteCompetencias', 'avaliarCompetenciasCargo'] as const;

async function conferir(ctx: HookContext, data: RecordData, previous?: RecordData) {
  data.liberada = previous?.liberada ?? false;
  if (data.avaliarSomenteCompetencias) data.avaliarCompetenciasCargo = true;
  if (data.tipo !== '2.0') data.formato = 0;
  if (data.modeloAvaliacao) {
    const { rows } = await sql<{
      tipo: string;
    }>`SELECT tipo FROM modelo_avaliacao WHERE id = ${data.modeloAvaliacao.id}`.execute(ctx.db);
    if (rows[0]?.tipo !== 'D') throw fieldError('modeloAvaliacao', MSG_AVALIACAO.modeloDeDesempenho);
  }
  if (!previous || !(await avaliacaoTemFolhas(ctx.db, previous.id))) return;
  const mudou =
    (data.modeloAvaliacao?.id ?? null) !== (previous.modeloAvaliacao?.id ?? null) ||
    FIXOS_COM_RESPOSTAS.some((k) => !!data[k] !== !!previous[k]);
  if (mudou) throw conflict(MSG_AVALIACAO.comRespostas);
  if (previous.anonima && encerrada(previous as { dataFim: string }) && data.dataFim !== previous.dataFim)
    throw conflict(MSG_AVALIACAO.encerradaAnonima);
}

export default defineHooks(AVALIACOES, {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous),
  async beforeDelete(ctx, previous) {
    if (await avaliacaoTemFolhas(ctx.db, previous.id)) throw conflict(MSG_AVALIACAO.excluirComRespostas);
    await sql`DELETE FROM avaliacao_participante WHERE avaliacao_desempenho_id = ${previous.id}`.execute(
      ctx.db,
    );
  },
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const { rows } = await sql<{ id: number }>`SELECT DISTINCT contexto_id AS id FROM questionario_folha
      WHERE origem = ${ORIGEM_DESEMPENHO} AND contexto = ${AVALIACOES} AND contexto_id = ANY(${ids}::int[])`.execute(
      ctx.db,
    );
    const com = new Set(rows.map((r) => r.id));
    for (const r of records) r.possuiResposta = com.has(r.id as number);
  },
});
