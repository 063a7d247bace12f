import type { StoredTab } from '../session';

/** The first tab: the workbench, never closable (spec 002 §2.6). */
export const HOME_TAB_PATH = '/wel/index';
export const homeTab: StoredTab = { path: HOME_TAB_PATH, titleKey: 'route.workbench', text: null };

/** The tab list always starts with the workbench tab, without duplicates. */
export function normaliseTabs(tabs: readonly StoredTab[]): StoredTab[] {
  const rest = tabs.filter((tab) => tab.path !== HOME_TAB_PATH);
  const seen = new Set<string>();
  return [
    homeTab,
    ...rest.filter((tab) => {
      if (seen.has(tab.path)) return false;
      seen.add(tab.path);
      return true;
    }),
  ];
}

/**
 * Opens (or keeps) a tab for the path; a known tab keeps its place and takes the newer label, except
 * that a route's title does not replace the name its page gave the tab (`nameTab`, e.g. the business).
 */
export function openTab(tabs: readonly StoredTab[], tab: StoredTab): StoredTab[] {
  const list = normaliseTabs(tabs);
  const index = list.findIndex((item) => item.path === tab.path);
  if (index === -1) return [...list, tab];
  if (tab.path === HOME_TAB_PATH) return list;
  return list.map((item, position) => {
    if (position !== index) return item;
    const keepsName = tab.text === null && item.text !== null && item.titleKey === tab.titleKey;
    return keepsName ? { ...tab, text: item.text } : tab;
  });
}

/** The page at `path` names its own tab (the business it handles); no tab of that path, no change. */
export function nameTab(tabs: readonly StoredTab[], path: string, text: string): StoredTab[] {
  const list = normaliseTabs(tabs);
  if (path === HOME_TAB_PATH || !list.some((tab) => tab.path === path && tab.text !== text)) return list;
  return list.map((tab) => (tab.path === path ? { ...tab, text } : tab));
}

/** A tab can be closed unless it is the workbench tab or the only tab. */
export const isClosable = (tabs: readonly StoredTab[], path: string): boolean =>
  path !== HOME_TAB_PATH && normaliseTabs(tabs).length > 1;

export interface TabChange {
  tabs: StoredTab[];
  /** Where to navigate, or null to stay. */
  navigateTo: string | null;
}

/** Closing the active tab opens the previous one. */
export function closeTab(tabs: readonly StoredTab[], path: string, activePath: string): TabChange {
  const list = normaliseTabs(tabs);
  if (!isClosable(list, path)) return { tabs: list, navigateTo: null };
  const index = list.findIndex((tab) => tab.path === path);
  if (index === -1) return { tabs: list, navigateTo: null };
  const next = list.filter((tab) => tab.path !== path);
  const previous = next[index - 1] ?? next[0] ?? homeTab;
  return { tabs: next, navigateTo: path === activePath ? previous.path : null };
}

/** Keeps the workbench and the given tab. */
export function closeOtherTabs(tabs: readonly StoredTab[], path: string, activePath: string): TabChange {
  const list = normaliseTabs(tabs);
  const keep = list.filter((tab) => tab.path === HOME_TAB_PATH || tab.path === path);
  return { tabs: keep, navigateTo: activePath === path ? null : path };
}

/** Closing all returns to the workbench. */
export function closeAllTabs(): TabChange {
  return { tabs: [homeTab], navigateTo: HOME_TAB_PATH };
}
