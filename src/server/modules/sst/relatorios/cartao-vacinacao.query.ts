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
    WITH RECURSIVE cur AS (
      SELECT v.id, v.nome, v.quantidade_doses FROM vacina v
       WHERE v.empresa_id = ${session.empresaId}
         AND EXISTS (SELECT 1 FROM vacinacao x WHERE x.vacina_id = v.id AND x.colaborador_id = ${colaboradorId})),
    d0 AS (
      SELECT cur.id AS vacina_id, cur.nome AS vacina, n AS dose, x.data_realizacao, x.lote,
             sd.dias_proxima_dose AS intervalo
        FROM cur CROSS JOIN LATERAL generate_series(1, cur.quantidade_doses) n
        LEFT JOIN vacinacao x ON x.vacina_id = cur.id AND x.colaborador_id = ${colaboradorId} AND x.numero_dose = n
        LEFT JOIN vacina_doses sd ON sd.owner_id = cur.id AND sd.numero_dose = n - 1),
    -- dose by dose: the forecast is the previous dose's date (or, not received, its forecast) + the interval
    d AS (
      SELECT d0.*, NULL::date AS data_prevista, d0.data_realizacao AS base FROM d0 WHERE d0.dose = 1
      UNION ALL
      SELECT d0.*, (d.base + d0.intervalo)::date, coalesce(d0.data_realizacao, (d.base + d0.intervalo)::date)
        FROM d JOIN d0 ON d0.vacina_id = d.vacina_id AND d0.dose = d.dose + 1),
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
