// Applying and cancelling a planning table (spec §7 Adjustment table: aplicar-colaboradores,
// aplicar-faixas-salariais, aplicar-indices, cancelar-reajuste).
//
// Applying writes, in ONE transaction, one history row per proposal at the table's date: an employee
// history entry (motivo RC, or DI for a dissídio; status confirmed) or a range / index history item. It
// then links each row to the table (reajuste_aplicacao) and marks the table applied. All or nothing: any
// refusal or failure rolls everything back. Applying an applied table is refused (409), so an adjustment
// is never written twice; the table row is locked FOR UPDATE first, so two requests cannot both pass.
//
// Why SQL and not the engine's repositories: a repository write opens its own transaction, so N
// proposals through `repository(...).create` could not be all or nothing, and a query per row does not
// scale to a company-wide adjustment. The history rules are therefore checked set-based here, with the
// history registers' own messages (historicos-colaboradores.hooks.ts, faixas-salariais.hooks.ts,
// historicos.ts): admission first, after the admission, not after the dismissal, one entry per employee
// (range, index) and date, the fields each salary type needs, an index with a value at the date. Every
// refused proposal is reported at once (field `propostas.<id>`, message prefixed with its name); nothing
// is written. The validity chain of the employee history (data_fim) is kept by its triggers.
//
// Cancelling removes exactly the rows the table wrote and marks it not applied. Only the company's last
// applied table may be cancelled (applications and cancellations of a company run one at a time, under an
// advisory lock): an earlier one may be what a later one was computed from.
import { sql, type Transaction } from 'kysely';
import type { StaffSession } from '../../../auth/session.ts';
import { conflict, notFound, validationError } from '../../../http/errors.ts';
import { COLABORADOR_TABLE, HISTORICO_TABLE } from '../historico-colaborador.sql.ts';
import { MSG_HISTORICO } from '../historicos.ts';
import { MSG_FAIXA, MSG_HISTORICO_COLABORADOR } from '../messages.ts';
import { SALARIO_TABLES, TIPO_SALARIO } from '../salario.ts';
import { recapturaAtual } from './captura.ts';
import {
  APLICACAO_LOCK,
  DESTINO,
  type Destino,
  MOTIVO,
  TABELAS,
  TIPO_REAJUSTE,
  type TipoReajuste,
} from './reajustes.sql.ts';
import { lerTabela, MSG_REAJUSTE, type Tabela } from './tabela.ts';

type Tx = Transaction<any>;
type Problema = { id: number; nome: string; mensagens: string[] };

/** At most this many refused proposals are listed (the first ones by name). */
const MAX_PROBLEMAS = 200;
const STATUS_CONFIRMADO = 'C';

const dataSql = (t: Tabela) => sql`${t.data}::date`;

function recusa(problemas: Problema[]): never {
  throw validationError(
    problemas.flatMap((p) =>
      p.mensagens.map((m) => ({ field: `propostas.${p.id}`, message: `${p.nome}: ${m}` })),
    ),
    MSG_REAJUSTE.naoAplicavel,
  );
}

async function lockCompany(tx: Tx, empresaId: number) {
  await sql`SELECT pg_advisory_xact_lock(${APLICACAO_LOCK}, ${empresaId})`.execute(tx);
}

/** Orders a child history's items by date again (posicao), as the register stores them. */
async function renumera(tx: Tx, table: string, owners: number[]) {
  if (owners.length === 0) return;
  await sql`UPDATE ${sql.table(table)} c SET posicao = x.pos
    FROM (SELECT id, (row_number() OVER (PARTITION BY owner_id ORDER BY data, id) - 1)::int AS pos
      FROM ${sql.table(table)} WHERE owner_id = ANY(${owners}::int[])) x
    WHERE c.id = x.id AND c.posicao IS DISTINCT FROM x.pos`.execute(tx);
}

// ---------------------------------------------------------------- employees (tipo C)

