// Resultado da Pesquisa (PDF/XLSX): per question of the survey, how many finished sheets chose each option or
// gave each note, the mean of the notes and the comments (alphabetical: never in order of arrival). An
// anonymous survey prints only after its last day and only with at least MINIMO_ANONIMATO sheets, like the
// results screen (resultados.ts).
import { sql } from 'kysely';
import { conflict } from '../../../http/errors.ts';
import { today } from '../../../http/params.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import { lerPesquisa, MINIMO_ANONIMATO, MSG_PESQUISA, ORIGEM_PESQUISA, PESQUISAS } from '../pesquisa.ts';

export const validar = defineReportValidation(async (f, { db, session }) => {
  const p = await lerPesquisa(db, f.pesquisa as number, session.empresaId);
  if (p.anonima && p.dataFim >= today()) throw conflict(MSG_PESQUISA.resultadoAnonimoAntesDoFim(p.dataFim));
});

export default defineReportQuery((f, { session }) => {
  return sql`WITH q AS (
      SELECT id, coalesce(anonima, false) AS anonima FROM pesquisa
       WHERE id = ${f.pesquisa} AND empresa_id = ${session.empresaId}
    ), fo AS (
      SELECT fo.id FROM q JOIN questionario_folha fo ON fo.contexto_id = q.id
       WHERE fo.origem = ${ORIGEM_PESQUISA} AND fo.contexto = ${PESQUISAS} AND fo.concluida
    ), r AS (SELECT r.* FROM questionario_resposta r WHERE r.folha_id IN (SELECT id FROM fo)),
    total AS (SELECT pergunta_id, count(*) AS n FROM r GROUP BY pergunta_id),
    linhas AS (
      SELECT p.id AS pergunta_id, o.texto AS resposta, 1 AS bloco, o.posicao::numeric AS ordem, NULL::text AS chave,
             (SELECT count(*) FROM r WHERE r.pergunta_id = p.id AND (r.opcao_id = o.id OR o.id = ANY(r.opcoes_ids))) AS quantidade
        FROM q JOIN questionario_pergunta p ON p.cadastro = ${PESQUISAS} AND p.modelo_id = q.id
        JOIN questionario_pergunta_respostas o ON o.owner_id = p.id
      UNION ALL
      SELECT r.pergunta_id, 'Nota ' || trim_scale(r.nota), 2, r.nota, NULL, count(*) FROM r
       WHERE r.nota IS NOT NULL GROUP BY r.pergunta_id, r.nota
      UNION ALL
      SELECT r.pergunta_id, 'Média: ' || replace(trim_scale(round(avg(r.nota), 2))::text, '.', ','), 3, 0, NULL, count(*)
        FROM r WHERE r.nota IS NOT NULL GROUP BY r.pergunta_id
      UNION ALL
      SELECT r.pergunta_id, r.comentario, 4, 0, r.comentario, 1 FROM r WHERE coalesce(r.comentario, '') <> ''
    )
    SELECT coalesce(asp.nome, 'Sem aspecto') AS aspecto, p.ordem || '. ' || p.texto AS pergunta, l.resposta,
           l.quantidade::int AS quantidade,
           CASE WHEN l.bloco IN (1, 2) THEN round(100.0 * l.quantidade / nullif(t.n, 0), 2) END AS percentual
      FROM linhas l JOIN questionario_pergunta p ON p.id = l.pergunta_id
      LEFT JOIN questionario_aspecto asp ON asp.id = p.aspecto_id LEFT JOIN total t ON t.pergunta_id = p.id CROSS JOIN q
     WHERE NOT q.anonima OR (SELECT count(*) FROM fo) >= ${MINIMO_ANONIMATO}
     ORDER BY asp.nome NULLS LAST, p.ordem, p.id, l.bloco, l.ordem, l.chave`;
});
