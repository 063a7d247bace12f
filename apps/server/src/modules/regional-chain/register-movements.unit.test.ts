import type { Holding } from '@rer/domain';
import { describe, expect, it } from 'vitest';
import type { RecordedEventNotice, RegisterChange } from '../share-register/index.js';
import {
  changeMovements,
  type MovementFacts,
  movementLookups,
  reversedMovement,
  seizureSourceFromHoldings,
  storedMovement,
} from './register-movements.js';

const basis = { kind: 'court', reference: '某法院 （2026）执1号' } as const;
const notice = (seq: number, input: RecordedEventNotice['input']): RecordedEventNotice => ({
  eventId: String(seq * 10),
  seq,
  occurredAt: '2026-11-29T08:00:00.000Z',
  bizSn: null,
  input,
});
const holding = (holderId: string, shareNature: string, held: bigint): Holding => ({
  holderId,
  shareNature,
  held,
  pledged: 0n,
  frozen: 0n,
  locked: 0n,
});
const changeOf = (events: RecordedEventNotice[], holdings: { holding: Holding; lastSeq: number }[]) =>
  ({
    tenantId: 't',
    companyId: 'c',
    events,
    holdings,
    issuedSharesChanged: false,
    actorId: null,
  }) as unknown as RegisterChange;
const seizure = (seq: number, toHolderId = 'B') =>
  notice(seq, { type: 'seizure', encumbranceSeq: 2, toHolderId, quantity: 300n, basis });
const noticeOf = (seq: number) => ({ seq, type: 'x', occurredAt: '2026-11-29T08:00:00.000Z', bizSn: null });
const noFacts: MovementFacts = { encumbrances: new Map(), reversed: new Map() };

describe('the movements of a register change (ADR 87)', () => {
  it('a seizure recorded alone is placed by its holdings: the one changed holding not of the receiver', () => {
    const change = changeOf(
      [seizure(5)],
      [
        { holding: holding('A', '4', 700n), lastSeq: 5 },
        { holding: holding('B', '3', 300n), lastSeq: 5 },
      ],
    );
    expect(seizureSourceFromHoldings(change, 5)).toEqual({ holderId: 'A', shareNature: '4' });
    expect(movementLookups(change)).toEqual({ encumbranceSeqs: [], reversedSeqs: [] });
    expect(changeMovements(change, noticeOf, noFacts)).toEqual([
      { fromHolderId: 'A', toHolderId: 'B', quantity: 300n, shareNature: '4', event: noticeOf(5) },
    ]);
  });

  it('when the holdings do not tell (ambiguous, none, other seq), the freeze is looked up', () => {
    const two = changeOf(
      [seizure(5)],
      [
        { holding: holding('A', '4', 700n), lastSeq: 5 },
        { holding: holding('C', '4', 1n), lastSeq: 5 },
      ],
    );
    const none = changeOf([seizure(5)], [{ holding: holding('B', '4', 300n), lastSeq: 5 }]);
    const stale = changeOf([seizure(5)], [{ holding: holding('A', '4', 700n), lastSeq: 4 }]);
    for (const change of [two, none, stale]) {
      expect(seizureSourceFromHoldings(change, 5)).toBeNull();
      expect(movementLookups(change)).toEqual({ encumbranceSeqs: [2], reversedSeqs: [] });
    }
    const facts = { ...noFacts, encumbrances: new Map([[2, { holderId: 'F', shareNature: '9' }]]) };
    expect(changeMovements(none, noticeOf, facts)).toEqual([
      { fromHolderId: 'F', toHolderId: 'B', quantity: 300n, shareNature: '9', event: noticeOf(5) },
    ]);
    // A report without its transferor is not written silently: the change rolls back.
    expect(() => changeMovements(none, noticeOf, noFacts)).toThrow(/seizure 5/);
  });

  it('only transfers, seizures and reversals of those move shares between holders', () => {
    const transfer = notice(3, {
      type: 'transfer',
      holderId: 'A',
      shareNature: '4',
      toHolderId: 'B',
      reason: 'agreement',
      quantity: 10n,
      basis,
    });
    const pledge = notice(4, { type: 'pledgeRelease', encumbranceSeq: 2, quantity: 1n, basis });
    const reversal = notice(6, { type: 'reversal', reversesSeq: 3, reason: '错', basis });
    const change = changeOf([transfer, pledge, reversal], []);
    expect(movementLookups(change)).toEqual({ encumbranceSeqs: [], reversedSeqs: [3] });
    const reversed = new Map([
      [
        3,
        {
          seq: 3,
          type: 'transfer',
          payload: { holderId: 'A', shareNature: '4', toHolderId: 'B', toShareNature: '3', quantity: '10' },
          source: null,
        },
      ],
    ]);
    expect(changeMovements(change, noticeOf, { ...noFacts, reversed })).toEqual([
      { fromHolderId: 'A', toHolderId: 'B', quantity: 10n, shareNature: '4', event: noticeOf(3) },
      {
        fromHolderId: 'B',
        toHolderId: 'A',
        quantity: 10n,
        shareNature: '3',
        event: noticeOf(6),
        reversesSeq: 3,
      },
    ]);
    // A reversal whose original is not read (or moved nothing) reports nothing.
    expect(changeMovements(changeOf([reversal], []), noticeOf, noFacts)).toEqual([]);
  });

  it('turns a reversed movement around, under the nature the shares were received by', () => {
    const seized = {
      seq: 7,
      type: 'seizure',
      payload: { encumbranceSeq: 2, toHolderId: 'B', quantity: '300' },
    };
    expect(reversedMovement({ ...seized, source: { holderId: 'A', shareNature: '4' } })).toEqual({
      fromHolderId: 'B',
      toHolderId: 'A',
      quantity: 300n,
      shareNature: '4',
    });
    expect(reversedMovement({ ...seized, source: null })).toBeNull();
    const freeze = {
      seq: 2,
      type: 'judicialFreeze',
      payload: { holderId: 'A', shareNature: '4', quantity: '300' },
    };
    expect(reversedMovement({ ...freeze, source: null })).toBeNull();
    const transferWithout = (key: string) => {
      const payload: Record<string, unknown> = {
        holderId: 'A',
        shareNature: '4',
        toHolderId: 'B',
        quantity: '5',
      };
      delete payload[key];
      return reversedMovement({ seq: 3, type: 'transfer', payload, source: null });
    };
    expect(transferWithout('none')).toMatchObject({ fromHolderId: 'B', toHolderId: 'A', shareNature: '4' });
    for (const k of ['holderId', 'shareNature', 'toHolderId', 'quantity'])
      expect(transferWithout(k)).toBeNull();
  });

  it('reads a stored movement forward (the backfill): a transfer from its payload, a seizure from its freeze', () => {
    const payload = { holderId: 'A', shareNature: '4', toHolderId: 'B', toShareNature: '3', quantity: '5' };
    expect(storedMovement({ seq: 3, type: 'transfer', payload, source: null })).toEqual({
      fromHolderId: 'A',
      toHolderId: 'B',
      quantity: 5n,
      shareNature: '4',
      receivedNature: '3',
    });
    const seized = { encumbranceSeq: 2, toHolderId: 'B', quantity: '7' };
    expect(
      storedMovement({
        seq: 4,
        type: 'seizure',
        payload: seized,
        source: { holderId: 'F', shareNature: '9' },
      }),
    ).toEqual({ fromHolderId: 'F', toHolderId: 'B', quantity: 7n, shareNature: '9', receivedNature: '9' });
    expect(storedMovement({ seq: 5, type: 'issue', payload, source: null })).toBeNull();
  });
});
