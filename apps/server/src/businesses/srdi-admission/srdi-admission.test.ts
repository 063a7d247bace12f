import { SRDI_MESSAGES, sampleFinancialRows, sampleSrdiForm } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  COMPANY,
  call,
  type Headers,
  key,
  openWorkflowApp,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';

/** The demo company's standing, set as the custody (550001) and listing (550058) completions leave it. */
async function setStanding(
  t: TestApp,
  standing: { isRegister: boolean; isListing: boolean; hitech: number | null },
) {
  await t.testDb.db.orm.execute(
    sql`update company set is_register = ${standing.isRegister}, is_listing = ${standing.isListing},
               sector = ${standing.isListing ? 'S01' : null}, hitech_status = ${standing.hitech}
        where uuid = ${COMPANY}`,
  );
}

async function formOfDemo(t: TestApp, overrides: Record<string, unknown> = {}) {
  const [c] = await rows<{ name: string; creditCode: string }>(
    t.testDb.db.orm,
    sql`select name, credit_code as "creditCode" from company where uuid = ${COMPANY}`,
  );
  return sampleSrdiForm({ name: c!.name, idType: '11', idNumber: c!.creditCode, ...overrides });
}

const submit = async (t: TestApp, org: Headers, form: Record<string, unknown>, appId = '550200') =>
  call(t, org, '/application/submit', { appId, idempotencyKey: key(), formData: form });

