// The collective adjustment (aplicar-dissidio): fills a planning table's proposals from a percentage or a
// fixed value applied to the current salaries at the table's date (spec §5 Application). It writes
// proposals only; the history is written when the table is applied (aplicacao.ts).
//
// * Talents: every employee whose entry in force at the date is in the selected areas (and sub-areas) and,
//   when selected, establishments and jobs (the job of the entry's salary range); not dismissed before the date nor with a cancelled registration; with
//   a salary at the date. The proposal keeps the position and proposes the new salary BY VALUE (type 3):
//   the adjustment is a number the HR user chose for the employee, not a change of their range or index
//   (those are adjusted by tables of type Faixa Salarial or Índice, which their employees follow).
// * Salary ranges: each selected range with a value at the date; the proposal is by value (type 3) too.
// * Indices: each selected index with a value at the date.
// New value: percentage → round(current × (1 + p/100), 2); fixed → current + v (calculo.ts, in numeric).
// A proposal already in the table for the same employee, range or index is updated (its observation is
// kept), the others are inserted; all in one transaction, with the table row locked.
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { MSG } from '../../../../shared/messages.ts';
import type { StaffSession } from '../../../auth/session.ts';
import type { Database } from '../../../db/database.ts';
import { conflict, fieldError, validationError } from '../../../http/errors.ts';
import { COLABORADOR_TABLE } from '../historico-colaborador.sql.ts';
import {
  employeeSalariesAt,
  indexValuesAt,
  rangeSalaryAt,
  SALARIO_TABLES,
  TIPO_SALARIO,
} from '../salario.ts';
import { novoValorSql } from './calculo.ts';
import { faixasSql, indicesSql, posicoesSql } from './captura.ts';
import {
  type DissidioBody,
  type DissidioForm,
  formDissidio,
  MSG_DISSIDIO,
  SELECOES,
  type Selecao,
} from './dissidio-form.ts';
import { TABELAS, TIPO_REAJUSTE, type TipoReajuste } from './reajustes.sql.ts';
import { lerTabela, MSG_REAJUSTE, type Tabela } from './tabela.ts';

type Tx = Transaction<any>;

async function temEstabelecimentos(db: Database | Tx, empresaId: number): Promise<boolean> {
  const res = await sql<{
    existe: boolean;
  }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(SELECOES.estabelecimentosIds.table)}
    WHERE empresa_id = ${empresaId}) AS existe`.execute(db);
  return res.rows[0]?.existe === true;
}

/** Ids of another company (or of nothing) in a selection are refused on that list. */
async function checkSelecao(tx: Tx, empresaId: number, selecao: DissidioForm['selecao']) {
  const errors = [];
  for (const [nome, ids] of Object.entries(selecao) as [Selecao, number[]][]) {
    const { table, label } = SELECOES[nome];
    const res = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}
      WHERE id = ANY(${ids}::int[]) AND empresa_id = ${empresaId}`.execute(tx);
    if (res.rows[0]!.n !== ids.length) errors.push({ field: nome, message: MSG.refNotFound(label) });
  }
  if (errors.length) throw validationError(errors);
}

/** The selected areas and all their descendants. */
async function subarvore(tx: Tx, empresaId: number, areasIds: number[]): Promise<number[]> {
  const res = await sql<{ id: number }>`WITH RECURSIVE sub(id) AS (
      SELECT id FROM area_organizacional WHERE empresa_id = ${empresaId} AND id = ANY(${areasIds}::int[])
      UNION SELECT a.id FROM area_organizacional a JOIN sub ON a.area_mae_id = sub.id
    ) SELECT id FROM sub`.execute(tx);
  return res.rows.map((r) => r.id);
}

const audit = (userId: number) => sql`updated_at = now(), updated_by = ${userId}`;

/** The salary ranges of the selected jobs. */
async function faixasDosCargos(tx: Tx, empresaId: number, cargosIds: number[]): Promise<Set<number>> {
  const res = await sql<{ id: number }>`SELECT id FROM ${sql.table(SALARIO_TABLES.faixaSalarial)}
    WHERE empresa_id = ${empresaId} AND cargo_id = ANY(${cargosIds}::int[])`.execute(tx);
  return new Set(res.rows.map((r) => r.id));
}

