// Planning table rules a schema cannot say (spec §4 adjustment flags, §5 Adjustment planning):
// * an applied table (aprovada) is history already written: it can be neither changed nor deleted until
//   it is cancelled (POST …/:id/cancelar-reajuste);
// * the type cannot change once the table has proposals (they are of that type);
// * a new date recaptures the "current" side of every proposal at that date (captura.ts);
// * deleting a table deletes its proposals (they mean nothing without it);
// * ehUltimo: applied and no table of the company applied after it (the only one that may be cancelled);
//   existeHistoricoConfirmado: history rows it wrote still exist — for employees, confirmed ones (status C).
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../../crud/hooks.ts';
import { conflict, fieldError } from '../../../http/errors.ts';
import { HISTORICO_TABLE } from '../historico-colaborador.sql.ts';
import { SALARIO_TABLES } from '../salario.ts';
import { recapturaAtual } from './captura.ts';
import { DESTINO, TABELAS } from './reajustes.sql.ts';
import { lerTabela, MSG_REAJUSTE } from './tabela.ts';

const PROPOSTAS = [TABELAS.colaborador, TABELAS.faixa, TABELAS.indice];

async function temPropostas(ctx: HookContext, tabelaId: number): Promise<boolean> {
  const existe = PROPOSTAS.map(
    (t) => sql`EXISTS (SELECT 1 FROM ${sql.table(t)} WHERE tabela_reajuste_id = ${tabelaId})`,
  );
  const res = await sql<{ existe: boolean }>`SELECT ${sql.join(existe, sql` OR `)} AS existe`.execute(ctx.db);
  return res.rows[0]?.existe === true;
}

/** A link of the table to a history row that still exists (and, for employees, is confirmed). */
const escrito = (destino: string, join: string, extra = sql``) =>
  sql`EXISTS (SELECT 1 FROM ${sql.table(TABELAS.aplicacao)} a JOIN ${sql.table(join)} h ON h.id = a.registro_id
    WHERE a.tabela_reajuste_id = t.id AND a.destino = ${destino} ${extra})`;

export default defineHooks('cargo-salario/tabelas-reajustes-colaboradores', {
  beforeCreate(_ctx, data) {
    data.aprovada = false;
  },

  async beforeUpdate(ctx, data, previous) {
    if (previous.aprovada) throw conflict(MSG_REAJUSTE.aplicadoNaoAltera);
    if (data.tipoReajuste !== previous.tipoReajuste && (await temPropostas(ctx, previous.id as number)))
      throw fieldError('tipoReajuste', MSG_REAJUSTE.tipoComPropostas);
  },

  async afterUpdate(ctx, record, previous) {
    if (record.data === previous.data) return;
    const tabela = await lerTabela(ctx.db, ctx.session.empresaId, record.id as number);
    if (tabela) await recapturaAtual(ctx.db, ctx.session.empresaId, tabela, ctx.session.userId);
  },

  async beforeDelete(ctx, previous) {
    if (previous.aprovada) throw conflict(MSG_REAJUSTE.aplicadoNaoExclui);
    for (const t of PROPOSTAS)
      await sql`DELETE FROM ${sql.table(t)} WHERE tabela_reajuste_id = ${previous.id}`.execute(ctx.db);
  },

  /** Both flags for the whole page in one query. */
  async afterRead(ctx, records: RecordData[]) {
    const ids = records.map((r) => r.id as number);
    const res = await sql<{ id: number; eh_ultimo: boolean; confirmado: boolean }>`SELECT t.id,
        coalesce(t.aprovada, false) AND NOT EXISTS (SELECT 1 FROM ${sql.table(TABELAS.tabela)} o
          WHERE o.empresa_id = t.empresa_id AND o.aprovada AND o.id <> t.id
            AND (o.data_aplicacao, o.id) > (t.data_aplicacao, t.id)) AS eh_ultimo,
        ${escrito(DESTINO.historicoColaborador, HISTORICO_TABLE, sql`AND h.status = 'C'`)}
          OR ${escrito(DESTINO.faixaHistorico, SALARIO_TABLES.faixaSalarialHistorico)}
          OR ${escrito(DESTINO.indiceHistorico, SALARIO_TABLES.indiceHistorico)} AS confirmado
      FROM ${sql.table(TABELAS.tabela)} t
      WHERE t.id = ANY(${ids}::int[]) AND t.empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
    const flags = new Map(res.rows.map((r) => [r.id, r]));
    for (const rec of records) {
      rec.ehUltimo = flags.get(rec.id as number)?.eh_ultimo ?? false;
      rec.existeHistoricoConfirmado = flags.get(rec.id as number)?.confirmado ?? false;
    }
  },
});
