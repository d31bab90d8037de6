// Index rules a schema cannot say (spec §5 Job and salary → Index):
// * one history entry per date; entries are stored oldest first;
// * on update the history must still give a value at every date from which it is used "by index": the
//   history entries of salary ranges (tipo 2) and of employees (historico_colaborador, tipo_salario 2) —
//   otherwise those ranges and employees would be left without a salary.
// * in a company integrated with the payroll system the indices are kept there: creating, changing and deleting
//   one here is refused (409), as the payroll system would overwrite it.
// Deleting an index still referenced is refused by the engine (409 naming the register).
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { NAO_CANCELADO_SQL } from './historico-colaborador.sql.ts';
import { dataBR, earliestDate, repeatedDates, sortByDate } from './historicos.ts';
import { empresaIntegrada, MSG_INTEGRACAO } from './integracao.ts';
import { SALARIO_TABLES, TIPO_SALARIO } from './salario.ts';

export const MSG_INDICE = {
  usadoDesde: (por: string, desde: string) =>
    `O índice é usado por ${por} desde ${dataBR(desde)}: mantenha um histórico do índice nessa data ou antes dela.`,
} as const;

async function firstUses(ctx: HookContext, id: number) {
  const res = await sql<{ faixas: string | null; talentos: string | null }>`SELECT
      (SELECT min(fh.data) FROM ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)} fh
        WHERE fh.indice_id = ${id} AND fh.tipo = ${TIPO_SALARIO.porIndice}) AS faixas,
      (SELECT min(h.data) FROM ${sql.table(SALARIO_TABLES.historicoColaborador)} h
        WHERE h.indice_id = ${id} AND h.tipo_salario = ${TIPO_SALARIO.porIndice}
          AND ${sql.raw(NAO_CANCELADO_SQL)}) AS talentos`.execute(ctx.db);
  return res.rows[0]!;
}

async function recusaIntegrada(ctx: HookContext) {
  if (await empresaIntegrada(ctx)) throw conflict(MSG_INTEGRACAO.indices);
}

async function prepare(ctx: HookContext, data: RecordData, previous?: RecordData) {
  await recusaIntegrada(ctx);
  const historico = (data.historico as RecordData[] | undefined) ?? [];
  const errors = repeatedDates(historico);
  if (errors.length) throw validationError(errors);
  if (previous) {
    const first = earliestDate(historico);
    const uses = await firstUses(ctx, previous.id as number);
    const refused: FieldError[] = [];
    if (first && uses.faixas && uses.faixas < first)
      refused.push({ field: 'historico', message: MSG_INDICE.usadoDesde('faixas salariais', uses.faixas) });
    if (first && uses.talentos && uses.talentos < first)
      refused.push({ field: 'historico', message: MSG_INDICE.usadoDesde('talentos', uses.talentos) });
    if (refused.length) throw validationError(refused);
  }
  sortByDate(historico);
}

export default defineHooks('cargo-salario/indices', {
  beforeCreate: (ctx, data) => prepare(ctx, data),
  beforeUpdate: (ctx, data, previous) => prepare(ctx, data, previous),
  beforeDelete: (ctx) => recusaIntegrada(ctx),
});
