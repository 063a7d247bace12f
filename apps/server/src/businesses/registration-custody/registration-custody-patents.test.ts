import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPatentsOf } from '../../modules/company/index.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import { freshEnterprise } from './testing/custody-enterprise.js';
import { custodyForm } from './testing/custody-fixture.js';

const PATENTS_URL = '/api/rem-registrationbizweb/company/record/patents';
const RECORD_URL = '/api/rem-registrationbizweb/company/record';

const PATENTS = [
  {
    id: 'row-1',
    name: '一种测试装置',
    patentNo: 'ZL202010000021.1',
    type: '1',
    legalStatus: '1',
    applyNo: '202010000021.1',
    applyDate: '2020-03-01',
    publicNo: 'CN100000021A',
    publicDate: '2021-03-01',
    pledgerFinancing: '1',
    patentCnPledgeInfo: [
      {
        financialOrg: '测试银行',
        financialProduct: '知识产权贷',
        financialDate: '2022-01-01',
        financialAmount: '100',
      },
    ],
  },
  { name: '一种测试方法', patentNo: 'ZL202010000022.2', type: '2', legalStatus: '1' },
];

const sessionCompanies = (t: TestApp, account: string) =>
  rows<{ company: string | null }>(
    t.testDb.db.orm,
    sql`select s.current_company::text as company from auth_session s join account a on a.id = s.account_id
        where a.account = ${account} and a.tenant_id = ${TENANT} and s.revoked_at is null`,
  );

/** 550001's completion: the application's patents are the company's; the applicant acts for it (ADR 50). */
describe('550001 completion: patents copied, the applicant’s active company set, the page’s patents', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('copies the patent rows to the company and makes the company current in the applicant’s session', async () => {
    const applicant = await freshEnterprise(t, 'custody_patents_21');
    expect(await sessionCompanies(t, 'custody_patents_21')).toEqual([{ company: null }]);
    const form: Record<string, unknown> = { ...custodyForm({ companyNo: 21, holders: 3 }), patents: PATENTS };
    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, form, 'custody_patents_21'),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);

    const [company] = await rows<{ id: string; applicationId: string }>(
      t.testDb.db.orm,
      sql`select c.uuid::text as id, a.uuid::text as "applicationId" from company c, application a
          where c.tenant_id = ${TENANT} and c.credit_code = ${form.idNumber as string} and a.uuid = ${uuid}`,
    );
    expect(company).toBeDefined();
    const patents = await t.testDb.db.withTenant(TENANT, (tx) => companyPatentsOf(tx, TENANT, company!.id));
    const { id: _rowId, ...firstPatent } = PATENTS[0]!;
    expect(patents).toEqual([
      { patentNo: 'ZL202010000021.1', data: firstPatent, applicationId: company!.applicationId },
      { patentNo: 'ZL202010000022.2', data: PATENTS[1], applicationId: company!.applicationId },
    ]);

    // The session the applicant filed from now acts for the company: a refresh shows it.
    expect(await sessionCompanies(t, 'custody_patents_21')).toEqual([{ company: company!.id }]);
    const companies = await t.app.inject({
      method: 'GET',
      url: '/api/rem-registrationbizweb/user/queryAllRefCompany',
      headers: applicant,
    });
    expect(companies.statusCode, companies.body).toBe(200);
    expect(companies.json().data).toEqual([
      expect.objectContaining({ companyId: company!.id, current: true }),
    ]);
    companyId = company!.id;
    applicationId = company!.applicationId;
  });

  let companyId = '';
  let applicationId = '';
  const patentsOf = (headers: Headers, id = companyId) =>
    t.app.inject({ method: 'GET', url: `${PATENTS_URL}?companyId=${id}`, headers });

  it('answers the company page’s patents (001 §3.5) to staff and to the company itself', async () => {
    const staff = await patentsOf(first);
    expect(staff.statusCode, staff.body).toBe(200);
    const blank = {
      typeName: null,
      legalStatusName: null,
      transferDate: null,
      applicants: null,
      hasOtherPatent: null,
      hasFamilyPatent: null,
      patentCnFamilyInfo: [],
      applicationId,
    };
    expect(staff.json().data).toEqual([
      {
        ...blank,
        name: '一种测试装置',
        patentNo: 'ZL202010000021.1',
        type: '1',
        legalStatus: '1',
        applyNo: '202010000021.1',
        applyDate: '2020-03-01',
        publicNo: 'CN100000021A',
        publicDate: '2021-03-01',
        pledgerFinancing: '1',
        patentCnPledgeInfo: [
          {
            financialOrg: '测试银行',
            financialProduct: '知识产权贷',
            financialDate: '2022-01-01',
            financialAmount: '100',
          },
        ],
      },
      {
        ...blank,
        name: '一种测试方法',
        patentNo: 'ZL202010000022.2',
        type: '2',
        legalStatus: '1',
        applyNo: null,
        applyDate: null,
        publicNo: null,
        publicDate: null,
        pledgerFinancing: null,
        patentCnPledgeInfo: [],
      },
    ]);
    const applicant = await signIn(t, 'custody_patents_21', { landingMode: 'org' });
    const own = await patentsOf({ ...applicant.headers, 'current-company': companyId });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toHaveLength(2);
  });

  it('refuses, as the record does, anyone else: 企业不存在, no patent in the answer', async () => {
    const stranger = await freshEnterprise(t, 'custody_patents_stranger');
    const refused = await patentsOf(stranger);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('企业不存在');
    expect(refused.body).not.toContain('ZL202010000021.1');
    const record = await t.app.inject({
      method: 'GET',
      url: `${RECORD_URL}?companyId=${companyId}`,
      headers: stranger,
    });
    expect(record.statusCode).toBe(refused.statusCode);
    expect(record.json().msg).toBe(refused.json().msg);
    const unknown = await patentsOf(first, '00000000-0000-4000-8000-000000000021');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('企业不存在');
    const bad = await patentsOf(first, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('企业：格式不正确');
  });
});
