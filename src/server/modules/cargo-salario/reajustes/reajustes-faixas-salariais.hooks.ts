// Salary range proposal rules a schema cannot say (spec §5 Adjustment planning; the range's own history
// rules, faixas-salariais.hooks.ts). The schema already requires index and quantity for type 2 and the
// value for type 3, and one proposal per range and table.
// * The table must be of type Faixa Salarial and not applied (read FOR SHARE).
// * The fields the proposed type does not use are cleared.
// * The current side is the range's history entry in force at the table's date: a range with no value
//   then cannot be proposed. By index, the proposed index must have a value at that date, as a range
//   history entry by index must.
// * 'Reajuste por' (not stored): a proposal by value may be a percentage of, or an amount added to, the
//   current value (calculo.ts).
// * Computed on read: the range's job, the proposed value at the table's date, the difference in R$ and %.
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../../crud/hooks.ts';
import { fieldError } from '../../../http/errors.ts';
import { MSG_FAIXA } from '../messages.ts';
import { entriesWithoutIndexValue, rangeSalaryAt, SALARIO_TABLES, TIPO_SALARIO } from '../salario.ts';
import { diferencasSql, MSG_REAJUSTE_POR, valorPeloReajuste, valorPropostoFaixaSql } from './calculo.ts';
import { atualDaFaixa } from './captura.ts';
import { TABELAS, TIPO_REAJUSTE } from './reajustes.sql.ts';
import { defineProposalHooks, MSG_REAJUSTE, numero, refId, type Tabela } from './tabela.ts';

async function prepare(ctx: HookContext, data: RecordData, tabela: Tabela) {
  const { empresaId } = ctx.session;
  if (data.tipoProposto === TIPO_SALARIO.porIndice) {
    data.valorProposto = undefined;
    const semValor = await entriesWithoutIndexValue(ctx.db, [
      { pos: 0, indiceId: refId(data.indiceProposto)!, data: tabela.data },
    ]);
    if (semValor.length) throw fieldError('indiceProposto', MSG_FAIXA.indiceSemValor);
  } else {
    data.indiceProposto = undefined;
    data.quantidadeProposta = undefined;
  }
  const [faixa] = await rangeSalaryAt(ctx.db, empresaId, tabela.data, {
    faixaIds: [refId(data.faixaSalarial)!],
  });
  if (!faixa || faixa.valor === null) throw fieldError('faixaSalarial', MSG_REAJUSTE.faixaSemValor);
  Object.assign(data, atualDaFaixa(faixa));
  if (data.dissidioPor !== undefined && data.tipoProposto !== TIPO_SALARIO.porValor)
    throw fieldError('dissidioPor', MSG_REAJUSTE_POR.somentePorValor);
  data.valorProposto = (await valorPeloReajuste(ctx.db, data, data.valorAtual)) ?? data.valorProposto;
}

type Calculado = {
  id: number;
  proposto: string | null;
  diferenca: string | null;
  percentual: string | null;
  cargo_id: number;
  cargo: string;
};

export default defineProposalHooks('cargo-salario/reajustes-faixas-salariais', TIPO_REAJUSTE.faixa, {
  prepare,

  async afterRead(ctx, records) {
    const ids = records.map((r) => r.id as number);
    const res = await sql<Calculado>`SELECT x.*, ${diferencasSql(sql.ref('x.atual'), sql.ref('x.proposto'))}
      FROM (SELECT r.id, r.valor_atual AS atual, ${valorPropostoFaixaSql(sql.ref('t.data'))} AS proposto,
          c.id AS cargo_id, c.nome AS cargo
        FROM ${sql.table(TABELAS.faixa)} r
        JOIN ${sql.table(TABELAS.tabela)} t ON t.id = r.tabela_reajuste_id
        JOIN ${sql.table(SALARIO_TABLES.faixaSalarial)} f ON f.id = r.faixa_salarial_id
        JOIN cargo c ON c.id = f.cargo_id
        WHERE r.id = ANY(${ids}::int[]) AND r.empresa_id = ${ctx.session.empresaId}) x`.execute(ctx.db);
    const byId = new Map(res.rows.map((r) => [r.id, r]));
    for (const rec of records) {
      const c = byId.get(rec.id as number);
      if (!c) continue;
      rec.cargo = { id: c.cargo_id, nome: c.cargo };
      rec.valorPropostoCalculado = numero(c.proposto);
      rec.valorDiferenca = numero(c.diferenca);
      rec.percentualDiferenca = numero(c.percentual);
    }
  },
});
