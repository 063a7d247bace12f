import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Headers, key, openWorkflowApp } from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  companyRow,
  DEMO_COMPANY_NAMES,
  fakeCreditCode,
  memberForm,
  memberLogin,
  memberWrites,
} from '../member-opening/testing/member-fixture.js';

const BIZ = '/api/rem-registrationbizweb';

describe('550021 member account closure (ADR 68): status 0, every cooperation ended, notices asked for', () => {
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

  const submit = (who: Headers, appId: string, form: Record<string, unknown>) =>
    call(t, who, '/application/submit', { appId, idempotencyKey: key(), formData: form });
  const preliminary = async (uuid: string) => {
    const one = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(one.statusCode, one.body).toBe(200);
  };
  const recheck = (uuid: string) =>
    call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  const complete = async (who: Headers, appId: string, form: Record<string, unknown>) => {
    const submitted = await submit(who, appId, form);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    await preliminary(uuid);
    const last = await recheck(uuid);
    expect(last.statusCode, last.body).toBe(200);
    return uuid as string;
  };
  const closureForm = (n: number, over: Record<string, unknown> = {}) => ({
    memberName: `大连演示证券${n}号有限公司`,
    creditCode: fakeCreditCode(n),
    closeReason: '业务调整，不再从事推荐业务',
    ...over,
  });
  const info = async (who: Headers) =>
    (await t.app.inject({ method: 'GET', url: `${BIZ}/member/info`, headers: who })).json().data;
  const openMember = (n: number, headers: Headers) =>
    complete(
      headers,
      '550012',
      memberForm(n, {
        memberCompanies: [
          companyRow(DEMO_COMPANY_NAMES[0], { isSendMsg: '1', jbrPhone: `138001380${n}` }),
          companyRow(DEMO_COMPANY_NAMES[1], { isSendMsg: '0' }),
        ],
      }),
    );

  it('refuses another member’s facts, another zone and an account not opened, writing nothing', async () => {
    const member = await memberLogin(t, 31);
    const none = await submit(member.headers, '550021', closureForm(31));
    expect(none.json().msg).toBe('申请人：该账号尚未开立会员账户，请先办理会员开户');
    await openMember(31, member.headers);
    const before = await memberWrites(t);
    const cases: [Headers, Record<string, unknown>, string][] = [
      [
        member.headers,
        closureForm(31, { memberName: '大连演示证券99号有限公司' }),
        '会员名称：与当前会员账户不一致，请按会员信息填写',
      ],
      [
        member.headers,
        closureForm(31, { creditCode: fakeCreditCode(99) }),
        '统一社会信用代码：与当前会员账户不一致，请按会员信息填写',
      ],
      [member.headers, closureForm(31, { closeReason: '' }), '销户原因'],
      [org, closureForm(31), '申请人：会员业务须使用会员账号在会员专区办理'],
    ];
    for (const [who, form, expected] of cases) {
      const answer = await submit(who, '550021', form);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.body).toContain(expected);
    }
    expect(await memberWrites(t)).toEqual(before);
    expect((await info(member.headers)).memberStatus).toBe(1);
  });

  it('closes on the last approval: memberStatus 0, bindings ended, the notice queued only where asked; a pending 550020 is refused; the login may open again', async () => {
    const member = await memberLogin(t, 32);
    await openMember(32, member.headers);
    // A revision filed before the closure, approved after it.
    const revision = await submit(member.headers, '550020', memberForm(32));
    expect(revision.statusCode, revision.body).toBe(200);
    await preliminary(revision.json().data.uuid);

    const before = await memberWrites(t);
    const uuid = await complete(member.headers, '550021', closureForm(32));
    expect(await memberWrites(t)).toEqual({
      ...before,
      bindings: before.bindings - 2,
      notices: before.notices + 1,
    });
    expect(await info(member.headers)).toEqual({ memberStatus: 0, member: null });
    const [job] = await rows<{ payload: unknown }>(
      t.testDb.db.orm,
      sql`select payload from job where queue = 'members.cooperation-ended-notice' and dedupe_key like ${`${uuid}:%`}`,
    );
    expect(job!.payload).toEqual({
      mobile: '13800138032',
      memberName: '大连演示证券32号有限公司',
      companyName: DEMO_COMPANY_NAMES[0],
    });
    const ledger = await rows<{ kind: string; entry: string }>(
      t.testDb.db.orm,
      // Queued in the transaction; the sequencer moves it to ledger_entry later.
      sql`select kind, entry from ledger_queue where uuid = ${uuid} and kind like 'member.%'
          union all select kind, entry from ledger_entry where uuid = ${uuid} and kind like 'member.%'`,
    );
    expect(ledger.map((l) => l.kind)).toEqual(['member.accountClosed']);
    expect(JSON.parse(ledger[0]!.entry).body).toMatchObject({
      status: 0,
      reason: '业务调整，不再从事推荐业务',
      ended: 2,
      notices: 1,
    });

    const late = await recheck(revision.json().data.uuid);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('该账号尚未开立会员账户，请先办理会员开户');

    // Closed: 会员开户 again, with the same credit code.
    await complete(member.headers, '550012', memberForm(32, { memberCompanies: [] }));
    expect((await info(member.headers)).memberStatus).toBe(1);
  });

  it('two final approvals of one member’s two closures fired together: one closes, the other is refused', async () => {
    const member = await memberLogin(t, 33);
    await openMember(33, member.headers);
    const uuids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const submitted = await submit(member.headers, '550021', closureForm(33));
      expect(submitted.statusCode, submitted.body).toBe(200);
      uuids.push(submitted.json().data.uuid);
      await preliminary(submitted.json().data.uuid);
    }
    const answers = await Promise.all(uuids.map((u) => recheck(u)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [counted] = await rows<{ open: number; closed: number }>(
      t.testDb.db.orm,
      sql`select count(*) filter (where status = 1)::int as open, count(*) filter (where status = 0)::int as closed
          from member where account_id = ${member.accountId}::uuid`,
    );
    expect(counted).toEqual({ open: 0, closed: 1 });
  });
});
