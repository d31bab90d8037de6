// The endpoints every questionnaire model register gets (spec §7 "Evaluation questions (under an evaluation
// base)", the same shape as surveys and course evaluations), declared once here for any register P that
// declares x-resource.questionario; P's own read/write authorities apply:
//   GET    P/:id/questionario                         the whole questionnaire (aspects, questions, options)
//   GET    P/:id/aspectos?nome   POST P/:id/aspectos   PUT/DELETE P/:id/aspectos/:aspectoId
//   GET    P/:id/perguntas?aspecto   POST P/:id/perguntas   GET/PUT/DELETE P/:id/perguntas/:perguntaId
//   PATCH  P/:id/perguntas/:perguntaId/ordem {ordem}   GET P/:id/perguntas/proxima-ordem
//   POST   P/:id/ordem-aleatoria   GET P/:id/perguntas/quantidade-perguntas-respondidas
//   GET    P/:id/perguntas/respostas-sugeridas         option sets already used in the company, most used first
//   POST   P/:id?empresas=1,2                          clone (title + ' (Clone)')
//   GET    P/:id/relatorio                              the questionnaire printed (report questionario/impressao)
//   GET    P/:id/folhas   POST P/:id/folhas   GET/PUT/DELETE P/:id/folhas/:folhaId   answer sheets filled by
//          staff with P's write authority (modules with their own respondents, e.g. the 360° evaluation,
//          answer through their own endpoints with the same functions: folhas.ts)
// Aspects and questions are written through their registers' repositories (validation, hooks, audit).
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { FolhaEnviada } from '../../shared/questionario/tipos.ts';
import type { Resource } from '../../shared/schema/types.ts';
import type { ActionContext, ActionSpec } from '../actions/action.ts';
import type { RecordData } from '../crud/hooks.ts';
import { conflict, fieldError, notFound } from '../http/errors.ts';
import { clonarModelo } from './clone.ts';
import { conferirFolha, gravarFolha, lerFolha, ORIGEM_GENERICA, respostaDaGravacao, UUID } from './folhas.ts';
import { encaminharRelatorio } from './imprimir.ts';
import {
  ASPECTOS,
  carregarQuestionario,
  PERGUNTAS,
  perguntasDoModelo,
  proximaOrdem,
} from './questionario.ts';

export const RELATORIO_IMPRESSAO = '/api/questionario/relatorios/impressao';

export const MSG_FOLHAS = {
  naoEncontrado: 'O registro indicado não foi encontrado.',
  soQuemRespondeu: 'Somente quem respondeu pode alterar estas respostas.',
} as const;

/** A record of `table` (an aspect or a question) of this model, or 404. */
async function doModelo(ctx: ActionContext, table: string, id: number, cadastro: string) {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id}
    AND empresa_id = ${ctx.session.empresaId} AND cadastro = ${cadastro} AND modelo_id = ${ctx.params.id}`.execute(
    ctx.db,
  );
  if (rows.length === 0) throw notFound();
}

/** Renumbers the model's questions 1..n in the order given. */
async function renumerar(ctx: ActionContext, ids: number[]) {
  await sql`UPDATE questionario_pergunta p SET ordem = x.ordem, updated_at = now(), updated_by = ${ctx.session.userId}
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS x(id, ordem) WHERE p.id = x.id`.execute(ctx.db);
}

async function idsNaOrdem(ctx: ActionContext, cadastro: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM questionario_pergunta
    WHERE empresa_id = ${ctx.session.empresaId} AND cadastro = ${cadastro} AND modelo_id = ${ctx.params.id}
    ORDER BY ordem NULLS LAST, id FOR UPDATE`.execute(ctx.db);
  return rows.map((r) => r.id);
}

