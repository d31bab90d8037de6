// sst/tipos-afastamento: the payroll-integration rule of spec §6 — with the company integrated with the payroll
// system (empresa.acIntegra) a leave type of a supported class is integrated: its payroll code is required and
// its label carries the code ('Licença médica (AC 12)'); otherwise the label is the description. With the
// integration the leave types are the payroll's: none is created here, and an integrated one is neither edited
// nor deleted here (only a type of a class the integration does not support stays the company's own).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { empresaIntegrada, MSG_AFASTAMENTO } from './afastamento.ts';
import { MSG_INTEGRACAO_PESSOAL } from './messages.ts';

const NAO_SUPORTADO = 'NAO_SUPORTADO';

/** The label of a leave type (spec §6): with the integration, the payroll code after the description. */
export const rotuloTipoAfastamento = (
  t: { descricao: string; codigoAC?: string | null },
  integrado: boolean,
) => (integrado && t.codigoAC ? `${t.descricao} (AC ${t.codigoAC})` : t.descricao);

async function conferir(ctx: HookContext, data: RecordData) {
  if (data.classe === NAO_SUPORTADO || data.codigoAC) return;
  if (await empresaIntegrada(ctx.db, ctx.session.empresaId))
    throw fieldError('codigoAC', MSG_AFASTAMENTO.codigoAC);
}

export default defineHooks('sst/tipos-afastamento', {
  async beforeCreate(ctx, data) {
    if (await empresaIntegrada(ctx.db, ctx.session.empresaId))
      throw conflict(MSG_INTEGRACAO_PESSOAL.tipoAfastamentoNovo);
    await conferir(ctx, data);
  },
  async beforeUpdate(ctx, data, previous) {
    if (
      (previous.classe !== NAO_SUPORTADO || data.classe !== NAO_SUPORTADO) &&
      (await empresaIntegrada(ctx.db, ctx.session.empresaId))
    )
      throw conflict(
        previous.classe !== NAO_SUPORTADO
          ? MSG_INTEGRACAO_PESSOAL.tipoAfastamentoIntegrado
          : MSG_INTEGRACAO_PESSOAL.tipoAfastamentoNovo,
      );
    await conferir(ctx, data);
  },
  async beforeDelete(ctx, previous) {
    if (previous.classe !== NAO_SUPORTADO && (await empresaIntegrada(ctx.db, ctx.session.empresaId)))
      throw conflict(MSG_INTEGRACAO_PESSOAL.tipoAfastamentoIntegrado);
  },
  async afterRead(ctx, records) {
    if (records.length === 0) return;
    const integrada =
      (
        await sql<{
          i: boolean | null;
        }>`SELECT ac_integra AS i FROM empresa WHERE id = ${ctx.session.empresaId}`.execute(ctx.db)
      ).rows[0]?.i === true;
    for (const r of records) {
      r.integradoComAC = integrada && r.classe !== 'NAO_SUPORTADO';
      r.rotulo = rotuloTipoAfastamento(
        r as { descricao: string; codigoAC?: string | null },
        r.integradoComAC,
      );
    }
  },
});
