// Pieces of the experience follow-up reports.
import { sql } from 'kysely';
import { subarvoreAreas } from '../../cargo-salario/api.ts';
import { ORIGEM_EXPERIENCIA, PERIODOS } from '../experiencia.ts';

/** `x.area_id` within the areas (and subareas) chosen; TRUE when none. */
export const expandirAreasSql = (empresaId: number, areas: number[] | undefined) =>
  areas?.length ? sql`x.area_id IN ${subarvoreAreas(empresaId, areas)}` : sql`TRUE`;

/** The answered follow-ups of the company as `fo`, with period, model, employee and respondent. */
export const respondidosSql = (empresaId: number) => sql`(
    SELECT f.id, f.contexto_id AS periodo_id, pe.nome AS periodo, pe.dias, f.modelo_id, m.titulo AS modelo,
           f.avaliado_id AS colaborador_id, c.nome, f.respondida_em, f.nota, u.nome AS respondente,
           CASE WHEN f.nota IS NOT NULL AND m.percentual_minimo_aprovacao IS NOT NULL
                THEN f.nota >= m.percentual_minimo_aprovacao END AS aprovado
      FROM questionario_folha f JOIN periodo_experiencia pe ON pe.id = f.contexto_id
      JOIN modelo_avaliacao m ON m.id = f.modelo_id JOIN colaborador c ON c.id = f.avaliado_id
      LEFT JOIN usuario u ON u.id = f.respondente_id
     WHERE f.empresa_id = ${empresaId} AND f.origem = ${ORIGEM_EXPERIENCIA} AND f.contexto = ${PERIODOS} AND f.concluida
  ) fo`;
