/** Query keys of the reference data; every key carries the tenant so tenants never share cache entries. */
export const referenceKeys = {
  tenantInfo: (domain: string) => ['reference', 'tenantInfo', domain] as const,
  dictionary: (tenantId: string, code: string) => ['reference', 'dictionary', tenantId, code] as const,
  publicDictionary: (tenantId: string, code: string) =>
    ['reference', 'publicDictionary', tenantId, code] as const,
  param: (tenantId: string, paramKey: string) => ['reference', 'param', tenantId, paramKey] as const,
  regionChildren: (tenantId: string, parentCode: string) =>
    ['reference', 'region', tenantId, parentCode] as const,
};

/** Reference data changes rarely; keep it for the whole visit and refetch after half an hour. */
export const REFERENCE_STALE_MS = 30 * 60_000;
