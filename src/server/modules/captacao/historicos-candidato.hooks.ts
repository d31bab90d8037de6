// A move of a candidate in a request's selection process. Only while the request is approved and open,
// and never after the candidate was hired in it; the user who records it is the responsible one. Every
// write recomputes the candidate's current stage and situation (processo-seletivo.ts).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { atualizaEtapaAtual, exigeMovimentavel, HISTORICOS, MSG_PROCESSO } from './processo-seletivo.ts';

const idDe = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number));

async function exigeProcessoAberto(ctx: HookContext, candidatoSolicitacaoId: number) {
  const { rows } = await sql<{ solicitacao_id: number; situacao: string }>`SELECT solicitacao_id, situacao
    FROM candidato_solicitacao WHERE id = ${candidatoSolicitacaoId} FOR UPDATE`.execute(ctx.db);
  const cs = rows[0];
  if (!cs) return;
  if (cs.situacao === 'CONTRATADO') throw conflict(MSG_PROCESSO.contratadoNaSolicitacao);
  await exigeMovimentavel(ctx.db, ctx.session.empresaId, cs.solicitacao_id);
}

const recalcula = (ctx: HookContext, record: RecordData) =>
  atualizaEtapaAtual(ctx.db, idDe(record.candidatoSolicitacao));

export default defineHooks(HISTORICOS, {
  async beforeCreate(ctx, data) {
    await exigeProcessoAberto(ctx, idDe(data.candidatoSolicitacao));
    data.responsavel = { id: ctx.session.userId };
  },
  async beforeUpdate(ctx, data, previous) {
    if (idDe(data.candidatoSolicitacao) !== idDe(previous.candidatoSolicitacao))
      throw validationError([{ field: 'candidatoSolicitacao', message: MSG_PROCESSO.naoMuda }]);
    await exigeProcessoAberto(ctx, idDe(data.candidatoSolicitacao));
  },
  async beforeDelete(ctx, previous) {
    await exigeProcessoAberto(ctx, idDe(previous.candidatoSolicitacao));
  },
  afterCreate: recalcula,
  afterUpdate: recalcula,
  afterDelete: recalcula,
});
