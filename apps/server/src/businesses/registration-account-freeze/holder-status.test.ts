import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated } from '../../modules/evidence-ledger/index.js';
import {
  call,
  FIRM,
  type Headers,
  holdingOf,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  TENANT,
  transferForm,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';

/** 550306 冻结, 550307 解冻, 550031 销户 (ADR 67): filed by one register staff member, 复审 by another. */
describe('holder-account status businesses', () => {
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

  let serial = 0;
  /** A fresh personal registration account with nothing held (status 1 unless given). */
  async function account(status = 1) {
    serial += 1;
    const accountNumber = `R2026112913${String(serial).padStart(4, '0')}`;
    const holderName = `状态测试${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}${serial}`;
    await t.testDb.db.orm.execute(
      sql`insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type,
                                      certificate_no, status)
          values (${randomUUID()}::uuid, ${TENANT}, ${accountNumber}, 2, ${holderName}, '1',
                  ${`21020219900101${String(serial).padStart(4, '0')}`}, ${status})`,
    );
    return { accountNumber, holderName };
  }
  const form = (a: { accountNumber: string; holderName: string }, reason = '监管要求核查') => ({
    accountNumber: a.accountNumber,
    holderName: a.holderName,
    reason,
  });
  const submit = (appId: string, formData: Record<string, unknown>, headers = first) =>
    call(t, headers, '/application/submit', { appId, idempotencyKey: key(), formData });
  const approve = (uuid: string) =>
    call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  async function filed(appId: string, formData: Record<string, unknown>): Promise<string> {
    const answer = await submit(appId, formData);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.uuid as string;
  }
  async function statusOf(accountNumber: string) {
    const [row] = await rows<{ status: number; version: number }>(
      t.testDb.db.orm,
      sql`select status::int as status, version from holder_account where account_number = ${accountNumber}`,
    );
    return row!;
  }
  const counted = async () => {
    await ensureIntegrated(t.testDb.db, TENANT);
    return (
      await rows<{ applications: number; ledger: number; statuses: string }>(
        t.testDb.db.orm,
        sql`select (select count(*)::int from application) as applications,
                   (select count(*)::int from ledger_entry) as ledger,
                   (select string_agg(account_number || ':' || status || ':' || version, ',' order by account_number)
                      from holder_account) as statuses`,
      )
    )[0]!;
  };
  const named = (answer: { body: string; json: () => unknown }) => {
    const { msg, data } = answer.json() as { msg: string; data: { label: string; message: string }[] | null };
    return Array.isArray(data) ? data.map((d) => `${d.label}：${d.message}`).join('；') : msg;
  };

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const fresh = await account();
    const before = await counted();
    const cases: [string, Record<string, unknown>, string][] = [
      ['550306', { ...form(fresh), reason: '' }, '变更原因：请填写变更原因'],
      ['550306', { ...form(fresh), reason: '因'.repeat(201) }, '变更原因：长度不能超过200个字符'],
      ['550306', { ...form(fresh), accountNumber: '' }, '登记账号：请输入登记账号'],
      ['550306', { ...form(fresh), accountNumber: 'R00000000000000' }, '登记账号不存在：R00000000000000'],
      [
        '550306',
        { ...form(fresh), holderName: '别人' },
        `投资者名称：登记账号${fresh.accountNumber}与投资者名称“别人”不一致`,
      ],
      [
        '550306',
        { accountNumber: 'D000000002', holderName: PERSON.name, reason: '再冻结' },
        '登记账号：登记账户D000000002已冻结，不能重复冻结',
      ],
      [
        '550306',
        { accountNumber: 'D000000003', holderName: PERSON.name, reason: '冻结' },
        '登记账号：登记账户D000000003已销户，不能变更状态',
      ],
      ['550307', form(fresh), `登记账号：登记账户${fresh.accountNumber}未冻结，无需解冻`],
      [
        '550031',
        { accountNumber: 'D000000002', holderName: PERSON.name, reason: '销户' },
        '登记账号：登记账户D000000002已冻结，须先解冻再销户',
      ],
      [
        '550031',
        { accountNumber: PERSON.accountNumber, holderName: PERSON.name, reason: '销户' },
        `登记账号：登记账户${PERSON.accountNumber}仍持有1家企业的股份（合计6000000股），不能销户`,
      ],
    ];
    for (const [appId, formData, expected] of cases) {
      const answer = await submit(appId, formData);
      expect(answer.statusCode, `${appId} ${answer.body}`).toBe(400);
      expect(named(answer), answer.body).toBe(expected);
    }
    // Only register staff file them: the enterprise's login is refused.
    const byEnterprise = await submit('550306', form(fresh), org);
    expect(byEnterprise.statusCode).toBe(400);
    expect(byEnterprise.json().msg).toBe('申请人：登记账户状态变更须由登记机构工作人员在管理端办理');
    expect(await counted()).toEqual(before);
  });

  it('freezes, unfreezes and closes on the 复审 approval, each at a new version with its ledger entry', async () => {
    const a = await account();
    const start = await statusOf(a.accountNumber);
    const freeze = await filed('550306', form(a));
    expect(await statusOf(a.accountNumber)).toEqual(start);
    expect((await approve(freeze)).statusCode).toBe(200);
    expect(await statusOf(a.accountNumber)).toEqual({ status: 3, version: start.version + 1 });

    // Frozen: selectable with 账号异常 (000 §5), and it cannot be closed before it is unfrozen.
    const closeFrozen = await submit('550031', form(a));
    expect(named(closeFrozen)).toBe(`登记账号：登记账户${a.accountNumber}已冻结，须先解冻再销户`);

    expect((await approve(await filed('550307', form(a, '核查完毕')))).statusCode).toBe(200);
    expect(await statusOf(a.accountNumber)).toEqual({ status: 1, version: start.version + 2 });
    expect((await approve(await filed('550031', form(a, '投资者申请销户')))).statusCode).toBe(200);
    expect(await statusOf(a.accountNumber)).toEqual({ status: 2, version: start.version + 3 });

    await ensureIntegrated(t.testDb.db, TENANT);
    const entries = await rows<{ kind: string; n: number }>(
      t.testDb.db.orm,
      sql`select e.kind, count(*)::int as n from application a
            join ledger_entry e on e.uuid = a.uuid::text
          where a.form_data ->> 'accountNumber' = ${a.accountNumber} and e.kind like 'holder.%'
          group by e.kind`,
    );
    expect(entries).toEqual([{ kind: 'holder.statusChanged', n: 3 }]);
    // 销户 is final: nothing changes a closed account.
    expect(named(await submit('550307', form(a)))).toBe(
      `登记账号：登记账户${a.accountNumber}已销户，不能变更状态`,
    );
  });

  it('two freezes of one account approved at once: one freezes, the other is refused', async () => {
    const a = await account();
    const uuids = [await filed('550306', form(a)), await filed('550306', form(a, '另一原因'))];
    const answers = await Promise.all(uuids.map(approve));
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((x) => x.statusCode === 400)!;
    expect(named(refused)).toBe(`登记账号：登记账户${a.accountNumber}已冻结，不能重复冻结`);
    const after = await statusOf(a.accountNumber);
    expect(after.status).toBe(3);
  });

  it('a freeze and a closure approved at once: exactly one of them lands', async () => {
    const a = await account();
    const uuids = [await filed('550306', form(a)), await filed('550031', form(a))];
    const answers = await Promise.all(uuids.map(approve));
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    const status = (await statusOf(a.accountNumber)).status;
    expect([2, 3]).toContain(status);
    const refused = named(answers.find((x) => x.statusCode === 400)!);
    expect(refused).toBe(
      status === 3
        ? `登记账号：登记账户${a.accountNumber}已冻结，须先解冻再销户`
        : `登记账号：登记账户${a.accountNumber}已销户，不能变更状态`,
    );
  });

  it('a transfer into an account closed after its submission is refused at its approval', async () => {
    const a = await account();
    const transfer = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(
        t,
        transferForm({
          transferorAccountNumber: FIRM.accountNumber,
          transferorName: FIRM.name,
          transfereeAccountNumber: a.accountNumber,
          transfereeName: a.holderName,
          shareNature: '3',
        }),
      ),
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const uuid = transfer.json().data.uuid as string;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    expect((await approve(await filed('550031', form(a, '投资者申请销户')))).statusCode).toBe(200);
    const last = await approve(uuid);
    expect(last.statusCode).toBe(400);
    expect(last.json().msg).toBe(`登记账号不存在或已销户：${a.accountNumber}`);
    expect(await holdingOf(t, FIRM.uuid, '3')).toBe(3_000_000n);
  });

  it('a frozen account cannot transfer out by its own act (said at submit), and still receives', async () => {
    const out = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ transferorAccountNumber: 'D000000002' })),
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().msg).toBe('登记账户D000000002已冻结，不能转出股份');
    const into = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(
        t,
        transferForm({
          transferorAccountNumber: FIRM.accountNumber,
          transferorName: FIRM.name,
          transfereeAccountNumber: 'D000000002',
          transfereeName: PERSON.name,
          shareNature: '3',
        }),
      ),
    });
    expect(into.statusCode, into.body).toBe(200);
  });
});
