// The areas a user may see people of: all of them with the area register's read authority; otherwise those
// where the employee linked to the user (colaborador.usuario) is responsável or co-responsável, with their
// sub-areas — what a manager sees (GET …/permite-ver-areas-ou-responsavel-corresponsavel, the experience
// follow-ups).
import { sql } from 'kysely';
import type { Registry } from '../../../shared/schema/registry.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { Db } from '../../db/database.ts';

const AREAS = 'cargo-salario/areas-organizacionais';
const COLABORADORES = 'cargo-salario/colaboradores';

export type AreasDoUsuario = { todas: boolean; areasIds: number[] };

export async function areasDoUsuario(
  db: Db,
  registry: Registry,
  session: StaffSession,
): Promise<AreasDoUsuario> {
  const resource = registry.get(AREAS);
  const read = resource.meta.authority?.read;
  const todas = session.isAdmin || !read || session.authorities.has(read);
  const colaboradores = registry.get(COLABORADORES);
  const usuario = colaboradores.fields.find((f) => f.name === 'usuario');
  if (usuario?.kind !== 'ref') throw new Error('colaboradores.usuario ausente');
  const joins = resource.fields.flatMap((f) =>
    f.kind === 'refMany' && (f.name === 'responsaveis' || f.name === 'coResponsaveis') ? [f.joinTable] : [],
  );
  const { rows } = await sql<{ id: number }>`WITH RECURSIVE minhas(id) AS (
      SELECT j.owner_id FROM (${sql.join(
        joins.map((t) => sql`SELECT owner_id, ref_id FROM ${sql.table(t)}`),
        sql` UNION `,
      )}) j
        JOIN ${sql.table(colaboradores.table)} c ON c.id = j.ref_id
       WHERE ${sql.ref(`c.${usuario.column}`)} = ${session.userId} AND c.empresa_id = ${session.empresaId}
      UNION
      SELECT a.id FROM ${sql.table(resource.table)} a JOIN minhas m ON a.area_mae_id = m.id
    )
    SELECT id FROM minhas ORDER BY id`.execute(db);
  return { todas, areasIds: rows.map((r) => r.id) };
}
