// Cartão de Acompanhamento do Período de Experiência: for each employee chosen, every period chosen with the date
// due, and the follow-up when answered.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ORIGEM_EXPERIENCIA, PERIODOS } from '../experiencia.ts';

export default defineReportQuery(
  (f, { session }) =>
    sql`SELECT c.nome, c.id AS colaborador_id, pe.nome AS periodo, (c.data_admissao + pe.dias) AS data_prevista,
        (fo.respondida_em AT TIME ZONE 'America/Sao_Paulo')::date AS respondida_em, m.titulo AS modelo, round(fo.nota, 2) AS nota,
        CASE WHEN fo.nota IS NOT NULL AND m.percentual_minimo_aprovacao IS NOT NULL THEN fo.nota >= m.percentual_minimo_aprovacao END AS aprovado,
        u.nome AS respondente
      FROM colaborador c JOIN periodo_experiencia pe ON pe.empresa_id = c.empresa_id AND pe.id = ANY(${f.periodosExperiencia}::int[])
      LEFT JOIN questionario_folha fo ON fo.origem = ${ORIGEM_EXPERIENCIA} AND fo.contexto = ${PERIODOS}
           AND fo.contexto_id = pe.id AND fo.avaliado_id = c.id
      LEFT JOIN modelo_avaliacao m ON m.id = fo.modelo_id LEFT JOIN usuario u ON u.id = fo.respondente_id
     WHERE c.empresa_id = ${session.empresaId} AND c.id = ANY(${f.colaboradores}::int[])
     ORDER BY gente_search(c.nome), c.id, pe.dias, pe.id`,
);
