import { sql } from 'kysely';
import { formatDate } from '../../shared/br/format.ts';
import type { Registry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import { storedColumns } from '../crud/record-io.ts';
import type { Database } from '../db/database.ts';

const MAX_NAMES = 3;

async function refNames(
  db: Database,
  registry: Registry,
  session: StaffSession,
  target: string,
  ids: number[],
): Promise<string> {
  const r = registry.find(target);
  const title = r && storedColumns(r.fields).find((f) => f.name === r.recordTitle);
  if (!r || !title) return `${ids.length} selecionado(s)`;
  const scope = r.meta.tenant === 'empresa' ? sql`AND empresa_id = ${session.empresaId}` : sql``;
  const rows = await sql<{
    nome: string;
  }>`SELECT ${sql.ref(title.column)}::text AS nome FROM ${sql.table(r.table)} WHERE id = ANY(${ids}::int[]) ${scope} ORDER BY 1 LIMIT ${MAX_NAMES + 1}`.execute(
    db,
  );
  const names = rows.rows.slice(0, MAX_NAMES).map((x) => x.nome);
  return ids.length > MAX_NAMES ? `${names.join(', ')} e mais ${ids.length - MAX_NAMES}` : names.join(', ');
}

/** The filter as a line of text for the report header, with referenced records by name. */
export async function filterSummary(
  db: Database,
  registry: Registry,
  session: StaffSession,
  schema: JsonSchema,
  filter: Record<string, any>,
): Promise<string> {
  const parts: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const v = filter[name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    const label = prop.title ?? name;
    let text: string;
    if (prop['x-ref']) {
      const ids = Array.isArray(v) ? v.map(Number) : [Number(typeof v === 'object' ? v.id : v)];
      text = await refNames(db, registry, session, prop['x-ref'], ids);
    } else if (prop['x-enum-labels']) {
      text = (Array.isArray(v) ? v : [v])
        .map((x) => prop['x-enum-labels']![String(x)] ?? String(x))
        .join(', ');
    } else if (typeof v === 'boolean') {
      if (prop.type === 'boolean' && !v && !prop['x-enum-labels']) continue;
      text = v ? 'Sim' : 'Não';
    } else if (prop.format === 'date') {
      text = formatDate(v);
    } else {
      text = Array.isArray(v) ? v.join(', ') : String(v);
    }
    parts.push(`${label}: ${text}`);
  }
  return parts.join('; ');
}
