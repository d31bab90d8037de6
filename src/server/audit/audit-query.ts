// Reading the audit trail: the company's entries filtered (the /utilitario/log screen) and one record's
// history ("Histórico de alterações" of every edit screen), newest first, as Spring-style pages.
// The trail is no way around a register's read authority: an entry of a register the viewer cannot read (a
// medical record or a sick note without ROLE_SST_SAUDE, salaries without ROLE_CARGO_SALARIO…) keeps only that
// something was done there, when, by whom and from where — no record id, no changes (docs/decisions.md).
import { sql } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import { hasAuthority, type StaffSession } from '../auth/session.ts';
import { DEFAULT_PAGE_SIZE } from '../crud/repository.ts';
import type { Database } from '../db/database.ts';

export type AuditFilter = {
  dataIni?: string;
  dataFim?: string;
  usuario?: number;
  cadastro?: string;
  registroId?: number;
  operacao?: string;
  page?: number;
  size?: number;
};

type Row = {
  id: string;
  em: Date;
  usuario_id: number | null;
  usuario_nome: string | null;
  ip: string | null;
  cadastro: string | null;
  registro_id: number | null;
  operacao: string;
  alteracoes: unknown[];
  total: number;
};

/** Labels of the operations the engine writes; an action's entry shows its own name. */
export const OPERATION_LABELS: Record<string, string> = {
  create: 'Inclusão',
  update: 'Alteração',
  delete: 'Exclusão',
};

/**
 * The company's audit entries, filtered and paged. With `viewer`, the entries of registers the viewer cannot
 * read are masked (the per-record history needs no viewer: its route already requires the register's read).
 */
export async function readAudit(
  db: Database,
  registry: Registry,
  empresaId: number,
  f: AuditFilter,
  viewer?: StaffSession,
) {
  const size = f.size ?? DEFAULT_PAGE_SIZE;
  const page = f.page ?? 0;
  const where = [sql`empresa_id = ${empresaId}`];
  // dates are days where the company works: the whole last day is included
  if (f.dataIni) where.push(sql`em >= (${f.dataIni}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (f.dataFim) where.push(sql`em < (${f.dataFim}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (f.usuario !== undefined) where.push(sql`usuario_id = ${f.usuario}`);
  if (f.cadastro !== undefined) where.push(sql`cadastro = ${f.cadastro}`);
  if (f.registroId !== undefined) where.push(sql`registro_id = ${f.registroId}`);
  if (f.operacao !== undefined) where.push(sql`operacao = ${f.operacao}`);
  const { rows } = await sql<Row>`
    SELECT id, em, usuario_id, usuario_nome, ip, cadastro, registro_id, operacao, alteracoes,
      count(*) OVER ()::int AS total
    FROM auditoria WHERE ${sql.join(where, sql` AND `)}
    ORDER BY em DESC, id DESC LIMIT ${size} OFFSET ${page * size}`.execute(db);
  const total =
    rows[0]?.total ??
    (page === 0
      ? 0
      : (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM auditoria WHERE ${sql.join(where, sql` AND `)}`.execute(db)
        ).rows[0].n);
  const restricted = (cadastro: string | null) =>
    viewer !== undefined &&
    cadastro !== null &&
    !hasAuthority(viewer, registry.find(cadastro)?.meta.authority?.read);
  return {
    content: rows.map((r) => {
      const hidden = restricted(r.cadastro);
      return {
        id: Number(r.id),
        em: r.em.toISOString(),
        usuario: r.usuario_id === null ? null : { id: r.usuario_id, nome: r.usuario_nome },
        ip: r.ip,
        cadastro: r.cadastro,
        cadastroLabel: r.cadastro ? (registry.find(r.cadastro)?.title ?? r.cadastro) : null,
        registroId: hidden ? null : r.registro_id,
        operacao: r.operacao,
        operacaoLabel: OPERATION_LABELS[r.operacao] ?? r.operacao,
        alteracoes: hidden ? [] : r.alteracoes,
        ...(hidden ? { restrito: true } : {}),
      };
    }),
    size,
    number: page,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    pageable: { paged: true, offset: page * size, pageNumber: page, pageSize: size },
  };
}
