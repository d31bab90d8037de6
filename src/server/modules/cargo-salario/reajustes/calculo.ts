// The proposed side of the proposals, as SQL over the proposal row `r` and its table's date, by the salary
// module's rules (salario.ts): for one page of proposals (afterRead), the payroll totals and the checks of
// the application alike. Exact decimals (numeric), rounded once to cents; the percentage to two places.
import { type RawBuilder, sql } from 'kysely';
import type { RecordData } from '../../../crud/hooks.ts';
import type { Db } from '../../../db/database.ts';
import { fieldError } from '../../../http/errors.ts';
import { indexValueSql, rangeSalarySql, TIPO_SALARIO } from '../salario.ts';
import { decimalText } from './dissidio-form.ts';

type SqlValue = RawBuilder<unknown>;

/** An employee proposal's salary at `data`: by range (1), by index (2) or the value typed in (3). */
export const salarioPropostoSql = (data: SqlValue): RawBuilder<string | null> =>
  sql<string | null>`CASE r.tipo_salario_proposto
    WHEN ${TIPO_SALARIO.porValor} THEN round(r.salario_proposto, 2)
    WHEN ${TIPO_SALARIO.porIndice} THEN round(${indexValueSql(sql.ref('r.indice_proposto_id'), data)} * r.quantidade_indice_proposto, 2)
    WHEN ${TIPO_SALARIO.porFaixa} THEN ${rangeSalarySql(sql.ref('r.faixa_salarial_proposta_id'), data)}
  END`;

/** A range proposal's value at `data`: by index (2) or the value typed in (3). */
export const valorPropostoFaixaSql = (data: SqlValue): RawBuilder<string | null> =>
  sql<string | null>`CASE r.tipo_proposto
    WHEN ${TIPO_SALARIO.porValor} THEN round(r.valor_proposto, 2)
    WHEN ${TIPO_SALARIO.porIndice} THEN round(${indexValueSql(sql.ref('r.indice_proposto_id'), data)} * r.quantidade_proposta, 2)
  END`;

/** `(proposto - atual)` and its percentage of `atual` (null when there is nothing to compare). */
export const diferencasSql = (atual: SqlValue, proposto: SqlValue) =>
  sql`${proposto} - ${atual} AS diferenca,
    CASE WHEN ${atual} > 0 THEN round((${proposto} - ${atual}) * 100 / ${atual}, 2) END AS percentual`;

/**
 * The new value of a collective adjustment (spec §5 Application): by percentage (1)
 * round(atual × (1 + p/100), 2); by a fixed value (2) atual + v. `valor` is exact decimal text.
 */
export const novoValorSql = (atual: SqlValue, por: 1 | 2, valor: string): RawBuilder<string> =>
  por === 1
    ? sql<string>`round(${atual} * (1 + ${valor}::numeric / 100), 2)`
    : sql<string>`round(${atual} + ${valor}::numeric, 2)`;

export const MSG_REAJUSTE_POR = {
  somentePorValor: 'O Reajuste por vale somente para a proposta Por valor.',
  semValorAtual:
    'Não há valor atual na data do planejamento para calcular o reajuste: informe o valor proposto.',
} as const;

/**
 * 'Reajuste por' on a proposal form (the collective form's dissidioPor and valorDissidio, for one record):
 * the proposed value from the current one by the same rule as the collective form, or undefined when the
 * form gave the proposed value itself. `atual` is the current value the proposal has just captured.
 */
export async function valorPeloReajuste(
  db: Db,
  data: RecordData,
  atual: unknown,
): Promise<number | undefined> {
  const por = data.dissidioPor as 1 | 2 | undefined;
  if (por === undefined) return undefined;
  if (typeof atual !== 'number') throw fieldError('dissidioPor', MSG_REAJUSTE_POR.semValorAtual);
  const res = await sql<{ novo: string }>`SELECT ${novoValorSql(
    sql`${decimalText(atual)}::numeric`,
    por,
    decimalText(data.valorDissidio as number),
  )} AS novo`.execute(db);
  return Number(res.rows[0]!.novo);
}
