// Nove-Box (spec §7 "POST /relatorio" of the nine-box): the people of each box (calibrated ones in the box HR moved
// them to, with the computed box and the justification beside), then those without a result and why. Reads the
// generated positions, so the anonymity rules of the generation hold here too.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { quadranteSql } from '../ninebox-grade.ts';
import { posicaoNaData } from '../resultados.ts';

export default defineReportQuery((f, { session }) => {
  const calculado = quadranteSql(sql.ref('p.desempenho'), sql.ref('p.potencial'));
  return sql`WITH x AS (
      SELECT c.nome AS talento, ar.nome AS area, cg.nome AS cargo, p.desempenho, p.potencial, p.motivo,
             ${calculado} AS calculado, k.box AS calibrado, k.justificativa, nb.id AS ninebox_id
        FROM ninebox nb JOIN avaliacao_desempenho a ON a.id = nb.avaliacao_desempenho_id
        JOIN ninebox_posicao p ON p.ninebox_id = nb.id JOIN colaborador c ON c.id = p.colaborador_id
        LEFT JOIN ninebox_calibracao k ON k.ninebox_id = nb.id AND k.colaborador_id = c.id
        ${posicaoNaData(sql.ref('c.id'), sql`a.data_fim`)}
       WHERE nb.id = ${f.ninebox} AND nb.empresa_id = ${session.empresaId}
    )
    SELECT coalesce(b.nomeclatura, 'Sem resultado') AS quadrante, coalesce(b.quadrante, 10) AS ordem, x.talento, x.area,
           x.cargo, x.desempenho, x.potencial, bc.nomeclatura AS calculado,
           CASE WHEN x.calibrado IS NOT NULL THEN 'Calibrado: ' || x.justificativa ELSE x.motivo END AS justificativa
      FROM x LEFT JOIN ninebox_boxes b ON b.owner_id = x.ninebox_id AND b.quadrante = coalesce(x.calibrado, x.calculado)
      LEFT JOIN ninebox_boxes bc ON bc.owner_id = x.ninebox_id AND bc.quadrante = x.calculado
     ORDER BY coalesce(b.quadrante, 10), gente_search(x.talento), x.talento`;
});
