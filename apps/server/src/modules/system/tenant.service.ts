import type { TenantInfo } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { DEFAULT_TENANT_ID } from '../../platform/tenant-context.js';
import { findAllTenants, type TenantRecord } from './tenant.repository.js';

/** Tenants change rarely and are read on every request: held for a short time per process. */
const cacheMs = 30_000;

export interface TenantService {
  /** The tenant, or TENANT_UNKNOWN when it does not exist or is disabled. */
  require(tenantId: string): Promise<TenantRecord>;
  /** Which tenant serves a domain (host, or an origin URL); the default tenant when none matches. */
  byDomain(domain: string | undefined): Promise<TenantRecord>;
  invalidate(): void;
}

export function hostOf(domain: string): string {
  const trimmed = domain.trim().toLowerCase();
  try {
    return trimmed.includes('://') ? new URL(trimmed).hostname : (trimmed.split(':')[0] ?? trimmed);
  } catch {
    return trimmed;
  }
}

export function toTenantInfo(record: TenantRecord): TenantInfo {
  return {
    tenantId: record.tenantId,
    tenantName: record.tenantName,
    domain: record.domain,
    isSharedPlatform: record.isSharedPlatform,
    forcedTheme: record.forcedTheme,
    restrictedCityCode: record.restrictedCityCode,
  };
}

export function createTenantService(db: Database): TenantService {
  let cache: { at: number; byId: Map<string, TenantRecord> } | null = null;

  async function load(): Promise<Map<string, TenantRecord>> {
    if (cache && Date.now() - cache.at < cacheMs) return cache.byId;
    const all = await findAllTenants(db.orm);
    cache = { at: Date.now(), byId: new Map(all.map((t) => [t.tenantId, t])) };
    return cache.byId;
  }

  return {
    async require(tenantId) {
      const found = (await load()).get(tenantId);
      if (found?.status !== 1) throw new AppError('TENANT_UNKNOWN', { tenantId });
      return found;
    },
    async byDomain(domain) {
      const all = await load();
      if (domain) {
        const host = hostOf(domain);
        for (const t of all.values()) {
          if (t.status === 1 && t.domain && t.domain.toLowerCase() === host) return t;
        }
      }
      const fallback = all.get(DEFAULT_TENANT_ID);
      if (!fallback) throw new AppError('TENANT_UNKNOWN', { tenantId: DEFAULT_TENANT_ID });
      return fallback;
    },
    invalidate() {
      cache = null;
    },
  };
}
