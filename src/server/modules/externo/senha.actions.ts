// Password recovery of candidates (spec §7: PUT /recuperar-senha with cpf and empresaId), public:
//   PUT  /api/externo/candidatos/recuperar-senha  {cpf, empresaId} → always the same answer, whether or not
//        the CPF is a candidate of the company with an e-mail: both paths read and enqueue one job. Limited per
//        address and per CPF, like the staff's recovery. The job mails a single-use link valid for 1 hour.
//   POST /api/externo/candidatos/redefinir-senha  {token, senha, confirmacao} → the new password (argon2id,
//        through the candidate register's own rule); the link and the candidate's other links are spent and
//        every session of the candidate ends.
import { sql } from 'kysely';
import { ERROR_CODES, MSG } from '../../../shared/messages.ts';
import { errosDaSenha } from '../../../shared/portal/campos-candidato.ts';
import { defineActions } from '../../actions/action.ts';
import { accountKey, consumeAttempt } from '../../auth/login-attempts.ts';
import { MSG_RECUPERACAO, RECOVERIES_PER_CPF, tokenHash } from '../../auth/password-recovery.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest, HttpError, validationError } from '../../http/errors.ts';
import { CANDIDATOS } from './candidato-portal.ts';
import { RECUPERACAO_CANDIDATO_JOB } from './senha.ts';
import { destroyOtherCandidateSessions } from './sessao-candidato.ts';

const PEDIDOS_POR_IP = 30;

export default defineActions([
  {
    name: 'externo-recuperar-senha',
    method: 'PUT',
    path: 'externo/candidatos/recuperar-senha',
    summary: 'Pede o link de nova senha do candidato por e-mail (mesma resposta exista ou não o CPF)',
    public: true,
    body: 'externo/_acoes/recuperar-senha',
    async handler(ctx) {
      ctx.audit = false;
      const { cpf, empresaId } = ctx.body as { cpf: string; empresaId: number };
      const verdict = await consumeAttempt(ctx.engine.db, [
        { key: `externo:recuperacao:${ctx.request.ip}`, max: PEDIDOS_POR_IP },
        { key: `externo:recuperacao:${accountKey(cpf)}`, max: RECOVERIES_PER_CPF },
      ]);
      if (!verdict.allowed) {
        ctx.reply.header('Retry-After', String(verdict.retryAfterSeconds));
        throw new HttpError(429, ERROR_CODES.tooMany, MSG.tooManyAttempts);
      }
      const { rows } = await sql<{ id: number }>`SELECT id FROM candidato
        WHERE cpf = ${cpf} AND empresa_id = ${empresaId} AND contato_email IS NOT NULL`.execute(ctx.db);
      await ctx.engine.jobs!.send(
        RECUPERACAO_CANDIDATO_JOB,
        { candidatoId: rows[0]?.id ?? null },
        { tx: ctx.db },
      );
      return { message: MSG_RECUPERACAO.pedido };
    },
  },
  {
    name: 'externo-redefinir-senha',
    method: 'POST',
    path: 'externo/candidatos/redefinir-senha',
    summary: 'Define a nova senha do candidato com o link recebido por e-mail (uso único, 1 hora)',
    public: true,
    body: 'externo/_acoes/redefinir-senha',
    async handler(ctx) {
      const { token, senha, confirmacao } = ctx.body as { token: string; senha: string; confirmacao: string };
      const { rows } = await sql<{
        candidato_id: number;
      }>`SELECT candidato_id FROM senha_recuperacao_candidato
        WHERE token_hash = ${tokenHash(token)} AND usado_em IS NULL AND expira_em > now() FOR UPDATE`.execute(
        ctx.db,
      );
      const link = rows[0];
      if (!link) throw badRequest(MSG_RECUPERACAO.linkInvalido);
      const erros = errosDaSenha(senha, confirmacao, 'confirmacao');
      if (erros.length > 0) throw validationError(erros);
      await sql`UPDATE candidato SET senha = ${await hashPassword(senha)}, updated_at = now()
        WHERE id = ${link.candidato_id}`.execute(ctx.db);
      await sql`UPDATE senha_recuperacao_candidato SET usado_em = now()
        WHERE candidato_id = ${link.candidato_id} AND usado_em IS NULL`.execute(ctx.db);
      await destroyOtherCandidateSessions(ctx.db, link.candidato_id);
      ctx.audit = { resource: CANDIDATOS, recordId: link.candidato_id, changes: [{ campo: 'senha' }] };
      return { message: MSG_RECUPERACAO.redefinida };
    },
  },
]);
