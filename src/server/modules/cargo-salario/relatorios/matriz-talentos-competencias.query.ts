// Matriz de Competências dos Talentos: for each employee on the roll at the reference date, the competence
// matrix of their salary range then (spec "Competence matrix": competence, its observation, weight and
// required level), with the level's weight and minimum percentage from the level configuration in force.
// By employee (name, job and range).
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
    SELECT c.nome || ' — ' || cg.nome || ' ' || f.nome AS talento,
           ${rotuloSql(TIPO_COMPETENCIA_ROTULOS, sql`ex.tipo`)} AS tipo, ex.nome AS competencia, ex.observacao, ex.peso,
           n.descricao AS nivel, n.ordem AS nivel_peso, n.percentual AS percentual_minimo
      FROM ${talentosNaData(empresaId, data)}
      JOIN exigidas ex ON ex.faixa_id = f.id
      LEFT JOIN niveis n ON n.id = ex.nivel_id
     WHERE ${filtroTalentos(f, empresaId)}
     ORDER BY ${ordemTexto(sql`c.nome`)}, c.id, ex.tipo_ordem, ex.posicao, ${ordemTexto(sql`ex.nome`)}`;
});
