import { applyRegisterEvent, checkSequence } from './apply-event.js';
import { emptyHolding, emptyRegister, holdingKey, refuse } from './holding.js';
import type { ApplyResult, Encumbrance, RegisterEvent, RegisterEventOf, RegisterState } from './types.js';

function advance(state: RegisterState, event: RegisterEvent): RegisterState {
  return { ...state, lastSeq: event.seq, lastOccurredAt: event.occurredAt };
}

/**
 * 冲正: the original event is void. The register becomes the replay of the history without every
 * voided event; refused when a later event depended on the original (then that one must be
 * reversed first). Pledges, freezes and locks created by a voided event are kept as released, so
 * the marks stay on the record.
 */
export function applyReversal(
  history: readonly RegisterEvent[],
  current: RegisterState,
  reversal: RegisterEventOf<'reversal'>,
): ApplyResult {
  const sequenceRefused = checkSequence(current, reversal);
  if (sequenceRefused) return sequenceRefused;
  if (reversal.reason.trim() === '') return refuse('REVERSAL_NOT_ALLOWED', '冲正登记须说明原因');
  const original = history.find((e) => e.seq === reversal.reversesSeq);
  if (!original) return refuse('REVERSAL_UNKNOWN', `被冲正的登记不存在：${reversal.reversesSeq}`);
  if (original.type === 'reversal') return refuse('REVERSAL_NOT_ALLOWED', '冲正登记不能再被冲正');
  const voided = new Set<number>([reversal.reversesSeq]);
  for (const e of history) {
    if (e.type !== 'reversal') continue;
    if (e.reversesSeq === reversal.reversesSeq) return refuse('REVERSAL_ALREADY', '该登记已被冲正');
    voided.add(e.reversesSeq);
  }
  let state = emptyRegister();
  for (const e of history) {
    if (e.type === 'reversal' || voided.has(e.seq)) {
      state = advance(state, e);
      continue;
    }
    const result = applyRegisterEvent(state, e);
    if (!result.ok) {
      return refuse(
        'REVERSAL_DEPENDENT',
        `冲正后第${e.seq}笔登记不能成立（${result.message}），请先冲正该笔登记`,
      );
    }
    state = result.state;
  }
  const encumbrances = new Map<number, Encumbrance>(state.encumbrances);
  const holdings = new Map(state.holdings);
  for (const e of current.encumbrances.values()) {
    if (encumbrances.has(e.seq)) continue;
    if (!holdings.has(holdingKey(e))) holdings.set(holdingKey(e), emptyHolding(e));
    encumbrances.set(
      e.seq,
      e.status === 'released' ? e : { ...e, status: 'released', quantity: 0n, lastSeq: reversal.seq },
    );
  }
  return { ok: true, state: { ...advance(state, reversal), holdings, encumbrances } };
}

/** The register that a list of events (in seq order, from the first) produces; reversals included. */
export function replay(events: readonly RegisterEvent[]): ApplyResult {
  let state = emptyRegister();
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const result =
      event.type === 'reversal'
        ? applyReversal(events.slice(0, i), state, event)
        : applyRegisterEvent(state, event);
    if (!result.ok) return { ...result, message: `第${event.seq}笔登记：${result.message}` };
    state = result.state;
  }
  return { ok: true, state };
}
