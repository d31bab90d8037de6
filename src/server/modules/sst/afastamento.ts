// Employee leave (sst/afastamentos): what the hooks, the actions and the CAT share — one period per employee at a
// time (overlap check under a per-employee lock), the leave type's class and payroll integration, the earlier
// leaves a relapse may be linked to, and opening a leave from a CAT.
import { sql } from 'kysely';
import { appendAudit } from '../../audit/audit.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../http/errors.ts';

/** A relapse links to a leave that ended at most this many days before it starts (Decreto 3.048/1999, art. 75). */
export const DIAS_RECAIDA = 60;

export const MSG_AFASTAMENTO = {
  classeDiferente: (motivo: string, classe: string) => `A classe do motivo "${motivo}" é "${classe}".`,
  origemInvalida: `O afastamento de origem deve ser um afastamento anterior do mesmo talento, por acidente / doença, terminado há até ${DIAS_RECAIDA} dias do início.`,
  codigoAC: 'Código no Fortes Pessoal é obrigatório quando a empresa é integrada ao Fortes Pessoal.',
  motivoCat: 'O motivo do afastamento aberto pela CAT deve ser da classe acidente / doença.',
  antesDaAdmissao: (admissao: string) =>
    `A data de início do afastamento não pode ser anterior à data de admissão do talento (${dma(admissao)}).`,
} as const;

/** yyyy-MM-dd → dd/MM/yyyy */
export const dma = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const mensagemSobreposicao = (c: {
  nome: string;
  inicio: string;
  fim: string | null;
  motivo: string;
}) =>
  `${c.nome} já tem um afastamento (${c.motivo}) de ${dma(c.inicio)} ${
    c.fim ? `a ${dma(c.fim)}` : 'sem data de fim'
  } que coincide com este período.`;

/** The leave's title in pickers and lists: 'Ana Souza — Doença — 01/03/2025' (searchable by any part). */
export async function resumoAfastamento(db: Db, colaboradorId: number, motivo: string, inicio: string) {
  const { rows } = await sql<{
    nome: string;
  }>`SELECT nome FROM colaborador WHERE id = ${colaboradorId}`.execute(db);
  return `${rows[0]?.nome ?? ''} — ${motivo} — ${dma(inicio)}`;
}

/** Refuses (field `inicio`) a leave starting before the employee's admission: there was no contract to suspend. */
export async function recusarAntesDaAdmissao(db: Db, colaboradorId: number, inicio: string) {
  const { rows } = await sql<{ admissao: string | null }>`
    SELECT to_char(data_admissao, 'YYYY-MM-DD') AS admissao FROM colaborador WHERE id = ${colaboradorId}`.execute(
    db,
  );
  const admissao = rows[0]?.admissao;
  if (admissao && inicio < admissao) throw fieldError('inicio', MSG_AFASTAMENTO.antesDaAdmissao(admissao));
}

/** Serialises leave writes of one employee, so two overlapping periods cannot both pass the check. */
export const travarColaborador = (db: Db, colaboradorId: number) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${`gente:afastamento:${colaboradorId}`}))`.execute(db);

/** The first leave of the employee whose period [inicio, fim] (open end = forever) meets the given one. */
export async function periodoConflitante(
  db: Db,
  empresaId: number,
  p: { colaboradorId: number; inicio: string; fim?: string | null; excetoId?: number | null },
) {
  const { rows } = await sql<{
    id: number;
    nome: string;
    inicio: string;
    fim: string | null;
    motivo: string;
  }>`
    SELECT a.id, c.nome, to_char(a.inicio, 'YYYY-MM-DD') AS inicio, to_char(a.fim, 'YYYY-MM-DD') AS fim,
           t.descricao AS motivo
      FROM afastamento a JOIN colaborador c ON c.id = a.colaborador_id
      JOIN tipo_afastamento t ON t.id = a.afastamento_id
     WHERE a.empresa_id = ${empresaId} AND a.colaborador_id = ${p.colaboradorId}
       AND a.id IS DISTINCT FROM ${p.excetoId ?? null}::int
       AND a.inicio <= coalesce(${p.fim ?? null}::date, 'infinity'::date)
       AND coalesce(a.fim, 'infinity'::date) >= ${p.inicio}::date
     ORDER BY a.inicio LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/** Refuses (field `inicio`) a period that overlaps another leave of the same employee. */
export async function recusarSobreposicao(
  db: Db,
  empresaId: number,
  p: { colaboradorId: number; inicio: string; fim?: string | null; excetoId?: number | null },
) {
  const c = await periodoConflitante(db, empresaId, p);
  if (c) throw fieldError('inicio', mensagemSobreposicao(c));
}

export type TipoAfastamento = {
  id: number;
  descricao: string;
  classe: string;
  inss: boolean;
  codigoAC: string | null;
  /** the company is integrated with the payroll and the class is supported by the integration */
  integrado: boolean;
};

