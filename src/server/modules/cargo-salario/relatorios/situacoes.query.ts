// Situação dos Talentos: the position of each employee at the reference date — area, job, range, salary
// type and salary then, since when (the date of the history entry in force) and why — for the selected
// establishments, active at that date, dismissed by then, or both. By establishment.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import {
  ativoNaData,
  cteCaminhoAreas,
  filtroTalentos,
  historicosVigentes,
  ROTULOS,
  salarioHistoricoSql,
} from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  const situacao =
    f.situacao === 'T'
      ? sql`c.status IS DISTINCT FROM 'C'`
      : f.situacao === 'D'
        ? sql`c.status IS DISTINCT FROM 'C' AND c.data_desligamento < ${data}::date`
        : ativoNaData('c', data);
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT e.nome AS estabelecimento, c.nome AS talento, c.matricula, c.data_admissao AS admissao, ac.caminho AS area,
           cg.nome AS cargo, f.nome AS faixa, ${rotuloSql(ROTULOS.tipoSalario, sql`h.tipo_salario`)} AS tipo_salario,
           ${salarioHistoricoSql('h', data)} AS salario, h.data AS desde, ${rotuloSql(ROTULOS.motivo, sql`h.motivo`)} AS motivo
      FROM ${historicosVigentes(empresaId, data)} h
      JOIN colaborador c ON c.id = h.colaborador_id AND c.empresa_id = ${empresaId} AND ${situacao}
      JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      JOIN cargo cg ON cg.id = f.cargo_id
      JOIN estabelecimento e ON e.id = h.estabelecimento_id
      LEFT JOIN area_caminho ac ON ac.id = h.area_organizacional_id
     WHERE ${filtroTalentos(f, empresaId)}
     ORDER BY ${ordemTexto(sql`e.nome`)}, e.id, ${ordemTexto(sql`c.nome`)}, c.id`;
});
