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
