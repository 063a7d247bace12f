import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id, recordInDemo } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const HOLDER = '/api/rem-registrationbizweb/holder';
const C1 = id('c', 1);
const C2 = id('c', 2);
const C3 = id('c', 3);
const PERSON = id('f', 1);
const PERSON_FROZEN = id('f', 2);
const PERSON_CLOSED = id('f', 3);
const ORG_INVESTOR = id('f', 4);
const PRODUCT = id('f', 5);

type Records = {
  accountNumber: string;
  shareNature: string;
  available: string;
  holderAccountStatus: number;
}[];

/**
 * 选择转让记录 and holder/getHaveTradingData over the demo tenant: 演示科技 (C1, code DEMO01) and
 * 演示制造 (C2, DEMO02) belong to org_demo, 演示服务 (C3, DEMO03) is served by member_demo.
 * person_demo owns D000000001 (normal), D000000002 (frozen, status 3), D000000003 (closed, status 2).
 */
describe('share-transfer records and the transferable-shares check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const db = t.testDb.db.orm;
    await db.execute(
      sql`update company set code = 'DEMO0' || right(uuid::text, 1) where uuid in (${C1}, ${C2}, ${C3})`,
    );
    await db.execute(
      sql`update holder_account set user_code = 'U100001' where account_number in ('D000000001', 'D000000002', 'D000000003')`,
    );
    await db.execute(
      sql`update holder_account set user_code = 'U100004' where account_number = 'D000000004'`,
    );
    // D000000003 is closed in the demo data: open it for the registration, close it again after.
    await db.execute(sql`update holder_account set status = 1 where account_number = 'D000000003'`);
    await recordInDemo(
      t.testDb.db,
      C1,
      {
        type: 'initialRegistration',
        entries: [
          { holderId: PERSON, shareNature: '4', quantity: 6_000n },
          { holderId: PERSON, shareNature: '1', quantity: 500n },
          { holderId: PERSON_FROZEN, shareNature: '4', quantity: 300n },
          { holderId: PERSON_CLOSED, shareNature: '4', quantity: 200n },
          { holderId: ORG_INVESTOR, shareNature: '3', quantity: 4_000n },
        ],
      },
      '2026-03-01',
    );
    await recordInDemo(
      t.testDb.db,
      C1,
      { type: 'pledge', holderId: PERSON, shareNature: '4', quantity: 1_000n, pledgee: { name: '演示银行' } },
      '2026-04-01',
    );
    await recordInDemo(
      t.testDb.db,
      C3,
      { type: 'initialRegistration', entries: [{ holderId: PRODUCT, shareNature: '9', quantity: 1_500n }] },
      '2026-03-02',
    );
    // The closing of an account after its holdings were registered (the register refuses new ones).
    await db.execute(sql`update holder_account set status = 2 where account_number = 'D000000003'`);
  });
  afterAll(async () => {
    await t.close();
  });

  const as = async (account: string, extra: Record<string, string> = {}) => ({
    ...(await signIn(t, account)).headers,
    ...extra,
  });
  const list = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `${HOLDER}/queryShareTransferRecords`, headers, payload });
  const check = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `${HOLDER}/getHaveTradingData`, headers, payload });
  const accounts = (records: Records) => records.map((r) => `${r.accountNumber}/${r.shareNature}`);

  it('lists staff every account of a user code holding shares of the product, with marks and status', async () => {
    const res = await list(await as('admin'), {
      userCode: 'U100001',
      productCode: 'DEMO01',
      appCode: '550004',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      companyId: C1,
      companyName: '大连演示科技股份有限公司',
      productCode: 'DEMO01',
    });
    expect(accounts(data.records)).toEqual(['D000000001/1', 'D000000001/4', 'D000000002/4', 'D000000003/4']);
    expect(data.records[1]).toMatchObject({
      holderName: '演示投资者甲',
      userCode: 'U100001',
      shareNatureName: '境内自然人股',
      held: '6000',
      pledged: '1000',
      available: '5000',
      comfirm: 1,
      holderAccountStatus: 1,
    });
    expect(data.records.map((r: Records[number]) => r.holderAccountStatus)).toEqual([1, 1, 3, 2]);
    const audit = await rows<{ detail: { call: string; records: number; keyKinds: string } }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where action = 'holder.lookup' and target_id = ${C1}`,
    );
    expect(audit.at(-1)?.detail).toMatchObject({ call: 'holder/queryShareTransferRecords', records: 4 });
    expect(JSON.stringify(audit.at(-1)?.detail)).not.toContain('U100001');
  });

  it('accepts an account number instead of the user code', async () => {
    const res = await list(await as('reviewer1'), { accountNumber: 'D000000004', productCode: 'DEMO01' });
    expect(accounts(res.json().data.records)).toEqual(['D000000004/3']);
  });

  it('refuses missing keys with the widget’s Chinese messages', async () => {
    const headers = await as('admin');
    const noUser = await list(headers, { productCode: 'DEMO01' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().msg).toBe('请先选择用户代码！');
    const noProduct = await list(headers, { userCode: 'U100001', productCode: ' ' });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().msg).toBe('请先选择产品代码！');
    const noFund = await list(headers, { userCode: 'U100001', appCode: '550222' });
    expect(noFund.json().msg).toBe('请先选择基金名称！');
    const unknown = await list(headers, { userCode: 'U100001', productCode: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('产品代码不存在：NOPE');
    const badApp = await list(headers, { userCode: 'U100001', productCode: 'DEMO01', appCode: 'x' });
    expect(badApp.json().msg).toContain('appCode：业务编码应为6位数字');
  });

  it('shows an enterprise only its current company’s register', async () => {
    const own = await list(await as('org_demo', { 'current-company': C1 }), {
      userCode: 'U100001',
      productCode: 'DEMO01',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.records).toHaveLength(4);
    const sibling = await list(await as('org_demo', { 'current-company': C1 }), {
      userCode: 'U100001',
      productCode: 'DEMO02',
    });
    expect(sibling.statusCode).toBe(403);
    const foreign = await list(await as('org_demo', { 'current-company': C1 }), {
      userCode: 'U100001',
      productCode: 'DEMO03',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('shows an investor only its own accounts, whatever user code it names', async () => {
    const headers = await as('person_demo');
    const mine = await list(headers, { userCode: 'U100001', productCode: 'DEMO01' });
    expect(accounts(mine.json().data.records)).toEqual([
      'D000000001/1',
      'D000000001/4',
      'D000000002/4',
      'D000000003/4',
    ]);
    const theirs = await list(headers, { userCode: 'U100004', productCode: 'DEMO01' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.records).toEqual([]);
  });

  it('shows a member institution the companies it serves only', async () => {
    const headers = await as('member_demo');
    const served = await list(headers, { accountNumber: 'D000000005', productCode: 'DEMO03' });
    expect(accounts(served.json().data.records)).toEqual(['D000000005/9']);
    expect((await list(headers, { userCode: 'U100001', productCode: 'DEMO01' })).statusCode).toBe(403);
  });

  it('says whether the available shares cover the quantity, per share nature or in total', async () => {
    const headers = await as('admin');
    const base = { accountNumber: 'D000000001', productCode: 'DEMO01', appCode: '550004' };
    const fits = (await check(headers, { ...base, changeVol: '5000', shareNature: '4' })).json().data;
    expect(fits).toMatchObject({
      haveTradingData: true,
      available: '5000',
      message: null,
      holderAccountStatus: 1,
    });
    const over = (await check(headers, { ...base, changeVol: 5001, shareNature: '4' })).json().data;
    expect(over).toMatchObject({
      haveTradingData: false,
      available: '5000',
      message: '可用股份不足：演示投资者甲可用5000股，申请5001股',
    });
    const total = (await check(headers, { ...base, changeVol: '5500' })).json().data;
    expect(total).toMatchObject({ haveTradingData: true, available: '5500' });
    const none = (await check(headers, { ...base, accountNumber: 'D000000005', changeVol: '1' })).json().data;
    expect(none).toMatchObject({
      haveTradingData: false,
      available: '0',
      message: '可用股份不足：演示一号私募股权基金可用0股，申请1股',
    });
  });

  it('answers 用户不存在 for a closed or unknown account and lets a frozen one through', async () => {
    const headers = await as('admin');
    const base = { productCode: 'DEMO01', changeVol: '10' };
    const closed = (await check(headers, { ...base, accountNumber: 'D000000003' })).json().data;
    expect(closed).toMatchObject({ haveTradingData: false, holderAccountStatus: 2, message: '用户不存在' });
    const unknown = (await check(headers, { ...base, accountNumber: 'D999999999' })).json().data;
    expect(unknown).toMatchObject({
      haveTradingData: false,
      holderAccountStatus: null,
      message: '用户不存在',
    });
    const frozen = (await check(headers, { ...base, accountNumber: 'D000000002' })).json().data;
    expect(frozen).toMatchObject({ haveTradingData: true, holderAccountStatus: 3, available: '300' });
  });

  it('scopes the check like the listing, and refuses bad input naming the field', async () => {
    const base = { productCode: 'DEMO01', changeVol: '10' };
    const person = await as('person_demo');
    expect((await check(person, { ...base, accountNumber: 'D000000001' })).json().data.haveTradingData).toBe(
      true,
    );
    expect((await check(person, { ...base, accountNumber: 'D000000004' })).json().data.message).toBe(
      '用户不存在',
    );
    const org = await as('org_demo', { 'current-company': C1 });
    expect((await check(org, { ...base, accountNumber: 'D000000004' })).json().data.haveTradingData).toBe(
      true,
    );
    // An account without shares of its company is, to the enterprise, an unknown account.
    expect((await check(org, { ...base, accountNumber: 'D000000005' })).json().data.message).toBe(
      '用户不存在',
    );
    expect(
      (await check(org, { ...base, productCode: 'DEMO03', accountNumber: 'D000000005' })).statusCode,
    ).toBe(403);
    const admin = await as('admin');
    const noVol = await check(admin, { accountNumber: 'D000000001', productCode: 'DEMO01' });
    expect(noVol.statusCode).toBe(400);
    expect(noVol.json().msg).toBe('转让数量必须为正整数');
    const badVol = await check(admin, {
      accountNumber: 'D000000001',
      productCode: 'DEMO01',
      changeVol: '1.5',
    });
    expect(badVol.json().msg).toContain('changeVol：转让数量必须为正整数');
    const noAccount = await check(admin, { productCode: 'DEMO01', changeVol: '1' });
    expect(noAccount.json().msg).toBe('登记账号不能为空');
    const noProduct = await check(admin, { accountNumber: 'D000000001', changeVol: '1' });
    expect(noProduct.json().msg).toBe('请先选择产品代码！');
  });
});
