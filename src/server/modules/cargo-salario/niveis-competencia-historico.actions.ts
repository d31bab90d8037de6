// POST /api/cargo-salario/niveis-competencia-historico/:id/clonar: copies a level configuration, with its
// levels, weights and percentages, to today's date (America/Sao_Paulo) — what users of the real product do
// each year. Refused with the register's duplicate-date message when today already has one. → 201.
import { defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { today } from '../../http/params.ts';

const PATH = 'cargo-salario/niveis-competencia-historico';

export default defineActions([
  {
    name: 'clonar-configuracao-niveis',
    method: 'POST',
    path: `${PATH}/:id/clonar`,
    summary: 'Copia uma configuração de níveis de competência para a data de hoje',
    authority: 'ROLE_CARGO_SALARIO',
    ids: { id: PATH },
    status: 201,
    async handler({ engine, session, params, db }) {
      const repo = engine.repository(PATH);
      const source = await repo.get(session, params.id, db);
      const copy: RecordData = {
        data: today(),
        considerarPercentualMinimo: source.considerarPercentualMinimo,
        obrigarPercentual: source.obrigarPercentual,
        configHistoricosNiveis: ((source.configHistoricosNiveis as RecordData[]) ?? []).map(
          ({ id: _id, ...item }) => ({
            ...item,
            nivelCompetencia: { id: item.nivelCompetencia.id },
          }),
        ),
      };
      return repo.create(session, copy, { tx: db });
    },
  },
]);
