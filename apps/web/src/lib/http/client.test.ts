import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, json } from '../../test-support/fake-fetch';
import { i18n } from '../i18n';
import { readSession, reloadSession, setAccessToken, updateSession } from '../session';
import { createHttpClient } from './client';
import { flush, setup } from './client.test-support';
import { EnvelopeError, HttpStatusError } from './errors';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('URL prefix', () => {
  it.each([
    ['blade-system/dict-biz/dictionary', '/api/blade-system/dict-biz/dictionary'],
    ['/blade-system/dict-biz/dictionary', '/api/blade-system/dict-biz/dictionary'],
    ['/api/blade-system/dict-biz/dictionary', '/api/blade-system/dict-biz/dictionary'],
    ['api/blade-resource/oss/endpoint/downloadFile', '/api/blade-resource/oss/endpoint/downloadFile'],
  ])('%s is requested as %s', async (url, expected) => {
    const { client, calls } = setup(() => envelope(null));
    await client.get(url);
    expect(calls[0]?.url).toBe(expected);
  });

  it('serialises params, leaving out null and undefined and keeping empty strings', async () => {
    const { client, calls } = setup(() => envelope([]));
    await client.get('blade-system/region/lazy-tree', {
      params: { parentCode: '', tenantId: '000000', skip: undefined, none: null, ids: ['1', '2'] },
    });
    expect(calls[0]?.url).toBe('/api/blade-system/region/lazy-tree?parentCode=&tenantId=000000&ids=1&ids=2');
  });
});

describe('headers', () => {
  it('always sends the client Basic authorization and the default tenant', async () => {
    const { client, calls } = setup(() => envelope(null));
    await client.get('/api/x');
    const headers = calls[0]!.headers;
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(headers.get('Tenant-Id')).toBe('000000');
    expect(headers.has('Blade-Auth')).toBe(false);
    expect(headers.has('Current-Company')).toBe(false);
    expect(headers.has('Current-Holder')).toBe(false);
    expect(headers.has('Current-Product')).toBe(false);
  });

  it('sends the bearer token, tenant and current company/holder/product from the session', async () => {
    setAccessToken('tok-123');
    updateSession({ tenantId: '518100', currentCompany: 'C1', currentHolder: 'H1', currentProduct: 'P1' });
    const { client, calls } = setup(() => envelope(null));
    await client.post('/api/x', { a: 1 });
    const headers = calls[0]!.headers;
    expect(headers.get('Blade-Auth')).toBe('bearer tok-123');
    expect(headers.get('Tenant-Id')).toBe('518100');
    expect(headers.get('Current-Company')).toBe('C1');
    expect(headers.get('Current-Holder')).toBe('H1');
    expect(headers.get('Current-Product')).toBe('P1');
  });

  it('leaves the token out when the request says authorization: false', async () => {
    setAccessToken('tok-123');
    const { client, calls } = setup(() => envelope(null));
    await client.get('/api/x', { authorization: false });
    expect(calls[0]!.headers.has('Blade-Auth')).toBe(false);
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Basic /);
  });

  it('sends objects as JSON and FormData untouched', async () => {
    const { client, calls } = setup(() => envelope(null));
    await client.post('/api/x', { name: '张三' });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(calls[0]!.body).toBe('{"name":"张三"}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await client.post('/api/upload', form);
    expect(calls[1]!.body).toBe(form);
    expect(calls[1]!.headers.has('Content-Type')).toBe(false);
  });
});

