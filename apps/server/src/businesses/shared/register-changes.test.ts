import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY,
  call,
  FIRM,
  type Headers,
  holdingOf,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  recordDirect,
  staff,
  TENANT,
  transferForm,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';

async function approveBoth(t: TestApp, first: Headers, second: Headers, uuid: string) {
  const a = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
  expect(a.statusCode, a.body).toBe(200);
  return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
}

describe('register businesses 550002, 550003, 550004: checks and completion effects', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let admin: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    admin = await staff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsForm = (listProp: string, quantity: string) => ({
    reason: '经股东会决议调整股本',
    resolutionDate: '2025-02-01',
    [listProp]: [{ accountNumber: FIRM.accountNumber, holderName: FIRM.name, shareNature: '3', quantity }],
    attachments: { resolution: [{ attachId: randomUUID(), originalName: '股东会决议.pdf' }] },
  });

  it('share increase issues and share decrease cancels, with the issued shares following', async () => {
    const issuedBefore = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select total_issued_shares::text as n from company where uuid = ${COMPANY}`,
    );
    const inc = await call(t, org, '/application/submit', {
      appId: '550002',
      idempotencyKey: key(),
      formData: await planted(t, rowsForm('increaseList', '500000')),
    });
    expect(inc.statusCode, inc.body).toBe(200);
    expect(inc.json().data.businessTypeName).toBe('股份增加（增资）');
    expect((await approveBoth(t, first, second, inc.json().data.uuid)).statusCode).toBe(200);
    expect(await holdingOf(t, FIRM.uuid, '3')).toBe(3_500_000n);
    // The voucher names each line's share nature (境内法人股), not its dictionary key.
    const voucher = await call(
      t,
      org,
      `/applyform/printVoucher?uuid=${inc.json().data.uuid}`,
      undefined,
      'GET',
    );
    expect(voucher.statusCode).toBe(200);
    const pdfText = execFileSync('pdftotext', ['-', '-'], { input: voucher.rawPayload }).toString('utf8');
    expect(pdfText).toMatch(/股份性质\s*境内法人股\s*500,000\s*股/);
    const dec = await call(t, org, '/application/submit', {
      appId: '550003',
      idempotencyKey: key(),
      formData: await planted(t, rowsForm('decreaseList', '200000')),
    });
    expect(dec.statusCode, dec.body).toBe(200);
    expect((await approveBoth(t, first, second, dec.json().data.uuid)).statusCode).toBe(200);
    expect(await holdingOf(t, FIRM.uuid, '3')).toBe(3_300_000n);
    const issuedAfter = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select total_issued_shares::text as n from company where uuid = ${COMPANY}`,
    );
    expect(BigInt(issuedAfter[0]!.n) - BigInt(issuedBefore[0]!.n)).toBe(300_000n);
    const tooMuch = await call(t, org, '/application/submit', {
      appId: '550003',
      idempotencyKey: key(),
      formData: await planted(t, rowsForm('decreaseList', '9000000')),
    });
    expect(tooMuch.json().msg).toMatch(/^可用股份不足/);
  });

  it('a transfer that no longer fits at completion is refused again and nothing changes', async () => {
    const available = await holdingOf(t, PERSON.uuid, '4');
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ quantity: String(available - 10n) })),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    await recordDirect(t, {
      type: 'transfer',
      holderId: PERSON.uuid,
      shareNature: '4',
      toHolderId: FIRM.uuid,
      reason: 'courtEnforcement',
      quantity: 100n,
    });
    const last = await approveBoth(t, first, second, uuid);
    expect(last.statusCode).toBe(400);
    expect(last.json().msg).toMatch(/可用股份不足/);
    const detail = (await call(t, org, '/application/detail', { uuid })).json().data;
    expect(detail).toMatchObject({ status: 'in_review', currentNode: 'RecheckApprove' });
    expect(await holdingOf(t, PERSON.uuid, '4')).toBe(available - 100n);
    expect((await call(t, admin, '/application/cancel', { uuid })).json().data.status).toBe('cancelled');
  });

  it('unconfirmed shareholders: other zones are told N条…; staff confirm and 该股东未确权 is recorded', async () => {
    await t.testDb.db.orm.execute(
      sql`insert into rights_confirmation (tenant_id, company_id, holder_id, confirmed)
          values (${TENANT}, ${COMPANY}, ${PERSON.uuid}, 0)`,
    );
    const refused = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('1条股东信息未确权,需确权后方能办理业务。');
    // Inheritance (type 2) is not one of 1, 4, 5, 6, 11, 12: no confirmation needed.
    const inheritance = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ transferType: '2' })),
    });
    expect(inheritance.statusCode, inheritance.body).toBe(200);
    const staffAsks = await call(t, admin, '/application/submit', {
      appId: '550004',
      companyId: COMPANY,
      idempotencyKey: key(),
      formData: await planted(t, transferForm(), 'admin'),
    });
    expect(staffAsks.json()).toMatchObject({
      msg: '1条股东信息未确权,需确权后方能办理业务。',
      data: { unconfirmed: 1, canContinue: true },
    });
    const staffGoesOn = await call(t, admin, '/application/submit', {
      appId: '550004',
      companyId: COMPANY,
      idempotencyKey: key(),
      confirmUnconfirmed: true,
      formData: await planted(t, transferForm(), 'admin'),
    });
    expect(staffGoesOn.statusCode, staffGoesOn.body).toBe(200);
    const detail = (
      await call(t, admin, '/application/detail', { uuid: staffGoesOn.json().data.uuid })
    ).json().data;
    expect(detail.opinions).toEqual([expect.objectContaining({ kind: '确认意见', content: '该股东未确权' })]);
    await t.testDb.db.orm.execute(sql`delete from rights_confirmation where company_id = ${COMPANY}`);
  });

  it('a listed enterprise is sent to the counter; nobody sees another applicant’s application', async () => {
    await t.testDb.db.orm.execute(sql`update company set is_listing = true where uuid = ${COMPANY}`);
    const listed = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    expect(listed.json().msg).toBe('挂牌企业的股份转让业务请到柜台办理');
    await t.testDb.db.orm.execute(sql`update company set is_listing = false where uuid = ${COMPANY}`);
    const mine = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    const person = (await import('../../test-support/identity.js')).signIn;
    const investor = (await person(t, 'person_demo')).headers;
    const peek = await call(t, investor, '/application/detail', { uuid: mine.json().data.uuid });
    expect(peek.statusCode).toBe(400);
    expect(peek.json().msg).toMatch(/^业务申请不存在/);
    const noCompany = await call(t, { ...org, 'current-company': '' }, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    expect(noCompany.statusCode).toBe(400);
  });
});
