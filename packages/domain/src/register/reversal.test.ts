import { describe, expect, it } from 'vitest';
import { applyRegisterEvent } from './apply-event.js';
import { holdingKey, isAllZero, registerViolations } from './holding.js';
import { applyReversal, replay } from './replay.js';
import { A, B, holdingOf, opening, pledge } from './testing/register-cases.js';
import { numberEvents } from './testing.js';
import type { RegisterEvent, RegisterEventBody, RegisterEventOf, RegisterState } from './types.js';

/** 冲正 (issue 19): what may be reversed, and what the register looks like after. */
function historyOf(bodies: RegisterEventBody[]): { events: RegisterEvent[]; state: RegisterState } {
  const events = numberEvents(bodies);
  const result = replay(events);
  if (!result.ok) throw new Error(result.message);
  return { events, state: result.state };
}

function reversalAfter(events: RegisterEvent[], body: { reversesSeq: number; reason?: string }) {
  const [event] = numberEvents([{ type: 'reversal', reason: '录入错误', ...body }], events.length + 1);
  return event as RegisterEventOf<'reversal'>;
}

const issueToC = { type: 'issue', holderId: 'C', shareNature: '4', quantity: 50n } as const;

describe('reversal refusals', () => {
  it('refuses to reverse a reversal', () => {
    const { events, state } = historyOf([
      ...opening,
      issueToC,
      { type: 'reversal', reversesSeq: 2, reason: '错' },
    ]);
    expect(applyReversal(events, state, reversalAfter(events, { reversesSeq: 3 }))).toEqual({
      ok: false,
      code: 'REVERSAL_NOT_ALLOWED',
      message: '冲正登记不能再被冲正',
    });
  });

  it('refuses to reverse an unknown sequence number, naming it', () => {
    const { events, state } = historyOf([...opening, issueToC]);
    expect(applyReversal(events, state, reversalAfter(events, { reversesSeq: 9 }))).toEqual({
      ok: false,
      code: 'REVERSAL_UNKNOWN',
      message: '被冲正的登记不存在：9',
    });
    expect(applyReversal(events, state, reversalAfter(events, { reversesSeq: 3 }))).toMatchObject({
      code: 'REVERSAL_UNKNOWN',
    });
  });

  it('checks the reversal’s own sequence, time and basis like any event', () => {
    const { events, state } = historyOf([...opening, issueToC]);
    const good = reversalAfter(events, { reversesSeq: 2 });
    expect(applyReversal(events, state, { ...good, seq: 4 })).toEqual({
      ok: false,
      code: 'INVALID_SEQUENCE',
      message: '登记序号应为3，实为4',
    });
    expect(applyReversal(events, state, { ...good, seq: 2 })).toMatchObject({ code: 'INVALID_SEQUENCE' });
    expect(applyReversal(events, state, { ...good, occurredAt: '2025-12-31T00:00:00.000Z' })).toMatchObject({
      code: 'INVALID_SEQUENCE',
      message: '登记生效时间不能早于上一笔登记',
    });
    expect(applyReversal(events, state, { ...good, basis: { kind: 'other', reference: ' ' } })).toMatchObject(
      { code: 'INVALID_SEQUENCE', message: '登记依据不能为空' },
    );
    // The sequence is checked first: a wrong number is refused even with no reason given.
    expect(applyReversal(events, state, { ...good, seq: 5, reason: '' })).toMatchObject({
      code: 'INVALID_SEQUENCE',
    });
  });

  it('needs a reason', () => {
    const { events, state } = historyOf([...opening, issueToC]);
    expect(applyReversal(events, state, reversalAfter(events, { reversesSeq: 2, reason: ' \n' }))).toEqual({
      ok: false,
      code: 'REVERSAL_NOT_ALLOWED',
      message: '冲正登记须说明原因',
    });
  });

  it('refuses to reverse the same event twice', () => {
    const { events, state } = historyOf([
      ...opening,
      issueToC,
      { type: 'reversal', reversesSeq: 2, reason: '错' },
    ]);
    expect(applyReversal(events, state, reversalAfter(events, { reversesSeq: 2 }))).toEqual({
      ok: false,
      code: 'REVERSAL_ALREADY',
      message: '该登记已被冲正',
    });
  });

  it('refuses a reversal a later event depends on, naming that event and why', () => {
    const { events, state } = historyOf([
      ...opening,
      { type: 'transfer', ...A, toHolderId: 'B', reason: 'agreement', quantity: 800n },
      { type: 'transfer', ...B, toHolderId: 'C', reason: 'agreement', quantity: 900n },
    ]);
    expect(applyReversal(events, state, reversalAfter(events, { reversesSeq: 2 }))).toEqual({
      ok: false,
      code: 'REVERSAL_DEPENDENT',
      message: '冲正后第3笔登记不能成立（可用股份不足：可用500股，申请900股），请先冲正该笔登记',
    });
  });

  it('replay names the event a refusal comes from', () => {
    const events = numberEvents([...opening, { type: 'reversal', reversesSeq: 7, reason: '错' }]);
    expect(replay(events)).toEqual({
      ok: false,
      code: 'REVERSAL_UNKNOWN',
      message: '第2笔登记：被冲正的登记不存在：7',
    });
  });
});

