import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seedDemoApplications } from '../../modules/workflow/index.js';
import type { Database } from '../../platform/db/database.js';
import { rows } from '../../platform/db/database.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
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

/**
 * Idempotent: skipped when the same set was loaded (seed_state checksum); rows insert-if-missing,
 * registers recorded only for companies without one.
 */
export async function loadGeneratedDemoData(
  db: Database,
  storage?: ObjectStorage,
): Promise<{ loaded: boolean }> {
  const sum = createHash('sha256')
    .update(JSON.stringify({ ...START_DEMO_SET, registers: REGISTER_VERSION, userCodes: USER_CODE_VERSION }))
    .digest('hex');
  const found = await rows<{ checksum: string }>(
    db.orm,
    sql`select checksum from seed_state where name = ${SEED_NAME}`,
  );
  if (found[0]?.checksum === sum) return { loaded: false };
  await seedDemoData(db, START_DEMO_SET);
  // Installations seeded before version 2 gave generated holder n the user code U<n>, which for
  // n = 1 is 演示投资者甲's: the generated holders (their demo uuids) get theirs as UG<n>.
  await db.orm.execute(sql`update holder_account set user_code = 'UG' || substr(user_code, 2)
    where tenant_id = ${START_DEMO_SET.tenantId} and uuid::text like ${`${demoUuid('holder', 0).slice(0, 9)}%`}
      and user_code ~ '^U[0-9]{9}$'`);
  await seedDemoRegisters(db, START_DEMO_SET);
  await seedDemoApplications(db, storage);
  await db.orm.execute(sql`insert into seed_state (name, checksum) values (${SEED_NAME}, ${sum})
    on conflict (name) do update set checksum = excluded.checksum, loaded_at = now()`);
  return { loaded: true };
}
