import { CUSTODY_TABLE_LABELS, type CustodyHolder, type CustodyProblem, text } from './holder-rows.js';

/**
 * 002 §5: registered capital is given in 万元 (a business registry's figure ×10000 is yuan), and
 * the shares taken into custody are one per yuan of registered capital: Σ holderInfo.quantity
 * must equal registeredCapital × 10000. Answers the shares, or the problem.
 */
export function registeredCapitalShares(value: unknown): bigint | CustodyProblem {
  const label = CUSTODY_TABLE_LABELS.registeredCapital;
  const raw = text(value).replace(/,/g, '');
  const match = /^(\d{1,14})(?:\.(\d{1,6}))?$/.exec(raw);
  if (!match) return { field: 'registeredCapital', message: `${label}：请输入不超过六位小数的正数` };
  const fraction = (match[2] ?? '').padEnd(6, '0');
  // 万元 with six decimals is 0.01 yuan: shares need whole yuan, so the last two decimals are 0.
  if (!fraction.endsWith('00'))
    return { field: 'registeredCapital', message: `${label}：折合股数应为整数（最多四位小数）` };
  const shares = BigInt(match[1]!) * 10_000n + BigInt(fraction.slice(0, 4));
  if (shares <= 0n) return { field: 'registeredCapital', message: `${label}：请输入不超过六位小数的正数` };
  return shares;
}

/** 万元 text of a number of shares (one per yuan): 12345678 → 1234.5678. */
export function sharesAsTenThousandYuan(shares: bigint): string {
  const whole = shares / 10_000n;
  const rest = (shares % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole.toString();
}

/** Σ of the holders' shares equals the registered capital's shares. */
export function checkCapitalTotal(holders: CustodyHolder[], capitalShares: bigint): CustodyProblem | null {
  const total = holders.reduce((sum, h) => sum + h.quantity, 0n);
  if (total === capitalShares) return null;
  return {
    field: 'holderInfo',
    message: `${CUSTODY_TABLE_LABELS.holderInfo}：持股数量合计${total}股，应等于注册资本${sharesAsTenThousandYuan(capitalShares)}万元折合的${capitalShares}股`,
  };
}

/**
 * 002 §5: the shareholding ratio in percent trimmed (not rounded) to 4 decimals, as text with
 * exactly four: 1 of 3 → 33.3333.
 */
export function shareholdingRatio(quantity: bigint, total: bigint): string {
  if (total <= 0n) return '0.0000';
  const scaled = (quantity * 1_000_000n) / total;
  const whole = scaled / 10_000n;
  return `${whole}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/** A ratio the form gives must be the one computed (compared at 4 decimals, trimmed). */
export function checkRatios(rows: readonly unknown[], holders: CustodyHolder[]): CustodyProblem | null {
  const total = holders.reduce((sum, h) => sum + h.quantity, 0n);
  for (const h of holders) {
    const given = text((rows[h.row - 1] as Record<string, unknown>).shareholdingRatio);
    if (given === '') continue;
    const expected = shareholdingRatio(h.quantity, total);
    const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(given);
    const trimmed = match ? `${match[1]}.${(match[2] ?? '').padEnd(4, '0').slice(0, 4)}` : null;
    if (trimmed === null || BigInt(trimmed.replace('.', '')) !== BigInt(expected.replace('.', '')))
      return {
        field: 'holderInfo',
        message: `${CUSTODY_TABLE_LABELS.holderInfo}：第${h.row}行持股比例应为${expected}%`,
      };
  }
  return null;
}
