// Resultado por Pergunta do Modelo de Avaliação: for each question of the model, how many finished sheets answered
// it and the mean score (0 to 100, the questionnaire engine's fractions) — over every use of the model (follow-ups,
// staff-filled sheets, performance evaluations). Sheets of an anonymous evaluation count only once it is closed,
// and a question shows with anonymous answers only when they are 2 or more.
import { sql } from 'kysely';
import { hojeSql } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { AVALIACOES, MINIMO_ANONIMATO, MODELOS } from '../avaliacao.ts';

export default defineReportQuery(
  (f, { session }) =>
    sql`WITH fo AS (
      SELECT f.id, f.anonima FROM questionario_folha f
        LEFT JOIN avaliacao_desempenho a ON f.contexto = ${AVALIACOES} AND a.id = f.contexto_id
       WHERE f.empresa_id = ${session.empresaId} AND f.cadastro = ${MODELOS} AND f.modelo_id = ${f.modeloAvaliacao} AND f.concluida
         AND (NOT f.anonima OR a.data_fim < ${hojeSql})
         AND (${f.dataIni ?? null}::date IS NULL OR coalesce(f.respondida_em::date, a.data_fim) >= ${f.dataIni ?? null}::date)
         AND (${f.dataFim ?? null}::date IS NULL OR coalesce(f.respondida_em::date, a.data_fim) <= ${f.dataFim ?? null}::date)
    ), fr AS (
      SELECT p.id, fo.anonima,
             CASE p.tipo
               WHEN 1 THEN (SELECT o.peso / nullif((SELECT max(x.peso) FROM questionario_pergunta_respostas x WHERE x.owner_id = p.id), 0)
                              FROM questionario_pergunta_respostas o WHERE o.id = r.opcao_id)
               WHEN 5 THEN (SELECT sum(o.peso) FROM questionario_pergunta_respostas o WHERE o.id = ANY(r.opcoes_ids))
                           / nullif((SELECT sum(x.peso) FROM questionario_pergunta_respostas x WHERE x.owner_id = p.id), 0)
               WHEN 4 THEN r.nota / nullif(p.nota_maxima, 0)
             END AS fracao
        FROM fo JOIN questionario_resposta r ON r.folha_id = fo.id JOIN questionario_pergunta p ON p.id = r.pergunta_id
    )
    SELECT coalesce(asp.nome, 'Sem aspecto') AS aspecto, p.ordem, p.texto AS pergunta, count(fr.id)::int AS respostas,
           round(100 * avg(fr.fracao), 2) AS media
      FROM questionario_pergunta p LEFT JOIN questionario_aspecto asp ON asp.id = p.aspecto_id LEFT JOIN fr ON fr.id = p.id
     WHERE p.empresa_id = ${session.empresaId} AND p.cadastro = ${MODELOS} AND p.modelo_id = ${f.modeloAvaliacao}
     GROUP BY asp.nome, p.id, p.ordem, p.texto
    HAVING count(fr.id) FILTER (WHERE fr.anonima) = 0 OR count(fr.id) >= ${MINIMO_ANONIMATO}
     ORDER BY asp.nome NULLS LAST, p.ordem, p.id`,
);
