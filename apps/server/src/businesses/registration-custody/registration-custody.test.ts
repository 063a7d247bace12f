import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated, verifyLedger } from '../../modules/evidence-ledger/index.js';
import { verifyRegister } from '../../modules/share-register/index.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { freshEnterprise } from './testing/custody-enterprise.js';
import { CUSTODY_QUALIFICATIONS, custodyForm, fakePersonId } from './testing/custody-fixture.js';

const companyOf = async (t: TestApp, creditCode: string) =>
  (
    await rows<{ uuid: string; isRegister: boolean; issued: string; capital: string; name: string }>(
      t.testDb.db.orm,
      sql`select uuid::text, is_register as "isRegister", total_issued_shares::text as issued,
            registered_capital::text as capital, name from company where credit_code = ${creditCode}`,
    )
  )[0];

const counts = async (t: TestApp) =>
  (
    await rows<{
      companies: number;
      events: number;
      accounts: number;
      services: number;
      qualifications: number;
    }>(
      t.testDb.db.orm,
      sql`select (select count(*)::int from company) as companies,
                 (select count(*)::int from register_event) as events,
                 (select count(*)::int from holder_account) as accounts,
                 (select count(*)::int from company_service) as services,
                 (select count(*)::int from company_qualification) as qualifications`,
    )
  )[0]!;

