import { describe, expect, it } from 'vitest';
import { applyRegisterEvent } from './apply-event.js';
import { holdingKey, isAllZero, registerDifferences, registerViolations, sameRegister } from './holding.js';
import {
  A,
  B,
  encumbered,
  freeze,
  holdingOf,
  N,
  next,
  opening,
  pledge,
  stateAfter,
  withHolding,
} from './testing/register-cases.js';
import { numberEvents } from './testing.js';

describe('register verification compares holdings with their pledges, freezes and locks', () => {
  const valid = () => stateAfter(encumbered);

  it('a valid register has no violations', () => {
    expect(registerViolations(valid())).toEqual([]);
  });

  it('finds a pledged, frozen or locked figure that disagrees with the active records', () => {
    const s = valid();
    const h = holdingOf(s, A);
    expect(registerViolations(withHolding(s, { ...h, pledged: 299n }))).toEqual([
      `${holdingKey(A)}: 质押 299 ≠ 有效质押合计 300`,
    ]);
    expect(registerViolations(withHolding(s, { ...h, frozen: 201n }))).toEqual([
      `${holdingKey(A)}: 冻结 201 ≠ 有效冻结合计 200`,
    ]);
    expect(registerViolations(withHolding(s, { ...h, locked: 0n }))).toEqual([
      `${holdingKey(A)}: 限售 0 ≠ 有效限售合计 100`,
    ]);
  });

  it('counts only active records, an active queued freeze as a freeze', () => {
    const s = valid();
    const released = new Map(s.encumbrances).set(2, {
      ...s.encumbrances.get(2)!,
      status: 'released',
      quantity: 0n,
    });
    expect(registerViolations({ ...s, encumbrances: released })).toEqual([
      `${holdingKey(A)}: 质押 300 ≠ 有效质押合计 0`,
    ]);
    const promoted = stateAfter([
      ...opening,
      freeze,
      { ...freeze, type: 'queuedFreeze', quantity: 100n },
      { type: 'unfreeze', encumbranceSeq: 2, quantity: 200n },
    ]);
    expect(holdingOf(promoted, A).frozen).toBe(100n);
    const waiting = new Map(promoted.encumbrances).set(3, {
      ...promoted.encumbrances.get(3)!,
      status: 'queued',
    });
    expect(registerViolations({ ...promoted, encumbrances: waiting })).toEqual([
      `${holdingKey(A)}: 冻结 100 ≠ 有效冻结合计 0`,
    ]);
  });

  it('counts records of the same holder under another nature apart', () => {
    const s = stateAfter([
      {
        type: 'initialRegistration',
        entries: [
          { ...A, quantity: 100n },
          { holderId: 'A', shareNature: '3', quantity: 100n },
        ],
      },
      { ...pledge, quantity: 10n },
    ]);
    expect(registerViolations(s)).toEqual([]);
    const other = holdingOf(s, { holderId: 'A', shareNature: '3' });
    expect(registerViolations(withHolding(s, { ...other, pledged: 10n }))).toEqual([
      'A|3: 质押 10 ≠ 有效质押合计 0',
    ]);
  });

  it('finds negative figures, encumbrances beyond the holding and a total that is not the issued shares', () => {
    const s = valid();
    const h = holdingOf(s, A);
    expect(registerViolations(withHolding(s, { ...h, held: 500n }))).toEqual([
      `${holdingKey(A)}: 质押、冻结、限售合计超过持有股份`,
      '持有合计 1000 ≠ 发行总股本 1500',
    ]);
    const b = holdingOf(s, B);
    expect(registerViolations(withHolding(s, { ...b, held: -1n }))).toEqual([
      `${holdingKey(B)}: held 为负数 -1`,
      `${holdingKey(B)}: 质押、冻结、限售合计超过持有股份`,
      '持有合计 999 ≠ 发行总股本 1500',
    ]);
    expect(registerViolations(withHolding(s, { ...b, locked: -1n })).slice(0, 1)).toEqual([
      `${holdingKey(B)}: locked 为负数 -1`,
    ]);
  });

  it('finds records out of bounds, released with shares left, or without their holding', () => {
    const s = valid();
    const p = s.encumbrances.get(2)!;
    const withRecord = (e: typeof p) => ({ ...s, encumbrances: new Map(s.encumbrances).set(e.seq, e) });
    expect(registerViolations(withRecord({ ...p, originalQuantity: 299n }))).toEqual([
      'encumbrance 2: 数量越界',
    ]);
    expect(registerViolations(withRecord({ ...p, status: 'released' }))).toEqual([
      `${holdingKey(A)}: 质押 300 ≠ 有效质押合计 0`,
      'encumbrance 2: 状态与数量不符',
    ]);
    const orphan = { ...p, seq: 9, holderId: 'Z', status: 'released' as const, quantity: 0n };
    expect(registerViolations(withRecord(orphan))).toEqual(['encumbrance 9: 无对应持股']);
  });
});

