import { holdingKey } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { dbErrorText, expectDbError } from '../../test-support/db-errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { listEventsPage } from './register-history.repository.js';
import { registerAsOf, verifyRegister } from './register-replay.js';
import { nextTime, plantRegister, record, TENANT } from './testing/register-fixture.js';

describe('share register: events, projection and history', () => {
  let t: TestDatabase;
  let companyId: string;
  let A: string;
  let B: string;
  let C: string;
  const N = '4';
  beforeAll(async () => {
    t = await createTestDatabase();
    const planted = await plantRegister(t.db, 3);
    companyId = planted.companyId;
    [A, B, C] = planted.holders as [string, string, string];
    await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [
        { holderId: A, shareNature: N, quantity: 1_000_000n },
        { holderId: B, shareNature: N, quantity: 500_000n },
      ],
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  const verify = () => t.db.withTenant(TENANT, (tx) => verifyRegister({ tx, tenantId: TENANT, companyId }));
  const holdings = () =>
    t.db.withTenant(TENANT, (tx) =>
      rows<{ holder_id: string; held: string; available: string; pledged: string; frozen: string }>(
        tx,
        sql`select holder_id, held::text, available::text, pledged::text, frozen::text from holding where company_id = ${companyId}`,
      ),
    );

  it('writes the event, the projection and an audit row in one transaction', async () => {
    const recorded = await record(t.db, companyId, {
      type: 'transfer',
      holderId: A,
      shareNature: N,
      toHolderId: C,
      reason: 'agreement',
      quantity: 100_000n,
    });
    expect(recorded.seq).toBe(2);
    expect(recorded.holdings.map((h) => h.held).sort()).toEqual([100_000n, 900_000n]);
    const audit = await rows<{ action: string }>(
      t.db.orm,
      sql`select action from audit_log where target_id = ${recorded.eventId} and target_type = 'register_event'`,
    );
    expect(audit).toEqual([{ action: 'register.record_event' }]);
    expect(await verify()).toMatchObject({ isConsistent: true, eventCount: 2 });
  });

  it('refuses a transfer of pledged shares and writes nothing', async () => {
    await record(t.db, companyId, {
      type: 'pledge',
      holderId: B,
      shareNature: N,
      quantity: 400_000n,
      pledgee: { name: '演示银行' },
    });
    const before = await holdings();
    const attempt = record(t.db, companyId, {
      type: 'transfer',
      holderId: B,
      shareNature: N,
      toHolderId: A,
      reason: 'gift',
      quantity: 200_000n,
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'REGISTER_REFUSED',
      message: expect.stringMatching(
        /^质押股份不能转让：持有\d+股，其中已质押\d+股，可用\d+股，申请\d+股，缺少\d+股$/,
      ),
    });
    expect(await holdings()).toEqual(before);
    expect(await verify()).toMatchObject({ isConsistent: true, eventCount: 3 });
  });

  it('puts a queued freeze into effect when the first freeze lifts', async () => {
    const first = await record(t.db, companyId, {
      type: 'judicialFreeze',
      holderId: A,
      shareNature: N,
      quantity: 300_000n,
      court: '大连市中级人民法院',
      documentNo: '(2026)辽02执1号',
      startsOn: '2026-02-01',
      endsOn: '2029-01-31',
    });
    const queued = await record(t.db, companyId, {
      type: 'queuedFreeze',
      holderId: A,
      shareNature: N,
      quantity: 350_000n,
      court: '沈阳市中级人民法院',
      documentNo: '(2026)辽01执9号',
      startsOn: '2026-02-02',
      endsOn: '2029-02-01',
    });
    await record(t.db, companyId, { type: 'unfreeze', encumbranceSeq: first.seq, quantity: 300_000n });
    const marks = await rows<{ created_seq: string; status: string; quantity: string }>(
      t.db.orm,
      sql`select created_seq::text, status, quantity::text from encumbrance
          where company_id = ${companyId} and kind <> 'pledge' order by created_seq`,
    );
    expect(marks).toEqual([
      { created_seq: String(first.seq), status: 'released', quantity: '0' },
      { created_seq: String(queued.seq), status: 'active', quantity: '350000' },
    ]);
    const a = (await holdings()).find((h) => h.holder_id === A)!;
    expect(a).toMatchObject({ held: '900000', frozen: '350000', available: '550000' });
    expect(await verify()).toMatchObject({ isConsistent: true });
  });

  it('reverses an event: the register is as before it, the history keeps both', async () => {
    const before = await holdings();
    const transfer = await record(t.db, companyId, {
      type: 'transfer',
      holderId: C,
      shareNature: N,
      toHolderId: B,
      reason: 'inheritance',
      quantity: 40_000n,
    });
    await record(t.db, companyId, {
      type: 'reversal',
      reversesSeq: transfer.seq,
      reason: '录入错误，按申请更正',
    });
    const sort = (list: { holder_id: string }[]) =>
      [...list].sort((x, y) => x.holder_id.localeCompare(y.holder_id));
    expect(sort(await holdings())).toEqual(sort(before));
    const again = record(t.db, companyId, { type: 'reversal', reversesSeq: transfer.seq, reason: '再次' });
    await expect(again).rejects.toMatchObject({ message: '该登记已被冲正' });
    expect(await verify()).toMatchObject({ isConsistent: true });
  });

  it('answers the register as of a past date from the events up to that date', async () => {
    const day = '2030-06-01';
    await record(
      t.db,
      companyId,
      { type: 'issue', holderId: C, shareNature: N, quantity: 1_000n },
      { occurredAt: '2030-06-01T09:00:00+08:00' },
    );
    const onDay = await t.db.withTenant(TENANT, (tx) =>
      registerAsOf({ tx, tenantId: TENANT, companyId, date: day }),
    );
    await record(
      t.db,
      companyId,
      { type: 'issue', holderId: C, shareNature: N, quantity: 7n },
      { occurredAt: '2030-06-02T09:00:00+08:00' },
    );
    const again = await t.db.withTenant(TENANT, (tx) =>
      registerAsOf({ tx, tenantId: TENANT, companyId, date: day }),
    );
    expect(again.lastSeq).toBe(onDay.lastSeq);
    expect(again.issuedShares).toBe(onDay.issuedShares);
    expect(again.holdings.get(holdingKey({ holderId: C, shareNature: N }))!.held).toBe(
      onDay.holdings.get(holdingKey({ holderId: C, shareNature: N }))!.held,
    );
    const early = await t.db.withTenant(TENANT, (tx) =>
      registerAsOf({ tx, tenantId: TENANT, companyId, date: '2025-12-31' }),
    );
    expect(early.holdings.size).toBe(0);
    const now = await t.db.withTenant(TENANT, (tx) =>
      registerAsOf({ tx, tenantId: TENANT, companyId, date: '2099-01-01' }),
    );
    expect(now.issuedShares).toBe(onDay.issuedShares + 7n);
  });

  it('refuses an event effective before the previous one', async () => {
    const attempt = record(
      t.db,
      companyId,
      { type: 'issue', holderId: C, shareNature: N, quantity: 1n },
      { occurredAt: '2026-01-01T00:00:00Z' },
    );
    await expect(attempt).rejects.toMatchObject({ message: '登记生效时间不能早于上一笔登记' });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of register events in the database itself', async () => {
    for (const statement of [
      sql`update register_event set payload = '{}'::jsonb`,
      sql`delete from register_event`,
      sql`truncate register_event cascade`,
    ]) {
      await expectDbError(t.db.orm.execute(statement), /append-only/);
      await expectDbError(
        t.db.withTenant(TENANT, (tx) => tx.execute(statement)),
        /append-only|permission denied/,
      );
    }
  });

  it('refuses a projection that breaks the invariants in the database itself', async () => {
    const negative = t.db.orm.execute(sql`update holding set held = held - 1 where holder_id = ${C}`);
    await expectDbError(negative, /holding_available_is_rest|股东名册不平/);
    const overEncumbered = t.db.orm.execute(
      sql`update holding set pledged = held + 1, available = -1 where holder_id = ${B}`,
    );
    await expectDbError(overEncumbered, /holding_/);
    const unbalanced = t.db.orm.execute(
      sql`update holding set held = held + 1, available = available + 1 where holder_id = ${C}`,
    );
    await expect(unbalanced.then(() => 'committed', dbErrorText)).resolves.toMatch(/股东名册不平/);
    await expectDbError(t.db.orm.execute(sql`delete from holding`), /append-only/);
    // A holding's company must belong to the holding's tenant (one composite key checks both).
    await t.db.orm.execute(
      sql`insert into tenant (tenant_id, tenant_name) values ('100009', '他人') on conflict do nothing`,
    );
    const crossTenant = t.db.orm.execute(sql`update holding set tenant_id = '100009' where holder_id = ${C}`);
    await expectDbError(crossTenant, /holding_company_of_tenant_fkey/);
    expect(await verify()).toMatchObject({ isConsistent: true });
  });

  it('records a gapless sequence and refuses a skipped seq in the database', async () => {
    const seqs = await rows<{ seq: string }>(
      t.db.orm,
      sql`select seq::text from register_event where company_id = ${companyId} order by register_event.seq`,
    );
    expect(seqs.map((r) => Number(r.seq))).toEqual(seqs.map((_, i) => i + 1));
    const skipped = t.db.orm.execute(sql`insert into register_event
      (tenant_id, company_id, seq, event_type, occurred_at, payload, basis_kind, basis_reference)
      values (${TENANT}, ${companyId}, 999, 'issue', ${nextTime()}, '{}'::jsonb, 'other', 'x')`);
    await expectDbError(skipped, /not the next/);
  });

  it('lists the history newest first by number, past the tenth event (not 9 before 10 as text)', async () => {
    for (let i = 0; i < 10; i++)
      await record(
        t.db,
        companyId,
        { type: 'issue', holderId: A, shareNature: N, quantity: 1n },
        { occurredAt: new Date(Date.UTC(2099, 0, 1, i)).toISOString() },
      );
    const page = await t.db.withTenant(TENANT, (tx) => listEventsPage(tx, companyId, 1, 3));
    const seqs = page.map((r) => Number(r.seq));
    expect(seqs[0]).toBeGreaterThanOrEqual(11);
    expect(seqs).toEqual([seqs[0]!, seqs[0]! - 1, seqs[0]! - 2]);
  });
});
