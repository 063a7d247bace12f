import { loadConfig } from '../../../config.js';
import type { Database } from '../../../platform/db/database.js';
import { demoId, openDemoRegister, recordInDemo } from '../../../test-support/demo-register.js';
import { appendLedgerEntry, createCheckpoint, integrateTenant } from '../../evidence-ledger/index.js';
import type { TestWitness } from '../../evidence-ledger/testing/test-witness.js';
import { issueRegulatorCredential } from '../../identity/index.js';

export const TENANT = '000000';
export const CHAIN_ENV = { SEED_DEMO_DATA: 'true', LEDGER_HASH: 'sm3', LEDGER_ORIGIN: 'rer.test/ledger' };
export const OBJECT_ID = 'REG-000000-0001';

/** Integrates the queue and signs a checkpoint: closes a block (cosigned by the witness, if one). */
export async function closeBlock(
  db: Database,
  env: Record<string, string> = {},
  witness: TestWitness | null = null,
): Promise<void> {
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: '/tmp/rer-test-unused', ...CHAIN_ENV, ...env });
  await integrateTenant(db, TENANT);
  await db.withTenant(TENANT, (tx) =>
    createCheckpoint(tx, {
      tenantId: TENANT,
      signer: config.ledger.signer,
      ...(witness ? { publishers: ['witness'] } : {}),
    }),
  );
  const cosigned = witness ? await witness.cosignPending(db) : null;
  if (cosigned && (cosigned.done !== 1 || cosigned.failed !== 0))
    throw new Error(`the witness did not cosign the block: ${JSON.stringify(cosigned)}`);
}

/** A `chain-object` entry as the regional-chain module appends one (contract of issue 24). */
export function appendObjectEntry(db: Database, version: number, sm3: string) {
  return db.withTenant(TENANT, (tx) =>
    appendLedgerEntry(tx, {
      tenantId: TENANT,
      kind: 'chain-object',
      body: { objectId: OBJECT_ID, version: String(version), objectClass: '登记', sm3 },
      refs: { uuid: OBJECT_ID },
    }),
  );
}

/**
 * Three blocks: the demo register's initial registration (block 1), a transfer and object
 * version 0 (block 2), object version 1 (block 3).
 */
export async function buildDemoChain(
  db: Database,
  env: Record<string, string> = {},
  witness: TestWitness | null = null,
): Promise<void> {
  await openDemoRegister(db);
  await closeBlock(db, env, witness);
  await recordInDemo(
    db,
    demoId('c', 1),
    {
      type: 'transfer',
      holderId: demoId('f', 1),
      shareNature: '4',
      toHolderId: demoId('f', 4),
      reason: 'agreement',
      quantity: 1_000n,
    },
    '2026-04-01',
  );
  await appendObjectEntry(db, 0, 'a'.repeat(64));
  await closeBlock(db, env, witness);
  await appendObjectEntry(db, 1, 'b'.repeat(64));
  await closeBlock(db, env, witness);
}

/** The regulator's credential headers (the token `chain:regulator` prints). */
export async function regulatorHeaders(
  db: Database,
  now: Date,
  username = 'csrc_node',
  env: Record<string, string> = {},
) {
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: '/tmp/rer-test-unused', ...env });
  const { token } = await issueRegulatorCredential(
    db,
    { tenantId: TENANT, username, realName: '监管链节点', days: 30 },
    { jwtSecret: config.auth.jwtSecret, now },
  );
  return { token, headers: { 'blade-auth': `bearer ${token}`, 'tenant-id': TENANT } };
}
