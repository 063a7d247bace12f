import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type MenuAdminNode, menuAdminApi, menuAdminKeys } from './api';

/** A row of the tree table: a stored item, or the stand-in of children still loading. */
export type MenuRow = MenuAdminNode & { rowKey: string; children?: MenuRow[]; placeholder?: true };

const placeholder = (parent: MenuAdminNode): MenuRow => ({
  ...parent,
  id: `${parent.id}:loading`,
  rowKey: `${parent.id}:loading`,
  name: '',
  hasChildren: false,
  placeholder: true,
});

/** The items of a zone loaded level by level (`menu/lazy-list`), as antd tree-table rows. */
export function useLazyMenuTree(zone: string) {
  const client = useQueryClient();
  const [loaded, setLoaded] = useState<Record<string, MenuAdminNode[]>>({});
  const [loading, setLoading] = useState(true);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const load = useCallback(
    async (parentId: string) => {
      const rows = await client.fetchQuery({
        queryKey: menuAdminKeys.children(zone, parentId),
        queryFn: ({ signal }) => menuAdminApi.children(zone, parentId, signal),
        staleTime: 0,
      });
      setLoaded((previous) => ({ ...previous, [parentId]: rows }));
    },
    [client, zone],
  );

  useEffect(() => {
    setLoaded({});
    setLoading(true);
    load('0')
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [load]);

  /** Reloads every level already open (after a change). */
  const reload = useCallback(async () => {
    await Promise.all(
      Object.keys(loadedRef.current).map((parentId) => load(parentId).catch(() => undefined)),
    );
  }, [load]);

  const toRow = (node: MenuAdminNode): MenuRow => {
    if (!node.hasChildren) return { ...node, rowKey: node.id };
    const children = loaded[node.id];
    return { ...node, rowKey: node.id, children: children ? children.map(toRow) : [placeholder(node)] };
  };
  const rows = (loaded['0'] ?? []).map(toRow);
  return { rows, loading, load, reload, isLoaded: (id: string) => id in loaded };
}
