// What one evaluator answered (spec §7 "Answers: GET /avaliacao-desempenho-questionario (colaboradorQuestionarioId)";
// ROLE_AVALIACAO), for HR reviewing a non-anonymous evaluation:
//   GET avaliacao/respostas/avaliacao-desempenho-questionario?colaboradorQuestionarioId=<participation>
// the finished sheet of that participation with its scores, answers, competence levels and the questionnaire.
// Anonymous evaluations refuse (409): their finished sheets have no evaluator (docs/avaliacao.md "Anonimato"),
// and this endpoint must not become the way to link them.
import { sql } from 'kysely';
import { defineActions } from '../../actions/action.ts';
import { respostasDaFolha } from '../../questionarios/folhas.ts';
import { carregarQuestionario } from '../../questionarios/questionario.ts';
import { MODELOS, PAPEIS, ROLE } from './avaliacao.ts';
import { folhaConcluidaDaParticipacao, MSG_FOLHA } from './folha-avaliador.ts';
import { NOMES_COMPETENCIA } from './relatorios/comum.ts';

export const MSG_RESPOSTAS = { anonima: MSG_FOLHA.anonima, naoConcluida: MSG_FOLHA.naoConcluida } as const;

export default defineActions([
  {
    name: 'respostas-do-avaliador',
    method: 'GET',
    path: 'avaliacao/respostas/avaliacao-desempenho-questionario',
    summary: 'As respostas de um avaliador a um avaliado (somente avaliações identificadas)',
    authority: ROLE,
    query: 'avaliacao/_acoes/respostas-participacao',
    async handler({ db, session, engine, query }) {
      const { p, av, f } = await folhaConcluidaDaParticipacao(
        db,
        session.empresaId,
        query.colaboradorQuestionarioId,
      );
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
