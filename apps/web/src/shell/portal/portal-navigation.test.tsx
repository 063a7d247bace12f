import type { MenuItem } from '@rer/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession, setAccessToken } from '../../lib/session';
import { createFakeFetch, envelope } from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';
import { topSearchOptions } from './menu-model';
import { shouldOpenInNewPage, usePortalNavigate } from './portal-navigation';

describe('shouldOpenInNewPage (000 §2, 002 §2.3)', () => {
  it('opens /process/ paths in a new page only when the setting is true', () => {
    expect(shouldOpenInNewPage('/process/apply', 'true')).toBe(true);
    expect(shouldOpenInNewPage('/process/apply?id=1', 'true')).toBe(true);
    expect(shouldOpenInNewPage('/process/apply', 'false')).toBe(false);
    expect(shouldOpenInNewPage('/process/apply', undefined)).toBe(false);
    expect(shouldOpenInNewPage('/process/apply', null)).toBe(false);
    expect(shouldOpenInNewPage('/wel/index', 'true')).toBe(false);
    expect(shouldOpenInNewPage('/processes', 'true')).toBe(false);
  });
});

describe('usePortalNavigate', () => {
  let env: ReturnType<typeof createTestQueryEnvironment>;
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    setAccessToken('tok');
    env = createTestQueryEnvironment();
  });
  afterEach(() => {
    cleanup();
    env.dispose();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const setup = (paramValue: string) => {
    const fake = createFakeFetch(() =>
      envelope({ paramKey: 'processOpenInNewPage', paramName: '流程新页面打开', paramValue }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <env.wrapper>
        <MemoryRouter initialEntries={['/wel/index']}>{children}</MemoryRouter>
      </env.wrapper>
    );
    const hook = renderHook(
      () => {
        const location = useLocation();
        return { go: usePortalNavigate(), at: `${location.pathname}${location.search}` };
      },
      { wrapper },
    );
    return { hook, open, calls: fake.calls };
  };

  it("reads processOpenInNewPage and, when 'true', opens /process/ paths in a new tab and stays", async () => {
    const { hook, open, calls } = setup('true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/blade-system/param-biz/detail?paramKey=processOpenInNewPage');
    await waitFor(() => expect(env.queryClient.isFetching()).toBe(0));
    act(() => hook.result.current.go('/process/apply'));
    expect(open).toHaveBeenCalledWith('/process/apply', '_blank', 'noopener');
    expect(hook.result.current.at).toBe('/wel/index');

    // A menu item's own path decides, even when its page is the 建设中 page.
    act(() => hook.result.current.go('/wel/building?menu=9', '/process/transfer'));
    expect(open).toHaveBeenLastCalledWith('/wel/building?menu=9', '_blank', 'noopener');
    act(() => hook.result.current.go('/securityCenter'));
    expect(hook.result.current.at).toBe('/securityCenter');
  });

  it("navigates in-app when the setting is 'false'", async () => {
    const { hook, open, calls } = setup('false');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(env.queryClient.isFetching()).toBe(0));
    act(() => hook.result.current.go('/process/apply'));
    expect(open).not.toHaveBeenCalled();
    expect(hook.result.current.at).toBe('/process/apply');
  });
});

const node = (id: string, name: string, children: MenuItem[] = [], path = `/p/${id}`): MenuItem => ({
  id,
  parentId: '0',
  name,
  path,
  icon: '',
  group: '',
  query: '',
  meta: { roles: [], i18n: '' },
  children,
});

describe('topSearchOptions (002 §2.6)', () => {
  const menu = [
    node('1', '工作台'),
    node('2', '业务办理', [
      node('21', '股权登记', [node('211', '设立登记', [node('2111', '初始登记'), node('2112', '变更登记')])]),
    ]),
    node('3', '安全中心', [node('31', '登录密码')]),
  ];
  const labels = (text: string) => topSearchOptions(menu, text).map((option) => option.label);

  it('labels leaves under a 业务 group 业务办理-<group>-<subgroup>-<item>, other leaves by name', () => {
    expect(labels('登记')).toEqual([
      '业务办理-股权登记-设立登记-初始登记',
      '业务办理-股权登记-设立登记-变更登记',
    ]);
    expect(labels('变更')).toEqual(['业务办理-股权登记-设立登记-变更登记']);
    expect(labels('密码')).toEqual(['登录密码']);
    expect(labels('工作')).toEqual(['工作台']);
    expect(topSearchOptions(menu, '初始')[0]).toMatchObject({ value: '2111', item: { id: '2111' } });
  });

  it('matches like the search overlay (parents too, any case) and is empty for empty text', () => {
    expect(labels('安全')).toEqual(['登录密码']);
    expect(labels('  ')).toEqual([]);
    expect(labels('无此菜单')).toEqual([]);
  });

  it('without a 业务 group the list is just the menu leaves', () => {
    expect(topSearchOptions([node('3', '安全中心', [node('31', '登录密码')])], '登录')).toEqual([
      { value: '31', label: '登录密码', item: expect.objectContaining({ id: '31' }) },
    ]);
  });
});
