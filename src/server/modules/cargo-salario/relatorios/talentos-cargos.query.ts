// Talentos por Cargo: the employees on the roll at the reference date, by job and salary range, with
// admission, area, establishment and salary; subtotals per job and range, total payroll.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { cteCaminhoAreas, filtroTalentos, salarioHistoricoSql, talentosNaData } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT cg.nome AS cargo, f.nome AS faixa, c.nome AS talento, c.matricula, c.data_admissao AS admissao,
           ac.caminho AS area, e.nome AS estabelecimento, ${salarioHistoricoSql('h', data)} AS salario
      FROM ${talentosNaData(empresaId, data)}
     WHERE ${filtroTalentos(f, empresaId)}
     ORDER BY ${ordemTexto(sql`cg.nome`)}, cg.id, ${ordemTexto(sql`f.nome`)}, f.id, ${ordemTexto(sql`c.nome`)}, c.id`;
});
