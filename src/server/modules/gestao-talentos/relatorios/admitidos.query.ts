// Admissions report (reports/gestao-talentos/admitidos.json): the employees admitted in the period (not cancelled),
// with the position of their admission and today's status.
import { sql } from 'kysely';
import colaboradorSchema from '../../../../../schemas/cargo-salario/colaboradores.json' with { type: 'json' };
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { filtroPosicao, posicaoLateral } from './posicao.ts';

const VINCULO = colaboradorSchema.properties.vinculo['x-enum-labels'] as Record<string, string>;
const SITUACAO = colaboradorSchema.properties.status['x-enum-labels'] as Record<string, string>;

export default defineReportQuery(
  (f, { session }) => sql`
    SELECT c.nome AS talento, c.matricula, c.data_admissao AS admissao, hx.estabelecimento, hx.area, hx.cargo,
           ${rotuloSql(VINCULO, sql`c.vinculo`)} AS vinculo, ${rotuloSql(SITUACAO, sql`c.status`)} AS situacao
      FROM colaborador c
      ${posicaoLateral(sql`c.data_admissao`)}
     WHERE c.empresa_id = ${session.empresaId} AND c.status IS DISTINCT FROM 'C'
       AND c.data_admissao BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date
       AND ${filtroPosicao(session.empresaId, f)}
     ORDER BY c.data_admissao, ${ordemTexto(sql`c.nome`)}, c.id`,
);
