import { createHash } from 'node:crypto';
import { demoIdentity as demo, hashPassword } from '../modules/identity/index.js';
import type { Database } from '../platform/db/database.js';
import { insertDemoRows } from './demo-identity.repository.js';
import { findSeedChecksum, lockSeeding, markSeeded } from './seed-state.repository.js';

const SEED_NAME = `demo-identity:${demo.DEMO_TENANT_ID}`;
/**
 * Bumped when loading learns to repair an older folder (2: the demo holders' missing user codes),
 * so a folder already loaded with the same demo data is loaded — and repaired — once more.
 */
const REPAIR_VERSION = 2;

function checksum(): string {
  const data = [
    demo.DEMO_ROLES,
    demo.DEMO_ACCOUNTS,
    demo.DEMO_COMPANIES,
    demo.DEMO_HOLDERS,
    demo.DEMO_HOLDER_BINDINGS,
  ];
  return createHash('sha256')
    .update(JSON.stringify([data, demo.DEMO_PASSWORD, REPAIR_VERSION]))
    .digest('hex');
}

/**
 * Loads the demo accounts, roles, enterprises, holder accounts and bindings (SEED_DEMO_DATA=true
 * only). Idempotent: rows are inserted when missing, and an unchanged set is skipped entirely.
 */
export async function loadDemoData(db: Database): Promise<{ loaded: boolean }> {
  const sum = checksum();
  return db.orm.transaction(async (tx) => {
    await lockSeeding(tx);
    if ((await findSeedChecksum(tx, SEED_NAME)) === sum) return { loaded: false };
    await insertDemoRows(tx, {
      passwordHash: await hashPassword(demo.DEMO_PASSWORD),
      capitalHash: await hashPassword(demo.DEMO_CAPITAL_PASSWORD),
    });
    await markSeeded(tx, SEED_NAME, sum);
    return { loaded: true };
  });
}
