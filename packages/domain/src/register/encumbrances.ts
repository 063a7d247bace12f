import {
  checkEncumberable,
  checkQuantity,
  checkReceivingNature,
  type Draft,
  findEncumbrance,
  getHolding,
  isRefusal,
  moveHeld,
  promoteQueuedFreezes,
  putEncumbrance,
  putHolding,
  type Refusal,
} from './draft.js';
import { holdingKey, receivingRef, refuse } from './holding.js';
import type { Encumbrance, EncumbranceKind, RegisterEntry, RegisterEventOf } from './types.js';

type Party = Pick<Encumbrance, 'partyName' | 'partyCertType' | 'partyCertificateNo' | 'documentNo'> &
  Pick<Encumbrance, 'startsOn' | 'endsOn'>;

function newEncumbrance(
  draft: Draft,
  entry: RegisterEntry,
  kind: EncumbranceKind,
  party: Party,
): Encumbrance {
  return {
    seq: draft.seq,
    holderId: entry.holderId,
    shareNature: entry.shareNature,
    kind,
    status: kind === 'queuedFreeze' ? 'queued' : 'active',
    quantity: entry.quantity,
    originalQuantity: entry.quantity,
    ...party,
    lastSeq: draft.seq,
  };
}

/** The calendar date in China (UTC+8, no daylight saving) of an instant. */
function chinaDateOf(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

const noParty: Party = {
  partyName: null,
  partyCertType: null,
  partyCertificateNo: null,
  documentNo: null,
  startsOn: null,
  endsOn: null,
};

/** 质押: available shares only; pledged or frozen shares cannot be pledged again. */
export function applyPledge(draft: Draft, event: RegisterEventOf<'pledge'>): Refusal | null {
  const holding = getHolding(draft, event);
  const refused = checkQuantity(event.quantity) ?? checkEncumberable(holding, event.quantity, '质押');
  if (refused) return refused;
  putHolding(draft, { ...holding, pledged: holding.pledged + event.quantity });
  putEncumbrance(
    draft,
    newEncumbrance(draft, event, 'pledge', {
      ...noParty,
      partyName: event.pledgee.name,
      partyCertType: event.pledgee.certType ?? null,
      partyCertificateNo: event.pledgee.certificateNo ?? null,
      documentNo: event.basis.reference,
      startsOn: chinaDateOf(event.occurredAt),
      endsOn: event.endsOn ?? null,
    }),
  );
  return null;
}

/** 司法冻结: available shares only (shares already frozen take a queued freeze instead). */
export function applyJudicialFreeze(draft: Draft, event: RegisterEventOf<'judicialFreeze'>): Refusal | null {
  const holding = getHolding(draft, event);
  const refused = checkQuantity(event.quantity) ?? checkEncumberable(holding, event.quantity, '冻结');
  if (refused) return refused;
  putHolding(draft, { ...holding, frozen: holding.frozen + event.quantity });
  putEncumbrance(draft, newEncumbrance(draft, event, 'freeze', courtParty(event)));
  return null;
}

function courtParty(event: RegisterEventOf<'judicialFreeze' | 'queuedFreeze'>): Party {
  return {
    ...noParty,
    partyName: event.court,
    documentNo: event.documentNo,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
  };
}

/** 轮候冻结: recorded behind an active freeze of the same shares; takes effect when it lifts. */
export function applyQueuedFreeze(draft: Draft, event: RegisterEventOf<'queuedFreeze'>): Refusal | null {
  const refused = checkQuantity(event.quantity);
  if (refused) return refused;
  const holding = getHolding(draft, event);
  if (event.quantity > holding.held) {
    return refuse(
      'INSUFFICIENT_SHARES',
      `持有股份不足：持有${holding.held}股，申请轮候冻结${event.quantity}股`,
    );
  }
  const key = holdingKey(event);
  const hasFreezeAhead = [...draft.encumbrances.values()].some(
    (e) =>
      holdingKey(e) === key && e.status === 'active' && (e.kind === 'freeze' || e.kind === 'queuedFreeze'),
  );
  if (!hasFreezeAhead) {
    return refuse('NO_FREEZE_TO_QUEUE_BEHIND', '该股份无有效的司法冻结，应办理司法冻结而非轮候冻结');
  }
  putEncumbrance(draft, newEncumbrance(draft, event, 'queuedFreeze', courtParty(event)));
  return null;
}

/** 续行冻结: a later end date for a freeze in effect or waiting. */
export function applyFreezeRenewal(draft: Draft, event: RegisterEventOf<'freezeRenewal'>): Refusal | null {
  const found = findEncumbrance(draft, event.encumbranceSeq, ['freeze', 'queuedFreeze']);
  if (isRefusal(found)) return found;
  if (found.endsOn !== null && event.endsOn <= found.endsOn) {
    return refuse('RENEWAL_NOT_LATER', `续行冻结的截止日期应晚于原截止日期${found.endsOn}`);
  }
  putEncumbrance(draft, { ...found, endsOn: event.endsOn, lastSeq: draft.seq });
  return null;
}

/**
 * Takes `quantity` off an encumbrance (partial release allowed) and off the holding's bucket; at
 * zero the encumbrance is released.
 */
function reduce(draft: Draft, found: Encumbrance, quantity: bigint, bucket: 'pledged' | 'frozen' | 'locked') {
  const holding = getHolding(draft, found);
  if (found.status === 'active') putHolding(draft, { ...holding, [bucket]: holding[bucket] - quantity });
  const rest = found.quantity - quantity;
  putEncumbrance(draft, {
    ...found,
    quantity: rest,
    status: rest === 0n ? 'released' : found.status,
    lastSeq: draft.seq,
  });
}

function tooMuch(found: Encumbrance, quantity: bigint): Refusal | null {
  if (quantity <= found.quantity) return null;
  const [code, name] =
    found.kind === 'pledge'
      ? (['INSUFFICIENT_PLEDGED', '质押'] as const)
      : found.kind === 'lock'
        ? (['INSUFFICIENT_LOCKED', '限售'] as const)
        : (['INSUFFICIENT_FROZEN', '冻结'] as const);
  return refuse(code, `${name}股份不足：尚余${name}${found.quantity}股，申请解除${quantity}股`);
}

/** 解除质押 (whole or partial). */
export function applyPledgeRelease(draft: Draft, event: RegisterEventOf<'pledgeRelease'>): Refusal | null {
  const found = findEncumbrance(draft, event.encumbranceSeq, ['pledge']);
  if (isRefusal(found)) return found;
  const refused = checkQuantity(event.quantity) ?? tooMuch(found, event.quantity);
  if (refused) return refused;
  reduce(draft, found, event.quantity, 'pledged');
  return null;
}

/** 解除冻结 (whole or partial; a waiting queued freeze is withdrawn); queued freezes may then take effect. */
export function applyUnfreeze(draft: Draft, event: RegisterEventOf<'unfreeze'>): Refusal | null {
  const found = findEncumbrance(draft, event.encumbranceSeq, ['freeze', 'queuedFreeze']);
  if (isRefusal(found)) return found;
  const refused = checkQuantity(event.quantity) ?? tooMuch(found, event.quantity);
  if (refused) return refused;
  reduce(draft, found, event.quantity, 'frozen');
  if (found.status === 'active') promoteQueuedFreezes(draft, found);
  return null;
}

/** 扣划: frozen shares transferred by court order to another holder account. */
export function applySeizure(draft: Draft, event: RegisterEventOf<'seizure'>): Refusal | null {
  const found = findEncumbrance(draft, event.encumbranceSeq, ['freeze', 'queuedFreeze']);
  if (isRefusal(found)) return found;
  if (found.status !== 'active') return refuse('ENCUMBRANCE_NOT_ACTIVE', '轮候冻结尚未生效，不能扣划');
  if (event.toHolderId === found.holderId) return refuse('SAME_HOLDER', '扣划的转入方不能为被冻结的登记账户');
  const refused =
    checkReceivingNature(event.toShareNature) ??
    checkQuantity(event.quantity) ??
    tooMuch(found, event.quantity);
  if (refused) return refused;
  reduce(draft, found, event.quantity, 'frozen');
  moveHeld(draft, found, -event.quantity);
  moveHeld(draft, receivingRef(event, found.shareNature), event.quantity);
  promoteQueuedFreezes(draft, found);
  return null;
}

/** 限售. */
export function applyLock(draft: Draft, event: RegisterEventOf<'lock'>): Refusal | null {
  const holding = getHolding(draft, event);
  const refused = checkQuantity(event.quantity) ?? checkEncumberable(holding, event.quantity, '限售');
  if (refused) return refused;
  putHolding(draft, { ...holding, locked: holding.locked + event.quantity });
  putEncumbrance(
    draft,
    newEncumbrance(draft, event, 'lock', {
      ...noParty,
      documentNo: event.basis.reference,
      startsOn: chinaDateOf(event.occurredAt),
      endsOn: event.endsOn ?? null,
    }),
  );
  return null;
}

/** 解除限售 (whole or partial). */
export function applyUnlock(draft: Draft, event: RegisterEventOf<'unlock'>): Refusal | null {
  const found = findEncumbrance(draft, event.encumbranceSeq, ['lock']);
  if (isRefusal(found)) return found;
  const refused = checkQuantity(event.quantity) ?? tooMuch(found, event.quantity);
  if (refused) return refused;
  reduce(draft, found, event.quantity, 'locked');
  return null;
}
