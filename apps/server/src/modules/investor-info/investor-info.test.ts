import { INVESTOR_INFO_URL, INVESTOR_SEARCH_URL } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { plantAdministrator } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_HOLDERS } from '../identity/index.js';
import { findOwnInvestorAccount } from './investor-info.repository.js';

type Headers = Record<string, string>;
const PERSON = DEMO_HOLDERS.find((h) => h.uuid === id('f', 1))!;
const ORG_INVESTOR = DEMO_HOLDERS.find((h) => h.uuid === id('f', 4))!;
const BANK_CARD = '6222020200112233445';

/** 投资者信息 and 投资者查询 (issue 22, ADR 63). */
describe('investor information and the staff investor search', () => {
  let t: TestApp;
  let person: Headers;
  let admin: Headers;
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const search = async (query: Record<string, string>, headers: Headers = admin) => {
    const res = await get(`${INVESTOR_SEARCH_URL}?${new URLSearchParams(query).toString()}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as { total: number; records: { accountNumber: string; certificateNo: string }[] };
  };
  const counts = async () =>
    rows<{ p: number; h: number }>(
      t.testDb.db.orm,
      sql`select (select count(*)::int from investor_profile) as p, (select count(*)::int from holder_account) as h`,
    );

  beforeAll(async () => {
    t = await createTestApp({});
    // The profile 550130's completion writes for an opened account (ADR 61), here for the demo person.
    await t.testDb.db.orm.execute(
      sql`insert into investor_profile (id, tenant_id, account_id, holder_id, organ_type, holder_name, cert_type,
                                        certificate_no, mobile, email, bank_name, bank_card, address)
          values (gen_random_uuid(), '000000', ${id('a', 3)}::uuid, ${PERSON.uuid}::uuid, 2, ${PERSON.holderName},
                  '1', ${PERSON.certificateNo}, '13800001234', 'p@example.com', '演示银行', ${BANK_CARD},
                  '大连市中山区演示路1号')`,
    );
    person = {
      ...(await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers,
      'current-holder': PERSON.uuid,
    };
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the investor its own current account in full, the personal data masked', async () => {
    const res = await get(INVESTOR_INFO_URL, person);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      accountNumber: PERSON.accountNumber,
      holderName: PERSON.holderName,
      organType: 2,
      status: 1,
      certType: '1',
      mobile: '199****0003',
    });
    expect(data.certificateNo).toBe(
      `${PERSON.certificateNo.slice(0, 6)}********${PERSON.certificateNo.slice(-4)}`,
    );
    expect(data.profile).toMatchObject({
      bankName: '演示银行',
      bankCard: `***************${BANK_CARD.slice(-4)}`,
      mobile: '138****1234',
      address: '大连市中山区演示路1号',
      applicationId: null,
    });
    expect(JSON.stringify(data)).not.toContain(PERSON.certificateNo);
    expect(JSON.stringify(data)).not.toContain(BANK_CARD);
  });

  it('never answers another investor’s account, and null before an account is chosen', async () => {
    const { 'current-holder': _, ...unchosen } = person;
    const none = await get(INVESTOR_INFO_URL, unchosen);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    const other = await get(INVESTOR_INFO_URL, { ...person, 'current-holder': ORG_INVESTOR.uuid });
    expect(other.statusCode).toBe(403); // the guard checks the header against the login's bindings
    expect(JSON.stringify(other.json())).not.toContain(ORG_INVESTOR.accountNumber);
    const orgInvestor = {
      ...(await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers,
      'current-holder': ORG_INVESTOR.uuid,
    };
    const own = await get(INVESTOR_INFO_URL, orgInvestor);
    expect(own.json().data).toMatchObject({
      accountNumber: ORG_INVESTOR.accountNumber,
      organType: 1,
      profile: null,
    });
    // A credit code is public: not masked.
    expect(own.json().data.certificateNo).toBe(ORG_INVESTOR.certificateNo);
    const staff = await get(INVESTOR_INFO_URL, admin);
    expect(staff.statusCode).toBe(403);
  });

  it('reads an account only through a binding to the asking login (whatever the session holds)', async () => {
    const who = { tenantId: '000000', accountId: id('a', 3) };
    const db = t.testDb.db.orm;
    expect(await findOwnInvestorAccount(db, { ...who, holderId: PERSON.uuid })).toMatchObject({
      accountNumber: PERSON.accountNumber,
    });
    expect(await findOwnInvestorAccount(db, { ...who, holderId: ORG_INVESTOR.uuid })).toBeNull();
  });

  it('finds investors by name fragment, whole ID number and account number, paged and masked', async () => {
    const byName = await search({ name: '投资者甲' });
    expect(byName.records.map((r) => r.accountNumber)).toEqual(['D000000001', 'D000000002', 'D000000003']);
    expect(byName.total).toBe(3);
    expect(byName.records[0]!.certificateNo).not.toBe(PERSON.certificateNo);
    const byId = await search({ certificateNo: PERSON.certificateNo.toLowerCase() });
    expect(byId.total).toBe(3);
    const byAccount = await search({ accountNumber: ORG_INVESTOR.accountNumber });
    expect(byAccount.records.map((r) => r.accountNumber)).toEqual([ORG_INVESTOR.accountNumber]);
    const combined = await search({ name: '投资者甲', accountNumber: ORG_INVESTOR.accountNumber });
    expect(combined.total).toBe(0);
    const second = await search({ name: '投资者甲', size: '2', current: '2' });
    expect(second.records.map((r) => r.accountNumber)).toEqual(['D000000003']);
    expect(second.total).toBe(3);
  });

  it('refuses the search to anyone outside the staff, and shows another tenant none of ours', async () => {
    const refused = await get(`${INVESTOR_SEARCH_URL}?name=${encodeURIComponent('投资者')}`, person);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain(PERSON.accountNumber);
    await plantAdministrator(t, '518100', 'investor_other_admin');
    const other = (await signIn(t, 'investor_other_admin', { tenantId: '518100' })).headers;
    expect((await search({ size: '100' }, other)).records).toEqual([]);
    expect((await search({ accountNumber: PERSON.accountNumber }, other)).total).toBe(0);
  });

  it.each([
    ['size=101', '每页条数：不能超过100'],
    ['current=0', '当前页：应为正整数'],
    ['certificateNo=21-02', '证件号码：应为完整的证件号码（6至50位数字或字母）'],
    ['accountNumber=D-1', '登记账号：应为完整的登记账号（数字或字母）'],
    [`name=${'投'.repeat(101)}`, '投资者名称：长度不能超过100个字符'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (query, message) => {
    const before = await counts();
    const res = await get(`${INVESTOR_SEARCH_URL}?${encodeURI(query)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect(await counts()).toEqual(before);
  });
});
