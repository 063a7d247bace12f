import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES, demoIdNumber } from '../identity/index.js';
import { recordRegisterEvent } from '../share-register/index.js';

const BIZ = '/api/rem-registrationbizweb';
const [techCo, makerCo, serviceCo] = DEMO_COMPANIES;
const personId = demoIdNumber(3);

/**
 * Who sees what: staff the tenant, an investor its own accounts, an enterprise its companies'
 * holders, a member its cooperating companies' holders; another tenant never. Audit rows.
 */
describe('holder search authorisation and audit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.db.orm;
    // D000000001-3 (person_demo) with the tech company, D000000004 with the maker, D000000005 with the service company.
    await db.execute(
      sql`update holder_account set company_id = ${techCo!.uuid} where account_number in ('D000000001', 'D000000002', 'D000000003')`,
    );
    await db.execute(
      sql`update holder_account set company_id = ${makerCo!.uuid} where account_number = 'D000000004'`,
    );
    await db.execute(
      sql`update holder_account set company_id = ${serviceCo!.uuid} where account_number = 'D000000005'`,
    );
    // Another tenant's holder with the same name and ID number.
    await db.execute(sql`insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no)
      values ('9e000000-0000-4000-8000-000000000001', '518100', 'D000000001', 2, '演示投资者甲', '1', ${personId})`);
  });
  afterAll(async () => {
    await t.close();
  });

  const accounts = async (account: string, landingMode: string, payload: object, tenantId?: string) => {
    const { headers } = await signIn(t, account, { landingMode });
    const res = await t.app.inject({
      method: 'POST',
      url: `${BIZ}/holder/queryByKey`,
      headers: tenantId ? { ...headers, 'tenant-id': tenantId } : headers,
      payload: { pageSize: 30, ...payload },
    });
    if (res.statusCode !== 200) return res.statusCode;
    return res.json().data.records.map((r: { accountNumber: string }) => r.accountNumber) as string[];
  };

  it('lets staff search the whole tenant but never another tenant', async () => {
    expect(await accounts('admin', 'mgr', { holderName: '演示投资者甲' })).toEqual([
      'D000000001',
      'D000000002',
      'D000000003',
    ]);
    expect(await accounts('reviewer1', 'mgr', { key: 'D000000005' })).toEqual(['D000000005']);
    // A token of tenant 000000 presented to tenant 518100 is refused outright.
    expect(await accounts('admin', 'mgr', { key: 'D000000001' }, '518100')).toBe(401);
  });

  it('shows an investor only its own accounts', async () => {
    expect(await accounts('person_demo', 'personalholder', { key: 'D000000004' })).toEqual([]);
    expect(await accounts('person_demo', 'personalholder', { holderName: '演示' })).toEqual([
      'D000000001',
      'D000000002',
      'D000000003',
    ]);
    expect(await accounts('orginv_demo', 'orgholder', { holderName: '演示' })).toEqual(['D000000004']);
  });

  it('shows an enterprise only the holders of its own companies', async () => {
    expect(await accounts('org_demo', 'org', { holderName: '演示' })).toEqual([
      'D000000001',
      'D000000002',
      'D000000003',
      'D000000004',
    ]);
    expect(await accounts('org_demo', 'org', { key: 'D000000005' })).toEqual([]);
    const { headers } = await signIn(t, 'org_demo', { landingMode: 'org' });
    const other = await t.app.inject({
      method: 'GET',
      url: `${BIZ}/holder/queryByCompanyName?companyName=${encodeURIComponent(serviceCo!.name)}`,
      headers,
    });
    expect(other.json().data).toEqual([]);
    const own = await t.app.inject({
      method: 'GET',
      url: `${BIZ}/holder/queryByCompanyName?companyName=${encodeURIComponent(makerCo!.name)}`,
      headers,
    });
    expect(own.json().data.map((o: { accountNumber: string }) => o.accountNumber)).toEqual(['D000000004']);
  });

  it("counts every account holding a company's shares as one of its holders, and no other", async () => {
    // An account opened elsewhere (no company) that holds shares of the maker company only.
    const db = t.testDb.db.orm;
    const holder = '9e000000-0000-4000-8000-000000000002';
    await db.execute(sql`insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no)
      values (${holder}, '000000', 'D000000099', 2, '演示持股人乙', '1', ${demoIdNumber(99)})`);
    await t.testDb.db.withTenant('000000', (tx) =>
      recordRegisterEvent({
        tx,
        tenantId: '000000',
        companyId: makerCo!.uuid,
        event: {
          type: 'initialRegistration',
          entries: [{ holderId: holder, shareNature: '4', quantity: 1_000n }],
          occurredAt: '2026-01-05T02:00:00.000Z',
          basis: { kind: 'other', reference: '测试' },
        },
        actor: { actorId: null, ip: '127.0.0.1', requestId: 'test' },
      }),
    );
    expect(await accounts('org_demo', 'org', { key: 'D000000099' })).toEqual(['D000000099']);
    expect(await accounts('member_demo', 'member', { key: 'D000000099' })).toEqual([]);
    expect(await accounts('admin', 'mgr', { key: 'D000000099' })).toEqual(['D000000099']);
  });

  it('shows the company an account was opened for only when the caller may see that company', async () => {
    // D000000099 (previous test) holds shares of the maker company; now it was opened for the service company.
    await t.testDb.db.orm.execute(
      sql`update holder_account set company_id = ${serviceCo!.uuid} where account_number = 'D000000099'`,
    );
    const companyOf = async (account: string, landingMode: string, key: string) => {
      const { headers } = await signIn(t, account, { landingMode });
      const res = await t.app.inject({
        method: 'POST',
        url: `${BIZ}/holder/queryByKey`,
        headers,
        payload: { pageSize: 30, key },
      });
      return res.json().data.records.map((r: { companyId: string | null }) => r.companyId) as (
        | string
        | null
      )[];
    };
    expect(await companyOf('org_demo', 'org', 'D000000099')).toEqual([null]);
    expect(await companyOf('org_demo', 'org', 'D000000004')).toEqual([makerCo!.uuid]);
    expect(await companyOf('member_demo', 'member', 'D000000005')).toEqual([serviceCo!.uuid]);
    expect(await companyOf('admin', 'mgr', 'D000000099')).toEqual([serviceCo!.uuid]);
    await t.testDb.db.orm.execute(
      sql`update holder_account set company_id = null where account_number = 'D000000099'`,
    );
  });

  it('shows a member only the holders of companies bound by cooperation', async () => {
    expect(await accounts('member_demo', 'member', { holderName: '演示' })).toEqual(['D000000005']);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${BIZ}/holder/queryByKey`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('audits searches that return personal data with a keyed hash, never the raw ID number', async () => {
    const { headers } = await signIn(t, 'admin');
    const before = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from audit_log where action like 'holder.%'`,
    );
    await t.app.inject({
      method: 'POST',
      url: `${BIZ}/holder/queryByKey`,
      headers,
      payload: { certificateNo: personId },
    });
    await t.app.inject({
      method: 'POST',
      url: `${BIZ}/holder/queryByNameAndId`,
      headers,
      payload: { name: '演示投资者甲', organType: 2, idType: '1', idNumber: personId },
    });
    await t.app.inject({
      method: 'POST',
      url: `${BIZ}/holder/queryByKey`,
      headers,
      payload: { holderName: '无此人' },
    });
    const audit = await rows<{ action: string; actorName: string; detail: Record<string, unknown> }>(
      t.testDb.db.orm,
      sql`select action, actor_name as "actorName", detail from audit_log where action like 'holder.%' order by id`,
    );
    expect(audit.length - before[0]!.n).toBe(2); // the empty search returned nothing personal
    const [search, lookup] = audit.slice(-2);
    expect(search).toMatchObject({
      action: 'holder.search',
      actorName: 'admin',
      detail: { call: 'queryByKey', keyKinds: 'certificateNo', scope: 'tenant', results: 3 },
    });
    expect(search!.detail.keyHash).toMatch(/^[0-9a-f]{32}$/);
    expect(lookup).toMatchObject({ action: 'holder.lookup', detail: { call: 'queryByNameAndId' } });
    const all = await rows<{ detail: unknown }>(t.testDb.db.orm, sql`select detail from audit_log`);
    expect(JSON.stringify(all)).not.toContain(personId);
  });
});
