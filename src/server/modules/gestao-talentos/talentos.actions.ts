// Talent actions (spec §2 /gestao-talentos/talentos, §7 Talents):
//   GET  gestao-talentos/talentos/:colaboradorId/alerta-desligamento?data   what the 'Desligar' dialog asks:
//        'Confirma desligamento?' or the §8 stability alert (CIPA / work accident) with its date
//   POST gestao-talentos/talentos/:colaboradorId/desligar {data, motivo, observacao, elegivelRecontratacao,
//        confirmarEstabilidade}   the dismissal, written through gestao-talentos/desligamentos (its hooks do the rest)
//   GET  gestao-talentos/talentos/data-estabilidade-comissao?colaboradorId&data   the stability end SST computes
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { estabilidade } from '../sst/api.ts';
import { ROLE_GESTAO_TALENTOS } from './gestao-talentos.ts';
import { MSG_DESLIGAMENTO } from './messages.ts';

const COLABORADOR = { colaboradorId: 'cargo-salario/colaboradores' };

export default defineActions([
  {
    name: 'alerta-desligamento',
    method: 'GET',
    path: 'gestao-talentos/talentos/:colaboradorId/alerta-desligamento',
    summary:
      'A pergunta antes de desligar o talento, com o aviso de estabilidade (CIPA, acidente de trabalho)',
    authority: ROLE_GESTAO_TALENTOS,
    ids: COLABORADOR,
    query: 'gestao-talentos/_acoes/alerta-desligamento',
    async handler({ db, session, params, query }) {
      const data = (query.data as string | undefined) ?? today();
      const e = await estabilidade(db, session.empresaId, params.colaboradorId, data);
      if (!e) return { mensagem: MSG_DESLIGAMENTO.confirma, estabilidade: null };
      const { rows } = await sql<{ nome: string }>`
        SELECT nome FROM colaborador WHERE id = ${params.colaboradorId}`.execute(db);
      return {
        mensagem: MSG_DESLIGAMENTO.estabilidade(rows[0]!.nome, e.ate, e.motivo),
        estabilidade: { ate: e.ate, motivo: e.motivo },
      };
    },
  },
  {
    name: 'desligar-talento',
    method: 'POST',
    path: 'gestao-talentos/talentos/:colaboradorId/desligar',
    summary:
      'Desliga o talento: data, motivo, observação, se pode ser recontratado; checklist de saída copiado',
    authority: ROLE_GESTAO_TALENTOS,
    ids: COLABORADOR,
    body: 'gestao-talentos/_acoes/desligar',
    async handler(ctx) {
      const { body, params } = ctx;
      const desligamento = await ctx.repo('gestao-talentos/desligamentos').create({
        colaborador: { id: params.colaboradorId },
        data: body.data,
        motivo: { id: body.motivo },
        observacao: body.observacao,
        elegivelRecontratacao: body.elegivelRecontratacao ?? true,
        confirmarEstabilidade: body.confirmarEstabilidade === true,
      });
      // the user's cached sessions end now rather than within the cache's few seconds (session-store.ts)
      const { rows } = await sql<{ usuario_id: number | null }>`
        SELECT usuario_id FROM colaborador WHERE id = ${params.colaboradorId}`.execute(ctx.db);
      const usuarioId = rows[0]?.usuario_id;
      if (usuarioId && usuarioId !== ctx.session.userId)
        await ctx.request.server.sessionStore.destroyOthers(usuarioId);
      ctx.audit = { resource: 'cargo-salario/colaboradores', recordId: params.colaboradorId };
      return { mensagem: MSG_DESLIGAMENTO.sucesso, desligamento };
    },
  },
  {
    name: 'data-estabilidade-comissao',
    method: 'GET',
    path: 'gestao-talentos/talentos/data-estabilidade-comissao',
    summary: 'Até quando o talento tem estabilidade (CIPA, acidente de trabalho) na data',
    authority: ROLE_GESTAO_TALENTOS,
    query: 'gestao-talentos/_acoes/data-estabilidade-comissao',
    async handler({ db, session, query }) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM colaborador
        WHERE id = ${query.colaboradorId} AND empresa_id = ${session.empresaId}`.execute(db);
      if (!rows[0]) throw notFound();
      const e = await estabilidade(db, session.empresaId, query.colaboradorId, query.data ?? today());
      return { dataEstabilidade: e?.ate ?? null, motivo: e?.motivo ?? null };
    },
  },
]);
