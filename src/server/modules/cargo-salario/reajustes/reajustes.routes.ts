// Collective salary adjustment endpoints (spec §7 Job and salary → Adjustments, Adjustment table;
// Employee "/{id}/reajuste-colaborador"). The four registers themselves (tables and proposals) are the
// generic API; these are the actions around them.
//
// Planning table, under /api/cargo-salario/tabelas-reajustes-colaboradores/:id
//   GET  /total-folha              payroll before and after the table (total-folha.ts)
//   GET  /colaboradores            its employee proposals, with the computed fields (paged with ?page=)
//   GET  /faixas-salariais         its salary range proposals
//   GET  /indices                  its index proposals
//   POST /aplicar-colaboradores    writes the history (aplicacao.ts) → the table, now applied
//   POST /aplicar-faixas-salariais
//   POST /aplicar-indices
//   POST /cancelar-reajuste        removes what it wrote → the table, not applied
// Collective form (dissidio-form.ts, dissidio.ts) → {quantidade} of proposals filled
//   POST /api/cargo-salario/reajustes-colaboradores/aplicar-dissidio
//   POST /api/cargo-salario/reajustes-faixas-salariais/aplicar-dissidio
//   POST /api/cargo-salario/reajustes-indices/aplicar-dissidio
// Employee
//   GET  /api/cargo-salario/colaboradores/:id/reajuste-colaborador   the employee's proposals, newest table first
// A table or employee of another company answers 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ModuleRoutesOptions } from '../../../app.ts';
import { requireAuthority } from '../../../auth/session.ts';
import { notFound } from '../../../http/errors.ts';
import { COLABORADOR_TABLE } from '../historico-colaborador.sql.ts';
import { pathId } from '../query-params.ts';
import { aplicar, cancelar } from './aplicacao.ts';
import { aplicarDissidio } from './dissidio.ts';
import { TIPO_REAJUSTE, type TipoReajuste } from './reajustes.sql.ts';
import { lerTabela } from './tabela.ts';
import { totalFolha } from './total-folha.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
const TABELAS_PATH = 'cargo-salario/tabelas-reajustes-colaboradores';

/** Proposal register and its action name, per table type. */
const PROPOSTAS: Record<TipoReajuste, { path: string; lista: string; aplicar: string }> = {
  [TIPO_REAJUSTE.colaborador]: {
    path: 'cargo-salario/reajustes-colaboradores',
    lista: 'colaboradores',
    aplicar: 'aplicar-colaboradores',
  },
  [TIPO_REAJUSTE.faixa]: {
    path: 'cargo-salario/reajustes-faixas-salariais',
    lista: 'faixas-salariais',
    aplicar: 'aplicar-faixas-salariais',
  },
  [TIPO_REAJUSTE.indice]: {
    path: 'cargo-salario/reajustes-indices',
    lista: 'indices',
    aplicar: 'aplicar-indices',
  },
};

export default async function reajustesRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const { db } = engine;
  const tabelas = engine.repository(TABELAS_PATH);
  const base = `/api/${TABELAS_PATH}/:id`;

  /** Session and the company's table from the path (404 otherwise). */
  async function resolve(request: FastifyRequest) {
    const session = requireAuthority(request, AUTHORITY);
    const id = pathId((request.params as { id: string }).id);
    const tabela = await lerTabela(db, session.empresaId, id);
    if (!tabela) throw notFound();
    return { session, id, tabela };
  }

  app.get(`${base}/total-folha`, async (request) => {
    const { session, tabela } = await resolve(request);
    return totalFolha(db, session.empresaId, tabela);
  });

  for (const [tipo, p] of Object.entries(PROPOSTAS) as [TipoReajuste, (typeof PROPOSTAS)[TipoReajuste]][]) {
    const repo = engine.repository(p.path);

    app.get(`${base}/${p.lista}`, async (request) => {
      const { session, id } = await resolve(request);
      return repo.list(session, { ...(request.query as object), tabelaReajuste: String(id) });
    });

    app.post(`${base}/${p.aplicar}`, async (request) => {
      const { session, id } = await resolve(request);
      await aplicar(db, session, id, tipo);
      return tabelas.get(session, id);
    });

    app.post(`/api/${p.path}/aplicar-dissidio`, async (request) =>
      aplicarDissidio(db, requireAuthority(request, AUTHORITY), tipo, request.body),
    );
  }

  app.post(`${base}/cancelar-reajuste`, async (request) => {
    const { session, id } = await resolve(request);
    await cancelar(db, session, id);
    return tabelas.get(session, id);
  });

  const propostasColaborador = engine.repository(PROPOSTAS[TIPO_REAJUSTE.colaborador].path);
  app.get('/api/cargo-salario/colaboradores/:id/reajuste-colaborador', async (request) => {
    const session = requireAuthority(request, AUTHORITY);
    const id = pathId((request.params as { id: string }).id);
    const res = await sql`SELECT 1 FROM ${sql.table(COLABORADOR_TABLE)}
      WHERE id = ${id} AND empresa_id = ${session.empresaId}`.execute(db);
    if (res.rows.length === 0) throw notFound();
    return propostasColaborador.list(session, { colaborador: String(id), sort: 'tabelaReajuste,desc' });
  });
}