type ProblemaColaborador = {
  id: number;
  nome: string;
  admissao: string;
  desligamento: string | null;
  repetido: boolean;
  sem_admissao: boolean;
  data_repetida: boolean;
  antes_admissao: boolean;
  apos_desligamento: boolean;
  tipo: number;
  sem_indice: boolean;
  sem_quantidade: boolean;
  quantidade_menor: boolean;
  sem_salario: boolean;
  salario_menor: boolean;
};

async function problemasColaboradores(tx: Tx, tabela: Tabela): Promise<Problema[]> {
  const d = dataSql(tabela);
  const res = await sql<ProblemaColaborador>`SELECT * FROM (
      SELECT r.id, c.nome, c.data_admissao AS admissao, c.data_desligamento AS desligamento,
        EXISTS (SELECT 1 FROM ${sql.table(TABELAS.colaborador)} o WHERE o.tabela_reajuste_id = r.tabela_reajuste_id
          AND o.colaborador_id = r.colaborador_id AND o.id <> r.id) AS repetido,
        NOT EXISTS (SELECT 1 FROM ${sql.table(HISTORICO_TABLE)} h
          WHERE h.colaborador_id = r.colaborador_id AND h.data = c.data_admissao) AS sem_admissao,
        EXISTS (SELECT 1 FROM ${sql.table(HISTORICO_TABLE)} h
          WHERE h.colaborador_id = r.colaborador_id AND h.data = ${d}) AS data_repetida,
        ${d} < c.data_admissao AS antes_admissao,
        coalesce(${d} > c.data_desligamento, false) AS apos_desligamento,
        r.tipo_salario_proposto AS tipo, r.indice_proposto_id IS NULL AS sem_indice,
        r.quantidade_indice_proposto IS NULL AS sem_quantidade,
        coalesce(r.quantidade_indice_proposto < 1, false) AS quantidade_menor,
        r.salario_proposto IS NULL AS sem_salario, coalesce(r.salario_proposto <= 0, false) AS salario_menor
      FROM ${sql.table(TABELAS.colaborador)} r JOIN ${sql.table(COLABORADOR_TABLE)} c ON c.id = r.colaborador_id
      WHERE r.tabela_reajuste_id = ${tabela.id}) p
    WHERE repetido OR sem_admissao OR data_repetida OR antes_admissao OR apos_desligamento
      OR (tipo = ${TIPO_SALARIO.porIndice} AND (sem_indice OR sem_quantidade OR quantidade_menor))
      OR (tipo = ${TIPO_SALARIO.porValor} AND (sem_salario OR salario_menor))
    ORDER BY nome, id LIMIT ${MAX_PROBLEMAS}`.execute(tx);
  const M = MSG_HISTORICO_COLABORADOR;
  return res.rows.map((p) => {
    const m: string[] = [];
    if (p.repetido) m.push(MSG_REAJUSTE.talentoRepetido);
    // as the history register: with no entry on the admission date, the new entry would be the admission
    if (p.sem_admissao) {
      if (tabela.data !== p.admissao) m.push(M.dataDaAdmissao(p.admissao));
      m.push(M.motivoDaAdmissao);
    } else if (p.antes_admissao) m.push(M.antesDaAdmissao(p.admissao));
    else if (p.data_repetida) m.push(M.dataRepetida);
    if (p.apos_desligamento) m.push(M.aposDesligamento(p.desligamento!));
    if (p.tipo === TIPO_SALARIO.porIndice) {
      if (p.sem_indice) m.push(M.indiceObrigatorio);
      if (p.sem_quantidade) m.push(M.quantidadeObrigatoria);
      else if (p.quantidade_menor) m.push(M.quantidadeMinima);
    }
    if (p.tipo === TIPO_SALARIO.porValor) {
      if (p.sem_salario) m.push(M.valorObrigatorio);
      else if (p.salario_menor) m.push(M.valorMinimo);
    }
    return { id: p.id, nome: p.nome, mensagens: m };
  });
}

