// Experience-period follow-up endpoints (spec §7 "Experience evaluations" and "Follow-up"; ROLE_AVALIACAO):
//   GET  avaliacao/modelos-avaliacao/modelos-acompanhamentos-periodo-experiencias   the tipo E models and periods
//   PUT  …same path {itens: [{modeloId, periodoId}]}                                 bulk configuration
//   GET  avaliacao/acompanhamentos-periodos-experiencia/talentos?dataIni&dataFim&nome&situacao   due follow-ups
//        of the areas the user may see (areasDoUsuario: all, or those they are responsible for; none → 409 saying
//        why); the talent routes below answer 404 for a talent outside them
//   GET  …/talentos/:id/colaboradores-questionarios/detail                            the talent's follow-ups
//   GET  …/talentos/:id/colaboradores-questionarios/:qid                              one, with the questionnaire
//   POST …/talentos/:id/colaboradores-questionarios {periodoExperienciaId, modeloAvaliacaoId?, respostas…}
//   PUT / DELETE …/talentos/:id/colaboradores-questionarios/:qid
//   POST …/imprimir-avaliacao-respondida {colaboradorId, periodoExperienciaId}       the answered follow-up in PDF
import { sql } from 'kysely';
import type { FolhaEnviada } from '../../../shared/questionario/tipos.ts';
import { type ActionContext, defineActions } from '../../actions/action.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { conferirFolha, gravarFolha, respostasDaFolha, UUID } from '../../questionarios/folhas.ts';
import { encaminharRelatorio } from '../../questionarios/imprimir.ts';
import { carregarQuestionario } from '../../questionarios/questionario.ts';
import { areasDoUsuario, historicosVigentes } from '../cargo-salario/api.ts';
import { MODELOS, ROLE } from './avaliacao.ts';
import { MSG_EXPERIENCIA, ORIGEM_EXPERIENCIA, PERIODOS, previstosSql } from './experiencia.ts';

const BASE = 'avaliacao/acompanhamentos-periodos-experiencia';
const CONFIG = `${MODELOS}/modelos-acompanhamentos-periodo-experiencias`;
const TALENTO = { id: 'cargo-salario/colaboradores' };

type Corpo = FolhaEnviada & { periodoExperienciaId: number; modeloAvaliacaoId?: number };

/** The areas whose talents the user follows up: undefined for all; refused when none. */
async function areasVisiveis(
  ctx: Pick<ActionContext, 'db' | 'engine' | 'session'>,
): Promise<number[] | undefined> {
  const { todas, areasIds } = await areasDoUsuario(ctx.db, ctx.engine.registry, ctx.session);
  if (todas) return undefined;
  if (areasIds.length === 0) throw conflict(MSG_EXPERIENCIA.semAreas);
  return areasIds;
}

/** A talent outside the user's areas is not found (404), as one of another company. */
async function exigirTalentoVisivel(ctx: ActionContext) {
  const areas = await areasVisiveis(ctx);
  if (!areas) return;
  const { rows } = await sql`SELECT 1 FROM ${historicosVigentes(ctx.session.empresaId, today())} h
    WHERE h.colaborador_id = ${ctx.params.id} AND h.area_organizacional_id = ANY(${areas}::int[])`.execute(
    ctx.db,
  );
  if (rows.length === 0) throw notFound();
}

