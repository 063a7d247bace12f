import { randomUUID } from 'node:crypto';
import { FINANCING_URLS, ROADSHOW_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

/** Financing roadshows: activities, sign-ups, the last place, deadlines, review, the calendar (ADR 88). */
describe('financing roadshows (ADR 88)', () => {
  let t: TestApp;
  let company1: Headers;
  let company2: Headers;
  let maker: Headers;
  let checker: Headers;
  const post = (url: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const get = (url: string, headers: Headers = { 'tenant-id': '000000' }) =>
    t.app.inject({ method: 'GET', url, headers });
  const count = async (table: string) =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
  const data = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
  const activity = (patch: Record<string, unknown> = {}) => ({
    title: '智能制造专场路演',
    theme: '先进制造企业股权融资对接',
    form: '2',
    startAt: at(48),
    endAt: at(50),
    signupDeadline: at(24),
    place: '大连市中山区人民路1号路演厅',
    capacity: 2,
    description: '中心组织的线下路演',
    ...patch,
  });
  const signup = (activityId: number, patch: Record<string, unknown> = {}) => ({
    activityId,
    project: '智能产线扩产',
    contactName: '张经理',
    contactMobile: '13800138000',
    pitch: '年产能翻番，寻求股权融资',
    ...patch,
  });
  /** A published activity: written by one staff member, published by another. */
  const published = async (patch: Record<string, unknown> = {}) => {
    const draft = data(await post(URLS.save, maker, activity(patch)));
    return data(await post(URLS.publish, checker, { id: draft.id, version: draft.version }));
  };

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    company1 = { ...org, 'current-company': demoId('c', 1) };
    company2 = { ...org, 'current-company': demoId('c', 2) };
    maker = (await signIn(t, 'reviewer1')).headers;
    checker = (await signIn(t, 'reviewer2')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes only by another staff member, then shows approved presenters on the calendar', async () => {
    const draft = data(await post(URLS.save, maker, activity()));
    expect(draft).toMatchObject({ status: 1, statusName: '草稿', version: 1, link: null });
    const own = await post(URLS.publish, maker, { id: draft.id, version: 1 });
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe('不能发布本人创建的路演活动，请由其他工作人员发布');
    const calendarIds = async () =>
      (data(await get(URLS.calendar)).records as { id: number }[]).map((r) => r.id);
    expect(await calendarIds()).not.toContain(draft.id);
    const open = data(await post(URLS.publish, checker, { id: draft.id, version: 1 }));
    expect(open).toMatchObject({ status: 2, statusName: '报名中', version: 2 });
    expect(await calendarIds()).toContain(draft.id);

    const reg = data(await post(URLS.register, company1, signup(draft.id)));
    expect(reg).toMatchObject({ status: 1, statusName: '待审核', companyName: '大连演示科技股份有限公司' });
    const shown = async () =>
      data(await get(URLS.calendar)).records.find((r: { id: number }) => r.id === draft.id);
    expect((await shown()).presenters).toEqual([]);
    expect((await shown()).taken).toBe(1);
    const approved = data(await post(URLS.review, checker, { id: reg.id, version: 1, decision: 'approve' }));
    expect(approved).toMatchObject({ status: 2, statusName: '已通过' });
    const calendar = await shown();
    expect(calendar.presenters).toEqual([
      { companyName: '大连演示科技股份有限公司', project: '智能产线扩产', amountWan: null },
    ]);
    // No person's data on the public calendar.
    expect(JSON.stringify(calendar)).not.toContain('13800138000');
    expect(JSON.stringify(calendar)).not.toContain('张经理');
    const audits = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where target_type like 'roadshow_%' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'roadshow.activity.save',
      'roadshow.activity.publish',
      'roadshow.register',
      'roadshow.review',
    ]);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = await count('roadshow_activity');
    const cases: [Record<string, unknown>, string][] = [
      [activity({ title: 'x'.repeat(61) }), '活动名称：长度不能超过60个字符'],
      [activity({ endAt: at(47) }), '结束时间：应晚于开始时间'],
      [activity({ signupDeadline: at(49) }), '报名截止时间：不能晚于开始时间'],
      [activity({ place: '' }), '活动地点：线下路演须填写活动地点'],
      [activity({ form: '1', link: 'http://live.example.com/1' }), '线上链接：应为https://开头的网址'],
      [activity({ capacity: 0 }), '路演企业名额：应为1至100的整数'],
      [activity({ startAt: 'tomorrow' }), '开始时间：应为带时区的有效日期时间'],
      [activity({ startAt: '2099-12-01T14:00' }), '开始时间：应为带时区的有效日期时间'],
    ];
    for (const [body, message] of cases) {
      const res = await post(URLS.save, maker, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().msg).toContain(message);
    }
    expect(await count('roadshow_activity')).toBe(before);

    const a = await published();
    const regs = await count('roadshow_registration');
    for (const [body, message] of [
      [signup(a.id, { contactMobile: '1380013' }), '联系人手机号码：请输入正确的手机号码'],
      [signup(a.id, { project: '' }), '路演项目：不能为空'],
      [signup(a.id, { needId: 999999 }), '融资需求：999999不是本企业已发布的融资需求'],
    ] as const) {
      const res = await post(URLS.register, company1, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().msg).toContain(message);
    }
    expect(await count('roadshow_registration')).toBe(regs);
  });

  it('gives the last place to one of two concurrent sign-ups, and refuses a second sign-up', async () => {
    const a = await published({ capacity: 1 });
    const [r1, r2] = await Promise.all([
      post(URLS.register, company1, signup(a.id)),
      post(URLS.register, company2, signup(a.id, { project: '债权周转' })),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 400]);
    expect((r1.statusCode === 400 ? r1 : r2).json().msg).toBe('路演活动：报名名额已满');
    const live = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from roadshow_registration where activity_id = ${a.id} and status in (1, 2)`,
    );
    expect(live[0]!.n).toBe(1);
    const winner = r1.statusCode === 200 ? company1 : company2;
    const twice = await post(URLS.register, winner, signup(a.id));
    expect(twice.json().msg).toBe('路演活动：本企业已报名该路演活动，请勿重复报名');
    // A withdrawal frees the place for the other enterprise.
    const mine = (r1.statusCode === 200 ? r1 : r2).json().data;
    data(await post(URLS.withdraw, winner, { id: mine.id, version: 1 }));
    const loser = winner === company1 ? company2 : company1;
    expect((await post(URLS.register, loser, signup(a.id))).statusCode).toBe(200);
  });

  it('a sign-up that counted the places before the last one was taken waits for the row lock, then is refused', async () => {
    const a = await published({ capacity: 1 });
    const { db } = t.testDb;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken!: () => void;
    const placeTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    // Another enterprise's sign-up holds the activity row and the last place until released.
    const other = db.withTenant('000000', async (tx) => {
      await tx.execute(sql`select 1 from roadshow_activity where id = ${a.id} for update`);
      await tx.execute(
        sql`insert into roadshow_registration (tenant_id, activity_id, company_id, created_by, project,
              contact_name, contact_mobile, pitch)
            values ('000000', ${a.id}, ${demoId('c', 2)}, ${randomUUID()}, '先到的项目', '李', '13900139000', '简介')`,
      );
      taken();
      await gate;
    });
    await placeTaken;
    const mine = post(URLS.register, company1, signup(a.id));
    if (db.kind === 'postgres') {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await rows<{ n: number }>(
          db.orm,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting[0]!.n > 0) break;
        if (Date.now() > deadline) throw new Error('the sign-up never waited for the activity row');
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    release();
    await other;
    const refused = await mine;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('路演活动：报名名额已满');
  });

  it('closes sign-up, withdrawal and edits at the deadline', async () => {
    const a = await published();
    const reg = data(await post(URLS.register, company1, signup(a.id)));
    const edited = data(
      await post(URLS.register, company1, signup(a.id, { id: reg.id, version: 1, pitch: '更新简介' })),
    );
    expect(edited).toMatchObject({ pitch: '更新简介', version: 2 });
    await t.testDb.db.orm.execute(
      sql`update roadshow_activity set signup_deadline = ${at(-1)} where id = ${a.id}`,
    );
    const late = await post(URLS.register, company2, signup(a.id));
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('路演活动：报名已截止');
    const withdraw = await post(URLS.withdraw, company1, { id: reg.id, version: 2 });
    expect(withdraw.json().msg).toBe('状态：报名已截止，不能撤回');
    const shown = data(
      await get(`${URLS.activities}?keyword=${encodeURIComponent('智能制造')}&size=100`, company1),
    );
    expect(shown.records.find((r: { id: number }) => r.id === a.id)).toMatchObject({
      status: 3,
      statusName: '已截止',
    });
    const openOnly = data(await get(`${URLS.activities}?openOnly=true&size=100`, company1));
    expect(openOnly.records.map((r: { id: number }) => r.id)).not.toContain(a.id);
    // Staff still review after the deadline.
    const returned = data(
      await post(URLS.review, checker, { id: reg.id, version: 2, decision: 'return', opinion: '材料不全' }),
    );
    expect(returned).toMatchObject({ status: 3, statusName: '未通过', reviewOpinion: '材料不全' });
  });

  it("keeps a sign-up to its company: another company's id answers 404; review and activities are staff only", async () => {
    const a = await published();
    const reg = data(await post(URLS.register, company1, signup(a.id)));
    const foreign = await post(URLS.withdraw, company2, { id: reg.id, version: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(`路演报名不存在：${reg.id}`);
    const foreignEdit = await post(URLS.register, company2, signup(a.id, { id: reg.id, version: 1 }));
    expect(foreignEdit.statusCode).toBe(404);
    expect(data(await get(URLS.mine, company2)).records.map((r: { id: number }) => r.id)).not.toContain(
      reg.id,
    );
    expect(
      (await post(URLS.review, company1, { id: reg.id, version: 1, decision: 'approve' })).statusCode,
    ).toBe(403);
    expect((await post(URLS.save, company1, activity())).statusCode).toBe(403);
    const stale = await post(URLS.review, checker, { id: reg.id, version: 5, decision: 'approve' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('路演报名已被他人修改（当前版本1），请刷新后重试');
  });

  it('links a published financing need and shows its amount; a cancelled activity takes no sign-up', async () => {
    const need = data(
      await post(FINANCING_URLS.save, company1, {
        title: '路演融资项目',
        method: '1',
        amountWan: '2500',
        purpose: '扩产',
        industry: 'C',
      }),
    );
    const a = await published();
    const pending = await post(URLS.register, company1, signup(a.id, { needId: need.id }));
    expect(pending.json().msg).toBe(`融资需求：${need.id}不是本企业已发布的融资需求`);
    data(await post(FINANCING_URLS.review, checker, { id: need.id, version: 1, decision: 'approve' }));
    const reg = data(await post(URLS.register, company1, signup(a.id, { needId: need.id })));
    expect(reg).toMatchObject({ needId: need.id, needTitle: '路演融资项目' });
    data(await post(URLS.review, checker, { id: reg.id, version: 1, decision: 'approve' }));
    const shown = data(await get(URLS.calendar)).records.find((r: { id: number }) => r.id === a.id);
    expect(shown.presenters[0]).toMatchObject({ amountWan: '2500.00' });

    const noReason = await post(URLS.cancel, maker, { id: a.id, version: 2 });
    expect(noReason.json().msg).toContain('取消原因：不能为空');
    const cancelled = data(await post(URLS.cancel, maker, { id: a.id, version: 2, reason: '场地调整' }));
    expect(cancelled).toMatchObject({ status: 5, statusName: '已取消', cancelReason: '场地调整' });
    const late = await post(URLS.register, company2, signup(a.id));
    expect(late.json().msg).toBe('路演活动：该路演活动未开放报名');
    const calendarIds = (data(await get(`${URLS.calendar}?size=100`)).records as { id: number }[]).map(
      (r) => r.id,
    );
    expect(calendarIds).toContain(a.id);
    // A draft discarded before publication never shows.
    const draft = data(await post(URLS.save, maker, activity({ title: '放弃的草稿' })));
    data(await post(URLS.cancel, checker, { id: draft.id, version: 1, reason: '不再举办' }));
    const after = (data(await get(`${URLS.calendar}?size=100`)).records as { id: number }[]).map((r) => r.id);
    expect(after).not.toContain(draft.id);
  });
});
