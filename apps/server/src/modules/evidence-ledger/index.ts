/** The evidence ledger (issue 7, ADR 11): what other modules use. */

export { publisherNames } from './anchoring/publishers.js';
export {
  type AppendedLedgerEntry,
  appendLedgerEntries,
  appendLedgerEntry,
  type LedgerEntryInput,
} from './append-ledger-entry.js';
export type { ApplicationAccess, EvidenceApplication } from './application-access.js';
export { registerEvidencePackageCleanup } from './attach-zip-cleanup.js';
export {
  type EvidencePackageConfig,
  evidencePackageEnvironment,
  parseEvidencePackageConfig,
} from './attach-zip-config.js';
export { registerAttachZipRoutes } from './attach-zip-routes.js';
export { backfillRegisterEvents, countMissingEntries, tenantsToBackfill } from './backfill.js';
export {
  type BlockEntryRow,
  blockEntryByLeafHash,
  checkpointsOfHeight,
  entriesInRange,
  entryBytesInRange,
  heightOfSeq,
  leafHashesInRange,
  objectEntries,
  witnessCosignatures,
} from './block.repository.js';
export { type CheckpointRow, countCheckpoints, findLatestCheckpoint } from './checkpoint.repository.js';
export { createCheckpoint, verifierKeysOf } from './checkpoints.js';
export { ledgerLeavesInRange, ledgerSeqsOfLeaves } from './entry-lookup.js';
export { findHead as findLedgerHead } from './ledger.repository.js';
export {
  type LedgerConfig,
  LedgerConfigError,
  ledgerEnvironment,
  ledgerProductionProblems,
  parseLedgerConfig,
} from './ledger-config.js';
export { evidencePackageConfigSection, ledgerConfigSection } from './ledger-config-sections.js';
export { ledgerTenants, registerLedgerJobs } from './ledger-jobs.js';
export { sm2FromPrivateKey } from './ledger-keys.js';
export { evidenceLedgerRuntime } from './ledger-runtime.js';
export { configureLedger, configureLedgerFromConfig, type LedgerSettings } from './ledger-settings.js';
export { checkAgainstMarks, LedgerRolledBackError, publishMarks } from './published-mark.js';
export { type EntryWithReceipt, getReceipt } from './receipts.js';
export { REGISTER_BIZ_TYPE_NAMES, registerEventLedgerInput } from './register-entry.js';
export { registerLedgerRoutes } from './routes.js';
export { ensureIntegrated, integrateAll, integrateTenant } from './sequencer.js';
export { hashFnFor, inclusionProofsFromStore, type LedgerHashAlg } from './tree.js';
export { type RegisterVerifier, verifyLedger } from './verify-ledger.js';