/** The talent's follow-up sheet `qid` (404 otherwise). */
async function folhaDoTalento(ctx: ActionContext) {
  await exigirTalentoVisivel(ctx);
  const qid = String(ctx.params.qid);
  if (!UUID.test(qid)) throw notFound();
  const { rows } =
    await sql<any>`SELECT f.id, f.contexto_id AS periodo_id, f.modelo_id, f.nota::float8 AS nota,
      f.concluida, f.observacao, f.respondida_em AS "respondidaEm", pe.nome AS periodo, m.titulo AS modelo,
      u.nome AS respondente
    FROM questionario_folha f JOIN periodo_experiencia pe ON pe.id = f.contexto_id
    LEFT JOIN modelo_avaliacao m ON m.id = f.modelo_id LEFT JOIN usuario u ON u.id = f.respondente_id
    WHERE f.id = ${qid}::uuid AND f.empresa_id = ${ctx.session.empresaId} AND f.origem = ${ORIGEM_EXPERIENCIA}
      AND f.avaliado_id = ${ctx.params.id}`.execute(ctx.db);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The model of the follow-up: the one given (tipo E) or the one configured for the period. */
async function modeloDoPeriodo(ctx: ActionContext, periodoId: number, modeloId?: number): Promise<number> {
  const { db, session } = ctx;
  const periodo =
    await sql`SELECT 1 FROM periodo_experiencia WHERE id = ${periodoId} AND empresa_id = ${session.empresaId}
    AND coalesce(ativo, true)`.execute(db);
  if (periodo.rows.length === 0) throw fieldError('periodoExperienciaId', MSG_EXPERIENCIA.periodoInativo);
  const { rows } = await sql<{ id: number; tipo: string }>`SELECT id, tipo FROM modelo_avaliacao
    WHERE empresa_id = ${session.empresaId} AND ${
      modeloId
        ? sql`id = ${modeloId}`
        : sql`tipo = 'E' AND coalesce(ativo, true) AND periodo_acompanhamento_experiencia_id = ${periodoId}`
    } ORDER BY id LIMIT 1`.execute(db);
  if (!rows[0])
    throw modeloId
      ? fieldError('modeloAvaliacaoId', 'Modelo de Avaliação: registro não encontrado.')
      : fieldError('periodoExperienciaId', MSG_EXPERIENCIA.semModelo);
  if (rows[0].tipo !== 'E') throw fieldError('modeloAvaliacaoId', MSG_EXPERIENCIA.modeloDeExperiencia);
  return rows[0].id;
}

async function gravar(ctx: ActionContext, body: Corpo, anterior?: { id: string; periodo_id: number }) {
  const { db, session, engine } = ctx;
  const periodoId = body.periodoExperienciaId;
  const modeloId = await modeloDoPeriodo(ctx, periodoId, body.modeloAvaliacaoId);
  const { rows } =
    await sql`SELECT 1 FROM questionario_folha WHERE origem = ${ORIGEM_EXPERIENCIA} AND contexto_id = ${periodoId}
    AND avaliado_id = ${ctx.params.id} AND id IS DISTINCT FROM ${anterior?.id ?? null}::uuid`.execute(db);
  if (rows.length) throw conflict(MSG_EXPERIENCIA.jaAvaliado);
  const q = await carregarQuestionario(db, engine.registry, session.empresaId, MODELOS, modeloId);
  conferirFolha(q.perguntas, body);
  const gravada = await gravarFolha(
    db,
    {
      origem: ORIGEM_EXPERIENCIA,
      empresaId: session.empresaId,
      cadastro: MODELOS,
      modeloId,
      contexto: PERIODOS,
      contextoId: periodoId,
      avaliadoId: ctx.params.id,
      respondenteId: session.userId,
    },
    q.perguntas,
    body,
    anterior?.id,
  );
  ctx.audit = {
    resource: 'cargo-salario/colaboradores',
    recordId: ctx.params.id,
    changes: [
      {
        campo: 'acompanhamentoExperiencia',
        para: { periodo: periodoId, folha: gravada.id, nota: gravada.nota },
      },
    ],
  };
  return { id: gravada.id, concluida: gravada.concluida, nota: gravada.nota };
}

export default defineActions([
  {
    name: 'modelos-acompanhamento-experiencia',
    method: 'GET',
    path: CONFIG,
    summary: 'Modelos de acompanhamento do período de experiência (tipo E) e o período de cada um',
    authority: ROLE,
    async handler({ db, session }) {
      const { rows } =
        await sql`SELECT json_build_object('id', m.id, 'titulo', m.titulo, 'ativo', coalesce(m.ativo, true)) AS modelo,
          CASE WHEN pe.id IS NOT NULL THEN json_build_object('id', pe.id, 'nome', pe.nome, 'dias', pe.dias) END AS periodo
        FROM modelo_avaliacao m LEFT JOIN periodo_experiencia pe ON pe.id = m.periodo_acompanhamento_experiencia_id
        WHERE m.empresa_id = ${session.empresaId} AND m.tipo = 'E' ORDER BY pe.dias NULLS LAST, gente_search(m.titulo)`.execute(
          db,
        );
      return rows;
    },
  },
  {
    name: 'configurar-modelos-acompanhamento-experiencia',
    method: 'PUT',
    path: CONFIG,
    summary: 'Liga, em lote, cada modelo de acompanhamento ao período de experiência que ele acompanha',
    authority: ROLE,
    body: 'avaliacao/_acoes/modelos-experiencia',
    async handler(ctx) {
      const itens = ctx.body.itens as { modeloId: number; periodoId: number }[];
      const { rows } = await sql<{ n: number; p: number }>`SELECT
          (SELECT count(*)::int FROM modelo_avaliacao WHERE empresa_id = ${ctx.session.empresaId} AND tipo = 'E'
             AND id = ANY(${itens.map((i) => i.modeloId)}::int[])) AS n,
          (SELECT count(*)::int FROM periodo_experiencia WHERE empresa_id = ${ctx.session.empresaId}
             AND id = ANY(${itens.map((i) => i.periodoId)}::int[])) AS p`.execute(ctx.db);
      if (rows[0].n !== new Set(itens.map((i) => i.modeloId)).size)
        throw fieldError('itens', MSG_EXPERIENCIA.modeloDeExperiencia);
      if (rows[0].p !== new Set(itens.map((i) => i.periodoId)).size)
        throw fieldError('itens', MSG_EXPERIENCIA.periodoInativo);
      await sql`UPDATE modelo_avaliacao m SET periodo_acompanhamento_experiencia_id = x.periodo, updated_at = now(),
          updated_by = ${ctx.session.userId}
        FROM jsonb_to_recordset(${JSON.stringify(itens.map((i) => ({ modelo: i.modeloId, periodo: i.periodoId })))}::jsonb)
          AS x(modelo int, periodo int) WHERE m.id = x.modelo`.execute(ctx.db);
      ctx.audit = {
        resource: MODELOS,
        recordId: null,
        changes: [{ campo: 'periodoAcompanhamentoExperiencia', para: itens }],
      };
      return { alterados: itens.length };
    },
  },
  {
    name: 'acompanhamentos-previstos',
    method: 'GET',
    path: `${BASE}/talentos`,
    summary:
      'Quem deve ser acompanhado e quando (admissão + dias de cada período), e o que já foi respondido',
    authority: ROLE,
    query: 'avaliacao/_acoes/talentos-experiencia',
    async handler(ctx) {
      const { db, session, query } = ctx;
      const filtro = { ...query, areasVisiveis: await areasVisiveis(ctx) };
      const { rows } =
        await sql<any>`${previstosSql(session.empresaId, filtro)} ORDER BY data_prevista, gente_search(nome), periodo_id LIMIT 10000`.execute(
          db,
        );
      return rows.map((r) => ({
        colaborador: { id: r.colaborador_id, nome: r.nome },
        dataAdmissao: r.data_admissao,
        area: r.area,
        cargo: r.cargo,
        periodo: { id: r.periodo_id, nome: r.periodo, dias: r.dias },
        dataPrevista: r.data_prevista,
        modelo: r.modelo_id ? { id: r.modelo_id, titulo: r.modelo } : null,
        acompanhamento: r.folha_id
          ? {
              id: r.folha_id,
              respondidaEm: r.respondida_em,
              concluido: r.concluida,
              nota: r.nota,
              aprovado: r.aprovado,
            }
          : null,
      }));
    },
  },
  {
    name: 'acompanhamentos-do-talento',
    method: 'GET',
    path: `${BASE}/talentos/:id/colaboradores-questionarios/detail`,
    summary: 'Os acompanhamentos do período de experiência de um talento',
    authority: ROLE,
    ids: TALENTO,
    async handler(ctx) {
      const { db, session, params } = ctx;
      await exigirTalentoVisivel(ctx);
      const { rows } =
        await sql<any>`${previstosSql(session.empresaId, { colaboradorId: params.id })} ORDER BY dias, periodo_id`.execute(
          db,
        );
      return rows.map((r) => ({
        periodo: { id: r.periodo_id, nome: r.periodo, dias: r.dias },
        dataPrevista: r.data_prevista,
        modelo: r.modelo_id ? { id: r.modelo_id, titulo: r.modelo } : null,
        acompanhamento: r.folha_id
          ? {
              id: r.folha_id,
              respondidaEm: r.respondida_em,
              concluido: r.concluida,
              nota: r.nota,
              aprovado: r.aprovado,
            }
          : null,
      }));
    },
  },
  {
    name: 'acompanhamento-do-talento',
    method: 'GET',
    path: `${BASE}/talentos/:id/colaboradores-questionarios/:qid`,
    summary: 'Um acompanhamento, com o questionário e as respostas',
    authority: ROLE,
    ids: TALENTO,
    async handler(ctx) {
      const f = await folhaDoTalento(ctx);
      return {
        id: f.id,
        periodo: { id: f.periodo_id, nome: f.periodo },
        modelo: { id: f.modelo_id, titulo: f.modelo },
        respondidaEm: f.respondidaEm,
        respondente: f.respondente,
        concluido: f.concluida,
        nota: f.nota,
        observacao: f.observacao ?? undefined,
        respostas: await respostasDaFolha(ctx.db, f.id),
        questionario: await carregarQuestionario(
          ctx.db,
          ctx.engine.registry,
          ctx.session.empresaId,
          MODELOS,
          f.modelo_id,
        ),
      };
    },
  },
  {
    name: 'inserir-acompanhamento',
    method: 'POST',
    path: `${BASE}/talentos/:id/colaboradores-questionarios`,
    summary: 'Responde o acompanhamento de um período de experiência do talento',
    authority: ROLE,
    ids: TALENTO,
    body: 'avaliacao/_acoes/acompanhamento',
    status: 201,
    async handler(ctx) {
      await exigirTalentoVisivel(ctx);
      return gravar(ctx, ctx.body as Corpo);
    },
  },
  {
    name: 'alterar-acompanhamento',
    method: 'PUT',
    path: `${BASE}/talentos/:id/colaboradores-questionarios/:qid`,
    summary: 'Altera as respostas de um acompanhamento',
    authority: ROLE,
    ids: TALENTO,
    body: 'avaliacao/_acoes/acompanhamento',
    async handler(ctx) {
      const f = await folhaDoTalento(ctx);
      return gravar(ctx, ctx.body as Corpo, { id: f.id, periodo_id: f.periodo_id });
    },
  },
  {
    name: 'imprimir-acompanhamento-respondido',
    method: 'POST',
    path: `${BASE}/imprimir-avaliacao-respondida`,
    summary: 'O acompanhamento respondido de um talento num período de experiência, em PDF',
    authority: ROLE,
    body: 'avaliacao/_acoes/imprimir-acompanhamento',
    produces: 'application/pdf',
    handler: (ctx) =>
      encaminharRelatorio(ctx, '/api/avaliacao/relatorios/acompanhamento-respondido', ctx.body),
  },
  {
    name: 'excluir-acompanhamento',
    method: 'DELETE',
    path: `${BASE}/talentos/:id/colaboradores-questionarios/:qid`,
    summary: 'Exclui um acompanhamento',
    authority: ROLE,
    ids: TALENTO,
    status: 204,
    async handler(ctx) {
      const f = await folhaDoTalento(ctx);
      await sql`DELETE FROM questionario_folha WHERE id = ${f.id}::uuid`.execute(ctx.db);
      ctx.audit = {
        resource: 'cargo-salario/colaboradores',
        recordId: ctx.params.id,
        changes: [{ campo: 'acompanhamentoExperiencia', de: { periodo: f.periodo_id, folha: f.id } }],
      };
    },
  },
]);
