import { holdingKey } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { expireFreezes, freezeLapsesAt, nextFreezeExpiryRun } from './freeze-expiry.js';
import { registerAsOf, verifyRegister } from './register-replay.js';
import { plantRegister, record, TENANT } from './testing/register-fixture.js';

describe('share register: freezes end with their term', () => {
  let t: TestDatabase;
  let companyId: string;
  let A: string;
  let B: string;
  const N = '4';
  let lapsingSeq: number;
  let queuedSeq: number;
  let lastingSeq: number;
  beforeAll(async () => {
    t = await createTestDatabase();
    const planted = await plantRegister(t.db, 2);
    companyId = planted.companyId;
    [A, B] = planted.holders as [string, string];
    await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [
        { holderId: A, shareNature: N, quantity: 1_000_000n },
        { holderId: B, shareNature: N, quantity: 500_000n },
      ],
    });
    const court = { court: '大连市中级人民法院', startsOn: '2026-01-01' };
    lapsingSeq = (
      await record(t.db, companyId, {
        type: 'judicialFreeze',
        holderId: A,
        shareNature: N,
        quantity: 900_000n,
        documentNo: '(2026)辽02执1号',
        endsOn: '2026-02-10',
        ...court,
      })
    ).seq;
    // Waits behind the first freeze: only 100,000 shares are free while it stands.
    queuedSeq = (
      await record(t.db, companyId, {
        type: 'queuedFreeze',
        holderId: A,
        shareNature: N,
        quantity: 200_000n,
        documentNo: '(2026)辽02执2号',
        endsOn: '2029-01-31',
        ...court,
      })
    ).seq;
    lastingSeq = (
      await record(t.db, companyId, {
        type: 'judicialFreeze',
        holderId: B,
        shareNature: N,
        quantity: 100_000n,
        documentNo: '(2026)辽02执3号',
        endsOn: '2099-12-31',
        ...court,
      })
    ).seq;
  });
  afterAll(async () => {
    await t.drop();
  });

  const asOf = (date: string) =>
    t.db.withTenant(TENANT, (tx) => registerAsOf({ tx, tenantId: TENANT, companyId, date }));

  it('keeps a freeze on its last day and releases it after, letting the queued freeze take effect', async () => {
    expect(await expireFreezes(t.db, new Date('2026-02-10T15:00:00Z'))).toEqual({
      released: 0,
      failures: [],
    });
    const outcome = await expireFreezes(t.db, new Date('2026-03-01T01:00:00Z'));
    expect(outcome).toEqual({ released: 1, failures: [] });

    const events = await rows<{ event_type: string; occurred_at: Date; basis_reference: string }>(
      t.db.orm,
      sql`select event_type, occurred_at, basis_reference from register_event
          where company_id = ${companyId} order by seq desc limit 1`,
    );
    expect(events[0]?.event_type).toBe('unfreeze');
    expect(new Date(events[0]!.occurred_at).toISOString()).toBe('2026-02-10T16:00:00.000Z');
    expect(events[0]?.basis_reference).toBe(
      '冻结期限届满自动解除（冻结文书(2026)辽02执1号，截止2026-02-10）',
    );

    const lastDay = await asOf('2026-02-10');
    expect(lastDay.encumbrances.get(lapsingSeq)?.status).toBe('active');
    expect(lastDay.holdings.get(holdingKey({ holderId: A, shareNature: N }))?.frozen).toBe(900_000n);
    const nextDay = await asOf('2026-02-11');
    expect(nextDay.encumbrances.get(lapsingSeq)?.status).toBe('released');
    expect(nextDay.encumbrances.get(queuedSeq)?.status).toBe('active');
    expect(nextDay.holdings.get(holdingKey({ holderId: A, shareNature: N }))?.frozen).toBe(200_000n);
    expect(nextDay.encumbrances.get(lastingSeq)?.status).toBe('active');

    const check = await t.db.withTenant(TENANT, (tx) => verifyRegister({ tx, tenantId: TENANT, companyId }));
    expect(check.isConsistent).toBe(true);
  });

  it('does nothing the second time', async () => {
    expect(await expireFreezes(t.db, new Date('2026-03-02T01:00:00Z'))).toEqual({
      released: 0,
      failures: [],
    });
  });

  it('lapses at midnight China time and runs daily at 00:05 China time', () => {
    expect(freezeLapsesAt('2026-02-10').toISOString()).toBe('2026-02-10T16:00:00.000Z');
    expect(nextFreezeExpiryRun(new Date('2026-02-10T15:00:00Z')).toISOString()).toBe(
      '2026-02-10T16:05:00.000Z',
    );
    expect(nextFreezeExpiryRun(new Date('2026-02-10T17:00:00Z')).toISOString()).toBe(
      '2026-02-11T16:05:00.000Z',
    );
  });
});
