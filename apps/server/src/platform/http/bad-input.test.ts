import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BASIC, plantCaptcha, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { UNSTORABLE_TEXT_MESSAGE } from './input-hygiene.js';

/**
 * Bad input anywhere gets a 400 naming the field in Chinese: text the database cannot store, and
 * zod's own refusals (spoken in Chinese, the field's name in front).
 */
describe('bad input', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let org: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, 'admin')).headers;
    org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const BIZ = '/api/rem-registrationbizweb';
  const post = (url: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });

  it('refuses U+0000 and unpaired surrogates in a query, a body value or a body key, naming the field', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/blade-system/dict-biz/getSubDictionaryDate?code=natureOfShare&dictKey=a%00b',
      headers: admin,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      code: 400,
      success: false,
      msg: `查询参数 dictKey：${UNSTORABLE_TEXT_MESSAGE}`,
      data: { fields: [{ location: '查询参数', field: 'dictKey', message: UNSTORABLE_TEXT_MESSAGE }] },
    });
    // A draft with a pasted broken character: refused whole and named, never a 500.
    const lone = await post(
      `${BIZ}/application/save`,
      org,
      '{"appId":"550004","formData":{"remark":"ok\\ud800"}}',
    );
    expect(lone.statusCode).toBe(400);
    expect(lone.json().msg).toBe(`请求体字段 formData.remark：${UNSTORABLE_TEXT_MESSAGE}`);
    const key = await post(
      `${BIZ}/application/save`,
      org,
      '{"appId":"550004","formData":{"list":[{"a\\u0000":1}]}}',
    );
    expect(key.json().msg).toBe(`请求体字段 formData.list.0.a\u0000：${UNSTORABLE_TEXT_MESSAGE}`);
    // A surrogate pair (an emoji) is ordinary text.
    const emoji = await post(`${BIZ}/application/page`, org, '{"bizSn":"😀"}');
    expect(emoji.statusCode).toBe(200);
  });

  it('answers the token call in its own OAuth shape', async () => {
    const { key, code } = await plantCaptcha(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token?tenantId=000000&grant_type=captcha&scope=all&type=account',
      headers: {
        authorization: CLIENT_BASIC,
        'tenant-id': '000000',
        'captcha-key': key,
        'captcha-code': code,
      },
      payload: { account: 'ad\u0000min', password: 'Demo@2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      success: false,
      msg: `请求体字段 account：${UNSTORABLE_TEXT_MESSAGE}`,
      data: null,
      error_code: 'invalid_request',
      error_description: `请求体字段 account：${UNSTORABLE_TEXT_MESSAGE}`,
    });
  });

  it("words zod's own refusals in Chinese, the field named, one message per field", async () => {
    const page = await post(`${BIZ}/application/page`, org, '{"current":"abc"}');
    expect(page.statusCode).toBe(400);
    expect(page.json().msg).toBe('请求体字段 current：当前页应为有效数字');
    const events = (query: string) =>
      t.app.inject({ method: 'GET', url: `${BIZ}/shareRegister/events${query}`, headers: admin });
    expect((await events('')).json().msg).toBe('查询参数 companyId：企业不能为空');
    const companyId = '00000000-0000-4000-8000-000000000000';
    expect((await events(`?companyId=${companyId}&pageSize=0`)).json().msg).toBe(
      '查询参数 pageSize：每页条数不能小于1',
    );
    // zod's safe-integer bound gives way to the field's own limit.
    expect((await events(`?companyId=${companyId}&pageSize=1e20`)).json().msg).toBe(
      '查询参数 pageSize：每页最多100条',
    );
    // A rule's own message already names its subject.
    expect((await events('?companyId=x')).json().msg).toBe('查询参数 companyId：公司编号格式不正确');
    const notJsonObject = await post(`${BIZ}/application/page`, org, '"text"');
    expect(notJsonObject.json().msg).toBe('请求体：应为对象');
  });

  it('names the whole body when the body itself is wrong, and a missing content type as missing', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const res = await post(`${BIZ}/application/page`, org, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().msg, body).toMatch(/^请求体：/);
      expect(res.json().data.fields[0]).toMatchObject({ location: '请求体字段', field: '' });
    }
    const untyped = await t.app.inject({
      method: 'POST',
      url: `${BIZ}/application/page`,
      headers: org,
      payload: Buffer.from('{"current":1}'),
    });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().msg).toBe('不支持的请求内容类型：未指定（请求头 Content-Type 缺失）');
    const typed = await t.app.inject({
      method: 'POST',
      url: `${BIZ}/application/page`,
      headers: { ...org, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(typed.json().msg).toBe('不支持的请求内容类型：text/csv');
  });

  it('accepts valid JSON with a __proto__ key, dropping the key, without touching any prototype', async () => {
    const res = await post(
      `${BIZ}/application/page`,
      org,
      '{"current":1,"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a blank or whitespace 业务编号 wherever one names an application', async () => {
    const detail = await post(`${BIZ}/application/detail`, org, '{"bizSn":"  "}');
    expect(detail.statusCode).toBe(400);
    expect(detail.json().msg).toBe('请求体字段 bizSn：业务编号不能为空');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
    const checkPrint = await get(`${BIZ}/applyform/checkPrint?bizId=%20%20`);
    expect(checkPrint.json().msg).toBe('查询参数 bizId：业务编号不能为空');
    const uuid = await get('/api/rem-registrationmgrweb/statement/getUUIDByBizSn?bizSn=%20');
    expect(uuid.json().msg).toBe('查询参数 bizSn：业务编号不能为空');
    const zip = await post(`${BIZ}/evidencePrint/getAttachZip`, org, '{"applyName":"股份转让","bizSn":" "}');
    expect(zip.json().msg).toBe('请求体字段 bizSn：业务编号不能为空');
  });

  it('refuses a path that does not decode, or an overlong path parameter, in the envelope without echoing it', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: `${BIZ}/nonds/ledger/entry/%E0%A4%A` });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      code: 400,
      success: false,
      msg: '请求地址不正确：含有无法解码的字符',
      data: null,
    });
    const long = await t.app.inject({ method: 'GET', url: `${BIZ}/nonds/ledger/entry/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().msg).toBe('请求地址中的参数过长，不能超过200个字符');
    expect(long.body).not.toContain('aaaa');
  });

  it('answers a request whose headers overflow in Chinese, in the envelope', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
      });
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(Buffer.byteLength(body)).toBe(Number(/Content-Length: (\d+)/.exec(head)?.[1]));
    expect(JSON.parse(body)).toEqual({
      code: 431,
      success: false,
      msg: '请求头过大（含请求地址），请缩短后重试',
      data: null,
    });
  });
});
