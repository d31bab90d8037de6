// Company anniversaries (reports/gestao-talentos/aniversariantes-tempo-de-empresa.json): the active employees
// admitted in the month (default: the current one) of an earlier year, with the years they complete in `ano`
// (default: the current year) and today's area.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { filtroPosicao, posicaoLateral } from './posicao.ts';

export default defineReportQuery((f, { session }) => {
  const hoje = today();
  const mes = f.mes ?? Number(hoje.slice(5, 7));
  const ano = f.ano ?? Number(hoje.slice(0, 4));
  return sql`
    SELECT extract(day FROM c.data_admissao)::int AS dia, c.nome AS talento, c.data_admissao AS admissao,
           (${ano} - extract(year FROM c.data_admissao))::int AS anos, hx.area
      FROM colaborador c
      ${posicaoLateral(sql`${hoje}::date`)}
     WHERE c.empresa_id = ${session.empresaId} AND c.status IS DISTINCT FROM 'C' AND c.status IS DISTINCT FROM 'D'
       AND c.data_desligamento IS NULL
       AND extract(month FROM c.data_admissao) = ${mes} AND extract(year FROM c.data_admissao) < ${ano}
       AND ${filtroPosicao(session.empresaId, f)}
     ORDER BY 1, ${ordemTexto(sql`c.nome`)}, c.id`;
});
