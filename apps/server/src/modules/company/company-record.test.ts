import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES } from '../identity/index.js';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
const MANUFACTURING = DEMO_COMPANIES[1]!; // 大连演示制造有限公司, an 有限责任公司 bound to org_demo
const TECH = DEMO_COMPANIES[0]!;

describe('the company record (ADR 45)', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const record = async (companyId: string, headers = admin) =>
    get(`/api/rem-registrationbizweb/company/record?companyId=${companyId}`, headers);
  const update = (payload: Json, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rem-registrationmgrweb/company/record/update',
      headers,
      payload,
    });
  const revisionCount = async (companyId: string) =>
    Number(
      (
        await rows<{ n: string }>(
          t.testDb.db.orm,
          sql`select count(*) as n from company_revision where company_id = ${companyId}`,
        )
      )[0]?.n,
    );
  const auditCount = async (companyId: string) =>
    Number(
      (
        await rows<{ n: string }>(
          t.testDb.db.orm,
          sql`select count(*) as n from audit_log where action = 'company.record_update' and target_id = ${companyId}`,
        )
      )[0]?.n,
    );

  const goodChange = (recordVersion: number): Json => ({
    companyId: MANUFACTURING.uuid,
    recordVersion,
    reason: '补充企业基本信息',
    basic: {
      companyType: 1,
      idType: '11',
      registryDate: '2024-08-01',
      industryKey: '6511',
      csrcIndustryKey: 'I65',
      registeredCapital: '10000000',
      registeredCapitalCurrency: 'CNY',
      paidInCapital: '2000000.5',
      provinceCode: '210000',
      cityCode: '210200',
      districtCode: '210202',
      registeredAddress: '辽宁省大连市中山区演示路1号',
      scaleType: '3',
    },
    legal: { name: '演示法人', idType: '1', mobile: '19900000009' },
    controllers: { controllingShareholderName: '演示控股有限公司', controllingShareholderRatio: '60.123456' },
    formerNames: [{ name: '大连演示制造厂', changedOn: '2020-01-01' }],
    financials: [
      { year: 2024, totalBusinessRevenue: '1200.5', netProfit: '-35.25', staffNumber: 48 },
      { year: 2023, totalBusinessRevenue: '980', netProfit: '12' },
    ],
    investments: [{ investorOrg: '演示创投', financeAmount: '500' }],
  });

  it('reads the whole record; a change is one revision with before and after, and one audit row', async () => {
    const before = (await record(MANUFACTURING.uuid)).json().data;
    expect(before).toMatchObject({
      recordVersion: 1,
      basic: { name: MANUFACTURING.name, registeredCapitalCurrency: 'CNY' },
      capitalDeadline: { kind: 'not-applicable' },
      financials: [],
    });
    const saved = await update(goodChange(1));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ companyId: MANUFACTURING.uuid, recordVersion: 2 });

    const after = (await record(MANUFACTURING.uuid)).json().data;
    expect(after.recordVersion).toBe(2);
    expect(after.basic).toMatchObject({
      registeredCapital: '10000000',
      paidInCapital: '2000000.5',
      districtCode: '210202',
    });
    expect(after.sections.legal).toMatchObject({ name: '演示法人', mobile: '19900000009' });
    expect(after.sections.controllers.controllingShareholderRatio).toBe('60.1234');
    expect(after.financials.map((f: Json) => [f.year, f.totalBusinessRevenue, f.netProfit])).toEqual([
      [2023, '980', '12'],
      [2024, '1200.5', '-35.25'],
    ]);
    expect(after.lists.investments).toEqual([{ investorOrg: '演示创投', financeAmount: '500' }]);
    expect(after.formerNames).toEqual([{ name: '大连演示制造厂', changedOn: '2020-01-01' }]);
    // Founded 2024-08-01 under the 2023 law: paid in by 2029-08-01 (art. 47).
    expect(after.capitalDeadline).toMatchObject({ kind: 'due', deadline: '2029-08-01' });

    const revisions = (
      await get(`/api/rem-registrationbizweb/company/record/revisions?companyId=${MANUFACTURING.uuid}`, admin)
    ).json().data;
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      recordVersion: 2,
      actorName: 'admin',
      reason: '补充企业基本信息',
      sections: ['basic', 'legal', 'controllers', 'formerNames', 'financials', 'investments'],
    });
    expect(revisions[0].before.basic.registeredCapital).toBeNull();
    expect(revisions[0].after.basic.registeredCapital).toBe('10000000');
    expect(revisions[0].before.financials).toEqual([]);
    expect(await auditCount(MANUFACTURING.uuid)).toBe(1);
  });

  it('warns on the company page from 180 days before the paid-in deadline', async () => {
    // Sessions of their own at each date (the suite's own would expire there).
    const deadlineAt = async (instant: string) => {
      t.clock.set(new Date(instant));
      const headers = (await signIn(t, 'admin')).headers;
      return (await record(MANUFACTURING.uuid, headers)).json().data.capitalDeadline;
    };
    try {
      expect(await deadlineAt('2029-02-01T04:00:00Z')).toMatchObject({ warn: false, daysLeft: 181 });
      const warned = await deadlineAt('2029-02-02T04:00:00Z');
      expect(warned).toMatchObject({ warn: true, daysLeft: 180 });
      expect(warned.message).toContain('《公司法》第四十七条');
    } finally {
      t.clock.set(new Date());
    }
  });

  it.each([
    [
      { basic: { registryDate: '2024-02-30' } },
      'basic.registryDate：成立日期：日期格式不正确，应为yyyy-MM-dd',
    ],
    [{ basic: { industryKey: '9999' } }, '国民经济行业：9999不是有效的选项'],
    [{ basic: { csrcIndustryKey: 'Z99' } }, '证监会行业：Z99不是有效的选项'],
    [{ basic: { districtCode: '110101' } }, '所在区县：110101不是有效的行政区划或不属于上一级'],
    [{ basic: { paidInCapital: '20000000' } }, '实缴资本（元）：不能大于注册资本'],
    [{ basic: { idType: '13' } }, '证件类型：企业证件类型应为统一社会信用代码（11）'],
    [{ basic: { idNumber: '91210200MA0D00010X' } }, '证件号码：请输入正确的统一社会信用代码'],
    [{ basic: { idNumber: TECH.creditCode } }, '证件号码：该统一社会信用代码已属于其他企业'],
    [{ legal: { mobile: '12345' } }, '法定代表人手机号码：请输入正确的手机号码'],
    [{ financials: [{ year: 2024, totalAssets: '1.1234567' }] }, '资产总额：请输入不超过六位小数的数'],
    [{ layering: { appliedTier: 'gold' } }, '申请层级：gold不是有效的分层'],
    [{ basic: { nickname: 'x' } }, '不支持的字段：nickname'],
    [{}, '请至少修改一项企业信息'],
  ])('refuses %j with a Chinese 400 naming the field, writing nothing', async (change, message) => {
    const version = (await record(MANUFACTURING.uuid)).json().data.recordVersion;
    const revisions = await revisionCount(MANUFACTURING.uuid);
    const answer = await update({ companyId: MANUFACTURING.uuid, recordVersion: version, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toContain(message);
    expect((await record(MANUFACTURING.uuid)).json().data.recordVersion).toBe(version);
    expect(await revisionCount(MANUFACTURING.uuid)).toBe(revisions);
  });

  it('refuses a change at a version already moved on, saying which version is current', async () => {
    const answer = await update({
      companyId: MANUFACTURING.uuid,
      recordVersion: 1,
      basic: { fax: '0411-1' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().msg).toBe('企业信息已被他人修改（当前版本2），请刷新后重试');
  });

  it('shows the record to its enterprise and staff only, and lets only staff change it', async () => {
    const org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    const acting = { ...org, 'current-company': MANUFACTURING.uuid };
    expect((await record(MANUFACTURING.uuid, acting)).json().data.basic.name).toBe(MANUFACTURING.name);
    // Another company than the one it acts for, and an investor: as if there were no such company.
    const other = await record(TECH.uuid, acting);
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe(`企业不存在：${TECH.uuid}`);
    const person = (await signIn(t, 'person_demo')).headers;
    expect((await record(MANUFACTURING.uuid, person)).statusCode).toBe(400);
    const refused = await update(goodChange(2), acting);
    expect(refused.statusCode).toBe(403);
  });

  it('answers getCompanyInfoByCID, getCompanyInfoByName and getCompanyAndLegalInfo', async () => {
    const byCode = await get(
      `/api/rem-registrationbizweb/company/getCompanyInfoByCID?cid=${MANUFACTURING.code}`,
      admin,
    );
    expect(byCode.json().data).toMatchObject({
      uuid: MANUFACTURING.uuid,
      registeredCapital: '10000000',
      isRegister: 0,
    });
    const byUuid = await get(
      `/api/rem-registrationbizweb/company/getCompanyInfoByCID?cid=${MANUFACTURING.uuid}`,
      admin,
    );
    expect(byUuid.json().data.name).toBe(MANUFACTURING.name);
    const byName = await get(
      `/api/rem-registrationbizweb/company/getCompanyInfoByName?name=${encodeURIComponent(MANUFACTURING.name)}`,
      admin,
    );
    expect(byName.json().data.uuid).toBe(MANUFACTURING.uuid);
    const legal = await get(
      `/api/rem-registrationbizweb/company/getCompanyAndLegalInfo?companyIdNumber=${MANUFACTURING.creditCode}`,
      admin,
    );
    expect(legal.json().data).toMatchObject({
      companyInfo: { uuid: MANUFACTURING.uuid },
      legalInfo: { name: '演示法人' },
      role: { hasRole: 1 },
    });
    // An enterprise acting for another company learns only that the company is on the platform.
    const org = {
      ...(await signIn(t, 'org_demo', { landingMode: 'org' })).headers,
      'current-company': TECH.uuid,
    };
    const hidden = await get(
      `/api/rem-registrationbizweb/company/getCompanyAndLegalInfo?companyName=${encodeURIComponent(MANUFACTURING.name)}`,
      org,
    );
    expect(hidden.json().data).toEqual({
      companyInfo: null,
      legalInfo: null,
      role: { hasRole: 1, isRegister: 0 },
    });
    const unknown = await get(
      '/api/rem-registrationbizweb/company/getCompanyAndLegalInfo?companyName=不存在的公司',
      admin,
    );
    expect(unknown.json().data).toEqual({
      companyInfo: null,
      legalInfo: null,
      role: { hasRole: 0, isRegister: 0 },
    });
    const empty = await get('/api/rem-registrationbizweb/company/getCompanyAndLegalInfo', admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('企业名称或证件号码：请至少填写一项');
    const blankCid = await get('/api/rem-registrationbizweb/company/getCompanyInfoByCID?cid=', admin);
    expect(blankCid.statusCode).toBe(400);
    expect(blankCid.json().msg).toContain('企业编号：不能为空');
  });
});
