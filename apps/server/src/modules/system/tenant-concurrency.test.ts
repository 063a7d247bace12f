import { TENANT_ADMIN } from '@rer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Concurrent tenant edits (ADR 42): the row lock and the version let one of several edits at the
// same version win; one host claimed by several new tenants at once goes to exactly one. Meaningful
// on PostgreSQL (TEST_DB=postgres), where the requests really overlap.
describe('tenant edits at once', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin', { landingMode: 'mgr' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (payload: object) =>
    t.app.inject({ method: 'POST', url: `${TENANT_ADMIN}/submit`, headers: admin, payload });
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `${TENANT_ADMIN}/detail?id=${id}`, headers: admin })).json()
      .data;

  it('one edit at a version wins; the others are 409 and change nothing', async () => {
    const current = await detail('116000');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submit({ ...current, tenantName: `并发租户${i}`, domains: [`race${i}.localhost`] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(await detail('116000')).toMatchObject({
      tenantName: `并发租户${winner}`,
      domains: [`race${winner}.localhost`],
      version: current.version + 1,
    });
  });

  it('one host claimed by several new tenants at once goes to exactly one', async () => {
    const ids = ['610100', '620100', '630100', '640100'];
    const answers = await Promise.all(
      ids.map((tenantId) =>
        submit({ tenantId, tenantName: `租户${tenantId}`, domains: ['contested.localhost'] }),
      ),
    );
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    const owner = winners[0]!.json().data.tenantId;
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect(a.json().msg).toBe(`域名 contested.localhost 已属于租户 ${owner}`);
    }
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/blade-system/tenant/info?domain=contested.localhost',
    });
    expect(info.json().data.tenantId).toBe(owner);
  });
});
