import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

type Item = { appId: string; state: { kind: string; message?: string } };
type Group = { name: string; subgroups: { name: string; items: Item[] }[] };

describe('业务办理 (business/catalogue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  });
  afterAll(async () => {
    await t.close();
  });

  const catalogue = async (account: string, landingMode?: string) => {
    const { headers } = await signIn(t, account, landingMode ? { landingMode } : {});
    if (landingMode === 'org') {
      // The enterprise acts for its current company (the web picks it after sign-in).
      const companies = await t.app.inject({
        method: 'GET',
        url: '/api/rem-registrationbizweb/user/queryAllRefCompany',
        headers,
      });
      const companyId = (companies.json().data as { companyId: string }[])[0]!.companyId;
      headers['Current-Company'] = companyId;
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/rem-registrationbizweb/business/catalogue',
      headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as Group[]).flatMap((g) => g.subgroups.flatMap((s) => s.items));
  };
  const stateOf = (items: Item[], appId: string) => items.find((i) => i.appId === appId)?.state;

  it('offers an enterprise the installed share changes and marks the rest not offered', async () => {
    const items = await catalogue('org_demo', 'org');
    expect(stateOf(items, '550004')).toEqual({ kind: 'open' });
    expect(stateOf(items, '550002')).toEqual({ kind: 'open' });
    // Registration and custody (ADR 48) and pledge registration (ADR 71) are offered from 业务办理;
    // dividend registration is not built.
    expect(stateOf(items, '550001')).toEqual({ kind: 'open' });
    expect(stateOf(items, '550114')).toEqual({ kind: 'open' });
    expect(stateOf(items, '550063')).toEqual({ kind: 'open' });
    expect(stateOf(items, '550061')).toEqual({ kind: 'open' });
    expect(stateOf(items, '550305')).toEqual({ kind: 'not-offered' });
    expect(items.map((i) => i.appId)).not.toContain('550130');
    // ADR 64: an organisation opens its institution's or its product's account from here too.
    expect(stateOf(items, '550131')).toEqual({ kind: 'open' });
    expect(stateOf(items, '550132')).toEqual({ kind: 'open' });
  });

  it('gives a listed enterprise the counter message for share changes', async () => {
    await t.testDb.db.orm.execute(sql`update company set is_listing = true where tenant_id = '000000'`);
    try {
      const items = await catalogue('org_demo', 'org');
      expect(stateOf(items, '550004')).toEqual({
        kind: 'message',
        message: '挂牌企业的股份转让业务请到柜台办理',
      });
      expect(stateOf(items, '550003')?.kind).toBe('message');
    } finally {
      await t.testDb.db.orm.execute(sql`update company set is_listing = false where tenant_id = '000000'`);
    }
  });

  it('shows an investor its own zone’s businesses and a member 开户 before 变更', async () => {
    const person = await catalogue('person_demo', 'personalholder');
    expect(person.map((i) => i.appId)).toEqual(expect.arrayContaining(['550130', '550026', '550063']));
    expect(person.map((i) => i.appId)).not.toContain('550002');
    // 550130 is built (ADR 61): its flow is installed, so it opens.
    expect(stateOf(person, '550130')).toEqual({ kind: 'open' });
    const member = await catalogue('member_demo', 'member');
    expect(member.map((i) => i.appId)).toContain('550012');
    expect(member.map((i) => i.appId)).not.toContain('550020');
  });

  describe('the investment zone gate (business/investmentZone)', () => {
    const gate = async (account: string, landingMode: string) => {
      const { headers } = await signIn(t, account, { landingMode });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/rem-registrationbizweb/business/investmentZone',
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as Record<string, unknown>;
    };
    // A certification as its completion records it (ADR 66), valid until `expires`.
    const certify = (account: string, kind: string, expires: string) =>
      t.testDb.db.orm.execute(sql`
        insert into investor_qualification (tenant_id, account_id, kind, rule_id, app_id, application_id, biz_sn,
                                            evidence, certified_at, expires_at)
        select '000000', a.id, ${kind}, 'test', '550032', gen_random_uuid(), '20261127990001', '{}'::jsonb,
               ${expires}::timestamptz - interval '365 days', ${expires}::timestamptz
        from account a where a.tenant_id = '000000' and a.account = ${account}`);

    it('sends an organisation investor to 550032 until certified, and again once the certification expired', async () => {
      expect(await gate('orginv_demo', 'orgholder')).toEqual({
        kind: 'certify',
        message: '未进行机构投资者认证，请先进行机构投资者认证',
        appId: '550032',
        offered: true,
      });
      await certify('orginv_demo', 'institution', '2020-01-01T00:00:00Z');
      expect(await gate('orginv_demo', 'orgholder')).toMatchObject({ kind: 'certify', appId: '550032' });
      await certify('orginv_demo', 'institution', '2999-01-01T00:00:00Z');
      expect(await gate('orginv_demo', 'orgholder')).toEqual({ kind: 'open' });
    });

    it('sends a product holder to 550138 until certified', async () => {
      expect(await gate('product_demo', 'productholder')).toMatchObject({
        kind: 'certify',
        message: '未进行产品认证，请先进行产品认证',
        appId: '550138',
      });
      // Another kind's certification does not open the product zone.
      await certify('product_demo', 'institution', '2999-01-01T00:00:00Z');
      expect(await gate('product_demo', 'productholder')).toMatchObject({ kind: 'certify' });
      await certify('product_demo', 'product', '2999-01-01T00:00:00Z');
      expect(await gate('product_demo', 'productholder')).toEqual({ kind: 'open' });
    });

    it('lets a person in and hides the zone elsewhere', async () => {
      expect(await gate('person_demo', 'personalholder')).toEqual({ kind: 'open' });
      expect(await gate('org_demo', 'org')).toEqual({ kind: 'hidden' });
    });
  });
});
