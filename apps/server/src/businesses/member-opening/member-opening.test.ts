import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Headers, key, openWorkflowApp } from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  companyRow,
  DEMO_COMPANY_NAMES,
  fakeCreditCode,
  type MemberLogin,
  memberForm,
  memberLogin,
  memberWrites,
} from './testing/member-fixture.js';

const BIZ = '/api/rem-registrationbizweb';

describe('550012 member account opening: apply → 初审 → 复审, member status, cooperation', () => {
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

  const submit = (who: Headers, form: Record<string, unknown>, appId = '550012') =>
    call(t, who, '/application/submit', { appId, idempotencyKey: key(), formData: form });
  const applications = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n;
  const get = (who: Headers, url: string) => t.app.inject({ method: 'GET', url, headers: who });
  const approveBoth = async (uuid: string) => {
    const one = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(one.statusCode, one.body).toBe(200);
    return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  };
  const catalogueIds = async (who: Headers) => {
    const answer = await call(t, who, '/business/catalogue', undefined, 'GET');
    const groups = answer.json().data as { subgroups: { items: { appId: string }[] }[] }[];
    return groups.flatMap((g) => g.subgroups.flatMap((s) => s.items.map((i) => i.appId)));
  };

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const member = await memberLogin(t, 1);
    const before = { written: await memberWrites(t), applications: await applications() };
    const cases: [Record<string, unknown>, string][] = [
      [{ memberName: '' }, '会员名称：此项为必填'],
      [{ creditCode: '91210200MA0000000X' }, '统一社会信用代码：请输入正确的统一社会信用代码'],
      [{ contactPhone: '12345' }, '联系电话：请输入正确的手机号码'],
      [{ qualificationList: [] }, '资质信息：会员须有中介资质'],
      [
        {
          qualificationList: [
            { qualificationCategory: '3', maketRole: '1', qualificationStatus: '1' },
            { qualificationCategory: '1', maketRole: '7', qualificationStatus: '1' },
          ],
        },
        '资质信息：当前业务不能添加资质',
      ],
      [
        { memberCompanies: [companyRow(DEMO_COMPANY_NAMES[0], { jbrPhone: '', isSendMsg: '1' })] },
        '合作企业：第1行【是否发送会员销户通知】未填写经办人联系方式，不能选择发送销户通知',
      ],
      [
        { memberCompanies: [companyRow(DEMO_COMPANY_NAMES[0]), companyRow(DEMO_COMPANY_NAMES[0])] },
        '合作企业：企业名称，第1、2行相同，请修改',
      ],
      [
        { memberCompanies: [companyRow('不存在的演示企业有限公司')] },
        '合作企业：第1行【企业名称】企业不存在',
      ],
    ];
    for (const [overrides, expected] of cases) {
      const answer = await submit(member.headers, memberForm(1, overrides));
      expect(answer.statusCode, answer.body).toBe(400);
      const { msg, data } = answer.json() as {
        msg: string;
        data: { label: string; message: string }[] | null;
      };
      const named = Array.isArray(data) ? data.map((d) => `${d.label}：${d.message}`).join('；') : msg;
      expect(named, answer.body).toContain(expected);
    }
    const byEnterprise = await submit(org, memberForm(1));
    expect(byEnterprise.statusCode).toBe(400);
    expect(byEnterprise.json().msg).toBe('申请人：会员业务须使用会员账号在会员专区办理');
    const revisionFirst = await submit(member.headers, memberForm(1), '550020');
    expect(revisionFirst.statusCode).toBe(400);
    expect(revisionFirst.json().msg).toBe('申请人：该账号尚未开立会员账户，请先办理会员开户');
    expect(await memberWrites(t)).toEqual(before.written);
    expect(await applications()).toBe(before.applications);
  });

  it('opens one member on the last approval: status 1, profile, binding; the enterprise sees it', async () => {
    const member = await memberLogin(t, 2);
    expect(await catalogueIds(member.headers)).toContain('550012');
    expect((await get(member.headers, `${BIZ}/member/info`)).json().data).toEqual({
      memberStatus: 0,
      member: null,
    });
    const before = await memberWrites(t);
    const submitted = await submit(member.headers, memberForm(2));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const last = await approveBoth(uuid);
    expect(last.statusCode, last.body).toBe(200);
    expect(await memberWrites(t)).toEqual({
      ...before,
      members: before.members + 1,
      profiles: before.profiles + 1,
      bindings: before.bindings + 1,
    });

    const info = (await get(member.headers, `${BIZ}/member/info`)).json().data;
    expect(info.memberStatus).toBe(1);
    expect(info.member).toMatchObject({
      chineseName: '大连演示证券2号有限公司',
      certificateNo: fakeCreditCode(2),
      status: 1,
      contactPhone: '139****9000',
      companyCount: 1,
      qualification: [{ qualificationCategory: '3', maketRole: '1', qualificationStatus: '1' }],
    });
    expect(info.member.custno).toMatch(/^HY\d{10}$/);
    // memberStatus 1: 变更 instead of 开户 (002 §4).
    const offered = await catalogueIds(member.headers);
    expect(offered).toContain('550020');
    expect(offered).not.toContain('550012');

    const seen = await get(
      org,
      `${BIZ}/member/getMemberByCompanyName?companyName=${encodeURIComponent(DEMO_COMPANY_NAMES[0])}`,
    );
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.map((m: { custno: string }) => m.custno)).toContain(info.member.custno);
    const listed = await get(org, `${BIZ}/member/listAllMember`);
    expect(listed.json().data).toContainEqual({
      custno: info.member.custno,
      chineseName: '大连演示证券2号有限公司',
    });

    const again = await submit(member.headers, memberForm(2));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('申请人：该账号已开立会员账户，不能重复开户');
    const sameCode = await submit(
      (await memberLogin(t, 3)).headers,
      memberForm(3, { creditCode: fakeCreditCode(2) }),
    );
    expect(sameCode.statusCode).toBe(400);
    expect(sameCode.json().msg).toBe('统一社会信用代码：该统一社会信用代码已开立会员账户');
  });

  it('two openings of one login approved at once create one member; the other is refused', async () => {
    const member = await memberLogin(t, 4);
    const uuids: string[] = [];
    for (const n of [4, 5]) {
      const submitted = await submit(member.headers, memberForm(n));
      expect(submitted.statusCode, submitted.body).toBe(200);
      uuids.push(submitted.json().data.uuid);
    }
    for (const uuid of uuids)
      expect(
        (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
      ).toBe(200);
    const before = await memberWrites(t);
    const answers = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(
      '申请人：该账号已开立会员账户，不能重复开户',
    );
    expect((await memberWrites(t)).members).toBe(before.members + 1);
    const [own] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from member where account_id = ${member.accountId}::uuid and status = 1`,
    );
    expect(own!.n).toBe(1);
  });

  it('a member sees only the companies it cooperates with', async () => {
    const opened = async (n: number, companyName: string): Promise<MemberLogin> => {
      const member = await memberLogin(t, n);
      const submitted = await submit(
        member.headers,
        memberForm(n, { memberCompanies: [companyRow(companyName)] }),
      );
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect((await approveBoth(submitted.json().data.uuid)).statusCode).toBe(200);
      return member;
    };
    const a = await opened(6, DEMO_COMPANY_NAMES[0]);
    const b = await opened(7, DEMO_COMPANY_NAMES[1]);
    const names = async (m: MemberLogin) =>
      (
        (await get(m.headers, `${BIZ}/member/companies`)).json().data.records as { companyName: string }[]
      ).map((r) => r.companyName);
    expect(await names(a)).toEqual([DEMO_COMPANY_NAMES[0]]);
    expect(await names(b)).toEqual([DEMO_COMPANY_NAMES[1]]);
    const page = (await get(a.headers, `${BIZ}/member/companies`)).json().data;
    expect(page.records[0]).toMatchObject({ jbrName: '张经办', jbrPhone: '138****8001', isSendMsg: 1 });
    // The register's holders follow the same scope: A sees none of B's company.
    const holders = await get(
      a.headers,
      `${BIZ}/holder/queryByCompanyName?companyName=${encodeURIComponent(DEMO_COMPANY_NAMES[1])}`,
    );
    expect(holders.statusCode, holders.body).toBe(200);
    expect(holders.json().data).toEqual([]);
    // The targeted-investor picker's data (001 §2.7, §3.15) follows it too.
    const companyIds = await rows<{ uuid: string; name: string }>(
      t.testDb.db.orm,
      sql`select uuid::text as uuid, name from company where name in ${[...DEMO_COMPANY_NAMES]}`,
    );
    const idOf = (name: string) => companyIds.find((c) => c.name === name)!.uuid;
    const investors = (who: Headers, companyId: string) =>
      call(t, who, '/bondtargetedinvestors/acquireOptionalInvestors', { companyId, companyCode: '' });
    const own = await investors(a.headers, idOf(DEMO_COMPANY_NAMES[0]));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.length).toBeGreaterThan(0);
    expect(own.json().data[0]).toEqual({
      shareHolderId: expect.any(String),
      investorName: expect.any(String),
      investorCertNo: expect.any(String),
      investorNo: expect.any(String),
      organType: expect.any(Number),
    });
    expect((await investors(a.headers, idOf(DEMO_COMPANY_NAMES[1]))).json().data).toEqual([]);
    const badId = await investors(a.headers, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().msg).toContain('企业ID：格式不正确');
    // Another zone may not read a member's pages; staff only search.
    expect((await get(org, `${BIZ}/member/info`)).statusCode).toBe(403);
    expect((await get(org, `${BIZ}/member/companies`)).statusCode).toBe(403);
    expect((await get(a.headers, '/api/rem-registrationmgrweb/member/search')).statusCode).toBe(403);
    const found = await get(
      first,
      `/api/rem-registrationmgrweb/member/search?chineseName=${encodeURIComponent('演示证券6号')}`,
    );
    expect(found.json().data).toMatchObject({
      total: 1,
      records: [{ chineseName: '大连演示证券6号有限公司', companyCount: 1 }],
    });
  });

  it('refuses bad paging and filters with a Chinese 400 naming the field', async () => {
    const member = await memberLogin(t, 8);
    const cases: [Headers, string, string][] = [
      [member.headers, `${BIZ}/member/companies?size=0`, '每页条数：应为正整数'],
      [member.headers, `${BIZ}/member/companies?current=x`, '当前页：应为正整数'],
      [
        first,
        '/api/rem-registrationmgrweb/member/search?certificateNo=abc',
        '统一社会信用代码：应为18位数字或字母',
      ],
      [first, '/api/rem-registrationmgrweb/member/search?status=3', '会员状态：取值无效，可选值：0、1'],
      [
        first,
        '/api/rem-registrationmgrweb/member/search?custno=%E4%B8%AD',
        '会员编码：应为完整的会员编码（字母、数字）',
      ],
    ];
    for (const [who, url, expected] of cases) {
      const answer = await get(who, url);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().msg).toContain(expected);
    }
  });
});
