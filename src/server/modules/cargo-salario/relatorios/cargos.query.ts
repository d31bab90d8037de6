// Cargos: every job of the selection with its related areas, education, and each salary range with its CBO,
// type and value at the reference date; one line per job and range (a job without ranges still appears).
import { sql } from 'kysely';
import cargoSchema from '../../../../../schemas/cargo-salario/cargos.json' with { type: 'json' };
import { defineReportQuery } from '../../../reports/context.ts';
import { ordemTexto, rotuloSql } from '../../../reports/sql.ts';
import { rangeSalarySql } from '../salario.ts';
import { filtroOrganizacional, ROTULOS } from './comum.ts';

const ESCOLARIDADE = cargoSchema.properties.escolaridade['x-enum-labels'] as Record<string, string>;

export default defineReportQuery((f, { session }) => {
  const empresaId = session.empresaId;
  const data = f.data as string;
  const org = filtroOrganizacional(f, empresaId, {
    cargo: sql`c.id`,
    area: (sub) =>
      sql`EXISTS (SELECT 1 FROM cargo_areas_organizacionais ca WHERE ca.owner_id = c.id AND ca.ref_id IN ${sub})`,
  });
  return sql`
    SELECT coalesce(g.nome, 'Sem grupo ocupacional') AS grupo, c.nome AS cargo, c.nome_mercado, c.ativa AS ativo,
           (SELECT string_agg(a.nome, ', ' ORDER BY gente_search(a.nome), a.nome)
              FROM cargo_areas_organizacionais ca JOIN area_organizacional a ON a.id = ca.ref_id
             WHERE ca.owner_id = c.id) AS areas,
           ${rotuloSql(ESCOLARIDADE, sql`c.escolaridade`)} AS escolaridade,
           f.nome AS faixa, f.codigo_cbo AS cbo,
           ${rotuloSql(ROTULOS.tipoFaixa, sql`fh.tipo`)} AS tipo,
           CASE WHEN f.id IS NOT NULL THEN ${rangeSalarySql(sql`f.id`, data)} END AS valor
      FROM cargo c
      LEFT JOIN grupo_ocupacional g ON g.id = c.grupo_ocupacional_id
      LEFT JOIN faixa_salarial f ON f.cargo_id = c.id AND f.empresa_id = ${empresaId}
      LEFT JOIN LATERAL (SELECT x.tipo FROM faixa_salarial_historico x WHERE x.owner_id = f.id AND x.data <= ${data}::date
                          ORDER BY x.data DESC, x.id DESC LIMIT 1) fh ON TRUE
     WHERE c.empresa_id = ${empresaId}
       AND (${f.situacao} = 'T' OR c.ativa = (${f.situacao} = 'A'))
       AND ${org}
     ORDER BY g.nome IS NULL, ${ordemTexto(sql`g.nome`)}, ${ordemTexto(sql`c.nome`)}, c.id, ${rangeSalarySql(sql`f.id`, data)} NULLS LAST,
              ${ordemTexto(sql`f.nome`)}`;
});
