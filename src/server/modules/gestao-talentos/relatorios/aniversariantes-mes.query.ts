// Birthdays of the month (reports/gestao-talentos/aniversariantes-mes.json): the active employees born in the month
// (default: the current one), by day, with today's position.
import { sql } from 'kysely';
import { today } from '../../../http/params.ts';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto } from '../../../reports/sql.ts';
import { ativoNaData } from '../../cargo-salario/api.ts';
import { filtroPosicao, posicaoLateral } from './posicao.ts';

export default defineReportQuery((f, { session }) => {
  const hoje = today();
  const mes = f.mes ?? Number(hoje.slice(5, 7));
  return sql`
    SELECT extract(day FROM c.pessoal_data_nascimento)::int AS dia, c.nome AS talento, hx.area, hx.cargo
      FROM colaborador c
      ${posicaoLateral(sql`${hoje}::date`)}
     WHERE c.empresa_id = ${session.empresaId} AND ${ativoNaData('c', hoje)} AND c.status IS DISTINCT FROM 'D'
       AND extract(month FROM c.pessoal_data_nascimento) = ${mes}
       AND ${filtroPosicao(session.empresaId, f)}
     ORDER BY 1, ${ordemTexto(sql`c.nome`)}, c.id`;
});
