import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type StoredTab, updateSession } from '../../lib/session';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  isClosable,
  normaliseTabs,
  type TabChange,
} from '../../lib/shell/tabs';
import { useSession } from '../../lib/use-session';
import { menuTabName } from './menu-model';
import { useMenuName } from './menu-name';
import { usePortalNavigate } from './portal-navigation';

/** The tab bar (spec 002 §2.6): first tab 工作台 fixed; close, close others, close all, context menu. */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const go = usePortalNavigate();
  const tabs = normaliseTabs(useSession((s) => s.tabs));
  const active = `${location.pathname}${location.search}`;

  const apply = (change: TabChange) => {
    updateSession({ tabs: change.tabs });
    if (change.navigateTo) void navigate(change.navigateTo);
  };
  const nameOf = useMenuName();
  const labelOf = (tab: StoredTab) =>
    menuTabName(tab, nameOf) ?? tab.text ?? (tab.titleKey ? t(tab.titleKey as 'route.home') : tab.path);

  const actions = (path: string): MenuProps => ({
    items: [
      { key: 'close', label: t('shell.close'), disabled: !isClosable(tabs, path) },
      { key: 'others', label: t('shell.closeOthers') },
      { key: 'all', label: t('shell.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'close') apply(closeTab(tabs, path, active));
      if (key === 'others') apply(closeOtherTabs(tabs, path, active));
      if (key === 'all') apply(closeAllTabs());
    },
  });

  return (
    <div className="rer-tab-bar">
      <Tabs
        hideAdd
        type="editable-card"
        size="small"
        activeKey={active}
        onChange={(key) => go(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') apply(closeTab(tabs, key, active));
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: isClosable(tabs, tab.path),
          label: (
            <Dropdown menu={actions(tab.path)} trigger={['contextMenu']}>
              <span data-testid="page-tab">{labelOf(tab)}</span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={
          <Dropdown menu={actions(active)}>
            <Button size="small" type="text" aria-label={t('shell.tabsMenu')} icon={<DownOutlined />} />
          </Dropdown>
        }
      />
    </div>
  );
}
