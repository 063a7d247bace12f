import type { RegisterChange } from '../share-register/index.js';
import type { TransferFact } from './register-intents.js';

/**
 * The register events that move shares from one holder account to another, each of which gets its
 * 转让报告 (ADR 77, ADR 87): a transfer (转让, 非交易过户 incl. court enforcement), a seizure (扣划:
 * from the holder of the freeze it names to `toHolderId`), and the reversal (冲正) of either — the
 * movement back, reported as its own report that names the reversed change. Every other event
 * changes quantities of one holding (or issues/cancels) and moves nothing between holders.
 */

type EventNotice = TransferFact['event'];

/** Where shares came from: a holding (holder account and its share nature). */
export interface MovementSource {
  holderId: string;
  shareNature: string;
}

/** A stored movement event as read back (payload as stored: quantities as strings). */
export interface StoredEventFact {
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  /** For a seizure, the holding of the freeze it named. */
  source: MovementSource | null;
}

/** What only the facts statement can tell: seizures the holdings do not place, reversed events. */
export interface MovementLookups {
  encumbranceSeqs: number[];
  reversedSeqs: number[];
}

export interface MovementFacts {
  /** The holding of each freeze looked up, by the freeze's seq. */
  encumbrances: Map<number, MovementSource>;
  reversed: Map<number, StoredEventFact>;
}

/**
 * A seizure's frozen holding is told by the change itself when it can be: the register records a
 * seizure as a change of its own, which leaves exactly two holdings different — the frozen one
 * (fewer held, fewer frozen) and the receiving one, of another holder. Otherwise it is looked up.
 */
export function seizureSourceFromHoldings(change: RegisterChange, seq: number): MovementSource | null {
  if (change.events.length !== 1) return null;
  const event = change.events[0]!;
  if (event.seq !== seq || event.input.type !== 'seizure') return null;
  const { toHolderId } = event.input;
  const others = change.holdings.filter((h) => h.lastSeq === seq && h.holding.holderId !== toHolderId);
  if (others.length !== 1) return null;
  const { holderId, shareNature } = others[0]!.holding;
  return { holderId, shareNature };
}

/** What the change's movements need from the facts statement (empty lists: nothing). */
export function movementLookups(change: RegisterChange): MovementLookups {
  const lookups: MovementLookups = { encumbranceSeqs: [], reversedSeqs: [] };
  for (const e of change.events) {
    if (e.input.type === 'seizure' && !seizureSourceFromHoldings(change, e.seq))
      lookups.encumbranceSeqs.push(e.input.encumbranceSeq);
    if (e.input.type === 'reversal') lookups.reversedSeqs.push(e.input.reversesSeq);
  }
  return lookups;
}

/** The 转让报告 facts of a change, in event order. */
export function changeMovements(
  change: RegisterChange,
  noticeOf: (seq: number) => EventNotice,
  facts: MovementFacts,
): TransferFact[] {
  return change.events.flatMap((e): TransferFact[] => {
    const input = e.input;
    const event = noticeOf(e.seq);
    if (input.type === 'transfer') {
      const { holderId: fromHolderId, toHolderId, quantity, shareNature } = input;
      return [{ fromHolderId, toHolderId, quantity, shareNature, event }];
    }
    if (input.type === 'seizure') {
      const source = seizureSourceFromHoldings(change, e.seq) ?? facts.encumbrances.get(input.encumbranceSeq);
      if (!source) throw new Error(`seizure ${e.seq}: the frozen holding is unknown`);
      const { toHolderId, quantity } = input;
      return [
        { fromHolderId: source.holderId, toHolderId, quantity, shareNature: source.shareNature, event },
      ];
    }
    if (input.type === 'reversal') {
      const original = facts.reversed.get(input.reversesSeq);
      const back = original ? reversedMovement(original) : null;
      return back ? [{ ...back, event, reversesSeq: original!.seq }] : [];
    }
    return [];
  });
}

type Movement = Omit<TransferFact, 'event' | 'reversesSeq'>;

/**
 * The movement a stored transfer or seizure made (its 转让报告 when written after the fact, by the
 * backfill). Null when the event moved nothing between holders (a pledge, a freeze, an issue …) or
 * its facts are incomplete.
 */
export function storedMovement(stored: StoredEventFact): (Movement & { receivedNature: string }) | null {
  const p = stored.payload;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : null);
  const from =
    stored.type === 'transfer'
      ? { holderId: text('holderId'), shareNature: text('shareNature') }
      : stored.type === 'seizure'
        ? (stored.source ?? { holderId: null, shareNature: null })
        : null;
  const toHolderId = text('toHolderId');
  const quantity = text('quantity');
  if (!from?.holderId || !from.shareNature || !toHolderId || !quantity) return null;
  return {
    fromHolderId: from.holderId,
    toHolderId,
    quantity: BigInt(quantity),
    shareNature: from.shareNature,
    receivedNature: text('toShareNature') ?? from.shareNature,
  };
}

/**
 * The movement a reversal undoes, turned around: the shares go from the original transferee (under
 * the nature it received them by) back to the original transferor.
 */
export function reversedMovement(original: StoredEventFact): Movement | null {
  const m = storedMovement(original);
  return m
    ? {
        fromHolderId: m.toHolderId,
        toHolderId: m.fromHolderId,
        quantity: m.quantity,
        shareNature: m.receivedNature,
      }
    : null;
}
