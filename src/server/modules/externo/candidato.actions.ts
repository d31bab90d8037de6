// The candidate's own record in the portal ('Editar Cadastro', 'Alterar Senha', 'Anexar Documentos'; spec
// §2, §5, §7 Candidates and Candidate documents). Every route needs the candidate session and reaches only
// the session's own candidate (another id, of any company, is 404):
//   GET    /api/externo/candidatos/:id                          the record (no HR field, no password)
//   PUT    /api/externo/candidatos/:id                          saves it: the register's rules and hooks, the
//          company's required fields; fields the portal does not show keep what HR stored
//   PATCH  /api/externo/candidatos/:id/alterar-senha            {senha, novaSenha, confNovaSenha}
//   GET    /api/externo/candidatos/:id/documentos-anexos        the documents (POST with the file: cadastro.routes.ts)
//   GET|PUT|DELETE /api/externo/candidatos/:id/documentos-anexos/:docId   one of them (HR's: read only)
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { clearAttempts, consumeAttempt } from '../../auth/login-attempts.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';
import { candidato, proprioCandidato, sessaoDe } from './acesso.ts';
import {
  arquivosDoCandidato,
  CANDIDATOS,
  confereCandidato,
  MSG_CADASTRO,
  mesclaVisiveis,
  recusaCamposDoRh,
  vistaDoCandidato,
} from './candidato-portal.ts';
import { configuracaoCampos } from './configuracao.ts';
import { camposDoDocumento, DOCUMENTOS, documentoDoCandidato, documentosDoCandidato } from './documentos.ts';
import { tooMany } from './sessao.routes.ts';
import { destroyOtherCandidateSessions } from './sessao-candidato.ts';

export const MSG_SENHA_CANDIDATO = {
  atualNaoConfere: 'A senha informada não confere com a senha do seu login.',
  alterada: 'Senha alterada com sucesso.',
} as const;

/** wrong current passwords in 'Alterar Senha' before the wait (a stolen session is no free guessing) */
const TROCAS_ERRADAS = 5;
const ids = { id: CANDIDATOS } as const;
const docIds = { id: CANDIDATOS, docId: { resource: DOCUMENTOS, belongsTo: { candidato: 'id' } } } as const;

/** Saves the candidate's record: what the portal shows, over what is stored; HR's fields untouched. */
async function salva(ctx: ActionContext) {
  const id = proprioCandidato(ctx);
  const enviado = ctx.body as RecordData;
  const repo = ctx.engine.repository(CANDIDATOS);
  // the whole record is written back: lock it first, so an HR change saved meanwhile is not undone
  await sql`SELECT 1 FROM candidato WHERE id = ${id} FOR UPDATE`.execute(ctx.db);
  const atual = await repo.get(ctx.session, id, ctx.db);
  const erros = recusaCamposDoRh(enviado);
  if (enviado.senha !== undefined)
    erros.push({ field: 'senha', message: MSG_CADASTRO.senhaPeloAlterarSenha });
  if (enviado.cpf !== undefined && String(enviado.cpf).replace(/\D/g, '') !== String(atual.cpf ?? ''))
    erros.push({ field: 'cpf', message: MSG_CADASTRO.cpfNaoMuda });
  const cfg = await configuracaoCampos(ctx.engine, ctx.session.empresaId, ctx.db);
  const schema = ctx.engine.registry.get(CANDIDATOS).schema;
  const { cpf: _cpf, senha: _senha, ...resto } = enviado;
  const { id: _id, ...guardado } = atual;
  const body = mesclaVisiveis(schema, cfg, guardado, { ...resto, cpf: atual.cpf });
  const data = confereCandidato(ctx.engine, body, cfg, await arquivosDoCandidato(ctx.db, id), erros);
  // the repository records the update in the audit trail, by the candidate
  ctx.audit = false;
  return vistaDoCandidato(await repo.update(ctx.session, id, data, { tx: ctx.db }));
}

