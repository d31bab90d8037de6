// Calculated salaries (spec §7 Job position "GET /faixas-salariais/calcularSalarioHistorico", Adjustments
// "GET {id}/salario-calculado, /salario-calculado"); the calculations themselves are in salario.ts.
//
//   GET /api/cargo-salario/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=&data=
//       salary of a stored range at a date (default today) → {valor}
//   GET /api/cargo-salario/faixas-salariais/calcularSalarioHistorico?tipo=2&indiceId=&quantidade=&data=
//   GET /api/cargo-salario/faixas-salariais/calcularSalarioHistorico?tipo=3&valor=
//       preview of a history entry being typed → {valor}
//       (also answered under /api/cargo-salario/cargos/…, where the spec lists it)
//   GET /api/cargo-salario/colaboradores/salario-calculado?data=&colaboradoresIds=&areasIds=
//       → [{colaboradorId, salario}] for the employees with a history entry valid at the date
//   GET /api/cargo-salario/colaboradores/:id/salario-calculado?data= → {salario}
// `valor`/`salario` are null when there is nothing to pay from at that date (no entry yet, or an index
// without a value then). The query schemas check the form of each parameter; which ones a `tipo` needs,
// and their values, are checked here with the history's own messages.
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { type ActionContext, type ActionSpec, defineActions } from '../../actions/action.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { requiredParam, today } from '../../http/params.ts';
import { MSG_FAIXA } from './messages.ts';
import {
  employeeSalariesAt,
  entrySalary,
  moneyToJson,
  rangeSalaryAt,
  SALARIO_TABLES,
  TIPO_SALARIO,
} from './salario.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';

type CalculoQuery = {
  faixaSalarialId?: number;
  data?: string;
  tipo?: number;
  indiceId?: number;
  quantidade?: string;
  valor?: string;
};

/** A history entry being typed: validated like the stored ones, valued at its own date. */
async function preview({ db, session }: ActionContext, q: CalculoQuery, data: string) {
  const tipo = requiredParam(q.tipo, 'tipo', 'Tipo');
  if (tipo === TIPO_SALARIO.porValor) {
    const valor = requiredParam(q.valor, 'valor', 'Valor');
    if (Number(valor) < 1) throw fieldError('valor', MSG_FAIXA.valorMinimo);
    return entrySalary(db, session.empresaId, { data, tipo, valor });
  }
  const indiceId = requiredParam(q.indiceId, 'indiceId', 'Índice');
  if (q.quantidade === undefined || Number(q.quantidade) < 1)
    throw fieldError('quantidade', MSG_FAIXA.quantidadeMinima);
  const indice = await sql`SELECT 1 FROM ${sql.table(SALARIO_TABLES.indice)}
    WHERE id = ${indiceId} AND empresa_id = ${session.empresaId}`.execute(db);
  if (indice.rows.length === 0) throw fieldError('indiceId', MSG.refNotFound('Índice'));
  const valor = await entrySalary(db, session.empresaId, { data, tipo, indiceId, quantidade: q.quantidade });
  if (valor === null) throw fieldError('indiceId', MSG_FAIXA.indiceSemValor);
  return valor;
}

const calcularSalarioHistorico = (path: string, name: string): ActionSpec => ({
  name,
  method: 'GET',
  path: `cargo-salario/${path}/calcularSalarioHistorico`,
  summary: 'Salário de uma faixa gravada, ou prévia de uma entrada do histórico em digitação, na data',
  authority: AUTHORITY,
  query: 'cargo-salario/_acoes/calcular-salario-historico',
  async handler(ctx) {
    const q = ctx.query as CalculoQuery;
    const data = q.data ?? today();
    if (q.faixaSalarialId === undefined) return { valor: moneyToJson(await preview(ctx, q, data)) };
    const [row] = await rangeSalaryAt(ctx.db, ctx.session.empresaId, data, { faixaIds: [q.faixaSalarialId] });
    if (!row) throw notFound();
    return { valor: moneyToJson(row.valor) };
  },
});

export default defineActions([
  calcularSalarioHistorico('faixas-salariais', 'calcular-salario-historico'),
  calcularSalarioHistorico('cargos/faixas-salariais', 'cargos-calcular-salario-historico'),
  {
    name: 'salarios-calculados',
    method: 'GET',
    path: 'cargo-salario/colaboradores/salario-calculado',
    summary: 'Salário de cada talento (ou dos talentos das áreas) na data, pelo histórico',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/salarios-calculados',
    async handler({ db, session, query }) {
      const rows = await employeeSalariesAt(db, session.empresaId, query.data ?? today(), {
        colaboradorIds: query.colaboradoresIds && [...new Set<number>(query.colaboradoresIds)],
        areaIds: query.areasIds && [...new Set<number>(query.areasIds)],
      });
      return rows.map((r) => ({ colaboradorId: r.colaboradorId, salario: moneyToJson(r.salario) }));
    },
  },
  {
    name: 'salario-calculado',
    method: 'GET',
    path: 'cargo-salario/colaboradores/:id/salario-calculado',
    summary: 'Salário do talento na data, pelo histórico',
    authority: AUTHORITY,
    ids: { id: 'cargo-salario/colaboradores' },
    query: 'cargo-salario/_acoes/na-data',
    async handler({ db, session, params, query }) {
      const [row] = await employeeSalariesAt(db, session.empresaId, query.data ?? today(), {
        colaboradorIds: [params.id],
      });
      return { salario: moneyToJson(row?.salario) };
    },
  },
]);
