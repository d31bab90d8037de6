// Calculated salaries of employee proposals (spec §7 Adjustments "GET {id}/salario-calculado,
// /salario-calculado"), by the salary module's rules at the planning table's date:
//
//   GET /api/cargo-salario/reajustes-colaboradores/:id/salario-calculado
//       → {salarioAtual, salarioProposto, valorDiferenca, percentualDiferenca} of a stored proposal
//   GET /api/cargo-salario/reajustes-colaboradores/salario-calculado?tabelaReajusteId=&tipoSalario=
//         &faixaSalarialId= | &indiceId=&quantidade= | &salario=
//       → {salario}: the proposal being typed, valued at its table's date (null: nothing to pay from then)
import { MSG } from '../../../../shared/messages.ts';
import { defineActions } from '../../../actions/action.ts';
import { fieldError } from '../../../http/errors.ts';
import { requiredParam } from '../../../http/params.ts';
import { MSG_HISTORICO_COLABORADOR as MSG_HISTORICO } from '../messages.ts';
import { entrySalary, moneyToJson, rangeSalaryAt, TIPO_SALARIO } from '../salario.ts';
import { lerTabela } from './tabela.ts';

const AUTHORITY = 'ROLE_CARGO_SALARIO';
const PATH = 'cargo-salario/reajustes-colaboradores';

type PropostaQuery = {
  tabelaReajusteId: number;
  tipoSalario?: number;
  faixaSalarialId?: number;
  indiceId?: number;
  quantidade?: string;
  salario?: string;
};

export default defineActions([
  {
    name: 'salario-proposto',
    method: 'GET',
    path: `${PATH}/salario-calculado`,
    summary: 'Prévia do salário de uma proposta de reajuste de talento, na data do planejamento',
    authority: AUTHORITY,
    query: 'cargo-salario/_acoes/salario-proposto',
    async handler({ db, session, query }) {
      const q = query as PropostaQuery;
      const tipo = requiredParam(q.tipoSalario, 'tipoSalario', 'Tipo de Salário');
      const tabela = await lerTabela(db, session.empresaId, q.tabelaReajusteId);
      if (!tabela) throw fieldError('tabelaReajusteId', MSG.refNotFound('Planejamento de Reajuste'));
      const { data } = tabela;
      if (tipo === TIPO_SALARIO.porFaixa) {
        const faixaId = requiredParam(q.faixaSalarialId, 'faixaSalarialId', 'Faixa Salarial');
        const [faixa] = await rangeSalaryAt(db, session.empresaId, data, { faixaIds: [faixaId] });
        if (!faixa) throw fieldError('faixaSalarialId', MSG.refNotFound('Faixa Salarial'));
        return { salario: moneyToJson(faixa.valor) };
      }
      if (tipo === TIPO_SALARIO.porIndice) {
        if (q.indiceId === undefined) throw fieldError('indiceId', MSG_HISTORICO.indiceObrigatorio);
        const quantidade = requiredParam(q.quantidade, 'quantidade', 'Quantidade');
        return {
          salario: moneyToJson(
            await entrySalary(db, session.empresaId, { data, tipo, indiceId: q.indiceId, quantidade }),
          ),
        };
      }
      if (q.salario === undefined) throw fieldError('salario', MSG_HISTORICO.valorObrigatorio);
      return {
        salario: moneyToJson(await entrySalary(db, session.empresaId, { data, tipo, valor: q.salario })),
      };
    },
  },
  {
    name: 'salario-proposta',
    method: 'GET',
    path: `${PATH}/:id/salario-calculado`,
    summary: 'Salário atual e proposto de uma proposta de reajuste de talento gravada, e a diferença',
    authority: AUTHORITY,
    ids: { id: PATH },
    async handler({ db, engine, session, params }) {
      const p = await engine.repository(PATH).get(session, params.id, db);
      return {
        salarioAtual: p.salarioAtual ?? null,
        salarioProposto: p.salarioPropostoCalculado ?? null,
        valorDiferenca: p.valorDiferenca ?? null,
        percentualDiferenca: p.percentualDiferenca ?? null,
      };
    },
  },
]);
