import { describe, expect, it } from 'vitest';
import { applyRegisterEvent } from './apply-event.js';
import { isRefusal } from './draft.js';
import { emptyRegister } from './holding.js';
import {
  A,
  B,
  freeze,
  holdingOf,
  lock,
  next,
  opening,
  stateAfter,
  stateOf,
} from './testing/register-cases.js';
import { numberEvents } from './testing.js';
import type { RegisterEventBody, RegisterState } from './types.js';

const queued = (quantity: bigint, holder = A) =>
  ({ ...freeze, ...holder, type: 'queuedFreeze', quantity }) as const;
const unfreeze = (encumbranceSeq: number, quantity: bigint) =>
  ({ type: 'unfreeze', encumbranceSeq, quantity }) as const;

describe('transfers of encumbered shares', () => {
  it('all the shares held, some frozen: refused as frozen, not as too many', () => {
    expect(
      next([...opening, freeze], {
        type: 'transfer',
        ...A,
        toHolderId: 'B',
        reason: 'gift',
        quantity: 1000n,
      }),
    ).toEqual({
      ok: false,
      code: 'FROZEN_NOT_TRANSFERABLE',
      message: '冻结股份不能转让',
    });
  });
});

describe('queued freezes (轮候冻结)', () => {
  it('refuses a queued freeze of no shares', () => {
    expect(next([...opening, freeze], queued(0n))).toMatchObject({ ok: false, code: 'INVALID_QUANTITY' });
  });

  it('queues only behind a freeze of the same holding', () => {
    expect(next([...opening, { ...freeze, ...B }], queued(10n))).toEqual({
      ok: false,
      code: 'NO_FREEZE_TO_QUEUE_BEHIND',
      message: '该股份无有效的司法冻结，应办理司法冻结而非轮候冻结',
    });
  });

  it('queues behind a queued freeze that has taken effect, and renews a queued freeze', () => {
    const before: RegisterEventBody[] = [...opening, freeze, queued(100n), unfreeze(2, 200n)];
    const state = stateOf(next(before, queued(50n)));
    expect(state.encumbrances.get(5)).toMatchObject({ kind: 'queuedFreeze', status: 'queued' });
    const renewed = stateOf(
      next([...opening, freeze, queued(100n)], {
        type: 'freezeRenewal',
        encumbranceSeq: 3,
        endsOn: '2030-01-31',
        documentNo: 'x',
      }),
    );
    expect(renewed.encumbrances.get(3)).toMatchObject({ status: 'queued', endsOn: '2030-01-31', lastSeq: 4 });
  });

  it('a lifted freeze lets in only the queued freezes of its own holding', () => {
    const state = stateAfter([
      ...opening,
      freeze,
      { ...freeze, ...B, quantity: 100n },
      queued(50n, B),
      unfreeze(2, 200n),
    ]);
    expect(state.encumbrances.get(4)).toMatchObject({ status: 'queued' });
    expect(holdingOf(state, B).frozen).toBe(100n);
  });

  it('withdrawing a waiting queued freeze lets none of those behind it in while the freeze stays', () => {
    const state = stateAfter([...opening, freeze, queued(100n), queued(100n), unfreeze(3, 100n)]);
    expect(state.encumbrances.get(4)).toMatchObject({ status: 'queued' });
    expect(holdingOf(state, A).frozen).toBe(200n);
  });

  it('takes queued freezes by their sequence number, whatever order the register lists them in', () => {
    const waiting = stateAfter([
      ...opening,
      freeze,
      queued(900n),
      queued(100n),
      { type: 'pledge', ...A, quantity: 500n, pledgee: { name: '演示银行' } },
    ]);
    const reversedOrder: RegisterState = {
      ...waiting,
      encumbrances: new Map([...waiting.encumbrances].reverse()),
    };
    const [lift] = numberEvents([unfreeze(2, 200n)], 6);
    const result = applyRegisterEvent(reversedOrder, lift!);
    if (!result.ok) throw new Error(result.message);
    // 900 does not fit in the 500 free shares: 500 take effect, 400 and the 100 behind wait.
    expect(result.state.encumbrances.get(3)).toMatchObject({ status: 'queued', quantity: 400n });
    expect(result.state.encumbrances.get(6)).toMatchObject({ status: 'active', quantity: 500n });
    expect(result.state.encumbrances.get(4)).toMatchObject({ status: 'queued', quantity: 100n });
  });
});

