import { parsePlainDecimal } from '../decimal.js';
import { INDUSTRY_SECTIONS, type IndustrySection } from './financing-need.js';

/**
 * 股权估值自测 (/valueDiagnosis, ADR 84): an indicative range of an unlisted company's equity value
 * from three methods a valuation report also uses — comparable P/E and P/B by industry and a
 * five-year discounted cash flow (DCF-lite). Pure and exact: amounts are 万元 with two decimals
 * carried as bigint hundredths, multiples as tenths, rates as basis points, and the DCF is summed
 * as one fraction rounded once, so the same inputs always give the same figures to the cent.
 */

/** Multiples (×10) for unlisted SMEs of each section: our reading, after a liquidity discount. */
export interface IndustryMultiples {
  peLow: number;
  peHigh: number;
  pbLow: number;
  pbHigh: number;
}

const m = (peLow: number, peHigh: number, pbLow: number, pbHigh: number): IndustryMultiples => ({
  peLow,
  peHigh,
  pbLow,
  pbHigh,
});

/** S (public administration) and T (international organisations) are not valued: no market for them. */
export const VALUATION_MULTIPLES: Readonly<Partial<Record<IndustrySection, IndustryMultiples>>> = {
  A: m(80, 150, 10, 20),
  B: m(60, 120, 8, 15),
  C: m(100, 200, 12, 25),
  D: m(80, 140, 8, 15),
  E: m(60, 100, 6, 12),
  F: m(80, 150, 10, 20),
  G: m(80, 140, 8, 16),
  H: m(100, 180, 12, 25),
  I: m(150, 300, 20, 40),
  J: m(50, 100, 6, 12),
  K: m(50, 100, 5, 10),
  L: m(100, 180, 12, 25),
  M: m(150, 280, 20, 35),
  N: m(100, 180, 10, 20),
  O: m(80, 140, 10, 20),
  P: m(120, 220, 15, 30),
  Q: m(150, 250, 20, 35),
  R: m(120, 220, 15, 30),
};

export const DCF_YEARS = 5;
/** Long-run growth after the forecast years (basis points): about the economy's long-run nominal rate. */
export const DCF_TERMINAL_GROWTH_BP = 200;
export const GROWTH_RANGE_BP = { min: -2000, max: 3000 } as const;
export const DISCOUNT_RANGE_BP = { min: 800, max: 3000 } as const;

export const VALUATION_METHOD_TEXT = [
  '市盈率法（P/E）：最近一年净利润 × 所属行业可比市盈率区间；净利润不为正时不适用。',
  '市净率法（P/B）：最近一年末净资产 × 所属行业可比市净率区间；净资产不为正时不适用。',
  `现金流折现法（DCF简化）：以最近一年自由现金流按预计增长率推算${DCF_YEARS}年，按折现率折现，第${DCF_YEARS}年后按永续增长率${DCF_TERMINAL_GROWTH_BP / 100}%计算终值；自由现金流不为正时不适用。`,
  '行业倍数为非上市中小企业的参考区间（已考虑流动性折价），仅供自测参考，不构成投资建议；正式估值请委托会员机构出具估值报告。',
] as const;

export interface ValuationInput {
  industry: IndustrySection;
  /** 万元, two decimals at most; may be negative. */
  netProfit: string;
  netAssets: string;
  freeCashFlow: string;
  /** Percent, two decimals at most. */
  growthRate: string;
  discountRate: string;
}

export interface ValuationMethodResult {
  key: 'pe' | 'pb' | 'dcf';
  name: string;
  applicable: boolean;
  /** 万元 with two decimals; null when not applicable. */
  low: string | null;
  high: string | null;
  note: string;
}

export interface ValuationResult {
  industry: IndustrySection;
  industryName: string;
  methods: ValuationMethodResult[];
  /** The lowest low and highest high of the applicable methods, or null when none applies. */
  range: { low: string; high: string } | null;
}

export type ValuationProblem = { field: keyof ValuationInput; message: string };

/** A plain decimal with at most two fraction digits as hundredths, else null. */
export function toHundredths(text: string): bigint | null {
  const parts = parsePlainDecimal(text.trim());
  if (!parts || parts.fraction.length > 2) return null;
  const magnitude = BigInt(parts.integer + parts.fraction.padEnd(2, '0'));
  return parts.negative ? -magnitude : magnitude;
}