/** The register `referencia` names must exist and the record must be this company's. */
async function conferirReferencia(ctx: ActionContext, ref: { cadastro: string; id: number }) {
  const r = ctx.engine.registry.find(ref.cadastro);
  if (!r) throw fieldError('referencia.cadastro', MSG_FOLHAS.naoEncontrado);
  const scope = r.meta.tenant === 'empresa' ? sql`AND empresa_id = ${ctx.session.empresaId}` : sql``;
  const { rows } = await sql`SELECT 1 FROM ${sql.table(r.table)} WHERE id = ${ref.id} ${scope}`.execute(
    ctx.db,
  );
  if (rows.length === 0) throw fieldError('referencia.id', MSG_FOLHAS.naoEncontrado);
}

export function questionarioActions(resource: Resource): ActionSpec[] {
  const P = resource.path;
  const read = resource.meta.authority?.read;
  const write = resource.meta.authority?.write;
  const slug = P.replace('/', '-');
  const ids = { id: P };
  const aspectoIds = { ...ids, aspectoId: ASPECTOS };
  const perguntaIds = { ...ids, perguntaId: PERGUNTAS };
  const repo = (ctx: ActionContext, path: string) => {
    ctx.audit = false; // the repository writes the audit entry of what it stores
    return ctx.engine.repository(path);
  };
  const doCaminho = (ctx: ActionContext) => ({ ...ctx.body, cadastro: P, modeloId: ctx.params.id });
  const folhaDoCaminho = (ctx: ActionContext) =>
    lerFolha(ctx.db, ctx.session.empresaId, P, ctx.params.id, String(ctx.params.folhaId));

  return [
    {
      name: `${slug}-questionario`,
      method: 'GET',
      path: `${P}/:id/questionario`,
      summary: 'O questionário inteiro: aspectos, perguntas e opções, na ordem',
      authority: read,
      ids,
      handler: (ctx) =>
        carregarQuestionario(ctx.db, ctx.engine.registry, ctx.session.empresaId, P, ctx.params.id),
    },
    {
      name: `${slug}-aspectos`,
      method: 'GET',
      path: `${P}/:id/aspectos`,
      summary: 'Aspectos do questionário (filtro por nome)',
      authority: read,
      ids,
      query: 'questionario/_acoes/aspectos-filtro',
      handler: (ctx) =>
        repo(ctx, ASPECTOS).list(ctx.session, {
          cadastro: P,
          modeloId: String(ctx.params.id),
          ...(ctx.query.nome ? { nome: ctx.query.nome } : {}),
        }),
    },
    {
      name: `${slug}-inserir-aspecto`,
      method: 'POST',
      path: `${P}/:id/aspectos`,
      summary: 'Inclui um aspecto no questionário',
      authority: write,
      ids,
      body: 'questionario/_acoes/aspecto',
      status: 201,
      handler: (ctx) => repo(ctx, ASPECTOS).create(ctx.session, doCaminho(ctx), { tx: ctx.db }),
    },
    {
      name: `${slug}-alterar-aspecto`,
      method: 'PUT',
      path: `${P}/:id/aspectos/:aspectoId`,
      summary: 'Renomeia um aspecto do questionário',
      authority: write,
      ids: aspectoIds,
      body: 'questionario/_acoes/aspecto',
      async handler(ctx) {
        await doModelo(ctx, 'questionario_aspecto', ctx.params.aspectoId, P);
        return repo(ctx, ASPECTOS).update(ctx.session, ctx.params.aspectoId, doCaminho(ctx), {
          tx: ctx.db,
        });
      },
    },
    {
      name: `${slug}-excluir-aspecto`,
      method: 'DELETE',
      path: `${P}/:id/aspectos/:aspectoId`,
      summary: 'Exclui um aspecto sem perguntas',
      authority: write,
      ids: aspectoIds,
      status: 204,
      async handler(ctx) {
        await doModelo(ctx, 'questionario_aspecto', ctx.params.aspectoId, P);
        await repo(ctx, ASPECTOS).remove(ctx.session, ctx.params.aspectoId, { tx: ctx.db });
      },
    },
    {
      name: `${slug}-perguntas`,
      method: 'GET',
      path: `${P}/:id/perguntas`,
      summary: 'Perguntas do questionário, na ordem (filtro por aspecto)',
      authority: read,
      ids,
      query: 'questionario/_acoes/perguntas-filtro',
      handler: (ctx) =>
        repo(ctx, PERGUNTAS).list(ctx.session, {
          cadastro: P,
          modeloId: String(ctx.params.id),
          ...(ctx.query.aspecto ? { aspecto: String(ctx.query.aspecto) } : {}),
        }),
    },
    {
      name: `${slug}-proxima-ordem`,
      method: 'GET',
      path: `${P}/:id/perguntas/proxima-ordem`,
      summary: 'A ordem da próxima pergunta (a última + 1)',
      authority: read,
      ids,
      handler: async (ctx) => ({
        ordem: await proximaOrdem(ctx.db, ctx.session.empresaId, P, ctx.params.id),
      }),
    },
    {
      name: `${slug}-quantidade-perguntas-respondidas`,
      method: 'GET',
      path: `${P}/:id/perguntas/quantidade-perguntas-respondidas`,
      summary: 'Quantas perguntas do questionário já têm respostas',
      authority: read,
      ids,
      async handler(ctx) {
        const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT r.pergunta_id)::int AS n
          FROM questionario_resposta r JOIN questionario_pergunta p ON p.id = r.pergunta_id
          WHERE p.empresa_id = ${ctx.session.empresaId} AND p.cadastro = ${P} AND p.modelo_id = ${ctx.params.id}`.execute(
          ctx.db,
        );
        return { quantidade: rows[0].n };
      },
    },
    {
      name: `${slug}-respostas-sugeridas`,
      method: 'GET',
      path: `${P}/:id/perguntas/respostas-sugeridas`,
      summary: 'Conjuntos de opções já usados nas perguntas da empresa, os mais usados primeiro',
      authority: read,
      ids,
      async handler(ctx) {
        const { rows } = await sql<{
          respostas: unknown;
          usos: number;
        }>`SELECT respostas, count(*)::int AS usos
          FROM (SELECT jsonb_agg(jsonb_build_object('texto', o.texto, 'peso', coalesce(o.peso, 1)::float8)
                  ORDER BY o.posicao, o.id) AS respostas
                  FROM questionario_pergunta p JOIN questionario_pergunta_respostas o ON o.owner_id = p.id
                 WHERE p.empresa_id = ${ctx.session.empresaId} GROUP BY p.id) x
          GROUP BY respostas ORDER BY usos DESC, respostas::text LIMIT 20`.execute(ctx.db);
        return rows;
      },
    },
    {
      name: `${slug}-pergunta`,
      method: 'GET',
      path: `${P}/:id/perguntas/:perguntaId`,
      summary: 'Uma pergunta do questionário',
      authority: read,
      ids: perguntaIds,
      async handler(ctx) {
        await doModelo(ctx, 'questionario_pergunta', ctx.params.perguntaId, P);
        return repo(ctx, PERGUNTAS).get(ctx.session, ctx.params.perguntaId, ctx.db);
      },
    },
    {
      name: `${slug}-inserir-pergunta`,
      method: 'POST',
      path: `${P}/:id/perguntas`,
      summary: 'Inclui uma pergunta no questionário',
      authority: write,
      ids,
      record: PERGUNTAS,
      status: 201,
      handler: (ctx) => repo(ctx, PERGUNTAS).create(ctx.session, doCaminho(ctx), { tx: ctx.db }),
    },
    {
      name: `${slug}-alterar-pergunta`,
      method: 'PUT',
      path: `${P}/:id/perguntas/:perguntaId`,
      summary: 'Altera uma pergunta do questionário',
      authority: write,
      ids: perguntaIds,
      record: PERGUNTAS,
      async handler(ctx) {
        await doModelo(ctx, 'questionario_pergunta', ctx.params.perguntaId, P);
        return repo(ctx, PERGUNTAS).update(ctx.session, ctx.params.perguntaId, doCaminho(ctx), {
          tx: ctx.db,
        });
      },
    },
    {
      name: `${slug}-excluir-pergunta`,
      method: 'DELETE',
      path: `${P}/:id/perguntas/:perguntaId`,
      summary: 'Exclui uma pergunta sem respostas',
      authority: write,
      ids: perguntaIds,
      status: 204,
      async handler(ctx) {
        await doModelo(ctx, 'questionario_pergunta', ctx.params.perguntaId, P);
        await repo(ctx, PERGUNTAS).remove(ctx.session, ctx.params.perguntaId, { tx: ctx.db });
        await renumerar(ctx, await idsNaOrdem(ctx, P));
      },
    },
    {
      name: `${slug}-ordem-pergunta`,
      method: 'PATCH',
      path: `${P}/:id/perguntas/:perguntaId/ordem`,
      summary: 'Move a pergunta para a posição informada e renumera as demais',
      authority: write,
      ids: perguntaIds,
      body: 'questionario/_acoes/ordem',
      async handler(ctx) {
        await doModelo(ctx, 'questionario_pergunta', ctx.params.perguntaId, P);
        const ids = await idsNaOrdem(ctx, P);
        const de = ids.indexOf(ctx.params.perguntaId) + 1;
        const para = Math.min(ctx.body.ordem as number, ids.length);
        const outras = ids.filter((x) => x !== ctx.params.perguntaId);
        outras.splice(para - 1, 0, ctx.params.perguntaId);
        await renumerar(ctx, outras);
        ctx.audit = {
          resource: PERGUNTAS,
          recordId: ctx.params.perguntaId,
          changes: [{ campo: 'ordem', de, para }],
        };
        return perguntasDoModelo(ctx.db, ctx.session.empresaId, P, ctx.params.id);
      },
    },
    {
      name: `${slug}-ordem-aleatoria`,
      method: 'POST',
      path: `${P}/:id/ordem-aleatoria`,
      summary: 'Sorteia uma nova ordem para as perguntas',
      authority: write,
      ids,
      async handler(ctx) {
        const ids = await idsNaOrdem(ctx, P);
        for (let i = ids.length - 1; i > 0; i--) {
          const j = randomInt(i + 1);
          [ids[i], ids[j]] = [ids[j]!, ids[i]!];
        }
        await renumerar(ctx, ids);
        ctx.audit = {
          resource: P,
          recordId: ctx.params.id,
          changes: [{ campo: 'ordemPerguntas', para: ids }],
        };
        return perguntasDoModelo(ctx.db, ctx.session.empresaId, P, ctx.params.id);
      },
    },
    {
      name: `${slug}-clonar`,
      method: 'POST',
      path: `${P}/:id`,
      summary:
        'Clona o questionário (com aspectos e perguntas) na empresa da sessão ou nas empresas informadas',
      authority: write,
      ids,
      query: 'questionario/_acoes/clone',
      status: 201,
      handler: (ctx) => clonarModelo(ctx, resource, ctx.params.id, ctx.query.empresas),
    },
    {
      name: `${slug}-imprimir`,
      method: 'GET',
      path: `${P}/:id/relatorio`,
      summary: 'O questionário em PDF, para imprimir',
      authority: read,
      ids,
      produces: 'application/pdf',
      handler: (ctx) =>
        encaminharRelatorio(ctx, RELATORIO_IMPRESSAO, { cadastro: P, modeloId: ctx.params.id }),
    },
    {
      name: `${slug}-folhas`,
      method: 'GET',
      path: `${P}/:id/folhas`,
      summary: 'Folhas de respostas preenchidas por estas rotas (a equipe responde pelo registro indicado)',
      authority: read,
      ids,
      async handler(ctx) {
        const { rows } = await sql<RecordData>`SELECT f.id, f.contexto, f.contexto_id AS "contextoId",
            f.avaliado_id AS "avaliadoId", f.papel, f.concluida, NOT f.concluida AS "respondidoParcialmente",
            f.nota::float8 AS nota, f.anonima, f.respondida_em AS "respondidaEm",
            CASE WHEN f.respondente_id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'nome', u.nome) END AS respondente
          FROM questionario_folha f LEFT JOIN usuario u ON u.id = f.respondente_id
          WHERE f.empresa_id = ${ctx.session.empresaId} AND f.cadastro = ${P} AND f.modelo_id = ${ctx.params.id}
            AND f.origem = ${ORIGEM_GENERICA}
          ORDER BY f.respondida_em DESC NULLS LAST, f.id LIMIT 10000`.execute(ctx.db);
        return rows;
      },
    },
    {
      name: `${slug}-responder`,
      method: 'POST',
      path: `${P}/:id/folhas`,
      summary: 'Responde o questionário (folha nova; respondidoParcialmente para continuar depois)',
      authority: write,
      ids,
      body: 'questionario/_acoes/folha',
      status: 201,
      async handler(ctx) {
        const body = ctx.body as FolhaEnviada & { referencia?: { cadastro: string; id: number } };
        const perguntas = await perguntasDoModelo(ctx.db, ctx.session.empresaId, P, ctx.params.id);
        conferirFolha(perguntas, body);
        if (body.referencia) await conferirReferencia(ctx, body.referencia);
        const gravada = await gravarFolha(
          ctx.db,
          {
            empresaId: ctx.session.empresaId,
            cadastro: P,
            modeloId: ctx.params.id,
            contexto: body.referencia?.cadastro ?? P,
            contextoId: body.referencia?.id ?? ctx.params.id,
            respondenteId: ctx.session.userId,
          },
          perguntas,
          body,
        );
        ctx.audit = { resource: P, recordId: ctx.params.id, changes: [{ campo: 'folha', para: gravada.id }] };
        return respostaDaGravacao(gravada);
      },
    },
    {
      name: `${slug}-folha`,
      method: 'GET',
      path: `${P}/:id/folhas/:folhaId`,
      summary: 'Uma folha de respostas do questionário',
      authority: read,
      ids,
      async handler(ctx) {
        const { respondenteId: _r, contexto: _c, contextoId: _i, ...folha } = await folhaDoCaminho(ctx);
        return folha;
      },
    },
    {
      name: `${slug}-alterar-folha`,
      method: 'PUT',
      path: `${P}/:id/folhas/:folhaId`,
      summary: 'Altera as respostas de uma folha (somente quem respondeu)',
      authority: write,
      ids,
      body: 'questionario/_acoes/folha',
      async handler(ctx) {
        const atual = await folhaDoCaminho(ctx);
        if (atual.respondenteId !== ctx.session.userId) throw conflict(MSG_FOLHAS.soQuemRespondeu);
        const body = ctx.body as FolhaEnviada;
        const perguntas = await perguntasDoModelo(ctx.db, ctx.session.empresaId, P, ctx.params.id);
        conferirFolha(perguntas, body);
        const gravada = await gravarFolha(
          ctx.db,
          {
            empresaId: ctx.session.empresaId,
            cadastro: P,
            modeloId: ctx.params.id,
            contexto: atual.contexto,
            contextoId: atual.contextoId,
            respondenteId: ctx.session.userId,
          },
          perguntas,
          body,
          atual.id,
        );
        ctx.audit = { resource: P, recordId: ctx.params.id, changes: [{ campo: 'folha', para: gravada.id }] };
        return respostaDaGravacao(gravada);
      },
    },
    {
      name: `${slug}-excluir-folha`,
      method: 'DELETE',
      path: `${P}/:id/folhas/:folhaId`,
      summary: 'Exclui uma folha de respostas preenchida por estas rotas',
      authority: write,
      ids,
      status: 204,
      async handler(ctx) {
        const atual = await folhaDoCaminho(ctx);
        await sql`DELETE FROM questionario_folha WHERE id = ${atual.id}::uuid`.execute(ctx.db);
        ctx.audit = { resource: P, recordId: ctx.params.id, changes: [{ campo: 'folha', de: atual.id }] };
      },
    },
  ];
}

export { UUID };
