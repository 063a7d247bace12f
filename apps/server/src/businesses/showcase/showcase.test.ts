import { SHOWCASE_MESSAGES } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreditCode } from '../../modules/identity/index.js';
import { call, type Headers, key, openWorkflowApp } from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';

const C1 = { uuid: id('c', 1), name: '大连演示科技股份有限公司', code: demoCreditCode(1) };
const C2 = { uuid: id('c', 2), name: '大连演示制造有限公司', code: demoCreditCode(2) };
const C3 = { uuid: id('c', 3), name: '大连演示服务合伙企业（有限合伙）', code: demoCreditCode(3) };
type Company = typeof C1;

export const showcaseForm = (c: Company, over: Record<string, unknown> = {}) => ({
  name: c.name,
  idType: '11',
  idNumber: c.code,
  showPlate: 'ZSCX',
  qualificationList: [{ qualificationCategory: '1', maketRole: '1', qualificationStatus: '1' }],
  ...over,
});

async function shown(t: TestApp, uuid: string) {
  const [row] = await rows<{ showStatus: number | null; showPlate: string | null; showCode: string | null }>(
    t.testDb.db.orm,
    sql`select show_status as "showStatus", show_plate as "showPlate", show_code as "showCode",
          show_time_start::text as "showTimeStart" from company where uuid = ${uuid}`,
  );
  return row!;
}

async function displayRows(t: TestApp, uuid: string) {
  return rows<{ status: string; endDate: string | null; reason: string | null }>(
    t.testDb.db.orm,
    sql`select service_status as status, end_date::text as "endDate", reason from company_service
        where company_id = ${uuid} and service_type = '2' order by id`,
  );
}

async function writes(t: TestApp) {
  const [found] = await rows<{ applications: number; services: number; shownCompanies: number }>(
    t.testDb.db.orm,
    sql`select (select count(*)::int from application where app_id in ('550092', '550901')) as applications,
               (select count(*)::int from company_service where service_type = '2') as services,
               (select count(*)::int from company where show_status = 1) as "shownCompanies"`,
  );
  return found!;
}

