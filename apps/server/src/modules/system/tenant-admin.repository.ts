import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { account, company, region, tenant, tenantDomain } from '../../db/schema.js';
import type { Executor, Tx } from '../../platform/db/database.js';

// The platform operator's reads and writes of tenants and their host names (ADR 42). The tenant
// tables are global and read-only for the application role, so these run on the owner connection
// after the service's operator check. Triggers tell every process to drop its cached tenants.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TenantAdminRow {
  tenantId: string;
  tenantName: string;
  domains: string[];
  isSharedPlatform: boolean;
  forcedTheme: string | null;
  restrictedCityCode: string | null;
  restrictedCityName: string | null;
  status: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const adminColumns = {
  tenantId: tenant.tenantId,
  tenantName: tenant.tenantName,
  // Qualified by hand: drizzle writes a one-table select's columns unqualified.
  domains: sql<string[]>`coalesce((select array_agg(d.host order by d.sort, d.host) from tenant_domain d
    where d.tenant_id = tenant.tenant_id), '{}')`,
  isSharedPlatform: tenant.isSharedPlatform,
  forcedTheme: tenant.forcedTheme,
  restrictedCityCode: tenant.restrictedCityCode,
  restrictedCityName: sql<string | null>`(select r.name from region r
    where r.code = tenant.restricted_city_code and r.level = 2)`,
  status: tenant.status,
  version: tenant.version,
  createdAt: tenant.createdAt,
  updatedAt: tenant.updatedAt,
};

export async function findTenantPage(
  db: Executor,
  filter: {
    tenantId?: string | undefined;
    tenantName?: string | undefined;
    onlyTenantId?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: TenantAdminRow[]; total: number }> {
  const where = and(
    eq(tenant.isDeleted, false),
    filter.onlyTenantId ? eq(tenant.tenantId, filter.onlyTenantId) : undefined,
    filter.tenantId ? ilike(tenant.tenantId, `${escapeLike(filter.tenantId)}%`) : undefined,
    filter.tenantName ? ilike(tenant.tenantName, `%${escapeLike(filter.tenantName)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(tenant).where(where);
  const rows = await db
    .select(adminColumns)
    .from(tenant)
    .where(where)
    .orderBy(asc(tenant.tenantId))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findTenantAdmin(db: Executor, tenantId: string): Promise<TenantAdminRow | null> {
  const [row] = await db
    .select(adminColumns)
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, false)));
  return row ?? null;
}

/** The tenant's row locked for this transaction (removed tenants included: their id stays taken). */
export async function lockTenant(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ tenantId: tenant.tenantId, version: tenant.version, isDeleted: tenant.isDeleted })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))
    .for('update');
  return row ?? null;
}

export interface TenantFields {
  tenantName?: string;
  isSharedPlatform: boolean;
  forcedTheme: string | null;
  restrictedCityCode: string | null;
  status?: number;
}

export async function insertTenant(
  tx: Tx,
  row: TenantFields & { tenantId: string; tenantName: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(tenant)
    .values(row)
    .onConflictDoNothing()
    .returning({ tenantId: tenant.tenantId });
  return inserted.length === 1;
}

/** Writes the fields when the row is still at the version read; the new version, else null. */
export async function updateTenantAt(
  tx: Tx,
  target: { tenantId: string; version: number },
  fields: TenantFields,
): Promise<number | null> {
  const [updated] = await tx
    .update(tenant)
    .set({ ...fields, version: sql`${tenant.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(tenant.tenantId, target.tenantId),
        eq(tenant.version, target.version),
        eq(tenant.isDeleted, false),
      ),
    )
    .returning({ version: tenant.version });
  return updated?.version ?? null;
}

/** Hosts among `hosts` that another tenant already answers to. */
export async function findHostsOfOthers(tx: Executor, tenantId: string, hosts: readonly string[]) {
  if (hosts.length === 0) return [];
  return tx
    .select({ host: tenantDomain.host, tenantId: tenantDomain.tenantId })
    .from(tenantDomain)
    .where(and(inArray(tenantDomain.host, [...hosts]), ne(tenantDomain.tenantId, tenantId)));
}

export async function findHostsOf(tx: Tx, tenantId: string): Promise<string[]> {
  const found = await tx
    .select({ host: tenantDomain.host })
    .from(tenantDomain)
    .where(eq(tenantDomain.tenantId, tenantId))
    .orderBy(asc(tenantDomain.sort), asc(tenantDomain.host));
  return found.map((d) => d.host);
}

/** The tenant answers to exactly these hosts, in this order. */
export async function replaceHosts(tx: Tx, tenantId: string, hosts: readonly string[]): Promise<void> {
  await tx.delete(tenantDomain).where(eq(tenantDomain.tenantId, tenantId));
  if (hosts.length > 0)
    await tx.insert(tenantDomain).values(hosts.map((host, sort) => ({ host, tenantId, sort })));
}

/** Removal: the row stays (its id stays taken and audit rows keep naming it), disabled and freed of hosts. */
export async function markTenantRemoved(tx: Tx, tenantId: string): Promise<void> {
  await tx.delete(tenantDomain).where(eq(tenantDomain.tenantId, tenantId));
  await tx
    .update(tenant)
    .set({ isDeleted: true, status: 0, version: sql`${tenant.version} + 1`, updatedAt: sql`now()` })
    .where(eq(tenant.tenantId, tenantId));
}

/** How many accounts and companies the tenant holds (a tenant in use is never removed). */
export async function countTenantUsage(tx: Tx, tenantId: string) {
  const [accounts] = await tx.select({ n: count() }).from(account).where(eq(account.tenantId, tenantId));
  const [companies] = await tx.select({ n: count() }).from(company).where(eq(company.tenantId, tenantId));
  return { accounts: accounts?.n ?? 0, companies: companies?.n ?? 0 };
}

export async function isCity(db: Executor, code: string): Promise<boolean> {
  const [found] = await db
    .select({ code: region.code })
    .from(region)
    .where(and(eq(region.code, code), eq(region.level, 2)));
  return found !== undefined;
}