async function escreveColaboradores(tx: Tx, session: StaffSession, tabela: Tabela): Promise<number[]> {
  // the employees' rows first, in id order, as every writer of their history does
  await sql`SELECT c.id FROM ${sql.table(COLABORADOR_TABLE)} c WHERE c.id IN (
      SELECT colaborador_id FROM ${sql.table(TABELAS.colaborador)} WHERE tabela_reajuste_id = ${tabela.id})
    ORDER BY c.id FOR UPDATE`.execute(tx);
  const problemas = await problemasColaboradores(tx, tabela);
  if (problemas.length) recusa(problemas);
  const motivo = tabela.dissidio ? MOTIVO.dissidio : MOTIVO.reajusteColetivo;
  const tipo = sql.ref('r.tipo_salario_proposto');
  const res = await sql<{
    id: number;
  }>`INSERT INTO ${sql.table(HISTORICO_TABLE)} (empresa_id, colaborador_id, data,
      motivo, estabelecimento_id, area_organizacional_id, faixa_salarial_id, tipo_salario, indice_id, quantidade,
      salario, status, observacao, created_by, updated_by)
    SELECT r.empresa_id, r.colaborador_id, ${dataSql(tabela)}, ${motivo}, r.estabelecimento_proposto_id,
      r.area_proposta_id, r.faixa_salarial_proposta_id, ${tipo},
      CASE WHEN ${tipo} = ${TIPO_SALARIO.porIndice} THEN r.indice_proposto_id END,
      CASE WHEN ${tipo} = ${TIPO_SALARIO.porIndice} THEN r.quantidade_indice_proposto END,
      CASE WHEN ${tipo} = ${TIPO_SALARIO.porValor} THEN r.salario_proposto END,
      ${STATUS_CONFIRMADO}, r.observacao, ${session.userId}, ${session.userId}
    FROM ${sql.table(TABELAS.colaborador)} r WHERE r.tabela_reajuste_id = ${tabela.id}
    ORDER BY r.id RETURNING id`.execute(tx);
  return res.rows.map((r) => r.id);
}

// ---------------------------------------------------------------- salary ranges (tipo F)

type ProblemaFaixa = {
  id: number;
  nome: string;
  data_repetida: boolean;
  tipo: number;
  sem_indice: boolean;
  quantidade_invalida: boolean;
  indice_sem_valor: boolean;
  valor_invalido: boolean;
};

async function problemasFaixas(tx: Tx, tabela: Tabela): Promise<Problema[]> {
  const d = dataSql(tabela);
  const res = await sql<ProblemaFaixa>`SELECT * FROM (
      SELECT r.id, c.nome || ' / ' || f.nome AS nome,
        EXISTS (SELECT 1 FROM ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)} fh
          WHERE fh.owner_id = r.faixa_salarial_id AND fh.data = ${d}) AS data_repetida,
        r.tipo_proposto AS tipo, r.indice_proposto_id IS NULL AS sem_indice,
        coalesce(r.quantidade_proposta < 1, true) AS quantidade_invalida,
        r.indice_proposto_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${sql.table(SALARIO_TABLES.indiceHistorico)} ih
          WHERE ih.owner_id = r.indice_proposto_id AND ih.data <= ${d}) AS indice_sem_valor,
        coalesce(r.valor_proposto < 1, true) AS valor_invalido
      FROM ${sql.table(TABELAS.faixa)} r
      JOIN ${sql.table(SALARIO_TABLES.faixaSalarial)} f ON f.id = r.faixa_salarial_id JOIN cargo c ON c.id = f.cargo_id
      WHERE r.tabela_reajuste_id = ${tabela.id}) p
    WHERE data_repetida
      OR (tipo = ${TIPO_SALARIO.porIndice} AND (sem_indice OR quantidade_invalida OR indice_sem_valor))
      OR (tipo = ${TIPO_SALARIO.porValor} AND valor_invalido)
    ORDER BY nome, id LIMIT ${MAX_PROBLEMAS}`.execute(tx);
  return res.rows.map((p) => {
    const m: string[] = [];
    if (p.data_repetida) m.push(MSG_HISTORICO.dataRepetida);
    if (p.tipo === TIPO_SALARIO.porIndice) {
      if (p.sem_indice) m.push(MSG_FAIXA.indiceObrigatorio);
      if (p.quantidade_invalida) m.push(MSG_FAIXA.quantidadeMinima);
      if (p.indice_sem_valor) m.push(MSG_FAIXA.indiceSemValor);
    } else if (p.valor_invalido) m.push(MSG_FAIXA.valorMinimo);
    return { id: p.id, nome: p.nome, mensagens: m };
  });
}

