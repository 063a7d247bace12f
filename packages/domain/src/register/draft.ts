import { availableOf, emptyHolding, holdingKey, refuse } from './holding.js';
import { shortageDetail } from './shortage.js';
import type {
  ApplyResult,
  Encumbrance,
  EncumbranceKind,
  Holding,
  HoldingRef,
  RegisterState,
} from './types.js';

/** A register being changed by one event: copies of the maps, never the caller's objects. */
export interface Draft {
  issuedShares: bigint;
  holdings: Map<string, Holding>;
  encumbrances: Map<number, Encumbrance>;
  seq: number;
}

export type Refusal = Extract<ApplyResult, { ok: false }>;

export function openDraft(state: RegisterState, seq: number): Draft {
  return {
    issuedShares: state.issuedShares,
    holdings: new Map(state.holdings),
    encumbrances: new Map(state.encumbrances),
    seq,
  };
}

export function getHolding(draft: Draft, ref: HoldingRef): Holding {
  return draft.holdings.get(holdingKey(ref)) ?? emptyHolding(ref);
}

export function putHolding(draft: Draft, holding: Holding): void {
  draft.holdings.set(holdingKey(holding), holding);
}

export function putEncumbrance(draft: Draft, encumbrance: Encumbrance): void {
  draft.encumbrances.set(encumbrance.seq, encumbrance);
}

export function checkQuantity(quantity: bigint): Refusal | null {
  return quantity > 0n ? null : refuse('INVALID_QUANTITY', '股份数量必须为正整数');
}

/** A named receiving nature must not be blank (absent: unchanged; its dictionary key is the form's check). */
export function checkReceivingNature(nature: string | undefined): Refusal | null {
  if (nature === undefined || nature.trim() !== '') return null;
  return refuse('INVALID_SHARE_NATURE', '受让后股份性质不能为空');
}

/**
 * Why `quantity` shares of a holding cannot leave it (transfer, cancellation): more than held is
 * 可用股份不足; within the holding but encumbered names the encumbrance.
 */
export function checkTransferable(holding: Holding, quantity: bigint): Refusal | null {
  const available = availableOf(holding);
  if (quantity <= available) return null;
  if (quantity > holding.held) {
    return refuse('INSUFFICIENT_AVAILABLE', `可用股份不足：可用${available}股，申请${quantity}股`);
  }
  if (holding.frozen > 0n) return refuse('FROZEN_NOT_TRANSFERABLE', '冻结股份不能转让');
  if (holding.pledged > 0n)
    return refuse('PLEDGED_NOT_TRANSFERABLE', `质押股份不能转让：${shortageDetail(holding, quantity)}`);
  return refuse('LOCKED_NOT_TRANSFERABLE', '限售股份不能转让');
}

/** Encumbering (pledge, freeze, lock) takes available shares only: encumbrances never overlap. */
export function checkEncumberable(holding: Holding, quantity: bigint, action: string): Refusal | null {
  const available = availableOf(holding);
  if (quantity <= available) return null;
  if (quantity <= holding.held && action === '质押') {
    return refuse(
      'ENCUMBERED_NOT_PLEDGEABLE',
      `已质押、冻结或限售的股份不能再次质押：${shortageDetail(holding, quantity, action)}`,
    );
  }
  return refuse('INSUFFICIENT_AVAILABLE', `可用股份不足：可用${available}股，申请${action}${quantity}股`);
}

const KIND_NAMES: Record<EncumbranceKind, string> = {
  pledge: '质押',
  freeze: '司法冻结',
  queuedFreeze: '轮候冻结',
  lock: '限售',
};

/** The encumbrance an event names, checked to be of one of the kinds and not yet released. */
export function findEncumbrance(
  draft: Draft,
  seq: number,
  kinds: readonly EncumbranceKind[],
): Encumbrance | Refusal {
  const found = draft.encumbrances.get(seq);
  if (!found) return refuse('ENCUMBRANCE_UNKNOWN', `质押、冻结或限售记录不存在：${seq}`);
  if (!kinds.includes(found.kind)) {
    return refuse('ENCUMBRANCE_KIND_MISMATCH', `该记录不是${kinds.map((k) => KIND_NAMES[k]).join('或')}`);
  }
  if (found.status === 'released')
    return refuse('ENCUMBRANCE_NOT_ACTIVE', `该${KIND_NAMES[found.kind]}已解除`);
  return found;
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

/** Adds (or with a negative delta removes) shares of one holding, and the issued total when asked. */
export function moveHeld(draft: Draft, ref: HoldingRef, delta: bigint): void {
  const holding = getHolding(draft, ref);
  putHolding(draft, { ...holding, held: holding.held + delta });
}

/**
 * Queued freezes (轮候冻结) of a holding take effect in the order they were recorded once a freeze
 * ahead of them has lifted, on the unencumbered shares there are. One that fits takes effect whole;
 * one that does not takes effect on the shares free (issue 23, ADR 73: partially when only part
 * lifts): that part becomes an active freeze of its own, named by the seq of the event that let it
 * in, with the court, document and term of the queued one, which waits with the rest — and so do
 * all queued behind it.
 */
export function promoteQueuedFreezes(draft: Draft, ref: HoldingRef): void {
  const key = holdingKey(ref);
  const queued = [...draft.encumbrances.values()]
    .filter((e) => e.status === 'queued' && holdingKey(e) === key)
    .sort((a, b) => a.seq - b.seq);
  for (const e of queued) {
    const holding = getHolding(draft, ref);
    const free = availableOf(holding);
    if (free <= 0n) return;
    // biome-ignore lint/complexity/useMathMinMax: bigint shares; Math.min takes numbers only.
    const taken = e.quantity <= free ? e.quantity : free;
    putHolding(draft, { ...holding, frozen: holding.frozen + taken });
    if (taken === e.quantity) {
      putEncumbrance(draft, { ...e, status: 'active', lastSeq: draft.seq });
      continue;
    }
    putEncumbrance(draft, { ...e, quantity: e.quantity - taken, lastSeq: draft.seq });
    putEncumbrance(draft, {
      ...e,
      seq: draft.seq,
      status: 'active',
      quantity: taken,
      originalQuantity: taken,
      lastSeq: draft.seq,
    });
    return;
  }
}
