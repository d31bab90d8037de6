// Salary range rules a schema cannot say (spec §5 Job and salary → Salary range):
// * integrated company (empresa.ac_integra): the payroll description (nomeACPessoal) is required;
//   otherwise the CBO code is; a CBO code, when given, must exist in the CBO table (geral/cbo);
// * history by index (2) needs an index and a quantity, by value (3) a value. The schema already checks
//   quantity ≥ 1 and value ≥ 1 whenever they are present; requiring them per type would need if/then, whose
//   extra item-level error the engine does not hide yet, so the conditional "required" lives here, with the
//   same messages. The fields of the other type are dropped (they mean nothing there);
// * one history entry per date;
// * a history entry that would leave the range without a valid salary is refused: by index, the index must
//   have a value on or before the entry's date; and on update the history must still cover the dates from
//   which employees are paid "by range" (historico_colaborador, tipo 1).
// Entries are stored oldest first.
// * each history entry read carries its calculated salary (salarioCalculado, read-only): by index, the index's
//   value at the entry's date × quantity; by value, the value — what the form shows beside the quantity.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { NAO_CANCELADO_SQL } from './historico-colaborador.sql.ts';
import { earliestDate, repeatedDates, sortByDate } from './historicos.ts';
import { MSG_FAIXA } from './messages.ts';
import {
  entriesWithoutIndexValue,
  indexValueSql,
  moneyToJson,
  SALARIO_TABLES,
  TIPO_SALARIO,
} from './salario.ts';

export async function companyIntegrated(ctx: HookContext): Promise<boolean> {
  const empresas = ctx.registry.get('utilitario/empresas').table;
  const res = await sql<{ ac_integra: boolean | null }>`SELECT ac_integra FROM ${sql.table(empresas)}
    WHERE id = ${ctx.session.empresaId}`.execute(ctx.db);
  return res.rows[0]?.ac_integra === true;
}

async function cboExists(ctx: HookContext, codigo: string): Promise<boolean> {
  const cbo = ctx.registry.get('geral/cbo').table;
  const res = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(cbo)}
    WHERE codigo = ${codigo}) AS found`.execute(ctx.db);
  return res.rows[0]?.found === true;
}

/** Requires the fields of each entry's type and drops the others. */
function entryErrors(historico: RecordData[]): FieldError[] {
  const errors: FieldError[] = [];
  historico.forEach((h, i) => {
    const at = (f: string, message: string) => errors.push({ field: `historico.${i}.${f}`, message });
    if (h.tipo === TIPO_SALARIO.porIndice) {
      if (!h.indice) at('indice', MSG_FAIXA.indiceObrigatorio);
      // an empty quantity is a zero one for the user (the spec's single message covers both)
      if (h.quantidade === undefined) at('quantidade', MSG_FAIXA.quantidadeMinima);
      delete h.valor;
    } else {
      if (h.valor === undefined) at('valor', MSG_FAIXA.valorMinimo);
      delete h.indice;
      delete h.quantidade;
    }
  });
  return errors;
}

async function prepare(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const historico = (data.historico as RecordData[] | undefined) ?? [];
  const errors: FieldError[] = [];
  if (await companyIntegrated(ctx)) {
    if (!data.nomeACPessoal)
      errors.push({ field: 'nomeACPessoal', message: MSG_FAIXA.nomeACPessoalObrigatorio });
  } else if (!data.codigoCBO) {
    errors.push({ field: 'codigoCBO', message: MSG_FAIXA.cboObrigatorio });
  }
  if (data.codigoCBO && !(await cboExists(ctx, data.codigoCBO)))
    errors.push({ field: 'codigoCBO', message: MSG_FAIXA.cboInexistente });
  errors.push(...entryErrors(historico), ...repeatedDates(historico));
  if (errors.length) throw validationError(errors);

  const byIndex = historico.flatMap((h, pos) =>
    h.tipo === TIPO_SALARIO.porIndice
      ? [{ pos, indiceId: h.indice.id as number, data: h.data as string }]
      : [],
  );
  if (byIndex.length) {
    // the indices' rows are read FOR SHARE so that an index update removing the values these entries need
    // (indices.hooks.ts, which checks the ranges using it) waits for this write, or this one for it
    const ids = [...new Set(byIndex.map((e) => e.indiceId))];
    await sql`SELECT id FROM ${sql.table(SALARIO_TABLES.indice)} WHERE id = ANY(${ids}::int[])
      ORDER BY id FOR SHARE`.execute(ctx.db);
  }
  const withoutValue = await entriesWithoutIndexValue(ctx.db, byIndex);
  if (withoutValue.length)
    throw validationError(
      withoutValue.map((pos) => ({ field: `historico.${pos}.indice`, message: MSG_FAIXA.indiceSemValor })),
    );

  if (previous) {
    const res = await sql<{ desde: string | null }>`SELECT min(h.data) AS desde
      FROM ${sql.table(SALARIO_TABLES.historicoColaborador)} h
      WHERE h.faixa_salarial_id = ${previous.id} AND h.tipo_salario = ${TIPO_SALARIO.porFaixa}
        AND ${sql.raw(NAO_CANCELADO_SQL)}`.execute(ctx.db);
    const desde = res.rows[0]?.desde;
    const first = earliestDate(historico);
    if (desde && first && desde < first)
      throw validationError([{ field: 'historico', message: MSG_FAIXA.usadaPorTalentos(desde) }]);
  }
  sortByDate(historico);
}

/** salarioCalculado of every history entry of the records read, in one query. */
async function salariosCalculados(ctx: HookContext, records: RecordData[]) {
  const entries = records.flatMap((r) => (Array.isArray(r.historico) ? (r.historico as RecordData[]) : []));
  const ids = entries.map((h) => h.id).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return;
  const { rows } = await sql<{ id: number; salario: string | null }>`SELECT fh.id, round(CASE fh.tipo
        WHEN ${TIPO_SALARIO.porValor} THEN fh.valor
        WHEN ${TIPO_SALARIO.porIndice} THEN ${indexValueSql(sql.ref('fh.indice_id'), sql.ref('fh.data'))} * fh.quantidade
      END, 2) AS salario
    FROM ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)} fh WHERE fh.id = ANY(${ids}::int[])`.execute(
    ctx.db,
  );
  const porId = new Map(rows.map((r) => [r.id, moneyToJson(r.salario)]));
  for (const h of entries) h.salarioCalculado = porId.get(h.id as number) ?? null;
}

export default defineHooks('cargo-salario/faixas-salariais', {
  beforeCreate: (ctx, data) => prepare(ctx, data),
  beforeUpdate: (ctx, data, previous) => prepare(ctx, data, previous),
  afterRead: salariosCalculados,
});
