import type { CityCounts, OfficialCompaniesQuery, OfficialCompany, Page } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { findParam, type TenantService } from '../system/index.js';
import * as repo from './official-website.repository.js';

/**
 * The provincial official-website variant (002 §2.1; ADR 80). It is a tenant setting: the
 * parameter `officialWebsite.provinceCode` (系统管理 → 参数管理) names the tenant's province; empty
 * means the variant is off (the map answers no province and no cities; the web shows the pages as
 * not offered). A tenant
 * restricted to one city (116000) shows that city only.
 */
export const OFFICIAL_WEBSITE_PARAM = 'officialWebsite.provinceCode';

export interface OfficialWebsiteDeps {
  db: Database;
  tenants: TenantService;
}

async function provinceOf(deps: OfficialWebsiteDeps, tenantId: string) {
  const found = await deps.db.withTenant(tenantId, (tx) => findParam(tx, tenantId, OFFICIAL_WEBSITE_PARAM));
  const code = found?.paramValue.trim() ?? '';
  return /^\d{2}0000$/.test(code) ? code : null;
}

export async function cityCounts(
  deps: OfficialWebsiteDeps,
  tenantIdOfRequest: string,
  given: string | undefined,
): Promise<CityCounts> {
  const tenant = await deps.tenants.require(given ?? tenantIdOfRequest);
  const provinceCode = await provinceOf(deps, tenant.tenantId);
  if (!provinceCode) return { provinceCode: null, provinceName: null, cities: [] };
  return deps.db.withTenant(tenant.tenantId, async (tx) => ({
    provinceCode,
    provinceName: await repo.regionName(tx, provinceCode, 1),
    cities: await repo.countsPerCity(tx, tenant.tenantId, {
      provinceCode,
      onlyCity: tenant.restrictedCityCode,
    }),
  }));
}

export async function officialCompanies(
  deps: OfficialWebsiteDeps,
  tenantIdOfRequest: string,
  q: OfficialCompaniesQuery,
): Promise<Page<OfficialCompany>> {
  const tenant = await deps.tenants.require(q.tenantId ?? tenantIdOfRequest);
  const found = await deps.db.withTenant(tenant.tenantId, (tx) => repo.companiesPage(tx, tenant.tenantId, q));
  return {
    records: found.records,
    total: found.total,
    size: q.size,
    current: q.current,
    pages: Math.ceil(found.total / q.size),
  };
}
