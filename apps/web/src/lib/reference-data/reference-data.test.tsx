import type { DictionaryItem, RegionNode, TenantInfo } from '@rer/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeFetch,
  envelope,
  type FakeHandler,
  json,
  queryOf,
  routes,
} from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';
import { reloadSession, setAccessToken, updateSession } from '../session';
import {
  useDictionary,
  useEffectiveTenantId,
  useParam,
  usePublicDictionary,
  useRegionCascader,
  useTenantInfo,
  useTenantSessionSync,
} from '.';

const tenant: TenantInfo = {
  tenantId: '518100',
  tenantName: '深圳共享平台',
  domain: 'localhost',
  isSharedPlatform: true,
  forcedTheme: 'smart',
  restrictedCityCode: null,
};

const item = (dictKey: string, dictValue: string): DictionaryItem => ({
  id: `id-${dictKey}`,
  code: 'shareHolderType',
  dictKey,
  dictValue,
  parentKey: null,
  sort: Number(dictKey),
  remark: null,
  hasChildren: false,
});

const region = (code: string, title: string, level: number, hasChildren = level < 3): RegionNode => ({
  id: code,
  code,
  parentCode: level === 1 ? '00' : code.slice(0, (level - 1) * 2),
  title,
  value: code,
  key: code,
  level,
  hasChildren,
});

let env: ReturnType<typeof createTestQueryEnvironment>;

function network(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.calls;
}

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  env = createTestQueryEnvironment();
});

afterEach(() => {
  cleanup();
  env.dispose();
  vi.unstubAllGlobals();
});

