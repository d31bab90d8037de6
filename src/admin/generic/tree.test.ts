import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import schemas from '../schemas/registers.ts';
import { activeDescendants, indexTree, toggleDescendants, treeShape } from './tree.ts';

const registry = buildRegistry(schemas as unknown as JsonSchema[]);

// Diretoria(1) > Comercial(2) > Vendas(3), Diretoria > TI(4) > Legado(5, inactive) > Arquivo(6);
// Conselho(7) on its own.
const area = (id: number, parent: number | null, ativo = true) => ({
  id,
  nome: `Área ${id}`,
  ativo,
  areaMae: parent === null ? undefined : { id: parent, nome: `Área ${parent}` },
});
const records = [
  area(1, null),
  area(2, 1),
  area(3, 2),
  area(4, 1),
  area(5, 4, false),
  area(6, 5, false),
  area(7, null),
];
const index = indexTree(records, { parent: 'areaMae', active: 'ativo' });

describe('treeShape', () => {
  it('finds the self reference and the active flag of a tree register', () => {
    expect(treeShape(registry.get('cargo-salario/areas-organizacionais'))).toEqual({
      parent: 'areaMae',
      active: 'ativo',
    });
  });

  it('is undefined for a register that is not a tree', () => {
    expect(treeShape(registry.get('cargo-salario/cargos'))).toBeUndefined();
    expect(treeShape(undefined)).toBeUndefined();
  });
});

describe('activeDescendants', () => {
  it('walks the whole subtree, depth first, leaving inactive areas out', () => {
    expect(activeDescendants(index, 1)).toEqual([2, 3, 4]);
    expect(activeDescendants(index, 4)).toEqual([]);
    expect(activeDescendants(index, 7)).toEqual([]);
  });

  it('stops on a cycle in the data', () => {
    const cyclic = indexTree([area(1, 2), area(2, 1)], { parent: 'areaMae', active: 'ativo' });
    expect(activeDescendants(cyclic, 1)).toEqual([2]);
  });
});

describe('toggleDescendants', () => {
  it('selecting a parent selects its active descendants right after it', () => {
    expect(toggleDescendants([7], [7, 1], index)).toEqual([7, 1, 2, 3, 4]);
  });

  it('unselecting a parent unselects its active descendants', () => {
    expect(toggleDescendants([7, 1, 2, 3, 4], [7, 2, 3, 4], index)).toEqual([7]);
  });

  it('unselecting a child keeps the parent and the siblings', () => {
    expect(toggleDescendants([1, 2, 3, 4], [1, 3, 4], index)).toEqual([1, 4]);
    expect(toggleDescendants([1, 2, 3, 4], [1, 2, 4], index)).toEqual([1, 2, 4]);
  });

  it('does not repeat a descendant that was already selected', () => {
    expect(toggleDescendants([3], [3, 1], index)).toEqual([3, 1, 2, 4]);
  });

  it('keeps an inactive area chosen by hand and never adds one', () => {
    expect(toggleDescendants([5], [5, 4], index)).toEqual([5, 4]);
    expect(toggleDescendants([5, 4], [5], index)).toEqual([5]);
  });

  it('clears everything and leaves plain changes alone', () => {
    expect(toggleDescendants([1, 2, 3, 4], [], index)).toEqual([]);
    expect(toggleDescendants([7], [7, 3], index)).toEqual([7, 3]);
  });

  it('selecting wins when one change unselects a parent and selects an ancestor of its children', () => {
    expect(toggleDescendants([2, 3], [1, 3], index)).toEqual([1, 2, 3, 4]);
  });

  it('compares ids as text (ids from the URL are strings)', () => {
    expect(toggleDescendants(['7'], ['7', '1'], index)).toEqual(['7', '1', 2, 3, 4]);
  });
});
