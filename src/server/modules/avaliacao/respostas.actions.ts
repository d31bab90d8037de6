// What one evaluator answered (spec §7 "Answers: GET /avaliacao-desempenho-questionario (colaboradorQuestionarioId)";
// ROLE_AVALIACAO), for HR reviewing a non-anonymous evaluation:
//   GET avaliacao/respostas/avaliacao-desempenho-questionario?colaboradorQuestionarioId=<participation>
// the finished sheet of that participation with its scores, answers, competence levels and the questionnaire.
// Anonymous evaluations refuse (409): their finished sheets have no evaluator (docs/avaliacao.md "Anonimato"),
// and this endpoint must not become the way to link them.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { respostasDaFolha } from '../../questionarios/folhas.ts';
import { carregarQuestionario } from '../../questionarios/questionario.ts';
import {
  AVALIACOES,
  lerAvaliacao,
  MODELOS,
  ORIGEM_DESEMPENHO,
  PAPEIS,
  type Papel,
  ROLE,
} from './avaliacao.ts';
import { NOMES_COMPETENCIA } from './relatorios/comum.ts';

export const MSG_RESPOSTAS = {
  anonima: 'A avaliação é anônima: as respostas de cada avaliador não são mostradas.',
  naoConcluida: 'O avaliador ainda não concluiu esta avaliação.',
} as const;

export default defineActions([
  {
    name: 'respostas-do-avaliador',
    method: 'GET',
    path: 'avaliacao/respostas/avaliacao-desempenho-questionario',
    summary: 'As respostas de um avaliador a um avaliado (somente avaliações identificadas)',
    authority: ROLE,
    query: 'avaliacao/_acoes/respostas-participacao',
    async handler({ db, session, engine, query }) {
      const { rows: ps } = await sql<{
        id: number;
        papel: Papel;
        avaliacaoId: number;
        avaliado: { id: number; nome: string };
        avaliador: { id: number; nome: string };
      }>`SELECT p.id, p.papel, p.avaliacao_desempenho_id AS "avaliacaoId",
          json_build_object('id', a.id, 'nome', a.nome) AS avaliado, json_build_object('id', c.id, 'nome', c.nome) AS avaliador
        FROM avaliacao_participante p JOIN colaborador a ON a.id = p.avaliado_id JOIN colaborador c ON c.id = p.avaliador_id
        WHERE p.id = ${query.colaboradorQuestionarioId} AND p.empresa_id = ${session.empresaId}`.execute(db);
      const p = ps[0];
      if (!p) throw notFound();
      const av = await lerAvaliacao(db, session.empresaId, p.avaliacaoId);
      if (av.anonima) throw conflict(MSG_RESPOSTAS.anonima);
      const { rows: fs } = await sql<any>`SELECT f.id, f.observacao, f.respondida_em AS "respondidaEm",
          n.nota_geral::float8 AS geral, n.nota_questionario::float8 AS questionario,
          n.nota_competencias::float8 AS competencias
        FROM questionario_folha f LEFT JOIN avaliacao_folha_nota n ON n.folha_id = f.id
        WHERE f.origem = ${ORIGEM_DESEMPENHO} AND f.contexto = ${AVALIACOES} AND f.contexto_id = ${av.id}
          AND f.avaliado_id = ${p.avaliado.id} AND f.papel = ${p.papel} AND f.respondente_id = ${p.avaliador.id}
          AND f.concluida AND NOT f.anonima`.execute(db);
      const f = fs[0];
      if (!f) throw conflict(MSG_RESPOSTAS.naoConcluida);
      const { rows: competencias } =
        await sql`SELECT fc.tipo, json_build_object('id', fc.competencia_id, 'nome', nm.nome) AS competencia,
            json_build_object('id', nv.id, 'descricao', nv.descricao) AS nivel, fc.ordem,
            fc.ordem_exigida AS "ordemExigida", fc.peso, fc.comentario
          FROM avaliacao_folha_competencia fc JOIN nivel_competencia nv ON nv.id = fc.nivel_id
          JOIN ${NOMES_COMPETENCIA} nm ON nm.tipo = fc.tipo AND nm.id = fc.competencia_id
          WHERE fc.folha_id = ${f.id}::uuid ORDER BY fc.tipo, gente_search(nm.nome)`.execute(db);
      return {
        avaliacao: { id: av.id, titulo: av.titulo },
        participacao: p.id,
        papel: p.papel,
        papelDescricao: PAPEIS[p.papel],
        avaliado: p.avaliado,
        avaliador: p.avaliador,
        respondidaEm: f.respondidaEm,
        notas: { geral: f.geral, questionario: f.questionario, competencias: f.competencias },
        observacao: f.observacao ?? undefined,
        respostas: await respostasDaFolha(db, f.id),
        competencias,
        questionario: av.modeloId
          ? await carregarQuestionario(db, engine.registry, session.empresaId, MODELOS, av.modeloId)
          : undefined,
      };
    },
  },
]);
