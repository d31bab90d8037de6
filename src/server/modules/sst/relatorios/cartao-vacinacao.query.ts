// Cartão de vacinação: one employee's courses (vaccines with a dose received), each dose of the schedule with
// its forecast date, date, lote and status on the reference date, grouped by vaccine with the course status.
// The same rules as vacinacao.ts (the card endpoint), written as one set-based query; the API test compares
// the two.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { validarColaborador } from './colaborador-filtro.ts';

export const validar = validarColaborador;

export default defineReportQuery((f, { session }) => {
  const colaboradorId = Number(f.colaborador);
  const hoje = (f.data as string | undefined) ?? today();
  return sql`
    WITH cur AS (
      SELECT v.id, v.nome, v.quantidade_doses FROM vacina v
       WHERE v.empresa_id = ${session.empresaId}
         AND EXISTS (SELECT 1 FROM vacinacao x WHERE x.vacina_id = v.id AND x.colaborador_id = ${colaboradorId})),
    d AS (
      SELECT cur.id AS vacina_id, cur.nome AS vacina, n AS dose, x.data_realizacao, x.lote,
             ant.data_realizacao + sd.dias_proxima_dose AS data_prevista
        FROM cur CROSS JOIN LATERAL generate_series(1, cur.quantidade_doses) n
        LEFT JOIN vacinacao x ON x.vacina_id = cur.id AND x.colaborador_id = ${colaboradorId} AND x.numero_dose = n
        LEFT JOIN vacinacao ant ON ant.vacina_id = cur.id AND ant.colaborador_id = ${colaboradorId} AND ant.numero_dose = n - 1
        LEFT JOIN vacina_doses sd ON sd.owner_id = cur.id AND sd.numero_dose = n - 1),
    s AS (
      SELECT d.*, CASE WHEN d.data_realizacao IS NOT NULL THEN 'Recebida'
                       WHEN d.data_prevista < ${hoje}::date THEN 'Atrasada' ELSE 'A receber' END AS situacao
        FROM d)
    SELECT c.nome AS talento,
           s.vacina || ' — ' || CASE WHEN bool_and(s.situacao = 'Recebida') OVER w THEN 'Completo'
                                     WHEN bool_or(s.situacao = 'Atrasada') OVER w THEN 'Interrompido'
                                     ELSE 'Em andamento' END AS curso,
           s.vacina_id, s.dose, s.data_prevista, s.data_realizacao, s.lote, s.situacao
      FROM s JOIN colaborador c ON c.id = ${colaboradorId}
    WINDOW w AS (PARTITION BY s.vacina_id)
     ORDER BY gente_search(s.vacina), s.vacina_id, s.dose`;
});
