// Occurrence rules shared by the occurrence hooks and actions: the overlap of the same type on the same
// employee, and the areas a manager may register occurrences for.
import { sql } from 'kysely';
import type { Registry } from '../../../shared/schema/registry.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { Db } from '../../db/database.ts';
import { areasDoUsuario, historicosVigentes } from '../cargo-salario/api.ts';

export type PeriodoOcorrencia = {
  colaboradorId: number;
  tipoId: number;
  dataIni: string;
  dataFim?: string | null;
  excetoId?: number | null;
};

/** Serialises occurrence writes of one employee, so two overlapping periods cannot both pass the check. */
export const travarColaborador = (db: Db, colaboradorId: number) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${`gente:ocorrencia:${colaboradorId}`}))`.execute(db);

/** The first occurrence of the same type and employee whose period (a missing end = one day) meets this one. */
export async function ocorrenciaSobreposta(db: Db, empresaId: number, p: PeriodoOcorrencia) {
  const fim = p.dataFim ?? p.dataIni;
  const { rows } = await sql<{ tipo: string; ini: string; fim: string | null }>`
    SELECT t.descricao AS tipo, to_char(o.data_ini, 'YYYY-MM-DD') AS ini, to_char(o.data_fim, 'YYYY-MM-DD') AS fim
      FROM colaborador_ocorrencia o JOIN tipo_ocorrencia t ON t.id = o.tipo_ocorrencia_id
     WHERE o.empresa_id = ${empresaId} AND o.colaborador_id = ${p.colaboradorId}
       AND o.tipo_ocorrencia_id = ${p.tipoId} AND o.id IS DISTINCT FROM ${p.excetoId ?? null}::int
       AND o.data_ini <= ${fim}::date AND coalesce(o.data_fim, o.data_ini) >= ${p.dataIni}::date
     ORDER BY o.data_ini LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/**
 * Whether the session may register occurrences of the employee: every employee with the area register's read
 * authority (HR), else only those whose area at `data` is one the user is responsible for, or a sub-area of it.
 */
export async function podeRegistrarPara(
  db: Db,
  registry: Registry,
  session: StaffSession,
  colaboradorId: number,
  data: string,
): Promise<boolean> {
  const { todas, areasIds } = await areasDoUsuario(db, registry, session);
  if (todas) return true;
  if (areasIds.length === 0) return false;
  const { rows } = await sql<{ ok: boolean }>`
    SELECT EXISTS (SELECT 1 FROM ${historicosVigentes(session.empresaId, data)} h
      WHERE h.colaborador_id = ${colaboradorId} AND h.area_organizacional_id = ANY(${areasIds}::int[])) AS ok`.execute(
    db,
  );
  return rows[0]!.ok;
}
