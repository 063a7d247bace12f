import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../platform/db/database.js';
import { openRuntime } from '../../platform/runtime.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { openObjectStorage } from '../../platform/storage/storage-config.js';
import { runtimeParts } from '../../runtime-parts.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { createCheckpoint } from './checkpoints.js';
import {
  checkAgainstMarks,
  LedgerRolledBackError,
  markKey,
  publishMarks,
  readMark,
} from './published-mark.js';
import { integrateTenant } from './sequencer.js';
import { configureTestLedger, plantTenant, testSigner } from './testing/ledger-fixture.js';

const TENANT = '000000';

/** Appends `n` entries (their bodies tagged), integrates them and signs a checkpoint. */
async function grow(db: Database, n: number, tag: string): Promise<void> {
  await db.withTenant(TENANT, (tx) =>
    appendLedgerEntries(
      tx,
      Array.from({ length: n }, (_, i) => ({
        tenantId: TENANT,
        kind: 'application.submit',
        body: { tag, i },
      })),
    ),
  );
  await integrateTenant(db, TENANT);
  await db.withTenant(TENANT, (tx) => createCheckpoint(tx, { tenantId: TENANT, signer: testSigner }));
}

/** ADR 30: a restored database older than a checkpoint already published is noticed. */
describe('the published mark of the evidence ledger', () => {
  const made: TestDatabase[] = [];
  let dir: string;
  let storage: ObjectStorage;
  const fresh = async () => {
    const t = await createTestDatabase();
    made.push(t);
    await plantTenant(t.db, TENANT);
    return t.db;
  };
  beforeAll(async () => {
    configureTestLedger();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-mark-'));
    storage = await openObjectStorage({ kind: 'local', rootDir: path.join(dir, 'files') });
  });
  afterAll(async () => {
    for (const t of made) await t.drop();
    await storage?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('follows the checkpoints up, never down, and names a rolled-back or forked database', async () => {
    const live = await fresh();
    await grow(live, 3, 'live');
    expect(await publishMarks(live, storage)).toBe(1);
    expect((await readMark(storage, TENANT))!.treeSize).toBe(3);
    expect(await checkAgainstMarks(live, storage)).toEqual([]);

    // The backup taken when the log had two entries, restored.
    const restored = await fresh();
    await grow(restored, 2, 'live');
    const problems = await checkAgainstMarks(restored, storage);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /租户 000000 的存证日志已回退：数据库中日志只有 2 条，而 .* 已发布的检查点为 3 条/,
    );
    expect(await publishMarks(restored, storage)).toBe(0);
    expect((await readMark(storage, TENANT))!.treeSize).toBe(3);

    // Another log of the same size: a fork.
    const forked = await fresh();
    await grow(forked, 3, 'other');
    expect((await checkAgainstMarks(forked, storage))[0]).toMatch(
      /与已发布的检查点分叉：第 3 条处的根哈希不一致/,
    );

    await grow(live, 2, 'live-more');
    await publishMarks(live, storage);
    expect((await readMark(storage, TENANT))!.treeSize).toBe(5);
  }, 300_000);

  it('stops the server from starting on a database behind its published mark', async () => {
    const t = await createTestDatabase({ migrate: false });
    made.push(t);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-mark-runtime-'));
    const files = await openObjectStorage({ kind: 'local', rootDir: path.join(dataDir, 'files') });
    await files.put(
      markKey(TENANT),
      Buffer.from(
        JSON.stringify({
          tenantId: TENANT,
          treeSize: 7,
          rootHash: 'ab',
          checkpointAt: '2026-01-01T00:00:00Z',
        }),
      ),
      { contentType: 'application/json' },
    );
    await files.close();
    if (!t.url) await t.db.close(); // the embedded database then lives in DATA_DIR
    const config = loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
      ...(t.url ? { DATABASE_URL: t.url } : {}),
    });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    try {
      await expect(openRuntime(config, log, runtimeParts(config))).rejects.toThrow(LedgerRolledBackError);
      await expect(openRuntime(config, log, runtimeParts(config))).rejects.toThrow(
        /租户 000000 的存证日志已回退：数据库中日志只有 0 条/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
