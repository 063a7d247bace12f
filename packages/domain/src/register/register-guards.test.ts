import { describe, expect, it } from 'vitest';
import { availableOf } from './holding.js';
import {
  A,
  B,
  court,
  encumbered,
  freeze,
  holdingOf,
  lock,
  N,
  next,
  opening,
  pledge,
  stateAfter,
  stateOf,
} from './testing/register-cases.js';
import type { RegisterEventBody } from './types.js';

/** The register's guards that survived mutation before issue 19, one rule per test. */
describe('exactly all available shares (A holds 1000: 300 pledged, 200 frozen, 100 locked → 400 free)', () => {
  it('transfers exactly the available shares, and not one more', () => {
    const state = stateOf(
      next(encumbered, { type: 'transfer', ...A, toHolderId: 'B', reason: 'gift', quantity: 400n }),
    );
    expect(holdingOf(state, A)).toMatchObject({ held: 600n, pledged: 300n, frozen: 200n, locked: 100n });
    expect(availableOf(holdingOf(state, A))).toBe(0n);
    expect(holdingOf(state, B).held).toBe(900n);
    expect(
      next(encumbered, { type: 'transfer', ...A, toHolderId: 'B', reason: 'gift', quantity: 401n }),
    ).toMatchObject({
      ok: false,
      code: 'FROZEN_NOT_TRANSFERABLE',
    });
  });

  it('pledges, freezes, locks and cancels exactly the available shares, and not one more', () => {
    const bodies: RegisterEventBody[] = [
      { ...pledge, quantity: 400n },
      { ...freeze, quantity: 400n },
      { ...lock, quantity: 400n },
      { type: 'cancellation', ...A, quantity: 400n },
    ];
    for (const body of bodies) {
      const state = stateOf(next(encumbered, body));
      expect(availableOf(holdingOf(state, A))).toBe(0n);
      const over = next(encumbered, { ...body, quantity: 401n } as RegisterEventBody);
      expect(over.ok).toBe(false);
    }
    expect(stateOf(next(encumbered, { type: 'cancellation', ...A, quantity: 400n })).issuedShares).toBe(
      1100n,
    );
  });

  it('words the refusal of one share more than available by what is asked', () => {
    expect(next(encumbered, { ...lock, quantity: 401n })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_AVAILABLE',
      message: '可用股份不足：可用400股，申请限售401股',
    });
    expect(next(encumbered, { ...freeze, quantity: 1001n })).toMatchObject({
      code: 'INSUFFICIENT_AVAILABLE',
      message: '可用股份不足：可用400股，申请冻结1001股',
    });
    // Beyond the holding, a pledge is short of shares, not "already encumbered".
    expect(next(encumbered, { ...pledge, quantity: 1001n })).toMatchObject({
      code: 'INSUFFICIENT_AVAILABLE',
    });
    expect(next(encumbered, { ...pledge, quantity: 1000n })).toMatchObject({
      code: 'ENCUMBERED_NOT_PLEDGEABLE',
    });
  });

  it('a queued freeze may cover exactly the shares held', () => {
    const state = stateOf(next([...opening, freeze], { ...freeze, type: 'queuedFreeze', quantity: 1000n }));
    expect(state.encumbrances.get(3)).toMatchObject({ status: 'queued', quantity: 1000n });
    expect(holdingOf(state, A).frozen).toBe(200n);
  });

  it('a queued freeze of exactly the shares then free takes effect; one share more takes effect but that share', () => {
    const lift = { type: 'unfreeze', encumbranceSeq: 3, quantity: 200n } as const;
    const fits = stateAfter([
      ...opening,
      pledge,
      freeze,
      { ...freeze, type: 'queuedFreeze', quantity: 700n },
      lift,
    ]);
    expect(fits.encumbrances.get(4)).toMatchObject({ status: 'active', lastSeq: 5 });
    expect(holdingOf(fits, A)).toMatchObject({ pledged: 300n, frozen: 700n });
    const waits = stateAfter([
      ...opening,
      pledge,
      freeze,
      { ...freeze, type: 'queuedFreeze', quantity: 701n },
      lift,
    ]);
    // Partially (ADR 73): the 700 free shares are frozen under the queued order's own record,
    // named by the release's seq; the one share more waits.
    expect(waits.encumbrances.get(4)).toMatchObject({
      status: 'queued',
      quantity: 1n,
      originalQuantity: 701n,
      lastSeq: 5,
    });
    expect(waits.encumbrances.get(5)).toMatchObject({
      kind: 'queuedFreeze',
      status: 'active',
      quantity: 700n,
      originalQuantity: 700n,
      lastSeq: 5,
      documentNo: freeze.documentNo,
      endsOn: freeze.endsOn,
    });
    expect(holdingOf(waits, A)).toMatchObject({ pledged: 300n, frozen: 700n });
  });

  it('queued freezes take effect in their order: one that does not fit takes what is free and holds back those behind it', () => {
    const q = (quantity: bigint) => ({ ...freeze, type: 'queuedFreeze', quantity }) as const;
    const state = stateAfter([
      ...opening,
      freeze,
      q(900n),
      q(100n),
      { type: 'pledge', ...A, quantity: 500n, pledgee: { name: '演示银行' } },
      { type: 'unfreeze', encumbranceSeq: 2, quantity: 200n },
    ]);
    expect(state.encumbrances.get(3)).toMatchObject({ status: 'queued', quantity: 400n });
    expect(state.encumbrances.get(6)).toMatchObject({ status: 'active', quantity: 500n });
    expect(state.encumbrances.get(4)).toMatchObject({ status: 'queued', quantity: 100n, lastSeq: 4 });
    expect(holdingOf(state, A).frozen).toBe(500n);
  });

  it('a partial unfreeze keeps the freeze active and lets a queued freeze in when shares are free', () => {
    const state = stateAfter([
      ...opening,
      freeze,
      { ...freeze, type: 'queuedFreeze', quantity: 100n },
      { type: 'unfreeze', encumbranceSeq: 2, quantity: 50n },
    ]);
    expect(state.encumbrances.get(2)).toMatchObject({ status: 'active', quantity: 150n });
    expect(state.encumbrances.get(3)).toMatchObject({ status: 'active' });
    expect(holdingOf(state, A).frozen).toBe(250n);
  });

  it('withdrawing a waiting queued freeze touches no frozen shares', () => {
    const state = stateAfter([
      ...opening,
      freeze,
      { ...freeze, type: 'queuedFreeze', quantity: 100n },
      { type: 'unfreeze', encumbranceSeq: 3, quantity: 100n },
    ]);
    expect(state.encumbrances.get(3)).toMatchObject({ status: 'released', quantity: 0n });
    expect(holdingOf(state, A).frozen).toBe(200n);
  });
});

