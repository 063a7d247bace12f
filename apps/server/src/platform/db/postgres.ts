import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema.js';
import type { Database, Orm } from './database.js';
import { tenantStatements, tenantTransactions } from './postgres-tenant-tx.js';

// bigint (int8) and numeric arrive as strings: exact, never floating point.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);

export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  // Pipelining (ADR 22): a statement is written without waiting for the answer to the one before;
  // code that awaits each statement behaves exactly as without it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    application_name: 'rer-server',
    pipeline: true,
  });
  // Fail fast with a readable message rather than on the first request.
  const probe = await pool.connect();
  try {
    const { rows } = await probe.query<{ encoding: string }>(
      'select pg_encoding_to_char(encoding) as encoding from pg_database where datname = current_database()',
    );
    if (rows[0]?.encoding !== 'UTF8') {
      throw new Error(`数据库编码必须为 UTF8，当前为 ${rows[0]?.encoding ?? '未知'}`);
    }
  } finally {
    probe.release();
  }
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it. Nothing to do here.
  });
  const orm = drizzle({ client: pool, schema }) as unknown as Orm;
  return {
    kind: 'postgres',
    orm,
    async execScript(text) {
      await pool.query(text);
    },
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          async query<R>(text: string, params?: unknown[]) {
            return (await client.query(text, params)).rows as R[];
          },
          async exec(text: string) {
            await client.query(text);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    withTenant: tenantTransactions(pool),
    tenantStatement: tenantStatements(pool),
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url, application_name: 'rer-listener' });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end();
      };
    },
    async close() {
      await pool.end();
    },
  };
}
