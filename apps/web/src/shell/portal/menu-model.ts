import { findRouteByPath, PORTAL_BUILDING_PATH } from '../../app/route-table';
import type { MenuItem } from '../../lib/identity/api';
import type { StoredTab } from '../../lib/session';

/**
 * Where a menu item leads: its own page when built (a portal page, a public page marked to open from menus,
 * or — from the top menu, whose items 2–9 are the public site's pages — any public page, ADR 82), else the
 * portal's 建设中 page for that item.
 */
export function menuTarget(item: MenuItem): string {
  const route = findRouteByPath(item.path);
  // The public 建设中 page itself is no page to open (an item pointing there shows the portal's one).
  const fromTop = item.group === 'top' && route?.layout === 'public' && route.id !== 'building';
  if (route && (route.layout === 'portal' || route.opensFromMenu || fromTop))
    return item.query ? `${item.path}?${item.query}` : item.path;
  return `${PORTAL_BUILDING_PATH}?menu=${encodeURIComponent(item.id)}`;
}

/** A menu item's name as shown: the server's name unless a caller passes the active language's (`menuName`). */
export type MenuNameOf = (item: MenuItem) => string;
const serverName: MenuNameOf = (item) => item.name;

/** Every leaf of the menu tree, depth first, with its parents' names (for search and shortcuts). */
export function menuLeaves(
  items: readonly MenuItem[],
  trail: readonly string[] = [],
  nameOf: MenuNameOf = serverName,
): { item: MenuItem; trail: string[] }[] {
  return items.flatMap((item) =>
    item.children.length > 0
      ? menuLeaves(item.children, [...trail, nameOf(item)], nameOf)
      : [{ item, trail: [...trail] }],
  );
}

export const findMenuItem = (items: readonly MenuItem[], id: string): MenuItem | undefined =>
  menuLeaves(items).find((leaf) => leaf.item.id === id)?.item;

/**
 * A menu-opened tab's title key: `menu.<meta.i18n>` with the server's name as its text, so the tab bar shows
 * the name in the active language (`menuTabName`) and still has the server's name to fall back on.
 */
export const MENU_TAB_PREFIX = 'menu.';

/** The title of a menu-opened tab in the active language, or null for a route tab. */
export function menuTabName(tab: StoredTab, nameOf: (item: Pick<MenuItem, 'name' | 'meta'>) => string) {
  if (!tab.titleKey?.startsWith(MENU_TAB_PREFIX)) return null;
  const i18n = tab.titleKey.slice(MENU_TAB_PREFIX.length);
  return nameOf({ name: tab.text ?? tab.path, meta: { roles: [], i18n } });
}

/** The tab of a location: the menu name for menu-opened 建设中 pages, else the route's title key. */
export function tabFor(pathname: string, search: string, menu: readonly MenuItem[]): StoredTab | null {
  const route = findRouteByPath(pathname);
  if (route?.layout !== 'portal') return null;
  const path = `${pathname}${search}`;
  if (pathname === PORTAL_BUILDING_PATH) {
    const id = new URLSearchParams(search).get('menu');
    const item = id ? findMenuItem(menu, id) : undefined;
    if (item) {
      const titleKey = item.meta.i18n ? `${MENU_TAB_PREFIX}${item.meta.i18n}` : null;
      return { path, titleKey, text: item.name };
    }
  }
  return { path, titleKey: route.titleKey, text: null };
}

/**
 * Case-insensitive search of menu leaves by name or parents' names, as `nameOf` names them (the overlay
 * passes the active language's names, so what the user reads is what matches).
 */
export function searchMenu(items: readonly MenuItem[], text: string, nameOf: MenuNameOf = serverName) {
  const needle = text.trim().toLowerCase();
  const leaves = menuLeaves(items, [], nameOf);
  if (!needle) return leaves;
  return leaves.filter(({ item, trail }) =>
    [nameOf(item), ...trail].some((name) => name.toLowerCase().includes(needle)),
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
