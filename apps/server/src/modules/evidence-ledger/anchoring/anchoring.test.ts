import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { appendLedgerEntries } from '../append-ledger-entry.js';
import { createCheckpoint, isCheckpointSignedBy } from '../checkpoints.js';
import { integrateBatch } from '../sequencer.js';
import { type FakeTsa, startFakeTsa } from '../testing/fake-tsa.js';
import { fakeWitness } from '../testing/fake-witness.js';
import { configureTestLedger, plantTenant, sm3, testSigner } from '../testing/ledger-fixture.js';
import { processAnchors } from './outbox.js';
import { buildTimeStampReq, checkTimeStampResp, timeStampPublisher } from './rfc3161.js';
import { witnessPublisher } from './witness.js';

const TENANT = '100088';

describe('RFC 3161 requests', () => {
  it('are DER that OpenSSL reads as a time-stamp query', () => {
    const digest = new Uint8Array(createHash('sha256').update('checkpoint').digest());
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tsq-')), 'req.tsq');
    fs.writeFileSync(file, buildTimeStampReq(digest, 0x1234_5678_9abcn));
    const text = execFileSync('openssl', ['ts', '-query', '-in', file, '-text'], { encoding: 'utf8' });
    expect(text).toMatch(/Hash Algorithm: sha256/);
    // The message imprint is printed as a hex dump, 16 bytes a line with a dash after eight.
    const dump = text.replace(/[\s:]/g, '').toLowerCase();
    const hex = Buffer.from(digest).toString('hex');
    for (const part of [hex.slice(0, 16), hex.slice(16, 32), hex.slice(32, 48), hex.slice(48)])
      expect(dump).toContain(part);
    expect(text).toMatch(/Nonce: 0x123456789ABC/i);
    expect(text).toMatch(/Certificate required: yes/);
  });
});

describe('anchoring through the outbox', () => {
  let t: TestDatabase;
  let tsa: FakeTsa;
  const logName = `rer.test/ledger/${TENANT}/sm3`;
  const witness = fakeWitness({
    name: 'witness.test',
    hash: sm3,
    isLogSigned: (c) => isCheckpointSignedBy(c, logName, testSigner.publicKeyRaw),
  });
  const publishers = () => [
    timeStampPublisher({ url: tsa.url, tsaKey: tsa.publicKey }),
    witnessPublisher({
      url: 'http://witness.test',
      name: 'witness.test',
      publicKeyRaw: witness.publicKeyRaw,
      fetchFn: witness.fetchFn,
    }),
  ];
  const grow = async (n: number) => {
    await t.db.withTenant(TENANT, async (tx) => {
      await appendLedgerEntries(
        tx,
        Array.from({ length: n }, (_, i) => ({ tenantId: TENANT, kind: 'test.entry', body: { i } })),
      );
      // Integrated in this transaction (it holds the tenant's ledger lock until its commit).
      await integrateBatch(tx, TENANT);
      await createCheckpoint(tx, {
        tenantId: TENANT,
        signer: testSigner,
        publishers: ['rfc3161', 'witness'],
      });
    });
  };
  const anchors = () =>
    rows<{
      publisher: string;
      status: string;
      attempts: number;
      evidence: Record<string, unknown> | null;
      last_error: string | null;
    }>(
      t.db.orm,
      sql`select a.publisher, a.status, a.attempts, a.evidence, a.last_error from ledger_anchor a
          join ledger_checkpoint c on c.id = a.checkpoint_id order by c.tree_size, a.publisher`,
    );

  beforeAll(async () => {
    configureTestLedger();
    t = await createTestDatabase();
    await plantTenant(t.db, TENANT);
    tsa = await startFakeTsa();
  });
  afterAll(async () => {
    await tsa.close();
    await t.drop();
  });

  it('time-stamps and witnesses each checkpoint once, consistently with the previous one', async () => {
    await grow(5);
    expect(await processAnchors(t.db, publishers())).toEqual({ done: 2, failed: 0 });
    await grow(6);
    expect(await processAnchors(t.db, publishers())).toEqual({ done: 2, failed: 0 });
    expect(await processAnchors(t.db, publishers())).toEqual({ done: 0, failed: 0 }); // nothing twice
    const done = await anchors();
    expect(done.map((a) => `${a.publisher}:${a.status}`)).toEqual([
      'rfc3161:done',
      'witness:done',
      'rfc3161:done',
      'witness:done',
    ]);
    expect(done[0]!.evidence).toMatchObject({ isSignatureChecked: true, serialNumber: '1' });
    expect(String(done[1]!.evidence!.cosignature)).toMatch(/^— witness\.test /);
    expect(witness.state.size).toBe(11);
  });

  it('a witness that knows another size gets the proof from there (409, then retry)', async () => {
    witness.state.size = 5; // it missed the size-11 checkpoint
    witness.state.root = (
      await rows<{ r: Uint8Array }>(
        t.db.orm,
        sql`select root_hash as r from ledger_checkpoint where tree_size = 5`,
      )
    )[0]!.r;
    witness.state.root = new Uint8Array(witness.state.root);
    const before = witness.state.requests;
    await grow(3);
    expect(await processAnchors(t.db, publishers())).toEqual({ done: 2, failed: 0 });
    expect(witness.state.requests - before).toBe(2);
    expect(witness.state.size).toBe(14);
  });

  it('refuses a response with a wrong nonce or signature and retries later', async () => {
    tsa.mode = 'wrong-nonce';
    await grow(1);
    expect(await processAnchors(t.db, publishers())).toEqual({ done: 1, failed: 1 });
    let last = (await anchors()).filter((a) => a.publisher === 'rfc3161').at(-1)!;
    expect(last).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: '时间戳的随机数（nonce）与请求不一致',
    });
    tsa.mode = 'wrong-key';
    await t.db.orm.execute(sql`update ledger_anchor set next_attempt_at = now() where status = 'pending'`);
    await processAnchors(t.db, publishers());
    last = (await anchors()).filter((a) => a.publisher === 'rfc3161').at(-1)!;
    expect(last).toMatchObject({ status: 'pending', attempts: 2, last_error: '时间戳签名校验失败' });
    tsa.mode = 'honest';
    await t.db.orm.execute(sql`update ledger_anchor set next_attempt_at = now() where status = 'pending'`);
    expect(await processAnchors(t.db, publishers())).toEqual({ done: 1, failed: 0 });
  });

  it('checks the message imprint of a response', () => {
    const digest = new Uint8Array(32).fill(1);
    expect(() =>
      checkTimeStampResp(new Uint8Array([0x30, 0x03, 0x30, 0x01, 0x02]), { digest, nonce: 1n, tsaKey: null }),
    ).toThrow();
  });
});
