/**
 * Seeding (above the modules, beside the composition): reference data, seed forms, flows and
 * query pages, and the demo data, loaded through the modules' public faces (ADR 36, ADR 38). The
 * modules never import it; `runtime-parts.ts`, `cli/`, the test support and the benches do.
 */

export { DEMO_PASSWORD } from '../modules/identity/index.js';
export {
  DICT_BIZ_FILE,
  loadBusinessDictionaries,
  loadDictBizSources,
  SPEC_DICTIONARY_CODES,
} from './business-dictionaries.js';
export { businessSeedFiles, type SeedFile, seedFilesOf } from './business-seeds.js';
export { seedDemoApplications } from './demo/demo-applications.js';
export { loadGeneratedDemoData, START_DEMO_SET } from './demo/load-generated.js';
export { type SeedDemoOptions, type SeedDemoReport, seedDemoData } from './demo/seed-demo.js';
export { seedDemoRegisters } from './demo/seed-register.js';
export {
  assertValidDictionaryRows,
  DICT_ROOT_KEY,
  type DictItemNode,
  type DictionarySource,
  type DictRow,
  findDictionaryProblems,
  flattenDictionary,
} from './dictionary-rows.js';
export { FlowSeedError, loadFlowSeeds } from './flow-seeds.js';
export {
  describeFormSeedOutcome,
  type FormSeedOutcome,
  upgradeFormSeeds,
  upgradeFormSeedsOf,
} from './form-seed-upgrade.js';
export { type FormSeed, FormSeedError, loadFormSeeds, parseFormSeedFile } from './form-seeds.js';
export { loadDemoData } from './load-demo-data.js';
export { loadDemoSectors } from './load-demo-sectors.js';
export { isPublicParam, loadReferenceData, type ReferenceDataReport } from './load-reference-data.js';
export {
  type ArchiveMaterialCategory,
  archiveMaterialCategory,
  loadParams,
  PARAMS_FILE,
  type ParamRow,
} from './params.js';
export { loadQueryPageSeeds, QueryPageSeedError } from './query-page-seeds.js';
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