describe('queued freezes taking effect in part (ADR 73)', () => {
  it('lets in exactly the released shares when nothing else is free, then the rest on the next release', () => {
    // A holds 1000, all frozen; a queued order for all of them waits behind.
    const all = { ...freeze, quantity: 1000n } as const;
    const partly = stateAfter([...opening, all, queued(1000n), unfreeze(2, 300n)]);
    expect(partly.encumbrances.get(3)).toMatchObject({ status: 'queued', quantity: 700n, lastSeq: 4 });
    expect(partly.encumbrances.get(4)).toMatchObject({
      kind: 'queuedFreeze',
      status: 'active',
      quantity: 300n,
    });
    expect(holdingOf(partly, A).frozen).toBe(1000n);
    const rest = stateAfter([...opening, all, queued(1000n), unfreeze(2, 300n), unfreeze(2, 700n)]);
    expect(rest.encumbrances.get(3)).toMatchObject({
      status: 'active',
      quantity: 700n,
      originalQuantity: 1000n,
    });
    expect(rest.encumbrances.get(4)).toMatchObject({ status: 'active', quantity: 300n });
    expect(holdingOf(rest, A).frozen).toBe(1000n);
  });

  it('lets nothing in while no share is free, and creates no record', () => {
    const all = { ...freeze, quantity: 1000n } as const;
    const state = stateAfter([...opening, all, queued(10n), queued(5n), unfreeze(3, 10n)]);
    expect(state.encumbrances.get(3)).toMatchObject({ status: 'released', quantity: 0n });
    expect(state.encumbrances.get(4)).toMatchObject({ status: 'queued', quantity: 5n, lastSeq: 4 });
    expect([...state.encumbrances.keys()]).toEqual([2, 3, 4]);
    expect(holdingOf(state, A).frozen).toBe(1000n);
  });
});

describe('releases of unknown or wrong records', () => {
  it.each([
    ['unfreeze', { type: 'unfreeze', encumbranceSeq: 9, quantity: 1n }],
    ['unlock', { type: 'unlock', encumbranceSeq: 9, quantity: 1n }],
    ['seizure', { type: 'seizure', encumbranceSeq: 9, toHolderId: 'B', quantity: 1n }],
    ['renewal', { type: 'freezeRenewal', encumbranceSeq: 9, endsOn: '2030-01-01', documentNo: 'x' }],
  ] as [string, RegisterEventBody][])('%s of an unknown record names it', (_name, body) => {
    expect(next([...opening, freeze, lock], body)).toEqual({
      ok: false,
      code: 'ENCUMBRANCE_UNKNOWN',
      message: '质押、冻结或限售记录不存在：9',
    });
  });

  it('unlock of a freeze, and unfreeze of a lock, are refused by kind', () => {
    expect(next([...opening, freeze], { type: 'unlock', encumbranceSeq: 2, quantity: 1n })).toEqual({
      ok: false,
      code: 'ENCUMBRANCE_KIND_MISMATCH',
      message: '该记录不是限售',
    });
    expect(next([...opening, lock], unfreeze(2, 1n))).toMatchObject({
      code: 'ENCUMBRANCE_KIND_MISMATCH',
      message: '该记录不是司法冻结或轮候冻结',
    });
  });

  it('unlocks in parts, refusing no shares', () => {
    const part = stateOf(next([...opening, lock], { type: 'unlock', encumbranceSeq: 2, quantity: 40n }));
    expect(holdingOf(part, A).locked).toBe(60n);
    expect(part.encumbrances.get(2)).toMatchObject({ status: 'active', quantity: 60n, lastSeq: 3 });
    const all = stateOf(next([...opening, lock], { type: 'unlock', encumbranceSeq: 2, quantity: 100n }));
    expect(holdingOf(all, A).locked).toBe(0n);
    expect(all.encumbrances.get(2)).toMatchObject({ status: 'released', quantity: 0n });
    expect(next([...opening, lock], { type: 'unlock', encumbranceSeq: 2, quantity: 0n })).toMatchObject({
      code: 'INVALID_QUANTITY',
    });
    expect(next([...opening, freeze], unfreeze(2, 0n))).toMatchObject({ code: 'INVALID_QUANTITY' });
  });
});

describe('initial registration (初始登记)', () => {
  const initial = numberEvents(opening)[0]!;

  it('is refused on a register emptied by reversing its first registration', () => {
    const state = stateAfter([...opening, { type: 'reversal', reversesSeq: 1, reason: '录入错误' }]);
    expect(state.issuedShares).toBe(0n);
    expect(state.holdings.size).toBe(0);
    const [again] = numberEvents(opening, 3);
    expect(applyRegisterEvent(state, again!)).toEqual({
      ok: false,
      code: 'ALREADY_REGISTERED',
      message: '股东名册已有登记，不能重复初始登记',
    });
  });

  it('is refused on a first entry of a register that has issued shares or holdings (inconsistent state)', () => {
    const withShares = { ...emptyRegister(), issuedShares: 5n };
    expect(applyRegisterEvent(withShares, initial)).toMatchObject({ code: 'ALREADY_REGISTERED' });
    const withHoldings = { ...emptyRegister(), holdings: stateAfter(opening).holdings };
    expect(applyRegisterEvent(withHoldings, initial)).toMatchObject({ code: 'ALREADY_REGISTERED' });
    expect(applyRegisterEvent(emptyRegister(), initial).ok).toBe(true);
  });
});

describe('isRefusal', () => {
  it('tells a refusal from a record, and from anything that is not an object', () => {
    expect(isRefusal({ ok: false, code: 'INVALID_QUANTITY', message: 'x' })).toBe(true);
    expect(isRefusal({ ok: true })).toBe(false);
    expect(isRefusal(stateAfter([...opening, freeze]).encumbrances.get(2))).toBe(false);
    expect(isRefusal(null)).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
    expect(isRefusal(false)).toBe(false);
  });
});