describe('550092 企业展示 and 550901 展示服务退出 (ADR 80)', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let member: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    member = (await signIn(t, 'member_demo', { landingMode: 'member' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (who: Headers, appId: string, form: Record<string, unknown>) =>
    call(t, who, '/application/submit', { appId, idempotencyKey: key(), formData: form });
  const submitted = async (who: Headers, appId: string, form: Record<string, unknown>) => {
    const answer = await submit(who, appId, form);
    expect(answer.statusCode, answer.body).toBe(200);
    const uuid = answer.json().data.uuid as string;
    const one = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(one.statusCode, one.body).toBe(200);
    return uuid;
  };
  const recheck = (uuid: string) =>
    call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });

  it('refuses a member without cooperation, bad input and an unknown plate, writing nothing', async () => {
    const before = await writes(t);
    const cases: [Headers, Record<string, unknown>, string][] = [
      [member, showcaseForm(C1), SHOWCASE_MESSAGES.notCooperating],
      [org, showcaseForm(C1, { showPlate: '' }), '展示板块'],
      [org, showcaseForm(C1, { showPlate: 'NOPE' }), '展示板块：请选择启用中的展示板块'],
      [org, showcaseForm(C1, { idNumber: C2.code }), '证件号码：与当前企业的统一社会信用代码不一致'],
      [org, showcaseForm(C1, { idNumber: '91210200ABC' }), '证件号码'],
      [org, showcaseForm(C1, { qualificationList: [] }), '默认资质（市场角色）'],
    ];
    for (const [who, form, expected] of cases) {
      const answer = await submit(who, '550092', form);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().msg).toContain(expected);
    }
    expect(await writes(t)).toEqual(before);
  });

  it('the form check names the current company to an enterprise and refuses a member without cooperation', async () => {
    const check = (who: Headers, idNumber = '') =>
      call(t, who, `/showcase/companyCheck?companyIdNumber=${idNumber}`, undefined, 'GET');
    const mine = await check(org);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      uuid: C1.uuid,
      name: C1.name,
      idNumber: C1.code,
      showStatus: null,
    });
    const refused = await check(member, C1.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(SHOWCASE_MESSAGES.notCooperating);
    expect((await check(member, C3.code)).json().data).toMatchObject({ uuid: C3.uuid });
  });

  it('a member displays its cooperating company: showStatus 1, plate, code, start, service row, qualification', async () => {
    const uuid = await submitted(member, '550092', showcaseForm(C3, { showPlate: 'ZSXC' }));
    const last = await recheck(uuid);
    expect(last.statusCode, last.body).toBe(200);
    const company = await shown(t, C3.uuid);
    expect(company).toMatchObject({ showStatus: 1, showPlate: 'ZSXC' });
    expect(company.showCode).toMatch(/^ZS\d{6}$/);
    expect(await displayRows(t, C3.uuid)).toEqual([{ status: '1', endDate: null, reason: null }]);
    const [quali] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from company_qualification where company_id = ${C3.uuid}
            and qualification_category = '1' and maket_role = '1'`,
    );
    expect(quali!.n).toBe(1);
    // The application belongs to the company it displayed.
    const [app] = await rows<{ companyId: string }>(
      t.testDb.db.orm,
      sql`select company_id::text as "companyId" from application where uuid = ${uuid}`,
    );
    expect(app!.companyId).toBe(C3.uuid);

    const again = await submit(member, '550092', showcaseForm(C3));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      msg: SHOWCASE_MESSAGES.alreadyShown,
      data: { clearFields: ['name', 'idType', 'idNumber'] },
    });
  });

  it('two applications for one company approved together: one displays it, the other is refused', async () => {
    const a = await submitted(org, '550092', showcaseForm(C1));
    const b = await submitted(org, '550092', showcaseForm(C1, { showPlate: 'ZSCZ' }));
    const answers = await Promise.all([recheck(a), recheck(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().msg).toBe(SHOWCASE_MESSAGES.alreadyShown);
    expect(await displayRows(t, C1.uuid)).toHaveLength(1);
    expect((await shown(t, C1.uuid)).showStatus).toBe(1);
  });

  it('550901 ends the display: showStatus 0, the service row closed with the reason; a second exit is refused', async () => {
    const codeBefore = (await shown(t, C1.uuid)).showCode;
    const notShown = await submit({ ...org, 'current-company': C2.uuid }, '550901', {
      name: C2.name,
      idType: '11',
      idNumber: C2.code,
      exitReason: '不再展示',
    });
    expect(notShown.statusCode).toBe(400);
    expect(notShown.json().msg).toBe('该企业当前未在展示中，无需办理展示服务退出');
    const uuid = await submitted(org, '550901', {
      name: C1.name,
      idType: '11',
      idNumber: C1.code,
      exitReason: '企业经营调整，申请退出展示',
    });
    expect((await recheck(uuid)).statusCode).toBe(200);
    const company = await shown(t, C1.uuid);
    expect(company).toMatchObject({ showStatus: 0, showCode: codeBefore });
    const [row] = await displayRows(t, C1.uuid);
    expect(row).toMatchObject({ status: '2', reason: '企业经营调整，申请退出展示' });
    expect(row!.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const twice = await submit(org, '550901', {
      name: C1.name,
      idType: '11',
      idNumber: C1.code,
      exitReason: '再次退出',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('该企业当前未在展示中，无需办理展示服务退出');
    // Displayed again later: the company keeps its show code, a new service row opens; the
    // qualification it holds effective is its own row (with its id), not a new one.
    const [held] = await rows<{ id: string }>(
      t.testDb.db.orm,
      sql`select id::text as id from company_qualification where company_id = ${C1.uuid}`,
    );
    const back = await submitted(
      org,
      '550092',
      showcaseForm(C1, {
        qualificationList: [
          { id: held!.id, qualificationCategory: '1', maketRole: '1', qualificationStatus: '1' },
        ],
      }),
    );
    expect((await recheck(back)).statusCode).toBe(200);
    expect(await shown(t, C1.uuid)).toMatchObject({ showStatus: 1, showCode: codeBefore });
    expect((await displayRows(t, C1.uuid)).map((r) => r.status)).toEqual(['2', '1']);
  });
});
