import type {
  ApplyResult,
  Encumbrance,
  Holding,
  HoldingRef,
  RegisterRefusal,
  RegisterState,
} from './types.js';

export function holdingKey(ref: HoldingRef): string {
  return `${ref.holderId}|${ref.shareNature}`;
}

/**
 * Where a transfer or a seizure puts the shares: the receiving holder account, under the share
 * nature it holds them by. 股份性质 follows the holder (a company receiving a person's 境内自然人股
 * holds them as 境内法人股), so the event may name it; when it does not, the nature is unchanged.
 */
export function receivingRef(
  event: { toHolderId: string; toShareNature?: string | undefined },
  fromNature: string,
): HoldingRef {
  return { holderId: event.toHolderId, shareNature: event.toShareNature ?? fromNature };
}

/** Shares free of pledges, freezes and locks: the only shares that may be transferred or pledged. */
export function availableOf(holding: Holding): bigint {
  return holding.held - holding.pledged - holding.frozen - holding.locked;
}

export function emptyHolding(ref: HoldingRef): Holding {
  return {
    holderId: ref.holderId,
    shareNature: ref.shareNature,
    held: 0n,
    pledged: 0n,
    frozen: 0n,
    locked: 0n,
  };
}

export function emptyRegister(): RegisterState {
  return { issuedShares: 0n, holdings: new Map(), encumbrances: new Map(), lastSeq: 0, lastOccurredAt: null };
}

export function isAllZero(holding: Holding): boolean {
  return holding.held === 0n && holding.pledged === 0n && holding.frozen === 0n && holding.locked === 0n;
}

/** A register refusal with its Chinese message. */
export function refuse(code: RegisterRefusal, message: string): Extract<ApplyResult, { ok: false }> {
  return { ok: false, code, message };
}

/** Every invariant of one holding; empty when it holds. */
export function holdingViolations(h: Holding): string[] {
  const found: string[] = [];
  const tag = holdingKey(h);
  for (const [name, value] of [
    ['held', h.held],
    ['pledged', h.pledged],
    ['frozen', h.frozen],
    ['locked', h.locked],
  ] as const) {
    if (value < 0n) found.push(`${tag}: ${name} 为负数 ${value}`);
  }
  if (h.pledged + h.frozen + h.locked > h.held) found.push(`${tag}: 质押、冻结、限售合计超过持有股份`);
  return found;
}

function sumActive(encumbrances: Iterable<Encumbrance>, key: string): Record<string, bigint> {
  const sums: Record<string, bigint> = { pledge: 0n, freeze: 0n, lock: 0n };
  for (const e of encumbrances) {
    if (e.status !== 'active' || holdingKey(e) !== key) continue;
    const bucket = e.kind === 'queuedFreeze' ? 'freeze' : e.kind;
    sums[bucket] = (sums[bucket] ?? 0n) + e.quantity;
  }
  return sums;
}

/**
 * Every invariant of a whole register: Σ held = issued shares; per holding nothing negative and
 * encumbered ≤ held; pledged / frozen / locked equal the active encumbrances; released ones are 0.
 */
export function registerViolations(state: RegisterState): string[] {
  const found: string[] = [];
  let total = 0n;
  for (const [key, h] of state.holdings) {
    total += h.held;
    found.push(...holdingViolations(h));
    const sums = sumActive(state.encumbrances.values(), key);
    if (sums.pledge !== h.pledged) found.push(`${key}: 质押 ${h.pledged} ≠ 有效质押合计 ${sums.pledge}`);
    if (sums.freeze !== h.frozen) found.push(`${key}: 冻结 ${h.frozen} ≠ 有效冻结合计 ${sums.freeze}`);
    if (sums.lock !== h.locked) found.push(`${key}: 限售 ${h.locked} ≠ 有效限售合计 ${sums.lock}`);
  }
  if (total !== state.issuedShares) found.push(`持有合计 ${total} ≠ 发行总股本 ${state.issuedShares}`);
  for (const e of state.encumbrances.values()) {
    if (e.quantity < 0n || e.quantity > e.originalQuantity) found.push(`encumbrance ${e.seq}: 数量越界`);
    if ((e.status === 'released') !== (e.quantity === 0n)) found.push(`encumbrance ${e.seq}: 状态与数量不符`);
    if (!state.holdings.has(holdingKey(e))) found.push(`encumbrance ${e.seq}: 无对应持股`);
  }
  return found;
}

/** Holdings and encumbrances compared field by field; holdings that are all zero count as absent. */
export function sameRegister(a: RegisterState, b: RegisterState): boolean {
  return registerDifferences(a, b).length === 0;
}

const ENCUMBRANCE_FIELDS = [
  'holderId',
  'shareNature',
  'kind',
  'status',
  'quantity',
  'originalQuantity',
  'partyName',
  'partyCertType',
  'partyCertificateNo',
  'documentNo',
  'startsOn',
  'endsOn',
  'lastSeq',
] as const satisfies readonly (keyof Encumbrance)[];

function holdingText(h: Holding | undefined): string {
  return h && !isAllZero(h) ? `${h.held}/${h.pledged}/${h.frozen}/${h.locked}` : '-';
}

function encumbranceText(e: Encumbrance | undefined): string {
  return e ? ENCUMBRANCE_FIELDS.map((f) => String(e[f])).join('|') : '-';
}

export function registerDifferences(a: RegisterState, b: RegisterState): string[] {
  const found: string[] = [];
  if (a.issuedShares !== b.issuedShares) found.push(`发行总股本 ${a.issuedShares} ≠ ${b.issuedShares}`);
  for (const key of new Set([...a.holdings.keys(), ...b.holdings.keys()])) {
    const x = holdingText(a.holdings.get(key));
    const y = holdingText(b.holdings.get(key));
    if (x !== y) found.push(`持股 ${key} 不一致：${x} ≠ ${y}`);
  }
  for (const seq of new Set([...a.encumbrances.keys(), ...b.encumbrances.keys()])) {
    const x = encumbranceText(a.encumbrances.get(seq));
    const y = encumbranceText(b.encumbrances.get(seq));
    if (x !== y) found.push(`质押/冻结/限售记录 ${seq} 不一致：${x} ≠ ${y}`);
  }
  return found;
}
