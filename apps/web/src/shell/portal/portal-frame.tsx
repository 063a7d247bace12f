import { Layout } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { MenuItem } from '../../lib/identity/api';
import { useVisibleMenu } from '../../lib/identity/queries';
import { LOCK_OPEN_DELAY_MS, lockScreen } from '../../lib/lock';
import { readSession, updateSession } from '../../lib/session';
import { openTab } from '../../lib/shell/tabs';
import { useSession } from '../../lib/use-session';
import { ChooseAccountDialog, ErrorLogDialog, SearchOverlay } from './lazy-dialogs';
import { LockPasswordDialog } from './lock-dialog';
import { tabFor } from './menu-model';
import { shellFeatures } from './shell-config';
import { SideMenu } from './side-menu';
import { SwitchCompanyDialog } from './switch-company-dialog';
import { TabBar } from './tab-bar';
import { type ShellDialog, TopBar } from './top-bar';
import { useTopMenu } from './top-menu';
import { useAutoSelection } from './use-auto-selection';
import { useExpiryPrompt } from './use-expiry-prompt';

const NO_MENU: readonly MenuItem[] = [];

/** Opens (or refreshes) the tab of the current location. */
function useTabTracking(menu: Parameters<typeof tabFor>[2]) {
  const location = useLocation();
  useEffect(() => {
    const tab = tabFor(location.pathname, location.search, menu);
    if (tab) updateSession({ tabs: openTab(readSession().tabs, tab) });
  }, [location.pathname, location.search, menu]);
}

/** The signed-in portal: side menu, top bar, tabs, page, footer (spec 000 §2, 002 §2.6). */
export default function PortalFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const menu = useVisibleMenu() ?? NO_MENU;
  const topMenu = useTopMenu();
  const tabMenu = useMemo(() => [...menu, ...topMenu], [menu, topMenu]);
  const hasLockPassword = useSession((s) => s.lockPassword !== null);
  const close = useCallback(() => setDialog(null), []);
  const openDialog = useCallback((next: ShellDialog) => setDialog(next), []);
  useTabTracking(tabMenu);
  useAutoSelection(openDialog);
  useExpiryPrompt();

  const lockNow = () =>
    setTimeout(() => {
      lockScreen();
      void navigate('/lock', { replace: true });
    }, LOCK_OPEN_DELAY_MS);

  return (
    <Layout className="rer-portal" hasSider>
      <Layout.Sider collapsed={collapsed} width={220} collapsedWidth={64} className="rer-portal-sider">
        <div className="rer-portal-logo">{collapsed ? '股' : t('app.platformName')}</div>
        {shellFeatures.menu ? <SideMenu menu={menu} collapsed={collapsed} /> : null}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="rer-portal-header">
          <TopBar
            collapsed={collapsed}
            topMenu={topMenu}
            menu={menu}
            onToggleCollapse={() => setCollapsed((value) => !value)}
            openDialog={openDialog}
            onLock={() => (hasLockPassword ? lockNow() : setDialog('lock'))}
          />
        </Layout.Header>
        {shellFeatures.tabs ? <TabBar /> : null}
        <Layout.Content className="rer-portal-content">
          <Outlet />
        </Layout.Content>
        <Layout.Footer className="rer-portal-footer">{t('app.supportedBrowsers')}</Layout.Footer>
      </Layout>
      <SwitchCompanyDialog open={dialog === 'company'} onClose={close} />
      <ChooseAccountDialog open={dialog === 'account'} onClose={close} />
      <ErrorLogDialog open={dialog === 'errors'} onClose={close} />
      <SearchOverlay open={dialog === 'search'} onClose={close} menu={menu} />
      <LockPasswordDialog
        open={dialog === 'lock'}
        onClose={close}
        onSet={() => {
          close();
          lockNow();
        }}
      />
    </Layout>
  );
}
