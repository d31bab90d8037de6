// Talentos por Grupo Ocupacional: the employees on the roll at the reference date whose job belongs to the
// selected occupational groups, by group and job, with range, area, establishment and salary.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { cteCaminhoAreas, filtroTalentos, salarioHistoricoSql, talentosNaData } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT g.nome AS grupo, cg.nome AS cargo, c.nome AS talento, c.matricula, c.data_admissao AS admissao,
           f.nome AS faixa, ac.caminho AS area, e.nome AS estabelecimento, ${salarioHistoricoSql('h', data)} AS salario
      FROM ${talentosNaData(empresaId, data)}
     WHERE ${filtroTalentos({ ...f, filtroPor: 2 }, empresaId)}
     ORDER BY ${ordemTexto(sql`g.nome`)}, g.id, ${ordemTexto(sql`cg.nome`)}, cg.id, ${ordemTexto(sql`c.nome`)}, c.id`;
});
