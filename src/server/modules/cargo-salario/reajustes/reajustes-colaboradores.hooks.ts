// Employee proposal rules a schema cannot say (spec §3 Employee proposal, §5 Employee proposal). The
// schema already requires the proposed area and range, the index and quantity for salary type 2
// ('Índice é requerido') and the value for type 3 ('Valor é obrigatório').
// * The table must be of type Talento and not applied (read FOR SHARE: an application waits for it).
// * The fields the proposed salary type does not use are cleared (as the employee history does), so a
//   salary is never stored twice.
// * The current side is the employee's position in force at the table's date; an employee without one
//   (admitted after it, or with no history) cannot be proposed.
// * 'Reajuste por' (dissidioPor, valorDissidio; not stored): a proposal by value may be given as a percentage
//   of, or an amount added to, the current salary instead of the new salary (calculo.ts).
// * Computed on read: cargo of both ranges, the proposed salary at the table's date, the difference in
//   R$ and %, whether the employee is twice in the table (temDuplicidade) and whether they are dismissed
//   or awaiting dismissal confirmation (colaboradorDesligado).
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../../crud/hooks.ts';
import { fieldError } from '../../../http/errors.ts';
import { COLABORADOR_TABLE } from '../historico-colaborador.sql.ts';
import { employeeSalariesAt, SALARIO_TABLES, TIPO_SALARIO } from '../salario.ts';
import { diferencasSql, MSG_REAJUSTE_POR, salarioPropostoSql, valorPeloReajuste } from './calculo.ts';
import { atualDoColaborador } from './captura.ts';
import { TABELAS, TIPO_REAJUSTE } from './reajustes.sql.ts';
import { defineProposalHooks, MSG_REAJUSTE, numero, refId, type Tabela } from './tabela.ts';

/** Clears what the proposed salary type does not use. */
function limpaTipoSalario(data: RecordData) {
  if (data.tipoSalarioProposto !== TIPO_SALARIO.porIndice) {
    data.indiceProposto = undefined;
    data.quantidadeIndiceProposto = undefined;
  }
  if (data.tipoSalarioProposto !== TIPO_SALARIO.porValor) data.salarioProposto = undefined;
}

async function prepare(ctx: HookContext, data: RecordData, tabela: Tabela) {
  const { empresaId } = ctx.session;
  limpaTipoSalario(data);
  const colaboradorId = refId(data.colaborador)!;
  const [posicao] = await employeeSalariesAt(ctx.db, empresaId, tabela.data, {
    colaboradorIds: [colaboradorId],
  });
  if (!posicao) throw fieldError('colaborador', MSG_REAJUSTE.semHistoricoNaData);
  Object.assign(data, atualDoColaborador(posicao));
  if (data.dissidioPor !== undefined && data.tipoSalarioProposto !== TIPO_SALARIO.porValor)
    throw fieldError('dissidioPor', MSG_REAJUSTE_POR.somentePorValor);
  data.salarioProposto = (await valorPeloReajuste(ctx.db, data, data.salarioAtual)) ?? data.salarioProposto;
}

type Calculado = {
  id: number;
  proposto: string | null;
  diferenca: string | null;
  percentual: string | null;
  duplicado: boolean;
  desligado: boolean;
  cargo_atual_id: number | null;
  cargo_atual: string | null;
  cargo_proposto_id: number | null;
  cargo_proposto: string | null;
};

export default defineProposalHooks('cargo-salario/reajustes-colaboradores', TIPO_REAJUSTE.colaborador, {
  prepare,

  /** The computed fields of the whole page in one query. */
  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const res = await sql<Calculado>`SELECT x.*, ${diferencasSql(sql.ref('x.atual'), sql.ref('x.proposto'))}
      FROM (SELECT r.id, r.salario_atual AS atual, ${salarioPropostoSql(sql.ref('t.data'))} AS proposto,
          EXISTS (SELECT 1 FROM ${sql.table(TABELAS.colaborador)} d WHERE d.tabela_reajuste_id = r.tabela_reajuste_id
            AND d.colaborador_id = r.colaborador_id AND d.id <> r.id) AS duplicado,
          c.data_desligamento IS NOT NULL AS desligado,
          ca.id AS cargo_atual_id, ca.nome AS cargo_atual, cp.id AS cargo_proposto_id, cp.nome AS cargo_proposto
        FROM ${sql.table(TABELAS.colaborador)} r
        JOIN ${sql.table(TABELAS.tabela)} t ON t.id = r.tabela_reajuste_id
        JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = r.colaborador_id
        LEFT JOIN ${sql.table(SALARIO_TABLES.faixaSalarial)} fa ON fa.id = r.faixa_salarial_atual_id LEFT JOIN cargo ca ON ca.id = fa.cargo_id
        LEFT JOIN ${sql.table(SALARIO_TABLES.faixaSalarial)} fp ON fp.id = r.faixa_salarial_proposta_id LEFT JOIN cargo cp ON cp.id = fp.cargo_id
        WHERE r.id = ANY(${ids}::int[]) AND r.empresa_id = ${ctx.session.empresaId}) x`.execute(ctx.db);
    const byId = new Map(res.rows.map((r) => [r.id, r]));
    for (const rec of records) {
      const c = byId.get(rec.id as number);
      if (!c) continue;
      if (c.cargo_atual_id !== null) rec.cargoAtual = { id: c.cargo_atual_id, nome: c.cargo_atual };
      if (c.cargo_proposto_id !== null)
        rec.cargoProposto = { id: c.cargo_proposto_id, nome: c.cargo_proposto };
      rec.salarioPropostoCalculado = numero(c.proposto);
      rec.valorDiferenca = numero(c.diferenca);
      rec.percentualDiferenca = numero(c.percentual);
      rec.temDuplicidade = c.duplicado;
      rec.colaboradorDesligado = c.desligado;
    }
  },
});
