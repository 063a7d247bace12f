import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type Query,
  type SQL,
} from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema.js';
import { APP_ROLE, statementName, type Tx, toQuery } from './database.js';
import { oneSyncStatement } from './postgres-one-sync.js';

/**
 * Tenant transactions on PostgreSQL over a pipelining pool (`pipeline: true`, ADR 22): a
 * statement is written without waiting for the answer to the one before, and the server answers
 * in order. `begin` and the two transaction-local settings (tenant, application role) go as one
 * simple-protocol message that nothing waits for, in the same write as the work's first
 * statement: a transaction that reads once costs two round trips (the read, the commit) instead of
 * four. The handle is drizzle's own transaction class, so nested `tx.transaction()` savepoints and
 * every query builder behave as before. A transaction of one statement is `tenantStatements`
 * below: one round trip (ADR 23).
 *
 * Failure: PostgreSQL refuses every statement after a failed one in the same transaction and
 * answers `commit` with ROLLBACK, so nothing sent behind a failure commits; a commit answered
 * ROLLBACK is an error here, never a silent success.
 */
export function tenantTransactions(pool: pg.Pool) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };

  return async function withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const socket = client.connection.stream;
    let broken: Error | undefined;
    const session = new NodePgSession(client, dialect, relational, {});
    const tx = transactionHandle(dialect, session, relational);
    let entered: Promise<unknown> = Promise.resolve();
    let working: Promise<T>;
    // Corked: `begin` and whatever the work sends before its first await leave in one write.
    socket.cork();
    try {
      entered = client.query(enterText(client, tenantId));
      // Awaited below; a failure to enter must not also surface as an unhandled rejection.
      entered.catch(() => undefined);
      working = fn(tx);
    } catch (error) {
      working = Promise.reject(error);
    } finally {
      socket.uncork();
    }
    try {
      const result = await working;
      await entered;
      const outcome = await client.query('commit');
      if (outcome.command !== 'COMMIT') throw new Error(`事务未能提交（${outcome.command}）`);
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      // A failure to enter the tenant is the cause of whatever the work saw after it.
      throw (
        (await entered.then(
          () => undefined,
          (enterError: unknown) => enterError,
        )) ?? error
      );
    } finally {
      // A connection that could not roll back is destroyed, never handed to the next request.
      client.release(broken);
    }
  };
}

/**
 * `begin` and the two transaction-local settings as one simple-protocol message. Literals, not
 * parameters: the simple protocol takes several statements but no parameters. escapeLiteral quotes
 * any string safely (the tenant id is also a validated 6-digit code). SET LOCAL answers no rows,
 * so there is nothing to describe or parse.
 */
function enterText(client: pg.PoolClient, tenantId: string): string {
  return (
    `begin; set local app.tenant_id = ${client.escapeLiteral(tenantId)}; ` +
    `set local role ${client.escapeIdentifier(APP_ROLE)}`
  );
}

/**
 * `Database.tenantStatement` on PostgreSQL: the settings, the prepared statement and the end of
 * the transaction in one write and one flush of the answer (`oneSyncStatement`, ADR 24). After a
 * failure the connection is destroyed rather than reused: which statements it holds prepared is
 * then uncertain, and a failed search is rare.
 */
export function tenantStatements(pool: pg.Pool) {
  return async function tenantStatement<T>(tenantId: string, statement: SQL | Query): Promise<T[]> {
    const { sql: text, params: values } = toQuery(statement);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await oneSyncStatement<T>(
        client,
        tenantId,
        { name: statementName(text), text, values },
        drizzleTypes,
      );
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** As drizzle reads them: date and time types (and their arrays, and numeric arrays) stay text. */
const TEXT_TYPE_IDS = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const keepText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.has(id) ? keepText : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;

type Relational = ConstructorParameters<typeof NodePgTransaction>[2];

/**
 * drizzle's transaction handle without building its relational query builders (one per table,
 * the largest part of a transaction's cost in Node): `tx.query` builds them on first use.
 */
function transactionHandle(
  dialect: PgDialect,
  session: ConstructorParameters<typeof NodePgTransaction>[1],
  relational: Relational,
): Tx {
  const tx = new NodePgTransaction(dialect, session, undefined);
  let query: unknown;
  Object.defineProperty(tx, 'query', {
    get: () => {
      query ??= new NodePgTransaction(dialect, session, relational).query;
      return query;
    },
  });
  return tx as unknown as Tx;
}
