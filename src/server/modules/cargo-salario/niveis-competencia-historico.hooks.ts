// Level configuration history (spec §3 Level config): checks across the fields and items of one configuration.
// * obrigarPercentual only makes sense when minimum percentages are considered;
// * when it is set, every level of the configuration carries its minimum percentage;
// * a level, and a weight, appear once per configuration (the weight orders the levels in evaluations).
import type { FieldError } from '../../../shared/messages.ts';
import { requiredMessage } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

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

export default defineHooks('cargo-salario/niveis-competencia-historico', {
  beforeCreate: (_ctx, data) => validar(data),
  beforeUpdate: (_ctx, data) => validar(data),
});