describe('useTenantInfo', () => {
  it('asks for the tenant of this host', async () => {
    const calls = network(() => envelope(tenant));
    const { result } = renderHook(() => useTenantInfo(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.data).toEqual(tenant));
    expect(calls[0]?.url).toBe(
      `/api/blade-system/tenant/info?domain=${encodeURIComponent(window.location.host)}`,
    );
  });

  it('failure shows 获取数据失败', async () => {
    network(() => json({ code: 500, success: false, msg: '服务器异常', data: null }, 500));
    const { result } = renderHook(() => useTenantInfo(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(env.messages).toEqual(['服务器异常', '获取数据失败']);
  });

  it('before login, the host tenant becomes the session tenant (Tenant-Id header)', async () => {
    network(() => envelope(tenant));
    const { result } = renderHook(
      () => {
        useTenantSessionSync();
        return useEffectiveTenantId();
      },
      { wrapper: env.wrapper },
    );
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('518100'));
    expect(localStorage.getItem('rer.session.tenantId')).toBe('"518100"');
  });
});

describe('dictionaries', () => {
  it('useDictionary calls the authenticated endpoint with the token and caches per tenant and code', async () => {
    setAccessToken('tok');
    updateSession({ tenantId: '000000' });
    const calls = network(() => envelope([item('1', '机构'), item('2', '个人')]));
    const first = renderHook(() => useDictionary('shareHolderType'), { wrapper: env.wrapper });
    await waitFor(() =>
      expect(first.result.current.data?.map((entry) => entry.dictValue)).toEqual(['机构', '个人']),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/blade-system/dict-biz/dictionary?code=shareHolderType');
    expect(calls[0]?.headers.get('Blade-Auth')).toBe('bearer tok');

    // Same tenant and code: served from the cache.
    const second = renderHook(() => useDictionary('shareHolderType'), { wrapper: env.wrapper });
    expect(second.result.current.data).toHaveLength(2);
    expect(calls).toHaveLength(1);

    // Another tenant never sees the first tenant's entries.
    act(() => updateSession({ tenantId: '518100' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers.get('Tenant-Id')).toBe('518100');
  });

  it('usePublicDictionary waits for the host tenant and sends it', async () => {
    const calls = network(
      routes({
        '/api/blade-system/tenant/info': () => envelope(tenant),
        '/api/blade-system/nonds/dict-biz/dictionary': () => envelope([item('3', '产品')]),
      }),
    );
    const { result } = renderHook(() => usePublicDictionary('shareHolderType'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const dictionaryCalls = calls.filter((call) => call.url.includes('dict-biz'));
    expect(dictionaryCalls).toHaveLength(1);
    expect(dictionaryCalls[0]?.url).toBe(
      '/api/blade-system/nonds/dict-biz/dictionary?code=shareHolderType&tenantId=518100',
    );
  });

  it('an unsuccessful answer shows the server message and 获取字典值失败, without retrying', async () => {
    setAccessToken('tok');
    const calls = network(() =>
      json({ code: 400, success: false, msg: '字典编码格式不正确', data: null }, 400),
    );
    const { result } = renderHook(() => useDictionary('bad code'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toHaveLength(1);
    expect(env.messages).toEqual(['字典编码格式不正确', '获取字典值失败']);
  });

  it('a network failure of a GET is retried once, then reported once', async () => {
    setAccessToken('tok');
    const calls = network(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useDictionary('shareHolderType'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 3000 });
    expect(calls).toHaveLength(2);
    expect(env.messages.filter((message) => message === '获取字典值失败')).toHaveLength(1);
  });
});

it('useParam reads a parameter detail', async () => {
  setAccessToken('tok');
  const calls = network(() =>
    envelope({ paramKey: 'tokenTimeout', paramName: '令牌超时', paramValue: '600' }),
  );
  const { result } = renderHook(() => useParam('tokenTimeout'), { wrapper: env.wrapper });
  await waitFor(() => expect(result.current.data?.paramValue).toBe('600'));
  expect(calls[0]?.url).toBe('/api/blade-system/param-biz/detail?paramKey=tokenTimeout');
});

describe('useRegionCascader', () => {
  const regionNetwork = (failFor?: string) =>
    network(
      routes({
        '/api/blade-system/tenant/info': () => envelope({ ...tenant, tenantId: '000000' }),
        '/api/blade-system/region/lazy-tree': (request) => {
          const parentCode = queryOf(request).get('parentCode');
          if (parentCode === failFor)
            return json({ code: 500, success: false, msg: '区划服务异常', data: null }, 500);
          if (parentCode === '') return envelope([region('11', '北京市', 1), region('44', '广东省', 1)]);
          if (parentCode === '44') return envelope([region('4403', '深圳市', 2)]);
          if (parentCode === '4403') return envelope([region('440304', '福田区', 3)]);
          return envelope([]);
        },
      }),
    );

  it('loads provinces first, then children of the opened node, stopping at maxLevel', async () => {
    const calls = regionNetwork();
    const { result } = renderHook(() => useRegionCascader({ maxLevel: 2 }), { wrapper: env.wrapper });
    await waitFor(() =>
      expect(result.current.options.map((option) => option.label)).toEqual(['北京市', '广东省']),
    );
    const regionCalls = () => calls.filter((call) => call.url.includes('lazy-tree'));
    expect(queryOf(regionCalls()[0]!).get('parentCode')).toBe('');
    expect(queryOf(regionCalls()[0]!).get('tenantId')).toBe('000000');

    act(() => result.current.loadData([result.current.options[1]!]));
    await waitFor(() => expect(result.current.options[1]?.children).toHaveLength(1));
    expect(result.current.options[1]?.children?.[0]).toEqual({
      value: '4403',
      label: '深圳市',
      isLeaf: true,
    });
    expect(queryOf(regionCalls()[1]!).get('parentCode')).toBe('44');
  });

  it('a failed level shows 获取数据失败 and an empty column; opening it again retries', async () => {
    regionNetwork('44');
    const { result } = renderHook(() => useRegionCascader(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(2));
    act(() => result.current.loadData([result.current.options[1]!]));
    await waitFor(() => expect(result.current.options[1]?.children).toEqual([]));
    expect(env.messages).toContain('获取数据失败');
  });
});
