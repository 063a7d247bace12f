import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { verifyRegister } from '../share-register/index.js';
import { plantRegister, record, TENANT } from '../share-register/testing/register-fixture.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { createCheckpoint } from './checkpoints.js';
import { integrateTenant } from './sequencer.js';
import { configureTestLedger, testSigner } from './testing/ledger-fixture.js';
import { verifyLedger } from './verify-ledger.js';

/** A register with history and checkpoints between the events. */
async function plantHistory(t: TestDatabase) {
  const { companyId, holders } = await plantRegister(t.db, 3);
  const [a, b, c] = holders as [string, string, string];
  const checkpoint = async () => {
    await integrateTenant(t.db, TENANT);
    await t.db.withTenant(TENANT, (tx) => createCheckpoint(tx, { tenantId: TENANT, signer: testSigner }));
  };
  await record(t.db, companyId, {
    type: 'initialRegistration',
    entries: [
      { holderId: a, shareNature: '4', quantity: 1_000n },
      { holderId: b, shareNature: '4', quantity: 500n },
    ],
  });
  await checkpoint();
  for (let i = 0; i < 5; i++) {
    await record(t.db, companyId, {
      type: 'transfer',
      holderId: a,
      shareNature: '4',
      toHolderId: c,
      reason: 'agreement',
      quantity: 10n,
    });
    await t.db.withTenant(TENANT, (tx) =>
      appendLedgerEntries(tx, [
        { tenantId: TENANT, kind: 'application.submit', body: { i, amount: `${i}` } },
      ]),
    );
    if (i % 2 === 1) await checkpoint();
  }
  await checkpoint();
  return { companyId, holders };
}

const verify = (t: TestDatabase) =>
  verifyLedger(t.db.orm, {
    tenantId: TENANT,
    publicKeyRaw: testSigner.publicKeyRaw,
    verifyRegister,
    batchSize: 4,
  });

/** As a superuser: switch the append-only triggers off for one statement. */
async function tamper(t: TestDatabase, table: string, statement: ReturnType<typeof sql>) {
  await t.db.orm.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await t.db.orm.execute(statement);
  } finally {
    await t.db.orm.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

describe('ledger:verify', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    configureTestLedger();
    await t?.drop();
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('an untouched log, its checkpoints and the register agree', async () => {
    await plantHistory(t);
    const result = await verify(t);
    expect(result.differences).toEqual([]);
    expect(result.treeSize).toBe(11);
    expect(result.checkpointCount).toBe(4);
    expect(result.registerEventCount).toBe(6);
    expect(result.queuedCount).toBe(0);
  });

  it('counts entries still queued, and names a register event with neither a leaf nor a queued entry', async () => {
    const { companyId, holders } = await plantHistory(t);
    const transfer = () =>
      record(t.db, companyId, {
        type: 'transfer',
        holderId: holders[0]!,
        shareNature: '4',
        toHolderId: holders[2]!,
        reason: 'agreement',
        quantity: 1n,
      });
    await transfer();
    await transfer();
    let result = await verify(t);
    expect(result.differences).toEqual([]);
    expect(result).toMatchObject({ treeSize: 11, queuedCount: 2, registerEventCount: 8 });
    await tamper(t, 'ledger_queue', sql`delete from ledger_queue where tenant_id = ${TENANT}`);
    result = await verify(t);
    expect(result.differences).toEqual([
      `登记事件（公司 ${companyId} 第 7 号）没有存证条目`,
      `登记事件（公司 ${companyId} 第 8 号）没有存证条目`,
    ]);
  });

  it('names a register event changed behind the trigger', async () => {
    const { companyId } = await plantHistory(t);
    await tamper(
      t,
      'register_event',
      sql`update register_event set payload = jsonb_set(payload, '{quantity}', '"11"')
          where company_id = ${companyId} and seq = 3`,
    );
    const result = await verify(t);
    expect(result.differences).toContainEqual(
      expect.stringMatching(
        new RegExp(`登记事件（公司 ${companyId} 第 3 号，transfer）与其存证条目 #\\d+ 不一致`),
      ),
    );
    // The replay no longer matches the projection either.
    expect(result.differences.some((d) => d.includes('股东名册与登记事件重放结果不一致'))).toBe(true);
  });

  it('names a ledger entry changed behind the trigger', async () => {
    await plantHistory(t);
    await tamper(
      t,
      'ledger_entry',
      sql`update ledger_entry set entry = replace(entry, '"amount":"2"', '"amount":"3"') where tenant_id = ${TENANT} and seq = 7`,
    );
    const result = await verify(t);
    expect(result.differences).toContain('存证条目 #7 的内容与其叶子哈希不一致（条目被改动）');
  });

  it('a truncated log fails the consistency check against the last checkpoint', async () => {
    await plantHistory(t);
    await tamper(t, 'ledger_entry', sql`delete from ledger_entry where tenant_id = ${TENANT} and seq > 6`);
    await tamper(t, 'ledger_node', sql`delete from ledger_node where tenant_id = ${TENANT}`);
    const result = await verify(t);
    expect(result.differences).toContainEqual(
      expect.stringMatching(/检查点（树大小 11）超出当前日志大小 6：日志被截断或回滚/),
    );
    expect(result.differences).toContainEqual(expect.stringMatching(/默克尔树节点（层 1，序号 0）缺失/));
  });

  it('a forged checkpoint signature is named', async () => {
    await plantHistory(t);
    const [{ note }] = (await rows<{ note: string }>(
      t.db.orm,
      sql`select note from ledger_checkpoint where tree_size = 11`,
    )) as [{ note: string }];
    // One character of the signature changed — always to a different one (a fixed 'A' left a
    // signature that already had an 'A' there untouched, one run in 64).
    const forged = note.replace(
      /— (\S+) (\S{20})(\S)/,
      (_all, key: string, head: string, c: string) => `— ${key} ${head}${c === 'A' ? 'B' : 'A'}`,
    );
    expect(forged).not.toBe(note);
    await tamper(
      t,
      'ledger_checkpoint',
      sql`update ledger_checkpoint set note = ${forged} where tree_size = 11`,
    );
    const result = await verify(t);
    expect(result.differences.join('\n')).toMatch(/检查点（树大小 11）(的签名无效|格式不正确)/);
  });
});