describe('reversal results', () => {
  it('voids the event: the register is the replay without it, the reversal its last entry', () => {
    const { events, state } = historyOf([...opening, issueToC, { type: 'issue', ...B, quantity: 5n }]);
    const reversal = reversalAfter(events, { reversesSeq: 2 });
    const result = applyReversal(events, state, reversal);
    if (!result.ok) throw new Error(result.message);
    expect(result.state.issuedShares).toBe(1505n);
    expect(result.state.holdings.has(holdingKey({ holderId: 'C', shareNature: '4' }))).toBe(false);
    expect(holdingOf(result.state, B).held).toBe(505n);
    expect(result.state.lastSeq).toBe(4);
    expect(result.state.lastOccurredAt).toBe(reversal.occurredAt);
    expect(registerViolations(result.state)).toEqual([]);
    // The next event follows the reversal.
    const [next] = numberEvents([{ type: 'issue', ...A, quantity: 1n }], 5);
    expect(applyRegisterEvent(result.state, next!).ok).toBe(true);
  });

  it('keeps a voided pledge on the record as released, marked by the reversal', () => {
    const { events, state } = historyOf([...opening, pledge]);
    const result = applyReversal(events, state, reversalAfter(events, { reversesSeq: 2 }));
    if (!result.ok) throw new Error(result.message);
    expect(holdingOf(result.state, A)).toMatchObject({ held: 1000n, pledged: 0n });
    expect(result.state.encumbrances.get(2)).toMatchObject({
      kind: 'pledge',
      status: 'released',
      quantity: 0n,
      originalQuantity: 300n,
      lastSeq: 3,
    });
    expect(registerViolations(result.state)).toEqual([]);
  });

  it('leaves an already released mark as it was when a later reversal replays the history', () => {
    const { events, state } = historyOf([
      ...opening,
      pledge,
      { type: 'reversal', reversesSeq: 2, reason: '错' },
      { type: 'issue', ...B, quantity: 5n },
    ]);
    expect(state.encumbrances.get(2)).toMatchObject({ status: 'released', lastSeq: 3 });
    const result = applyReversal(events, state, reversalAfter(events, { reversesSeq: 4 }));
    if (!result.ok) throw new Error(result.message);
    expect(result.state.encumbrances.get(2)).toEqual(state.encumbrances.get(2));
    expect(holdingOf(result.state, B).held).toBe(500n);
  });

  it('keeps an empty holding for a mark whose holding the reversal removed', () => {
    const C = { holderId: 'C', shareNature: '4' };
    const { events, state } = historyOf([
      ...opening,
      issueToC,
      { type: 'pledge', ...C, quantity: 10n, pledgee: { name: '演示银行' } },
      { type: 'reversal', reversesSeq: 3, reason: '错' },
    ]);
    const result = applyReversal(events, state, reversalAfter(events, { reversesSeq: 2 }));
    if (!result.ok) throw new Error(result.message);
    expect(isAllZero(holdingOf(result.state, C))).toBe(true);
    expect(result.state.encumbrances.get(3)).toMatchObject({ status: 'released', quantity: 0n });
    expect(registerViolations(result.state)).toEqual([]);
  });
});
