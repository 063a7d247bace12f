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
import {
  countWritten,
  openedFor,
  openingForm,
  type Person,
  registeredPerson,
} from './testing/opening-fixture.js';

const USER = '/api/rem-registrationbizweb/user';

describe('550130 personal investor opening: apply → 初审 → 复审 with 退回修改', () => {
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

  const submit = async (person: Person, form: Record<string, unknown>) =>
    call(t, person.headers, '/application/submit', {
      appId: '550130',
      idempotencyKey: key(),
      formData: await planted(t, form, person.login),
    });
  const applications = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n;

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const person = await registeredPerson(t, 11);
    const before = { written: await countWritten(t), applications: await applications() };
    const cases: [Record<string, unknown>, string][] = [
      [{ bankCard: '6222abc' }, '银行卡号：银行卡号必须全为数字'],
      [{ bankCard: '' }, '银行卡号：请输入银行卡号'],
      [{ certificateNo: '110101199001011234' }, '证件号码：请输入正确的身份证号码'],
      [{ mobile: '12345' }, '手机号码：请输入正确的手机号码'],
      [{ holderName: '别 人' }, '投资者姓名：请不要输入空格'],
      [{ holderName: '别人' }, '投资者姓名：须与注册时填写的真实姓名一致'],
      [{ certificateNo: '210202199001010125' }, '证件号码：须与注册时填写的证件号码一致'],
      [{ attachments: {} }, '身份证人像面：请上传文件；身份证国徽面：请上传文件'],
    ];
    for (const [overrides, expected] of cases) {
      const answer = await submit(person, openingForm(person, overrides));
      expect(answer.statusCode, answer.body).toBe(400);
      const { msg, data } = answer.json() as {
        msg: string;
        data: { label: string; message: string }[] | null;
      };
      const named = Array.isArray(data) ? data.map((d) => `${d.label}：${d.message}`).join('；') : msg;
      expect(named, answer.body).toBe(expected);
    }
    // An enterprise's login (orgType 2) does not open a personal account.
    const byEnterprise = await call(t, org, '/application/submit', {
      appId: '550130',
      idempotencyKey: key(),
      formData: await planted(t, openingForm(person)),
    });
    expect(byEnterprise.statusCode).toBe(400);
    expect(byEnterprise.json().msg).toBe('申请人：个人投资者开户须使用个人账号在个人投资者专区办理');
    expect(await countWritten(t)).toEqual(before.written);
    expect(await applications()).toBe(before.applications);
  });

  it('opens exactly one account on the last approval, bound to the login, with its profile and ledger entry', async () => {
    const person = await registeredPerson(t, 12);
    const before = await countWritten(t);
    const submitted = await submit(person, openingForm(person));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const back = await call(t, first, '/application/return', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '请补充联系地址',
    });
    expect(back.statusCode, back.body).toBe(200);
    const again = await call(t, person.headers, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      formData: await planted(t, openingForm(person, { address: '大连市中山区演示路2号' }), person.login),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    expect(await openedFor(t, person.login)).toEqual([]);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);

    const opened = await openedFor(t, person.login);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ status: 1, organType: 2, holderName: person.realName, profiles: 1 });
    expect(opened[0]!.accountNumber).toMatch(/^R\d{14}$/);
    expect(await countWritten(t)).toEqual({
      accounts: before.accounts + 1,
      bindings: before.bindings + 1,
      profiles: before.profiles + 1,
    });
    const [profile] = await rows<{ address: string; bankCard: string }>(
      t.testDb.db.orm,
      sql`select address, bank_card as "bankCard" from investor_profile where application_id = ${uuid}`,
    );
    expect(profile).toEqual({ address: '大连市中山区演示路2号', bankCard: '6222021234567890128' });
    await ensureIntegrated(t.testDb.db, TENANT);
    const verified = await verifyLedger(t.testDb.db.orm, {
      tenantId: TENANT,
      publicKeyRaw: null,
      verifyRegister,
    });
    expect(verified.differences).toEqual([]);
    const [ledger] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from ledger_entry where kind = 'holder.accountOpened' and uuid = ${uuid}`,
    );
    expect(ledger?.n).toBe(1);

    // The person's account list (选择登记账号) names it after signing in again.
    const list = await t.app.inject({
      method: 'GET',
      url: `${USER}/queryAllRefAccountNumber`,
      headers: person.headers,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ accountNumber: opened[0]!.accountNumber, holderAccountStatus: 1 }),
    ]);

    // A second opening is refused at submit.
    const second550130 = await submit(person, openingForm(person));
    expect(second550130.statusCode).toBe(400);
    expect(second550130.json().msg).toBe('证件号码：该投资者已开立个人登记账户，不能重复开户');
  });

  it('two openings of one person approved together open one account; the other is refused', async () => {
    const person = await registeredPerson(t, 13);
    const uuids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const submitted = await submit(person, openingForm(person));
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
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().msg).toBe('证件号码：该投资者已开立个人登记账户，不能重复开户');
    expect(await openedFor(t, person.login)).toHaveLength(1);
  });

  it('one application approved twice at once opens one account', async () => {
    const person = await registeredPerson(t, 14);
    const submitted = await submit(person, openingForm(person));
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      [0, 1].map(() => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await openedFor(t, person.login)).toHaveLength(1);
  });

  it('two submissions fired together, both approved together, open one account', async () => {
    const person = await registeredPerson(t, 15);
    const forms = await Promise.all([0, 1].map(() => planted(t, openingForm(person), person.login)));
    const submitted = await Promise.all(
      forms.map((formData) =>
        call(t, person.headers, '/application/submit', { appId: '550130', idempotencyKey: key(), formData }),
      ),
    );
    expect(submitted.map((a) => a.statusCode)).toEqual([200, 200]);
    const uuids = submitted.map((a) => a.json().data.uuid as string);
    const firsts = await Promise.all(
      uuids.map((uuid) => call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })),
    );
    expect(firsts.map((a) => a.statusCode)).toEqual([200, 200]);
    const lasts = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(lasts.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await openedFor(t, person.login)).toHaveLength(1);
  });
});