export async function tipoAfastamento(
  db: Db,
  empresaId: number,
  id: number,
): Promise<TipoAfastamento | null> {
  const { rows } = await sql<TipoAfastamento>`
    SELECT t.id, t.descricao, t.classe, coalesce(t.inss, false) AS inss, t.codigo_ac AS "codigoAC",
           (coalesce(e.ac_integra, false) AND t.classe IS DISTINCT FROM 'NAO_SUPORTADO') AS integrado
      FROM tipo_afastamento t JOIN empresa e ON e.id = t.empresa_id
     WHERE t.id = ${id} AND t.empresa_id = ${empresaId}`.execute(db);
  return rows[0] ?? null;
}

/** Whether the session's company is integrated with the payroll system (empresa.acIntegra). */
export async function empresaIntegrada(db: Db, empresaId: number): Promise<boolean> {
  const { rows } = await sql<{
    i: boolean | null;
  }>`SELECT ac_integra AS i FROM empresa WHERE id = ${empresaId}`.execute(db);
  return rows[0]?.i === true;
}

/**
 * The leaves a relapse of `colaboradorId` starting on `inicio` may link to: the employee's own accident/illness
 * (or relapse) leaves that ended before `inicio`, at most DIAS_RECAIDA days before it; newest first.
 */
export async function afastamentosVinculaveis(
  db: Db,
  empresaId: number,
  p: { colaboradorId: number; inicio: string; excetoId?: number | null },
) {
  const { rows } = await sql<{ id: number; inicio: string; fim: string; motivo: string; classe: string }>`
    SELECT a.id, to_char(a.inicio, 'YYYY-MM-DD') AS inicio, to_char(a.fim, 'YYYY-MM-DD') AS fim,
           t.descricao AS motivo, a.classe
      FROM afastamento a JOIN tipo_afastamento t ON t.id = a.afastamento_id
     WHERE a.empresa_id = ${empresaId} AND a.colaborador_id = ${p.colaboradorId}
       AND a.id IS DISTINCT FROM ${p.excetoId ?? null}::int
       AND a.classe IN ('ACIDENTE_DOENCA', 'RECAIDA')
       AND a.fim < ${p.inicio}::date AND a.fim >= ${p.inicio}::date - ${DIAS_RECAIDA}::int
     ORDER BY a.fim DESC, a.id DESC`.execute(db);
  return rows;
}

/**
 * Opens the employee leave of a CAT with time off (same transaction as the CAT): accident class, work accident,
 * from the day after the last day worked. Refused like a leave typed by hand when it overlaps another.
 */
export async function abrirAfastamentoDaCat(
  db: Db,
  session: StaffSession,
  cat: { id: number; colaboradorId: number; tipoAfastamentoId: number; ultimoDiaTrabalhado: string },
): Promise<number> {
  const tipo = await tipoAfastamento(db, session.empresaId, cat.tipoAfastamentoId);
  if (tipo?.classe !== 'ACIDENTE_DOENCA') throw fieldError('tipoAfastamento', MSG_AFASTAMENTO.motivoCat);
  const inicio = proximoDia(cat.ultimoDiaTrabalhado);
  await travarColaborador(db, cat.colaboradorId);
  const c = await periodoConflitante(db, session.empresaId, { colaboradorId: cat.colaboradorId, inicio });
  if (c) throw fieldError('houveAfastamento', mensagemSobreposicao(c));
  const { rows } = await sql<{ id: number }>`
    INSERT INTO afastamento (empresa_id, colaborador_id, afastamento_id, classe, inicio, acidente_trabalho, cat_id,
                             resumo, status_ac, created_by, updated_by)
    VALUES (${session.empresaId}, ${cat.colaboradorId}, ${tipo.id}, 'ACIDENTE_DOENCA', ${inicio}::date, true, ${cat.id},
            ${await resumoAfastamento(db, cat.colaboradorId, tipo.descricao, inicio)},
            ${tipo.integrado ? 'AGUARDANDO' : null}, ${session.userId}, ${session.userId})
    RETURNING id`.execute(db);
  const id = rows[0]!.id;
  await appendAudit(db, {
    session,
    resource: 'sst/afastamentos',
    recordId: id,
    operation: 'create',
    changes: [
      { campo: 'colaborador', para: cat.colaboradorId },
      { campo: 'afastamento', para: tipo.id },
      { campo: 'inicio', para: inicio },
      { campo: 'cat', para: cat.id },
    ],
  });
  return id;
}

/** yyyy-MM-dd of the next day (calendar arithmetic in UTC: no time zone can shift a date). */
export function proximoDia(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Calendar days of a leave, both ends counted; an open leave counts up to `hoje` (0 when it starts later). */
export function diasAfastamento(inicio: string, fim: string | null | undefined, hoje: string): number {
  const ate = fim ?? hoje;
  const dias = (Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.max(0, Math.round(dias));
}
