// Competence level (spec §5 Evaluation): the minimum percentage is required when the level configuration
// in force considers minimum percentages, and disabled (optional, kept if sent) otherwise. The schema cannot
// say this because it depends on another register, the configuration history.
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { configuracaoVigente } from './competencias.ts';

async function exigirPercentual(ctx: HookContext, data: RecordData) {
  if (data.percentual !== undefined) return;
  const config = await configuracaoVigente(ctx.db, ctx.registry, ctx.session.empresaId);
  if (config?.considerarPercentualMinimo)
    throw fieldError('percentual', requiredMessage(ctx.resource.schema.properties!.percentual.title!));
}

export default defineHooks('cargo-salario/niveis-competencia', {
  beforeCreate: exigirPercentual,
  beforeUpdate: exigirPercentual,
});
