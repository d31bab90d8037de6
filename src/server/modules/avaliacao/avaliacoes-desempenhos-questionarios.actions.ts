// Answering a performance evaluation (spec §7 "Performance questionnaire"), for any logged-in user linked to an
// employee (colaborador.usuario): no authority, only their own participations as evaluator (another one is 404).
//   GET  avaliacao/avaliacoes-desempenhos-questionarios?avaliacaoId&situacao   what I have to answer
//   GET  …/:id                      the screen of one participation: evaluated person, questionnaire,
//                                   competences and levels, my draft (or my finished non-anonymous sheet)
//   GET  …/competencias/:id         only the competences part
//   GET  …/cncc/:id                 the competence levels I have given so far (spec "cncc": configuração de nível de
//                                   competência do colaborador), with the competence and level names
//   POST …/:id                      answer (respondidoParcialmente: save and come back later)
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { notFound } from '../../http/errors.ts';
import { respostaDaGravacao } from '../../questionarios/folhas.ts';
import { colaboradorDoUsuario, MSG_AVALIACAO, PARTICIPANTES } from './avaliacao.ts';
import { type CorpoResposta, responder, telaDeResposta } from './responder.ts';

const BASE = 'avaliacao/avaliacoes-desempenhos-questionarios';
const ids = { id: PARTICIPANTES };

const SITUACAO = {
  TODAS: sql`TRUE`,
  RESPONDIDAS: sql`coalesce(p.respondida, false)`,
  NAO_RESPONDIDAS: sql`NOT coalesce(p.respondida, false)`,
  PARCIAIS: sql`coalesce(p.respondida_parcialmente, false) AND NOT coalesce(p.respondida, false)`,
} as const;

export default defineActions([
  {
    name: 'minhas-avaliacoes-desempenho',
    method: 'GET',
    path: BASE,
    summary: 'As avaliações liberadas que o usuário (como talento) tem a responder',
    query: 'avaliacao/_acoes/questionarios-filtro',
    async handler({ db, session, query }) {
      const eu = await colaboradorDoUsuario(db, session.empresaId, session.userId);
      if (!eu) throw notFound();
      const { rows } = await sql`SELECT p.id, p.papel, coalesce(p.respondida, false) AS respondida,
          coalesce(p.respondida_parcialmente, false) AS "respondidaParcialmente",
          json_build_object('id', a.id, 'titulo', a.titulo, 'dataIni', a.data_ini, 'dataFim', a.data_fim,
            'anonima', coalesce(a.anonima, false)) AS avaliacao,
          json_build_object('id', c.id, 'nome', c.nome) AS avaliado
        FROM avaliacao_participante p JOIN avaliacao_desempenho a ON a.id = p.avaliacao_desempenho_id
        JOIN colaborador c ON c.id = p.avaliado_id
        WHERE p.empresa_id = ${session.empresaId} AND p.avaliador_id = ${eu.id} AND a.liberada
          AND (${query.avaliacaoId ?? null}::int IS NULL OR a.id = ${query.avaliacaoId ?? null})
          AND ${SITUACAO[(query.situacao ?? 'TODAS') as keyof typeof SITUACAO]}
        ORDER BY a.data_fim, a.id, (p.papel <> 'U'), gente_search(c.nome), p.id LIMIT 10000`.execute(db);
      return rows;
    },
  },
  {
    name: 'questionario-avaliacao-desempenho',
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Uma avaliação a responder: avaliado, questionário, competências, níveis e o rascunho',
    ids,
    handler: (ctx) => telaDeResposta(ctx, ctx.params.id),
  },
  {
    name: 'competencias-avaliacao-desempenho',
    method: 'GET',
    path: `${BASE}/competencias/:id`,
    summary: 'As competências do cargo do avaliado a avaliar, com os níveis',
    ids,
    async handler(ctx) {
      const tela = await telaDeResposta(ctx, ctx.params.id);
      return { competencias: tela.competencias, niveis: tela.niveis };
    },
  },
  {
    name: 'niveis-dados-avaliacao-desempenho',
    method: 'GET',
    path: `${BASE}/cncc/:id`,
    summary: 'Os níveis de competência que o avaliador já deu ao avaliado (rascunho ou folha identificada)',
    ids,
    async handler(ctx) {
      const tela = await telaDeResposta(ctx, ctx.params.id);
      const dados = new Map((tela.folha?.competencias ?? []).map((c) => [`${c.tipo}-${c.competenciaId}`, c]));
      return {
        avaliado: { id: tela.avaliado.id, nome: tela.avaliado.nome },
        respondida: tela.respondida,
        respondidaParcialmente: tela.respondidaParcialmente,
        competencias: tela.competencias.map((c) => {
          const dado = dados.get(`${c.tipo}-${c.competencia.id}`);
          const nivel = dado ? tela.niveis.find((n) => n.id === dado.nivelId) : undefined;
          return { ...c, nivel: nivel ?? null, ...(dado?.comentario ? { comentario: dado.comentario } : {}) };
        }),
      };
    },
  },
  {
    name: 'responder-avaliacao-desempenho',
    method: 'POST',
    path: `${BASE}/:id`,
    summary: 'Responde (ou grava parcialmente) uma avaliação de desempenho',
    ids,
    body: 'avaliacao/_acoes/responder',
    async handler(ctx) {
      const { participante, gravada } = await responder(ctx, ctx.params.id, ctx.body as CorpoResposta);
      // the trail says the participation was answered — in an anonymous evaluation never which sheet it was
      ctx.audit = {
        resource: PARTICIPANTES,
        recordId: participante.id,
        changes: [
          { campo: 'respondida', de: participante.respondida, para: gravada.concluida },
          {
            campo: 'respondidaParcialmente',
            de: participante.respondidaParcialmente,
            para: !gravada.concluida,
          },
          ...(gravada.anonima ? [] : [{ campo: 'folha', para: gravada.id }]),
        ],
      };
      return {
        ...respostaDaGravacao(gravada),
        mensagem: gravada.concluida ? 'Avaliação respondida.' : 'Respostas gravadas.',
      };
    },
  },
]);

export { MSG_AVALIACAO };
