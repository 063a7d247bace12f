import { type Draft, openDraft, type Refusal } from './draft.js';
import {
  applyFreezeRenewal,
  applyJudicialFreeze,
  applyLock,
  applyPledge,
  applyPledgeRelease,
  applyQueuedFreeze,
  applySeizure,
  applyUnfreeze,
  applyUnlock,
} from './encumbrances.js';
import { refuse } from './holding.js';
import { applyCancellation, applyInitialRegistration, applyIssue, applyTransfer } from './share-movements.js';
import type { ApplyResult, RegisterEvent, RegisterState } from './types.js';

type Rule = (draft: Draft, event: never) => Refusal | null;

const RULES: Record<Exclude<RegisterEvent['type'], 'reversal'>, Rule> = {
  initialRegistration: applyInitialRegistration,
  issue: applyIssue,
  cancellation: applyCancellation,
  transfer: applyTransfer,
  pledge: applyPledge,
  pledgeRelease: applyPledgeRelease,
  judicialFreeze: applyJudicialFreeze,
  freezeRenewal: applyFreezeRenewal,
  queuedFreeze: applyQueuedFreeze,
  unfreeze: applyUnfreeze,
  seizure: applySeizure,
  lock: applyLock,
  unlock: applyUnlock,
};

/** The event must be the next of the register, and not take effect before the previous one. */
export function checkSequence(state: RegisterState, event: RegisterEvent): Refusal | null {
  if (event.seq !== state.lastSeq + 1) {
    return refuse('INVALID_SEQUENCE', `登记序号应为${state.lastSeq + 1}，实为${event.seq}`);
  }
  const at = Date.parse(event.occurredAt);
  if (Number.isNaN(at)) return refuse('INVALID_SEQUENCE', '登记生效时间格式不正确');
  if (state.lastOccurredAt !== null && at < Date.parse(state.lastOccurredAt)) {
    return refuse('INVALID_SEQUENCE', '登记生效时间不能早于上一笔登记');
  }
  if (event.basis.reference.trim() === '') return refuse('INVALID_SEQUENCE', '登记依据不能为空');
  return null;
}

/**
 * Applies one event to a register: the new state, or the refusal with its Chinese message. The
 * given state is never changed. A reversal needs the history: use `applyReversal` (or `replay`).
 */
export function applyRegisterEvent(state: RegisterState, event: RegisterEvent): ApplyResult {
  const sequenceRefused = checkSequence(state, event);
  if (sequenceRefused) return sequenceRefused;
  if (event.type === 'reversal')
    return refuse('REVERSAL_NEEDS_HISTORY', '冲正登记须依据该公司的完整登记历史');
  const draft = openDraft(state, event.seq);
  const refused = (RULES[event.type] as (d: Draft, e: RegisterEvent) => Refusal | null)(draft, event);
  if (refused) return refused;
  return {
    ok: true,
    state: {
      issuedShares: draft.issuedShares,
      holdings: draft.holdings,
      encumbrances: draft.encumbrances,
      lastSeq: event.seq,
      lastOccurredAt: event.occurredAt,
    },
  };
}
