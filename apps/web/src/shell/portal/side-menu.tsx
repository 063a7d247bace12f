import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BlockOutlined,
  FileSearchOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  PieChartOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Badge, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../lib/identity/api';
import { useTaskCount } from '../../lib/identity/queries';
import { menuLeaves, menuTarget } from './menu-model';
import { useMenuName } from './menu-name';
import { usePortalNavigate } from './portal-navigation';

const icons: Record<string, ReactNode> = {
  'icon-home': <HomeOutlined />,
  'icon-todo': <ScheduleOutlined />,
  'icon-safe': <SafetyOutlined />,
  'icon-apply': <FormOutlined />,
  'icon-chain': <BlockOutlined />,
  'icon-account': <WalletOutlined />,
  'icon-share': <PieChartOutlined />,
  'icon-register': <TeamOutlined />,
  'icon-search': <FileSearchOutlined />,
  'icon-setting': <SettingOutlined />,
  'icon-audit': <AuditOutlined />,
  'icon-risk': <BarChartOutlined />,
  'icon-user': <IdcardOutlined />,
};

type AntdItem = Required<MenuProps>['items'][number];

/**
 * The side menu of the zone (`menu/routes`, already through the product-info gate: `useVisibleMenu`); 我的待办
 * carries the task count badge. Names are translated by `meta.i18n` where the language has them (menu-name.ts).
 */
export function SideMenu({ menu, collapsed }: { menu: readonly MenuItem[]; collapsed: boolean }) {
  const go = usePortalNavigate();
  const location = useLocation();
  const taskCount = useTaskCount().data ?? 0;
  const nameOf = useMenuName();
  const current = `${location.pathname}${location.search}`;
  const selected = menuLeaves(menu).find(({ item }) => menuTarget(item) === current)?.item.id;

  const toItem = (item: MenuItem): AntdItem => {
    const label =
      item.path === '/work/todo' ? (
        <span className="rer-menu-todo">
          {nameOf(item)}
          <Badge count={taskCount} size="small" overflowCount={99} />
        </span>
      ) : (
        nameOf(item)
      );
    const icon = icons[item.icon] ?? <AppstoreOutlined />;
    return item.children.length > 0
      ? { key: item.id, icon, label, children: item.children.map(toItem) }
      : { key: item.id, icon, label };
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const leaf = menuLeaves(menu).find(({ item }) => item.id === key);
    if (leaf) go(menuTarget(leaf.item), leaf.item.path);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      selectedKeys={selected ? [selected] : []}
      items={menu.map(toItem)}
      onClick={onClick}
      aria-label="side-menu"
      data-testid="side-menu"
    />
  );
}
