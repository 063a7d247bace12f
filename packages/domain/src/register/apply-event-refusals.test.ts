import { describe, expect, it } from 'vitest';
import { applyRegisterEvent } from './apply-event.js';
import { A, freeze, holdingOf, lock, opening, pledge, stateAfter } from './testing/register-cases.js';
import { numberEvents } from './testing.js';
import type { RegisterEventBody } from './types.js';

describe('register refusals', () => {
  const cases: [string, RegisterEventBody[], RegisterEventBody, string, RegExp][] = [
    ['zero quantity', opening, { type: 'issue', ...A, quantity: 0n }, 'INVALID_QUANTITY', /正整数/],
    ['second initial registration', opening, opening[0]!, 'ALREADY_REGISTERED', /不能重复初始登记/],
    [
      'transfer beyond holding',
      opening,
      { type: 'transfer', ...A, toHolderId: 'B', reason: 'agreement', quantity: 1001n },
      'INSUFFICIENT_AVAILABLE',
      /可用股份不足：可用1000股，申请1001股/,
    ],
    [
      'transfer of frozen shares',
      [...opening, freeze],
      { type: 'transfer', ...A, toHolderId: 'B', reason: 'agreement', quantity: 900n },
      'FROZEN_NOT_TRANSFERABLE',
      /冻结股份不能转让/,
    ],
    [
      'transfer of pledged shares',
      [...opening, pledge],
      { type: 'transfer', ...A, toHolderId: 'B', reason: 'gift', quantity: 701n },
      'PLEDGED_NOT_TRANSFERABLE',
      /质押股份不能转让/,
    ],
    [
      'transfer of locked shares',
      [...opening, lock],
      { type: 'transfer', ...A, toHolderId: 'B', reason: 'agreement', quantity: 901n },
      'LOCKED_NOT_TRANSFERABLE',
      /限售股份不能转让/,
    ],
    [
      'transfer to itself',
      opening,
      { type: 'transfer', ...A, toHolderId: 'A', reason: 'agreement', quantity: 1n },
      'SAME_HOLDER',
      /同一登记账户/,
    ],
    [
      'pledge again',
      [...opening, pledge],
      { ...pledge, quantity: 701n },
      'ENCUMBERED_NOT_PLEDGEABLE',
      /不能再次质押/,
    ],
    [
      'pledge of frozen',
      [...opening, freeze],
      { ...pledge, quantity: 801n },
      'ENCUMBERED_NOT_PLEDGEABLE',
      /不能再次质押/,
    ],
    [
      'pledge beyond holding',
      opening,
      { ...pledge, quantity: 1001n },
      'INSUFFICIENT_AVAILABLE',
      /可用股份不足/,
    ],
    [
      'release beyond pledge',
      [...opening, pledge],
      { type: 'pledgeRelease', encumbranceSeq: 2, quantity: 301n },
      'INSUFFICIENT_PLEDGED',
      /质押股份不足：尚余质押300股/,
    ],
    [
      'release of unknown pledge',
      opening,
      { type: 'pledgeRelease', encumbranceSeq: 9, quantity: 1n },
      'ENCUMBRANCE_UNKNOWN',
      /不存在/,
    ],
    [
      'release of a freeze as a pledge',
      [...opening, freeze],
      { type: 'pledgeRelease', encumbranceSeq: 2, quantity: 1n },
      'ENCUMBRANCE_KIND_MISMATCH',
      /不是质押/,
    ],
    [
      'release twice',
      [...opening, pledge, { type: 'pledgeRelease', encumbranceSeq: 2, quantity: 300n }],
      { type: 'pledgeRelease', encumbranceSeq: 2, quantity: 1n },
      'ENCUMBRANCE_NOT_ACTIVE',
      /已解除/,
    ],
    [
      'freeze beyond available',
      [...opening, pledge],
      { ...freeze, quantity: 701n },
      'INSUFFICIENT_AVAILABLE',
      /冻结701股/,
    ],
    [
      'unfreeze beyond freeze',
      [...opening, freeze],
      { type: 'unfreeze', encumbranceSeq: 2, quantity: 201n },
      'INSUFFICIENT_FROZEN',
      /冻结股份不足/,
    ],
    [
      'queued freeze without freeze',
      opening,
      { ...freeze, type: 'queuedFreeze' },
      'NO_FREEZE_TO_QUEUE_BEHIND',
      /轮候/,
    ],
    [
      'queued freeze beyond holding',
      [...opening, freeze],
      { ...freeze, type: 'queuedFreeze', quantity: 1001n },
      'INSUFFICIENT_SHARES',
      /持有股份不足/,
    ],
    [
      'renewal not later',
      [...opening, freeze],
      { type: 'freezeRenewal', encumbranceSeq: 2, endsOn: '2029-01-31', documentNo: 'x' },
      'RENEWAL_NOT_LATER',
      /晚于原截止日期/,
    ],
    [
      'seizure beyond freeze',
      [...opening, freeze],
      { type: 'seizure', encumbranceSeq: 2, toHolderId: 'B', quantity: 201n },
      'INSUFFICIENT_FROZEN',
      /冻结股份不足/,
    ],
    [
      'seizure of a waiting queued freeze',
      [...opening, freeze, { ...freeze, type: 'queuedFreeze' }],
      { type: 'seizure', encumbranceSeq: 3, toHolderId: 'B', quantity: 1n },
      'ENCUMBRANCE_NOT_ACTIVE',
      /尚未生效/,
    ],
    [
      'transfer naming a blank receiving nature',
      opening,
      { type: 'transfer', ...A, toHolderId: 'B', reason: 'agreement', quantity: 1n, toShareNature: ' ' },
      'INVALID_SHARE_NATURE',
      /受让后股份性质不能为空/,
    ],
    [
      'seizure naming a blank receiving nature',
      [...opening, freeze],
      { type: 'seizure', encumbranceSeq: 2, toHolderId: 'B', quantity: 1n, toShareNature: '' },
      'INVALID_SHARE_NATURE',
      /受让后股份性质不能为空/,
    ],
    [
      'unlock beyond lock',
      [...opening, lock],
      { type: 'unlock', encumbranceSeq: 2, quantity: 101n },
      'INSUFFICIENT_LOCKED',
      /限售股份不足/,
    ],
    [
      'cancellation of frozen shares',
      [...opening, freeze],
      { type: 'cancellation', ...A, quantity: 801n },
      'FROZEN_NOT_TRANSFERABLE',
      /冻结股份不能转让/,
    ],
    [
      'reversal without history',
      opening,
      { type: 'reversal', reversesSeq: 1, reason: '录入错误' },
      'REVERSAL_NEEDS_HISTORY',
      /完整登记历史/,
    ],
  ];

  it.each(cases)('%s', (_name, before, body, code, message) => {
    const state = stateAfter(before);
    const [event] = numberEvents([body], before.length + 1);
    const result = applyRegisterEvent(state, event!);
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('refuses an event out of sequence or effective before the previous one', () => {
    const state = stateAfter(opening);
    const [wrongSeq] = numberEvents([{ type: 'issue', ...A, quantity: 1n }], 3);
    expect(applyRegisterEvent(state, wrongSeq!)).toMatchObject({ ok: false, code: 'INVALID_SEQUENCE' });
    const [early] = numberEvents([{ type: 'issue', ...A, quantity: 1n }], 2);
    const backdated = { ...early!, occurredAt: '2025-01-01T00:00:00.000Z' };
    expect(applyRegisterEvent(state, backdated)).toMatchObject({ ok: false, message: /不能早于上一笔/ });
  });

  it('never changes the state it is given', () => {
    const state = stateAfter([...opening, pledge]);
    const [release] = numberEvents([{ type: 'pledgeRelease', encumbranceSeq: 2, quantity: 100n }], 3);
    applyRegisterEvent(state, release!);
    expect(holdingOf(state, A).pledged).toBe(300n);
    expect(state.encumbrances.get(2)!.quantity).toBe(300n);
  });
});
