// Registers that are trees (a property referencing the register itself, like an area's 'Área Mãe') and
// the spec §4 rule of their multi-selects: "Selecting a parent area toggles all active descendants".
// Pure, so the rule is unit-tested apart from the picker that applies it.

import { isRefOne, typeOf } from '../../shared/schema/schema-info.ts';
import type { Resource } from '../../shared/schema/types.ts';

type Id = number | string;

export type TreeShape = {
  /** the property holding the parent ({id}) */
  parent: string;
  /** the boolean property telling an active record, when the register has one */
  active?: string;
};

const ACTIVE_NAMES = ['ativo', 'ativa'];

/** How a register is a tree, or undefined when it is not one. */
export function treeShape(resource: Resource | undefined): TreeShape | undefined {
  const props = resource?.schema.properties ?? {};
  const parent = Object.entries(props).find(([, s]) => isRefOne(s) && s['x-ref'] === resource!.path)?.[0];
  if (!parent) return undefined;
  const active = ACTIVE_NAMES.find((n) => typeOf(props[n]) === 'boolean');
  return active ? { parent, active } : { parent };
}

export type TreeIndex = {
  /** active children of each id */
  children: Map<string, Id[]>;
};

/** The parent → active children index of the register's records. */
export function indexTree(records: Record<string, unknown>[], shape: TreeShape): TreeIndex {
  const children = new Map<string, Id[]>();
  for (const r of records) {
    if (shape.active && r[shape.active] === false) continue;
    const parent = (r[shape.parent] as { id?: Id } | null | undefined)?.id;
    if (parent === undefined || parent === null) continue;
    const list = children.get(String(parent));
    if (list) list.push(r.id as Id);
    else children.set(String(parent), [r.id as Id]);
  }
  return { children };
}

/** Every active descendant of `id`, depth first (a cycle in the data is walked once). */
export function activeDescendants(index: TreeIndex, id: Id): Id[] {
  const out: Id[] = [];
  const seen = new Set<string>([String(id)]);
  const stack = [...(index.children.get(String(id)) ?? [])].reverse();
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(String(next))) continue;
    seen.add(String(next));
    out.push(next);
    stack.push(...[...(index.children.get(String(next)) ?? [])].reverse());
  }
  return out;
}

/**
 * The selection after the user changed it from `previous` to `next`: a newly selected node brings its
 * active descendants (right after it), an unselected one takes them away. Selecting wins when one change
 * does both to the same node. Order is kept; no id twice.
 */
export function toggleDescendants(previous: Id[], next: Id[], index: TreeIndex): Id[] {
  const before = new Set(previous.map(String));
  const after = new Set(next.map(String));
  const removed = previous.filter((id) => !after.has(String(id)));
  const dropped = new Set(removed.flatMap((id) => activeDescendants(index, id)).map(String));
  const out: Id[] = [];
  const taken = new Set<string>();
  const take = (id: Id) => {
    if (taken.has(String(id))) return;
    taken.add(String(id));
    out.push(id);
  };
  for (const id of next) {
    if (before.has(String(id))) {
      if (!dropped.has(String(id))) take(id);
      continue;
    }
    take(id);
    for (const d of activeDescendants(index, id)) take(d);
  }
  return out;
}