async function preencheColaboradores(tx: Tx, session: StaffSession, tabela: Tabela, form: DissidioForm) {
  const areas = await subarvore(tx, session.empresaId, form.selecao.areasIds ?? []);
  const estabelecimentos = form.selecao.estabelecimentosIds && new Set(form.selecao.estabelecimentosIds);
  const faixas =
    form.selecao.cargosIds && (await faixasDosCargos(tx, session.empresaId, form.selecao.cargosIds));
  const rows = (await employeeSalariesAt(tx, session.empresaId, tabela.data, { areaIds: areas })).filter(
    (r) =>
      r.salario !== null &&
      (!estabelecimentos || (r.estabelecimentoId !== null && estabelecimentos.has(r.estabelecimentoId))) &&
      (!faixas || (r.faixaSalarialId !== null && faixas.has(r.faixaSalarialId))),
  );
  const alvo = sql`(SELECT x.*, ${novoValorSql(sql.ref('x.salario'), form.por, form.valor)} AS novo
    FROM ${posicoesSql(rows)} JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = x.colaborador_id
    WHERE (c.data_desligamento IS NULL OR c.data_desligamento >= ${tabela.data}::date)
      AND c.status IS DISTINCT FROM 'C')`;
  const existe = (x: RawBuilder<unknown>) => sql`SELECT 1 FROM ${sql.table(TABELAS.colaborador)} r
    WHERE r.tabela_reajuste_id = ${tabela.id} AND r.colaborador_id = ${x}`;
  await sql`UPDATE ${sql.table(TABELAS.colaborador)} r SET
      estabelecimento_atual_id = a.estabelecimento_id, area_atual_id = a.area_id, faixa_salarial_atual_id = a.faixa_id,
      tipo_salario_atual = a.tipo, indice_atual_id = a.indice_id, quantidade_indice_atual = a.quantidade,
      salario_atual = a.salario, estabelecimento_proposto_id = a.estabelecimento_id, area_proposta_id = a.area_id,
      faixa_salarial_proposta_id = a.faixa_id, tipo_salario_proposto = ${TIPO_SALARIO.porValor},
      indice_proposto_id = NULL, quantidade_indice_proposto = NULL, salario_proposto = a.novo, ${audit(session.userId)}
    FROM ${alvo} a WHERE r.tabela_reajuste_id = ${tabela.id} AND r.colaborador_id = a.colaborador_id`.execute(
    tx,
  );
  await sql`INSERT INTO ${sql.table(TABELAS.colaborador)} (empresa_id, tabela_reajuste_id, colaborador_id,
      estabelecimento_atual_id, area_atual_id, faixa_salarial_atual_id, tipo_salario_atual, indice_atual_id,
      quantidade_indice_atual, salario_atual, estabelecimento_proposto_id, area_proposta_id,
      faixa_salarial_proposta_id, tipo_salario_proposto, salario_proposto, created_by, updated_by)
    SELECT ${session.empresaId}, ${tabela.id}, a.colaborador_id, a.estabelecimento_id, a.area_id, a.faixa_id, a.tipo,
      a.indice_id, a.quantidade, a.salario, a.estabelecimento_id, a.area_id, a.faixa_id, ${TIPO_SALARIO.porValor},
      a.novo, ${session.userId}, ${session.userId}
    FROM ${alvo} a WHERE NOT EXISTS (${existe(sql.ref('a.colaborador_id'))})
    ORDER BY a.colaborador_id`.execute(tx);
  // how many employees the form reached (a duplicated proposal of one employee counts once)
  const res = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${alvo} a`.execute(tx);
  return res.rows[0]!.n;
}

async function preencheFaixas(tx: Tx, session: StaffSession, tabela: Tabela, form: DissidioForm) {
  const rows = (
    await rangeSalaryAt(tx, session.empresaId, tabela.data, {
      faixaIds: form.selecao.faixasSalariaisIds ?? [],
    })
  ).filter((r) => r.valor !== null);
  const alvo = sql`(SELECT x.*, ${novoValorSql(sql.ref('x.valor'), form.por, form.valor)} AS novo FROM ${faixasSql(rows)})`;
  await sql`UPDATE ${sql.table(TABELAS.faixa)} r SET tipo_atual = a.tipo, indice_atual_id = a.indice_id,
      quantidade_atual = a.quantidade, valor_atual = a.valor, tipo_proposto = ${TIPO_SALARIO.porValor},
      indice_proposto_id = NULL, quantidade_proposta = NULL, valor_proposto = a.novo, ${audit(session.userId)}
    FROM ${alvo} a WHERE r.tabela_reajuste_id = ${tabela.id} AND r.faixa_salarial_id = a.faixa_id`.execute(
    tx,
  );
  await sql`INSERT INTO ${sql.table(TABELAS.faixa)} (empresa_id, tabela_reajuste_id, faixa_salarial_id, tipo_atual,
      indice_atual_id, quantidade_atual, valor_atual, tipo_proposto, valor_proposto, created_by, updated_by)
    SELECT ${session.empresaId}, ${tabela.id}, a.faixa_id, a.tipo, a.indice_id, a.quantidade, a.valor,
      ${TIPO_SALARIO.porValor}, a.novo, ${session.userId}, ${session.userId}
    FROM ${alvo} a WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(TABELAS.faixa)} r
      WHERE r.tabela_reajuste_id = ${tabela.id} AND r.faixa_salarial_id = a.faixa_id)
    ORDER BY a.faixa_id`.execute(tx);
  return rows.length;
}

async function preencheIndices(tx: Tx, session: StaffSession, tabela: Tabela, form: DissidioForm) {
  const rows = (
    await indexValuesAt(tx, session.empresaId, tabela.data, { indiceIds: form.selecao.indicesIds ?? [] })
  ).filter((r) => r.valor !== null);
  const alvo = sql`(SELECT x.*, ${novoValorSql(sql.ref('x.valor'), form.por, form.valor)} AS novo FROM ${indicesSql(rows)})`;
  await sql`UPDATE ${sql.table(TABELAS.indice)} r SET valor_atual = a.valor, valor_proposto = a.novo,
      ${audit(session.userId)}
    FROM ${alvo} a WHERE r.tabela_reajuste_id = ${tabela.id} AND r.indice_id = a.indice_id`.execute(tx);
  await sql`INSERT INTO ${sql.table(TABELAS.indice)} (empresa_id, tabela_reajuste_id, indice_id, valor_atual,
      valor_proposto, created_by, updated_by)
    SELECT ${session.empresaId}, ${tabela.id}, a.indice_id, a.valor, a.novo, ${session.userId}, ${session.userId}
    FROM ${alvo} a WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(TABELAS.indice)} r
      WHERE r.tabela_reajuste_id = ${tabela.id} AND r.indice_id = a.indice_id)
    ORDER BY a.indice_id`.execute(tx);
  return rows.length;
}

/** POST …/aplicar-dissidio for a table of `tipo`: validates, then fills. → how many proposals it filled. */
/**
 * Fills the proposals of a planning table from the collective form, already validated by its declared
 * schema (schemas/cargo-salario/_acoes/dissidio-*.json); runs in the action's transaction.
 */
export async function aplicarDissidio(
  tx: Tx,
  session: StaffSession,
  tipo: TipoReajuste,
  body: DissidioBody,
): Promise<{ quantidade: number }> {
  const form = formDissidio(body, tipo);
  if (tipo === TIPO_REAJUSTE.colaborador && !form.selecao.estabelecimentosIds) {
    // establishments are required only once the company has some
    if (await temEstabelecimentos(tx, session.empresaId))
      throw fieldError('estabelecimentosIds', MSG_DISSIDIO.estabelecimentos);
  }
  const tabela = await lerTabela(tx, session.empresaId, form.tabelaId, 'update');
  if (!tabela) throw fieldError('tabelaReajuste', MSG.refNotFound('Planejamento de Reajuste'));
  if (tabela.tipoReajuste !== tipo) throw fieldError('tabelaReajuste', MSG_REAJUSTE.tipoDiferente(tipo));
  if (tabela.aprovada) throw conflict(MSG_REAJUSTE.aplicadoNaoAlteraPropostas);
  await checkSelecao(tx, session.empresaId, form.selecao);
  const preenche =
    tipo === TIPO_REAJUSTE.colaborador
      ? preencheColaboradores
      : tipo === TIPO_REAJUSTE.faixa
        ? preencheFaixas
        : preencheIndices;
  return { quantidade: await preenche(tx, session, tabela, form) };
}
