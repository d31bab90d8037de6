// Calculated salaries of employee proposals (spec §7 Adjustments "GET {id}/salario-calculado,
// /salario-calculado"), by the salary module's rules at the planning table's date:
//
//   GET /api/cargo-salario/reajustes-colaboradores/:id/salario-calculado
//       → {salarioAtual, salarioProposto, valorDiferenca, percentualDiferenca} of a stored proposal
//   GET /api/cargo-salario/reajustes-colaboradores/salario-calculado?tabelaReajusteId=&tipoSalario=
//         &faixaSalarialId= | &indiceId=&quantidade= | &salario=
//       → {salario}: the proposal being typed, valued at its table's date (null: nothing to pay from then)
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../../shared/messages.ts';
import type { ModuleRoutesOptions } from '../../../app.ts';
import { requireAuthority } from '../../../auth/session.ts';
import { fieldError } from '../../../http/errors.ts';
import { MSG_HISTORICO } from '../historicos-colaboradores.hooks.ts';
import { pathId, queryDecimal, queryInt, requiredParam } from '../query-params.ts';
import { entrySalary, moneyToJson, rangeSalaryAt, TIPO_SALARIO } from '../salario.ts';
import { lerTabela } from './tabela.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
const PATH = 'cargo-salario/reajustes-colaboradores';

export default async function salarioCalculadoRoutes(app: FastifyInstance, { engine }: ModuleRoutesOptions) {
  const { db } = engine;
  const repo = engine.repository(PATH);

  app.get(`/api/${PATH}/salario-calculado`, async (request) => {
    const session = requireAuthority(request, AUTHORITY);
    const query = request.query as Record<string, unknown>;
    const tabelaId = requiredParam(
      queryInt(query, 'tabelaReajusteId', 'Planejamento de Reajuste'),
      'tabelaReajusteId',
      'Planejamento de Reajuste',
    );
    const tipo = requiredParam(
      queryInt(query, 'tipoSalario', 'Tipo de Salário'),
      'tipoSalario',
      'Tipo de Salário',
    );
    const tabela = await lerTabela(db, session.empresaId, tabelaId);
    if (!tabela) throw fieldError('tabelaReajusteId', MSG.refNotFound('Planejamento de Reajuste'));
    const { data } = tabela;
    if (tipo === TIPO_SALARIO.porFaixa) {
      const faixaId = requiredParam(
        queryInt(query, 'faixaSalarialId', 'Faixa Salarial'),
        'faixaSalarialId',
        'Faixa Salarial',
      );
      const [faixa] = await rangeSalaryAt(db, session.empresaId, data, { faixaIds: [faixaId] });
      if (!faixa) throw fieldError('faixaSalarialId', MSG.refNotFound('Faixa Salarial'));
      return { salario: moneyToJson(faixa.valor) };
    }
    if (tipo === TIPO_SALARIO.porIndice) {
      const indiceId = queryInt(query, 'indiceId', 'Índice');
      if (indiceId === undefined) throw fieldError('indiceId', MSG_HISTORICO.indiceObrigatorio);
      const quantidade = requiredParam(
        queryDecimal(query, 'quantidade', 'Quantidade'),
        'quantidade',
        'Quantidade',
      );
      return {
        salario: moneyToJson(await entrySalary(db, session.empresaId, { data, tipo, indiceId, quantidade })),
      };
    }
    if (tipo === TIPO_SALARIO.porValor) {
      const valor = queryDecimal(query, 'salario', 'Valor');
      if (valor === undefined) throw fieldError('salario', MSG_HISTORICO.valorObrigatorio);
      return { salario: moneyToJson(await entrySalary(db, session.empresaId, { data, tipo, valor })) };
    }
    throw fieldError('tipoSalario', 'Tipo de Salário: valor inválido.');
  });

  app.get(`/api/${PATH}/:id/salario-calculado`, async (request) => {
    const session = requireAuthority(request, AUTHORITY);
    const p = await repo.get(session, pathId((request.params as { id: string }).id));
    return {
      salarioAtual: p.salarioAtual ?? null,
      salarioProposto: p.salarioPropostoCalculado ?? null,
      valorDiferenca: p.valorDiferenca ?? null,
      percentualDiferenca: p.percentualDiferenca ?? null,
    };
  });
}
