// Históricos das Faixas Salariais: what changed the value of each salary range in the period — its own
// history entries and, while it is by index, every change of that index (a range by index follows its
// index, salario.ts) — with type, index, quantity, index value, the range's value then, the value the day
// before and the variation. By job and range.
import { sql } from 'kysely';
import { defineReportQuery } from '../../../reports/context.ts';
import { idsDe, ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { indexValueSql, rangeSalarySql, TIPO_SALARIO } from '../salario.ts';
import { filtroOrganizacional, ROTULOS, variacaoSql } from './comum.ts';

export const ORIGEM = { faixa: 'Histórico da faixa', indice: 'Reajuste do índice' } as const;

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const ini = f.dataIni as string;
  const fim = f.dataFim as string;
  const faixas = idsDe(f.faixasSalariais);
  const org = filtroOrganizacional({ ...f, filtroPor: 2 }, empresaId, { cargo: sql`fx.cargo_id` });
  const anterior = rangeSalarySql(sql`ev.faixa_id`, sql`(ev.data - 1)`);
  const valor = rangeSalarySql(sql`ev.faixa_id`, sql`ev.data`);
  return sql`
    WITH faixas AS (
      SELECT fx.id, fx.nome, fx.cargo_id FROM faixa_salarial fx
       WHERE fx.empresa_id = ${empresaId} AND ${org}
         AND (cardinality(${faixas}::int[]) = 0 OR fx.id = ANY(${faixas}::int[]))
    ), eventos AS (
      SELECT fh.owner_id AS faixa_id, fh.data, 1 AS origem
        FROM faixa_salarial_historico fh JOIN faixas ON faixas.id = fh.owner_id
       WHERE fh.data BETWEEN ${ini}::date AND ${fim}::date
      UNION
      SELECT fx.id, ih.data, 2
        FROM faixas fx
        JOIN indice_historico ih ON ih.data BETWEEN ${ini}::date AND ${fim}::date
         AND ih.owner_id IN (SELECT x.indice_id FROM faixa_salarial_historico x WHERE x.owner_id = fx.id AND x.tipo = ${TIPO_SALARIO.porIndice})
       WHERE NOT EXISTS (SELECT 1 FROM faixa_salarial_historico x WHERE x.owner_id = fx.id AND x.data = ih.data)
         AND (SELECT x.indice_id FROM faixa_salarial_historico x WHERE x.owner_id = fx.id AND x.data <= ih.data
               ORDER BY x.data DESC, x.id DESC LIMIT 1) = ih.owner_id
    )
    SELECT cg.nome AS cargo, fx.nome AS faixa, ev.data,
           CASE ev.origem WHEN 1 THEN ${ORIGEM.faixa} ELSE ${ORIGEM.indice} END AS origem,
           ${rotuloSql(ROTULOS.tipoFaixa, sql`e.tipo`)} AS tipo, i.nome AS indice,
           CASE WHEN e.tipo = ${TIPO_SALARIO.porIndice} THEN e.quantidade END AS quantidade,
           CASE WHEN e.tipo = ${TIPO_SALARIO.porIndice} THEN ${indexValueSql(sql`e.indice_id`, sql`ev.data`)} END AS valor_indice,
           ${valor} AS valor, ${anterior} AS valor_anterior, ${variacaoSql(anterior, valor)} AS variacao
      FROM eventos ev
      JOIN faixas fx ON fx.id = ev.faixa_id
      JOIN cargo cg ON cg.id = fx.cargo_id
      JOIN LATERAL (SELECT x.* FROM faixa_salarial_historico x WHERE x.owner_id = ev.faixa_id AND x.data <= ev.data
                     ORDER BY x.data DESC, x.id DESC LIMIT 1) e ON TRUE
      LEFT JOIN indice i ON i.id = e.indice_id
     ORDER BY ${ordemTexto(sql`cg.nome`)}, cg.id, ${ordemTexto(sql`fx.nome`)}, fx.id, ev.data`;
});
