// Staff password recovery (public):
//   POST /api/recuperar-senha {cpf} → always the same answer, whether or not the CPF belongs to an active
//     staff user with an e-mail (vendor users' passwords are the vendor's, as in 'Alterar Minha Senha'): both paths read the user and enqueue one job, so the answer time says nothing
//     either. Limited like the login: per address, and per CPF (whether or not it exists, so the limit
//     says nothing either) so that nobody floods a user's mailbox. The job (recuperar-senha.jobs.ts) creates the link and
//     mails it.
//   POST /api/recuperar-senha/redefinir {token, senha, confirmacao} → the new password (argon2id); the link
//     is used once and expires in 1 hour; every session of the user ends.
import { sql } from 'kysely';
import { ERROR_CODES, MSG } from '../../../shared/messages.ts';
import { defineActions } from '../../actions/action.ts';
import { accountKey, consumeAttempt, LIMITS } from '../../auth/login-attempts.ts';
import { MSG_RECUPERACAO, RECOVERIES_PER_CPF, tokenHash } from '../../auth/password-recovery.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest, fieldError, HttpError } from '../../http/errors.ts';
import { RECOVERY_JOB } from './recuperar-senha.ts';

export default defineActions([
  {
    name: 'recuperar-senha',
    method: 'POST',
    path: 'recuperar-senha',
    summary: 'Pede um link de redefinição de senha por e-mail (mesma resposta exista ou não o CPF)',
    public: true,
    body: 'utilitario/_acoes/recuperar-senha',
    async handler(ctx) {
      ctx.audit = false;
      const verdict = await consumeAttempt(ctx.engine.db, [
        { key: `recuperacao:${ctx.request.ip}`, max: LIMITS.lookupsPerIp },
        { key: `recuperacao:${accountKey(ctx.body.cpf)}`, max: RECOVERIES_PER_CPF },
      ]);
      if (!verdict.allowed) {
        ctx.reply.header('Retry-After', String(verdict.retryAfterSeconds));
        throw new HttpError(429, ERROR_CODES.tooMany, MSG.tooManyAttempts);
      }
      const { rows } = await sql<{ id: number }>`SELECT id FROM usuario
        WHERE cpf = ${ctx.body.cpf} AND ativo IS DISTINCT FROM false AND email IS NOT NULL
          AND fornecedor IS NOT TRUE`.execute(ctx.db);
      await ctx.engine.jobs!.send(RECOVERY_JOB, { usuarioId: rows[0]?.id ?? null }, { tx: ctx.db });
      return { message: MSG_RECUPERACAO.pedido };
    },
  },
  {
    name: 'redefinir-senha',
    method: 'POST',
    path: 'recuperar-senha/redefinir',
    summary: 'Define a nova senha com o link recebido por e-mail (uso único, 1 hora)',
    public: true,
    body: 'utilitario/_acoes/redefinir-senha',
    async handler(ctx) {
      const { token, senha, confirmacao } = ctx.body as { token: string; senha: string; confirmacao: string };
      const { rows } = await sql<{
        id: number;
        usuario_id: number;
      }>`SELECT id, usuario_id FROM senha_recuperacao
        WHERE token_hash = ${tokenHash(token)} AND usado_em IS NULL AND expira_em > now() FOR UPDATE`.execute(
        ctx.db,
      );
      const link = rows[0];
      if (!link) throw badRequest(MSG_RECUPERACAO.linkInvalido);
      if (senha !== confirmacao) throw fieldError('confirmacao', MSG.passwordNotConfirmed);
      await sql`UPDATE usuario SET senha = ${await hashPassword(senha)}, updated_at = now()
        WHERE id = ${link.usuario_id}`.execute(ctx.db);
      // this link and every other one of the user are spent; every session ends
      await sql`UPDATE senha_recuperacao SET usado_em = now()
        WHERE usuario_id = ${link.usuario_id} AND usado_em IS NULL`.execute(ctx.db);
      await ctx.request.server.sessionStore.destroyOthers(link.usuario_id);
      ctx.audit = {
        resource: 'utilitario/usuarios',
        recordId: link.usuario_id,
        changes: [{ campo: 'senha' }],
      };
      return { message: MSG_RECUPERACAO.redefinida };
    },
  },
]);
