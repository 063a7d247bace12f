import { dictBiz, dictBizType, paramBiz, region, tenant, tenantDomain } from '../db/schema.js';
import type { Executor, Tx } from '../platform/db/database.js';

/**
 * The reference loader's inserts: tenants, regions, dictionaries and parameters, each only where
 * missing (an operator's later edits are kept).
 */
type TenantRow = typeof tenant.$inferInsert;
type RegionRow = typeof region.$inferInsert;
type DictTypeRow = Omit<typeof dictBizType.$inferInsert, 'tenantId'>;
type DictItemRow = Omit<typeof dictBiz.$inferInsert, 'tenantId'>;
type ParamRow = Omit<typeof paramBiz.$inferInsert, 'tenantId'>;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Missing tenants, with their host names only when the tenant itself is new (ADR 42). */
export async function insertMissingTenants(
  tx: Tx,
  tenants: readonly (TenantRow & { domains: readonly string[] })[],
): Promise<void> {
  const inserted = await tx
    .insert(tenant)
    .values(tenants.map(({ domains: _domains, ...row }) => row))
    .onConflictDoNothing()
    .returning({ tenantId: tenant.tenantId });
  const created = new Set(inserted.map((t) => t.tenantId));
  const hosts = tenants
    .filter((t) => created.has(t.tenantId))
    .flatMap((t) => t.domains.map((host, sort) => ({ host, tenantId: t.tenantId, sort })));
  if (hosts.length > 0) await tx.insert(tenantDomain).values(hosts).onConflictDoNothing();
}

/** Every tenant of the database, removed ones included (their reference data stays complete). */
export async function findTenantIds(db: Executor): Promise<string[]> {
  return (await db.select({ tenantId: tenant.tenantId }).from(tenant).orderBy(tenant.tenantId)).map(
    (t) => t.tenantId,
  );
}

export async function insertMissingRegions(tx: Tx, regions: readonly RegionRow[]): Promise<void> {
  for (const part of chunks(regions, 500)) await tx.insert(region).values(part).onConflictDoNothing();
}

export async function insertMissingDictionaries(
  tx: Tx,
  tenantId: string,
  dictionaries: { types: readonly DictTypeRow[]; items: readonly DictItemRow[] },
): Promise<void> {
  await tx
    .insert(dictBizType)
    .values(dictionaries.types.map((d) => ({ ...d, tenantId })))
    .onConflictDoNothing();
  for (const part of chunks(dictionaries.items, 500)) {
    await tx
      .insert(dictBiz)
      .values(part.map((item) => ({ ...item, tenantId })))
      .onConflictDoNothing();
  }
}

export async function insertMissingParams(
  tx: Tx,
  tenantId: string,
  params: readonly ParamRow[],
): Promise<void> {
  await tx
    .insert(paramBiz)
    .values(params.map((p) => ({ ...p, tenantId })))
    .onConflictDoNothing();
}
