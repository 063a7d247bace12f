/** The evidence ledger (issue 7, ADR 11): what other modules use. */
export {
  type AppendedLedgerEntry,
  appendLedgerEntries,
  appendLedgerEntry,
  type LedgerEntryInput,
} from './append-ledger-entry.js';
export { createCheckpoint } from './checkpoints.js';
export { configureLedger, configureLedgerFromConfig, type LedgerSettings } from './ledger-settings.js';
export { type EntryWithReceipt, getReceipt } from './receipts.js';
export { REGISTER_BIZ_TYPE_NAMES, registerEventLedgerInput } from './register-entry.js';
export { ensureIntegrated, integrateAll, integrateTenant } from './sequencer.js';
