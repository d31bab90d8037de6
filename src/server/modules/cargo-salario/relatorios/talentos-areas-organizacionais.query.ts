// Talentos por Área Organizacional: the employees on the roll at the reference date in the selected areas
// (and their sub-areas), by area (with its hierarchy), with job, range, establishment and salary.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { cteCaminhoAreas, filtroTalentos, salarioHistoricoSql, talentosNaData } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT ac.caminho AS area, c.nome AS talento, c.matricula, c.data_admissao AS admissao, cg.nome AS cargo,
           f.nome AS faixa, e.nome AS estabelecimento, ${salarioHistoricoSql('h', data)} AS salario
      FROM ${talentosNaData(empresaId, data)}
     WHERE ${filtroTalentos({ ...f, filtroPor: 1 }, empresaId)}
     ORDER BY ${ordemTexto(sql`ac.caminho`)}, h.area_organizacional_id, ${ordemTexto(sql`c.nome`)}, c.id`;
});
