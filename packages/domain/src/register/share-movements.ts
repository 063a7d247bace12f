import {
  checkQuantity,
  checkReceivingNature,
  checkTransferable,
  type Draft,
  getHolding,
  moveHeld,
  type Refusal,
} from './draft.js';
import { receivingRef, refuse } from './holding.js';
import type { RegisterEventOf } from './types.js';

/** 初始登记: the first entry of an empty register; sets the issued shares to the entries' sum. */
export function applyInitialRegistration(
  draft: Draft,
  event: RegisterEventOf<'initialRegistration'>,
): Refusal | null {
  if (event.seq !== 1 || draft.issuedShares !== 0n || draft.holdings.size > 0) {
    return refuse('ALREADY_REGISTERED', '股东名册已有登记，不能重复初始登记');
  }
  if (event.entries.length === 0) return refuse('INVALID_QUANTITY', '初始登记至少应有一名股东');
  for (const entry of event.entries) {
    const refused = checkQuantity(entry.quantity);
    if (refused) return refused;
    moveHeld(draft, entry, entry.quantity);
    draft.issuedShares += entry.quantity;
  }
  return null;
}

/** 增发: new shares to one holder; the issued shares grow by as many. */
export function applyIssue(draft: Draft, event: RegisterEventOf<'issue'>): Refusal | null {
  const refused = checkQuantity(event.quantity);
  if (refused) return refused;
  moveHeld(draft, event, event.quantity);
  draft.issuedShares += event.quantity;
  return null;
}

/** 注销（减资）: only unencumbered shares may be cancelled. */
export function applyCancellation(draft: Draft, event: RegisterEventOf<'cancellation'>): Refusal | null {
  const refused =
    checkQuantity(event.quantity) ?? checkTransferable(getHolding(draft, event), event.quantity);
  if (refused) return refused;
  moveHeld(draft, event, -event.quantity);
  draft.issuedShares -= event.quantity;
  return null;
}

/** 过户: available shares of one nature from one holder account to another. */
export function applyTransfer(draft: Draft, event: RegisterEventOf<'transfer'>): Refusal | null {
  if (event.toHolderId === event.holderId) return refuse('SAME_HOLDER', '转出方与转入方不能为同一登记账户');
  const refused =
    checkReceivingNature(event.toShareNature) ??
    checkQuantity(event.quantity) ??
    checkTransferable(getHolding(draft, event), event.quantity);
  if (refused) return refused;
  moveHeld(draft, event, -event.quantity);
  moveHeld(draft, receivingRef(event, event.shareNature), event.quantity);
  return null;
}
