import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAsPledgee } from '../../modules/pledgee-confirmation/testing/pledge-application.js';
import { verifyRegister } from '../../modules/share-register/index.js';
import {
  COMPANY,
  call,
  FIRM,
  type Headers,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  TENANT,
  transferForm,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  approveBoth,
  BANK,
  countApplications,
  investor,
  PLEDGEE_MOBILE,
  pledgedOf,
  pledgeForm,
  pledgeRow,
} from './testing/pledge-fixture.js';

describe('550063 股权质押登记 and 550061 质押解除登记 (ADR 71)', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let person: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    person = await investor(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async (
    headers: Headers,
    appId: string,
    formData: Record<string, unknown>,
    uploader = 'person_demo',
  ) =>
    call(t, headers, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: await planted(t, formData, uploader),
    });

  it('refuses bad declarations with a Chinese 400 naming the field, writing nothing', async () => {
    const before = await countApplications(t, '550063');
    const cases: [Record<string, unknown>, string][] = [
      [pledgeRow({ zqrMobile: '12345' }), '质权人手机号码：请输入正确的手机号码'],
      [pledgeRow({ zqrName: '' }), '质权人名称：此项为必填'],
      [pledgeRow({ pledgeShares: '1.5' }), '质押数量（股）：请输入正整数'],
      [pledgeRow({ att: { ...(pledgeRow().att as object), '1013': [] } }), '出质人身份证明文件：请上传文件'],
      [
        pledgeRow({
          att: { ...(pledgeRow().att as object), att5: [{ attachId: 'x', originalName: 'a.exe' }] },
        }),
        '其他附件：只能上传JPG、PNG、PDF文件',
      ],
    ];
    for (const [row, msg] of cases) {
      const res = await call(t, person, '/application/submit', {
        appId: '550063',
        idempotencyKey: key(),
        formData: { pledgeInfo: [row] },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const two = await call(t, person, '/application/submit', {
      appId: '550063',
      idempotencyKey: key(),
      formData: { pledgeInfo: [pledgeRow(), pledgeRow()] },
    });
    expect(two.json().msg).toMatch(/^质押冻结申报：每笔申请只能申报一笔质押/);
    const badId = await call(t, person, '/transfer-registration-pledge/detail?id=abc', undefined, 'GET');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().msg).toMatch(/id.*质押登记申请编号格式不正确/);
    expect(await countApplications(t, '550063')).toBe(before);
  });

  it('refuses another investor’s account, the pledgor as its own pledgee and a frozen shortage', async () => {
    const { headers } = await import('../../test-support/identity.js').then((m) =>
      m.signIn(t, 'orginv_demo', { landingMode: 'orgholder' }),
    );
    const other = await submit(
      { ...headers, 'current-holder': FIRM.uuid },
      '550063',
      pledgeForm(),
      'orginv_demo',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('只能办理本人登记账户所持股份的质押业务');
    const self = await submit(person, '550063', pledgeForm({ zqrName: PERSON.name }));
    expect(self.json().msg).toBe('质权人不能为出质人本人');
    const tooMany = await submit(person, '550063', pledgeForm({ pledgeShares: '6000001' }));
    expect(tooMany.json().msg).toBe('可用股份不足：演示投资者甲可用6000000股，申请质押6000001股');
  });

  it('an investor pledges part of its holding; both reviewers approve; the register shows it pledged', async () => {
    const res = await submit(person, '550063', pledgeForm());
    expect(res.statusCode, res.body).toBe(200);
    const { uuid, bizSn } = res.json().data;
    const pending = await call(
      t,
      person,
      `/transfer-registration-pledge/detail?id=${uuid}`,
      undefined,
      'GET',
    );
    expect(pending.json().data).toMatchObject({
      status: '0',
      row: { zqrName: BANK.name, zqrMobile: '13800138000' },
    });
    expect(pending.json().data.attachments['1012'][0].originalName).toBe('质押合同.pdf');
    // No reviewer approves before the pledgee has confirmed (ADR 72); then the list's status is 1.
    const early = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(early.json().msg).toBe('质权人尚未完成确认（短信链接及人脸识别），暂不能审核通过');
    await confirmAsPledgee(t, first, uuid, PLEDGEE_MOBILE);
    const confirmed = await call(
      t,
      person,
      `/transfer-registration-pledge/detail?id=${uuid}`,
      undefined,
      'GET',
    );
    expect(confirmed.json().data.status).toBe('1');
    expect((await approveBoth(t, first, second, uuid)).statusCode).toBe(200);
    expect(await pledgedOf(t, PERSON.uuid, '4')).toBe(1_000_000n);
    const [event] = await rows<{ type: string; basis: string; party: string; ends: string }>(
      t.testDb.db.orm,
      sql`select e.event_type as type, e.basis_reference as basis, c.party_name as party, c.ends_on::text as ends
          from register_event e join encumbrance c on c.created_event_id = e.id
          where e.company_id = ${COMPANY} and e.event_type = 'pledge'`,
    );
    expect(event).toEqual({ type: 'pledge', basis: bizSn, party: BANK.name, ends: '2027-11-28' });
    const done = await call(t, person, `/transfer-registration-pledge/detail?id=${uuid}`, undefined, 'GET');
    expect(done.json().data.status).toBe('1');
    const pdf = await call(
      t,
      person,
      `/transfer-registration-pledge/applicationForm?id=${uuid}`,
      undefined,
      'GET',
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString('utf8');
    expect(text).toMatch(/股权质押登记申请表/);
    expect(text).toMatch(/质权人名称\s*演示银行股份有限公司/);
    expect(text).toMatch(/质权人类型\s*银行/);
    expect(text).not.toMatch(/13800138000/);
    // Someone who may not see the application reads nothing of it.
    const { headers } = await import('../../test-support/identity.js').then((m) =>
      m.signIn(t, 'orginv_demo', { landingMode: 'orgholder' }),
    );
    const outsider = await call(
      t,
      headers,
      `/transfer-registration-pledge/detail?id=${uuid}`,
      undefined,
      'GET',
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().msg).toBe(`业务申请不存在：${uuid}`);
  });

  it('a second pledge or a transfer beyond the unpledged shares is refused, naming the shortage', async () => {
    const pledge = await submit(person, '550063', pledgeForm({ pledgeShares: '5500000' }));
    expect(pledge.json().msg).toBe(
      '可用股份不足：演示投资者甲持有6000000股，其中已质押1000000股，可用5000000股，申请质押5500000股，缺少500000股',
    );
    const transfer = await submit(org, '550004', transferForm({ quantity: '5500000' }), 'org_demo');
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().msg).toBe(
      '可用股份不足：演示投资者甲持有6000000股，其中已质押1000000股，可用5000000股，申请5500000股，缺少500000股',
    );
  });

  it('a partial release lands; more than the pledge still covers is refused', async () => {
    const [pledge] = await rows<{ seq: number }>(
      t.testDb.db.orm,
      sql`select created_seq::int as seq from encumbrance where company_id = ${COMPANY} and kind = 'pledge'`,
    );
    const releaseForm = (overrides: Record<string, unknown> = {}) => ({
      pledgeSeq: String(pledge!.seq),
      companyId: COMPANY,
      companyName: '大连演示科技股份有限公司',
      securityAccountNo: PERSON.accountNumber,
      holderName: PERSON.name,
      natureOfShare: '4',
      zqrName: BANK.name,
      pledgedShares: '1000000',
      releaseType: '2',
      releaseShares: '400000',
      reason: '借款部分清偿',
      attachments: {
        releaseConsent: [{ attachId: crypto.randomUUID(), originalName: '解除协议.pdf', size: 100 }],
      },
      ...overrides,
    });
    const over = await submit(person, '550061', releaseForm({ releaseShares: '1000001' }));
    expect(over.json().msg).toBe('解除数量超过该质押尚余的质押股份：尚余1000000股，申请解除1000001股');
    const unknown = await submit(person, '550061', releaseForm({ pledgeSeq: '999' }));
    expect(unknown.json().msg).toBe('质押记录不存在或不属于该出质人：999');
    const noType = await call(t, person, '/application/submit', {
      appId: '550061',
      idempotencyKey: key(),
      formData: releaseForm({ releaseType: '' }),
    });
    expect(noType.json().msg).toBe('解除方式：请选择解除方式');
    const res = await submit(person, '550061', releaseForm());
    expect(res.statusCode, res.body).toBe(200);
    expect((await approveBoth(t, first, second, res.json().data.uuid)).statusCode).toBe(200);
    expect(await pledgedOf(t, PERSON.uuid, '4')).toBe(600_000n);
    const verified = await t.testDb.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: COMPANY }),
    );
    expect(verified.differences).toEqual([]);
  });

  it('a pledge and a transfer of the same free shares approved at once: exactly one lands', async () => {
    const free = 6_000_000n - 600_000n;
    const pledge = await submit(
      person,
      '550063',
      pledgeForm({ pledgeShares: String(free), contractNum: 'ZY-2' }),
    );
    const transfer = await submit(org, '550004', transferForm({ quantity: String(free) }), 'org_demo');
    expect([pledge.statusCode, transfer.statusCode]).toEqual([200, 200]);
    const uuids = [pledge.json().data.uuid, transfer.json().data.uuid];
    await confirmAsPledgee(t, first, uuids[0], PLEDGEE_MOBILE);
    for (const uuid of uuids) {
      const a = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
      expect(a.statusCode, a.body).toBe(200);
    }
    const finals = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    const codes = finals.map((f) => f.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = finals.find((f) => f.statusCode === 400)!.json().msg as string;
    expect(refused).toMatch(/^(质押股份不能转让|已质押、冻结或限售的股份不能再次质押|可用股份不足)：/);
    const pledged = await pledgedOf(t, PERSON.uuid, '4');
    const [held] = await rows<{ held: string }>(
      t.testDb.db.orm,
      sql`select held::text from holding where company_id = ${COMPANY} and holder_id = ${PERSON.uuid} and share_nature = '4'`,
    );
    // Either the pledge landed (all 6,000,000 still held, all pledged) or the transfer did.
    expect([`${held!.held}/${pledged}`]).toContain(
      finals[0]!.statusCode === 200 ? '6000000/6000000' : '600000/600000',
    );
    const verified = await t.testDb.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: COMPANY }),
    );
    expect(verified.differences).toEqual([]);
  });
});
