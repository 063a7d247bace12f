import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seedDemoApplications } from '../../modules/workflow/demo-applications.js';
import type { Database } from '../../platform/db/database.js';
import { rows } from '../../platform/db/database.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { seedDemoData } from './seed-demo.js';
import { seedDemoRegisters } from './seed-register.js';

/** The small generated set of `npm start` (SEED_DEMO_DATA=true). */
export const START_DEMO_SET = { companies: 20, holders: 500, seed: 1, tenantId: '000000' } as const;
/** Bumped when the demo registers change, so an existing installation gets them once. */
const REGISTER_VERSION = 1;
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
    .update(JSON.stringify({ ...START_DEMO_SET, registers: REGISTER_VERSION }))
    .digest('hex');
  const found = await rows<{ checksum: string }>(
    db.orm,
    sql`select checksum from seed_state where name = ${SEED_NAME}`,
  );
  if (found[0]?.checksum === sum) return { loaded: false };
  await seedDemoData(db, START_DEMO_SET);
  await seedDemoRegisters(db, START_DEMO_SET);
  await seedDemoApplications(db, storage);
  await db.orm.execute(sql`insert into seed_state (name, checksum) values (${SEED_NAME}, ${sum})
    on conflict (name) do update set checksum = excluded.checksum, loaded_at = now()`);
  return { loaded: true };
}
