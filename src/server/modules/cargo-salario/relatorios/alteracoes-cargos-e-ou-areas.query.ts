// Alterações de Cargos e/ou Áreas Organizacionais: the history entries of the period that changed the
// employee's job (the job of the salary range, not just the range) and/or area compared with the entry in
// force the day before, with both jobs and areas and the reason. Filtered by the new position.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { HISTORICO_TABLE, NAO_CANCELADO_SQL } from '../historico-colaborador.sql.ts';
import { cteCaminhoAreas, filtroEstabelecimentos, filtroOrganizacional, ROTULOS } from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const mudouCargo = sql`fp.cargo_id IS DISTINCT FROM f.cargo_id`;
  const mudouArea = sql`p.area_organizacional_id IS DISTINCT FROM h.area_organizacional_id`;
  const alteracao =
    f.alteracao === 'C' ? mudouCargo : f.alteracao === 'A' ? mudouArea : sql`(${mudouCargo} OR ${mudouArea})`;
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT h.data, c.nome AS talento, ${rotuloSql(ROTULOS.motivo, sql`h.motivo`)} AS motivo,
           cp.nome AS cargo_anterior, cg.nome AS cargo_novo, ap.caminho AS area_anterior, ac.caminho AS area_nova
      FROM (SELECT * FROM ${sql.table(HISTORICO_TABLE)}
             WHERE empresa_id = ${empresaId} AND ${sql.raw(NAO_CANCELADO_SQL)}
               AND data BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date) h
      JOIN colaborador c ON c.id = h.colaborador_id AND c.status IS DISTINCT FROM 'C'
      JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      JOIN cargo cg ON cg.id = f.cargo_id
      JOIN LATERAL (SELECT * FROM ${sql.table(HISTORICO_TABLE)} x
                     WHERE x.colaborador_id = h.colaborador_id AND x.data < h.data AND x.status IS DISTINCT FROM 'X'
                     ORDER BY x.data DESC, x.id DESC LIMIT 1) p ON TRUE
      LEFT JOIN faixa_salarial fp ON fp.id = p.faixa_salarial_id
      LEFT JOIN cargo cp ON cp.id = fp.cargo_id
      LEFT JOIN area_caminho ac ON ac.id = h.area_organizacional_id
      LEFT JOIN area_caminho ap ON ap.id = p.area_organizacional_id
     WHERE ${alteracao}
       AND ${filtroOrganizacional(f, empresaId, { cargo: sql`cg.id`, area: (sub) => sql`h.area_organizacional_id IN ${sub}` })}
       AND ${filtroEstabelecimentos(f, sql`h.estabelecimento_id`)}
     ORDER BY h.data, ${ordemTexto(sql`c.nome`)}, c.id`;
});
