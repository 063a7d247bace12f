import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createQueryEndpointRegistry, type QueryEndpoint } from './endpoint-registry.js';

const endpoint = (name: string): QueryEndpoint => ({
  name,
  title: '测试',
  access: '所有已登录用户',
  params: z.object({}),
  paramLabels: {},
  columns: [],
  authorize: () => undefined,
  run: async () => ({ records: [], total: 0 }),
});

describe('the query endpoint registry', () => {
  it('lists endpoints by name and finds them', () => {
    const registry = createQueryEndpointRegistry();
    registry.register(endpoint('workflow.myTasks'));
    registry.register(endpoint('dictionary.items'));
    expect(registry.names()).toEqual(['dictionary.items', 'workflow.myTasks']);
    expect(registry.get('workflow.myTasks')?.title).toBe('测试');
    expect(registry.get('nobody')).toBeUndefined();
  });

  it('refuses a second endpoint of one name and names that look like addresses', () => {
    const registry = createQueryEndpointRegistry();
    registry.register(endpoint('holders.search'));
    expect(() => registry.register(endpoint('holders.search'))).toThrow('查询接口重复注册：holders.search');
    expect(() => registry.register(endpoint('/api/holder/queryByKey'))).toThrow('查询接口名称不正确');
    expect(() => registry.register(endpoint('http:x'))).toThrow('查询接口名称不正确');
  });
});
