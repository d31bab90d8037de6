// Survey endpoints (spec §7 Surveys; aspects, questions, order, clone and print come from the questionnaire
// engine for every questionnaire register, src/server/questionarios/acoes.ts):
//   POST /:id/participantes/gerar {empresa, estabelecimentos, areas, colaboradores}   employees on the roll today
//   PUT  /:id/liberada/:flag   release (needs participants and questions) or block
//   POST /:id/envia-email {tipo: convite|lembrete}   e-mails to who has not answered, through the job queue
//   GET  /:id/resultados?area=&aspecto=   response rate and results (resultados.ts)
//   GET  /:id/taxa-resposta?area=         only the response rate (any time, also anonymous)
//   POST /:id/respostas/remover {colaboradores}   removes identified answers ('Confirma remoção das respostas
//        selecionadas?' is the console's question), and the participants answer again
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { historicosVigentes, subarvoreAreas } from '../cargo-salario/api.ts';
import { EMAILS_JOB, lerPesquisa, MSG_PESQUISA, ORIGEM_PESQUISA, PESQUISAS, ROLE } from './pesquisa.ts';
import { resultados, taxaDeResposta } from './resultados.ts';

const ids = { id: PESQUISAS };

/** Every id of `table` in `lista` must be this company's. */
async function conferirIds(
  ctx: ActionContext,
  campo: string,
  titulo: string,
  table: string,
  lista: number[],
) {
  if (!lista.length) return;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}
    WHERE empresa_id = ${ctx.session.empresaId} AND id = ANY(${lista}::int[])`.execute(ctx.db);
  if (rows[0].n !== lista.length) throw fieldError(campo, MSG_PESQUISA.naoEncontrado(titulo));
}

export default defineActions([
  {
    name: 'gerar-participantes-pesquisa',
    method: 'POST',
    path: `${PESQUISAS}/:id/participantes/gerar`,
    summary:
      'Inclui como participantes os colaboradores ativos da empresa, de estabelecimentos, de áreas ou escolhidos',
    authority: ROLE,
    ids,
    body: 'pesquisa/_acoes/gerar-participantes',
    async handler(ctx) {
      const { session, db, body } = ctx;
      const p = await lerPesquisa(db, ctx.params.id, session.empresaId);
      if (!body.empresa && !body.estabelecimentos.length && !body.areas.length && !body.colaboradores.length)
        throw fieldError('empresa', MSG_PESQUISA.semFiltro);
      await conferirIds(
        ctx,
        'estabelecimentos',
        'Estabelecimentos',
        'estabelecimento',
        body.estabelecimentos,
      );
      await conferirIds(ctx, 'areas', 'Áreas organizacionais', 'area_organizacional', body.areas);
      await conferirIds(ctx, 'colaboradores', 'Colaboradores', 'colaborador', body.colaboradores);
      const conds = [
        ...(body.empresa ? [sql`TRUE`] : []),
        ...(body.estabelecimentos.length
          ? [sql`h.estabelecimento_id = ANY(${body.estabelecimentos}::int[])`]
          : []),
        ...(body.areas.length
          ? [sql`h.area_organizacional_id IN ${subarvoreAreas(session.empresaId, body.areas)}`]
          : []),
        ...(body.colaboradores.length ? [sql`c.id = ANY(${body.colaboradores}::int[])`] : []),
      ];
      const hoje = today();
      const { rows } = await sql<{ n: number }>`WITH novos AS (
          INSERT INTO pesquisa_participante (empresa_id, pesquisa_id, colaborador_id, respondida,
            respondida_parcialmente, created_by, updated_by)
          SELECT ${session.empresaId}, ${p.id}, c.id, false, false, ${session.userId}, ${session.userId}
            FROM colaborador c LEFT JOIN ${historicosVigentes(session.empresaId, hoje)} h ON h.colaborador_id = c.id
           WHERE c.empresa_id = ${session.empresaId} AND c.status IS DISTINCT FROM 'C'
             AND (c.data_desligamento IS NULL OR c.data_desligamento >= ${hoje}::date)
             AND (${sql.join(conds, sql` OR `)})
          ON CONFLICT DO NOTHING RETURNING 1
        ) SELECT count(*)::int AS n FROM novos`.execute(db);
      ctx.audit = {
        resource: PESQUISAS,
        recordId: p.id,
        changes: [{ campo: 'participantes', para: { incluidos: rows[0].n } }],
      };
      return { incluidos: rows[0].n };
    },
  },
  {
    name: 'liberar-pesquisa',
    method: 'PUT',
    path: `${PESQUISAS}/:id/liberada/:flag`,
    summary: 'Libera (true) ou bloqueia (false) a pesquisa para respostas',
    authority: ROLE,
    ids,
    params: 'pesquisa/_acoes/liberada-params',
    async handler(ctx) {
      const id = ctx.params.id;
      const p = await lerPesquisa(ctx.db, id, ctx.session.empresaId);
      if (ctx.params.flag) {
        const { rows } = await sql<{ participantes: number; perguntas: number }>`SELECT
            (SELECT count(*)::int FROM pesquisa_participante WHERE pesquisa_id = ${id}) AS participantes,
            (SELECT count(*)::int FROM questionario_pergunta WHERE cadastro = ${PESQUISAS} AND modelo_id = ${id}) AS perguntas`.execute(
          ctx.db,
        );
        if (rows[0].participantes === 0) throw conflict(MSG_PESQUISA.semParticipantes);
        if (rows[0].perguntas === 0) throw conflict(MSG_PESQUISA.semPerguntas);
      }
      await sql`UPDATE pesquisa SET liberada = ${ctx.params.flag}, updated_at = now(), updated_by = ${ctx.session.userId}
        WHERE id = ${id}`.execute(ctx.db);
      ctx.audit = {
        resource: PESQUISAS,
        recordId: id,
        changes: [{ campo: 'liberada', de: p.liberada, para: ctx.params.flag }],
      };
      return { id, liberada: ctx.params.flag };
    },
  },
  {
    name: 'envia-email-pesquisa',
    method: 'POST',
    path: `${PESQUISAS}/:id/envia-email`,
    summary: 'Envia convites ou lembretes a quem ainda não respondeu (link pessoal a quem não tem usuário)',
    authority: ROLE,
    ids,
    body: 'pesquisa/_acoes/envia-email',
    async handler(ctx) {
      const p = await lerPesquisa(ctx.db, ctx.params.id, ctx.session.empresaId);
      if (!p.liberada) throw conflict(MSG_PESQUISA.naoLiberada);
      if (p.dataFim < today()) throw conflict(MSG_PESQUISA.encerrada(p.dataFim));
      const { rows } = await sql<{ destinatarios: number; sem_email: number }>`SELECT
          count(*) FILTER (WHERE coalesce(c.contato_email, u.email) IS NOT NULL)::int AS destinatarios,
          count(*) FILTER (WHERE coalesce(c.contato_email, u.email) IS NULL)::int AS sem_email
        FROM pesquisa_participante pp JOIN colaborador c ON c.id = pp.colaborador_id
        LEFT JOIN usuario u ON u.id = c.usuario_id
        WHERE pp.pesquisa_id = ${p.id} AND NOT coalesce(pp.respondida, false)`.execute(ctx.db);
      await ctx.engine.jobs!.send(
        EMAILS_JOB,
        { empresaId: ctx.session.empresaId, pesquisaId: p.id, lembrete: ctx.body.tipo === 'lembrete' },
        { tx: ctx.db },
      );
      ctx.audit = {
        resource: PESQUISAS,
        recordId: p.id,
        changes: [{ campo: 'emails', para: ctx.body.tipo }],
      };
      return { destinatarios: rows[0].destinatarios, semEmail: rows[0].sem_email };
    },
  },
  {
    name: 'pesquisa-taxa-resposta',
    method: 'GET',
    path: `${PESQUISAS}/:id/taxa-resposta`,
    summary: 'Taxa de resposta da pesquisa, geral e por área',
    authority: ROLE,
    ids,
    query: 'pesquisa/_acoes/resultados-filtro',
    async handler(ctx) {
      const p = await lerPesquisa(ctx.db, ctx.params.id, ctx.session.empresaId);
      return taxaDeResposta(ctx.db, p, ctx.query.area);
    },
  },
  {
    name: 'pesquisa-resultados',
    method: 'GET',
    path: `${PESQUISAS}/:id/resultados`,
    summary:
      'Resultados por pergunta e aspecto (distribuição, média, comentários, NPS) com a taxa de resposta',
    authority: ROLE,
    ids,
    query: 'pesquisa/_acoes/resultados-filtro',
    async handler(ctx) {
      const p = await lerPesquisa(ctx.db, ctx.params.id, ctx.session.empresaId);
      return resultados(ctx.db, ctx.engine.registry, p, ctx.query);
    },
  },
  {
    name: 'pesquisa-remover-respostas',
    method: 'POST',
    path: `${PESQUISAS}/:id/respostas/remover`,
    summary:
      'Remove as respostas dos colaboradores selecionados (pesquisa identificada); eles podem responder de novo',
    authority: ROLE,
    ids,
    body: 'pesquisa/_acoes/remover-respostas',
    async handler(ctx) {
      const p = await lerPesquisa(ctx.db, ctx.params.id, ctx.session.empresaId);
      if (p.anonima) throw conflict(MSG_PESQUISA.removerAnonima);
      await conferirIds(ctx, 'colaboradores', 'Colaboradores', 'colaborador', ctx.body.colaboradores);
      const { rows } = await sql<{ n: number }>`WITH fora AS (
          DELETE FROM questionario_folha WHERE origem = ${ORIGEM_PESQUISA} AND contexto = ${PESQUISAS}
            AND contexto_id = ${p.id} AND respondente_id = ANY(${ctx.body.colaboradores}::int[]) RETURNING 1
        ) SELECT count(*)::int AS n FROM fora`.execute(ctx.db);
      await sql`UPDATE pesquisa_participante SET respondida = false, respondida_parcialmente = false,
          updated_at = now(), updated_by = ${ctx.session.userId}
        WHERE pesquisa_id = ${p.id} AND colaborador_id = ANY(${ctx.body.colaboradores}::int[])`.execute(
        ctx.db,
      );
      ctx.audit = {
        resource: PESQUISAS,
        recordId: p.id,
        changes: [{ campo: 'respostasRemovidas', para: { colaboradores: ctx.body.colaboradores } }],
      };
      return { removidas: rows[0].n };
    },
  },
]);
