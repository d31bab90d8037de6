// The exposure time of an environmental condition (sst/condicoes-ambientais): it applies from its date until the
// day before the next condition of the same environment and function (the one that replaces it), or, while in
// force, until today. Shown read-only in the list and the form (vigenteAte, tempoExposicao).
import { sql } from 'kysely';
import type { HookContext, RecordData } from '../../crud/hooks.ts';
import { today } from '../../http/params.ts';
// the same calendar-day count as a leave's (both ends counted; open = up to today)
import { diasAfastamento as diasCorridos } from './afastamento.ts';

/** yyyy-MM-dd of the day before (calendar arithmetic in UTC). */
const vespera = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

export async function tempoDeExposicao(ctx: HookContext, records: RecordData[]) {
  const ids = records.flatMap((r) => (typeof r.id === 'number' && typeof r.data === 'string' ? [r.id] : []));
  if (ids.length === 0) return;
  const { rows } = await sql<{ id: number; proxima: string | null }>`
    SELECT c.id, (SELECT to_char(min(n.data), 'YYYY-MM-DD') FROM condicao_ambiental n
                   WHERE n.empresa_id = c.empresa_id AND n.ambiente_id = c.ambiente_id
                     AND n.funcao_id IS NOT DISTINCT FROM c.funcao_id AND n.data > c.data) AS proxima
      FROM condicao_ambiental c WHERE c.id = ANY(${ids}::int[])`.execute(ctx.db);
  const proximas = new Map(rows.map((r) => [r.id, r.proxima]));
  const hoje = today();
  for (const r of records) {
    if (!proximas.has(r.id as number)) continue;
    const proxima = proximas.get(r.id as number);
    r.vigenteAte = proxima ? vespera(proxima) : null;
    r.tempoExposicao = diasCorridos(r.data as string, r.vigenteAte as string | null, hoje);
  }
}
