import type { TenantInfo } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/event-bus.js';
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

interface TenantCache {
  at: number;
  byId: Map<string, TenantRecord>;
  byHost: Map<string, TenantRecord>;
}

/** Tenants by id and by host; a change from any process (`tenant.changed`) drops the cache at once. */
export function createTenantService(db: Database, bus?: EventBus): TenantService {
  let cache: TenantCache | null = null;
  // A read that started before a change must not store what it read after the change dropped it.
  let generation = 0;
  const invalidate = () => {
    generation++;
    cache = null;
  };
  bus?.subscribe('tenant.changed', invalidate);

  async function load(): Promise<TenantCache> {
    if (cache && Date.now() - cache.at < cacheMs) return cache;
    const before = generation;
    const all = await findAllTenants(db.orm);
    const loaded = {
      at: Date.now(),
      byId: new Map(all.map((t) => [t.tenantId, t])),
      byHost: new Map(all.flatMap((t) => t.domains.map((host) => [host, t] as const))),
    };
    if (generation === before) cache = loaded;
    return loaded;
  }

  return {
    async require(tenantId) {
      const found = (await load()).byId.get(tenantId);
      if (found?.status !== 1) throw new AppError('TENANT_UNKNOWN', { tenantId });
      return found;
    },
    async byDomain(domain) {
      const all = await load();
      if (domain) {
        const found = all.byHost.get(hostOf(domain));
        if (found?.status === 1) return found;
      }
      const fallback = all.byId.get(DEFAULT_TENANT_ID);
      if (!fallback) throw new AppError('TENANT_UNKNOWN', { tenantId: DEFAULT_TENANT_ID });
      return fallback;
    },
    invalidate,
  };
}
