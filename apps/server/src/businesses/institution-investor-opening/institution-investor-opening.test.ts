import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated } from '../../modules/evidence-ledger/index.js';
import { demoCreditCode } from '../../modules/identity/index.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import { countWritten } from '../personal-investor-opening/testing/opening-fixture.js';
import {
  accountsOf,
  institutionForm,
  type Organisation,
  productForm,
  registeredOrganisation,
} from './testing/organisation-fixture.js';

const USER = '/api/rem-registrationbizweb/user';

describe('550131 institution and 550132 product investor openings: apply → 初审 → 复审', () => {
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

  const submit = async (who: Organisation, appId: string, form: Record<string, unknown>) =>
    call(t, who.headers, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: await planted(t, form, who.login),
    });
  const applications = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n;
  const named = (answer: { json: () => unknown }) => {
    const { msg, data } = answer.json() as { msg: string; data: { label: string; message: string }[] | null };
    return Array.isArray(data) ? data.map((d) => `${d.label}：${d.message}`).join('；') : msg;
  };
  const approveBoth = async (uuid: string) => {
    const a = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(a.statusCode, a.body).toBe(200);
    const b = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(b.statusCode, b.body).toBe(200);
  };

  it('refuses bad input with a Chinese 400 naming the field and writes nothing', async () => {
    const who = await registeredOrganisation(t, 1);
    const before = { written: await countWritten(t), applications: await applications() };
    const cases: [Record<string, unknown>, string][] = [
      [{ certificateNo: '91210200MA0D00017A' }, '统一社会信用代码：请输入正确的统一社会信用代码'],
      [{ bankCard: '6222abc' }, '银行卡号：银行卡号必须全为数字'],
      [{ capitalAccount: '12ab' }, '资金账号：请输入6至30位数字'],
      [{ holderName: '别的 公司' }, '机构名称：请不要输入空格'],
      [{ certificateNo: demoCreditCode(1) }, '统一社会信用代码：须为本账号注册或绑定的企业'],
      [{ holderName: '大连别名有限公司' }, '机构名称：须与本账号注册或绑定的企业名称一致'],
      [
        {
          shareholders: [
            {
              organType: '1',
              holderName: '大连上级投资有限公司',
              certType: '11',
              certificateNo: demoCreditCode(90),
            },
          ],
        },
        '股东信息：第1行「大连上级投资有限公司」须继续穿透至自然人、国有主体或上市公司',
      ],
      [{ attachments: {} }, '营业执照：请上传文件；法定代表人身份证件：请上传文件'],
    ];
    for (const [overrides, expected] of cases) {
      const answer = await submit(who, '550131', institutionForm(who, overrides));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(named(answer), answer.body).toContain(expected);
    }
    // A person's login does not open an institution account.
    const person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    const byPerson = await call(t, person, '/application/submit', {
      appId: '550131',
      idempotencyKey: key(),
      formData: await planted(t, institutionForm(who), 'person_demo'),
    });
    expect(byPerson.statusCode).toBe(400);
    expect(byPerson.json().msg).toBe(
      '申请人：机构投资者开户须使用机构账号在企业专区、机构投资者专区或产品投资者专区办理',
    );
    expect(await countWritten(t)).toEqual(before.written);
    expect(await applications()).toBe(before.applications);
  });

  it('opens one institution account on the last approval: bound, zone opened, profile, ledger entry; a second is refused', async () => {
    const who = await registeredOrganisation(t, 2);
    const submitted = await submit(who, '550131', institutionForm(who));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(await accountsOf(t, who.login)).toEqual([]);
    await approveBoth(uuid);
    const opened = await accountsOf(t, who.login);
    expect(opened).toEqual([
      expect.objectContaining({
        status: 1,
        organType: 1,
        holderName: who.name,
        capitalAccount: '880012345678',
        expires: '2028-11-29',
        profiles: 1,
      }),
    ]);
    expect(opened[0]!.accountNumber).toMatch(/^R\d{14}$/);
    const [profile] = await rows<{ legal: string; through: number }>(
      t.testDb.db.orm,
      sql`select details->>'legalName' as legal, jsonb_array_length(details->'shareholders')::int as through
          from investor_profile where application_id = ${uuid}`,
    );
    expect(profile).toEqual({ legal: '赵法人', through: 3 });
    await ensureIntegrated(t.testDb.db, TENANT);
    const [ledger] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from ledger_entry where kind = 'holder.accountOpened' and uuid = ${uuid}`,
    );
    expect(ledger?.n).toBe(1);
    // The institutional investor zone is open to the login, and the account is in its list.
    const { headers } = await signIn(t, who.login, { landingMode: 'orgholder' });
    const list = await t.app.inject({ method: 'GET', url: `${USER}/queryAllRefAccountNumber`, headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ accountNumber: opened[0]!.accountNumber, holderAccountStatus: 1 }),
    ]);
    const again = await submit(who, '550131', institutionForm(who));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('统一社会信用代码：该机构已开立机构登记账户，不能重复开户');
  });

  it('an enterprise login opens the account of its bound company, not of a company that already has one', async () => {
    const demo = { name: '大连演示科技股份有限公司', creditCode: demoCreditCode(1) };
    const submitted = await call(t, org, '/application/submit', {
      appId: '550131',
      idempotencyKey: key(),
      formData: await planted(t, institutionForm(demo)),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // 大连演示制造有限公司 (bound too) holds an institution account already.
    const refused = await call(t, org, '/application/submit', {
      appId: '550131',
      idempotencyKey: key(),
      formData: await planted(
        t,
        institutionForm({ name: '大连演示制造有限公司', creditCode: demoCreditCode(2) }),
      ),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('统一社会信用代码：该机构已开立机构登记账户，不能重复开户');
  });

  it('two openings of one institution approved together open one account; the other is refused', async () => {
    const who = await registeredOrganisation(t, 3);
    const uuids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const submitted = await submit(who, '550131', institutionForm(who));
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
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(
      '统一社会信用代码：该机构已开立机构登记账户，不能重复开户',
    );
    expect(await accountsOf(t, who.login)).toHaveLength(1);
  });

  it('one application approved twice at once opens one account', async () => {
    const who = await registeredOrganisation(t, 4);
    const { uuid } = (await submit(who, '550131', institutionForm(who))).json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      [0, 1].map(() => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await accountsOf(t, who.login)).toHaveLength(1);
  });

  it('550132: the manager opens its product account; getSubjectDataWhileRefAccountNumber answers it', async () => {
    const who = await registeredOrganisation(t, 5);
    const bad = await submit(
      who,
      '550132',
      productForm(who, 'SXX501', { managerCreditCode: demoCreditCode(1) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('管理人统一社会信用代码：须为本账号注册或绑定的企业');
    const badFiling = await submit(who, '550132', productForm(who, 'S-1'));
    expect(badFiling.statusCode).toBe(400);
    expect(named(badFiling)).toContain('备案编码：请输入6至20位字母或数字');

    const submitted = await submit(who, '550132', productForm(who, 'SXX501'));
    expect(submitted.statusCode, submitted.body).toBe(200);
    await approveBoth(submitted.json().data.uuid);
    const opened = await accountsOf(t, who.login);
    expect(opened).toEqual([
      expect.objectContaining({
        status: 1,
        organType: 3,
        holderName: '演示SXX501号私募基金',
        productCode: 'SXX501',
      }),
    ]);
    const again = await submit(who, '550132', productForm(who, 'sxx501'));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('备案编码：该产品已开立产品登记账户，不能重复开户');

    const { headers } = await signIn(t, who.login, { landingMode: 'productholder' });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/rem-registrationbizweb/product/getSubjectDataWhileRefAccountNumber?name=${encodeURIComponent('演示SXX501号私募基金')}&idType=21&idNumber=SXX501`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.product).toMatchObject({ productCode: 'SXX501', productName: '演示SXX501号私募基金' });
    expect(data.shareHolderBizVoList).toEqual([
      expect.objectContaining({
        accountNumber: opened[0]!.accountNumber,
        organType: 3,
        holderAccountStatus: 1,
      }),
    ]);
  });
});
