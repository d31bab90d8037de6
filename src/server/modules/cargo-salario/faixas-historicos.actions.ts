// The salary-range history as a sub-resource of the job (spec §7 Job position):
//
//   GET    /api/cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos       entries, oldest first
//   GET    /api/cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos/:id
//   POST   /api/cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos       → 201 the new entry
//   PUT    /api/cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos/:id   → the entry
//   DELETE /api/cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos/:id   → 204
//
// The entries are the `historico` items of the range (cargo-salario/faixas-salariais): a write rewrites the
// range through its repository, in the action's transaction, so every rule of the history
// (faixas-salariais.hooks.ts: one entry per date, index with a value, employees paid by range still
// covered, at least one entry) holds here as in the range's own form. The hooks name the item's fields
// `historico.<n>.<campo>`; for the entry being written they are answered as `<campo>`.

import type { ActionContext, ActionSpec } from '../../actions/action.ts';
import { defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import type { Repository } from '../../crud/repository.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pathId } from '../../http/params.ts';

const FAIXAS = 'cargo-salario/faixas-salariais';
const AUTHORITY = 'ROLE_CARGO_SALARIO';
const BASE = 'cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos';
const IDS = {
  cargoId: 'cargo-salario/cargos',
  faixaId: { resource: FAIXAS, belongsTo: { cargo: 'cargoId' } },
};
const BODY = 'cargo-salario/_acoes/historico-faixa-salarial';

type Entry = RecordData;

/** A stored entry as the repository takes it back: references as {id}, absent values left out. */
const asInput = (h: Entry): Entry =>
  Object.fromEntries(
    Object.entries({
      id: h.id,
      data: h.data,
      tipo: h.tipo,
      indice: h.indice ? { id: h.indice.id } : undefined,
      quantidade: h.quantidade,
      valor: h.valor,
    }).filter(([, v]) => v !== undefined && v !== null),
  );

/** The stored range as an update body, with `historico` replaced. */
const rangeInput = (faixa: RecordData, historico: Entry[]): RecordData => {
  const { id: _id, cargo, historico: _old, ...rest } = faixa;
  return { ...rest, cargo: { id: cargo.id }, historico };
};

/** Field errors of item `pos` lose their `historico.<pos>.` prefix (they are the body's fields here). */
function asEntryErrors(e: unknown, pos: number): unknown {
  if (!(e instanceof HttpError) || !e.errors) return e;
  const prefix = `historico.${pos}.`;
  const errors = e.errors.map((x) =>
    x.field.startsWith(prefix) ? { ...x, field: x.field.slice(prefix.length) } : x,
  );
  const mapped = new HttpError(e.status, e.code, e.message, errors);
  mapped.fromDatabase = e.fromDatabase;
  return mapped;
}

type Ctx = ActionContext;

function scope(ctx: Ctx) {
  const repo: Repository = ctx.engine.repository(FAIXAS);
  // the action's audit entry names the range, not the job
  ctx.audit = { resource: FAIXAS, recordId: ctx.params.faixaId };
  return {
    repo,
    load: () => repo.get(ctx.session, ctx.params.faixaId, ctx.db),
    /** Rewrites the range with `historico`; errors of item `pos` named as the entry's own fields. */
    save: (faixa: RecordData, historico: Entry[], pos: number) =>
      repo
        .update(ctx.session, ctx.params.faixaId, rangeInput(faixa, historico), { tx: ctx.db })
        .catch((e) => {
          throw asEntryErrors(e, pos);
        }),
  };
}

function entryOf(faixa: RecordData, rawId: string): Entry {
  const id = pathId(rawId);
  const entry = (faixa.historico as Entry[]).find((h) => h.id === id);
  if (!entry) throw notFound();
  return entry;
}

const actions: ActionSpec[] = [
  {
    name: 'historicos-faixa-salarial',
    method: 'GET',
    path: BASE,
    summary: 'Histórico da faixa salarial do cargo, do mais antigo ao mais recente',
    authority: AUTHORITY,
    ids: IDS,
    handler: async (ctx) => (await scope(ctx).load()).historico,
  },
  {
    name: 'historico-faixa-salarial',
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Uma entrada do histórico da faixa salarial do cargo',
    authority: AUTHORITY,
    ids: IDS,
    handler: async (ctx) => entryOf(await scope(ctx).load(), ctx.params.id),
  },
  {
    name: 'inserir-historico-faixa-salarial',
    method: 'POST',
    path: BASE,
    summary: 'Acrescenta uma entrada ao histórico da faixa salarial do cargo',
    authority: AUTHORITY,
    ids: IDS,
    body: BODY,
    status: 201,
    async handler(ctx) {
      const { load, save } = scope(ctx);
      const faixa = await load();
      const historico = (faixa.historico as Entry[]).map(asInput);
      const saved = await save(faixa, [...historico, { ...ctx.body }], historico.length);
      // one entry per date: the new one is the entry of its date that did not exist before
      const before = new Set(historico.map((h) => h.id));
      return (saved.historico as Entry[]).find((h) => !before.has(h.id));
    },
  },
  {
    name: 'alterar-historico-faixa-salarial',
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Altera uma entrada do histórico da faixa salarial do cargo',
    authority: AUTHORITY,
    ids: IDS,
    body: BODY,
    async handler(ctx) {
      const { load, save } = scope(ctx);
      const faixa = await load();
      const entry = entryOf(faixa, ctx.params.id);
      const historico = (faixa.historico as Entry[]).map(asInput);
      const pos = historico.findIndex((h) => h.id === entry.id);
      historico[pos] = { ...ctx.body, id: entry.id };
      const saved = await save(faixa, historico, pos);
      return (saved.historico as Entry[]).find((h) => h.id === entry.id);
    },
  },
  {
    name: 'excluir-historico-faixa-salarial',
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Exclui uma entrada do histórico da faixa salarial do cargo (a faixa mantém ao menos uma)',
    authority: AUTHORITY,
    ids: IDS,
    status: 204,
    async handler(ctx) {
      const { load, save } = scope(ctx);
      const faixa = await load();
      const entry = entryOf(faixa, ctx.params.id);
      const historico = (faixa.historico as Entry[]).map(asInput).filter((h) => h.id !== entry.id);
      await save(faixa, historico, -1);
    },
  },
];

export default defineActions(actions);
