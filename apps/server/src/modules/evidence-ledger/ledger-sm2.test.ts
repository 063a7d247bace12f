import {
  noteKeyHash,
  parseSignedCheckpoint,
  parseVerifierKey,
  toHex,
  verifyNoteSignatures,
  verifyReceipt,
} from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { verifyRegister } from '../share-register/index.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { createCheckpoint } from './checkpoints.js';
import { latestCheckpoint } from './ledger.service.js';
import type { LedgerConfig } from './ledger-config.js';
import { configureLedger } from './ledger-settings.js';
import { getReceipt } from './receipts.js';
import { integrateTenant } from './sequencer.js';
import { plantTenant, sm3 } from './testing/ledger-fixture.js';
import { verifyLedger } from './verify-ledger.js';

const TENANT = '100017';
const ORIGIN = `rer.test/ledger/${TENANT}/sm3`;
const ED_KEY = Buffer.alloc(32, 5).toString('base64');
const SM2_KEY = Buffer.alloc(32, 6).toString('base64');

/** The same deployment before and after `LEDGER_SIGNING_ALG=sm2` (both keys configured). */
const before = loadConfig({ LEDGER_ORIGIN: 'rer.test/ledger', LEDGER_SIGNING_KEY: ED_KEY }).ledger;
const after = loadConfig({
  LEDGER_ORIGIN: 'rer.test/ledger',
  LEDGER_SIGNING_ALG: 'sm2',
  LEDGER_SM2_SIGNING_KEY: SM2_KEY,
  LEDGER_SIGNING_KEY: ED_KEY,
}).ledger;

function use(config: LedgerConfig) {
  configureLedger({
    hashAlg: 'sm3',
    originPrefix: 'rer.test/ledger',
    checkpointEvery: 1000,
    signer: config.signer,
    publishers: [],
  });
}

async function append(t: TestDatabase, n: number, config: LedgerConfig) {
  use(config);
  await t.db.withTenant(TENANT, (tx) =>
    appendLedgerEntries(
      tx,
      Array.from({ length: n }, (_, i) => ({
        tenantId: TENANT,
        kind: 'application.submit',
        body: { i: `${i}` },
      })),
    ),
  );
  await integrateTenant(t.db, TENANT);
  await t.db.withTenant(TENANT, (tx) => createCheckpoint(tx, { tenantId: TENANT, signer: config.signer }));
}

const notes = async (t: TestDatabase) =>
  rows<{ tree_size: string; note: string }>(
    t.db.orm,
    sql`select tree_size::text, note from ledger_checkpoint where tenant_id = ${TENANT} order by tree_size`,
  );

describe('evidence ledger signed with SM2 (ADR 17)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await plantTenant(t.db, TENANT);
    await append(t, 3, before); // Ed25519 checkpoint of size 3
    await append(t, 2, after); // SM2 checkpoint of size 5
  });
  afterAll(async () => {
    await t.drop();
  });

  it('cuts checkpoints with an SM2 signature line whose key ID names the SM2 key', async () => {
    const [old, cp] = await notes(t);
    expect(old!.tree_size).toBe('3');
    expect(cp!.tree_size).toBe('5');
    const signed = parseSignedCheckpoint(cp!.note);
    expect(signed.signatures).toHaveLength(1);
    expect(toHex(signed.signatures[0]!.keyHash)).toBe(
      toHex(noteKeyHash(ORIGIN, 'sm2', after.signer.publicKeyRaw)),
    );
    expect(signed.signatures[0]!.signature).toHaveLength(64);
  });

  it('publishes verifier keys with which the pure domain code verifies receipts, old and new', async () => {
    const latest = await latestCheckpoint(t.db, TENANT, after);
    expect(latest).toMatchObject({ keyName: ORIGIN, signatureAlg: 'sm2' });
    expect(latest.verifierKeys.map((k) => parseVerifierKey(k).alg)).toEqual(['sm2', 'ed25519']);
    // As the browser does: each receipt (it carries the latest checkpoint) with the published key.
    for (const seq of [2, 5]) {
      const { receipt } = (await t.db.withTenant(TENANT, (tx) => getReceipt(tx, { tenantId: TENANT, seq })))!;
      expect(receipt!.treeSize).toBe(5);
      expect(verifyReceipt(receipt!, sm3, { verifierKeys: [latest.verifierKeys[0]!] })).toMatchObject({
        ok: true,
        isSignatureChecked: true,
      });
      const foreign = { verifierKeys: [latest.verifierKeys[1]!] }; // the Ed25519 key did not sign it
      expect(verifyReceipt(receipt!, sm3, foreign)).toEqual({
        ok: false,
        reason: `检查点没有受信任密钥（${ORIGIN}）的签名`,
      });
    }
    const [, cp] = await notes(t);
    const keys = latest.verifierKeys.map(parseVerifierKey);
    expect(verifyNoteSignatures(parseSignedCheckpoint(cp!.note), keys)).toMatchObject({ ok: true });
  });

  it('ledger:verify passes with the configured verifiers and names a tampered SM2 signature', async () => {
    const verify = (keys: LedgerConfig['verifiers']) =>
      verifyLedger(t.db.orm, { tenantId: TENANT, publicKeyRaw: keys, verifyRegister });
    expect((await verify(after.verifiers)).differences).toEqual([]);
    // Without the Ed25519 key the checkpoint signed before the switch no longer verifies.
    expect((await verify([after.verifiers[0]!])).differences).toEqual(['检查点（树大小 3）的签名无效']);

    const [, cp] = await notes(t);
    const line = cp!.note.trimEnd().split('\n').at(-1)!;
    const raw = Buffer.from(line.split(' ')[2]!, 'base64');
    raw[40]! ^= 0x01; // inside s
    const forged = cp!.note.replace(
      line,
      `${line.split(' ').slice(0, 2).join(' ')} ${raw.toString('base64')}`,
    );
    await t.db.orm.execute(sql.raw('alter table ledger_checkpoint disable trigger user'));
    try {
      await t.db.orm.execute(
        sql`update ledger_checkpoint set note = ${forged} where tenant_id = ${TENANT} and tree_size = 5`,
      );
    } finally {
      await t.db.orm.execute(sql.raw('alter table ledger_checkpoint enable trigger user'));
    }
    expect((await verify(after.verifiers)).differences).toEqual(['检查点（树大小 5）的签名无效']);
  });
});
