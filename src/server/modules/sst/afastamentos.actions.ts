// Actions of employee leave (spec §7 "leave (GET /verificar-periodo, /vinculaveis)"):
//   GET sst/afastamentos/verificar-periodo?colaborador&inicio&fim&id → {disponivel: true}, or 400 on `inicio`
//       with the same message the save gives when the period meets another leave of the employee
//   GET sst/afastamentos/vinculaveis?colaborador&inicio&id → the employee's earlier accident/illness (or relapse)
//       leaves that ended at most 60 days before `inicio`: what a relapse (class RECAIDA) may link to
// Another company's employee (or leave id) → 404.
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { afastamentosVinculaveis, recusarSobreposicao } from './afastamento.ts';
import { ROLE_SST } from './sst.ts';

const PATH = 'sst/afastamentos';

async function conferirIds({ db, session, query }: ActionContext) {
  const { rows } = await sql<{ ok: boolean }>`SELECT
      EXISTS (SELECT 1 FROM colaborador WHERE id = ${query.colaborador} AND empresa_id = ${session.empresaId})
      AND (${query.id ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM afastamento WHERE id = ${query.id ?? null}::int
           AND empresa_id = ${session.empresaId})) AS ok`.execute(db);
  if (!rows[0]?.ok) throw notFound();
}

export default defineActions([
  {
    name: 'afastamentos-verificar-periodo',
    method: 'GET',
    path: `${PATH}/verificar-periodo`,
    summary:
      'Confere se o período não coincide com outro afastamento do talento (400 com a mensagem se coincide)',
    authority: ROLE_SST,
    query: 'sst/_acoes/afastamentos-periodo',
    async handler(ctx) {
      await conferirIds(ctx);
      const { colaborador, inicio, fim, id } = ctx.query;
      await recusarSobreposicao(ctx.db, ctx.session.empresaId, {
        colaboradorId: colaborador,
        inicio,
        fim,
        excetoId: id,
      });
      return { disponivel: true };
    },
  },
  {
    name: 'afastamentos-vinculaveis',
    method: 'GET',
    path: `${PATH}/vinculaveis`,
    summary:
      'Afastamentos anteriores do talento (acidente / doença, terminados há até 60 dias) que uma recaída pode vincular',
    authority: ROLE_SST,
    query: 'sst/_acoes/afastamentos-vinculaveis',
    async handler(ctx) {
      await conferirIds(ctx);
      return afastamentosVinculaveis(ctx.db, ctx.session.empresaId, {
        colaboradorId: ctx.query.colaborador,
        inicio: ctx.query.inicio,
        excetoId: ctx.query.id,
      });
    },
  },
]);
