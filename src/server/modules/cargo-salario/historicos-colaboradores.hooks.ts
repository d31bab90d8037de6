// Employee history rules (spec §3 Employee adjustment proposal → salary types; §5 Job and salary).
//
// * Salary type 1 (by range) takes the range's value at the date and type 2 (by index) the index value
//   × quantity: nothing of the salary is stored for them but the index and quantity; type 3 (by value)
//   stores the salary. Fields of the other types are cleared, so a salary is never stored twice.
//   Missing index: 'Índice é requerido'; missing value: 'Valor é obrigatório' (spec wording); quantity
//   and value follow the salary range's limits ('… não pode ser 0 (zero) ou menor').
// * The first entry of an employee IS the admission: its date is the employee's dataAdmissao, its motive
//   Admissão (filled in when absent), and it cannot be cancelled, moved or deleted while other entries
//   exist. The other entries fall after the admission and, for a dismissed employee, not after the
//   dismissal; one entry per employee and date.
// * Every write locks the employee row first, so concurrent writes of one employee's history apply one
//   after the other and the validity chain (data_fim, kept by triggers) is computed on fresh data.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { ambienteFuncaoErrors } from '../sst/api.ts';
import { COLABORADOR_TABLE, HISTORICO_TABLE } from './historico-colaborador.sql.ts';
import { MSG_HISTORICO_COLABORADOR as MSG_HISTORICO } from './messages.ts';

export const MOTIVO_ADMISSAO = 'A';
const CANCELADO = 'X';

const refId = (v: unknown): number | undefined =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'
    ? (v as { id: number }).id
    : undefined;

/** Clears what the salary type does not use and lists what it misses. */
function salaryErrors(data: RecordData): FieldError[] {
  const errors: FieldError[] = [];
  if (data.tipoSalario === 2) {
    if (refId(data.indice) === undefined)
      errors.push({ field: 'indice', message: MSG_HISTORICO.indiceObrigatorio });
    if (typeof data.quantidade !== 'number')
      errors.push({ field: 'quantidade', message: MSG_HISTORICO.quantidadeObrigatoria });
    else if (data.quantidade < 1)
      errors.push({ field: 'quantidade', message: MSG_HISTORICO.quantidadeMinima });
    data.salario = undefined;
  } else {
    data.indice = undefined;
    data.quantidade = undefined;
    if (data.tipoSalario === 3) {
      if (typeof data.salario !== 'number')
        errors.push({ field: 'salario', message: MSG_HISTORICO.valorObrigatorio });
      else if (data.salario <= 0) errors.push({ field: 'salario', message: MSG_HISTORICO.valorMinimo });
    } else {
      data.salario = undefined;
    }
  }
  return errors;
}

type Colaborador = { id: number; data_admissao: string; data_desligamento: string | null };
type Entrada = { id: number; data: string };

/** Locks the employees (in id order: no deadlock between two writers) and reads their dates. */
async function lockColaboradores(ctx: HookContext, ids: number[]): Promise<Map<number, Colaborador>> {
  const res = await sql<Colaborador>`SELECT id, data_admissao, data_desligamento
    FROM ${sql.table(COLABORADOR_TABLE)}
    WHERE id = ANY(${[...new Set(ids)]}::int[]) AND empresa_id = ${ctx.session.empresaId}
    ORDER BY id FOR UPDATE`.execute(ctx.db);
  return new Map(res.rows.map((r) => [r.id, r]));
}

/** The employee's other entries (all of them, cancelled included: their dates stay unique). */
async function outrasEntradas(ctx: HookContext, colaboradorId: number, excetoId = 0): Promise<Entrada[]> {
  const res = await sql<Entrada>`SELECT id, data FROM ${sql.table(HISTORICO_TABLE)}
    WHERE colaborador_id = ${colaboradorId} AND id <> ${excetoId} ORDER BY data`.execute(ctx.db);
  return res.rows;
}

