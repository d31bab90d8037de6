// POST /api/utilitario/usuarios/:id/enviar-redefinicao-senha: an administrator who may not set another user's
// password (docs/decisions.md, "Administração") sends the user the same one-use link as 'Esqueci minha senha',
// so only the user ever knows the new password.
import { defineActions } from '../../actions/action.ts';
import { badRequest } from '../../http/errors.ts';
import { idsOf, MSG_ADMINISTRACAO, requireUserManageable } from './administracao.ts';
import { RECOVERY_JOB } from './recuperar-senha.ts';

const USUARIOS = 'utilitario/usuarios';

export default defineActions([
  {
    name: 'enviar-redefinicao-senha',
    method: 'POST',
    path: `${USUARIOS}/:id/enviar-redefinicao-senha`,
    summary: 'Envia ao usuário um link de uso único para ele definir uma nova senha',
    authority: 'ROLE_UTILITARIO',
    ids: { id: USUARIOS },
    async handler(ctx) {
      const usuario = await ctx.repo(USUARIOS).get(ctx.params.id);
      await requireUserManageable(ctx, usuario);
      if (!usuario.email) throw badRequest(MSG_ADMINISTRACAO.semEmail);
      await ctx.engine.jobs!.send(RECOVERY_JOB, { usuarioId: usuario.id }, { tx: ctx.db });
      ctx.audit = {
        resource: USUARIOS,
        recordId: usuario.id,
        changes: [{ campo: 'senha', para: 'link de redefinição enviado' }],
        alsoCompanies: idsOf(usuario.empresas),
      };
      return { message: MSG_ADMINISTRACAO.linkEnviado };
    },
  },
]);
