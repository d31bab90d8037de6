// The answered experience-period follow-up of one talent, printed (POST acompanhamentos-periodos-experiencia/
// imprimir-avaliacao-respondida; no menu entry): the model, who answered and when, the score and the approval,
// then every question of the model by aspect with the answer given (unanswered optional questions stay blank).
// One follow-up per talent and period, so (talent, period) names it and the header shows both by name.
import { sql } from 'kysely';
import { notFound } from '../../../http/errors.ts';
import { defineReportQuery, defineReportValidation } from '../../../reports/context.ts';
import { MODELOS } from '../avaliacao.ts';
import { ORIGEM_EXPERIENCIA, PERIODOS } from '../experiencia.ts';

const folha = (f: Record<string, any>, empresaId: number) =>
  sql`SELECT fo.* FROM questionario_folha fo JOIN colaborador c ON c.id = fo.avaliado_id AND c.empresa_id = fo.empresa_id
    WHERE fo.empresa_id = ${empresaId} AND fo.origem = ${ORIGEM_EXPERIENCIA} AND fo.contexto = ${PERIODOS}
      AND fo.contexto_id = ${f.periodoExperienciaId} AND fo.avaliado_id = ${f.colaboradorId}`;

/** A talent of another company, or a period not yet followed up: 404, never an empty printout. */
export const validar = defineReportValidation(async (f, { db, session }) => {
  const { rows } = await sql`${folha(f, session.empresaId)} LIMIT 1`.execute(db);
  if (!rows.length) throw notFound();
});

export default defineReportQuery(
  (f, { session }) =>
    sql`WITH fo AS (${folha(f, session.empresaId)})
    SELECT fo.id AS folha_id,
        m.titulo || ' — respondida em ' || coalesce(to_char(fo.respondida_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY'), '—')
          || coalesce(' por ' || u.nome, '')
          || CASE WHEN NOT fo.concluida THEN ' — respondida parcialmente'
               WHEN fo.nota IS NULL THEN ''
               ELSE ' — nota ' || replace(to_char(round(fo.nota, 2), 'FM990D00'), '.', ',')
                 || CASE WHEN m.percentual_minimo_aprovacao IS NULL THEN ''
                      WHEN fo.nota >= m.percentual_minimo_aprovacao THEN ' (aprovado)' ELSE ' (reprovado)' END END
          AS acompanhamento,
        coalesce(a.nome, 'Sem aspecto') AS aspecto, coalesce(a.id, 0) AS aspecto_id, p.ordem, p.texto AS pergunta,
        CASE p.tipo
          WHEN 1 THEN (SELECT o.texto FROM questionario_pergunta_respostas o WHERE o.id = r.opcao_id)
          WHEN 5 THEN (SELECT string_agg(o.texto, ' / ' ORDER BY o.posicao, o.id) FROM questionario_pergunta_respostas o
                        WHERE o.id = ANY(r.opcoes_ids))
          WHEN 4 THEN trim_scale(r.nota)::text || ' (de ' || p.nota_minima || ' a ' || p.nota_maxima || ')'
          WHEN 3 THEN r.comentario END AS resposta,
        CASE WHEN p.tipo <> 3 THEN r.comentario END AS comentario
      FROM fo JOIN modelo_avaliacao m ON m.id = fo.modelo_id LEFT JOIN usuario u ON u.id = fo.respondente_id
      JOIN questionario_pergunta p ON p.cadastro = ${MODELOS} AND p.modelo_id = fo.modelo_id
      LEFT JOIN questionario_aspecto a ON a.id = p.aspecto_id
      LEFT JOIN questionario_resposta r ON r.folha_id = fo.id AND r.pergunta_id = p.id
     ORDER BY fo.id, a.nome NULLS LAST, a.id, p.ordem, p.id`,
);