describe('550001 registration and custody: apply → 初审 return → resubmit → approve twice', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the company in custody with its register, pledges and freezes, and binds the applicant', async () => {
    const applicant = await freshEnterprise(t, 'custody_new_1');
    const form = custodyForm({
      companyNo: 1,
      holders: 60,
      pledged: 3,
      frozen: 1,
      restricted: 2,
      qualifications: [...CUSTODY_QUALIFICATIONS],
    });
    const broken = {
      ...form,
      holderInfo: (form.holderInfo as Record<string, string>[]).map((h, i) =>
        i === 4 ? { ...h, quantity: '9999' } : h,
      ),
    };
    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, form, 'custody_new_1'),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const returned = await call(t, first, '/application/return', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '请核对第5行股东持股数量',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // The fix goes wrong first: Σ no longer equals the registered capital → 400 naming the table.
    const wrong = await call(t, applicant, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      formData: broken,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('股东信息：持股数量合计599999股，应等于注册资本60万元折合的600000股');
    const resubmitted = await call(t, applicant, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      formData: form,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(await companyOf(t, form.idNumber as string)).toBeUndefined();
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.status).toBe('completed');

    const company = (await companyOf(t, form.idNumber as string))!;
    expect(company).toMatchObject({ isRegister: true, issued: '600000', name: form.name });
    expect(Number(company.capital)).toBe(600_000);
    const held = await rows<{
      total: string;
      holders: number;
      pledged: string;
      frozen: string;
      locked: string;
    }>(
      t.testDb.db.orm,
      sql`select sum(held)::text as total, count(distinct holder_id)::int as holders, sum(pledged)::text as pledged,
            sum(frozen)::text as frozen, sum(locked)::text as locked from holding where company_id = ${company.uuid}`,
    );
    expect(held[0]).toEqual({
      total: '600000',
      holders: 60,
      pledged: '15000',
      frozen: '2500',
      locked: '5000',
    });
    const [service] = await rows<{ type: string; status: string; start: string }>(
      t.testDb.db.orm,
      sql`select service_type as type, service_status as status, start_date::text as start
          from company_service where company_id = ${company.uuid}`,
    );
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(service).toEqual({ type: '1', status: '1', start: today });
    const [app] = await rows<{ companyId: string }>(
      t.testDb.db.orm,
      sql`select company_id::text as "companyId" from application where uuid = ${uuid}`,
    );
    expect(app!.companyId).toBe(company.uuid);
    // The applicant now acts for the company it brought into custody.
    const [bound] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from account_company b join account a on a.id = b.account_id
          where a.account = 'custody_new_1' and b.company_id = ${company.uuid} and b.relation = 'enterprise'`,
    );
    expect(bound!.n).toBe(1);
    // The qualifications the application granted are the company's (ADR 47), as the call shows.
    const granted = await t.app.inject({
      method: 'GET',
      url: `/api/rem-registrationbizweb/companyQualification/getAllCompanyQualificationByCompanyUuid?companyUuid=${company.uuid}`,
      headers: second,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(
      granted
        .json()
        .data.map((q: Record<string, string>) => [
          q.qualificationCategoryName,
          q.maketRoleName,
          q.qualificationStatus,
          q.qualificationCode ?? null,
        ]),
    ).toEqual([
      ['市场角色', '挂牌企业', '1', 'GP-CUSTODY-1'],
      ['市场角色', '会员机构', '0', null],
    ]);
    const register = await t.testDb.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: company.uuid }),
    );
    expect(register).toMatchObject({ isConsistent: true, eventCount: 1 + 3 + 1 + 2, differences: [] });
    await ensureIntegrated(t.testDb.db, TENANT);
    const ledger = await verifyLedger(t.testDb.db.orm, {
      tenantId: TENANT,
      publicKeyRaw: null,
      verifyRegister,
    });
    expect(ledger.differences).toEqual([]);
  });

  it('a second custody of the company is refused with 002 §8’s message, and an existing holder account is reused', async () => {
    const applicant = await freshEnterprise(t, 'custody_new_2');
    const again = custodyForm({ companyNo: 1, holders: 2 });
    const refused = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, again, 'custody_new_2'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`该企业【${again.name}（统一社会信用代码）（${again.idNumber}）】已托管`);
    // Another company whose holders include holder 1 of company 1: that account is reused.
    const other = custodyForm({ companyNo: 2, holders: 3 });
    const before = await counts(t);
    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, other, 'custody_new_2'),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })).statusCode,
    ).toBe(200);
    const after = await counts(t);
    expect(after.accounts - before.accounts).toBe(0);
    expect(after.companies - before.companies).toBe(1);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const applicant = await freshEnterprise(t, 'custody_new_3');
    const base = await planted(
      t,
      custodyForm({ companyNo: 3, holders: 4, pledged: 1, qualifications: [...CUSTODY_QUALIFICATIONS] }),
      'custody_new_3',
    );
    const listed = CUSTODY_QUALIFICATIONS[0]!;
    const holders = base.holderInfo as Record<string, string>[];
    const cases: [Record<string, unknown>, string][] = [
      [{ idNumber: '91210200MA0D00010X' }, '证件号码：请输入正确的统一社会信用代码'],
      [{ registeredCapital: '4.00001' }, '注册资本（万元）：折合股数应为整数（最多四位小数）'],
      [
        { holderInfo: [...holders.slice(0, 3), { ...holders[3], holderName: '张 三' }] },
        '股东信息：第4行【股东名称】请不要输入空格',
      ],
      [{ holderInfo: [...holders.slice(0, 3), { ...holders[0] }] }, '股东信息，第1、4行相同，请修改'],
      [
        { pledgeInfo: [{ ...(base.pledgeInfo as object[])[0], endsOn: '2026/01/01' }] },
        '质押信息：第1行【质押到期日】格式不正确，应为yyyy-MM-dd',
      ],
      [
        { qualificationList: [listed, { ...listed, qualificationCode: 'GP-CUSTODY-2' }] },
        '资质信息：第2行已有重复添加的 [市场角色-挂牌企业] 资质，请修改',
      ],
      [
        { pledgeInfo: [{ ...(base.pledgeInfo as object[])[0], quantity: '10001' }] },
        '质押信息：第1行测试股东1的质押、冻结、限售股份合计10001股，超过其持股数量10000股',
      ],
      [
        {
          freezeInfo: [
            {
              certType: '1',
              certificateNo: fakePersonId(999),
              holderName: '测试股东999',
              shareNature: '4',
              quantity: '1',
              court: '测试人民法院',
              documentNo: '（2025）测执9号',
              startsOn: '2025-01-01',
              endsOn: '2025-12-31',
            },
          ],
        },
        '冻结信息：第1行的股东（证件类型、证件号码、股份性质）不在股东信息中',
      ],
      [
        { holderInfo: [{ ...holders[0], comfirm: '0' }, ...holders.slice(1)] },
        '1条股东信息未确权,需确权后方能办理业务。',
      ],
    ];
    const before = await counts(t);
    for (const [over, message] of cases) {
      const res = await call(t, applicant, '/application/submit', {
        appId: '550001',
        idempotencyKey: key(),
        formData: { ...base, ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg).toBe(message);
    }
    expect(await counts(t)).toEqual(before);
    const [apps] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from application a join account c on c.id = a.applicant_id
          where c.account = 'custody_new_3' and a.status <> 'draft'`,
    );
    expect(apps!.n).toBe(0);
  });

  it('two final approvals of two custody applications for one company fired together: one wins', async () => {
    const a = await freshEnterprise(t, 'custody_race_a');
    const b = await freshEnterprise(t, 'custody_race_b');
    const form = custodyForm({ companyNo: 4, holders: 5, pledged: 1 });
    const uuids: string[] = [];
    for (const [headers, name] of [
      [a, 'custody_race_a'],
      [b, 'custody_race_b'],
    ] as const) {
      const submitted = await call(t, headers, '/application/submit', {
        appId: '550001',
        idempotencyKey: key(),
        formData: await planted(t, custodyForm({ companyNo: 4, holders: 5, pledged: 1 }), name),
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const { uuid } = submitted.json().data;
      expect(
        (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
      ).toBe(200);
      uuids.push(uuid);
    }
    const answers = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((r) => r.statusCode === 400)!;
    expect(loser.json().msg).toBe(`该企业【${form.name}（统一社会信用代码）（${form.idNumber}）】已托管`);
    const company = (await companyOf(t, form.idNumber as string))!;
    expect(company.issued).toBe('50000');
    const [events] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from register_event where company_id = ${company.uuid}`,
    );
    expect(events!.n).toBe(2);
    const [services] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from company_service where company_id = ${company.uuid}`,
    );
    expect(services!.n).toBe(1);
  });
});