describe('sequence', () => {
  it('accepts an event at the same instant as the previous one, refuses an unreadable time', () => {
    const state = stateAfter(opening);
    const [event] = numberEvents([{ type: 'issue', ...B, quantity: 1n }], 2);
    expect(applyRegisterEvent(state, { ...event!, occurredAt: state.lastOccurredAt! }).ok).toBe(true);
    expect(applyRegisterEvent(state, { ...event!, occurredAt: 'yesterday' })).toEqual({
      ok: false,
      code: 'INVALID_SEQUENCE',
      message: '登记生效时间格式不正确',
    });
    expect(applyRegisterEvent(state, { ...event!, seq: 1 })).toMatchObject({
      message: '登记序号应为2，实为1',
    });
  });

  it('an initial registration needs a holder, and comes first', () => {
    expect(next([], { type: 'initialRegistration', entries: [] })).toEqual({
      ok: false,
      code: 'INVALID_QUANTITY',
      message: '初始登记至少应有一名股东',
    });
    expect(
      next([], {
        type: 'initialRegistration',
        entries: [
          { ...A, quantity: 1n },
          { ...B, quantity: 0n },
        ],
      }),
    ).toMatchObject({ code: 'INVALID_QUANTITY' });
  });
});

describe('two registers compared (ledger:verify replays the history against the tables)', () => {
  const base = () => stateAfter(encumbered);

  it('finds no difference between a register and its replay, and treats all-zero holdings as absent', () => {
    expect(registerDifferences(base(), base())).toEqual([]);
    expect(sameRegister(base(), base())).toBe(true);
    const withEmpty = withHolding(base(), {
      holderId: 'Z',
      shareNature: N,
      held: 0n,
      pledged: 0n,
      frozen: 0n,
      locked: 0n,
    });
    expect(registerDifferences(withEmpty, base())).toEqual([]);
    expect(registerDifferences(base(), withEmpty)).toEqual([]);
  });

  it('names a difference in issued shares', () => {
    const other = { ...base(), issuedShares: 1501n };
    expect(registerDifferences(base(), other)).toEqual(['发行总股本 1500 ≠ 1501']);
    expect(sameRegister(base(), other)).toBe(false);
  });

  it('names each holding that differs in any figure, or exists on one side only', () => {
    const h = holdingOf(base(), A);
    for (const [field, text] of [
      ['held', '1001/300/200/100'],
      ['pledged', '1000/301/200/100'],
      ['frozen', '1000/300/201/100'],
      ['locked', '1000/300/200/101'],
    ] as const) {
      const changed = withHolding(base(), { ...h, [field]: h[field] + 1n });
      expect(registerDifferences(base(), changed)).toEqual([`持股 A|4 不一致：1000/300/200/100 ≠ ${text}`]);
    }
    const extra = withHolding(base(), {
      holderId: 'Z',
      shareNature: N,
      held: 0n,
      pledged: 0n,
      frozen: 0n,
      locked: 1n,
    });
    expect(registerDifferences(extra, base())).toEqual(['持股 Z|4 不一致：0/0/0/1 ≠ -']);
    expect(registerDifferences(base(), extra)).toEqual(['持股 Z|4 不一致：- ≠ 0/0/0/1']);
  });

  it('names each pledge, freeze or lock record that differs in any field, or exists on one side only', () => {
    const s = base();
    const p = s.encumbrances.get(2)!;
    const changed = { ...s, encumbrances: new Map(s.encumbrances).set(2, { ...p, endsOn: '2030-01-01' }) };
    const differences = registerDifferences(s, changed);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toBe(
      '质押/冻结/限售记录 2 不一致：A|4|pledge|active|300|300|演示银行|null|null|SN-TEST|2026-01-03|null|2 ≠ A|4|pledge|active|300|300|演示银行|null|null|SN-TEST|2026-01-03|2030-01-01|2',
    );
    const fewer = new Map(s.encumbrances);
    fewer.delete(4);
    expect(registerDifferences(s, { ...s, encumbrances: fewer })).toEqual([
      '质押/冻结/限售记录 4 不一致：A|4|lock|active|100|100|null|null|null|SN-TEST|2026-01-05|null|4 ≠ -',
    ]);
  });
});

describe('isAllZero', () => {
  it('is true only when every figure is zero', () => {
    const zero = { holderId: 'A', shareNature: N, held: 0n, pledged: 0n, frozen: 0n, locked: 0n };
    expect(isAllZero(zero)).toBe(true);
    for (const field of ['held', 'pledged', 'frozen', 'locked'] as const)
      expect(isAllZero({ ...zero, [field]: 1n })).toBe(false);
  });
});
