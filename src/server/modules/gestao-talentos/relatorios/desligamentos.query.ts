// Dismissals report (reports/gestao-talentos/desligamentos.json): the dismissals of the period grouped by area,
// month/year or employee (agruparPor), with the position in force on the dismissal date.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { filtroPosicao, posicaoLateral } from './posicao.ts';

export default defineReportQuery((f, { session }) => {
  const por = f.agruparPor ?? 'AREA_ORGANIZACIONAL';
  const grupo =
    por === 'MES_ANO'
      ? sql`to_char(d.data, 'MM/YYYY')`
      : por === 'TALENTO'
        ? sql`c.nome`
        : sql`coalesce(hx.area, 'Sem área')`;
  const ordem =
    por === 'MES_ANO'
      ? sql`date_trunc('month', d.data)`
      : por === 'TALENTO'
        ? ordemTexto(sql`c.nome`)
        : ordemTexto(grupo);
  return sql`
    SELECT ${grupo} AS grupo, c.nome AS talento, c.matricula, d.data, m.motivo, hx.area, hx.cargo,
           CASE WHEN d.elegivel_recontratacao THEN 'Sim' ELSE 'Não' END AS recontratavel, d.observacao
      FROM desligamento d
      JOIN colaborador c ON c.id = d.colaborador_id
      JOIN motivo_desligamento m ON m.id = d.motivo_id
      ${posicaoLateral(sql`d.data`)}
     WHERE d.empresa_id = ${session.empresaId}
       AND d.data BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date
       AND ${filtroPosicao(session.empresaId, f)}
     ORDER BY ${ordem}, d.data, ${ordemTexto(sql`c.nome`)}, c.id`;
});
