import {
  BgColorsOutlined,
  BugOutlined,
  CompressOutlined,
  DownOutlined,
  ExpandOutlined,
  GlobalOutlined,
  LockOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ScheduleOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSharedPlatformTenant, logout } from '../../lib/auth/session-actions';
import { ERROR_BADGE_MAX } from '../../lib/error-log';
import { message, modal } from '../../lib/feedback';
import { http } from '../../lib/http';
import { changeLanguage } from '../../lib/i18n';
import type { MenuItem } from '../../lib/identity/api';
import { useTaskCount } from '../../lib/identity/queries';
import { canSwitchCompany, canSwitchHolder } from '../../lib/identity/selection';
import { type Language, languages, themeNames, updateSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { shellFeatures } from './shell-config';
import { TopMenu } from './top-menu';
import { TopSearch } from './top-search';

export type ShellDialog = 'company' | 'account' | 'search' | 'errors' | 'lock';

function useFullscreen() {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const listener = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', listener);
    return () => document.removeEventListener('fullscreenchange', listener);
  }, []);
  const toggle = () =>
    void (
      document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    ).catch(() => undefined);
  return { on, toggle };
}

/** The portal's top bar (spec 000 §2 "Top bar"); every feature can be switched off in shell-config. */
export function TopBar({
  collapsed,
  onToggleCollapse,
  openDialog,
  onLock,
  topMenu,
  menu,
}: {
  topMenu: readonly MenuItem[];
  /** The side menu's tree, searched by the top autocomplete. */
  menu: readonly MenuItem[];
  collapsed: boolean;
  onToggleCollapse: () => void;
  openDialog: (dialog: ShellDialog) => void;
  onLock: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession((s) => s);
  const fullscreen = useFullscreen();
  const taskCount = useTaskCount().data ?? 0;
  const shared = isSharedPlatformTenant(session.tenantId);
  const zone = session.landingMode ? t(`zone.${session.landingMode}`) : '';

  const userItems: MenuProps['items'] = [
    { key: 'home', label: t('shell.home') },
    { key: 'info', label: t('shell.userInfo') },
    { key: 'clearCache', label: t('shell.clearCache') },
    ...(canSwitchCompany(session, shared) ? [{ key: 'company', label: t('identity.switchCompany') }] : []),
    ...(canSwitchHolder(session) ? [{ key: 'account', label: t('identity.switchAccount') }] : []),
    ...(shared ? [] : [{ type: 'divider' as const }, { key: 'logout', label: t('shell.logout') }]),
  ];
  const onUserItem: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') void navigate('/');
    if (key === 'info') void navigate('/securityCenter');
    if (key === 'company' || key === 'account') openDialog(key);
    if (key === 'clearCache')
      modal.confirm({
        title: t('http.promptTitle'),
        content: t('shell.clearCacheConfirm'),
        onOk: async () => {
          const answer = await http.get<null>('/api/blade-auth/oauth/clear-cache').catch(() => null);
          if (!answer?.success) return;
          await queryClient.invalidateQueries();
          void message.success(t('shell.clearCacheDone'));
        },
      });
    if (key === 'logout')
      modal.confirm({
        title: t('http.promptTitle'),
        content: t('shell.logoutConfirm'),
        onOk: () => logout().then(() => navigate('/login', { replace: true })),
      });
  };

  return (
    <div className="rer-top-bar">
      <div className="rer-top-bar-left">
        {shellFeatures.collapse ? (
          <Button
            type="text"
            aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleCollapse}
          />
        ) : null}
        <span className="rer-zone-name" data-testid="zone-name">
          {zone}
        </span>
        {shellFeatures.topMenu ? <TopMenu items={topMenu} /> : null}
      </div>
      <div className="rer-top-bar-right">
        {shellFeatures.topSearch ? <TopSearch menu={menu} /> : null}
        {/* 我的待办 with the getUserTasks count (001 §7, page 1 size 10), as in the side menu. */}
        <Tooltip title={t('workflow.todoBadge')}>
          <Badge count={taskCount} overflowCount={99} size="small" data-testid="top-todo-badge">
            <Button
              type="text"
              aria-label={t('workflow.todoBadge')}
              icon={<ScheduleOutlined />}
              onClick={() => void navigate('/work/todo')}
            />
          </Badge>
        </Tooltip>
        {shellFeatures.search ? (
          <Tooltip title={t('shell.search')}>
            <Button
              type="text"
              aria-label={t('shell.search')}
              icon={<SearchOutlined />}
              onClick={() => openDialog('search')}
            />
          </Tooltip>
        ) : null}
        {shellFeatures.debug ? (
          <Tooltip title={t('shell.errorLog')}>
            <Badge count={session.errorLog.length} overflowCount={ERROR_BADGE_MAX} size="small">
              <Button
                type="text"
                aria-label={t('shell.errorLog')}
                icon={<BugOutlined />}
                onClick={() => openDialog('errors')}
              />
            </Badge>
          </Tooltip>
        ) : null}
        {shellFeatures.lock ? (
          <Tooltip title={t('shell.lock')}>
            <Button type="text" aria-label={t('shell.lock')} icon={<LockOutlined />} onClick={onLock} />
          </Tooltip>
        ) : null}
        {shellFeatures.fullscreen ? (
          <Tooltip title={fullscreen.on ? t('shell.exitFullscreen') : t('shell.fullscreen')}>
            <Button
              type="text"
              aria-label={t('shell.fullscreen')}
              icon={fullscreen.on ? <CompressOutlined /> : <ExpandOutlined />}
              onClick={fullscreen.toggle}
            />
          </Tooltip>
        ) : null}
        {shellFeatures.theme && !shared ? (
          <Dropdown
            menu={{
              selectable: true,
              selectedKeys: [session.theme],
              items: themeNames.map((name) => ({ key: name, label: t(`shell.themes.${name}`) })),
              onClick: ({ key }) =>
                updateSession({ theme: themeNames.find((name) => name === key) ?? 'default' }),
            }}
          >
            <Button type="text" aria-label={t('shell.theme')} icon={<BgColorsOutlined />} />
          </Dropdown>
        ) : null}
        {shellFeatures.language ? (
          <Dropdown
            menu={{
              selectable: true,
              selectedKeys: [i18n.language],
              items: languages.map((language) => ({
                key: language,
                label: language === 'zh' ? '中文' : 'English',
              })),
              onClick: ({ key }) => void changeLanguage(key as Language),
            }}
          >
            <Button type="text" aria-label={t('shell.language')} icon={<GlobalOutlined />} />
          </Dropdown>
        ) : null}
        <Dropdown menu={{ items: userItems, onClick: onUserItem }} trigger={['click']}>
          <Button type="text" data-testid="user-menu" icon={<UserOutlined />}>
            {session.userInfo?.name ?? session.account} <DownOutlined />
          </Button>
        </Dropdown>
      </div>
    </div>
  );
}
