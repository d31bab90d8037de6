// The blank questionnaire of one participation (GET avaliacoes-desempenhos-questionarios/:id/questionario/pdf; no
// menu entry): the evaluation and the person evaluated in the header, then the model's questions by aspect. No
// authority of its own: the evaluator prints their own participation (as they answer it, without any authority),
// HR (ROLE_AVALIACAO) any of the company's; anyone else gets 404, like the answering routes.
import { sql } from 'kysely';
import { hasAuthority } from '../../../auth/session.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import { MODELOS, MSG_PERGUNTAS, ROLE } from '../avaliacao.ts';

const TIPOS = JSON.stringify({ 1: 'Objetiva', 3: 'Subjetiva', 4: 'Nota', 5: 'Múltipla Escolha' });

/** The participation when the session may print it: HR, or the user linked to its evaluator. */
const participacaoSql = (participacao: number, session: { empresaId: number; userId: number }, rh: boolean) =>
  sql`SELECT p.id, a.id AS avaliacao_id, a.titulo, a.modelo_avaliacao_id AS modelo_id,
      coalesce(a.avaliar_somente_competencias, false) AS somente_competencias, av.nome AS avaliado
    FROM avaliacao_participante p JOIN avaliacao_desempenho a ON a.id = p.avaliacao_desempenho_id
    JOIN colaborador av ON av.id = p.avaliado_id JOIN colaborador c ON c.id = p.avaliador_id
    WHERE p.id = ${participacao} AND p.empresa_id = ${session.empresaId}
      AND (${rh} OR c.usuario_id = ${session.userId})`;

export const validar = defineReportValidation(async (f, { db, session }) => {
  const { rows } = await participacaoSql(f.participacao, session, hasAuthority(session, ROLE)).execute(db);
  const p = rows[0] as { modelo_id: number | null; somente_competencias: boolean } | undefined;
  if (!p) throw notFound();
  if (!p.modelo_id || p.somente_competencias) throw conflict(MSG_PERGUNTAS.semModelo);
});

export default defineReportQuery(
  (f, { session }) =>
    sql`WITH pa AS (${participacaoSql(f.participacao, session, hasAuthority(session, ROLE))})
    SELECT pa.titulo || ' — avaliado: ' || pa.avaliado AS avaliacao, pa.avaliacao_id,
      coalesce(asp.nome, 'Sem aspecto') AS aspecto, coalesce(asp.id, 0) AS aspecto_id, p.ordem,
      p.texto AS pergunta, ${TIPOS}::jsonb ->> p.tipo::text AS tipo,
      CASE WHEN p.tipo = 4 THEN 'Nota de ' || coalesce(p.nota_minima, 1) || ' a ' || coalesce(p.nota_maxima, 10)
        ELSE (SELECT string_agg(o.texto, ' / ' ORDER BY o.posicao, o.id)
                FROM questionario_pergunta_respostas o WHERE o.owner_id = p.id) END AS opcoes,
      coalesce(p.obrigatoria, false) AS obrigatoria
    FROM pa JOIN questionario_pergunta p ON p.cadastro = ${MODELOS} AND p.modelo_id = pa.modelo_id
      AND p.empresa_id = ${session.empresaId}
    LEFT JOIN questionario_aspecto asp ON asp.id = p.aspecto_id
    WHERE NOT pa.somente_competencias
    ORDER BY asp.nome NULLS LAST, asp.id, p.ordem, p.id`,
);