describe('seizure (扣划)', () => {
  it('refuses a seizure into the frozen account itself, whatever nature it names', () => {
    const message = { ok: false, code: 'SAME_HOLDER', message: '扣划的转入方不能为被冻结的登记账户' };
    expect(
      next([...opening, freeze], { type: 'seizure', encumbranceSeq: 2, toHolderId: 'A', quantity: 10n }),
    ).toEqual(message);
    expect(
      next([...opening, freeze], {
        type: 'seizure',
        encumbranceSeq: 2,
        toHolderId: 'A',
        quantity: 10n,
        toShareNature: '3',
      }),
    ).toEqual(message);
  });

  it('seizes exactly the frozen shares, releasing the freeze', () => {
    const state = stateOf(
      next([...opening, freeze], { type: 'seizure', encumbranceSeq: 2, toHolderId: 'B', quantity: 200n }),
    );
    expect(state.encumbrances.get(2)).toMatchObject({ status: 'released', quantity: 0n, lastSeq: 3 });
    expect(holdingOf(state, A)).toMatchObject({ held: 800n, frozen: 0n });
    expect(holdingOf(state, B).held).toBe(700n);
  });

  it('lets a queued freeze take effect on what the seizure left', () => {
    const state = stateAfter([
      ...opening,
      freeze,
      { ...freeze, type: 'queuedFreeze', quantity: 800n },
      { type: 'seizure', encumbranceSeq: 2, toHolderId: 'B', quantity: 200n },
    ]);
    expect(state.encumbrances.get(3)).toMatchObject({ status: 'active', lastSeq: 4 });
    expect(holdingOf(state, A)).toMatchObject({ held: 800n, frozen: 800n });
  });

  it('refuses to seize a pledge', () => {
    expect(
      next([...opening, pledge], { type: 'seizure', encumbranceSeq: 2, toHolderId: 'B', quantity: 1n }),
    ).toEqual({
      ok: false,
      code: 'ENCUMBRANCE_KIND_MISMATCH',
      message: '该记录不是司法冻结或轮候冻结',
    });
  });
});

