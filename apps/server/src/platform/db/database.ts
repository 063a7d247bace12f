import { createHash } from 'node:crypto';
import { is, type Query, SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema.js';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as the database, bound to one transaction. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
export type Executor = Orm | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/** Cluster-level role the application switches to inside tenant transactions (RLS applies to it). */
export const APP_ROLE = 'rer_app';

/** A raw transaction for scripts: multi-statement text and positional parameters. */
export interface RawTx {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  exec(text: string): Promise<void>;
}

export interface Database {
  readonly kind: DatabaseKind;
  /** Owner connection: not subject to row-level security. For migrations, seeding and infrastructure. */
  readonly orm: Orm;
  /** Runs a multi-statement SQL script without parameters (migrations). */
  execScript(text: string): Promise<void>;
  /** Owner transaction with raw SQL, for migrations and scripts that need several statements. */
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
  /**
   * A transaction scoped to one tenant: `app.tenant_id` is set and the role is switched to the
   * application role, so PostgreSQL's row-level security refuses rows of other tenants.
   */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One statement as a whole tenant transaction, with the same setting and role as `withTenant`.
   * On PostgreSQL `begin`, the settings, the statement and `commit` leave in one write: one round
   * trip (ADR 23). A data-modifying CTE in it (an audit row) commits with the read or not at all;
   * a commit answered ROLLBACK is an error. Prepared like `preparedRows`: only for statements
   * whose texts form a small fixed set. Rows as `preparedRows` returns them. A statement compiled
   * beforehand comes as drizzle's `Query` (its text and filled parameters).
   */
  tenantStatement<T>(tenantId: string, statement: SQL | Query): Promise<T[]>;
  /** LISTEN on a channel: a dedicated connection on PostgreSQL, the in-process client on PGlite. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/** The name a statement text is prepared under: derived from the text, so equal texts share it. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `rer_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A statement as text and parameters: rendered from drizzle's SQL, or already compiled. */
export function toQuery(statement: SQL | Query): Query {
  return is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
}

/**
 * Like `rows`, but PostgreSQL parses the statement once per connection and keeps it (a named
 * prepared statement; the plan cache then decides between custom and generic plans). Only for
 * statements whose texts form a small fixed set — values always parameters, shapes from code —
 * since every text stays prepared on every pooled connection (ADR 22).
 */
export async function preparedRows<T>(executor: Executor, query: SQL | Query): Promise<T[]> {
  const built = toQuery(query);
  const prepared = executor._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * One statement (one round trip): the tenant setting and the application role, both local to the
 * transaction. `set_config('role', …)` is `SET LOCAL ROLE` and checks membership the same way.
 */
export async function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(
    sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true)`,
  );
}

/**
 * Independent statements of one transaction sent together: the PostgreSQL pool pipelines (ADR 22),
 * so they cost one round trip instead of one each (PGlite runs them in turn). Waits for every one —
 * none is left running behind a failure — and then throws the first failure, if any (after a failed
 * statement PostgreSQL refuses the rest and the transaction rolls back).
 */
export async function together<T extends readonly unknown[]>(
  ...work: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