describe('answers 200–500 are passed through', () => {
  it('resolves with the envelope, and getData with its data', async () => {
    const { client, log } = setup(() => envelope({ tenantName: '示例' }));
    await expect(client.get('/api/x')).resolves.toEqual({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { tenantName: '示例' },
    });
    await expect(client.getData('/api/x')).resolves.toEqual({ tenantName: '示例' });
    expect(log).toEqual([]);
  });

  it('resolves a 400 with its envelope and shows msg', async () => {
    const { client, log } = setup(() =>
      json({ code: 400, success: false, msg: '字典编码格式不正确', data: null }, 400),
    );
    const answer = await client.get('/api/x');
    expect(answer).toMatchObject({ code: 400, success: false, msg: '字典编码格式不正确' });
    expect(log).toEqual(['error: 字典编码格式不正确']);
  });

  it('a caller that shows its own refusal gets the envelope without a toast; expiry still logs out', async () => {
    const refused = setup(() =>
      json({ code: 400, success: false, msg: '企业名称与证件号码不符', data: null }, 400),
    );
    const answer = await refused.client.get('/api/x', { showsOwnRefusal: true });
    expect(answer).toMatchObject({ code: 400, success: false, msg: '企业名称与证件号码不符' });
    expect(refused.log).toEqual([]);
    setAccessToken('tok');
    const expired = setup(() => json({ code: 407, success: false, msg: '过期', data: null }, 407));
    await expired.client.get('/api/x', { showsOwnRefusal: true });
    expect(expired.log).toEqual([
      'error: 登录已过期，请重新登录。',
      'logout',
      'navigate: /login?loseEfficacy=1',
    ]);
  });

  it('falls back to error_description, then to 未知错误', async () => {
    const first = setup(() => json({ error_description: '用户名或密码错误' }, 400));
    await first.client.request('/api/blade-auth/oauth/token', { method: 'POST' });
    expect(first.log).toEqual(['error: 用户名或密码错误']);

    const second = setup(() => json({ code: 500, success: false }, 500));
    await second.client.get('/api/x');
    expect(second.log).toEqual(['error: 未知错误']);

    const third = setup(() => new Response('<html>Not Found</html>', { status: 404 }));
    await expect(third.client.get('/api/x')).resolves.toMatchObject({ code: 404, success: false });
    expect(third.log).toEqual(['error: 未知错误']);
  });

  it('judges by the envelope code when there is one (HTTP 200, code 500)', async () => {
    const { client, log } = setup(() =>
      json({ code: 500, success: false, msg: '系统繁忙', data: null }, 200),
    );
    await expect(client.get('/api/x')).resolves.toMatchObject({ code: 500 });
    expect(log).toEqual(['error: 系统繁忙']);
  });

  it('getData rejects with EnvelopeError when success is false', async () => {
    const { client } = setup(() => json({ code: 400, success: false, msg: '参数错误', data: null }, 400));
    const error = await client.getData('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as EnvelopeError).code).toBe(400);
  });
});

describe('session and permission statuses', () => {
  it('401 logs out and goes to the login page with the expiry marker, silently', async () => {
    setAccessToken('tok');
    const { client, log } = setup(() =>
      json({ code: 401, success: false, msg: '请求未授权', data: null }, 401),
    );
    await expect(client.get('/api/x')).resolves.toMatchObject({ code: 401 });
    expect(log).toEqual(['logout', 'navigate: /login?loseEfficacy=1']);
    expect(readSession().token).toBeNull();
  });

  it('407 shows 登录已过期，请重新登录。, logs out and goes to login', async () => {
    setAccessToken('tok');
    const { client, log } = setup(() => json({ code: 407, success: false, msg: 'expired', data: null }, 407));
    await client.get('/api/x');
    expect(log).toEqual(['error: 登录已过期，请重新登录。', 'logout', 'navigate: /login?loseEfficacy=1']);
    expect(readSession().token).toBeNull();
  });

  it('403 goes to /403 without a message', async () => {
    const { client, log } = setup(() => json({ code: 403, success: false, msg: '无权限', data: null }, 403));
    await expect(client.get('/api/x')).resolves.toMatchObject({ code: 403 });
    expect(log).toEqual(['navigate: /403']);
  });

  it('the message 登录已超时，请重新登录。 shows an error and logs out', async () => {
    setAccessToken('tok');
    const { client, log } = setup(() =>
      json({ code: 400, success: false, msg: '登录已超时，请重新登录。', data: null }, 400),
    );
    await client.get('/api/x');
    expect(log).toEqual(['error: 登录已超时，请重新登录。', 'logout', 'navigate: /login?loseEfficacy=1']);
    expect(readSession().token).toBeNull();
  });

  it('the message 请先进行实名认证再登录 shows no box', async () => {
    const { client, log } = setup(() =>
      json({ code: 400, success: false, msg: '请先进行实名认证再登录', data: null }, 400),
    );
    await expect(client.get('/api/x')).resolves.toMatchObject({ msg: '请先进行实名认证再登录' });
    expect(log).toEqual([]);
  });
});

describe('504 gateway timeout', () => {
  const gatewayTimeout = () => new Response('<html>504 Gateway Time-out</html>', { status: 504 });

  it('asks for confirmation, then goes to the application query page', async () => {
    const { client, log } = setup(gatewayTimeout);
    const error = await client.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(504);
    await flush();
    expect(log).toEqual([
      'confirm: 提示 / 系统正在操作中，请稍后查看后续数据，如有问题，请联系系统管理员。',
      'navigate: /queryPage/bizApplication2',
    ]);
  });

  it('stays when the user cancels the box', async () => {
    const { client, log } = setup(gatewayTimeout, { confirmAnswer: false });
    await client.get('/api/x').catch(() => undefined);
    await flush();
    expect(log).toEqual(['confirm: 提示 / 系统正在操作中，请稍后查看后续数据，如有问题，请联系系统管理员。']);
  });

  it('opens one box for a burst of 504s', async () => {
    const network = createFakeFetch(gatewayTimeout);
    const log: string[] = [];
    let answer: (value: boolean) => void = () => undefined;
    const client = createHttpClient({
      fetch: network.fetch,
      translate: (key) => i18n.t(key),
      effects: {
        showError: (content) => log.push(`error: ${content}`),
        confirm: () => {
          log.push('confirm');
          return new Promise<boolean>((resolve) => {
            answer = resolve;
          });
        },
        navigate: (to) => log.push(`navigate: ${to}`),
        logout: () => log.push('logout'),
      },
    });
    await Promise.allSettled([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    expect(log).toEqual(['confirm']);
    answer(true);
    await flush();
    expect(log).toEqual(['confirm', 'navigate: /queryPage/bizApplication2']);
  });

  it('502 shows that the service is unavailable and rejects', async () => {
    const { client, log } = setup(() => new Response('bad gateway', { status: 502 }));
    const error = await client.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(log).toEqual(['error: 服务暂时不可用（502），请稍后重试']);
  });
});