/** Date, motive and status rules of an entry about to be stored for `colaborador`. */
function entryErrors(data: RecordData, colaborador: Colaborador, outras: Entrada[]): FieldError[] {
  const errors: FieldError[] = [];
  const admissao = colaborador.data_admissao;
  const desligamento = colaborador.data_desligamento;
  // while the history is consistent exactly one entry sits on the admission date: the admission
  const ehAdmissao = !outras.some((o) => o.data === admissao);
  if (ehAdmissao) {
    if (data.data !== admissao)
      errors.push({ field: 'data', message: MSG_HISTORICO.dataDaAdmissao(admissao) });
    data.motivo ??= MOTIVO_ADMISSAO;
    if (data.motivo !== MOTIVO_ADMISSAO)
      errors.push({ field: 'motivo', message: MSG_HISTORICO.motivoDaAdmissao });
    if (data.status === CANCELADO) errors.push({ field: 'status', message: MSG_HISTORICO.admissaoCancelada });
  } else {
    if (data.data < admissao)
      errors.push({ field: 'data', message: MSG_HISTORICO.antesDaAdmissao(admissao) });
    else if (outras.some((o) => o.data === data.data))
      errors.push({ field: 'data', message: MSG_HISTORICO.dataRepetida });
    if (data.motivo === MOTIVO_ADMISSAO)
      errors.push({ field: 'motivo', message: MSG_HISTORICO.motivoAdmissaoRepetido });
  }
  if (desligamento !== null && data.data > desligamento)
    errors.push({ field: 'data', message: MSG_HISTORICO.aposDesligamento(desligamento) });
  return errors;
}

/** The admission entry may leave its employee (delete, transfer) only when it is the last one left. */
async function checkSaida(ctx: HookContext, previous: RecordData, colaborador: Colaborador | undefined) {
  if (!colaborador || previous.data !== colaborador.data_admissao) return;
  const outras = await outrasEntradas(ctx, colaborador.id, previous.id as number);
  if (outras.length > 0) throw conflict(MSG_HISTORICO.admissaoComOutros);
}

async function prepare(ctx: HookContext, data: RecordData, previous?: RecordData) {
  const errors = salaryErrors(data);
  const colaboradorId = refId(data.colaborador)!;
  const anteriorId = previous ? refId(previous.colaborador) : undefined;
  const colaboradores = await lockColaboradores(
    ctx,
    anteriorId === undefined ? [colaboradorId] : [colaboradorId, anteriorId],
  );
  if (previous && anteriorId !== colaboradorId)
    await checkSaida(ctx, previous, colaboradores.get(anteriorId!));
  const colaborador = colaboradores.get(colaboradorId)!; // the engine checked it belongs to the company
  const outras = await outrasEntradas(ctx, colaboradorId, (previous?.id as number | undefined) ?? 0);
  errors.push(...entryErrors(data, colaborador, outras));
  // SST: environment and function (required when the company says so, in force on the date)
  errors.push(...(await ambienteFuncaoErrors(ctx, data)));
  if (errors.length) throw validationError(errors);
}

export default defineHooks('cargo-salario/historicos-colaboradores', {
  beforeCreate: (ctx, data) => prepare(ctx, data),
  beforeUpdate: (ctx, data, previous) => prepare(ctx, data, previous),

  async beforeDelete(ctx, previous) {
    const colaboradorId = refId(previous.colaborador)!;
    const colaboradores = await lockColaboradores(ctx, [colaboradorId]);
    await checkSaida(ctx, previous, colaboradores.get(colaboradorId));
  },

  /** cargo = the job of the entry's salary range: one query for the page. */
  async afterRead(ctx, records) {
    const faixas = [...new Set(records.map((r) => refId(r.faixaSalarial)).filter((x) => x !== undefined))];
    if (faixas.length === 0) return;
    const res = await sql<{
      faixa_id: number;
      id: number;
      nome: string;
    }>`SELECT f.id AS faixa_id, c.id, c.nome
      FROM faixa_salarial f JOIN cargo c ON c.id = f.cargo_id
      WHERE f.id = ANY(${faixas}::int[]) AND f.empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
    const cargos = new Map(res.rows.map((r) => [r.faixa_id, { id: r.id, nome: r.nome }]));
    for (const rec of records) {
      const cargo = cargos.get(refId(rec.faixaSalarial) ?? 0);
      if (cargo) rec.cargo = cargo;
    }
  },
});
