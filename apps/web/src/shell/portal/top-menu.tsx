import { Menu, type MenuProps } from 'antd';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../lib/identity/api';
import { useTopMenuSources } from '../../lib/identity/top-menu';
import { useSession } from '../../lib/use-session';
import { useInvestmentZone } from './investment-zone';
import { menuLeaves, menuTarget } from './menu-model';
import { menuName } from './menu-name';
import { usePortalNavigate } from './portal-navigation';
import { buildTopMenu, INVESTMENT_ZONE_URL, opensInNewWindow, splitTopMenu } from './top-menu-model';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
/** The width class the collapse rule cares about (re-renders only when it changes). */
const widthClass = () => (window.innerWidth < 1650 ? 1649 : window.innerWidth < 1840 ? 1839 : 1840);

/** The top menu's items for this zone and tenant (also given to the tab tracker for tab names). */
export function useTopMenu(): MenuItem[] {
  const landingMode = useSession((s) => s.landingMode);
  const { switches, extra, pledgeListEnabled, freezeNoticeOn } = useTopMenuSources();
  return useMemo(
    () =>
      buildTopMenu({
        landingMode,
        switches: new Map((switches ?? []).map((s) => [s.paramKey, s.paramValue])),
        extra: extra ?? [],
        pledgeListEnabled,
        freezeNoticeOn,
      }),
    [landingMode, switches, extra, pledgeListEnabled, freezeNoticeOn],
  );
}

type AntdItem = Required<MenuProps>['items'][number];

/** 首页 and the switched-on items; the ones that do not fit go under 更多 (002 §2.4). */
export function TopMenu({ items }: { items: readonly MenuItem[] }) {
  const { t, i18n } = useTranslation();
  const go = usePortalNavigate();
  const location = useLocation();
  const width = useSyncExternalStore(subscribe, widthClass, () => 1840);
  const { shown, more } = splitTopMenu(items, width);
  const current = `${location.pathname}${location.search}`;
  const selected = menuLeaves(items).find(({ item }) => menuTarget(item) === current)?.item.id;
  const goRef = useRef(go);
  goRef.current = go;
  // One effects object for the page's life (the gate's click handler depends on it).
  const [zoneEffects] = useState(() => ({
    openZone: () => window.open(INVESTMENT_ZONE_URL, '_blank', 'noopener'),
    apply: (appId: string) =>
      goRef.current(`/process/apply?appId=${encodeURIComponent(appId)}&nodeId=apply`, '/process/apply'),
  }));
  const enterInvestmentZone = useInvestmentZone(zoneEffects);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const leaf = menuLeaves(items).find(({ item }) => item.id === key)?.item;
    if (!leaf) return;
    // 投资专区 opens the private-transaction page once its gate lets the user in (002 §6); a new-window
    // extra item opens its page (or 建设中) in a new tab.
    if (leaf.path === INVESTMENT_ZONE_URL) enterInvestmentZone();
    else if (opensInNewWindow(leaf)) window.open(menuTarget(leaf), '_blank', 'noopener');
    else go(menuTarget(leaf), leaf.path);
  };

  const toAntd = (item: MenuItem): AntdItem =>
    item.children.length > 0
      ? { key: item.id, label: menuName(i18n, item), children: item.children.map(toAntd) }
      : { key: item.id, label: menuName(i18n, item) };
  const antdItems: AntdItem[] = [
    ...shown.map(toAntd),
    ...(more.length > 0 ? [{ key: 'top:more', label: t('shell.more'), children: more.map(toAntd) }] : []),
  ];
  return (
    <Menu
      mode="horizontal"
      disabledOverflow
      className="rer-top-menu"
      data-testid="top-menu"
      selectedKeys={selected ? [selected] : []}
      items={antdItems}
      onClick={onClick}
    />
  );
}
