import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import {
  demoId as id,
  openDemoRegister,
  pledgeDemoShares,
  recordInDemo,
} from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const URL = '/api/rem-registrationbizweb/shareRegister';
const C1 = id('c', 1);
const C2 = id('c', 2);
const PERSON = id('f', 1);
const PERSON_CLOSED = id('f', 3);
const ORG_INVESTOR = id('f', 4);
const PRODUCT = id('f', 5);

describe('register screens: account overview, holder detail, company picker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await openDemoRegister(t.testDb.db);
    await pledgeDemoShares(t.testDb.db);
    await recordInDemo(
      t.testDb.db,
      C2,
      {
        type: 'initialRegistration',
        entries: [
          { holderId: PERSON, shareNature: '4', quantity: 500n },
          { holderId: PRODUCT, shareNature: '9', quantity: 1_500n },
        ],
      },
      '2026-03-02',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it("sums each of the investor's accounts over its companies, and audits the view", async () => {
    const { headers } = await signIn(t, 'person_demo');
    const res = await get(`${URL}/accountOverview`, headers);
    expect(res.statusCode).toBe(200);
    const records = res.json().data.records;
    expect(records.map((r: { holderId: string }) => r.holderId)).toEqual([PERSON, id('f', 2), PERSON_CLOSED]);
    expect(records[0]).toMatchObject({
      accountNumber: 'D000000001',
      holderAccountStatus: 1,
      companies: 2,
      held: '6000500',
      pledged: '1000000',
      available: '5000500',
    });
    expect(records[2]).toMatchObject({ holderAccountStatus: 2, companies: 0, held: '0' });
    const audit = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select count(*)::text as n from audit_log where action = 'register.view_own_holdings' and target_type = 'account'`,
    );
    expect(audit[0]!.n).toBe('1');
  });

  it('refuses the overview outside the investor zones', async () => {
    const { headers } = await signIn(t, 'org_demo');
    expect((await get(`${URL}/accountOverview`, headers)).statusCode).toBe(403);
  });

  it('shows an investor its own account with masked ID number and marks, not another one', async () => {
    const { headers } = await signIn(t, 'person_demo');
    const mine = await get(`${URL}/holderDetail?holderId=${PERSON}`, headers);
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    expect(data.holder.certificateNo).toMatch(/^\d{6}\*+\d{3}[\dX]$/);
    expect(data.records).toHaveLength(2);
    const inC1 = data.records.find((r: { companyId: string }) => r.companyId === C1);
    expect(inC1).toMatchObject({ held: '6000000', pledged: '1000000', available: '5000000' });
    expect(inC1.encumbrances).toEqual([expect.objectContaining({ kind: 'pledge', partyName: '演示银行' })]);
    const theirs = await get(`${URL}/holderDetail?holderId=${ORG_INVESTOR}`, headers);
    expect(theirs.statusCode).toBe(403);
  });

  it("shows an enterprise its register's holders with their holdings in its companies only", async () => {
    const { headers } = await signIn(t, 'org_demo');
    // org_demo is bound to C1 and C2; the product holder holds C2 shares only.
    const person = (await get(`${URL}/holderDetail?holderId=${PERSON}`, headers)).json().data;
    expect(person.records.map((r: { companyId: string }) => r.companyId).sort()).toEqual([C1, C2].sort());
    const product = await get(`${URL}/holderDetail?holderId=${PRODUCT}`, headers);
    expect(product.statusCode).toBe(200);
    const stranger = await get(`${URL}/holderDetail?holderId=${PERSON_CLOSED}`, headers);
    expect(stranger.statusCode).toBe(403);
    const unknown = await get(`${URL}/holderDetail?holderId=${id('f', 99)}`, headers);
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses a malformed holder id with a Chinese message naming the field', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await get(`${URL}/holderDetail?holderId=abc`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('登记账户编号格式不正确');
  });

  it('lets staff pick companies by name, credit code or nothing, with the register flag', async () => {
    const { headers } = await signIn(t, 'admin');
    const byName = (await get(`${URL}/companies?key=${encodeURIComponent('演示')}`, headers)).json().data;
    expect(byName.total).toBe(3);
    const flags = Object.fromEntries(
      byName.records.map((c: { companyId: string; hasRegister: boolean }) => [c.companyId, c.hasRegister]),
    );
    expect(flags).toEqual({ [C1]: true, [C2]: true, [id('c', 3)]: false });
    const c1 = byName.records.find((c: { companyId: string }) => c.companyId === C1);
    expect(c1.issuedShares).toBe('10000000');
    const byCode = (await get(`${URL}/companies?key=${c1.creditCode.toLowerCase()}`, headers)).json().data;
    expect(byCode.records.map((c: { companyId: string }) => c.companyId)).toEqual([C1]);
    const paged = (await get(`${URL}/companies?size=2&current=2`, headers)).json().data;
    expect(paged).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(paged.records).toHaveLength(1);
  });

  it('refuses the company picker to enterprises and investors', async () => {
    for (const account of ['org_demo', 'person_demo']) {
      const { headers } = await signIn(t, account);
      expect((await get(`${URL}/companies`, headers)).statusCode).toBe(403);
    }
  });
});
