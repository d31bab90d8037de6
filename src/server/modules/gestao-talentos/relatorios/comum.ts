// SQL pieces of the talent-management reports. The employee's establishment and area on a date are those of its
// career history entry in force then (job and salary's rule), filtered with the areas' sub-areas.
import { type RawBuilder, sql } from 'kysely';
import { idsDe } from '../../../reports/sql.ts';
import { subarvoreAreas } from '../../cargo-salario/api.ts';

type Sql = RawBuilder<unknown>;

/** Condition: employee `c` (alias) was, on `data`, in one of the filter's establishments and areas (TRUE if none). */
export function naPosicao(empresaId: number, c: string, data: Sql, f: Record<string, any>): Sql {
  const est = idsDe(f.estabelecimentos);
  const areas = idsDe(f.areasOrganizacionais);
  if (est.length === 0 && areas.length === 0) return sql`TRUE`;
  return sql`EXISTS (SELECT 1 FROM historico_colaborador hp
     WHERE hp.colaborador_id = ${sql.ref(`${c}.id`)} AND hp.status IS DISTINCT FROM 'X'
       AND hp.data <= ${data} AND coalesce(hp.data_fim, 'infinity'::date) >= ${data}
       AND (${est.length === 0} OR hp.estabelecimento_id = ANY(${est}::int[]))
       AND (${areas.length === 0} OR hp.area_organizacional_id IN ${subarvoreAreas(empresaId, areas.length ? areas : [0])}))`;
}

/** yyyy-MM-dd of today plus `meses` months (the indicators' default period). */
export function mesesAPartirDeHoje(meses: number): string {
  const d = new Date();
  const alvo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + meses, 1));
  return alvo.toISOString().slice(0, 10);
}
