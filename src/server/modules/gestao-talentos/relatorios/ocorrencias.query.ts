// Occurrences report (reports/gestao-talentos/ocorrencias.json): the occurrences starting in the period, grouped by
// employee (points summed), by type, establishment and area (the employee's position at the occurrence's start).
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { idsDe, ordemTexto } from '../../../reports/sql.ts';
import { filtroPosicao, posicaoLateral } from './posicao.ts';

export default defineReportQuery((f, { session }) => {
  const tipos = idsDe(f.tiposOcorrencia);
  return sql`
    SELECT c.id AS colaborador_id, c.nome AS talento, t.descricao AS tipo, o.data_ini AS "dataIni",
           o.data_fim AS "dataFim", t.pontuacao, p.descricao AS providencia, o.observacao
      FROM colaborador_ocorrencia o
      JOIN colaborador c ON c.id = o.colaborador_id
      JOIN tipo_ocorrencia t ON t.id = o.tipo_ocorrencia_id
      LEFT JOIN providencia p ON p.id = o.providencia_id
      ${posicaoLateral(sql`o.data_ini`)}
     WHERE o.empresa_id = ${session.empresaId}
       AND o.data_ini BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date
       AND (${tipos.length === 0} OR o.tipo_ocorrencia_id = ANY(${tipos}::int[]))
       AND ${filtroPosicao(session.empresaId, f)}
     ORDER BY ${ordemTexto(sql`c.nome`)}, c.id, o.data_ini, o.id`;
});
