// Performance evaluation endpoints (spec §7 Evaluation):
//   POST /:id/participantes/gerar {colaboradoresIds, autoavaliacao, gestores, liderados, pares, maximoPares}
//        → evaluators from the org structure (estrutura.ts), added to those already there, within the limits
//          of participacoes.ts
//   GET  /:id/avaliados · /:id/avaliadores   who is evaluated / evaluates, with how many answered
//   PUT  /:id/liberada/:flag · PUT /liberacao {ids, liberada}   release (needs participants and questions) or block
//   POST /:id/envia-email {tipo: convite|lembrete}   e-mails through the job queue (avaliacoes-desempenho.jobs.ts)
//   POST /:id?empresas=&clonarParticipantes=   clone (participants only within the same company)
//   GET  /data-minima   the oldest start date (the other lookups: consultas.actions.ts)
import { sql } from 'kysely';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { copiaDoRegistro, copiarPerguntas, tituloDeClone } from '../../questionarios/clone.ts';
import { MSG_QUESTIONARIO } from '../../questionarios/questionario.ts';
import {
  AVALIACOES,
  type Avaliacao,
  EMAILS_JOB,
  lerAvaliacao,
  MODELOS,
  MSG_AVALIACAO,
  PARTICIPANTES,
  ROLE,
} from './avaliacao.ts';
import { carregarEstrutura, gerarParticipacoes } from './estrutura.ts';
import { conferirLimites } from './participacoes.ts';

const ids = { id: AVALIACOES };

/** A release needs participants and, unless only competences are evaluated, a model with questions. */
async function conferirLiberacao(ctx: ActionContext, a: Avaliacao) {
  const { rows } = await sql<{ participantes: number; perguntas: number }>`SELECT
      (SELECT count(*)::int FROM avaliacao_participante WHERE avaliacao_desempenho_id = ${a.id}) AS participantes,
      (SELECT count(*)::int FROM questionario_pergunta WHERE cadastro = ${MODELOS} AND modelo_id = ${a.modeloId}) AS perguntas`.execute(
    ctx.db,
  );
  if (rows[0].participantes === 0) throw conflict(MSG_AVALIACAO.semParticipantes);
  if (!a.somenteCompetencias && rows[0].perguntas === 0) throw conflict(MSG_AVALIACAO.semPerguntas);
}

async function liberar(ctx: ActionContext, id: number, liberada: boolean) {
  const a = await lerAvaliacao(ctx.db, ctx.session.empresaId, id, true);
  if (liberada) await conferirLiberacao(ctx, a);
  await sql`UPDATE avaliacao_desempenho SET liberada = ${liberada}, updated_at = now(), updated_by = ${ctx.session.userId}
    WHERE id = ${id}`.execute(ctx.db);
  return { id, liberada, de: a.liberada };
}

/** Counts per evaluated or per evaluator, with the roles. */
async function resumo(ctx: ActionContext, por: 'avaliado' | 'avaliador') {
  const { rows } = await sql`SELECT json_build_object('id', c.id, 'nome', c.nome) AS colaborador,
      count(*)::int AS ${sql.ref(por === 'avaliado' ? 'avaliadores' : 'avaliados')},
      count(*) FILTER (WHERE p.respondida)::int AS respondidas,
      count(*) FILTER (WHERE p.respondida_parcialmente AND NOT coalesce(p.respondida, false))::int AS parciais,
      jsonb_object_agg(p.papel, p.n) AS "porPapel"
    FROM (SELECT x.*, count(*) OVER (PARTITION BY ${sql.ref(`x.${por}_id`)}, x.papel)::int AS n
            FROM avaliacao_participante x
           WHERE x.avaliacao_desempenho_id = ${ctx.params.id} AND x.empresa_id = ${ctx.session.empresaId}) p
    JOIN colaborador c ON c.id = ${sql.ref(`p.${por}_id`)}
    GROUP BY c.id, c.nome ORDER BY gente_search(c.nome), c.id`.execute(ctx.db);
  return rows;
}

