import { asc, eq } from 'drizzle-orm';
import { tenant, tenantDomain } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

export interface TenantRecord {
  tenantId: string;
  tenantName: string;
  /** The first of the tenant's host names (tenant/info's `domain`), or null. */
  domain: string | null;
  domains: string[];
  isSharedPlatform: boolean;
  forcedTheme: string | null;
  restrictedCityCode: string | null;
  status: number;
}

const columns = {
  tenantId: tenant.tenantId,
  tenantName: tenant.tenantName,
  isSharedPlatform: tenant.isSharedPlatform,
  forcedTheme: tenant.forcedTheme,
  restrictedCityCode: tenant.restrictedCityCode,
  status: tenant.status,
};

/** Every tenant not removed, with its host names in order. */
export async function findAllTenants(db: Executor): Promise<TenantRecord[]> {
  const tenants = await db.select(columns).from(tenant).where(eq(tenant.isDeleted, false));
  const hosts = await db
    .select({ host: tenantDomain.host, tenantId: tenantDomain.tenantId })
    .from(tenantDomain)
    .orderBy(asc(tenantDomain.sort), asc(tenantDomain.host));
  return tenants.map((t) => {
    const domains = hosts.filter((h) => h.tenantId === t.tenantId).map((h) => h.host);
    return { ...t, domains, domain: domains[0] ?? null };
  });
}
