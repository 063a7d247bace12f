import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { openSecondProcess, type SecondProcess } from '../../test-support/second-process.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_ACCOUNTS } from '../identity/index.js';

type Headers = Record<string, string>;

describe('dictionary and parameter administration', () => {
  let t: TestApp;
  let admin: Headers;
  let second: SecondProcess;
  beforeAll(async () => {
    t = await createTestApp({});
    admin = (await signIn(t, 'admin')).headers;
    // A second server process on the same database (its own pool and LISTEN on PostgreSQL).
    second = await openSecondProcess(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: object, headers = admin) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const items = async (code: string, app = t.app, headers = admin) =>
    (
      (
        await app.inject({
          method: 'GET',
          url: `/api/blade-system/dict-biz/dictionary?code=${code}`,
          headers,
        })
      ).json().data as { dictKey: string; dictValue: string }[]
    ).map((i) => `${i.dictKey}:${i.dictValue}`);

  it('lists dictionaries and their items, paged and searched', async () => {
    const list = (
      await get('/api/blade-system/dict-biz/parent-list?current=1&size=5&code=shareHolder')
    ).json().data;
    expect(list.records.map((r: { code: string }) => r.code)).toContain('shareHolderType');
    expect(list).toMatchObject({ current: 1, size: 5 });
    const children = (
      await get('/api/blade-system/dict-biz/child-list?parentId=shareHolderType&size=2')
    ).json().data;
    expect(children.records).toHaveLength(2);
    expect(children.total).toBeGreaterThan(2);
    expect(children.records[0]).toMatchObject({ parentId: 'shareHolderType', code: 'shareHolderType' });
    const unknown = await get('/api/blade-system/dict-biz/child-list?parentId=noSuchDict');
    expect(unknown.json()).toMatchObject({ success: false, msg: '字典编码不存在：noSuchDict' });
  });

  it('adds a dictionary and items; a second process sees them once notified', async () => {
    const user = (await signIn(t, 'org_demo')).headers;
    const created = await post('/api/blade-system/dict-biz/submit', {
      parentId: '0',
      code: 'meetingType',
      dictValue: '会议类型',
    });
    expect(created.json()).toMatchObject({ success: true, data: { id: 'meetingType', version: 1 } });
    const again = await post('/api/blade-system/dict-biz/submit', {
      parentId: '0',
      code: 'meetingType',
      dictValue: '重复',
    });
    expect(again.json().msg).toBe('字典编码已存在：meetingType');
    expect(await items('meetingType', second.app, user)).toEqual([]); // cached empty in the second process
    const first = await post('/api/blade-system/dict-biz/submit', {
      parentId: 'meetingType',
      dictKey: '1',
      dictValue: '股东大会',
      sort: 1,
    });
    expect(first.statusCode).toBe(200);
    let seen = await items('meetingType', second.app, user);
    const since = Date.now();
    while (seen.length === 0 && Date.now() - since < 5000)
      seen = await items('meetingType', second.app, user);
    expect(seen).toEqual(['1:股东大会']);
    expect(await items('meetingType')).toEqual(['1:股东大会']); // this process at once
    const duplicate = await post('/api/blade-system/dict-biz/submit', {
      parentId: 'meetingType',
      dictKey: '1',
      dictValue: '又一个',
    });
    expect(duplicate.json().msg).toBe('字典键值已存在：1');
    const noValue = await post('/api/blade-system/dict-biz/submit', {
      parentId: 'meetingType',
      dictKey: '2',
      dictValue: ' ',
    });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().msg).toContain('请输入字典值');
  });

  it('edits at the version read, refuses cycles, removes leaves first and revives a removed key', async () => {
    const add = async (dictKey: string, parentKey?: string) =>
      (
        await post('/api/blade-system/dict-biz/submit', {
          parentId: 'meetingType',
          dictKey,
          dictValue: `项${dictKey}`,
          parentKey,
        })
      ).json().data as { id: string; version: number };
    const parent = await add('10');
    const child = await add('11', '10');
    const cycle = await post('/api/blade-system/dict-biz/submit', {
      parentId: 'meetingType',
      id: parent.id,
      version: parent.version,
      dictKey: '10',
      dictValue: '项10',
      parentKey: '11',
    });
    expect(cycle.json().msg).toBe('上级字典项不能选择自身或其下级');
    const edit = {
      parentId: 'meetingType',
      id: parent.id,
      version: parent.version,
      dictKey: '10',
      dictValue: '年度会议',
    };
    expect((await post('/api/blade-system/dict-biz/submit', edit)).json().data.version).toBe(
      parent.version + 1,
    );
    const stale = await post('/api/blade-system/dict-biz/submit', { ...edit, dictValue: '过期' });
    expect(stale.statusCode).toBe(409);
    // The parent says it has children, in the administrator's list and in the dictionary call.
    const level = (await get('/api/blade-system/dict-biz/child-list?parentId=meetingType&size=50')).json()
      .data;
    const flags = Object.fromEntries(
      level.records.map((r: { dictKey: string; hasChildren: boolean }) => [r.dictKey, r.hasChildren]),
    );
    expect(flags).toMatchObject({ '1': false, '10': true });
    expect(level.records.map((r: { dictKey: string }) => r.dictKey)).not.toContain('11');
    const used = (await get('/api/blade-system/dict-biz/dictionary?code=meetingType')).json().data;
    expect(used.find((i: { dictKey: string }) => i.dictKey === '10').hasChildren).toBe(true);
    const counts = (await get('/api/blade-system/dict-biz/parent-list?code=meetingType')).json().data.records;
    expect(counts[0]).toMatchObject({ code: 'meetingType', itemCount: 3 });
    const refused = await post(`/api/blade-system/dict-biz/remove?ids=${parent.id}`);
    expect(refused.json()).toMatchObject({ success: false, msg: '请先删除子节点！' });
    expect((await post(`/api/blade-system/dict-biz/remove?ids=${parent.id},${child.id}`)).json().data).toBe(
      2,
    );
    expect(await items('meetingType')).toEqual(['1:股东大会']);
    const revived = await add('10');
    expect(revived.id).toBe(parent.id);
    expect(await items('meetingType')).toEqual(['10:项10', '1:股东大会']); // by sort: 0 before 1
  });

  it('changes a parameter at its version; new parameters are never public', async () => {
    const list = (await get('/api/blade-system/param-biz/list?paramKey=freeze')).json().data;
    const freeze = list.records.find((p: { paramKey: string }) => p.paramKey === 'freeze.notice.switch');
    const flipped = freeze.paramValue === 'true' ? 'false' : 'true';
    const saved = await post('/api/blade-system/param-biz/submit', { ...freeze, paramValue: flipped });
    expect(saved.json().data).toEqual({ paramKey: 'freeze.notice.switch', version: freeze.version + 1 });
    const pub = await t.app.inject({
      method: 'GET',
      url: '/api/blade-system/nonDSClient/param-biz-value?paramKey=freeze.notice.switch&tenantId=000000',
    });
    expect(pub.json().data).toBe(flipped);
    expect(
      (await post('/api/blade-system/param-biz/submit', { ...freeze, paramValue: 'x' })).statusCode,
    ).toBe(409);
    const added = await post('/api/blade-system/param-biz/submit', {
      paramKey: 'demo.secret',
      paramName: '演示',
      paramValue: 's',
    });
    expect(added.json().data.version).toBe(1);
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/api/blade-system/nonDSClient/param-biz-value?paramKey=demo.secret&tenantId=000000',
    });
    expect(hidden.json()).toMatchObject({ success: false, msg: '参数不存在：demo.secret' });
  });

  it('lets only administrators reach the administration calls (every demo account)', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/blade-system/dict-biz/parent-list'],
      ['GET', '/api/blade-system/dict-biz/list'],
      ['GET', '/api/blade-system/dict-biz/child-list?parentId=shareHolderType'],
      ['GET', '/api/blade-system/dict-biz/tree?code=DICT'],
      ['POST', '/api/blade-system/dict-biz/submit', { parentId: '0', code: 'x1', dictValue: '越权' }],
      ['POST', '/api/blade-system/dict-biz/remove?ids=999999'],
      ['GET', '/api/blade-system/param-biz/list'],
      ['POST', '/api/blade-system/param-biz/submit', { paramKey: 'x.y', paramName: '越权', paramValue: '1' }],
    ];
    for (const demo of DEMO_ACCOUNTS) {
      if (demo.account === 'admin') continue;
      const headers = (await signIn(t, demo.account, { landingMode: demo.zones[0] })).headers;
      for (const [method, url, body] of calls) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          ...(body ? { payload: body } : {}),
        });
        expect(`${demo.account} ${url} ${res.statusCode}`).toBe(`${demo.account} ${url} 403`);
      }
      const cleared = await get('/api/blade-auth/oauth/clear-cache', headers);
      expect(cleared.json()).toMatchObject({ success: true, msg: '清除缓存成功' });
    }
    const cleared = await get('/api/blade-auth/oauth/clear-cache');
    expect(cleared.json()).toMatchObject({ success: true, msg: '清除缓存成功' });
  });
});
