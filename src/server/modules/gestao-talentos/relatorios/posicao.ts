// The position of employee `c` on a date for the talent reports: the career history entry in force then (`hx`),
// with its area, job and establishment names, as a LATERAL join; and the filter on it.
import { type RawBuilder, sql } from 'kysely';
import { idsDe } from '../../../reports/sql.ts';
import { subarvoreAreas } from '../../cargo-salario/api.ts';

type Sql = RawBuilder<unknown>;

/** `LEFT JOIN LATERAL (...) hx ON TRUE`: estabelecimento_id, area_id, cargo_id and their names on `data`. */
export const posicaoLateral = (data: Sql): Sql => sql`LEFT JOIN LATERAL (
    SELECT h.estabelecimento_id, h.area_organizacional_id AS area_id, f.cargo_id,
           es.nome AS estabelecimento, a.nome AS area, cg.nome AS cargo
      FROM historico_colaborador h
      LEFT JOIN faixa_salarial f ON f.id = h.faixa_salarial_id
      LEFT JOIN cargo cg ON cg.id = f.cargo_id
      LEFT JOIN area_organizacional a ON a.id = h.area_organizacional_id
      LEFT JOIN estabelecimento es ON es.id = h.estabelecimento_id
     WHERE h.colaborador_id = c.id AND h.status IS DISTINCT FROM 'X' AND h.data <= ${data}
     ORDER BY h.data DESC LIMIT 1) hx ON TRUE`;

/** The filter's establishments, areas (with sub-areas) and jobs on `hx`. */
export function filtroPosicao(empresaId: number, f: Record<string, any>): Sql {
  const est = idsDe(f.estabelecimentos);
  const areas = idsDe(f.areasOrganizacionais);
  const cargos = idsDe(f.cargos);
  return sql`(${est.length === 0} OR hx.estabelecimento_id = ANY(${est}::int[]))
    AND (${areas.length === 0} OR hx.area_id IN ${subarvoreAreas(empresaId, areas.length ? areas : [0])})
    AND (${cargos.length === 0} OR hx.cargo_id = ANY(${cargos}::int[]))`;
}
