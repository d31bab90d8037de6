// Pesquisa de Respostas da Avaliação: for each question of the evaluation's model, how many sheets (other than
// self-evaluations) chose each option — or gave each note — and the share. Anonymous evaluations: only once closed
// and only questions answered by 2 sheets or more.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { AVALIACOES, MINIMO_ANONIMATO, MODELOS, ORIGEM_DESEMPENHO } from '../avaliacao.ts';
import { avaliacaoDisponivel } from './comum.ts';

export const validar = avaliacaoDisponivel;

export default defineReportQuery((f, { session }) => {
  return sql`WITH a AS (
      SELECT id, modelo_avaliacao_id, coalesce(anonima, false) AS anonima FROM avaliacao_desempenho
       WHERE id = ${f.avaliacaoDesempenho} AND empresa_id = ${session.empresaId}
    ), r AS (
      SELECT r.* FROM a JOIN questionario_folha fo ON fo.contexto_id = a.id JOIN questionario_resposta r ON r.folha_id = fo.id
       WHERE fo.origem = ${ORIGEM_DESEMPENHO} AND fo.contexto = ${AVALIACOES} AND fo.concluida AND fo.papel <> 'U'
    ), total AS (SELECT pergunta_id, count(*) AS n FROM r GROUP BY pergunta_id),
    escolhas AS (
      SELECT p.id AS pergunta_id, o.texto AS resposta, o.posicao AS ordem,
             (SELECT count(*) FROM r WHERE r.pergunta_id = p.id AND (r.opcao_id = o.id OR o.id = ANY(r.opcoes_ids))) AS quantidade
        FROM a JOIN questionario_pergunta p ON p.cadastro = ${MODELOS} AND p.modelo_id = a.modelo_avaliacao_id
        JOIN questionario_pergunta_respostas o ON o.owner_id = p.id
      UNION ALL
      SELECT r.pergunta_id, 'Nota ' || trim_scale(r.nota), r.nota::int, count(*) FROM r WHERE r.nota IS NOT NULL GROUP BY r.pergunta_id, r.nota
    )
    SELECT coalesce(asp.nome, 'Sem aspecto') AS aspecto, p.ordem || '. ' || p.texto AS pergunta, e.resposta, e.quantidade::int AS quantidade,
           round(100.0 * e.quantidade / nullif(t.n, 0), 2) AS percentual
      FROM escolhas e JOIN questionario_pergunta p ON p.id = e.pergunta_id LEFT JOIN questionario_aspecto asp ON asp.id = p.aspecto_id
      LEFT JOIN total t ON t.pergunta_id = p.id CROSS JOIN a
     WHERE NOT a.anonima OR coalesce(t.n, 0) >= ${MINIMO_ANONIMATO}
     ORDER BY asp.nome NULLS LAST, p.ordem, p.id, e.ordem`;
});
