import { leafHash, toHex, utf8 } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { expectDbError } from '../../test-support/db-errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { appendLedgerEntries, entryDocument, type LedgerEntryInput } from './append-ledger-entry.js';
import { removeIntegrated } from './queue.repository.js';
import { integrateTenant, SWEEP_EVERY } from './sequencer.js';
import { configureTestLedger, plantTenant, sm3 } from './testing/ledger-fixture.js';

const ROLLED_BACK = 'rolled back on purpose';

/** Runs `fn` in a tenant transaction that is always rolled back. */
async function rolledBack(
  t: TestDatabase,
  tenantId: string,
  fn: Parameters<TestDatabase['db']['withTenant']>[1],
) {
  await expect(
    t.db.withTenant(tenantId, async (tx) => {
      await fn(tx);
      throw new Error(ROLLED_BACK);
    }),
  ).rejects.toThrow(ROLLED_BACK);
}

const entryInput = (tenantId: string, i: number): LedgerEntryInput => ({
  tenantId,
  kind: 'test.entry',
  body: { i },
});

async function queue(t: TestDatabase, tenantId: string, from: number, count: number): Promise<string[]> {
  const appended = await t.db.withTenant(tenantId, (tx) =>
    appendLedgerEntries(
      tx,
      Array.from({ length: count }, (_, k) => entryInput(tenantId, from + k)),
    ),
  );
  return appended.map((a) => a.queueId);
}

/**
 * A queue id handed out to a transaction that has not committed yet: reserved by a rolled-back
 * append, then used by `commitLate` as that transaction's commit (as the owner, with the id).
 */
async function reserveQueueId(t: TestDatabase, tenantId: string): Promise<string> {
  let reserved = '';
  await rolledBack(t, tenantId, async (tx) => {
    const [appended] = await appendLedgerEntries(tx, [entryInput(tenantId, -1)]);
    reserved = appended!.queueId;
  });
  return reserved;
}

async function commitLate(t: TestDatabase, tenantId: string, queueId: string): Promise<string> {
  const text = entryDocument('sm3', entryInput(tenantId, 1_000_000), null, new Date().toISOString());
  const leaf = toHex(leafHash(sm3, utf8(text)));
  await t.db.orm.execute(
    sql`insert into ledger_queue (id, tenant_id, kind, entry, leaf_hash)
        overriding system value
        values (${queueId}::bigint, ${tenantId}, 'test.entry', ${text}, decode(${leaf}, 'hex'))`,
  );
  return leaf;
}

const seqOf = async (t: TestDatabase, tenantId: string, leaf: string) =>
  (
    await rows<{ seq: string }>(
      t.db.orm,
      sql`select seq::text from ledger_entry where tenant_id = ${tenantId} and leaf_hash = decode(${leaf}, 'hex')`,
    )
  ).map((r) => Number(r.seq));

async function logShape(t: TestDatabase, tenantId: string) {
  const [shape] = await rows<{ n: string; max: string; queued: string; size: string }>(
    t.db.orm,
    sql`select count(*)::text as n, coalesce(max(seq), 0)::text as max,
               (select count(*) from ledger_queue where tenant_id = ${tenantId})::text as queued,
               (select tree_size from ledger_head where tenant_id = ${tenantId})::text as size
        from ledger_entry where tenant_id = ${tenantId}`,
  );
  return {
    entries: Number(shape!.n),
    maxSeq: Number(shape!.max),
    queued: Number(shape!.queued),
    size: Number(shape!.size),
  };
}

