import { describe, expect, it } from 'vitest';
import {
  type AreaNode,
  colaboradoresText,
  EXPAND_ALL_UP_TO,
  findNode,
  fitZoom,
  initiallyExpanded,
  rootOptions,
  stacksChildren,
  subareasText,
  treeKey,
  visibleNodes,
} from './orgTree.ts';

const node = (
  id: number,
  nome: string,
  filhas: AreaNode[] = [],
  areaMaeId: number | null = null,
): AreaNode => ({
  id,
  nome,
  ativo: true,
  areaMaeId,
  colaboradores: 0,
  colaboradoresSubarvore: 0,
  filhas,
});

// Diretoria(1) > [Comercial(2) > Vendas(3), TI(4)]; Conselho(5)
const forest = [
  node(1, 'Diretoria', [node(2, 'Comercial', [node(3, 'Vendas')]), node(4, 'TI')]),
  node(5, 'Conselho'),
];
const ids = (v: { node: AreaNode }[]) => v.map((x) => x.node.id);

describe('findNode and rootOptions', () => {
  it('finds any node and lists every area with its path, in tree order', () => {
    expect(findNode(forest, 3)?.nome).toBe('Vendas');
    expect(findNode(forest, 99)).toBeUndefined();
    expect(rootOptions(forest)).toEqual([
      { id: 1, label: 'Diretoria' },
      { id: 2, label: 'Diretoria > Comercial' },
      { id: 3, label: 'Diretoria > Comercial > Vendas' },
      { id: 4, label: 'Diretoria > TI' },
      { id: 5, label: 'Conselho' },
    ]);
  });
});

describe('initiallyExpanded', () => {
  it('opens every branch of a company-sized chart', () => {
    expect([...initiallyExpanded(forest)].sort()).toEqual([1, 2]);
  });

  it('opens the first two levels only of a very large chart', () => {
    const many = Array.from({ length: EXPAND_ALL_UP_TO }, (_, i) => node(100 + i, `Folha ${i}`));
    const big = [node(1, 'Raiz', [node(2, 'Meio', [node(3, 'Fundo', [node(4, 'Folha')]), ...many])])];
    expect([...initiallyExpanded(big)].sort()).toEqual([1, 2]);
  });
});

describe('visibleNodes', () => {
  it('walks the expanded branches depth first, with levels and parents', () => {
    expect(visibleNodes(forest, new Set([1, 2]))).toEqual([
      { node: forest[0], level: 1, parentId: null },
      { node: forest[0]!.filhas[0], level: 2, parentId: 1 },
      { node: forest[0]!.filhas[0]!.filhas[0], level: 3, parentId: 2 },
      { node: forest[0]!.filhas[1], level: 2, parentId: 1 },
      { node: forest[1], level: 1, parentId: null },
    ]);
    expect(ids(visibleNodes(forest, new Set([1])))).toEqual([1, 2, 4, 5]);
  });
});

describe('treeKey (WAI-ARIA tree view)', () => {
  const expanded = new Set([1]);
  const visible = visibleNodes(forest, expanded);
  const key = (k: string, id: number) => treeKey(k, id, visible, expanded);

  it('moves through the visible nodes', () => {
    expect(key('ArrowDown', 1)).toEqual({ focus: 2 });
    expect(key('ArrowDown', 4)).toEqual({ focus: 5 });
    expect(key('ArrowDown', 5)).toEqual({ focus: 5 });
    expect(key('ArrowUp', 5)).toEqual({ focus: 4 });
    expect(key('ArrowUp', 1)).toEqual({ focus: 1 });
    expect(key('Home', 4)).toEqual({ focus: 1 });
    expect(key('End', 1)).toEqual({ focus: 5 });
  });

  it('right expands a closed branch, then enters it; on a leaf it does nothing', () => {
    expect(key('ArrowRight', 2)).toEqual({ expand: 2 });
    expect(key('ArrowRight', 1)).toEqual({ focus: 2 });
    expect(key('ArrowRight', 4)).toEqual({});
  });

  it('left collapses an open branch, else goes to the parent', () => {
    expect(key('ArrowLeft', 1)).toEqual({ collapse: 1 });
    expect(key('ArrowLeft', 4)).toEqual({ focus: 1 });
    expect(key('ArrowLeft', 5)).toEqual({});
  });

  it('Enter and Space toggle; other keys are left to the browser', () => {
    expect(key('Enter', 1)).toEqual({ collapse: 1 });
    expect(key(' ', 2)).toEqual({ expand: 2 });
    expect(key('Enter', 5)).toEqual({});
    expect(key('a', 1)).toBeUndefined();
    expect(key('ArrowDown', 99)).toBeUndefined();
  });
});

describe('fitZoom', () => {
  it('shrinks to the tighter side, never enlarges, never below the minimum', () => {
    expect(fitZoom(2000, 400, 1000, 800)).toBe(0.5);
    expect(fitZoom(1000, 1600, 1000, 800)).toBe(0.5);
    expect(fitZoom(500, 300, 1000, 800)).toBe(1);
    expect(fitZoom(10000, 400, 1000, 800)).toBe(0.3);
    expect(fitZoom(10000, 400, 1000, 800, 0)).toBe(0.1);
    expect(fitZoom(0, 0, 1000, 800)).toBe(1);
  });
});

it('says colaborador in the singular for one', () => {
  expect(colaboradoresText(1)).toBe('1 colaborador');
  expect(colaboradoresText(0)).toBe('0 colaboradores');
  expect(colaboradoresText(12)).toBe('12 colaboradores');
});

it('says how many sub-areas a collapsed area hides', () => {
  expect(subareasText(1)).toBe('1 subárea recolhida');
  expect(subareasText(3)).toBe('3 subáreas recolhidas');
});

it('stacks two or more sub-areas that have none below them', () => {
  expect(stacksChildren(forest[0]!)).toBe(false);
  expect(stacksChildren(forest[0]!.filhas[0]!)).toBe(false);
  expect(stacksChildren(node(9, 'Equipes', [node(10, 'A'), node(11, 'B')]))).toBe(true);
  expect(stacksChildren(node(12, 'Folha'))).toBe(false);
});