describe('dates of pledges and locks: the calendar date in China of when they took effect', () => {
  it('a pledge recorded at 23:59:59 UTC on 1 March starts on 2 March (Beijing time)', () => {
    const late = stateOf(next(opening, pledge, '2026-03-01T16:00:00.000Z'));
    expect(late.encumbrances.get(2)).toMatchObject({ startsOn: '2026-03-02', endsOn: null });
    const early = stateOf(next(opening, pledge, '2026-03-01T15:59:59.999Z'));
    expect(early.encumbrances.get(2)).toMatchObject({ startsOn: '2026-03-01' });
  });

  it('a lock takes the China date too, and its end date as given', () => {
    const state = stateOf(next(opening, { ...lock, endsOn: '2027-12-31' }, '2026-12-31T17:00:00.000Z'));
    expect(state.encumbrances.get(2)).toMatchObject({
      kind: 'lock',
      status: 'active',
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      documentNo: 'SN-TEST',
      partyName: null,
    });
  });

  it('a pledge records its pledgee and basis', () => {
    const state = stateOf(
      next(opening, {
        ...pledge,
        pledgee: { name: '演示银行', certType: '2', certificateNo: '91210200MA0000000X' },
        endsOn: '2028-01-01',
      }),
    );
    expect(state.encumbrances.get(2)).toEqual({
      seq: 2,
      holderId: 'A',
      shareNature: N,
      kind: 'pledge',
      status: 'active',
      quantity: 300n,
      originalQuantity: 300n,
      partyName: '演示银行',
      partyCertType: '2',
      partyCertificateNo: '91210200MA0000000X',
      documentNo: 'SN-TEST',
      startsOn: '2026-01-03',
      endsOn: '2028-01-01',
      lastSeq: 2,
    });
  });

  it('a freeze records the court’s order as given; a queued freeze waits with it', () => {
    const state = stateAfter([...opening, freeze, { ...freeze, type: 'queuedFreeze', quantity: 5n }]);
    const order = {
      partyName: court.court,
      documentNo: court.documentNo,
      startsOn: court.startsOn,
      endsOn: court.endsOn,
    };
    expect(state.encumbrances.get(2)).toMatchObject({
      kind: 'freeze',
      status: 'active',
      ...order,
      partyCertType: null,
    });
    expect(state.encumbrances.get(3)).toMatchObject({ kind: 'queuedFreeze', status: 'queued', ...order });
  });

  it('a renewal moves the end date of a freeze, and of a freeze without one', () => {
    const renewal = {
      type: 'freezeRenewal',
      encumbranceSeq: 2,
      endsOn: '2029-02-01',
      documentNo: 'x',
    } as const;
    expect(stateOf(next([...opening, freeze], renewal)).encumbrances.get(2)).toMatchObject({
      endsOn: '2029-02-01',
      lastSeq: 3,
    });
  });
});
