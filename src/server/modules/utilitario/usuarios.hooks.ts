import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { ADMIN_USER_ID } from '../../auth/session-store.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { defineHooks } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';

const newPassword = (data: RecordData): string | undefined =>
  typeof data.senha === 'string' && data.senha !== '' ? data.senha : undefined;

// `senha` is writeOnly: only its argon2id hash is stored, and the engine never answers it.
export default defineHooks('utilitario/usuarios', {
  async beforeCreate(_ctx, data) {
    const senha = newPassword(data);
    if (!senha) throw fieldError('senha', MSG.passwordRequired);
    data.senha = await hashPassword(senha);
  },

  async beforeUpdate(ctx, data, previous) {
    // the installation administrator is the way back in when every other account is locked out
    if (previous.id === ADMIN_USER_ID && data.ativo === false)
      throw fieldError('ativo', MSG.adminCannotBeDeactivated);
    const senha = newPassword(data);
    if (!senha) {
      delete data.senha; // absent: the engine keeps the stored hash
      return;
    }
    data.senha = await hashPassword(senha);
    // a password reset by an administrator also logs the user out everywhere (except the editor's own session)
    await sql`DELETE FROM sessao WHERE usuario_id = ${previous.id} AND id <> ${ctx.session.id}`.execute(
      ctx.db,
    );
  },

  beforeDelete(_ctx, previous) {
    if (previous.id === ADMIN_USER_ID) throw conflict(MSG.adminCannotBeDeleted);
  },
});
