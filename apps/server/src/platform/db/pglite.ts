import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../../db/schema.js';
import { type Database, enterTenant, type Orm, preparedRows } from './database.js';

/**
 * The embedded database: a real PostgreSQL compiled to WASM, in-process. It serialises
 * transactions and blocks the event loop during a query, so keep queries short.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  // int8 and numeric as strings, as on node-postgres: exact, and the same on both databases.
  const parsers = { 20: (v: string) => v, 1700: (v: string) => v };
  const client = dataDir ? await PGlite.create(dataDir, { parsers }) : await PGlite.create({ parsers });
  const orm = drizzle({ client, schema }) as unknown as Orm;
  const withTenant: Database['withTenant'] = (tenantId, fn) =>
    orm.transaction(async (tx) => {
      await enterTenant(tx, tenantId);
      const result = await fn(tx);
      // A commit after a failed statement silently rolls back; as on PostgreSQL (ADR 22) it must
      // be an error. Any statement in an aborted transaction fails, so one cheap probe.
      await tx.execute(sql`select 1`);
      return result;
    });
  return {
    kind: 'pglite',
    orm,
    async execScript(text) {
      await client.exec(text);
    },
    rawTransaction(fn) {
      return client.transaction((tx) =>
        fn({
          async query<R>(text: string, params?: unknown[]) {
            return (await tx.query<R>(text, params)).rows;
          },
          async exec(text: string) {
            await tx.exec(text);
          },
        }),
      );
    },
    withTenant,
    tenantStatement(tenantId, statement) {
      // Prepared in the same transaction: PGlite runs it through the same query path.
      return withTenant(tenantId, (tx) => preparedRows(tx, statement));
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        await unsubscribe();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
