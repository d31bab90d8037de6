// Monthly revenue: its value has at most two decimals. Checked here, on the number as it arrived, because
// the schema's `multipleOf: 0.01` (shared money definition) is judged in binary floating point and
// refuses legitimate revenues above about R$ 900 thousand (1234567.89 / 0.01 is not an integer in floats).
import { defineHooks, type RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';

export const MSG_CASAS_DECIMAIS = 'Valor: número de casas decimais inválido.';

/** Whether a JSON number was written with at most two decimals (its shortest text form, as JSON carries it). */
export const hasAtMostTwoDecimals = (v: number) => /^-?\d+(\.\d{1,2})?$/.test(String(v));

function check(data: RecordData) {
  if (typeof data.valor === 'number' && !hasAtMostTwoDecimals(data.valor))
    throw fieldError('valor', MSG_CASAS_DECIMAIS);
}

export default defineHooks('cargo-salario/faturamentos-mensais', {
  beforeCreate: (_ctx, data) => check(data),
  beforeUpdate: (_ctx, data) => check(data),
});
