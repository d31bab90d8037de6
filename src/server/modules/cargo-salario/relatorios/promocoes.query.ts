// Promoções: the history entries of the period whose reason is a promotion (horizontal and/or vertical),
// with the job/range and salary before (the entry in force the day before, valued then) and after (valued at
// the promotion date), the difference and the variation; by the area after the promotion.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { HISTORICO_TABLE, NAO_CANCELADO_SQL } from '../historico-colaborador.sql.ts';
import {
  cteCaminhoAreas,
  filtroEstabelecimentos,
  filtroOrganizacional,
  MOTIVOS_PROMOCAO,
  ROTULOS,
  salarioHistoricoSql,
  variacaoSql,
} from './comum.ts';

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const motivos = [...MOTIVOS_PROMOCAO[(f.tipoPromocao ?? 'T') as keyof typeof MOTIVOS_PROMOCAO]];
  const anterior = salarioHistoricoSql('p', sql`(h.data - 1)`);
  const novo = salarioHistoricoSql('h', sql`h.data`);
  return sql`
    WITH RECURSIVE ${cteCaminhoAreas(empresaId)}
    SELECT ac.caminho AS area, h.data, c.nome AS talento, ${rotuloSql(ROTULOS.motivo, sql`h.motivo`)} AS motivo,
           cp.nome || ' – ' || fp.nome AS anterior, ${anterior} AS salario_anterior,
           cg.nome || ' – ' || f.nome AS novo, ${novo} AS salario_novo,
           ${novo} - ${anterior} AS diferenca, ${variacaoSql(anterior, novo)} AS variacao
      FROM (SELECT * FROM ${sql.table(HISTORICO_TABLE)}
             WHERE empresa_id = ${empresaId} AND ${sql.raw(NAO_CANCELADO_SQL)}
               AND data BETWEEN ${f.dataIni}::date AND ${f.dataFim}::date AND motivo = ANY(${motivos}::text[])) h
      JOIN colaborador c ON c.id = h.colaborador_id AND c.status IS DISTINCT FROM 'C'
      JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      JOIN cargo cg ON cg.id = f.cargo_id
      LEFT JOIN area_caminho ac ON ac.id = h.area_organizacional_id
      LEFT JOIN LATERAL (SELECT * FROM ${sql.table(HISTORICO_TABLE)} x
                          WHERE x.colaborador_id = h.colaborador_id AND x.data < h.data AND x.status IS DISTINCT FROM 'X'
                          ORDER BY x.data DESC, x.id DESC LIMIT 1) p ON TRUE
      LEFT JOIN faixa_salarial fp ON fp.id = p.faixa_salarial_id
      LEFT JOIN cargo cp ON cp.id = fp.cargo_id
     WHERE ${filtroOrganizacional(f, empresaId, { cargo: sql`cg.id`, area: (sub) => sql`h.area_organizacional_id IN ${sub}` })}
       AND ${filtroEstabelecimentos(f, sql`h.estabelecimento_id`)}
     ORDER BY ${ordemTexto(sql`ac.caminho`)}, h.area_organizacional_id, h.data, ${ordemTexto(sql`c.nome`)}, c.id`;
});