async function escreveFaixas(tx: Tx, session: StaffSession, tabela: Tabela): Promise<number[]> {
  // the ranges as their register's update does (row lock), and the indices they will use FOR SHARE, as the
  // range hook does: an index update that would remove the values these entries need waits for us
  const faixas = await sql<{ id: number }>`SELECT f.id FROM ${sql.table(SALARIO_TABLES.faixaSalarial)} f
    WHERE f.id IN (SELECT faixa_salarial_id FROM ${sql.table(TABELAS.faixa)} WHERE tabela_reajuste_id = ${tabela.id})
    ORDER BY f.id FOR UPDATE`.execute(tx);
  await sql`SELECT i.id FROM ${sql.table(SALARIO_TABLES.indice)} i WHERE i.id IN (SELECT indice_proposto_id
      FROM ${sql.table(TABELAS.faixa)} WHERE tabela_reajuste_id = ${tabela.id})
    ORDER BY i.id FOR SHARE`.execute(tx);
  const problemas = await problemasFaixas(tx, tabela);
  if (problemas.length) recusa(problemas);
  const tipo = sql.ref('r.tipo_proposto');
  const res = await sql<{ id: number }>`INSERT INTO ${sql.table(SALARIO_TABLES.faixaSalarialHistorico)}
      (owner_id, posicao, data, tipo, indice_id, quantidade, valor, created_by, updated_by)
    SELECT r.faixa_salarial_id, 0, ${dataSql(tabela)}, ${tipo},
      CASE WHEN ${tipo} = ${TIPO_SALARIO.porIndice} THEN r.indice_proposto_id END,
      CASE WHEN ${tipo} = ${TIPO_SALARIO.porIndice} THEN r.quantidade_proposta END,
      CASE WHEN ${tipo} = ${TIPO_SALARIO.porValor} THEN r.valor_proposto END,
      ${session.userId}, ${session.userId}
    FROM ${sql.table(TABELAS.faixa)} r WHERE r.tabela_reajuste_id = ${tabela.id}
    ORDER BY r.id RETURNING id`.execute(tx);
  const owners = faixas.rows.map((f) => f.id);
  await renumera(tx, SALARIO_TABLES.faixaSalarialHistorico, owners);
  await tocaDonos(tx, SALARIO_TABLES.faixaSalarial, owners, session.userId);
  return res.rows.map((r) => r.id);
}

/** The range / index record changed (its history did): its audit columns say so. */
async function tocaDonos(tx: Tx, table: string, ids: number[], userId: number) {
  if (ids.length)
    await sql`UPDATE ${sql.table(table)} SET updated_at = now(), updated_by = ${userId}
      WHERE id = ANY(${ids}::int[])`.execute(tx);
}

// ---------------------------------------------------------------- indices (tipo I)

async function problemasIndices(tx: Tx, tabela: Tabela): Promise<Problema[]> {
  const res = await sql<{
    id: number;
    nome: string;
    data_repetida: boolean;
    valor_invalido: boolean;
  }>`SELECT * FROM (
      SELECT r.id, i.nome,
        EXISTS (SELECT 1 FROM ${sql.table(SALARIO_TABLES.indiceHistorico)} ih
          WHERE ih.owner_id = r.indice_id AND ih.data = ${dataSql(tabela)}) AS data_repetida,
        coalesce(r.valor_proposto < 1, true) AS valor_invalido
      FROM ${sql.table(TABELAS.indice)} r JOIN ${sql.table(SALARIO_TABLES.indice)} i ON i.id = r.indice_id
      WHERE r.tabela_reajuste_id = ${tabela.id}) p
    WHERE data_repetida OR valor_invalido
    ORDER BY nome, id LIMIT ${MAX_PROBLEMAS}`.execute(tx);
  return res.rows.map((p) => ({
    id: p.id,
    nome: p.nome,
    mensagens: [
      ...(p.data_repetida ? [MSG_HISTORICO.dataRepetida] : []),
      ...(p.valor_invalido ? [MSG_FAIXA.valorMinimo] : []),
    ],
  }));
}

