// Últimas Promoções: each employee on the roll at the reference date with their last promotion (horizontal
// or vertical) up to then and the whole months since it — counted from the admission when never promoted
// ("Sem promoção") — optionally only those at least N months without one; by area, longest wait first.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { HISTORICO_TABLE } from '../historico-colaborador.sql.ts';
import {
  cteCaminhoAreas,
  filtroTalentos,
  MOTIVOS_PROMOCAO,
  ROTULOS,
  salarioHistoricoSql,
  talentosNaData,
} from './comum.ts';

export const SEM_PROMOCAO = 'Sem promoção';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  const minimo = (f.mesesSemPromocao as number | undefined) ?? 0;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)},
    talentos AS (
      SELECT ac.caminho AS area, c.id, c.nome AS talento, c.data_admissao AS admissao, cg.nome AS cargo, f.nome AS faixa,
             ${salarioHistoricoSql('h', data)} AS salario, up.data AS ultima_promocao, up.motivo,
             coalesce(up.data, c.data_admissao, h.data) AS desde
        FROM ${talentosNaData(empresaId, data)}
        LEFT JOIN LATERAL (SELECT x.data, x.motivo FROM ${sql.table(HISTORICO_TABLE)} x
                            WHERE x.colaborador_id = c.id AND x.data <= ${data}::date AND x.status IS DISTINCT FROM 'X'
                              AND x.motivo = ANY(${[...MOTIVOS_PROMOCAO.T]}::text[])
                            ORDER BY x.data DESC, x.id DESC LIMIT 1) up ON TRUE
       WHERE ${filtroTalentos(f, empresaId)}
    ), meses AS (
      SELECT t.*, (extract(year FROM age(${data}::date, t.desde)) * 12 + extract(month FROM age(${data}::date, t.desde)))::int AS meses
        FROM talentos t
    )
    SELECT area, talento, admissao, cargo, faixa, salario, ultima_promocao,
           coalesce(${rotuloSql(ROTULOS.motivo, sql`motivo`)}, ${SEM_PROMOCAO}) AS motivo, meses
      FROM meses
     WHERE meses >= ${minimo}
     ORDER BY ${ordemTexto(sql`area`)}, meses DESC, ${ordemTexto(sql`talento`)}, id`;
});
