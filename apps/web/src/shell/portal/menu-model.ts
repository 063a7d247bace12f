import { findRouteByPath, PORTAL_BUILDING_PATH } from '../../app/route-table';
import type { MenuItem } from '../../lib/identity/api';
import type { StoredTab } from '../../lib/session';

/** Where a menu item leads: its own page when built, else the portal's 建设中 page for that item. */
export function menuTarget(item: MenuItem): string {
  const route = findRouteByPath(item.path);
  if (route && route.layout === 'portal') return item.query ? `${item.path}?${item.query}` : item.path;
  return `${PORTAL_BUILDING_PATH}?menu=${encodeURIComponent(item.id)}`;
}

/** Every leaf of the menu tree, depth first, with its parents' names (for search and shortcuts). */
export function menuLeaves(
  items: readonly MenuItem[],
  trail: readonly string[] = [],
): { item: MenuItem; trail: string[] }[] {
  return items.flatMap((item) =>
    item.children.length > 0
      ? menuLeaves(item.children, [...trail, item.name])
      : [{ item, trail: [...trail] }],
  );
}

export const findMenuItem = (items: readonly MenuItem[], id: string): MenuItem | undefined =>
  menuLeaves(items).find((leaf) => leaf.item.id === id)?.item;

/** The tab of a location: the menu name for menu-opened 建设中 pages, else the route's title key. */
export function tabFor(pathname: string, search: string, menu: readonly MenuItem[]): StoredTab | null {
  const route = findRouteByPath(pathname);
  if (route?.layout !== 'portal') return null;
  const path = `${pathname}${search}`;
  if (pathname === PORTAL_BUILDING_PATH) {
    const id = new URLSearchParams(search).get('menu');
    const item = id ? findMenuItem(menu, id) : undefined;
    if (item) return { path, titleKey: null, text: item.name };
  }
  return { path, titleKey: route.titleKey, text: null };
}

/** Case-insensitive search of menu leaves by name or parents' names. */
export function searchMenu(items: readonly MenuItem[], text: string) {
  const needle = text.trim().toLowerCase();
  if (!needle) return menuLeaves(items);
  return menuLeaves(items).filter(({ item, trail }) =>
    [item.name, ...trail].some((name) => name.toLowerCase().includes(needle)),
  );
}

/** Groups whose nested leaves are business-handling entries (002 §2.6): any group named with 业务. */
const BUSINESS_GROUP = '业务';
export const BUSINESS_HANDLING = '业务办理';

export interface TopSearchOption {
  /** The menu item id (unique per option). */
  value: string;
  label: string;
  item: MenuItem;
}

/**
 * Options of the top autocomplete (002 §2.6): the menu leaves matching `text` (the search overlay's
 * `searchMenu`), a leaf nested under a group whose name contains 业务 labelled
 * `业务办理-<group>-<subgroup>-<item>` (the names below that group), any other leaf by its name. While the
 * menu has no such group, the list is just the menu leaves.
 */
export function topSearchOptions(items: readonly MenuItem[], text: string): TopSearchOption[] {
  if (!text.trim()) return [];
  return searchMenu(items, text).map(({ item, trail }) => {
    const group = trail.findIndex((name) => name.includes(BUSINESS_GROUP));
    const label =
      group >= 0 ? [BUSINESS_HANDLING, ...trail.slice(group + 1), item.name].join('-') : item.name;
    return { value: item.id, label, item };
  });
}
