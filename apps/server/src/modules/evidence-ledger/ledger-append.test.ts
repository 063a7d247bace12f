import { verifyReceipt } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { expectDbError } from '../../test-support/db-errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { plantRegister, record, TENANT } from '../share-register/testing/register-fixture.js';
import { appendLedgerEntries, appendLedgerEntry } from './append-ledger-entry.js';
import { isCheckpointSignedBy } from './checkpoints.js';
import { getReceipt } from './receipts.js';
import { integrateTenant } from './sequencer.js';
import { configureTestLedger, plantTenant, sm3, testSigner } from './testing/ledger-fixture.js';

describe('evidence ledger: queued appends, integration, proofs, receipts', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    configureTestLedger();
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('a register event queues its entry in the same transaction; integration gives it seq 1', async () => {
    const { companyId, holders } = await plantRegister(t.db, 2);
    const recorded = await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [{ holderId: holders[0]!, shareNature: '4', quantity: 1_000n }],
    });
    const queued = await rows<{ register_event_id: string }>(
      t.db.orm,
      sql`select register_event_id::text from ledger_queue where tenant_id = ${TENANT}`,
    );
    expect(queued.map((q) => q.register_event_id)).toEqual([recorded.eventId]);
    expect(await integrateTenant(t.db, TENANT)).toBe(1);
    expect(await integrateTenant(t.db, TENANT)).toBe(0);
    const [entry] = await rows<{
      seq: string;
      entry: string;
      register_event_id: string;
      biz_type_name: string;
    }>(
      t.db.orm,
      sql`select seq::text, entry, register_event_id::text, biz_type_name from ledger_entry
          where tenant_id = ${TENANT} and company_id = ${companyId}`,
    );
    expect(entry!.seq).toBe('1');
    expect(entry!.register_event_id).toBe(recorded.eventId);
    expect(entry!.biz_type_name).toBe('股东名册初始登记');
    expect(entry!.entry).not.toContain(holders[0]);
    expect(entry!.entry).toContain('"quantity":"1000"');
    expect(entry!.entry).toMatch(/"holderId":"c:[0-9a-f]{64}"/);

    // A refused register event leaves nothing behind, queued or integrated.
    await expect(
      record(t.db, companyId, {
        type: 'transfer',
        holderId: holders[0]!,
        shareNature: '4',
        toHolderId: holders[1]!,
        reason: 'agreement',
        quantity: 5_000n,
      }),
    ).rejects.toThrow(/可用股份不足/);
    const [count] = await rows<{ n: string }>(
      t.db.orm,
      sql`select (select count(*) from ledger_entry where tenant_id = ${TENANT})
                 + (select count(*) from ledger_queue where tenant_id = ${TENANT}) as n`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('every entry of a growing log has a receipt that verifies with the domain code', async () => {
    const tenantId = '100077';
    await plantTenant(t.db, tenantId);
    const appended = [];
    for (let batch = 0; batch < 6; batch++) {
      const inputs = Array.from({ length: batch + 1 }, (_, i) => ({
        tenantId,
        kind: 'test.entry',
        body: { batch, i, amount: `${batch * 100 + i}` },
      }));
      appended.push(...(await t.db.withTenant(tenantId, (tx) => appendLedgerEntries(tx, inputs))));
      // Integrated in batches of 4, at times between the appends: seqs follow the queue order.
      if (batch % 2 === 1) await integrateTenant(t.db, tenantId, { batchSize: 4 });
    }
    const queueIds = appended.map((a) => BigInt(a.queueId));
    expect([...queueIds].sort((a, b) => (a < b ? -1 : 1))).toEqual(queueIds);
    await integrateTenant(t.db, tenantId, { batchSize: 4 });
    for (const [i, a] of appended.entries()) {
      const found = await t.db.withTenant(tenantId, (tx) =>
        getReceipt(tx, { tenantId, leafHash: a.leafHash }),
      );
      expect(found!.entry.seq).toBe(i + 1);
      const verdict = verifyReceipt(found!.receipt!, sm3, (c) =>
        isCheckpointSignedBy(c, 'rer.test/ledger/100077/sm3', testSigner.publicKeyRaw),
      );
      expect(verdict).toMatchObject({ ok: true, isSignatureChecked: true });
      const altered = {
        ...found!.receipt!,
        entry: found!.receipt!.entry.replace('"amount":"', '"amount":"9'),
      };
      expect(verifyReceipt(altered, sm3).ok).toBe(false);
    }
    const more = await t.db.withTenant(tenantId, (tx) =>
      appendLedgerEntry(tx, { tenantId, kind: 'test.entry', body: { last: true } }),
    );
    await integrateTenant(t.db, tenantId);
    const last = await t.db.withTenant(tenantId, (tx) =>
      getReceipt(tx, { tenantId, leafHash: more.leafHash }),
    );
    expect(last!.entry.seq).toBe(22);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the log, even for the owner', async () => {
    for (const statement of [
      sql`update ledger_entry set entry = '{}' where seq = 1`,
      sql`delete from ledger_entry where seq = 1`,
      sql`truncate ledger_entry`,
      sql`update ledger_node set hash = hash where level = 1`,
      sql`delete from ledger_node`,
      sql`delete from ledger_checkpoint`,
    ]) {
      await expectDbError(t.db.orm.execute(statement), /append-only/);
    }
    await expectDbError(
      t.db.withTenant(TENANT, (tx) => tx.execute(sql`update ledger_entry set kind = 'x' where seq = 1`)),
      /permission denied|append-only/,
    );
  });

  it('a queued entry is never rewritten and leaves the queue only onto the log', async () => {
    const tenantId = '100078';
    await plantTenant(t.db, tenantId);
    const queued = await t.db.withTenant(tenantId, (tx) =>
      appendLedgerEntry(tx, { tenantId, kind: 'test.entry', body: { q: 1 } }),
    );
    await expectDbError(
      t.db.orm.execute(sql`update ledger_queue set entry = '{}' where tenant_id = ${tenantId}`),
      /ledger_queue is append-only/,
    );
    // Removing it without writing it to the log is refused (a statement trigger on the queue).
    await expectDbError(
      t.db.withTenant(tenantId, (tx) =>
        tx.execute(sql`delete from ledger_queue where tenant_id = ${tenantId}`),
      ),
      /removed without being integrated into the log/,
    );
    expect(await integrateTenant(t.db, tenantId)).toBe(1);
    const [entry] = await rows<{ seq: string; leaf: string }>(
      t.db.orm,
      sql`select seq::text, encode(leaf_hash, 'hex') as leaf from ledger_entry where tenant_id = ${tenantId}`,
    );
    expect(entry).toEqual({ seq: '1', leaf: queued.leafHash });
  });

  it('refuses a gap in the sequence and an entry that is not canonical-JSON-safe', async () => {
    await expectDbError(
      t.db.orm.execute(
        sql`insert into ledger_entry (tenant_id, seq, kind, entry, leaf_hash)
            values (${TENANT}, 99, 'x', '{}', decode(repeat('00', 32), 'hex'))`,
      ),
      /leaves a gap/,
    );
    await expect(
      t.db.withTenant(TENANT, (tx) =>
        appendLedgerEntry(tx, { tenantId: TENANT, kind: 'x', body: { amount: 1.5 } }),
      ),
    ).rejects.toThrow('存证条目字段 $.body.amount 必须是安全整数');
  });
});
