// One field configuration per company (captacao/configuracao-campos-candidato): a second one is refused,
// the existing one is edited.
import { sql } from 'kysely';
import { defineHooks } from '../../crud/hooks.ts';
import { conflict } from '../../http/errors.ts';
import { CONFIG_CAMPOS } from './configuracao.ts';

export const MSG_CONFIG_CAMPOS = {
  jaExiste: 'A empresa já tem a configuração dos campos do portal: altere a existente.',
} as const;

export default defineHooks(CONFIG_CAMPOS, {
  async beforeCreate(ctx) {
    // the company's row lock: two simultaneous creations cannot both pass the check
    await sql`SELECT 1 FROM empresa WHERE id = ${ctx.session.empresaId} FOR UPDATE`.execute(ctx.db);
    const { rows } = await sql`SELECT 1 FROM ${sql.table(ctx.resource.table)}
      WHERE empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
    if (rows.length > 0) throw conflict(MSG_CONFIG_CAMPOS.jaExiste);
  },
});
