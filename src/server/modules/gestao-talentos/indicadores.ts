// The talent indicators' formulas, one source for the reports' SQL and the tests' worked examples.
//
// Turnover of a month (the default formula of the spec's talent reports): ((admissions + dismissals) / 2) /
// employees active at the end of the previous month × 100, as a percentage with 2 decimals; no one active: none.
// Apprentice quota (CLT art. 429, Decreto 9.579/2018 art. 51): between 5 % and 15 % of the establishment's
// employees, apprentices and interns left out of the base; "as frações de unidade darão lugar à admissão de um
// aprendiz" (the minimum rounds up), the maximum rounds down, and when the maximum is below the minimum (fewer
// than 7 employees) there is no obligation.
import { sql } from 'kysely';

export function turnover(admitidos: number, demitidos: number, ativos: number): number | null {
  if (ativos <= 0) return null;
  return Math.round(((admitidos + demitidos) / 2 / ativos) * 100 * 100) / 100;
}

export function cotaAprendiz(base: number, aprendizes: number) {
  const maximo = Math.floor((base * 15) / 100);
  const minimo = Math.min(Math.ceil((base * 5) / 100), maximo);
  return { minimo, maximo, falta: Math.max(0, minimo - aprendizes) };
}

/** turnover() in SQL, on integer expressions. */
export const turnoverSql = (adm: unknown, dem: unknown, ativos: unknown) =>
  sql`round((${adm} + ${dem})::numeric / 2 / nullif(${ativos}, 0) * 100, 2)`;

/** cotaAprendiz().minimo in SQL, on an integer expression. */
export const cotaMinimaSql = (base: unknown) => sql`least((${base} * 5 + 99) / 100, (${base} * 15) / 100)`;
export const cotaMaximaSql = (base: unknown) => sql`((${base} * 15) / 100)`;
