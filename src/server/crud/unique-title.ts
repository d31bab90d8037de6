// The unique-title rule at write time: the title typed is compared, folded (gente_search), with the titles
// of every register of its name space within the company. An advisory lock per name space and company
// makes two concurrent writes of the same title wait for each other instead of both passing.
import { sql, type Transaction } from 'kysely';
import type { Registry } from '../../shared/schema/registry.ts';
import type { Resource } from '../../shared/schema/types.ts';
import { titleRule } from '../../shared/schema/unique-title.ts';
import type { StaffSession } from '../auth/session.ts';
import { fieldError } from '../http/errors.ts';
import type { RecordData } from './hooks.ts';

const LOCK_NAMESPACE = 72_001_300;
const locksHeld = new WeakMap<Transaction<any>, Set<string>>();

const groupsCache = new WeakMap<Registry, Map<string, Resource[]>>();
function groupMembers(registry: Registry, group: string): Resource[] {
  let groups = groupsCache.get(registry);
  if (!groups) {
    groups = new Map();
    for (const r of registry.resources) {
      const rule = titleRule(r);
      if (rule) groups.set(rule.group, [...(groups.get(rule.group) ?? []), r]);
    }
    groupsCache.set(registry, groups);
  }
  return groups.get(group) ?? [];
}

export async function checkUniqueTitle(
  tx: Transaction<any>,
  registry: Registry,
  session: StaffSession,
  resource: Resource,
  data: RecordData,
  id?: number,
): Promise<void> {
  const rule = titleRule(resource);
  const value = rule ? data[rule.field.name] : undefined;
  if (!rule || typeof value !== 'string' || value.trim() === '') return;
  const empresa = resource.meta.tenant === 'empresa' ? session.empresaId : 0;
  // held until the transaction ends: taken once per transaction (an import writes thousands of rows)
  const key = `${rule.group}:${empresa}`;
  const held = locksHeld.get(tx) ?? new Set<string>();
  if (!held.has(key)) {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${rule.group}) # ${empresa})`.execute(
      tx,
    );
    held.add(key);
    locksHeld.set(tx, held);
  }
  for (const member of groupMembers(registry, rule.group)) {
    const column = titleRule(member)!.field.column;
    const scope = member.meta.tenant === 'empresa' ? sql`AND empresa_id = ${session.empresaId}` : sql``;
    const self = member.path === resource.path && id !== undefined ? sql`AND id <> ${id}` : sql``;
    const found = await sql`SELECT 1 FROM ${sql.table(member.table)}
      WHERE gente_search(${sql.ref(column)}) = gente_search(${value}) ${scope} ${self} LIMIT 1`.execute(tx);
    if (found.rows.length) throw fieldError(rule.field.name, rule.message(value.trim()));
  }
}
