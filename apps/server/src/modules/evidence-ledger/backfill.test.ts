import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { verifyRegister } from '../share-register/index.js';
import { plantRegister, record, TENANT } from '../share-register/testing/register-fixture.js';
import { backfillRegisterEvents, countMissingEntries } from './backfill.js';
import { configureTestLedger, testSigner } from './testing/ledger-fixture.js';
import { verifyLedger } from './verify-ledger.js';

/** As a superuser: switch the append-only triggers off for one statement. */
async function tamper(t: TestDatabase, table: string, statement: ReturnType<typeof sql>) {
  await t.db.orm.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await t.db.orm.execute(statement);
  } finally {
    await t.db.orm.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

/**
 * Three register events as if recorded before the ledger existed (their queued entries removed
 * before integration), then one recorded with its entry as usual.
 */
async function plantHistory(t: TestDatabase) {
  const { companyId, holders } = await plantRegister(t.db, 3);
  const [a, b, c] = holders as [string, string, string];
  const transfer = (quantity: bigint) =>
    record(t.db, companyId, {
      type: 'transfer',
      holderId: a,
      shareNature: '4',
      toHolderId: c,
      reason: 'agreement',
      quantity,
    });
  await record(t.db, companyId, {
    type: 'initialRegistration',
    entries: [
      { holderId: a, shareNature: '4', quantity: 1_000n },
      { holderId: b, shareNature: '4', quantity: 500n },
    ],
  });
  await transfer(10n);
  await transfer(20n);
  await tamper(t, 'ledger_queue', sql`delete from ledger_queue where tenant_id = ${TENANT}`);
  await transfer(30n);
  return { companyId };
}

const verify = (t: TestDatabase) =>
  verifyLedger(t.db.orm, {
    tenantId: TENANT,
    publicKeyRaw: testSigner.publicKeyRaw,
    verifyRegister,
    batchSize: 3,
  });

const logged = (t: TestDatabase) =>
  rows<{ seq: string; kind: string; register_event_id: string | null }>(
    t.db.orm,
    sql`select seq::text, kind, register_event_id::text from ledger_entry where tenant_id = ${TENANT} order by seq`,
  );

describe('ledger:backfill', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    configureTestLedger();
    await t?.drop();
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('appends one backfill entry per event lacking one, oldest first; verify then agrees; a second run appends nothing', async () => {
    const { companyId } = await plantHistory(t);
    const before = await verify(t);
    expect(before.differences).toEqual(
      [1, 2, 3].map((n) => `登记事件（公司 ${companyId} 第 ${n} 号）没有存证条目`),
    );
    expect(await countMissingEntries(t.db, TENANT)).toBe(3);

    const batches: number[] = [];
    const first = await backfillRegisterEvents(t.db, TENANT, {
      batchSize: 2,
      onBatch: (b) => batches.push(b.count),
    });
    expect(first).toMatchObject({ appended: 3, batches: 2 });
    expect(batches).toEqual([2, 1]);
    const entries = await logged(t);
    expect(entries.map((e) => e.kind)).toEqual([
      'register.event',
      'register.event.backfill',
      'register.event.backfill',
      'register.event.backfill',
    ]);
    const backfilled = entries.slice(1).map((e) => Number(e.register_event_id));
    expect(backfilled).toEqual([...backfilled].sort((x, y) => x - y));

    const after = await verify(t);
    expect(after.differences).toEqual([]);
    expect(after).toMatchObject({ treeSize: 4, registerEventCount: 4, queuedCount: 0 });

    expect(await backfillRegisterEvents(t.db, TENANT)).toMatchObject({ appended: 0, batches: 0 });
    expect(await logged(t)).toHaveLength(4);
    const audits = await rows<{ detail: { count: number } }>(
      t.db.orm,
      sql`select detail from audit_log where action = 'ledger.backfill' and tenant_id = ${TENANT} order by id`,
    );
    expect(audits.map((a) => a.detail.count)).toEqual([2, 1]);
  });

  it('two runs at once append each event once', async () => {
    await plantHistory(t);
    const [x, y] = await Promise.all([
      backfillRegisterEvents(t.db, TENANT, { batchSize: 1 }),
      backfillRegisterEvents(t.db, TENANT, { batchSize: 1 }),
    ]);
    expect(x.appended + y.appended).toBe(3);
    expect(await logged(t)).toHaveLength(4);
    expect((await verify(t)).differences).toEqual([]);
  });

  it('verify checks a backfilled entry against its event like any other', async () => {
    const { companyId } = await plantHistory(t);
    await backfillRegisterEvents(t.db, TENANT);
    await tamper(
      t,
      'register_event',
      sql`update register_event set payload = jsonb_set(payload, '{quantity}', '"11"')
          where company_id = ${companyId} and seq = 2`,
    );
    const result = await verify(t);
    expect(result.differences).toContainEqual(
      expect.stringMatching(
        new RegExp(`登记事件（公司 ${companyId} 第 2 号，transfer）与其存证条目 #\\d+ 不一致`),
      ),
    );
  });
});
