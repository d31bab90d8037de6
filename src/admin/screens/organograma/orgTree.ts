// Pure questions the org chart screen asks of the tree the API answers (GET
// /cargo-salario/areas-organizacionais/organogramas): the chosen root, what is expanded at first, the
// order keyboard navigation follows (WAI-ARIA tree view: only visible nodes, depth first), the root
// selector's options and the zoom that fits the chart in a box.

/** A node as the API answers it. */
export type AreaNode = {
  id: number;
  nome: string;
  ativo: boolean;
  areaMaeId: number | null;
  email?: string;
  responsaveis?: string;
  colaboradores: number;
  colaboradoresSubarvore: number;
  filhas: AreaNode[];
};

/** A visible node in keyboard order, with what the tree semantics need. */
export type VisibleNode = { node: AreaNode; level: number; parentId: number | null };

/** The node with that id, anywhere in the forest. */
export function findNode(forest: AreaNode[], id: number): AreaNode | undefined {
  const stack = [...forest];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.id === id) return n;
    stack.push(...n.filhas);
  }
  return undefined;
}

/** Every node of the forest, depth first. */
export function allNodes(forest: AreaNode[]): AreaNode[] {
  const out: AreaNode[] = [];
  const walk = (nodes: AreaNode[]) => {
    for (const n of nodes) {
      out.push(n);
      walk(n.filhas);
    }
  };
  walk(forest);
  return out;
}

/** Up to this many nodes the whole chart opens expanded (the ~40 areas of a typical company). */
export const EXPAND_ALL_UP_TO = 120;
/** Beyond it, the first levels only: the user opens the rest. */
export const EXPANDED_LEVELS = 2;

/** The ids expanded when the chart is first drawn (only nodes with children). */
export function initiallyExpanded(forest: AreaNode[]): Set<number> {
  const all = allNodes(forest).length <= EXPAND_ALL_UP_TO;
  const out = new Set<number>();
  const walk = (nodes: AreaNode[], level: number) => {
    for (const n of nodes) {
      if (n.filhas.length && (all || level < EXPANDED_LEVELS)) out.add(n.id);
      walk(n.filhas, level + 1);
    }
  };
  walk(forest, 0);
  return out;
}

/** Whether an area's sub-areas are drawn stacked: two or more, none with sub-areas of its own. */
export const stacksChildren = (node: AreaNode): boolean =>
  node.filhas.length > 1 && node.filhas.every((f) => f.filhas.length === 0);

/** The nodes a keyboard user moves through: expanded branches only, depth first. */
export function visibleNodes(forest: AreaNode[], expanded: Set<number>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: AreaNode[], level: number, parentId: number | null) => {
    for (const node of nodes) {
      out.push({ node, level, parentId });
      if (expanded.has(node.id)) walk(node.filhas, level + 1, node.id);
    }
  };
  walk(forest, 1, null);
  return out;
}

export type TreeKeyResult = { focus?: number; expand?: number; collapse?: number };

/**
 * What a key does on the focused node (WAI-ARIA APG tree view): ↓/↑ next/previous visible node,
 * → expands or enters the first child, ← collapses or goes to the parent, Home/End first/last node,
 * Enter/Space toggle. Undefined for any other key (left to the browser).
 */
export function treeKey(
  key: string,
  focusedId: number,
  visible: VisibleNode[],
  expanded: Set<number>,
): TreeKeyResult | undefined {
  const i = visible.findIndex((v) => v.node.id === focusedId);
  if (i < 0) return undefined;
  const { node, parentId } = visible[i]!;
  const hasChildren = node.filhas.length > 0;
  const open = hasChildren && expanded.has(node.id);
  switch (key) {
    case 'ArrowDown':
      return { focus: visible[Math.min(i + 1, visible.length - 1)]!.node.id };
    case 'ArrowUp':
      return { focus: visible[Math.max(i - 1, 0)]!.node.id };
    case 'Home':
      return { focus: visible[0]!.node.id };
    case 'End':
      return { focus: visible[visible.length - 1]!.node.id };
    case 'ArrowRight':
      if (!hasChildren) return {};
      return open ? { focus: node.filhas[0]!.id } : { expand: node.id };
    case 'ArrowLeft':
      if (open) return { collapse: node.id };
      return parentId === null ? {} : { focus: parentId };
    case 'Enter':
    case ' ':
      if (!hasChildren) return {};
      return open ? { collapse: node.id } : { expand: node.id };
    default:
      return undefined;
  }
}

/** The root selector's options: every area with its path ('Diretoria > Comercial'), in tree order. */
export function rootOptions(forest: AreaNode[]): { id: number; label: string }[] {
  const out: { id: number; label: string }[] = [];
  const walk = (nodes: AreaNode[], path: string[]) => {
    for (const n of nodes) {
      const here = [...path, n.nome];
      out.push({ id: n.id, label: here.join(' > ') });
      walk(n.filhas, here);
    }
  };
  walk(forest, []);
  return out;
}

/** Smallest zoom the fit goes to: below it names are unreadable; the box scrolls instead. */
export const MIN_ZOOM = 0.3;
export const MAX_ZOOM = 2;

/** The zoom that fits a `width` × `height` chart in a `boxWidth` × `boxHeight` box, never enlarging. */
export function fitZoom(width: number, height: number, boxWidth: number, boxHeight: number, min = MIN_ZOOM) {
  if (width <= 0 || height <= 0 || boxWidth <= 0 || boxHeight <= 0) return 1;
  const z = Math.min(1, boxWidth / width, boxHeight / height);
  return Math.max(min, Math.floor(z * 100) / 100);
}

/** '1 subárea recolhida' / '3 subáreas recolhidas': said on a collapsed area. */
export const subareasText = (n: number) => `${n} ${n === 1 ? 'subárea recolhida' : 'subáreas recolhidas'}`;

/** '1 colaborador' / '3 colaboradores'. */
export const colaboradoresText = (n: number) => `${n} ${n === 1 ? 'colaborador' : 'colaboradores'}`;
