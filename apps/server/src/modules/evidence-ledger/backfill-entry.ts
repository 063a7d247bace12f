import type { LedgerEntryInput } from './append-ledger-entry.js';
import { type RegisterEventLeafSource, registerEventLedgerInput } from './register-entry.js';

/**
 * The kind of the entry a register event gets when it was recorded before the ledger existed
 * (`npm run ledger:backfill`): the body, personal-data commitments and references are those of
 * `register.event`; only the kind says the entry was written later than the event.
 */
export const REGISTER_EVENT_BACKFILL_KIND = 'register.event.backfill';

/** The kinds an entry naming a register event may have. */
export const REGISTER_EVENT_KINDS: readonly string[] = ['register.event', REGISTER_EVENT_BACKFILL_KIND];

/**
 * The entry of a register event under the given kind: `register.event` (appended with the event)
 * or `register.event.backfill`. Any other kind gets `register.event`'s input, so the verifier's
 * recompute of an entry with a foreign kind differs from the stored text and is named.
 */
export function registerEventInputOfKind(kind: string, source: RegisterEventLeafSource): LedgerEntryInput {
  const input = registerEventLedgerInput(source);
  return kind === REGISTER_EVENT_BACKFILL_KIND ? { ...input, kind } : input;
}
