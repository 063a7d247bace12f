/**
 * The tenants every installation starts with. Domains use `*.localhost`, which browsers resolve to
 * the loopback address, so each tenant can be opened locally; operators change them in production.
 */
export interface TenantSeed {
  tenantId: string;
  tenantName: string;
  /** Host names given to the tenant when it is first created (an operator's later edits stand). */
  domains: string[];
  isSharedPlatform: boolean;
  forcedTheme: string | null;
  restrictedCityCode: string | null;
}

export const tenantSeeds: TenantSeed[] = [
  {
    tenantId: '000000',
    tenantName: '区域性股权市场登记托管平台',
    domains: [],
    isSharedPlatform: false,
    forcedTheme: null,
    restrictedCityCode: null,
  },
  {
    tenantId: '518100',
    tenantName: '区域性股权市场共享服务平台',
    domains: ['share.localhost'],
    isSharedPlatform: true,
    forcedTheme: 'smart',
    restrictedCityCode: null,
  },
  {
    tenantId: '116000',
    tenantName: '大连区域性股权市场服务平台',
    domains: ['dalian.localhost'],
    isSharedPlatform: false,
    forcedTheme: null,
    // 大连市: this tenant's public city lists show only this city.
    restrictedCityCode: '210200',
  },
];
