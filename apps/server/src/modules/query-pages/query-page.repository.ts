import { and, asc, desc, eq } from 'drizzle-orm';
import { queryPageConfig } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// Callers run these inside a tenant transaction (or, for seeding, as the owner); the explicit
// tenant filter and row-level security both restrict rows to that tenant.

export interface PageKey {
  tenantId: string;
  pageKey: string;
}

const samePage = (key: PageKey) =>
  and(eq(queryPageConfig.tenantId, key.tenantId), eq(queryPageConfig.pageKey, key.pageKey));

const iso = (value: string) => new Date(value).toISOString();

export async function findActivePageConfig(
  tx: Executor,
  key: PageKey,
): Promise<{ version: number; config: Record<string, unknown> } | null> {
  const found = await tx
    .select({ version: queryPageConfig.version, config: queryPageConfig.config })
    .from(queryPageConfig)
    .where(and(samePage(key), eq(queryPageConfig.status, 'active')))
    .limit(1);
  return found[0] ?? null;
}

export async function listPageConfigVersions(tx: Executor, key: PageKey) {
  const found = await tx
    .select({
      version: queryPageConfig.version,
      status: queryPageConfig.status,
      createdBy: queryPageConfig.createdBy,
      createdAt: queryPageConfig.createdAt,
    })
    .from(queryPageConfig)
    .where(samePage(key))
    .orderBy(desc(queryPageConfig.version));
  return found.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Every active page of the tenant, by page key. */
export async function listActivePageConfigs(tx: Executor, tenantId: string) {
  const found = await tx
    .select({
      pageKey: queryPageConfig.pageKey,
      version: queryPageConfig.version,
      config: queryPageConfig.config,
      createdAt: queryPageConfig.createdAt,
    })
    .from(queryPageConfig)
    .where(and(eq(queryPageConfig.tenantId, tenantId), eq(queryPageConfig.status, 'active')))
    .orderBy(asc(queryPageConfig.pageKey));
  return found.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/**
 * Retires the active version when it is `version`. False when another version is active (a
 * concurrent save committed first: the row lock makes the loser re-check and miss).
 */
export async function retireActivePageConfig(tx: Executor, key: PageKey, version: number): Promise<boolean> {
  const done = await tx
    .update(queryPageConfig)
    .set({ status: 'retired' })
    .where(and(samePage(key), eq(queryPageConfig.status, 'active'), eq(queryPageConfig.version, version)))
    .returning({ id: queryPageConfig.id });
  return done.length === 1;
}

export async function insertPageConfigVersion(
  tx: Executor,
  row: PageKey & { version: number; config: Record<string, unknown>; createdBy: string },
): Promise<void> {
  await tx.insert(queryPageConfig).values({ ...row, status: 'active' });
}

/** Seeding: version 1, only when the page has no version at all (an operator's are kept). */
export async function insertFirstPageConfigIfNone(
  tx: Executor,
  row: PageKey & { config: Record<string, unknown>; createdBy: string },
): Promise<boolean> {
  const done = await tx
    .insert(queryPageConfig)
    .values({ ...row, version: 1, status: 'active' })
    .onConflictDoNothing()
    .returning({ id: queryPageConfig.id });
  return done.length === 1;
}
