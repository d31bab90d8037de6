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
// without a value then).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import type { ModuleRoutesOptions } from '../../app.ts';
import { requireAuthority } from '../../auth/session.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { MSG_FAIXA } from './faixas-salariais.hooks.ts';
import { pathId, queryDate, queryDecimal, queryIds, queryInt, requiredParam, today } from './query-params.ts';
import {
  employeeSalariesAt,
  entrySalary,
  moneyToJson,
  rangeSalaryAt,
  SALARIO_TABLES,
  TIPO_SALARIO,
} from './salario.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
type Query = Record<string, unknown>;

export default async function salarioRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const { db, registry } = engine;
  const colaboradores = registry.get('cargo-salario/colaboradores');

  async function exists(table: string, id: number, empresaId: number): Promise<boolean> {
    const res = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}
      WHERE id = ${id} AND empresa_id = ${empresaId}) AS found`.execute(db);
    return res.rows[0]?.found === true;
  }

  /** A history entry being typed: validated like the stored ones, valued at its own date. */
  async function preview(empresaId: number, query: Query, data: string): Promise<string | null> {
    const tipo = requiredParam(queryInt(query, 'tipo', 'Tipo'), 'tipo', 'Tipo');
    if (tipo === TIPO_SALARIO.porValor) {
      const valor = requiredParam(queryDecimal(query, 'valor', 'Valor'), 'valor', 'Valor');
      if (Number(valor) < 1) throw fieldError('valor', MSG_FAIXA.valorMinimo);
      return entrySalary(db, empresaId, { data, tipo, valor });
    }
    if (tipo !== TIPO_SALARIO.porIndice) throw fieldError('tipo', 'Tipo: valor inválido.');
    const indiceId = requiredParam(queryInt(query, 'indiceId', 'Índice'), 'indiceId', 'Índice');
    const quantidade = queryDecimal(query, 'quantidade', 'Quantidade');
    if (quantidade === undefined || Number(quantidade) < 1)
      throw fieldError('quantidade', MSG_FAIXA.quantidadeMinima);
    if (!(await exists(SALARIO_TABLES.indice, indiceId, empresaId)))
      throw fieldError('indiceId', MSG.refNotFound('Índice'));
    const valor = await entrySalary(db, empresaId, { data, tipo, indiceId, quantidade });
    if (valor === null) throw fieldError('indiceId', MSG_FAIXA.indiceSemValor);
    return valor;
  }

  async function calcularSalarioHistorico(request: FastifyRequest) {
    const session = requireAuthority(request, AUTHORITY);
    const query = request.query as Query;
    const data = queryDate(query, 'data') ?? today();
    const faixaId = queryInt(query, 'faixaSalarialId', 'Faixa Salarial');
    if (faixaId === undefined) return { valor: moneyToJson(await preview(session.empresaId, query, data)) };
    const [row] = await rangeSalaryAt(db, session.empresaId, data, { faixaIds: [faixaId] });
    if (!row) throw notFound();
    return { valor: moneyToJson(row.valor) };
  }
  app.get('/api/cargo-salario/faixas-salariais/calcularSalarioHistorico', calcularSalarioHistorico);
  app.get('/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico', calcularSalarioHistorico);

  app.get(`/api/${colaboradores.path}/salario-calculado`, async (request) => {
    const session = requireAuthority(request, AUTHORITY);
    const query = request.query as Query;
    const rows = await employeeSalariesAt(db, session.empresaId, queryDate(query, 'data') ?? today(), {
      colaboradorIds: queryIds(query, 'colaboradoresIds'),
      areaIds: queryIds(query, 'areasIds'),
    });
    return rows.map((r) => ({ colaboradorId: r.colaboradorId, salario: moneyToJson(r.salario) }));
  });

  app.get(`/api/${colaboradores.path}/:id/salario-calculado`, async (request) => {
    const session = requireAuthority(request, AUTHORITY);
    const id = pathId((request.params as { id: string }).id);
    const data = queryDate(request.query as Query, 'data') ?? today();
    if (!(await exists(colaboradores.table, id, session.empresaId))) throw notFound();
    const [row] = await employeeSalariesAt(db, session.empresaId, data, { colaboradorIds: [id] });
    return { salario: moneyToJson(row?.salario) };
  });
}