describe('ledger sequencer: reading above a watermark, set-based checks (ADR 16, "Backlog")', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    configureTestLedger();
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('an entry whose queue id is below the watermark but that commits after it passed is integrated in the same call', async () => {
    const tenantId = '100091';
    await plantTenant(t.db, tenantId);
    await queue(t, tenantId, 0, 1);
    const late = await reserveQueueId(t, tenantId);
    const later = await queue(t, tenantId, 1, 9);
    expect(BigInt(later[0]!)).toBeGreaterThan(BigInt(late));
    let lateLeaf = '';
    const firstBatch: string[] = [];
    const integrated = await integrateTenant(t.db, tenantId, {
      batchSize: 2,
      onBatch: async (batch) => {
        if (firstBatch.length > 0) return;
        firstBatch.push(...batch.queueIds);
        // The watermark (the batch's last id) is above the late id: it commits only now.
        lateLeaf = await commitLate(t, tenantId, late);
      },
    });
    expect(BigInt(firstBatch.at(-1)!)).toBeGreaterThan(BigInt(late));
    expect(integrated).toBe(11);
    expect(await seqOf(t, tenantId, lateLeaf)).toHaveLength(1);
    expect(await logShape(t, tenantId)).toEqual({ entries: 11, maxSeq: 11, queued: 0, size: 11 });
  });

  it('a long drain sweeps below the watermark every SWEEP_EVERY batches, not only at its end', async () => {
    const tenantId = '100092';
    await plantTenant(t.db, tenantId);
    await queue(t, tenantId, 0, 1);
    const late = await reserveQueueId(t, tenantId);
    const total = SWEEP_EVERY * 3;
    await queue(t, tenantId, 1, total);
    let lateLeaf = '';
    let batches = 0;
    await integrateTenant(t.db, tenantId, {
      batchSize: 1,
      onBatch: async (batch) => {
        // After batch 2 the watermark is above the late id; it commits only now.
        if (++batches === 2) {
          expect(BigInt(batch.queueIds[0]!)).toBeGreaterThan(BigInt(late));
          lateLeaf = await commitLate(t, tenantId, late);
        }
      },
    });
    const [seq] = await seqOf(t, tenantId, lateLeaf);
    // Batch 1 read from the start; the next read from the start is at most SWEEP_EVERY batches
    // later (at the end of the drain, seq total + 2, when only the final sweep finds it).
    expect(seq).toBeLessThanOrEqual(SWEEP_EVERY + 1);
    expect(await logShape(t, tenantId)).toEqual({
      entries: total + 2,
      maxSeq: total + 2,
      queued: 0,
      size: total + 2,
    });
  });

  it('removing queued rows is refused when any one of them is not on the log', async () => {
    const tenantId = '100093';
    await plantTenant(t.db, tenantId);
    const ids = await queue(t, tenantId, 0, 3);
    const putOnLog = (count: number) =>
      sql`insert into ledger_entry (tenant_id, seq, kind, entry, leaf_hash)
          select tenant_id, row_number() over (order by id), kind, entry, leaf_hash
          from (select * from ledger_queue where tenant_id = ${tenantId} order by id limit ${count}) q`;
    // Two of three on the log: removing all three names the third.
    await expectDbError(
      t.db.withTenant(tenantId, async (tx) => {
        await tx.execute(putOnLog(2));
        await removeIntegrated(tx, tenantId, ids);
      }),
      new RegExp(`entry ${ids[2]} of tenant ${tenantId} removed without being integrated`),
    );
    // The two that are on the log may go; an id that is not queued is refused by the sequencer.
    await rolledBack(t, tenantId, async (tx) => {
      await tx.execute(putOnLog(2));
      await removeIntegrated(tx, tenantId, ids.slice(0, 2));
    });
    await expect(
      t.db.withTenant(tenantId, (tx) => removeIntegrated(tx, tenantId, ['999999999'])),
    ).rejects.toThrow(`ledger_queue of tenant ${tenantId}: removed 0 of 1 integrated entries`);
    expect(await integrateTenant(t.db, tenantId)).toBe(3);
  });

  it("a statement's seqs must be one run right after the log's last seq", async () => {
    const tenantId = '100094';
    await plantTenant(t.db, tenantId);
    const insert = (seqs: number[]) =>
      sql`insert into ledger_entry (tenant_id, seq, kind, entry, leaf_hash)
          select ${tenantId}, s, 'test.entry', '{}', decode(repeat('00', 32), 'hex')
          from unnest(${`{${seqs.join(',')}}`}::bigint[]) as s`;
    const refused = (seqs: number[], seq: number) =>
      expectDbError(
        t.db.withTenant(tenantId, (tx) => tx.execute(insert(seqs))),
        new RegExp(`seq ${seq} of tenant ${tenantId} leaves a gap`),
      );
    await refused([1, 3], 3);
    await refused([2, 3], 2);
    await refused([1, 2, 4, 5], 4);
    await rolledBack(t, tenantId, async (tx) => {
      await tx.execute(insert([1, 2, 3]));
      await tx.execute(insert([4]));
    });
    await rolledBack(t, tenantId, async (tx) => {
      await tx.execute(insert([1]));
      await expectDbError(tx.execute(insert([3, 4])), /seq 3 of tenant 100094 leaves a gap/);
    });
  });
});