export default defineActions([
  {
    name: 'externo-meu-cadastro',
    method: 'GET',
    path: 'externo/candidatos/:id',
    summary: 'O cadastro do candidato da sessão',
    authenticate: candidato,
    ids,
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      return vistaDoCandidato(await ctx.engine.repository(CANDIDATOS).get(ctx.session, id, ctx.db));
    },
  },
  {
    name: 'externo-editar-cadastro',
    method: 'PUT',
    path: 'externo/candidatos/:id',
    summary: "Grava o cadastro do candidato da sessão ('Editar Cadastro')",
    authenticate: candidato,
    ids,
    record: CANDIDATOS,
    handler: salva,
  },
  {
    name: 'externo-alterar-senha',
    method: 'PATCH',
    path: 'externo/candidatos/:id/alterar-senha',
    summary: "Troca a senha do candidato da sessão ('Alterar Senha')",
    authenticate: candidato,
    ids,
    body: 'externo/_acoes/alterar-senha',
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      const { senha, novaSenha, confNovaSenha } = ctx.body as Record<string, string>;
      if (confNovaSenha !== novaSenha) throw fieldError('confNovaSenha', MSG.passwordNotConfirmed);
      const key = `externo:senha:${id}`;
      const verdict = await consumeAttempt(ctx.engine.db, [{ key, max: TROCAS_ERRADAS }]);
      if (!verdict.allowed) throw tooMany(ctx.reply, verdict.retryAfterSeconds);
      const { rows } = await sql<{ senha: string | null }>`SELECT senha FROM candidato
        WHERE id = ${id} FOR UPDATE`.execute(ctx.db);
      if (!(await verifyPassword(rows[0]?.senha, senha)))
        throw fieldError('senha', MSG_SENHA_CANDIDATO.atualNaoConfere);
      await clearAttempts(ctx.engine.db, key);
      await sql`UPDATE candidato SET senha = ${await hashPassword(novaSenha)}, updated_at = now()
        WHERE id = ${id}`.execute(ctx.db);
      // other devices logged in as this candidate may be someone who learned the old password
      await destroyOtherCandidateSessions(ctx.db, id, sessaoDe(ctx).id);
      ctx.audit = { resource: CANDIDATOS, recordId: id, changes: [{ campo: 'senha' }] };
      return { message: MSG_SENHA_CANDIDATO.alterada };
    },
  },
  {
    name: 'externo-documentos',
    method: 'GET',
    path: 'externo/candidatos/:id/documentos-anexos',
    summary: 'Os documentos do candidato da sessão',
    authenticate: candidato,
    ids,
    async handler(ctx) {
      return documentosDoCandidato(ctx.engine, ctx.session, proprioCandidato(ctx));
    },
  },
  {
    name: 'externo-documento',
    method: 'GET',
    path: 'externo/candidatos/:id/documentos-anexos/:docId',
    summary: 'Um documento do candidato da sessão',
    authenticate: candidato,
    ids: docIds,
    async handler(ctx) {
      return documentoDoCandidato(ctx.engine, ctx.session, proprioCandidato(ctx), ctx.params.docId);
    },
  },
  {
    name: 'externo-alterar-documento',
    method: 'PUT',
    path: 'externo/candidatos/:id/documentos-anexos/:docId',
    summary: 'Altera descrição, data, tipo e observação de um documento anexado pelo candidato',
    authenticate: candidato,
    ids: docIds,
    record: DOCUMENTOS,
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      const docId = ctx.params.docId as number;
      await documentoDoCandidato(ctx.engine, ctx.session, id, docId, { paraAlterar: true });
      const body = camposDoDocumento(ctx.engine, ctx.body as RecordData, id);
      ctx.audit = false;
      await ctx.engine.repository(DOCUMENTOS).update(ctx.session, docId, body, { tx: ctx.db });
      return documentoDoCandidato(ctx.engine, ctx.session, id, docId, { db: ctx.db });
    },
  },
  {
    name: 'externo-excluir-documento',
    method: 'DELETE',
    path: 'externo/candidatos/:id/documentos-anexos/:docId',
    summary: 'Exclui um documento anexado pelo candidato (e o arquivo)',
    authenticate: candidato,
    ids: docIds,
    status: 204,
    async handler(ctx) {
      const id = proprioCandidato(ctx);
      const docId = ctx.params.docId as number;
      await documentoDoCandidato(ctx.engine, ctx.session, id, docId, { paraAlterar: true });
      ctx.audit = false;
      await ctx.engine.repository(DOCUMENTOS).remove(ctx.session, docId, { tx: ctx.db });
    },
  },
]);
