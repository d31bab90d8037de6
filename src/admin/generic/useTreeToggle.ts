// The spec §4 rule in a multi-select of a tree register: picking a parent also picks its active
// descendants (tree.ts). The whole tree is read once (unpaged list) when the picker first opens; a
// change made before it arrives waits for it. Not a tree, or switched off: the change goes as is.
import { useCallback, useMemo } from 'react';
import { type RaRecord, useDataProvider, useGetList } from 'react-admin';
import type { Catalog } from '../../shared/schema/schema-info.ts';
import { indexTree, toggleDescendants, treeShape } from './tree.ts';

type Id = number | string;

const ALL = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
  meta: { unpaged: true },
};

export function useTreeToggle(target: string, catalog: Catalog, opened: boolean, enabled: boolean) {
  const shape = useMemo(
    () => (enabled ? treeShape(catalog.find(target)) : undefined),
    [enabled, catalog, target],
  );
  const dataProvider = useDataProvider();
  // the tree changes rarely while a form is open: one read per minute at most
  const { data } = useGetList(target, ALL, { enabled: !!shape && opened, staleTime: 60_000, retry: false });
  const index = useMemo(() => (shape && data ? indexTree(data, shape) : undefined), [shape, data]);

  const toggle = useCallback(
    async (previous: Id[], next: Id[]): Promise<Id[]> => {
      if (!shape) return next;
      try {
        const idx = index ?? indexTree((await dataProvider.getList(target, ALL)).data, shape);
        return toggleDescendants(previous, next, idx);
      } catch {
        // the tree could not be read: the user's own change still applies (dropdown failures stay quiet)
        return next;
      }
    },
    [shape, index, dataProvider, target],
  );
  return { toggle, records: data as RaRecord[] | undefined };
}
