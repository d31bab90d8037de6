// Vacinações: the doses given in a period to employees of the chosen establishments — the establishment of the
// career history entry in force on the vaccination date (the first entry when the dose came before it) —
// by establishment and vaccine.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { idsDe } from '../../../reports/sql.ts';

export default defineReportQuery((f, { session }) => {
  const vacinas = idsDe(f.vacinas);
  return sql`
    SELECT est.nome AS estabelecimento, est.id AS estabelecimento_id, v.nome AS vacina, v.id AS vacina_id,
           x.data_realizacao AS data, c.nome AS talento, x.numero_dose AS dose, x.lote
      FROM vacinacao x
      JOIN colaborador c ON c.id = x.colaborador_id
      JOIN vacina v ON v.id = x.vacina_id
      JOIN LATERAL (
        SELECT h.estabelecimento_id FROM historico_colaborador h
         WHERE h.colaborador_id = x.colaborador_id AND h.status IS DISTINCT FROM 'X'
         ORDER BY (h.data <= x.data_realizacao) DESC,
                  CASE WHEN h.data <= x.data_realizacao THEN h.data END DESC, h.data, h.id DESC
         LIMIT 1) h ON TRUE
      JOIN estabelecimento est ON est.id = h.estabelecimento_id
     WHERE x.empresa_id = ${session.empresaId}
       AND x.data_realizacao BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date
       AND h.estabelecimento_id = ANY(${idsDe(f.estabelecimentos)}::int[])
       AND (cardinality(${vacinas}::int[]) = 0 OR x.vacina_id = ANY(${vacinas}::int[]))
     ORDER BY gente_search(est.nome), est.id, gente_search(v.nome), v.id, x.data_realizacao,
              gente_search(c.nome), c.id`;
});