async function approveBoth(t: TestApp, first: Headers, second: Headers, uuid: string) {
  expect(
    (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
  ).toBe(200);
  return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
}

const boardRows = (t: TestApp) =>
  rows<{ tier: string; status: string; score: number }>(
    t.testDb.db.orm,
    sql`select tier, status, total_score as score from company_hitech where company_id = ${COMPANY} order by created_at`,
  );

describe('550200 专精特新入板 and 550120 exit', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a company not in custody, then one not listed, with 002 §5’s words', async () => {
    await setStanding(t, { isRegister: false, isListing: false, hitech: null });
    const notHosted = await submit(t, org, await formOfDemo(t));
    expect(notHosted.statusCode).toBe(400);
    expect(notHosted.json().msg).toBe('企业需要先托管再办理专精特新入板业务！');
    await setStanding(t, { isRegister: true, isListing: false, hitech: null });
    const notListed = await submit(t, org, await formOfDemo(t));
    expect(notListed.statusCode).toBe(400);
    expect(notListed.json().msg).toBe('企业需要先挂牌再办理专精特新入板业务！');
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    await setStanding(t, { isRegister: true, isListing: true, hitech: null });
    const rowsBefore = await boardRows(t);
    const twoYears = await submit(
      t,
      org,
      await formOfDemo(t, { financialInfo: sampleFinancialRows().slice(0, 2) }),
    );
    expect(twoYears.statusCode).toBe(400);
    expect(twoYears.json().msg).toContain('财务信息应填写3个年度');
    const pinned = await submit(t, org, await formOfDemo(t, { corporateCredit: ['5', '1'] }));
    expect(pinned.statusCode).toBe(400);
    const noTier = await submit(
      t,
      org,
      await formOfDemo(t, {
        year: '1',
        rndOrgs: '0',
        intellectualPropertyNumber1: '0',
        certificates: ['0'],
        financialInfo: sampleFinancialRows({ rdExpenses: '20', mainBusinessIncome: '2000' }),
      }),
    );
    expect(noTier.statusCode).toBe(400);
    expect(noTier.json().msg).toContain(SRDI_MESSAGES.noTier);
    const other = await submit(t, org, await formOfDemo(t, { idNumber: '91210200MA0000000X' }));
    expect(other.statusCode).toBe(400);
    expect(await boardRows(t)).toEqual(rowsBefore);
    const [apps] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from application where app_id = '550200'`,
    );
    expect(apps!.n).toBe(0);
  });

  it('admits a listed company at the tier its evaluation suggests; one of two concurrent approvals wins', async () => {
    await setStanding(t, { isRegister: true, isListing: true, hitech: null });
    const a = await submit(t, org, await formOfDemo(t));
    const b = await submit(t, org, await formOfDemo(t));
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const [ua, ub] = [a.json().data.uuid as string, b.json().data.uuid as string];
    for (const uuid of [ua, ub])
      expect(
        (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
      ).toBe(200);
    const results = await Promise.all(
      [ua, ub].map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().msg).toBe('该企业已入板，请重新选择');
    expect(await boardRows(t)).toEqual([{ tier: 'standard', status: '1', score: 96 }]);
    const [company] = await rows<{ hitech: number }>(
      t.testDb.db.orm,
      sql`select hitech_status as hitech from company where uuid = ${COMPANY}`,
    );
    expect(company!.hitech).toBe(1);
    const services = await rows<{ type: string; status: string }>(
      t.testDb.db.orm,
      sql`select service_type as type, service_status as status from company_service
          where company_id = ${COMPANY} and service_type = '3'`,
    );
    expect(services).toEqual([{ type: '3', status: '1' }]);
    const [audit] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from audit_log where action = 'srdi.admit' and target_id = ${COMPANY}`,
    );
    expect(audit!.n).toBe(1);
  });

  it('then refuses a new application: 该企业已入板，请重新选择', async () => {
    const again = await submit(t, org, await formOfDemo(t));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该企业已入板，请重新选择');
  });

  it('lists the company publicly by tier and answers the companyHitech calls', async () => {
    const list = await t.app.inject({
      url: `${API}/nonds/companyHitech/page?tenantId=${TENANT}&tier=standard`,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json().data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ companyUuid: COMPANY, tier: 'standard', tierName: '标准层' });
    const none = await t.app.inject({
      url: `${API}/nonds/companyHitech/page?tenantId=${TENANT}&tier=incubation`,
    });
    expect(none.json().data.total).toBe(0);
    const bad = await t.app.inject({ url: `${API}/nonds/companyHitech/page?tenantId=${TENANT}&tier=gold` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('层级');
    const detail = await t.app.inject({
      url: `${API}/nonds/companyHitech/detail?tenantId=${TENANT}&uuid=${page.records[0].uuid}`,
    });
    expect(detail.json().data.products[0].name).toBe('精密轴承');
    const summary = await t.app.inject({ url: `${API}/nonds/companyHitech/summary?tenantId=${TENANT}` });
    expect(summary.json().data).toEqual({ standard: 1, incubation: 0 });
    const mine = (await call(t, org, '/companyHitech/mine', undefined, 'GET')).json().data;
    expect(mine.standing.hitechStatus).toBe('1');
    expect(mine.record.rows).toHaveLength(13);
    const name = encodeURIComponent(mine.standing.name);
    const standing = await call(
      t,
      org,
      `/companyHitech/getCompanyHitechByElement?name=${name}`,
      undefined,
      'GET',
    );
    expect(standing.json().data).toMatchObject({ hitechStatus: '1', isListing: true });
    const last = await call(t, org, `/companyHitech/getLastEvaluationForm?uuid=${COMPANY}`, undefined, 'GET');
    expect(JSON.parse(last.json().data).provincialScore).toBe('15');
    const questionnaire = await call(
      t,
      org,
      '/questionnaire/detailInfoByCode?code=companyHitech',
      undefined,
      'GET',
    );
    expect(questionnaire.json().data.titles.length).toBeGreaterThan(5);
  });

  it('550120 ends the service: the company leaves the public list', async () => {
    const exit = await submit(
      t,
      org,
      {
        name: (await formOfDemo(t)).name,
        idNumber: (await formOfDemo(t)).idNumber,
        statusUpdateReason: '企业主动退出',
      },
      '550120',
    );
    expect(exit.statusCode, exit.body).toBe(200);
    expect((await approveBoth(t, first, second, exit.json().data.uuid)).statusCode).toBe(200);
    expect(await boardRows(t)).toEqual([{ tier: 'standard', status: '2', score: 96 }]);
    const list = await t.app.inject({ url: `${API}/nonds/companyHitech/page?tenantId=${TENANT}` });
    expect(list.json().data.total).toBe(0);
    const [service] = await rows<{ status: string; reason: string }>(
      t.testDb.db.orm,
      sql`select service_status as status, reason from company_service where company_id = ${COMPANY} and service_type = '3'`,
    );
    expect(service).toEqual({ status: '2', reason: '企业主动退出' });
    const again = await submit(t, org, { name: 'x', idNumber: 'y', statusUpdateReason: 'z' }, '550120');
    expect(again.statusCode).toBe(400);
  });
});
