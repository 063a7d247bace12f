import { randomUUID } from 'node:crypto';
import { NON_TRADE_TRANSFER_REASONS } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRegister } from '../../modules/share-register/index.js';
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
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';

const file = (name: string) => [{ attachId: randomUUID(), originalName: name, size: 2048 }];

/** A 550066 form of one reason with one file in each of its required slots. */
function nonTradeForm(
  transferType: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const reason = NON_TRADE_TRANSFER_REASONS.find((r) => r.transferType === transferType)!;
  const evidence = Object.fromEntries(
    reason.slots.filter((s) => s.required).map((s) => [s.prop, file(`${s.label}.pdf`)]),
  );
  return {
    transferType,
    transferorAccountNumber: PERSON.accountNumber,
    transferorName: PERSON.name,
    transfereeAccountNumber: FIRM.accountNumber,
    transfereeName: FIRM.name,
    shareNature: '4',
    quantity: '1000',
    basisDate: '2025-03-01',
    ...(transferType === '7'
      ? { courtName: '大连市中级人民法院', courtDocumentNo: '(2025)辽02执123号' }
      : {}),
    [reason.field]: evidence,
    ...overrides,
  };
}

describe('550066 非交易过户登记 (ADR 74)', () => {
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

  const submit = async (form: Record<string, unknown>, headers = org) =>
    call(t, headers, '/application/submit', {
      appId: '550066',
      idempotencyKey: key(),
      formData: await planted(t, form),
    });
  const approveBoth = async (uuid: string) => {
    const a = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(a.statusCode, a.body).toBe(200);
    return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  };
  const applications = async () =>
    (
      await rows<{ n: number }>(
        t.testDb.db.orm,
        sql`select count(*)::int as n from application where app_id = '550066'`,
      )
    )[0]!.n;

  it('an inheritance filed and approved moves the shares with the reason, on the application', async () => {
    const personBefore = await holdingOf(t, PERSON.uuid, '4');
    const firmBefore = await holdingOf(t, FIRM.uuid, '4');
    const filed = await submit(nonTradeForm('2'));
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().data.businessTypeName).toBe('非交易过户');
    const done = await approveBoth(filed.json().data.uuid);
    expect(done.statusCode, done.body).toBe(200);
    expect(await holdingOf(t, PERSON.uuid, '4')).toBe(personBefore - 1000n);
    expect(await holdingOf(t, FIRM.uuid, '4')).toBe(firmBefore + 1000n);
    const [event] = await rows<{ eventType: string; reason: string; basisKind: string; bizSn: string }>(
      t.testDb.db.orm,
      sql`select event_type as "eventType", payload->>'reason' as reason, basis_kind as "basisKind", biz_sn as "bizSn"
          from register_event where company_id = ${COMPANY} order by seq desc limit 1`,
    );
    expect(event).toEqual({
      eventType: 'transfer',
      reason: 'inheritance',
      basisKind: 'application',
      bizSn: filed.json().data.bizSn,
    });
    const verified = await t.testDb.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: COMPANY }),
    );
    expect(verified).toMatchObject({ isConsistent: true, differences: [] });
  });

  it('a court-enforced transfer names the court and its document as the legal basis', async () => {
    const filed = await submit(nonTradeForm('7'));
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await approveBoth(filed.json().data.uuid)).statusCode).toBe(200);
    const [event] = await rows<{ reason: string; basisKind: string; basisReference: string }>(
      t.testDb.db.orm,
      sql`select payload->>'reason' as reason, basis_kind as "basisKind", basis_reference as "basisReference"
          from register_event where company_id = ${COMPANY} order by seq desc limit 1`,
    );
    expect(event).toEqual({
      reason: 'courtEnforcement',
      basisKind: 'court',
      basisReference: '大连市中级人民法院 (2025)辽02执123号',
    });
  });

  it.each(NON_TRADE_TRANSFER_REASONS.map((r) => [r.name, r]))(
    '%s without one of its required documents: 400 naming the slot, nothing filed',
    async (_, reason) => {
      const before = await applications();
      for (const slot of reason.slots.filter((s) => s.required)) {
        const form = nonTradeForm(reason.transferType);
        const evidence = { ...(form[reason.field] as Record<string, unknown>) };
        delete evidence[slot.prop];
        const refused = await submit({ ...form, [reason.field]: evidence });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().msg).toContain(slot.label);
      }
      expect(await applications()).toBe(before);
    },
  );

  it('bad input: a trade transfer type, a missing court, a non-integer quantity — 400 naming the field', async () => {
    const agreement = await submit(nonTradeForm('2', { transferType: '1' }));
    expect(agreement.statusCode).toBe(400);
    expect(agreement.json().msg).toMatch(/过户原因/);
    const noCourt = await submit(nonTradeForm('7', { courtName: '' }));
    expect(noCourt.statusCode).toBe(400);
    expect(noCourt.json().msg).toMatch(/执行法院/);
    const fraction = await submit(nonTradeForm('2', { quantity: '10.5' }));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().msg).toMatch(/过户数量/);
  });

  it('pledged or frozen shares cannot pass: the refusal says which', async () => {
    const held = await holdingOf(t, PERSON.uuid, '4');
    await recordDirect(t, {
      type: 'judicialFreeze',
      holderId: PERSON.uuid,
      shareNature: '4',
      quantity: held - 100n,
      court: '大连市中级人民法院',
      documentNo: '(2025)辽02执保1号',
      startsOn: '2025-01-01',
      endsOn: '2099-12-31',
    });
    const refused = await submit(nonTradeForm('2', { quantity: '101' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(
      `可用股份不足：${PERSON.name}持有${held}股，其中已冻结${held - 100n}股，可用100股，申请101股，缺少1股`,
    );
  });

  it('concurrent transfers of the same shares: exactly one lands', async () => {
    const available = 100n; // the rest is frozen by the previous case
    const uuids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const filed = await submit(nonTradeForm('8', { quantity: '80' }));
      expect(filed.statusCode, filed.body).toBe(200);
      const { uuid } = filed.json().data;
      expect(
        (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
      ).toBe(200);
      uuids.push(uuid);
    }
    const before = await holdingOf(t, PERSON.uuid, '4');
    const finals = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(finals.map((f) => f.statusCode).sort()).toEqual([200, 400]);
    expect(finals.find((f) => f.statusCode === 400)!.json().msg).toMatch(/可用股份不足|冻结股份不能转让/);
    expect(await holdingOf(t, PERSON.uuid, '4')).toBe(before - 80n);
    expect(available - 80n).toBe(20n);
  });

  it('确权 applies to gift and division of property, not to inheritance (000 §4)', async () => {
    await t.testDb.db.orm.execute(
      sql`insert into rights_confirmation (tenant_id, company_id, holder_id, confirmed)
          values (${TENANT}, ${COMPANY}, ${FIRM.uuid}, 0)`,
    );
    const fromFirm = {
      transferorAccountNumber: FIRM.accountNumber,
      transferorName: FIRM.name,
      shareNature: '3',
    };
    const toPerson = { transfereeAccountNumber: PERSON.accountNumber, transfereeName: PERSON.name };
    for (const type of ['4', '5']) {
      const refused = await submit(nonTradeForm(type, { ...fromFirm, ...toPerson }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('1条股东信息未确权,需确权后方能办理业务。');
    }
    const admin = await staff(t, 'admin');
    const inheritance = await submit(nonTradeForm('2', { ...fromFirm, ...toPerson }));
    expect(inheritance.statusCode, inheritance.body).toBe(200);
    expect(
      (await call(t, admin, '/application/cancel', { uuid: inheritance.json().data.uuid })).statusCode,
    ).toBe(200);
    await t.testDb.db.orm.execute(sql`delete from rights_confirmation where holder_id = ${FIRM.uuid}`);
  });
});
