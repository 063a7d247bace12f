/** The regional business chain's data objects (issue 24, ADR 77): what other modules and the app use. */
export { backfillChainObjects } from './backfill.js';
export {
  type ChainConfig,
  chainConfigSection,
  chainSealingPublicKey,
  configureRegionalChain,
} from './chain-config.js';
export { overwriteChainObject, recordChainFeedback, republishChainObject } from './chain-corrections.js';
export {
  type ChainObjectVersion,
  getChainObjectAtLedgerSeq,
  getChainObjectVersion,
  listChainObjectsInLedgerRange,
} from './chain-objects.service.js';
export { installRegionalChainHooks, regionalChainRuntime } from './regional-chain-runtime.js';
export { registerRegionalChainRoutes } from './routes.js';
export { snapshotKey, storePendingSnapshots } from './storage-sweeper.js';
