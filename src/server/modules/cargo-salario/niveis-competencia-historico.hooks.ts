// Level configuration history (spec §3 Level config): checks across the fields and items of one configuration.
// * obrigarPercentual only makes sense when minimum percentages are considered;
// * when it is set, every level of the configuration carries its minimum percentage;
// * a level, and a weight, appear once per configuration (the weight orders the levels in evaluations);
// * a configuration in force at the date of a salary range's competence configuration (the latest one not
//   after it) is in use: deleting it would give that range's levels another scale, so it is refused with the
//   engine's message for records in use.
import { sql } from 'kysely';
import { type FieldError, MSG } from '../../../shared/messages.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';

export const MSG_HISTORICO = {
  obrigarSemConsiderar: 'Só é possível obrigar o percentual quando o percentual mínimo é considerado.',
  nivelRepetido: 'Nível de competência informado mais de uma vez.',
  pesoRepetido: 'Peso informado para mais de um nível.',
} as const;

function validar(data: RecordData) {
  const errors: FieldError[] = [];
  if (data.obrigarPercentual && !data.considerarPercentualMinimo)
    errors.push({ field: 'obrigarPercentual', message: MSG_HISTORICO.obrigarSemConsiderar });
  const niveis = new Set<number>();
  const pesos = new Set<number>();
  for (const [i, item] of ((data.configHistoricosNiveis as RecordData[] | undefined) ?? []).entries()) {
    const field = `configHistoricosNiveis.${i}`;
    const nivel = item.nivelCompetencia.id as number;
    if (niveis.has(nivel))
      errors.push({ field: `${field}.nivelCompetencia`, message: MSG_HISTORICO.nivelRepetido });
    if (pesos.has(item.ordem)) errors.push({ field: `${field}.ordem`, message: MSG_HISTORICO.pesoRepetido });
    niveis.add(nivel);
    pesos.add(item.ordem);
    if (data.obrigarPercentual && data.considerarPercentualMinimo && item.percentual === undefined)
      errors.push({ field: `${field}.percentual`, message: requiredMessage('Percentual Mínimo') });
  }
  if (errors.length) throw validationError(errors);
}

const PATH = 'cargo-salario/niveis-competencia-historico';
const CONFIG_FAIXAS = 'cargo-salario/configuracoes-niveis-competencia-faixas';

/** Some range configuration is dated on or after this one and before the company's next one. */
async function emUso(ctx: HookContext, previous: RecordData): Promise<boolean> {
  const historicos = ctx.registry.get(PATH).table;
  const configs = ctx.registry.get(CONFIG_FAIXAS).table;
  const res = await sql<{ usado: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(configs)} c
      WHERE c.empresa_id = ${ctx.session.empresaId} AND c.data >= ${previous.data}::date
        AND c.data < coalesce((SELECT min(h.data) FROM ${sql.table(historicos)} h
          WHERE h.empresa_id = ${ctx.session.empresaId} AND h.data > ${previous.data}::date), 'infinity'::date)
    ) AS usado`.execute(ctx.db);
  return res.rows[0]?.usado === true;
}

export default defineHooks(PATH, {
  beforeCreate: (_ctx, data) => validar(data),
  beforeUpdate: (_ctx, data) => validar(data),
  async beforeDelete(ctx, previous) {
    if (await emUso(ctx, previous))
      throw conflict(
        MSG.stillReferenced(ctx.registry.get(PATH).title, ctx.registry.get(CONFIG_FAIXAS).meta.label),
      );
  },
});
