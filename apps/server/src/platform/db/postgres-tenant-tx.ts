import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../../db/schema.js';
import { APP_ROLE, type Tx } from './database.js';

/**
 * Tenant transactions on PostgreSQL with one round trip to enter them: `begin` and the two
 * transaction-local settings (tenant, application role) go as one simple-protocol message, where
 * drizzle's `transaction()` sends `begin` alone and the settings after it. Every request runs at
 * least one tenant transaction, and for sub-millisecond lookups that round trip was a tenth of
 * the request (bench/register-search.mjs). The handle is drizzle's own transaction class, so
 * nested `tx.transaction()` savepoints and every query builder behave as before.
 */
export function tenantTransactions(pool: pg.Pool) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };

  return async function withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // Literals, not parameters: the simple protocol takes several statements but no parameters.
      // escapeLiteral quotes any string safely (the tenant id is also a validated 6-digit code).
      await client.query(
        `begin; select set_config('app.tenant_id', ${client.escapeLiteral(tenantId)}, true), ` +
          `set_config('role', ${client.escapeLiteral(APP_ROLE)}, true)`,
      );
    } catch (error) {
      // Half a `begin` (e.g. a refused role): roll back what may be open, else drop the connection.
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      client.release(broken);
      throw error;
    }
    try {
      const session = new NodePgSession(client, dialect, relational, {});
      const tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A connection that could not roll back is destroyed, never handed to the next request.
      client.release(broken);
    }
  };
}