export default defineActions([
  {
    name: 'gerar-participantes-avaliacao',
    method: 'POST',
    path: `${AVALIACOES}/:id/participantes/gerar`,
    summary: 'Gera os avaliadores de cada talento pela estrutura de áreas (somados aos que já existem)',
    authority: ROLE,
    ids,
    body: 'avaliacao/_acoes/gerar-participantes',
    async handler(ctx) {
      const { session, db, body } = ctx;
      const a = await lerAvaliacao(db, session.empresaId, ctx.params.id, true);
      if (body.autoavaliacao && !a.permiteAutoAvaliacao)
        throw fieldError('autoavaliacao', MSG_AVALIACAO.autoavaliacaoNaoPermitida);
      const { rows: hierarquia } = await sql<{
        h: boolean;
      }>`SELECT coalesce(considera_resp_coresp_hierarquia, false) AS h
        FROM avaliacao_desempenho WHERE id = ${a.id}`.execute(db);
      const { rows: validos } = await sql<{ id: number }>`SELECT id FROM colaborador
        WHERE empresa_id = ${session.empresaId} AND id = ANY(${body.colaboradoresIds}::int[])`.execute(db);
      if (validos.length !== body.colaboradoresIds.length)
        throw fieldError('colaboradoresIds', 'Talentos avaliados: registro não encontrado.');
      const estrutura = await carregarEstrutura(db, session.empresaId);
      const geradas = gerarParticipacoes(estrutura, body.colaboradoresIds, {
        autoavaliacao: body.autoavaliacao,
        gestores: body.gestores,
        liderados: body.liderados,
        pares: body.pares,
        maximoPares: body.maximoPares,
        hierarquia: hierarquia[0].h,
      });
      // the evaluation row is locked (lerAvaliacao FOR UPDATE): two generations cannot pass a limit together
      await conferirLimites(db, a.id, geradas);
      const { rows } = await sql<{ n: number }>`WITH novos AS (
          INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id, papel,
            respondida, respondida_parcialmente, created_by, updated_by)
          SELECT ${session.empresaId}, ${a.id}, x.avaliado, x.avaliador, x.papel, false, false, ${session.userId}, ${session.userId}
            FROM jsonb_to_recordset(${JSON.stringify(geradas)}::jsonb) AS x(avaliado int, avaliador int, papel text)
          ON CONFLICT DO NOTHING RETURNING 1
        ) SELECT count(*)::int AS n FROM novos`.execute(db);
      const incluidos = rows[0].n;
      ctx.audit = {
        resource: AVALIACOES,
        recordId: a.id,
        changes: [{ campo: 'participantes', para: { incluidos } }],
      };
      return { avaliados: body.colaboradoresIds.length, gerados: geradas.length, incluidos };
    },
  },
  {
    name: 'avaliacao-avaliados',
    method: 'GET',
    path: `${AVALIACOES}/:id/avaliados`,
    summary: 'Talentos avaliados, com quantos avaliadores e quantos já responderam',
    authority: ROLE,
    ids,
    handler: (ctx) => resumo(ctx, 'avaliado'),
  },
  {
    name: 'avaliacao-avaliadores',
    method: 'GET',
    path: `${AVALIACOES}/:id/avaliadores`,
    summary: 'Avaliadores, com quantos talentos avaliam e quantos já responderam',
    authority: ROLE,
    ids,
    handler: (ctx) => resumo(ctx, 'avaliador'),
  },
  {
    name: 'liberar-avaliacao',
    method: 'PUT',
    path: `${AVALIACOES}/:id/liberada/:flag`,
    summary: 'Libera (true) ou bloqueia (false) a avaliação para respostas',
    authority: ROLE,
    ids,
    params: 'avaliacao/_acoes/liberada-params',
    async handler(ctx) {
      const r = await liberar(ctx, ctx.params.id, ctx.params.flag);
      ctx.audit = {
        resource: AVALIACOES,
        recordId: r.id,
        changes: [{ campo: 'liberada', de: r.de, para: r.liberada }],
      };
      return { id: r.id, liberada: r.liberada };
    },
  },
  {
    name: 'liberacao-avaliacoes',
    method: 'PUT',
    path: `${AVALIACOES}/liberacao`,
    summary: 'Libera ou bloqueia várias avaliações',
    authority: ROLE,
    body: 'avaliacao/_acoes/liberacao',
    async handler(ctx) {
      const feitas = [];
      for (const id of ctx.body.ids as number[]) feitas.push(await liberar(ctx, id, ctx.body.liberada));
      ctx.audit = {
        resource: AVALIACOES,
        recordId: null,
        changes: [{ campo: 'liberada', para: { ids: ctx.body.ids, liberada: ctx.body.liberada } }],
      };
      return feitas.map(({ id, liberada }) => ({ id, liberada }));
    },
  },
  {
    name: 'envia-email-avaliacao',
    method: 'POST',
    path: `${AVALIACOES}/:id/envia-email`,
    summary: 'Envia convites (ou lembretes a quem não respondeu) aos avaliadores, pela fila de jobs',
    authority: ROLE,
    ids,
    body: 'avaliacao/_acoes/envia-email',
    async handler(ctx) {
      const a = await lerAvaliacao(ctx.db, ctx.session.empresaId, ctx.params.id);
      if (!a.liberada) throw conflict(MSG_AVALIACAO.naoLiberada);
      const lembrete = ctx.body.tipo === 'lembrete';
      const { rows } = await sql<{
        avaliadores: number;
        sem_email: number;
      }>`SELECT count(*)::int AS avaliadores,
          count(*) FILTER (WHERE coalesce(c.contato_email, u.email) IS NULL)::int AS sem_email
        FROM (SELECT DISTINCT avaliador_id FROM avaliacao_participante
               WHERE avaliacao_desempenho_id = ${a.id} AND (${!lembrete} OR NOT coalesce(respondida, false))) p
        JOIN colaborador c ON c.id = p.avaliador_id LEFT JOIN usuario u ON u.id = c.usuario_id`.execute(
        ctx.db,
      );
      await ctx.engine.jobs!.send(
        EMAILS_JOB,
        { empresaId: ctx.session.empresaId, avaliacaoId: a.id, lembrete },
        { tx: ctx.db },
      );
      ctx.audit = {
        resource: AVALIACOES,
        recordId: a.id,
        changes: [{ campo: 'emails', para: ctx.body.tipo }],
      };
      return { avaliadores: rows[0].avaliadores, semEmail: rows[0].sem_email };
    },
  },
  {
    name: 'clonar-avaliacao-desempenho',
    method: 'POST',
    path: `${AVALIACOES}/:id`,
    summary:
      'Clona a avaliação na empresa da sessão ou nas empresas informadas (participantes só na mesma empresa)',
    authority: ROLE,
    ids,
    query: 'avaliacao/_acoes/clone',
    status: 201,
    async handler(ctx) {
      const { engine, session, db, query } = ctx;
      const destinos: number[] = query.empresas?.length ? query.empresas : [session.empresaId];
      for (const e of destinos)
        if (!session.isAdmin && !session.empresasIds.includes(e))
          throw fieldError('empresas', MSG_QUESTIONARIO.empresaNaoPermitida);
      const avaliacoes = engine.repository(AVALIACOES);
      const modelos = engine.repository(MODELOS);
      const registry = engine.registry;
      const original = await avaliacoes.get(session, ctx.params.id, db);
      const clones = [];
      for (const empresaId of destinos) {
        const outra = empresaId !== session.empresaId;
        const sessao = { ...session, empresaId };
        const body = copiaDoRegistro(registry, registry.get(AVALIACOES), original, outra);
        body.titulo = tituloDeClone(registry.get(AVALIACOES), String(original.titulo));
        if (outra && original.modeloAvaliacao) {
          // the model belongs to this company: it goes along, as a copy of its own
          const modelo = await modelos.get(session, original.modeloAvaliacao.id, db);
          const copia = copiaDoRegistro(registry, registry.get(MODELOS), modelo, true);
          copia.titulo = tituloDeClone(registry.get(MODELOS), String(modelo.titulo));
          const novoModelo = await modelos.create(sessao, copia, { tx: db });
          await copiarPerguntas(
            ctx,
            MODELOS,
            { empresaId: session.empresaId, modeloId: modelo.id },
            {
              empresaId,
              modeloId: novoModelo.id as number,
            },
          );
          body.modeloAvaliacao = { id: novoModelo.id };
        }
        const nova = await avaliacoes.create(sessao, body, { tx: db });
        if (query.clonarParticipantes && !outra)
          await sql`INSERT INTO avaliacao_participante (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliador_id,
              papel, respondida, respondida_parcialmente, created_by, updated_by)
            SELECT empresa_id, ${nova.id}, avaliado_id, avaliador_id, papel, false, false, ${session.userId}, ${session.userId}
              FROM avaliacao_participante WHERE avaliacao_desempenho_id = ${ctx.params.id}`.execute(db);
        clones.push({ empresaId, id: nova.id as number });
      }
      ctx.audit = {
        resource: AVALIACOES,
        recordId: ctx.params.id,
        changes: [{ campo: 'clones', para: clones }],
      };
      return clones;
    },
  },
  {
    name: 'avaliacoes-desempenho-data-minima',
    method: 'GET',
    path: `${AVALIACOES}/data-minima`,
    summary: 'A data inicial da avaliação mais antiga da empresa (limite dos filtros de período)',
    authority: ROLE,
    async handler(ctx) {
      const { rows } = await sql<{
        data: string | null;
      }>`SELECT min(data_ini)::text AS data FROM avaliacao_desempenho
        WHERE empresa_id = ${ctx.session.empresaId}`.execute(ctx.db);
      return { data: rows[0].data };
    },
  },
]);

export { PARTICIPANTES };
