import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { findSeedChecksum, markSeeded } from '../seed-state.repository.js';
import { seedDemoApplications } from './demo-applications.js';
import { insertDemoCustody } from './demo-custody.repository.js';
import { renameGeneratedUserCodes } from './demo-data.repository.js';
import { seedDemoShowcase } from './demo-showcase.js';
import { demoUuid } from './generate.js';
import { seedDemoData } from './seed-demo.js';
import { seedDemoRegisters } from './seed-register.js';

/** The small generated set of `npm start` (SEED_DEMO_DATA=true). */
export const START_DEMO_SET = { companies: 20, holders: 500, seed: 1, tenantId: '000000' } as const;
/** Bumped when the demo registers change, so an existing installation gets them once. */
const REGISTER_VERSION = 1;
/** 2: generated holders' user codes are UG…, no longer U… like the hand-made demo investors'. */
const USER_CODE_VERSION = 2;
const SEED_NAME = 'demo-generated:000000';
/** 1: 大连演示科技 (the first identity demo company, which has a register) is in custody (ADR 52). */
const CUSTODY_VERSION = 1;
const CUSTODY_COMPANY = 'c0000000-0000-4000-8000-000000000001';
/** 1: generated companies have a place, industry and capital; the first ones are in custody (ADR 82). */
const SHOWCASE_VERSION = 1;

/**
 * Idempotent: skipped when the same set was loaded (seed_state checksum); rows insert-if-missing,
 * registers recorded only for companies without one.
 */
export async function loadGeneratedDemoData(
  db: Database,
  storage?: ObjectStorage,
): Promise<{ loaded: boolean }> {
  const sum = createHash('sha256')
    .update(
      JSON.stringify({
        ...START_DEMO_SET,
        registers: REGISTER_VERSION,
        userCodes: USER_CODE_VERSION,
        custody: CUSTODY_VERSION,
        showcase: SHOWCASE_VERSION,
      }),
    )
    .digest('hex');
  if ((await findSeedChecksum(db.orm, SEED_NAME)) === sum) return { loaded: false };
  await seedDemoData(db, START_DEMO_SET);
  // Installations seeded before version 2 gave generated holder n the user code U<n>, which for
  // n = 1 is 演示投资者甲's: the generated holders (their demo uuids) get theirs as UG<n>.
  await renameGeneratedUserCodes(db.orm, START_DEMO_SET.tenantId, demoUuid('holder', 0).slice(0, 9));
  await seedDemoRegisters(db, START_DEMO_SET);
  await seedDemoApplications(db, storage);
  await db.withTenant(START_DEMO_SET.tenantId, (tx) =>
    insertDemoCustody(tx, {
      tenantId: START_DEMO_SET.tenantId,
      companyId: CUSTODY_COMPANY,
      since: '2026-01-05',
      bizSn: 'DEMO-550001-0001',
    }),
  );
  await seedDemoShowcase(db, START_DEMO_SET.tenantId, START_DEMO_SET.companies);
  await markSeeded(db.orm, SEED_NAME, sum);
  return { loaded: true };
}
