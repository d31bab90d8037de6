// Talentos por Competência: for each knowledge, skill and attitude, the employees on the roll at the reference
// date whose salary range requires it (the range's competence level configuration in force then), with job,
// range, area, the required level and the competence's weight. By competence.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import {
  cteCaminhoAreas,
  ctesCompetenciasExigidas,
  filtroTalentos,
  TIPO_COMPETENCIA_ROTULOS,
  talentosNaData,
} from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  const tipos: string[] = f.tiposCompetencia ?? [];
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}, ${ctesCompetenciasExigidas(empresaId, data, tipos)}
    SELECT ${rotuloSql(TIPO_COMPETENCIA_ROTULOS, sql`ex.tipo`)} || ': ' || ex.nome AS competencia,
           c.nome AS talento, cg.nome AS cargo, f.nome AS faixa, ac.caminho AS area, n.descricao AS nivel, ex.peso
      FROM ${talentosNaData(empresaId, data)}
      JOIN exigidas ex ON ex.faixa_id = f.id
      LEFT JOIN niveis n ON n.id = ex.nivel_id
     WHERE ${filtroTalentos(f, empresaId)}
     ORDER BY ex.tipo_ordem, ${ordemTexto(sql`ex.nome`)}, ex.competencia_id, ${ordemTexto(sql`c.nome`)}, c.id`;
});