export function formatHundredths(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** n / d rounded half away from zero (d > 0). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

const AMOUNT_LIMIT = 10_000_000_000n; // 1 亿万元 in hundredths: far beyond any company on the market.

function inputProblem(input: ValuationInput): ValuationProblem | null {
  if (!VALUATION_MULTIPLES[input.industry])
    return { field: 'industry', message: '所属行业：该行业暂不提供估值自测' };
  const amounts = {
    netProfit: '最近一年净利润',
    netAssets: '最近一年末净资产',
    freeCashFlow: '最近一年自由现金流',
  };
  for (const [field, label] of Object.entries(amounts) as [keyof typeof amounts, string][]) {
    const v = toHundredths(input[field]);
    if (v === null) return { field, message: `${label}：应为数字（万元），最多两位小数` };
    if (v > AMOUNT_LIMIT || v < -AMOUNT_LIMIT) return { field, message: `${label}：超出可估值范围` };
  }
  const rates = {
    growthRate: ['预计年增长率', GROWTH_RANGE_BP],
    discountRate: ['折现率', DISCOUNT_RANGE_BP],
  } as const;
  for (const [field, [label, range]] of Object.entries(rates) as [
    keyof typeof rates,
    (typeof rates)[keyof typeof rates],
  ][]) {
    const v = toHundredths(input[field]);
    if (v === null || v < BigInt(range.min) || v > BigInt(range.max))
      return {
        field,
        message: `${label}：应为${range.min / 100}%至${range.max / 100}%之间的数字，最多两位小数`,
      };
  }
  return null;
}

const multiple = (amount: bigint, tenths: number) => divideRounded(amount * BigInt(tenths), 10n);

function multipleMethod(key: 'pe' | 'pb', base: bigint, low: number, high: number): ValuationMethodResult {
  const name = key === 'pe' ? '市盈率法（P/E）' : '市净率法（P/B）';
  const basis = key === 'pe' ? '净利润' : '净资产';
  const range = `${(low / 10).toFixed(1)}—${(high / 10).toFixed(1)}倍`;
  if (base <= 0n)
    return { key, name, applicable: false, low: null, high: null, note: `${basis}不为正，不适用` };
  return {
    key,
    name,
    applicable: true,
    low: formatHundredths(multiple(base, low)),
    high: formatHundredths(multiple(base, high)),
    note: `行业可比${key === 'pe' ? '市盈率' : '市净率'}${range}`,
  };
}

/** Present value of five growing years and a Gordon terminal value, as one exact fraction. */
export function dcfValue(freeCashFlow: bigint, growthBp: number, discountBp: number): bigint {
  const g = 10_000n + BigInt(growthBp);
  const r = 10_000n + BigInt(discountBp);
  const spread = BigInt(discountBp - DCF_TERMINAL_GROWTH_BP);
  let numerator = 0n;
  for (let t = 1; t <= DCF_YEARS; t++)
    numerator += freeCashFlow * g ** BigInt(t) * r ** BigInt(DCF_YEARS - t) * spread;
  numerator += freeCashFlow * g ** BigInt(DCF_YEARS) * (10_000n + BigInt(DCF_TERMINAL_GROWTH_BP));
  return divideRounded(numerator, r ** BigInt(DCF_YEARS) * spread);
}

function dcfMethod(input: ValuationInput): ValuationMethodResult {
  const name = '现金流折现法（DCF简化）';
  const fcf = toHundredths(input.freeCashFlow)!;
  if (fcf <= 0n)
    return { key: 'dcf', name, applicable: false, low: null, high: null, note: '自由现金流不为正，不适用' };
  const growth = Number(toHundredths(input.growthRate));
  const discount = Number(toHundredths(input.discountRate));
  const value = formatHundredths(dcfValue(fcf, growth, discount));
  return {
    key: 'dcf',
    name,
    applicable: true,
    low: value,
    high: value,
    note: `增长率${input.growthRate.trim()}%，折现率${input.discountRate.trim()}%，永续增长率${DCF_TERMINAL_GROWTH_BP / 100}%`,
  };
}

// bigint has no Math.min: sort a copy instead.
const ascending = (values: bigint[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The self-test, or the first problem of the input naming its field. */
export function valueEquity(
  input: ValuationInput,
): { ok: true; result: ValuationResult } | { ok: false; problem: ValuationProblem } {
  const problem = inputProblem(input);
  if (problem) return { ok: false, problem };
  const multiples = VALUATION_MULTIPLES[input.industry]!;
  const methods = [
    multipleMethod('pe', toHundredths(input.netProfit)!, multiples.peLow, multiples.peHigh),
    multipleMethod('pb', toHundredths(input.netAssets)!, multiples.pbLow, multiples.pbHigh),
    dcfMethod(input),
  ];
  const applicable = methods.filter((x) => x.applicable);
  const lows = applicable.map((x) => toHundredths(x.low!)!);
  const highs = applicable.map((x) => toHundredths(x.high!)!);
  const range =
    applicable.length === 0
      ? null
      : {
          low: formatHundredths(ascending(lows)[0]!),
          high: formatHundredths(ascending(highs).at(-1)!),
        };
  return {
    ok: true,
    result: { industry: input.industry, industryName: INDUSTRY_SECTIONS[input.industry], methods, range },
  };
}
