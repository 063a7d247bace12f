import { eq } from 'drizzle-orm';
import { tenant } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

export interface TenantRecord {
  tenantId: string;
  tenantName: string;
  domain: string | null;
  isSharedPlatform: boolean;
  forcedTheme: string | null;
  restrictedCityCode: string | null;
  status: number;
}

const columns = {
  tenantId: tenant.tenantId,
  tenantName: tenant.tenantName,
  domain: tenant.domain,
  isSharedPlatform: tenant.isSharedPlatform,
  forcedTheme: tenant.forcedTheme,
  restrictedCityCode: tenant.restrictedCityCode,
  status: tenant.status,
};

export async function findAllTenants(db: Executor): Promise<TenantRecord[]> {
  return db.select(columns).from(tenant);
}

export async function findTenantById(db: Executor, tenantId: string): Promise<TenantRecord | null> {
  const found = await db.select(columns).from(tenant).where(eq(tenant.tenantId, tenantId)).limit(1);
  return found[0] ?? null;
}
