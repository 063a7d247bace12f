import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';

/** One round trip to the database: the health check's proof that it answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.orm.execute(sql`select 1`);
}
