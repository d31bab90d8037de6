import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { isInstallationAdmin } from '../../auth/session.ts';
import { ADMIN_USER_ID } from '../../auth/session-store.ts';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { defineHooks } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import {
  administeredCompanies,
  holdsAll,
  idsOf as ids,
  MSG_ADMINISTRACAO,
  profilePermissions,
  requireUserManageable,
} from './administracao.ts';

const newPassword = (data: RecordData): string | undefined =>
  typeof data.senha === 'string' && data.senha !== '' ? data.senha : undefined;

/** What a company administrator may grant: its own companies, and profiles of authorities it holds. */
async function requireGrantable(ctx: HookContext, data: RecordData, previous: RecordData | null) {
  const companies = administeredCompanies(ctx.session);
  if (companies === null) return;
  if (!ids(data.empresas).every((e) => companies.includes(e)))
    throw fieldError('empresas', MSG_ADMINISTRACAO.empresasFora);
  const before = new Set(ids(previous?.perfis));
  const after = new Set(ids(data.perfis));
  const changed = [...after].filter((p) => !before.has(p)).concat([...before].filter((p) => !after.has(p)));
  const perfis = await profilePermissions(ctx.db, changed);
  const beyond = [...perfis.values()].filter((p) => !holdsAll(ctx.session, p.permissoes));
  if (beyond.length)
    throw fieldError('perfis', MSG_ADMINISTRACAO.perfisFora(beyond.map((p) => p.nome).join(', ')));
}

const MSG_VINCULO = {
  talentoDeOutro: (usuario: string) => `Este talento já está vinculado ao usuário ${usuario}.`,
};

/** The user's employee in the session's company, as the form shows it (x-virtual `colaborador`). */
async function readEmployeeLinks(ctx: HookContext, records: RecordData[]) {
  const { rows } = await sql<{ usuario_id: number; id: number; nome: string }>`SELECT usuario_id, id, nome
    FROM colaborador WHERE empresa_id = ${ctx.session.empresaId}
      AND usuario_id = ANY(${records.map((r) => r.id as number)}::int[])`.execute(ctx.db);
  const byUser = new Map(rows.map((r) => [r.usuario_id, { id: r.id, nome: r.nome }]));
  for (const r of records) {
    const link = byUser.get(r.id as number);
    if (link) r.colaborador = link;
  }
}

/**
 * The employee link set on the user's form: the same column as the employee's 'Usuário do sistema', in the
 * session's company only (a PUT without it unlinks, as any PUT replaces the record). An employee already
 * linked to someone else is refused rather than silently taken away from that user.
 */
async function writeEmployeeLink(ctx: HookContext, userId: number) {
  const wanted = (ctx.input?.colaborador as { id?: number } | undefined)?.id;
  if (wanted !== undefined) {
    const { rows } = await sql<{ usuario_id: number | null; usuario: string | null }>`SELECT c.usuario_id,
        (SELECT u.nome FROM usuario u WHERE u.id = c.usuario_id) AS usuario
      FROM colaborador c WHERE c.id = ${wanted} AND c.empresa_id = ${ctx.session.empresaId} FOR UPDATE`.execute(
      ctx.db,
    );
    if (!rows[0]) throw fieldError('colaborador', MSG.refNotFound('Talento vinculado (nesta empresa)'));
    if (rows[0].usuario_id !== null && rows[0].usuario_id !== userId)
      throw fieldError('colaborador', MSG_VINCULO.talentoDeOutro(rows[0].usuario ?? ''));
  }
  await sql`UPDATE colaborador SET usuario_id = NULL, updated_at = now(), updated_by = ${ctx.session.userId}
    WHERE empresa_id = ${ctx.session.empresaId} AND usuario_id = ${userId}
      AND id IS DISTINCT FROM ${wanted ?? null}`.execute(ctx.db);
  if (wanted !== undefined)
    await sql`UPDATE colaborador SET usuario_id = ${userId}, updated_at = now(), updated_by = ${ctx.session.userId}
      WHERE id = ${wanted} AND usuario_id IS DISTINCT FROM ${userId}`.execute(ctx.db);
}

// `senha` is writeOnly: only its argon2id hash is stored, and the engine never answers it.
export default defineHooks('utilitario/usuarios', {
  // a company administrator sees the users of the companies it administers, and no one else's CPF or e-mail
  visibleRows(session) {
    const companies = administeredCompanies(session);
    return companies === null
      ? undefined
      : sql`EXISTS (SELECT 1 FROM usuario_empresas ue WHERE ue.owner_id = t.id AND ue.ref_id = ANY(${companies}::int[]))`;
  },

  auditCompanies: (_ctx, before, after) => [...ids(before?.empresas), ...ids(after?.empresas)],

  afterRead: readEmployeeLinks,

  async afterCreate(ctx, record) {
    await writeEmployeeLink(ctx, record.id as number);
    await readEmployeeLinks(ctx, [record]);
  },

  async afterUpdate(ctx, record) {
    await writeEmployeeLink(ctx, record.id as number);
    delete record.colaborador;
    await readEmployeeLinks(ctx, [record]);
  },

  async beforeCreate(ctx, data) {
    await requireGrantable(ctx, data, null);
    const senha = newPassword(data);
    if (!senha) throw fieldError('senha', MSG.passwordRequired);
    data.senha = await hashPassword(senha);
  },

  async beforeUpdate(ctx, data, previous) {
    // the installation administrator is the way back in when every other account is locked out
    if (previous.id === ADMIN_USER_ID && data.ativo === false)
      throw fieldError('ativo', MSG.adminCannotBeDeactivated);
    await requireUserManageable(ctx, previous);
    await requireGrantable(ctx, data, previous);
    const senha = newPassword(data);
    if (!senha) {
      delete data.senha; // absent: the engine keeps the stored hash
      return;
    }
    // below the installation level nobody sets another person's password: a reset link lets the user do it
    if (!isInstallationAdmin(ctx.session))
      throw fieldError(
        'senha',
        previous.id === ctx.session.userId ? MSG_ADMINISTRACAO.senhaPropria : MSG_ADMINISTRACAO.senhaDeOutro,
      );
    data.senha = await hashPassword(senha);
    // a password reset by an administrator also logs the user out everywhere (except the editor's own session)
    await sql`DELETE FROM sessao WHERE usuario_id = ${previous.id} AND id <> ${ctx.session.id}`.execute(
      ctx.db,
    );
  },

  async beforeDelete(ctx, previous) {
    if (previous.id === ADMIN_USER_ID) throw conflict(MSG.adminCannotBeDeleted);
    await requireUserManageable(ctx, previous);
  },
});
