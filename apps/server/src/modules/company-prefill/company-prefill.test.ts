import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantAdministrator } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES, demoIdentity } from '../identity/index.js';

type Headers = Record<string, string>;
const BIZ = '/api/rem-registrationbizweb';
const MGR = '/api/rem-registrationmgrweb';
const TECH = DEMO_COMPANIES[0]!; // bound to org_demo; no organisation holder account
const MANUFACTURING = DEMO_COMPANIES[1]!; // bound to org_demo; holder account D000000004 bound to orginv_demo
// An organisation investor the platform knows only by its registration account (no company row).
const INVESTOR = { name: '大连演示投资有限公司', creditCode: demoIdentity.demoCreditCode(41) };
const CLOSED = { name: '大连演示已销户有限公司', creditCode: demoIdentity.demoCreditCode(42) };
const PERSON = { name: '演示投资者甲', idNumber: demoIdentity.demoIdNumber(3) };

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
const element = (name: string, idNumber?: string) =>
  qs({ companyName: name, ...(idNumber ? { companyIdType: '11', companyIdNumber: idNumber } : {}) });

describe('company prefill calls (ADR 46)', () => {
  let t: TestApp;
  let admin: Headers;
  let org: Headers;
  let person: Headers;
  let investor: Headers;
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const data = async (url: string, headers: Headers) => {
    const answer = await get(url, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
    org = { ...(await signIn(t, 'org_demo', { landingMode: 'org' })).headers, 'current-company': TECH.uuid };
    person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    investor = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
    const orm = t.testDb.db.orm;
    await orm.execute(sql`insert into holder_account
        (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no, user_code, status)
      values ('f0000000-0000-4000-8000-000000000041', '000000', 'D000000041', 1, ${INVESTOR.name}, '11',
              ${INVESTOR.creditCode}, 'U000000041', 1),
             ('f0000000-0000-4000-8000-000000000042', '000000', 'D000000042', 1, ${CLOSED.name}, '11',
              ${CLOSED.creditCode}, null, 2)`);
    await orm.execute(sql`insert into account_holder (id, tenant_id, account_id, holder_id)
      values ('e0000000-0000-4000-8000-000000000041', '000000', 'a0000000-0000-4000-8000-000000000004',
              'f0000000-0000-4000-8000-000000000041'),
             ('e0000000-0000-4000-8000-000000000042', '000000', 'a0000000-0000-4000-8000-000000000004',
              'f0000000-0000-4000-8000-000000000042')`);
  });
  afterAll(async () => {
    await t.close();
  });

  const ref = (query: string, headers = admin) =>
    data(`${BIZ}/company/queryRefCompanyData?${query}`, headers);

  it('derives haveRole, isOrgRole, haveConfirm and haveChildAccount from our data', async () => {
    expect(await ref(element(MANUFACTURING.name, MANUFACTURING.creditCode))).toEqual({
      haveRole: 1,
      isOrgRole: 0,
      haveConfirm: 1,
      haveChildAccount: 1,
    });
    // The enterprise acting for the company, and the investor bound to its registration account.
    expect((await ref(element(MANUFACTURING.name), org)).isOrgRole).toBe(1);
    expect((await ref(element(MANUFACTURING.name), investor)).isOrgRole).toBe(1);
    expect(await ref(element(TECH.name))).toEqual({
      haveRole: 1,
      isOrgRole: 0,
      haveConfirm: 0,
      haveChildAccount: 1,
    });
    // No company row, an opened organisation account bound to a login: the ID-lock case of 002 §4.
    expect(await ref(element(INVESTOR.name, INVESTOR.creditCode))).toEqual({
      haveRole: 0,
      isOrgRole: 0,
      haveConfirm: 1,
      haveChildAccount: 1,
    });
    // A closed account (status 2) confirms nothing and its binding is no child account.
    expect(await ref(element(CLOSED.name, CLOSED.creditCode))).toEqual({
      haveRole: 0,
      isOrgRole: 0,
      haveConfirm: 0,
      haveChildAccount: 0,
    });
    expect(await ref(element('无此企业'))).toEqual({
      haveRole: 0,
      isOrgRole: 0,
      haveConfirm: 0,
      haveChildAccount: 0,
    });
  });

  it.each([
    ['nothing', '', '企业名称或证件号码：请至少填写一项'],
    ['a long name', qs({ companyName: '某'.repeat(201) }), '企业名称：长度不能超过200个字符'],
    ['a bad type', qs({ companyName: '某公司', companyIdType: 'x1' }), '证件类型：应为证件类型代码（数字）'],
    [
      'a bad USCC',
      qs({ companyIdType: '11', companyIdNumber: '91210200MA0000001X' }),
      '证件号码：统一社会信用代码不正确',
    ],
    ['a space', qs({ companyIdNumber: '9121 0200' }), '证件号码：只能包含字母、数字、括号和连字符'],
    [
      'another company’s number',
      element(TECH.name, MANUFACTURING.creditCode),
      '企业名称：与证件号码登记的企业名称不一致，请核对',
    ],
  ])('refuses %s with a Chinese 400 naming the field', async (_label, query, message) => {
    for (const url of [
      `${BIZ}/company/queryRefCompanyData?${query}`,
      `${MGR}/company/getCompanyAndLegalInfoMgr?${query}`,
    ]) {
      const answer = await get(url, admin);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().msg).toContain(message);
    }
  });

  it('answers getCompanyAndLegalInfoMgr to staff only, with the record, role and showcase', async () => {
    const answer = await data(
      `${MGR}/company/getCompanyAndLegalInfoMgr?${element(MANUFACTURING.name)}`,
      admin,
    );
    expect(answer).toMatchObject({
      companyInfo: { uuid: MANUFACTURING.uuid, idNumber: MANUFACTURING.creditCode },
      role: { hasRole: 1, isRegister: 0 },
      product: null,
    });
    expect(answer.legalInfo).toEqual(expect.any(Object));
    const none = await data(`${MGR}/company/getCompanyAndLegalInfoMgr?${element('无此企业')}`, admin);
    expect(none).toEqual({
      companyInfo: null,
      legalInfo: null,
      role: { hasRole: 0, isRegister: 0 },
      product: null,
      companyShow: null,
    });
    expect(
      (await get(`${MGR}/company/getCompanyAndLegalInfoMgr?${element(TECH.name)}`, org)).statusCode,
    ).toBe(403);
  });

  it('answers getSubjectData with holder statuses, masking accounts the caller does not hold', async () => {
    const subject = (type: string, params: Record<string, string>, headers: Headers) =>
      data(`${BIZ}/${type}/getSubjectData?${qs(params)}`, headers);
    const company = await subject('company', { name: MANUFACTURING.name }, person);
    expect(company).toMatchObject({
      subjectType: 'company',
      found: 1,
      idType: '11',
      idNumber: MANUFACTURING.creditCode,
      companyId: null,
      holders: [{ accountNumber: 'D0******04', holderAccountStatus: 1, organType: 1 }],
    });
    expect((await subject('company', { name: MANUFACTURING.name }, admin)).holders[0].accountNumber).toBe(
      'D000000004',
    );
    const own = { ...org, 'current-company': MANUFACTURING.uuid };
    expect((await subject('company', { name: MANUFACTURING.name }, own)).companyId).toBe(MANUFACTURING.uuid);
    const self = await subject('user', { name: PERSON.name, idType: '1', idNumber: PERSON.idNumber }, person);
    expect(self.holders.map((h: { accountNumber: string; holderAccountStatus: number }) => h)).toEqual([
      expect.objectContaining({ accountNumber: 'D000000001', holderAccountStatus: 1 }),
      expect.objectContaining({ accountNumber: 'D000000002', holderAccountStatus: 3 }),
      expect.objectContaining({ accountNumber: 'D000000003', holderAccountStatus: 2 }),
    ]);
    const product = await subject('product', { idType: '21', idNumber: 'SDM001' }, admin);
    expect(product).toMatchObject({ found: 1, name: '演示一号私募股权基金', organType: 3 });
    const lonely = await get(`${BIZ}/user/getSubjectData?${qs({ name: PERSON.name })}`, person);
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json().msg).toBe('名称和证件号码：查询个人主体须同时填写');
  });

  it('answers getSubjectAndRoleData, queryAccountBySubject and queryByCompanyElement', async () => {
    const both = await data(
      `${BIZ}/company/getSubjectAndRoleData?${qs({ name: INVESTOR.name, idType: '11', idNumber: INVESTOR.creditCode })}`,
      admin,
    );
    expect(both.subject).toMatchObject({ found: 1, companyId: null, isRegister: 0 });
    expect(both.role).toEqual({ haveRole: 0, isOrgRole: 0, haveConfirm: 1, haveChildAccount: 1 });

    const code = (headers: Headers) =>
      data(
        `${BIZ}/user/queryAccountBySubject?${qs({ idType: '11', idNumber: INVESTOR.creditCode, useType: '4' })}`,
        headers,
      );
    expect(await code(admin)).toEqual({ exists: 1, code: 'U000000041' });
    expect(await code(investor)).toEqual({ exists: 1, code: 'U000000041' });
    expect(await code(person)).toEqual({ exists: 1, code: null });

    const users = (headers: Headers) =>
      data(`${BIZ}/companyRefUser/queryByCompanyElement?${qs({ name: MANUFACTURING.name })}`, headers);
    expect(
      (await users(admin)).map((u: { account: string; relation: string }) => [u.account, u.relation]),
    ).toEqual([
      ['org_demo', 'enterprise'],
      ['orginv_demo', 'holder'],
    ]);
    expect((await users(org)).map((u: { account: string }) => u.account)).toEqual(['org_demo']);
    const bad = await get(`${BIZ}/companyRefUser/queryByCompanyElement?certType=abc`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('证件类型：应为证件类型代码（数字）');
  });

  it('tells another tenant nothing about this tenant’s companies', async () => {
    await plantAdministrator(t, '518100', 'prefill_other_admin');
    const other = (await signIn(t, 'prefill_other_admin', { tenantId: '518100' })).headers;
    expect(await ref(element(MANUFACTURING.name, MANUFACTURING.creditCode), other)).toEqual({
      haveRole: 0,
      isOrgRole: 0,
      haveConfirm: 0,
      haveChildAccount: 0,
    });
    const mgr = await data(`${MGR}/company/getCompanyAndLegalInfoMgr?${element(MANUFACTURING.name)}`, other);
    expect(mgr.companyInfo).toBeNull();
    const subject = await data(`${BIZ}/company/getSubjectData?${qs({ name: MANUFACTURING.name })}`, other);
    expect(subject).toMatchObject({ found: 0, holders: [] });
    expect(
      await data(`${BIZ}/companyRefUser/queryByCompanyElement?${qs({ name: MANUFACTURING.name })}`, other),
    ).toEqual([]);
  });
});
