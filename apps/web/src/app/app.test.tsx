import type { DictionaryItem, RegionNode, TenantInfo } from '@rer/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession, setAccessToken } from '../lib/session';
import { installBrowserShims } from '../test-support/dom-shims';
import {
  envelope,
  type FakeHandler,
  json,
  never,
  queryOf,
  type RecordedRequest,
  routes,
} from '../test-support/fake-fetch';
import { renderApp as renderAppAt } from '../test-support/render-app';

const tenant: TenantInfo = {
  tenantId: '000000',
  tenantName: '示例区域股权交易中心',
  domain: 'localhost',
  isSharedPlatform: false,
  forcedTheme: null,
  restrictedCityCode: null,
};

const shareholderTypes: DictionaryItem[] = [
  ['1', '机构'],
  ['2', '个人'],
  ['3', '产品'],
].map(([dictKey = '', dictValue = ''], index) => ({
  id: `d${dictKey}`,
  code: 'shareHolderType',
  dictKey,
  dictValue,
  parentKey: null,
  sort: index,
  remark: null,
  hasChildren: false,
}));

const region = (code: string, title: string, level: number): RegionNode => ({
  id: code,
  code,
  parentCode: null,
  title,
  value: code,
  key: code,
  level,
  hasChildren: level < 3,
});

const platformApi = (overrides: Record<string, FakeHandler> = {}): FakeHandler =>
  routes({
    '/api/blade-system/tenant/info': () => envelope(tenant),
    '/api/blade-system/nonds/dict-biz/dictionary': () => envelope(shareholderTypes),
    '/api/blade-system/region/lazy-tree': (request) => {
      const parentCode = queryOf(request).get('parentCode');
      if (parentCode === '') return envelope([region('44', '广东省', 1)]);
      if (parentCode === '44') return envelope([region('4403', '深圳市', 2)]);
      if (parentCode === '4403') return envelope([region('440304', '福田区', 3)]);
      return envelope([]);
    },
    ...overrides,
  });

let calls: RecordedRequest[] = [];
let disposeRouter: () => void = () => undefined;

function renderApp(path: string, handler: FakeHandler = platformApi()) {
  const app = renderAppAt(path, handler);
  calls = app.calls;
  disposeRouter = app.dispose;
  return { router: app.router };
}

// jsdom lacks scrollTo (ScrollRestoration), matchMedia and ResizeObserver (antd popups); browsers have them.
beforeAll(installBrowserShims);

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  document.title = '';
});

afterEach(() => {
  cleanup();
  disposeRouter();
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('shows the platform and tenant name and titles the document with the tenant name', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '区域性股权市场登记托管平台' })).toBeTruthy();
    expect(await screen.findByTestId('tenant-name')).toHaveProperty('textContent', '示例区域股权交易中心');
    await waitFor(() => expect(document.title).toBe('示例区域股权交易中心'));
    expect(screen.getByRole('heading', { name: '平台状态' })).toBeTruthy();
  });

  it('lists the shareholder types of the public dictionary as tags', async () => {
    renderApp('/');
    const list = await screen.findByRole('list', { name: '股东类型' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((tag) => tag.textContent),
      ).toEqual(['机构', '个人', '产品']),
    );
    const dictionaryCall = calls.find((call) => call.url.includes('dict-biz'));
    expect(queryOf(dictionaryCall!).get('code')).toBe('shareHolderType');
    expect(queryOf(dictionaryCall!).get('tenantId')).toBe('000000');
  });

  it('loads the region cascader level by level', async () => {
    renderApp('/');
    const cascader = await screen.findByRole('combobox', { name: '所在地区' });
    await waitFor(() => expect(calls.some((call) => call.url.includes('lazy-tree?parentCode=&'))).toBe(true));
    fireEvent.mouseDown(cascader);
    fireEvent.click(await screen.findByText('广东省'));
    expect(await screen.findByText('深圳市')).toBeTruthy();
    expect(calls.some((call) => queryOf(call).get('parentCode') === '44')).toBe(true);
  });

  it('falls back to 区域性股权服务平台 (signed out, 002 §2.6) and shows 获取数据失败 when the tenant lookup fails', async () => {
    renderApp(
      '/',
      platformApi({
        '/api/blade-system/tenant/info': () => json({ code: 500, success: false, msg: '', data: null }, 500),
      }),
    );
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('区域性股权服务平台'));
  });
});

describe('generic pages', () => {
  it('unknown paths show the 404 page, whose button goes home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 示例区域股权交易中心'));
    fireEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '区域性股权市场登记托管平台' })).toBeTruthy();
  });

  it.each([
    ['/403', '抱歉，您无权访问该页面。'],
    ['/404', '抱歉，您访问的页面不存在。'],
    ['/500', '抱歉，系统出现错误，请稍后重试。'],
  ])('%s explains itself in Chinese and offers 返回首页', async (path, text) => {
    renderApp(path);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回首页/ })).toBeTruthy();
  });

  it('/building shows 建设中 with its page title', async () => {
    renderApp('/building');
    expect(await screen.findByRole('heading', { name: '建设中' }, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('建设中 - 示例区域股权交易中心'));
  });
});

describe('transport effects in the app', () => {
  it('a 403 answer navigates to /403', async () => {
    renderApp(
      '/',
      platformApi({
        '/api/blade-system/nonds/dict-biz/dictionary': () =>
          json({ code: 403, success: false, msg: '无权访问', data: null }, 403),
      }),
    );
    expect(await screen.findByText('抱歉，您无权访问该页面。')).toBeTruthy();
  });

  it('a failed answer shows its msg in an antd message', async () => {
    renderApp(
      '/',
      platformApi({
        '/api/blade-system/nonds/dict-biz/dictionary': () =>
          json({ code: 400, success: false, msg: '字典编码格式不正确', data: null }, 400),
      }),
    );
    expect(await screen.findByText('字典编码格式不正确')).toBeTruthy();
    expect(await screen.findByText('获取字典值失败')).toBeTruthy();
  });

  it('leaving a page cancels its pending requests silently, but not the tenant lookup', async () => {
    let answerTenant: (response: Response) => void = () => undefined;
    const { router } = renderApp(
      '/',
      platformApi({
        '/api/blade-system/tenant/info': () =>
          new Promise<Response>((resolve) => {
            answerTenant = resolve;
          }),
        '/api/blade-system/nonds/dict-biz/dictionary': () => never(),
      }),
    );
    // Signed in after the guard let the home page open (signed-in visitors of `/` go to the workbench):
    // the page's queries now use the session tenant and start at once.
    act(() => setAccessToken('tok'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('dict-biz'))).toBe(true));
    const dictionaryCall = calls.find((call) => call.url.includes('dict-biz'))!;
    const tenantCall = calls.find((call) => call.url.includes('tenant/info'))!;
    await act(() => router.navigate('/building'));
    expect(await screen.findByRole('heading', { name: '建设中' })).toBeTruthy();
    expect(dictionaryCall.signal?.aborted).toBe(true);
    expect(tenantCall.signal?.aborted).toBe(false);
    answerTenant(envelope(tenant));
    expect(await screen.findByTestId('tenant-name')).toHaveProperty('textContent', '示例区域股权交易中心');
    expect(screen.queryByText('获取字典值失败')).toBeNull();
    expect(screen.queryByText('获取数据失败')).toBeNull();
  });
});
