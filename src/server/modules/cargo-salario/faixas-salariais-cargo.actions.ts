// Salary ranges seen from their job (spec §7 Salary range "/cargo/{id}…"). The generic register
// (/api/cargo-salario/faixas-salariais) stays the one that stores them: these actions only fix the job from
// the path and write through its repository (same validation, hooks and audit entry), in the action's
// transaction.
//
//   GET    /api/cargo-salario/faixas-salariais/cargo/:cargoId?data=   ranges of the job, each with
//          `valorAtual`, its salary at `data` (default today)
//   GET    /api/cargo-salario/faixas-salariais/cargo/:cargoId/:faixaId
//   POST   /api/cargo-salario/faixas-salariais/cargo/:cargoId            → 201 the range
//   PUT    /api/cargo-salario/faixas-salariais/cargo/:cargoId/:faixaId   → the range
//   DELETE /api/cargo-salario/faixas-salariais/cargo/:cargoId/:faixaId   → 204
//   (the copy of a range, transferir-faixas-salariais, is in faixas-salariais.actions.ts)
import type { ActionContext } from '../../actions/action.ts';
import { defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { today } from '../../http/params.ts';
import { moneyToJson, rangeSalaryAt } from './salario.ts';

const FAIXAS = 'cargo-salario/faixas-salariais';
const AUTHORITY = 'ROLE_CARGO_SALARIO';
const BASE = `${FAIXAS}/cargo/:cargoId`;
const CARGO = { cargoId: 'cargo-salario/cargos' };
const FAIXA_DO_CARGO = { ...CARGO, faixaId: { resource: FAIXAS, belongsTo: { cargo: 'cargoId' } } };

/** The range's repository; the audit entry is the repository's own (create/update/delete of the range). */
function faixas(ctx: ActionContext) {
  ctx.audit = false;
  return ctx.engine.repository(FAIXAS);
}

/** The body for this job: whatever job it names, the path's wins. */
const doCargo = (ctx: ActionContext) => ({ ...ctx.body, cargo: { id: ctx.params.cargoId } });

export default defineActions([
  {
    name: 'faixas-salariais-do-cargo',
    method: 'GET',
    path: BASE,
    summary: 'Faixas salariais do cargo, cada uma com o valor na data (padrão: hoje)',
    authority: AUTHORITY,
    ids: CARGO,
    query: 'cargo-salario/_acoes/na-data',
    async handler(ctx) {
      const { session, params } = ctx;
      const data: string = ctx.query.data ?? today();
      const records = (await faixas(ctx).list(session, { cargo: String(params.cargoId) })) as RecordData[];
      const valores = new Map(
        (await rangeSalaryAt(ctx.db, session.empresaId, data, { cargoIds: [params.cargoId] })).map((r) => [
          r.faixaSalarialId,
          moneyToJson(r.valor),
        ]),
      );
      return records.map((r) => ({ ...r, valorAtual: valores.get(r.id as number) ?? null }));
    },
  },
  {
    name: 'faixa-salarial-do-cargo',
    method: 'GET',
    path: `${BASE}/:faixaId`,
    summary: 'Uma faixa salarial do cargo',
    authority: AUTHORITY,
    ids: FAIXA_DO_CARGO,
    handler: (ctx) => faixas(ctx).get(ctx.session, ctx.params.faixaId, ctx.db),
  },
  {
    name: 'inserir-faixa-salarial-do-cargo',
    method: 'POST',
    path: BASE,
    summary: 'Insere uma faixa salarial no cargo do caminho',
    authority: AUTHORITY,
    ids: CARGO,
    record: FAIXAS,
    status: 201,
    handler: (ctx) => faixas(ctx).create(ctx.session, doCargo(ctx), { tx: ctx.db }),
  },
  {
    name: 'alterar-faixa-salarial-do-cargo',
    method: 'PUT',
    path: `${BASE}/:faixaId`,
    summary: 'Altera uma faixa salarial do cargo',
    authority: AUTHORITY,
    ids: FAIXA_DO_CARGO,
    record: FAIXAS,
    handler: (ctx) => faixas(ctx).update(ctx.session, ctx.params.faixaId, doCargo(ctx), { tx: ctx.db }),
  },
  {
    name: 'excluir-faixa-salarial-do-cargo',
    method: 'DELETE',
    path: `${BASE}/:faixaId`,
    summary: 'Exclui uma faixa salarial do cargo',
    authority: AUTHORITY,
    ids: FAIXA_DO_CARGO,
    status: 204,
    handler: (ctx) => faixas(ctx).remove(ctx.session, ctx.params.faixaId, { tx: ctx.db }),
  },
]);
