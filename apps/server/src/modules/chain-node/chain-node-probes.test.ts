import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { buildDemoChain, CHAIN_ENV, OBJECT_ID, regulatorHeaders, TENANT } from './testing/chain-fixture.js';
import { makeTestCerts, tlsEnv } from './testing/test-certs.js';

/**
 * The node interfaces probed as an attacker would (issue 24 audit): malformed ids, heights and
 * versions, the regulator's token on every other route, the rate limit's Retry-After, and a call
 * without a client certificate under mutual TLS — each refused in Chinese, never a 5xx, audited.
 */
const NODE = '/api/chain-node/v1';
const NET = `${NODE}/networks/rer-${TENANT}`;
const HAN = /[\u4e00-\u9fff]/;
const long = 'a'.repeat(10_240);

type Inject = TestApp['app']['inject'];
async function probe(inject: Inject, url: string, headers: Record<string, string>) {
  const res = await inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, msg: String(res.json().msg ?? '') };
}

describe('chain-node interfaces probed from outside', () => {
  let t: TestApp;
  let regulator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ ...CHAIN_ENV, CHAIN_NODE_RATE_PER_MINUTE: '1000' });
    await buildDemoChain(t.testDb.db);
    regulator = (await regulatorHeaders(t.testDb.db, t.clock.now())).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [`${NET}/blocks/-1`, 400, '区块高度（height）'],
    [`${NET}/blocks/99999999999999999999999`, 400, '区块高度（height）'],
    [`${NET}/blocks/1.5`, 400, '区块高度（height）'],
    [`${NET}/blocks/${long}`, 414, '参数过长'],
    [`${NET}/blocks/%E4%B8%AD`, 400, '区块高度（height）'],
    [`${NET}/consensus/0`, 400, '区块高度（height）'],
    [`${NET}/blocks/99999/objects`, 404, '区块不存在'],
    [`${NET}/transactions/..%2F..%2Fetc%2Fpasswd`, 400, '交易编号（txId）'],
    [`${NET}/transactions/${long}`, 414, '参数过长'],
    [`${NODE}/networks/..%2F..%2Fx/state`, 400, '网络编号（networkId）不存在'],
    [`${NODE}/networks/rer-116000/state`, 400, '网络编号（networkId）不存在：rer-116000'],
    [`${NODE}/networks/%E4%B8%AD%E6%96%87/config`, 400, '网络编号（networkId）不存在'],
    [`${NET}/objects/${OBJECT_ID}?height=-5`, 400, '区块高度（height）'],
    [`${NET}/objects/${OBJECT_ID}?height=${long.slice(0, 500)}`, 400, '区块高度（height）'],
    [`${NET}/objects/${OBJECT_ID}`, 400, 'height'],
    [`${NET}/objects/a%00b?height=1`, 400, '无法保存的字符'],
    [`${NET}/objects/%E4%B8?height=1`, 400, '无法解码'],
    [`${NET}/objects/${OBJECT_ID}/versions/-1`, 400, '版本号（version）'],
    [`${NET}/objects/${OBJECT_ID}/versions/99999999999999999999`, 400, '版本号（version）'],
    [`${NET}/objects/${OBJECT_ID}/versions/999`, 404, `数据对象不存在：${OBJECT_ID}（版本 999）`],
  ])('GET %s → %i naming the problem in Chinese, no stack', async (url, status, text) => {
    const res = await probe(t.app.inject.bind(t.app), url, regulator);
    expect(res.status).toBe(status);
    expect(res.msg).toMatch(HAN);
    expect(res.msg).toContain(text);
    expect(res.body).not.toMatch(/\bat .+\.(js|ts):\d+|stack/i);
  });

  it('refuses the regulator’s token on every other route of the API (403 wherever a user is needed)', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    let checked = 0;
    for (const [template, methods] of Object.entries(docs.paths)) {
      if (template.startsWith(NODE)) continue;
      const url = template.replace(/\{[^}]+\}/g, '1');
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) continue;
        const call = (headers: Record<string, string>) =>
          t.app.inject({ method: method as 'GET', url, headers });
        const anonymous = await call({ 'tenant-id': TENANT });
        // Only the guard's 请求未授权 marks a signed-in route (the token endpoint's 401 is its client check).
        if (anonymous.json().msg !== '请求未授权，请重新登录') continue;
        const res = await call(regulator);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        checked++;
      }
    }
    // The API has hundreds of signed-in routes; a vacuous pass (no docs) must fail.
    expect(checked).toBeGreaterThan(200);
  });

  it('audits calls refused before the handler: a staff token (403), a bad height (400); not an anonymous one', async () => {
    const audited = async () =>
      rows<{ actor: string | null; status: string; url: string }>(
        t.testDb.db.orm,
        sql`select actor_name as actor, detail->>'status' as status, detail->>'url' as url
            from audit_log where action = 'chain_node.call' and target_type = 'refused' order by id`,
      );
    const before = (await audited()).length;
    const { headers } = await signIn(t, 'admin');
    expect((await t.app.inject({ method: 'GET', url: `${NET}/state`, headers })).statusCode).toBe(403);
    expect((await probe(t.app.inject.bind(t.app), `${NET}/blocks/-7`, regulator)).status).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${NET}/state`,
      headers: { 'tenant-id': TENANT },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await audited()).slice(before)).toEqual([
      { actor: 'admin', status: '403', url: `${NET}/state` },
      { actor: 'csrc_node', status: '400', url: `${NET}/blocks/-7` },
    ]);
  });

  it('answers 429 past the limit with a Chinese message and Retry-After up to the window’s end', async () => {
    const t2 = await createTestApp({ ...CHAIN_ENV, CHAIN_NODE_RATE_PER_MINUTE: '2' });
    try {
      const own = (await regulatorHeaders(t2.testDb.db, t2.clock.now(), 'csrc_retry')).headers;
      const window = t2.clock.now().getTime() % 60_000;
      for (let i = 0; i < 2; i++)
        expect((await probe(t2.app.inject.bind(t2.app), `${NODE}/networks`, own)).status).toBe(200);
      const refused = await t2.app.inject({ method: 'GET', url: `${NODE}/networks`, headers: own });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toBe('操作过于频繁，请稍后再试');
      expect(Number(refused.headers['retry-after'])).toBe(60 - Math.floor(window / 1000));
    } finally {
      await t2.close();
    }
  });
});

describe('chain-node interfaces under mutual TLS, called without a client certificate', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...CHAIN_ENV, ...tlsEnv(makeTestCerts()) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the regulator’s token without a certificate (403) and audits the refusal', async () => {
    const { headers } = await regulatorHeaders(t.testDb.db, t.clock.now(), 'csrc_nocert');
    const res = await t.app.inject({ method: 'GET', url: `${NET}/state`, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('监管链节点拒绝访问：需要监管机构的客户端证书（双向TLS）');
    const audited = await rows<{ refused: string; reason: string; target: string }>(
      t.testDb.db.orm,
      sql`select detail->>'refused' as refused, detail->>'reason' as reason, target_type as target
          from audit_log where action = 'chain_node.call' and actor_name = 'csrc_nocert'`,
    );
    expect(audited).toEqual([
      { refused: 'true', reason: '需要监管机构的客户端证书（双向TLS）', target: 'network.state' },
    ]);
  });
});