async function escreveIndices(tx: Tx, session: StaffSession, tabela: Tabela): Promise<number[]> {
  const indices = await sql<{ id: number }>`SELECT i.id FROM ${sql.table(SALARIO_TABLES.indice)} i
    WHERE i.id IN (SELECT indice_id FROM ${sql.table(TABELAS.indice)} WHERE tabela_reajuste_id = ${tabela.id})
    ORDER BY i.id FOR UPDATE`.execute(tx);
  const problemas = await problemasIndices(tx, tabela);
  if (problemas.length) recusa(problemas);
  const res = await sql<{ id: number }>`INSERT INTO ${sql.table(SALARIO_TABLES.indiceHistorico)}
      (owner_id, posicao, data, valor, created_by, updated_by)
    SELECT r.indice_id, 0, ${dataSql(tabela)}, r.valor_proposto, ${session.userId}, ${session.userId}
    FROM ${sql.table(TABELAS.indice)} r WHERE r.tabela_reajuste_id = ${tabela.id}
    ORDER BY r.id RETURNING id`.execute(tx);
  const owners = indices.rows.map((i) => i.id);
  await renumera(tx, SALARIO_TABLES.indiceHistorico, owners);
  await tocaDonos(tx, SALARIO_TABLES.indice, owners, session.userId);
  return res.rows.map((r) => r.id);
}

// ---------------------------------------------------------------- apply / cancel

const ESCRITA: Record<
  TipoReajuste,
  { destino: Destino; proposta: string; escreve: typeof escreveColaboradores }
> = {
  [TIPO_REAJUSTE.colaborador]: {
    destino: DESTINO.historicoColaborador,
    proposta: TABELAS.colaborador,
    escreve: escreveColaboradores,
  },
  [TIPO_REAJUSTE.faixa]: { destino: DESTINO.faixaHistorico, proposta: TABELAS.faixa, escreve: escreveFaixas },
  [TIPO_REAJUSTE.indice]: {
    destino: DESTINO.indiceHistorico,
    proposta: TABELAS.indice,
    escreve: escreveIndices,
  },
};

