import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersRuntime } from '../../modules/members/index.js';
import { call, type Headers, key, openWorkflowApp } from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { JobRunner } from '../../platform/jobs.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  companyRow,
  DEMO_COMPANY_NAMES,
  memberForm,
  memberLogin,
  memberWrites,
} from '../member-opening/testing/member-fixture.js';

const BIZ = '/api/rem-registrationbizweb';
const THIRD_COMPANY = '大连演示服务合伙企业（有限合伙）';

describe('550020 member info revision: facts rewritten, cooperations bound and ended with the SMS notice', () => {
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

  const complete = async (who: Headers, appId: string, form: Record<string, unknown>) => {
    const submitted = await call(t, who, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: form,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);
    return uuid as string;
  };
  const membersOf = async (companyName: string, who: Headers = org) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${BIZ}/member/getMemberByCompanyName?companyName=${encodeURIComponent(companyName)}`,
        headers: who,
      })
    ).json().data as { chineseName: string }[];

  it('ends the bindings the table no longer names, notifying by SMS only where isSendMsg is 1', async () => {
    const member = await memberLogin(t, 21);
    await complete(
      member.headers,
      '550012',
      memberForm(21, {
        memberCompanies: [
          companyRow(DEMO_COMPANY_NAMES[0], { isSendMsg: '1', jbrPhone: '13800138021' }),
          companyRow(DEMO_COMPANY_NAMES[1], { isSendMsg: '0' }),
        ],
      }),
    );
    expect((await membersOf(DEMO_COMPANY_NAMES[0])).map((m) => m.chineseName)).toContain(
      '大连演示证券21号有限公司',
    );
    const before = await memberWrites(t);

    // Bad input at revision: nothing written.
    const bad = await call(t, member.headers, '/application/submit', {
      appId: '550020',
      idempotencyKey: key(),
      formData: memberForm(21, { memberCompanies: [companyRow(THIRD_COMPANY, { isSendMsg: '' })] }),
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().msg).toContain('合作企业');

    const uuid = await complete(
      member.headers,
      '550020',
      memberForm(21, {
        memberName: '大连演示证券21号股份有限公司',
        memberCompanies: [companyRow(THIRD_COMPANY)],
      }),
    );
    expect(await memberWrites(t)).toEqual({
      ...before,
      bindings: before.bindings - 1,
      notices: before.notices + 1,
    });
    expect(await membersOf(DEMO_COMPANY_NAMES[0])).toEqual([]);
    expect((await membersOf(THIRD_COMPANY, first)).map((m) => m.chineseName)).toContain(
      '大连演示证券21号股份有限公司',
    );
    const [ended] = await rows<{ status: number; applicationId: string; ended: boolean }>(
      t.testDb.db.orm,
      sql`select mc.status::int as status, mc.application_id::text as "applicationId", mc.ended_at is not null as ended
          from member_company mc join member m on m.id = mc.member_id join company c on c.uuid = mc.company_id
          where m.account_id = ${member.accountId}::uuid and c.name = ${DEMO_COMPANY_NAMES[0]}`,
    );
    expect(ended).toEqual({ status: 0, applicationId: uuid, ended: true });

    // The queued notice goes to the ended row's handler, through the SMS provider (the sandbox's outbox),
    // run by the members' job as a server process registers it.
    const [job] = await rows<{ payload: unknown }>(
      t.testDb.db.orm,
      sql`select payload from job where queue = 'members.cooperation-ended-notice' and dedupe_key like ${`${uuid}:%`}`,
    );
    expect(job!.payload).toEqual({
      mobile: '13800138021',
      memberName: '大连演示证券21号股份有限公司',
      companyName: DEMO_COMPANY_NAMES[0],
    });
    const jobs = new JobRunner(t.testDb.db, t.bus, { pollMs: 60_000 });
    const part = membersRuntime({ auth: { sms: { provider: 'sandbox' } }, appEnv: 'test' });
    await part.registerJobs!({ db: t.testDb.db, jobs, storage: null as never, log: console });
    expect(await jobs.drain()).toBe(1);
    const sent = await rows<{ template: string; params: Record<string, string> }>(
      t.testDb.db.orm,
      sql`select template, params from sms_outbox where mobile = '13800138021'`,
    );
    expect(sent).toEqual([
      {
        template: 'memberCooperationEnded',
        params: { memberName: '大连演示证券21号股份有限公司', companyName: DEMO_COMPANY_NAMES[0] },
      },
    ]);
    const info = await t.app.inject({ method: 'GET', url: `${BIZ}/member/info`, headers: member.headers });
    expect(info.json().data.member).toMatchObject({
      chineseName: '大连演示证券21号股份有限公司',
      companyCount: 1,
    });
  });

  it('prefills 550020 from the open member (ADR 68); the draft sent back as it is changes no binding', async () => {
    const draftOf = (who: Headers) =>
      t.app.inject({ method: 'GET', url: `${BIZ}/member/revisionDraft`, headers: who });
    const member = await memberLogin(t, 22);
    const none = await draftOf(member.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('申请人：该账号尚未开立会员账户，请先办理会员开户');
    expect((await draftOf(org)).statusCode).toBe(403);

    await complete(
      member.headers,
      '550012',
      memberForm(22, {
        contactPhone: '13900139022',
        memberCompanies: [
          companyRow(DEMO_COMPANY_NAMES[1], { isSendMsg: '0', jbrPhone: '' }),
          companyRow(DEMO_COMPANY_NAMES[0], { jbrName: '赵经办', jbrPhone: '13800138022' }),
        ],
      }),
    );
    const draft = await draftOf(member.headers);
    expect(draft.statusCode, draft.body).toBe(200);
    const byName = (a: { companyName: string }, b: { companyName: string }) =>
      a.companyName < b.companyName ? -1 : 1;
    const data = draft.json().data;
    expect({ ...data, memberCompanies: [...data.memberCompanies].sort(byName) }).toEqual({
      memberName: '大连演示证券22号有限公司',
      creditCode: memberForm(22).creditCode,
      legalRepresentative: '王法人',
      contactName: '李联系',
      contactPhone: '13900139022',
      email: 'member@example.com',
      address: '大连市中山区演示路8号',
      qualificationList: [{ qualificationCategory: '3', maketRole: '1', qualificationStatus: '1' }],
      // By company name, one row per active binding, phones whole (the member's own data).
      memberCompanies: [
        { companyName: DEMO_COMPANY_NAMES[0], jbrName: '赵经办', jbrPhone: '13800138022', isSendMsg: '1' },
        { companyName: DEMO_COMPANY_NAMES[1], jbrName: '张经办', jbrPhone: '', isSendMsg: '0' },
      ].sort(byName),
    });

    // The applicant changes one fact and submits the rest as prefilled: the server's checks are the
    // same, every binding is kept, nothing is notified.
    const before = await memberWrites(t);
    await complete(member.headers, '550020', { ...data, address: '大连市西岗区新址1号' });
    expect(await memberWrites(t)).toEqual(before);
    const again = (await draftOf(member.headers)).json().data;
    expect({ ...again, memberCompanies: [...again.memberCompanies].sort(byName) }).toEqual({
      ...data,
      address: '大连市西岗区新址1号',
      memberCompanies: [...data.memberCompanies].sort(byName),
    });

    // /process/memberApplys (ADR 68): 我的申请's call filtered to the member businesses.
    const listed = async (appIds: string[]) =>
      (await call(t, member.headers, '/application/page', { current: 1, size: 10, appIds })).json().data
        .records as { appId: string; status: string }[];
    expect((await listed(['550012', '550020', '550021'])).map((r) => r.appId).sort()).toEqual([
      '550012',
      '550020',
    ]);
    expect(await listed(['550004'])).toEqual([]);
    const empty = await call(t, member.headers, '/application/page', { appIds: [] });
    expect(empty.statusCode).toBe(400);
  });
});
