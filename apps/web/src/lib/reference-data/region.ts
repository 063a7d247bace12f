import type { RegionNode } from '@rer/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { http } from '../http';
import { REFERENCE_STALE_MS, referenceKeys } from './keys';
import { useEffectiveTenantId } from './tenant';

export const REGION_LAZY_TREE_URL = '/api/blade-system/region/lazy-tree';

/** Children of a region; the empty parent code lists the provinces. */
export const regionChildrenQuery = (tenantId: string, parentCode: string) =>
  queryOptions({
    queryKey: referenceKeys.regionChildren(tenantId, parentCode),
    queryFn: ({ signal }) =>
      http.getData<RegionNode[]>(REGION_LAZY_TREE_URL, { params: { parentCode, tenantId }, signal }),
    staleTime: REFERENCE_STALE_MS,
    meta: { errorMessage: 'data.fetchFailed' },
  });

/** An antd Cascader option; `value` is the region code. */
export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

type LoadedChildren = ReadonlyMap<string, readonly RegionNode[] | 'failed'>;

export function buildRegionOptions(
  nodes: readonly RegionNode[],
  loaded: LoadedChildren,
  maxLevel: number,
): RegionOption[] {
  return nodes.map((node) => {
    const isLeaf = !node.hasChildren || node.level >= maxLevel;
    const option: RegionOption = { value: node.code, label: node.title, isLeaf };
    const children = isLeaf ? undefined : loaded.get(node.code);
    // A failed load gets an empty column so the Cascader stops spinning; opening the node again retries.
    if (children === 'failed') option.children = [];
    else if (children) option.children = buildRegionOptions(children, loaded, maxLevel);
    return option;
  });
}

export interface RegionCascaderState {
  options: RegionOption[];
  /** Pass to the Cascader's `loadData`. */
  loadData: (selectedOptions: RegionOption[]) => void;
  isLoading: boolean;
}

/**
 * Province → city → county options for an antd Cascader, each level fetched when opened and cached per
 * tenant and parent code. `maxLevel` 1 = provinces only, 2 = down to cities, 3 = down to counties.
 */
export function useRegionCascader({ maxLevel = 3 }: { maxLevel?: number } = {}): RegionCascaderState {
  const tenantId = useEffectiveTenantId();
  const queryClient = useQueryClient();
  const provinces = useQuery({ ...regionChildrenQuery(tenantId ?? '', ''), enabled: tenantId !== undefined });
  const [loaded, setLoaded] = useState<LoadedChildren>(() => new Map());

  const loadData = useCallback(
    (selectedOptions: RegionOption[]) => {
      const parent = selectedOptions.at(-1);
      if (!parent || tenantId === undefined) return;
      const record = (children: readonly RegionNode[] | 'failed') =>
        setLoaded((previous) => new Map(previous).set(parent.value, children));
      queryClient
        .fetchQuery(regionChildrenQuery(tenantId, parent.value))
        .then(record, () => record('failed'));
    },
    [queryClient, tenantId],
  );

  const options = useMemo(
    () => buildRegionOptions(provinces.data ?? [], loaded, maxLevel),
    [provinces.data, loaded, maxLevel],
  );

  return { options, loadData, isLoading: tenantId === undefined || provinces.isPending };
}
