import { sql } from 'drizzle-orm';
import type { Executor } from './db/database.js';

/** NOTIFY on the channel, inside the executor's transaction (delivered at its commit). */
export async function notify(executor: Executor, channel: string, text: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${text})`);
}
