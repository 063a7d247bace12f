export { DICTIONARY_URL, PUBLIC_DICTIONARY_URL, useDictionary, usePublicDictionary } from './dictionary';
export { REFERENCE_STALE_MS, referenceKeys } from './keys';
export { PARAM_URL, useParam } from './param';
export {
  buildRegionOptions,
  REGION_LAZY_TREE_URL,
  type RegionCascaderState,
  type RegionOption,
  useRegionCascader,
} from './region';
export {
  TENANT_INFO_URL,
  tenantInfoQuery,
  useEffectiveTenantId,
  useTenantInfo,
  useTenantSessionSync,
} from './tenant';