/** Applies the company's table `id` of type `tipo` (404: absent or of another company). */
/** Applies a table, in the caller's transaction (the declared action's). */
export async function aplicar(tx: Transaction<any>, session: StaffSession, id: number, tipo: TipoReajuste) {
  {
    const tabela = await lerTabela(tx, session.empresaId, id, 'update');
    if (!tabela) throw notFound();
    if (tabela.tipoReajuste !== tipo) throw conflict(MSG_REAJUSTE.tipoDiferente(tipo));
    if (tabela.aprovada) throw conflict(MSG_REAJUSTE.jaAplicado);
    await lockCompany(tx, session.empresaId);
    const { destino, proposta, escreve } = ESCRITA[tipo];
    const n = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(proposta)}
      WHERE tabela_reajuste_id = ${id}`.execute(tx);
    if (n.rows[0]!.n === 0) throw conflict(MSG_REAJUSTE.semPropostas);
    // "current" is what there is right before this application, whatever changed since the proposals
    await recapturaAtual(tx, session.empresaId, tabela, session.userId);
    const ids = await escreve(tx, session, tabela);
    await sql`INSERT INTO ${sql.table(TABELAS.aplicacao)} (tabela_reajuste_id, destino, registro_id)
      SELECT ${id}, ${destino}, unnest(${ids}::int[])`.execute(tx);
    await sql`UPDATE ${sql.table(TABELAS.tabela)} SET aprovada = true, data_aplicacao = clock_timestamp(),
      updated_at = now(), updated_by = ${session.userId} WHERE id = ${id}`.execute(tx);
  }
}

const DONO: Record<Exclude<Destino, typeof DESTINO.historicoColaborador>, string> = {
  [DESTINO.faixaHistorico]: SALARIO_TABLES.faixaSalarial,
  [DESTINO.indiceHistorico]: SALARIO_TABLES.indice,
};

/** Removes the range / index history items the table wrote, keeping each owner's first item. */
async function removeItens(tx: Tx, session: StaffSession, destino: keyof typeof DONO, ids: number[]) {
  const dono = DONO[destino];
  const owners = await sql<{ id: number }>`SELECT o.id FROM ${sql.table(dono)} o
    WHERE o.id IN (SELECT owner_id FROM ${sql.table(destino)} WHERE id = ANY(${ids}::int[]))
    ORDER BY o.id FOR UPDATE`.execute(tx);
  // a history must keep an item (the registers require one): ours may have become the first if the
  // earlier ones were deleted by hand since
  const primeiro = await sql<{ nome: string }>`SELECT o.nome FROM ${sql.table(destino)} h
    JOIN ${sql.table(dono)} o ON o.id = h.owner_id
    WHERE h.id = ANY(${ids}::int[]) AND NOT EXISTS (SELECT 1 FROM ${sql.table(destino)} e
      WHERE e.owner_id = h.owner_id AND e.id <> ALL(${ids}::int[]) AND e.data < h.data)
    ORDER BY o.nome LIMIT ${MAX_PROBLEMAS}`.execute(tx);
  if (primeiro.rows.length)
    throw validationError(
      primeiro.rows.map((r) => ({
        field: 'propostas',
        message: `${r.nome}: ${MSG_REAJUSTE.primeiroHistorico}`,
      })),
      MSG_REAJUSTE.naoCancelavel,
    );
  await sql`DELETE FROM ${sql.table(destino)} WHERE id = ANY(${ids}::int[])`.execute(tx);
  const donos = owners.rows.map((o) => o.id);
  await renumera(tx, destino, donos);
  await tocaDonos(tx, dono, donos, session.userId);
}

/** Cancels the company's applied table `id`: its history rows go, the previous salaries are back. */
/** Cancels the last applied table, in the caller's transaction (the declared action's). */
export async function cancelar(tx: Transaction<any>, session: StaffSession, id: number) {
  {
    const tabela = await lerTabela(tx, session.empresaId, id, 'update');
    if (!tabela) throw notFound();
    if (!tabela.aprovada) throw conflict(MSG_REAJUSTE.naoAplicado);
    await lockCompany(tx, session.empresaId);
    const posterior = await sql<{
      existe: boolean;
    }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(TABELAS.tabela)} o
      JOIN ${sql.table(TABELAS.tabela)} t ON t.id = ${id}
      WHERE o.empresa_id = ${session.empresaId} AND o.aprovada AND o.id <> t.id
        AND (o.data_aplicacao, o.id) > (t.data_aplicacao, t.id)) AS existe`.execute(tx);
    if (posterior.rows[0]?.existe) throw conflict(MSG_REAJUSTE.naoEhUltimo);
    const { destino } = ESCRITA[tabela.tipoReajuste];
    const links = await sql<{ id: number }>`SELECT registro_id AS id FROM ${sql.table(TABELAS.aplicacao)}
      WHERE tabela_reajuste_id = ${id} AND destino = ${destino}`.execute(tx);
    const ids = links.rows.map((l) => l.id);
    if (destino === DESTINO.historicoColaborador) {
      await sql`SELECT c.id FROM ${sql.table(COLABORADOR_TABLE)} c WHERE c.id IN (
          SELECT colaborador_id FROM ${sql.table(HISTORICO_TABLE)} WHERE id = ANY(${ids}::int[]))
        ORDER BY c.id FOR UPDATE`.execute(tx);
      await sql`DELETE FROM ${sql.table(HISTORICO_TABLE)} WHERE id = ANY(${ids}::int[])`.execute(tx);
    } else if (ids.length) {
      await removeItens(tx, session, destino, ids);
    }
    await sql`DELETE FROM ${sql.table(TABELAS.aplicacao)} WHERE tabela_reajuste_id = ${id}`.execute(tx);
    await sql`UPDATE ${sql.table(TABELAS.tabela)} SET aprovada = false, data_aplicacao = NULL,
      updated_at = now(), updated_by = ${session.userId} WHERE id = ${id}`.execute(tx);
  }
}
