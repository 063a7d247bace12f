import { and, desc, eq, sql } from 'drizzle-orm';
import { formSchema } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// Callers run these inside a tenant transaction (or, for seeding, as the owner); the explicit
// tenant filter and row-level security both restrict rows to that tenant.

export interface FormKey {
  tenantId: string;
  appId: string;
  nodeId: string;
}

export interface ActiveFormSchemaRow {
  id: string;
  version: number;
  schema: Record<string, unknown>;
}

/** The rows of one form (tenant, application, node). */
export const sameForm = (key: FormKey) =>
  and(
    eq(formSchema.tenantId, key.tenantId),
    eq(formSchema.appId, key.appId),
    eq(formSchema.nodeId, key.nodeId),
  );

export async function findActiveFormSchema(tx: Executor, key: FormKey): Promise<ActiveFormSchemaRow | null> {
  const found = await tx
    .select({ id: formSchema.id, version: formSchema.version, schema: formSchema.schema })
    .from(formSchema)
    .where(and(sameForm(key), eq(formSchema.status, 'active')))
    .limit(1);
  const row = found[0];
  return row ? { id: String(row.id), version: row.version, schema: row.schema } : null;
}

/**
 * Rows `offset` to `offset + limit` of the display table `prop` in one stored version, sliced in
 * SQL (only the page leaves the database): null when there is no such version, `rows: null` when
 * the version has no display table `prop` whose rows are an array.
 */
export async function findDisplayTableRows(
  tx: Executor,
  key: FormKey & { version: number },
  page: { prop: string; offset: number; limit: number },
): Promise<{ total: number; rows: unknown[] | null } | null> {
  const found = (await tx.execute(
    sql`select case when jsonb_typeof(t.rows) = 'array' then jsonb_array_length(t.rows) end as "total",
               case when jsonb_typeof(t.rows) = 'array'
                    then jsonb_path_query_array(t.rows, '$[$from to $to]',
                           jsonb_build_object('from', ${page.offset}::int, 'to', ${page.offset + page.limit - 1}::int))
               end as "rows"
        from (select jsonb_path_query_first(f.schema,
                       '$.groups[*].fields[*] ? (@.type == "displayTable" && @.prop == $prop).defaultValue',
                       jsonb_build_object('prop', ${page.prop}::text)) as rows
              from form_schema f
              where f.tenant_id = ${key.tenantId} and f.app_id = ${key.appId} and f.node_id = ${key.nodeId}
                and f.version = ${key.version}) t`,
  )) as unknown as { rows: { total: number | null; rows: unknown[] | null }[] };
  const row = found.rows[0];
  if (!row) return null;
  return row.total === null ? { total: 0, rows: null } : { total: Number(row.total), rows: row.rows ?? [] };
}

export async function listFormSchemaVersions(tx: Executor, key: FormKey) {
  const found = await tx
    .select({
      version: formSchema.version,
      status: formSchema.status,
      createdBy: formSchema.createdBy,
      createdAt: formSchema.createdAt,
    })
    .from(formSchema)
    .where(sameForm(key))
    .orderBy(desc(formSchema.version));
  return found.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/**
 * Retires the active version when it is `version`. Answers false when another version is active
 * (a concurrent save committed first: the row lock makes the loser re-check and miss).
 */
export async function retireActiveVersion(tx: Executor, key: FormKey, version: number): Promise<boolean> {
  const done = await tx
    .update(formSchema)
    .set({ status: 'retired' })
    .where(and(sameForm(key), eq(formSchema.status, 'active'), eq(formSchema.version, version)))
    .returning({ id: formSchema.id });
  return done.length === 1;
}

export async function insertFormSchemaVersion(
  tx: Executor,
  row: FormKey & { version: number; schema: Record<string, unknown>; createdBy: string },
): Promise<void> {
  await tx.insert(formSchema).values({ ...row, status: 'active' });
}

/** Seeding: version 1, only when the form has no version at all (an operator's are kept). */
export async function insertFirstVersionIfNone(
  tx: Executor,
  row: FormKey & { schema: Record<string, unknown>; createdBy: string },
): Promise<boolean> {
  const done = await tx
    .insert(formSchema)
    .values({ ...row, version: 1, status: 'active' })
    .onConflictDoNothing()
    .returning({ id: formSchema.id });
  return done.length === 1;
}

/** Whether a failed statement broke a unique constraint (two saves of one version). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
