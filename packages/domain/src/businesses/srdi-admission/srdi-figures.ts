/**
 * The figures of 550200's FinancialInfo rows (002 §3: three rows, one per financial year), read
 * exactly. Amounts are 万元 decimal strings (as the company record's financials, 001 §3.17) held
 * as bigints of 10^-6 万元 (one fen is 10^-6 万元), counts as bigints; a ratio is only ever
 * compared by cross-multiplying, never divided, so no threshold is missed by rounding.
 */
export const FINANCIAL_INFO_ROWS = 3;

const SCALE_DIGITS = 6;
const AMOUNT = /^(-)?(\d{1,12})(?:\.(\d{1,6}))?$/;
const COUNT = /^\d{1,9}$/;

/** A 万元 decimal string as 10^-6 万元, or null when it is not one. */
export function scaledAmount(value: unknown): bigint | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const magnitude = BigInt(match[2]! + (match[3] ?? '').padEnd(SCALE_DIGITS, '0'));
  return match[1] ? -magnitude : magnitude;
}

/** 1 万元 in the scaled unit: thresholds of the criteria are written in 万元. */
export const WAN = 10n ** BigInt(SCALE_DIGITS);

export interface YearFigures {
  year: number;
  businessIncome: bigint;
  mainBusinessIncome: bigint;
  totalLiabilities: bigint;
  totalAssets: bigint;
  rdExpenses: bigint;
  netProfit: bigint;
  totalEquityFinancing: bigint;
  totalEmployees: bigint;
  rdPersonnel: bigint;
}

/** The amount columns of a FinancialInfo row (002 §3's names) and their labels for messages. */
const AMOUNT_COLUMNS = {
  businessIncome: '营业收入',
  mainBusinessIncome: '主营业务收入',
  totalLiabilities: '负债总额',
  totalAssets: '资产总额',
  rdExpenses: '研发费用',
  netProfit: '净利润',
  totalEquityFinancing: '新增股权融资额',
} as const;
/** Net profit may be a loss; every other amount is at least 0. */
const SIGNED = new Set<string>(['netProfit']);
const COUNT_COLUMNS = { totalEmplyess: '职工总数', rdPersonnel: '研发人员数' } as const;

export type FiguresRead = { ok: true; years: YearFigures[] } | { ok: false; field: string; message: string };

const problem = (message: string): FiguresRead => ({ ok: false, field: 'financialInfo', message });

function readRow(row: Record<string, unknown>, index: number): YearFigures | string {
  const at = `财务信息第${index + 1}行`;
  const year = Number(row.financialYear);
  if (!Number.isInteger(year) || year < 1900 || year > 9999) return `${at}【财务年度】应为四位年份`;
  const amounts: Record<string, bigint> = {};
  for (const [prop, label] of Object.entries(AMOUNT_COLUMNS)) {
    const value = scaledAmount(row[prop]);
    if (value === null) return `${at}【${label}】应为不超过六位小数的数（万元）`;
    if (value < 0n && !SIGNED.has(prop)) return `${at}【${label}】不能为负数`;
    amounts[prop] = value;
  }
  const counts: Record<string, bigint> = {};
  for (const [prop, label] of Object.entries(COUNT_COLUMNS)) {
    const text = row[prop] === undefined || row[prop] === null ? '' : String(row[prop]);
    if (!COUNT.test(text)) return `${at}【${label}】请输入整数`;
    counts[prop] = BigInt(text);
  }
  if (counts.rdPersonnel! > counts.totalEmplyess!) return `${at}【研发人员数】不能多于职工总数`;
  return {
    year,
    ...(amounts as Omit<YearFigures, 'year' | 'totalEmployees' | 'rdPersonnel'>),
    totalEmployees: counts.totalEmplyess!,
    rdPersonnel: counts.rdPersonnel!,
  };
}

/**
 * The three rows sorted by year, which must be three consecutive years (the growth and
 * two-year rules compare them); each amount and count checked, the message naming row and column.
 */
export function readFinancialInfo(rows: unknown): FiguresRead {
  if (!Array.isArray(rows) || rows.length !== FINANCIAL_INFO_ROWS)
    return problem(`财务信息应填写${FINANCIAL_INFO_ROWS}个年度`);
  const years: YearFigures[] = [];
  for (const [index, row] of rows.entries()) {
    const read = readRow((row ?? {}) as Record<string, unknown>, index);
    if (typeof read === 'string') return problem(read);
    years.push(read);
  }
  years.sort((a, b) => a.year - b.year);
  const consecutive = years.every((y, i) => i === 0 || y.year === years[i - 1]!.year + 1);
  if (!consecutive) return problem('财务信息应为连续三个年度');
  return { ok: true, years };
}

/** numerator / denominator ≥ percent %, exactly; a zero or negative denominator never meets it. */
export function ratioAtLeast(numerator: bigint, denominator: bigint, percent: number): boolean {
  if (denominator <= 0n) return false;
  return numerator * 100n >= BigInt(percent) * denominator;
}

/** numerator / denominator ≤ percent %, exactly; false for a zero or negative denominator. */
export function ratioAtMost(numerator: bigint, denominator: bigint, percent: number): boolean {
  if (denominator <= 0n) return false;
  return numerator * 100n <= BigInt(percent) * denominator;
}

/** numerator / denominator as a percentage with two decimals, for the table's 指标详情. */
export function percentText(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n) return '—';
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const hundredths = (abs * 10_000n * 2n + denominator) / (denominator * 2n);
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}%`;
}

/** A scaled amount as 万元 text, trailing zeros dropped. */
export function wanText(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = abs / WAN;
  const frac = (abs % WAN).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}万元`;
}
