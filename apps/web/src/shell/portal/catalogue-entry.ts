import type { CatalogueGroupView, CatalogueItemView } from '@rer/contracts';
import { useCallback } from 'react';
import { message } from '../../lib/feedback';
import { usePortalNavigate } from './portal-navigation';

/** Where an open business starts: a page business's page (ADR 62), else its application page at the item's node. */
export const catalogueTarget = (item: CatalogueItemView) =>
  item.route ??
  `/process/apply?appId=${encodeURIComponent(item.appId)}&nodeId=${encodeURIComponent(item.nodeId)}`;

/**
 * Opens a catalogue item as its card does (ADR 41): an open business starts its application, a
 * gated one shows its message (a listed enterprise's share changes go to the counter), one not
 * offered yet does nothing (it is shown as 暂未开通, never a link).
 */
export function useOpenCatalogueItem(): (item: CatalogueItemView) => void {
  const go = usePortalNavigate();
  return useCallback(
    (item: CatalogueItemView) => {
      if (item.state.kind === 'message') return void message.info(item.state.message);
      if (item.state.kind === 'not-offered') return;
      go(catalogueTarget(item), item.route ?? '/process/apply');
    },
    [go],
  );
}

export interface CatalogueSearchOption {
  /** `catalogue:<appId>`, apart from menu ids. */
  value: string;
  /** 业务办理-<group>-<subgroup>-<item> (002 §2.6). */
  label: string;
  entry: CatalogueItemView;
}

export const CATALOGUE_OPTION_PREFIX = 'catalogue:';

/**
 * The catalogue items matching `text` (by item name, appId, group or subgroup, any case), labelled
 * as the top search labels business-handling entries: 业务办理-<group>-<subgroup>-<item>.
 */
export function catalogueSearchOptions(
  groups: readonly CatalogueGroupView[],
  text: string,
  handling: string,
): CatalogueSearchOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return groups.flatMap((group) =>
    group.subgroups.flatMap((sub) =>
      sub.items
        .filter((item) =>
          [item.name, item.appId, group.name, sub.name].some((t) => t.toLowerCase().includes(needle)),
        )
        .map((item) => ({
          value: `${CATALOGUE_OPTION_PREFIX}${item.appId}`,
          label: [handling, group.name, sub.name, item.name].join('-'),
          entry: item,
        })),
    ),
  );
}
