export {
  DICT_BIZ_FILE,
  loadBusinessDictionaries,
  loadDictBizSources,
  SPEC_DICTIONARY_CODES,
} from './business-dictionaries.js';
export {
  assertValidDictionaryRows,
  DICT_ROOT_KEY,
  type DictItemNode,
  type DictionarySource,
  type DictRow,
  findDictionaryProblems,
  flattenDictionary,
} from './dictionary-rows.js';
export {
  type ArchiveMaterialCategory,
  archiveMaterialCategory,
  loadParams,
  PARAMS_FILE,
  type ParamRow,
} from './params.js';
export {
  loadIndustryCategoryDictionary,
  loadIndustryGeneralDictionary,
  loadRegionRows,
  type RegionLevel,
  type RegionRow,
} from './reference-data.js';
export {
  formatRegionPath,
  indexRegions,
  isRootParentCode,
  lazyTreeChildren,
  type RegionIndex,
  type RegionTreeChild,
  regionPath,
} from './region-tree.js';
export { readSeedJson, resolveSeedDataDir, seedDataDir } from './seed-data-dir.js';
