import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';

const file = (name: string) => [{ attachId: randomUUID(), originalName: name, size: 1024 }];
const GATE = '/business/investmentZone';

/** The qualified-investor certifications 550032 / 550138 / 550091 and the gate they open (ADR 66). */
describe('qualified-investor certifications: apply → 初审 → 复审 with 退回修改', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  let orgInvestor: Headers;
  let product: Headers;
  let person: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    orgInvestor = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
    product = (await signIn(t, 'product_demo', { landingMode: 'productholder' })).headers;
    person = {
      ...(await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers,
      'current-holder': id('f', 1),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const written = async () =>
    (
      await rows<{ q: number; a: number; s: number }>(
        t.testDb.db.orm,
        sql`select (select count(*)::int from investor_qualification) as q,
                   (select count(*)::int from application) as a,
                   (select count(*)::int from suitability_confirmation) as s`,
      )
    )[0]!;
  const institutionForm = (overrides: Record<string, unknown> = {}) => ({
    investorName: '演示机构投资者',
    qualificationCategory: 'legalPerson',
    netAssets: 500,
    attachments: { businessLicence: file('营业执照.pdf') },
    ...overrides,
  });
  const submit = async (headers: Headers, appId: string, form: Record<string, unknown>, uploader: string) =>
    call(t, headers, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: await planted(t, form, uploader),
    });
  const approveAll = async (uuid: string) => {
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);
  };
  const get = async (headers: Headers, path: string) => {
    const res = await call(t, headers, path, undefined, 'GET');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('refuses bad input on every new call with a 400 naming the field, writing nothing', async () => {
    const before = await written();
    const cases: [Headers, string, Record<string, unknown>, string, string][] = [
      [
        orgInvestor,
        '550032',
        institutionForm({ qualificationCategory: 'naturalPerson', netAssets: undefined }),
        'orginv_demo',
        '合格投资者类别',
      ],
      [
        orgInvestor,
        '550032',
        institutionForm({ netAssets: 199.99 }),
        'orginv_demo',
        '净资产（万元）：法人机构须不低于200万元（依法设立且净资产不低于人民币200万元的法人机构）',
      ],
      [orgInvestor, '550032', institutionForm({ netAssets: undefined }), 'orginv_demo', '净资产（万元）'],
      [
        orgInvestor,
        '550032',
        institutionForm({ qualificationCategory: 'partnership', netAssets: undefined, paidInCapital: 100 }),
        'orginv_demo',
        '实缴出资（万元）：合伙企业须不低于200万元',
      ],
      [orgInvestor, '550032', institutionForm({ attachments: {} }), 'orginv_demo', '营业执照：请上传文件'],
      [
        person,
        '550032',
        institutionForm(),
        'person_demo',
        '申请人：机构投资者认证须使用机构账号在机构投资者专区办理',
      ],
      [
        product,
        '550138',
        {
          investorName: '演示私募基金',
          qualificationCategory: 'registeredProduct',
          attachments: { filingProof: file('备案.pdf') },
        },
        'product_demo',
        '产品备案编号',
      ],
      [
        person,
        '550091',
        {
          investorName: '演示投资者甲',
          qualificationCategory: 'naturalPerson',
          financialAssets: 60,
          experienceYears: 1,
          attachments: { assetProof: file('a.pdf'), experienceProof: file('b.pdf') },
        },
        'person_demo',
        '投资或金融行业工作年限（年）：自然人须不低于2年',
      ],
    ];
    for (const [headers, appId, form, uploader, expected] of cases) {
      const answer = await submit(headers, appId, form, uploader);
      expect(answer.statusCode, answer.body).toBe(400);
      const { msg, data } = answer.json() as {
        msg: string;
        data: { label: string; message: string }[] | null;
      };
      const named = Array.isArray(data) ? data.map((d) => `${d.label}：${d.message}`).join('；') : msg;
      expect(named).toContain(expected);
    }
    const badKind = await call(t, person, '/investorQualification/rules?kind=company', undefined, 'GET');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().msg).toContain('kind');
    const badSuitability = await call(t, person, '/suitability/check', {
      appId: '550004',
      riskType: 1,
      productRiskLevel: 'R9',
    });
    expect(badSuitability.statusCode).toBe(400);
    expect(badSuitability.json().msg).toContain('产品风险等级应为 R1 至 R5');
    const badApp = await call(t, person, '/suitability/check', {
      appId: 'x',
      riskType: 1,
      productRiskLevel: 'R1',
    });
    expect(badApp.statusCode).toBe(400);
    expect(badApp.json().msg).toContain('业务编号应为6位数字');
    expect(await written()).toEqual(before);
  });

  it('550032: the gate sends to the certification, the last approval records it with its expiry, and the expiry closes the gate again', async () => {
    expect(await get(orgInvestor, GATE)).toEqual({
      kind: 'certify',
      message: '未进行机构投资者认证，请先进行机构投资者认证',
      appId: '550032',
      offered: true,
    });
    const submitted = await submit(
      orgInvestor,
      '550032',
      institutionForm({ qualificationCategory: 'partnership', netAssets: undefined, paidInCapital: 300 }),
      'orginv_demo',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const back = await call(t, first, '/application/return', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '请补充审计报告',
    });
    expect(back.statusCode, back.body).toBe(200);
    const again = await call(t, orgInvestor, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      formData: await planted(t, institutionForm(), 'orginv_demo'),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await get(orgInvestor, '/user/isEnterpriseCertificationInuse')).toEqual({
      kind: 'institution',
      status: 2,
      certified: 0,
    });
    await approveAll(uuid);

    const [row] = await rows<{ ruleId: string; evidence: Record<string, unknown>; days: number }>(
      t.testDb.db.orm,
      sql`select rule_id as "ruleId", evidence, extract(day from expires_at - certified_at)::int as days
          from investor_qualification where application_id = ${uuid}`,
    );
    expect(row).toMatchObject({
      ruleId: 'legalPerson',
      evidence: { qualificationCategory: 'legalPerson', netAssets: 500 },
    });
    expect(row!.days).toBeGreaterThanOrEqual(365);
    expect(await get(orgInvestor, GATE)).toEqual({ kind: 'open' });
    expect(await get(orgInvestor, '/user/isEnterpriseCertificationInuse')).toEqual({
      kind: 'institution',
      status: 0,
      certified: 1,
    });
    expect(await get(orgInvestor, '/user/checkCurrentCertify')).toEqual({
      kind: 'institution',
      status: 0,
      certified: 1,
    });
    const current = await get(orgInvestor, '/investorQualification/current');
    expect(current).toMatchObject({ investorExpireStatus: 0, zoneKind: 'institution' });
    expect(current.qualifications[0]).toMatchObject({
      kind: 'institution',
      ruleLabel: '法人机构',
      statusName: '有效',
    });

    t.clock.advance(366 * 24 * 3600 * 1000);
    try {
      // A year on (signed in again: the old session has lapsed too), the certification has expired.
      const later = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
      expect(await get(later, GATE)).toMatchObject({ kind: 'certify', appId: '550032' });
      expect(await get(later, '/user/isEnterpriseCertificationInuse')).toEqual({
        kind: 'institution',
        status: 1,
        certified: 0,
      });
      expect((await get(later, '/investorQualification/current')).investorExpireStatus).toBe(1);
    } finally {
      t.clock.advance(-366 * 24 * 3600 * 1000);
    }
  });

  it('550138: a product certified by its filing number sets isProductCertificateApply and opens the gate', async () => {
    expect(await get(product, GATE)).toMatchObject({ kind: 'certify', appId: '550138', offered: true });
    const submitted = await submit(
      product,
      '550138',
      {
        investorName: '演示私募基金',
        qualificationCategory: 'registeredProduct',
        filingNo: 'SAB123',
        attachments: { filingProof: file('备案.pdf') },
      },
      'product_demo',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    await approveAll(submitted.json().data.uuid);
    expect(await get(product, '/user/isProductCertificationInuse')).toEqual({
      kind: 'product',
      status: 0,
      certified: 1,
    });
    expect(await get(product, GATE)).toEqual({ kind: 'open' });
  });

  it('550091: a person certified; an investor never sees another investor’s certifications or account', async () => {
    const submitted = await submit(
      person,
      '550091',
      {
        investorName: '演示投资者甲',
        qualificationCategory: 'naturalPerson',
        financialAssets: '50',
        experienceYears: '2',
        attachments: { assetProof: file('a.pdf'), experienceProof: file('b.pdf') },
      },
      'person_demo',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    await approveAll(submitted.json().data.uuid);
    const own = await get(person, '/investorQualification/current');
    expect(own.zoneKind).toBe('person');
    expect(own.qualifications.map((q: { kind: string }) => q.kind)).toEqual(['person']);
    // The organisation investor's certification is not the person's, nor the person's the organisation's.
    const org = await get(orgInvestor, '/investorQualification/current');
    expect(org.qualifications.map((q: { kind: string }) => q.kind)).not.toContain('person');
    // Another investor's registration account as Current-Holder is refused by the guard.
    const other = await call(
      t,
      { ...person, 'current-holder': id('f', 4) },
      '/investorQualification/current',
      undefined,
      'GET',
    );
    expect(other.statusCode).toBe(403);
  });
});
