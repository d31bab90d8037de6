// Collective salary adjustment actions (spec §7 Job and salary → Adjustments, Adjustment table; Employee
// "/{id}/reajuste-colaborador"). The four registers themselves (tables and proposals) are the generic API.
//
// Planning table, under /api/cargo-salario/tabelas-reajustes-colaboradores/:id
//   GET  /total-folha              payroll before and after the table (total-folha.ts)
//   GET  /colaboradores            its employee proposals, with the computed fields (paged with ?page=);
//                                  none: the page's `mensagem` says why
//   GET  /faixas-salariais         its salary range proposals
//   GET  /indices                  its index proposals
//   POST /aplicar-colaboradores    writes the history (aplicacao.ts) → the table, now applied
//   POST /aplicar-faixas-salariais
//   POST /aplicar-indices
//   POST /cancelar-reajuste        removes what it wrote → the table, not applied
// Collective form (dissidio-form.ts, dissidio.ts; body schemas dissidio-*.json) → {quantidade}
//   POST /api/cargo-salario/reajustes-colaboradores/aplicar-dissidio
//   POST /api/cargo-salario/reajustes-faixas-salariais/aplicar-dissidio
//   POST /api/cargo-salario/reajustes-indices/aplicar-dissidio
// Employee
//   GET  /api/cargo-salario/colaboradores/:id/reajuste-colaborador   the employee's proposals, newest table first
// A table or employee of another company answers 404 (the engine resolves the ids).
import type { Transaction } from 'kysely';
import { MSG_PLANEJAMENTO_VAZIO } from '../../../../shared/reajustes.ts';
import { type ActionSpec, defineActions } from '../../../actions/action.ts';
import { aplicar, cancelar } from './aplicacao.ts';
import { aplicarDissidio } from './dissidio.ts';
import { TIPO_REAJUSTE, type TipoReajuste } from './reajustes.sql.ts';
import { lerTabela } from './tabela.ts';
import { totalFolha } from './total-folha.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
const TABELAS = 'cargo-salario/tabelas-reajustes-colaboradores';
const PAGINA = 'cargo-salario/_acoes/lista-paginada';

/** Proposal register, its list and action names and its form's schema, per table type. */
const PROPOSTAS: Record<TipoReajuste, { path: string; lista: string; aplicar: string; form: string }> = {
  [TIPO_REAJUSTE.colaborador]: {
    path: 'cargo-salario/reajustes-colaboradores',
    lista: 'colaboradores',
    aplicar: 'aplicar-colaboradores',
    form: 'cargo-salario/_acoes/dissidio-colaboradores',
  },
  [TIPO_REAJUSTE.faixa]: {
    path: 'cargo-salario/reajustes-faixas-salariais',
    lista: 'faixas-salariais',
    aplicar: 'aplicar-faixas-salariais',
    form: 'cargo-salario/_acoes/dissidio-faixas-salariais',
  },
  [TIPO_REAJUSTE.indice]: {
    path: 'cargo-salario/reajustes-indices',
    lista: 'indices',
    aplicar: 'aplicar-indices',
    form: 'cargo-salario/_acoes/dissidio-indices',
  },
};

const porTipo = (Object.entries(PROPOSTAS) as [TipoReajuste, (typeof PROPOSTAS)[TipoReajuste]][]).flatMap(
  ([tipo, p]): ActionSpec[] => [
    {
      name: `propostas-${p.lista}`,
      method: 'GET',
      path: `${TABELAS}/:id/${p.lista}`,
      summary: `Propostas do planejamento (${p.lista}), com os campos calculados`,
      authority: AUTHORITY,
      ids: { id: TABELAS },
      query: PAGINA,
      async handler({ engine, session, params, query }) {
        const page = await engine
          .repository(p.path)
          .list(session, { ...query, tabelaReajuste: String(params.id) });
        // an empty plan says why (spec: 'O Planejamento não possui talentos ou …')
        if (Array.isArray(page) || page.totalElements > 0) return page;
        return { ...page, mensagem: MSG_PLANEJAMENTO_VAZIO[tipo] };
      },
    },
    {
      name: p.aplicar,
      method: 'POST',
      path: `${TABELAS}/:id/${p.aplicar}`,
      summary: 'Aplica o planejamento: grava o histórico de cada proposta, numa transação',
      authority: AUTHORITY,
      ids: { id: TABELAS },
      async handler({ engine, session, params, db }) {
        await aplicar(db as Transaction<any>, session, params.id, tipo);
        return engine.repository(TABELAS).get(session, params.id, db);
      },
    },
    {
      name: `aplicar-dissidio-${p.lista}`,
      method: 'POST',
      path: `${p.path}/aplicar-dissidio`,
      summary: 'Preenche as propostas de um planejamento com um percentual ou um valor (dissídio)',
      authority: AUTHORITY,
      body: p.form,
      async handler(ctx) {
        const result = await aplicarDissidio(ctx.db as Transaction<any>, ctx.session, tipo, ctx.body);
        const t = ctx.body.tabelaReajuste;
        ctx.audit = { resource: TABELAS, recordId: typeof t === 'number' ? t : t.id };
        return result;
      },
    },
  ],
);

export default defineActions([
  {
    name: 'total-folha',
    method: 'GET',
    path: `${TABELAS}/:id/total-folha`,
    summary: 'Folha antes e depois do planejamento',
    authority: AUTHORITY,
    ids: { id: TABELAS },
    async handler({ engine, session, params }) {
      const tabela = await lerTabela(engine.db, session.empresaId, params.id);
      return totalFolha(engine.db, session.empresaId, tabela!);
    },
  },
  ...porTipo,
  {
    name: 'cancelar-reajuste',
    method: 'POST',
    path: `${TABELAS}/:id/cancelar-reajuste`,
    summary: 'Desfaz o último planejamento aplicado (remove o histórico que ele gravou)',
    authority: AUTHORITY,
    ids: { id: TABELAS },
    async handler({ engine, session, params, db }) {
      await cancelar(db as Transaction<any>, session, params.id);
      return engine.repository(TABELAS).get(session, params.id, db);
    },
  },
  {
    name: 'reajuste-colaborador',
    method: 'GET',
    path: 'cargo-salario/colaboradores/:id/reajuste-colaborador',
    summary: 'Propostas de reajuste de um talento, do planejamento mais recente ao mais antigo',
    authority: AUTHORITY,
    ids: { id: 'cargo-salario/colaboradores' },
    handler: ({ engine, session, params }) =>
      engine
        .repository(PROPOSTAS[TIPO_REAJUSTE.colaborador].path)
        .list(session, { colaborador: String(params.id), sort: 'tabelaReajuste,desc' }),
  },
]);
