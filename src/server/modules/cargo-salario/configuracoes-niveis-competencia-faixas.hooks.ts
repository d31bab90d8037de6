// Salary-range competence levels: a competence appears at most once in each of its lists (a second entry
// would give the same competence two required levels and two weights in one evaluation).
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';

export const MSG_CONFIG_FAIXA = {
  conhecimentos: 'Conhecimento informado mais de uma vez.',
  habilidades: 'Habilidade informada mais de uma vez.',
  atitudes: 'Atitude informada mais de uma vez.',
} as const;

function recusarRepetidas(data: RecordData) {
  const errors: FieldError[] = [];
  for (const [lista, message] of Object.entries(MSG_CONFIG_FAIXA)) {
    const vistas = new Set<number>();
    for (const [i, item] of ((data[lista] as RecordData[] | undefined) ?? []).entries()) {
      const id = item.competencia.id as number;
      if (vistas.has(id)) errors.push({ field: `${lista}.${i}.competencia`, message });
      vistas.add(id);
    }
  }
  if (errors.length) throw validationError(errors);
}

export default defineHooks('cargo-salario/configuracoes-niveis-competencia-faixas', {
  beforeCreate: (_ctx, data) => recusarRepetidas(data),
  beforeUpdate: (_ctx, data) => recusarRepetidas(data),
});
