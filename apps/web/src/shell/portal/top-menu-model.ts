import type { MenuItem } from '../../lib/identity/api';
import type { TopMenuExtra } from '../../lib/identity/top-menu';
import { isInternalTopPath } from '../../lib/internal-path';
import type { LandingMode } from '../../lib/session';

/**
 * The top menu of the signed-in portal (002 §2.4): 首页 plus the items keyed 1–9, each behind a switch, then
 * the server-defined extra items (`bizTopMenu.extra`, getBizTopMenuExtra).
 */
export interface TopMenuInputs {
  landingMode: LandingMode | null;
  /** `bizTopMenu.N` → 'true' (getBizTopMenuStatus). */
  switches: ReadonlyMap<string, string>;
  /** The extra items, appended after 1–9 (subject to the same 更多 collapse). */
  extra?: readonly TopMenuExtra[];
  /** sharePledge/enable answered '1': 信息披露展示 becomes a submenu. */
  pledgeListEnabled: boolean;
  /** freeze.notice.switch is 'true': the submenu also lists 冻结公告. */
  freezeNoticeOn: boolean;
}

/** Opens the private transaction page (the investment zone, /invest; ADR 84) in a new window. */
export const INVESTMENT_ZONE_URL = '/invest';
export const TOP_HOME_ID = 'top:home';
/** The `group` of top-menu items that open in a new window (投资专区, extra items with newWindow). */
export const TOP_NEW_WINDOW_GROUP = 'top:new-window';

export { isInternalTopPath };

const INVESTOR_ZONES: readonly LandingMode[] = ['personalholder', 'orgholder', 'productholder'];

const item = (
  id: string,
  name: string,
  path: string,
  children: MenuItem[] = [],
  group = 'top',
): MenuItem => ({
  id,
  parentId: '0',
  name,
  path,
  icon: '',
  group,
  query: '',
  meta: { roles: [], i18n: id },
  children,
});

const CONFIGURABLE: readonly { key: number; name: string; path: string }[] = [
  { key: 1, name: '投资专区', path: INVESTMENT_ZONE_URL },
  { key: 2, name: '企业展示', path: '/companyList' },
  { key: 3, name: '专精特新专板', path: '/specializationNewList' },
  { key: 4, name: '投融资信息', path: '/privateEquityFund' },
  { key: 5, name: '信息披露展示', path: '/information' },
  { key: 6, name: '政策展示', path: '/policiesShow' },
  { key: 7, name: '会员展示', path: '/memberList' },
  { key: 8, name: '质押公告', path: '/pledgeList' },
  { key: 9, name: '冻结公告', path: '/frozenList' },
];

/** The items in order: 首页 first, then every switched-on item this zone may see. */
export function buildTopMenu(inputs: TopMenuInputs): MenuItem[] {
  const on = (key: number) => inputs.switches.get(`bizTopMenu.${key}`) === 'true';
  const items = [item(TOP_HOME_ID, '首页', '/wel/index')];
  for (const entry of CONFIGURABLE) {
    if (!on(entry.key)) continue;
    if (entry.key === 1 && !(inputs.landingMode && INVESTOR_ZONES.includes(inputs.landingMode))) continue;
    const id = `top:${entry.key}`;
    if (entry.key === 5 && inputs.pledgeListEnabled) {
      const children = [
        item(`${id}:pledge`, '质押公告', '/pledgeList'),
        item(`${id}:information`, '信息公告', '/information'),
        ...(inputs.freezeNoticeOn ? [item(`${id}:frozen`, '冻结公告', '/frozenList')] : []),
      ];
      items.push(item(id, entry.name, entry.path, children));
    } else if (entry.key === 1) items.push(item(id, entry.name, entry.path, [], TOP_NEW_WINDOW_GROUP));
    else items.push(item(id, entry.name, entry.path));
  }
  const seen = new Set<string>();
  for (const extra of inputs.extra ?? []) {
    if (seen.has(extra.key) || !isInternalTopPath(extra.path) || !extra.title) continue;
    seen.add(extra.key);
    const path = extra.path.startsWith('#') ? extra.path.slice(1) : extra.path;
    items.push(
      item(`top:x:${extra.key}`, extra.title, path, [], extra.newWindow ? TOP_NEW_WINDOW_GROUP : 'top'),
    );
  }
  return items;
}

export const opensInNewWindow = (menuItem: MenuItem): boolean => menuItem.group === TOP_NEW_WINDOW_GROUP;

/**
 * How many items stay in the bar; the rest go under 更多. Always at most 7; below 1840 px wide with over 4
 * items, 4; below 1650 px with over 3, 3 (002 §2.4).
 */
export function visibleTopItems(count: number, width: number): number {
  if (width < 1650 && count > 3) return 3;
  if (width < 1840 && count > 4) return 4;
  return Math.min(count, 7);
}

export function splitTopMenu<T>(items: readonly T[], width: number): { shown: T[]; more: T[] } {
  const visible = visibleTopItems(items.length, width);
  return { shown: items.slice(0, visible), more: items.slice(visible) };
}
