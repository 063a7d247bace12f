import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../../db/schema.js';
import {
  APP_ROLE,
  type CommitStatement,
  openWithCommit,
  statementName,
  type Tx,
  takeWithCommit,
} from './database.js';

/**
 * Tenant transactions on PostgreSQL over a pipelining pool (`pipeline: true`, ADR 22): a
 * statement is written without waiting for the answer to the one before, and the server answers
 * in order. `begin` and the two transaction-local settings (tenant, application role) go as one
 * simple-protocol message that nothing waits for, in the same write as the work's first
 * statement; the statements added with `sendWithCommit` (audit rows) go in the same write as
 * `commit`. A lookup that reads once and audits costs two round trips instead of five. The handle
 * is drizzle's own transaction class, so nested `tx.transaction()` savepoints and every query
 * builder behave as before.
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
    openWithCommit(tx);
    let entered: Promise<unknown> = Promise.resolve();
    let working: Promise<T>;
    // Corked: `begin` and whatever the work sends before its first await leave in one write.
    socket.cork();
    try {
      // Literals, not parameters: the simple protocol takes several statements but no parameters.
      // escapeLiteral quotes any string safely (the tenant id is also a validated 6-digit code).
      // SET LOCAL answers no rows, so there is nothing to describe or parse.
      entered = client.query(
        `begin; set local app.tenant_id = ${client.escapeLiteral(tenantId)}; ` +
          `set local role ${client.escapeIdentifier(APP_ROLE)}`,
      );
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
      const outcome = await commit(client, socket, takeWithCommit(tx).map(toQueryConfig));
      if (outcome.command !== 'COMMIT') throw new Error(`事务未能提交（${outcome.command}）`);
      return result;
    } catch (error) {
      takeWithCommit(tx);
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

const queryDialect = new PgDialect();
function toQueryConfig({ statement, prepared }: CommitStatement): pg.QueryConfig {
  const { sql: text, params: values } = queryDialect.sqlToQuery(statement);
  return prepared ? { name: statementName(text), text, values } : { text, values };
}

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

/** The statements to run at the end, then `commit`, in one write; the first failure is thrown. */
async function commit(
  client: pg.PoolClient,
  socket: pg.Connection['stream'],
  statements: pg.QueryConfig[],
): Promise<pg.QueryResult> {
  let sent: Promise<unknown>[];
  let committed: Promise<pg.QueryResult>;
  socket.cork();
  try {
    sent = statements.map((s) => client.query(s));
    for (const statement of sent) statement.catch(() => undefined);
    committed = client.query('commit');
    committed.catch(() => undefined);
  } finally {
    socket.uncork();
  }
  // Answered in order: every statement before the commit's answer.
  for (const statement of sent) await statement;
  return committed;
}
