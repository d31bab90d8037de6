// What a dismissal does besides its own record (desligamentos.hooks.ts): the default offboarding checklist, the
// linked user's access and the employee's open evaluation work. Shared with the actions and tests.
import { sql } from 'kysely';
import type { StaffSession } from '../../auth/session.ts';
import type { Db } from '../../db/database.ts';

export type ItemChecklist = {
  descricao: string;
  tipo: 'EPI' | 'ACESSO' | 'ASO' | 'DOCUMENTOS' | 'OUTRO';
  concluido?: boolean;
  concluidoEm?: string;
  observacao?: string;
};

/** The checklist a company without its own template gets (created as its template on the first dismissal). */
export const CHECKLIST_PADRAO: readonly ItemChecklist[] = [
  { descricao: 'Devolver EPI, uniforme, crachá e equipamentos', tipo: 'EPI' },
  { descricao: 'Remover o acesso ao sistema', tipo: 'ACESSO' },
  { descricao: 'Realizar o ASO demissional', tipo: 'ASO' },
  { descricao: 'Colher as assinaturas dos documentos da rescisão', tipo: 'DOCUMENTOS' },
];

/** The company's active template items in order; the default ones are stored first when it has none at all. */
export async function modeloChecklist(db: Db, session: StaffSession): Promise<ItemChecklist[]> {
  const ler = () =>
    sql<ItemChecklist>`SELECT descricao, tipo FROM item_checklist_desligamento
      WHERE empresa_id = ${session.empresaId} AND ativo ORDER BY ordem, id`.execute(db);
  const { rows: total } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM item_checklist_desligamento
    WHERE empresa_id = ${session.empresaId}`.execute(db);
  if (total[0]!.n === 0)
    for (const [i, it] of CHECKLIST_PADRAO.entries())
      await sql`INSERT INTO item_checklist_desligamento (empresa_id, descricao, tipo, ordem, ativo, created_by, updated_by)
        VALUES (${session.empresaId}, ${it.descricao}, ${it.tipo}, ${i + 1}, true, ${session.userId}, ${session.userId})`.execute(
        db,
      );
  return (await ler()).rows;
}

/**
 * Takes the company away from the employee's user: a user of this company only is deactivated (its sessions end
 * at their next request); a user of several companies keeps the others. Answers whether a user was affected.
 */
export async function retirarAcesso(db: Db, empresaId: number, usuarioId: number | null): Promise<boolean> {
  if (!usuarioId || usuarioId === 1) return false;
  const { rows } = await sql<{ outras: number }>`SELECT count(*)::int AS outras FROM usuario_empresas
    WHERE owner_id = ${usuarioId} AND ref_id <> ${empresaId}`.execute(db);
  if (rows[0]!.outras === 0)
    await sql`UPDATE usuario SET ativo = false, updated_at = now() WHERE id = ${usuarioId}`.execute(db);
  else
    await sql`DELETE FROM usuario_empresas WHERE owner_id = ${usuarioId} AND ref_id = ${empresaId}`.execute(
      db,
    );
  return true;
}

/** Unanswered participations of the employee (evaluated or evaluator) in evaluations still open on `data`. */
export async function participacoesAbertas(db: Db, empresaId: number, colaboradorId: number, data: string) {
  const { rows } = await sql<{ id: number }>`
    SELECT p.id FROM avaliacao_participante p JOIN avaliacao_desempenho a ON a.id = p.avaliacao_desempenho_id
     WHERE a.empresa_id = ${empresaId} AND (p.avaliado_id = ${colaboradorId} OR p.avaliador_id = ${colaboradorId})
       AND p.respondida IS NOT TRUE AND p.respondida_parcialmente IS NOT TRUE
       AND (a.data_fim IS NULL OR a.data_fim >= ${data}::date)
     ORDER BY p.id`.execute(db);
  return rows.map((r) => r.id);
}
