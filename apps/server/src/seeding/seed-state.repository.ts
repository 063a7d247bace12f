import { sql } from 'drizzle-orm';
import { seedState } from '../db/schema.js';
import { type Executor, rows, type Tx } from '../platform/db/database.js';

/**
 * `seed_state`: the checksum of each data set a loader last loaded, so an unchanged set is
 * skipped, and the advisory lock that lets one of several starting processes load at a time.
 */

/** Serialises the loaders of concurrent starts (PostgreSQL): one loads, the others then skip. */
export async function lockSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rer:seed'))`);
}

/** The checksum recorded for the data set `name`, or null when it was never loaded. */
export async function findSeedChecksum(tx: Executor, name: string): Promise<string | null> {
  const found = await rows<{ checksum: string }>(
    tx,
    sql`select checksum from seed_state where name = ${name}`,
  );
  return found[0]?.checksum ?? null;
}

export async function markSeeded(tx: Executor, name: string, checksum: string): Promise<void> {
  await tx
    .insert(seedState)
    .values({ name, checksum })
    .onConflictDoUpdate({ target: seedState.name, set: { checksum, loadedAt: sql`now()` } });
}
