// What a PGR is made of, in SQL: the composition of each of its homogeneous groups in force at the end of the
// programme (the latest history entry on or before dataFim) and the environmental conditions in force then
// (per environment and function, the latest on or before dataFim; a group that lists functions keeps the
// conditions of those functions and the environment-wide ones). Shared by the PGR endpoints and its report.
import { type RawBuilder, sql } from 'kysely';

type Sql = RawBuilder<unknown>;

/** CTEs `p` (the PGR), `ghe` (each group with its entry in force: hist_id, desde) and `cond` (conditions). */
export function pgrCtes(empresaId: number, pgrId: number): Sql {
  return sql`
    p AS (SELECT * FROM pgr WHERE id = ${pgrId} AND empresa_id = ${empresaId}),
    ghe AS (
      SELECT g.id AS ghe_id, g.nome AS ghe_nome, h.id AS hist_id, h.data AS desde, h.descricao AS ghe_descricao
        FROM p JOIN pgr_grupos_homogeneos pg ON pg.owner_id = p.id
        JOIN grupo_homogeneo g ON g.id = pg.ref_id
        JOIN LATERAL (SELECT x.id, x.data, x.descricao FROM grupo_homogeneo_historicos x
                       WHERE x.owner_id = g.id AND x.data <= p.data_fim ORDER BY x.data DESC, x.id DESC LIMIT 1) h ON TRUE),
    cond AS (
      SELECT DISTINCT ON (ghe.ghe_id, c.ambiente_id, c.funcao_id)
             ghe.ghe_id, ghe.ghe_nome, c.id AS condicao_id, c.ambiente_id, c.funcao_id, c.data
        FROM ghe
        JOIN grupo_homogeneo_historicos_ambientes ja ON ja.owner_id = ghe.hist_id
        JOIN condicao_ambiental c ON c.ambiente_id = ja.ref_id AND c.empresa_id = ${empresaId}
        CROSS JOIN p
       WHERE c.data <= p.data_fim
         AND (c.funcao_id IS NULL
              OR NOT EXISTS (SELECT 1 FROM grupo_homogeneo_historicos_funcoes jf WHERE jf.owner_id = ghe.hist_id)
              OR c.funcao_id IN (SELECT jf.ref_id FROM grupo_homogeneo_historicos_funcoes jf WHERE jf.owner_id = ghe.hist_id))
       ORDER BY ghe.ghe_id, c.ambiente_id, c.funcao_id, c.data DESC, c.id DESC)`;
}

/** Agent rows that belong in the inventory: all but 09.01.001 without the PGR risk filled. */
export const noInventario = (agente: string) =>
  sql`NOT (${sql.ref(`${agente}.atividade_perigosa_insalubre_id`)} = 901001 AND NOT coalesce(${sql.ref(`${agente}.preenche_risco_pgr`)}, false))`;

/** Employees whose career entry in force on the PGR's end date places them in one of its groups' environments. */
export const trabalhadoresSql = sql`(
  SELECT count(DISTINCT hc.colaborador_id) FROM historico_colaborador hc CROSS JOIN p
   WHERE hc.empresa_id = p.empresa_id AND hc.data <= p.data_fim AND (hc.data_fim IS NULL OR hc.data_fim >= p.data_fim)
     AND hc.status IS DISTINCT FROM 'X'
     AND hc.ambiente_id IN (SELECT ja.ref_id FROM ghe JOIN grupo_homogeneo_historicos_ambientes ja ON ja.owner_id = ghe.hist_id))`;
