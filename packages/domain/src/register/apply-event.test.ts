import { describe, expect, it } from 'vitest';
import { availableOf, holdingKey } from './holding.js';
import { A, B, freeze, holdingOf, N, opening, pledge, stateAfter } from './testing/register-cases.js';
import type { RegisterEventBody } from './types.js';

describe('register rules', () => {
  it('releases a pledge in parts', () => {
    const partial = { type: 'pledgeRelease', encumbranceSeq: 2, quantity: 100n } as const;
    const state = stateAfter([...opening, pledge, partial]);
    expect(holdingOf(state, A)).toMatchObject({ held: 1000n, pledged: 200n });
    expect(state.encumbrances.get(2)).toMatchObject({
      status: 'active',
      quantity: 200n,
      originalQuantity: 300n,
    });
    const done = stateAfter([...opening, pledge, partial, { ...partial, quantity: 200n }]);
    expect(done.encumbrances.get(2)).toMatchObject({ status: 'released', quantity: 0n, lastSeq: 4 });
  });

  it('puts a queued freeze into effect when the freeze ahead lifts', () => {
    const queued = {
      ...freeze,
      type: 'queuedFreeze',
      quantity: 250n,
      documentNo: '(2026)辽02执2号',
    } as const;
    const waiting = stateAfter([...opening, freeze, queued]);
    expect(waiting.encumbrances.get(3)).toMatchObject({ status: 'queued' });
    expect(holdingOf(waiting, A).frozen).toBe(200n);
    const lifted = stateAfter([
      ...opening,
      freeze,
      queued,
      { type: 'unfreeze', encumbranceSeq: 2, quantity: 200n },
    ]);
    expect(lifted.encumbrances.get(2)).toMatchObject({ status: 'released' });
    expect(lifted.encumbrances.get(3)).toMatchObject({ status: 'active', lastSeq: 4 });
    expect(holdingOf(lifted, A)).toMatchObject({ frozen: 250n });
    expect(availableOf(holdingOf(lifted, A))).toBe(750n);
  });

  it('renews a freeze and seizes frozen shares to another account', () => {
    const state = stateAfter([
      ...opening,
      freeze,
      { type: 'freezeRenewal', encumbranceSeq: 2, endsOn: '2032-01-31', documentNo: '(2029)续1号' },
      { type: 'seizure', encumbranceSeq: 2, toHolderId: 'C', quantity: 150n },
    ]);
    expect(state.encumbrances.get(2)).toMatchObject({
      endsOn: '2032-01-31',
      quantity: 50n,
      status: 'active',
    });
    expect(holdingOf(state, A)).toMatchObject({ held: 850n, frozen: 50n });
    expect(holdingOf(state, { holderId: 'C', shareNature: N }).held).toBe(150n);
    expect(state.issuedShares).toBe(1500n);
  });

  it('puts transferred and seized shares under the nature the receiving holder holds them by', () => {
    const company = { holderId: 'C', shareNature: '3' };
    const bodies: RegisterEventBody[] = [
      ...opening,
      { type: 'transfer', ...A, toHolderId: 'C', reason: 'agreement', quantity: 100n, toShareNature: '3' },
      { ...freeze, ...B, quantity: 50n },
      { type: 'seizure', encumbranceSeq: 3, toHolderId: 'C', quantity: 20n, toShareNature: '3' },
    ];
    const state = stateAfter(bodies);
    expect(holdingOf(state, A).held).toBe(900n);
    expect(holdingOf(state, B)).toMatchObject({ held: 480n, frozen: 30n });
    expect(holdingOf(state, company).held).toBe(120n);
    expect(state.holdings.has(holdingKey({ holderId: 'C', shareNature: N }))).toBe(false);
    expect(state.issuedShares).toBe(1500n);
  });

  it('keeps the nature when a transfer names none', () => {
    const state = stateAfter([
      ...opening,
      { type: 'transfer', ...A, toHolderId: 'C', reason: 'gift', quantity: 10n },
    ]);
    expect(holdingOf(state, { holderId: 'C', shareNature: N }).held).toBe(10n);
  });

  it('issues and cancels shares with the issued total', () => {
    const state = stateAfter([
      ...opening,
      { type: 'issue', ...B, quantity: 500n },
      { type: 'cancellation', ...A, quantity: 400n },
    ]);
    expect(state.issuedShares).toBe(1600n);
    expect(holdingOf(state, A).held).toBe(600n);
  });
});
