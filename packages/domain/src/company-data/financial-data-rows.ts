/**
 * The row catalogue of the four-table financial data form (001 §3.17). Each row `x` is held in
 * the backend fields `lastYearX` and `theYearBeforeLastX`; amounts are in 万元 except the
 * employee count. `kind` picks the value rule of 001 §5.17.
 */
export type FinancialValueKind = 'integer' | 'signed' | 'nonNegative';

export type FinancialTableKey = 'balanceSheet' | 'incomeStatement' | 'cashFlow' | 'otherData';

export interface FinancialRow {
  key: string;
  /** finProject: the row's label. */
  label: string;
  kind: FinancialValueKind;
  /** 万元, or 人 for the employee count. */
  unit: string;
}

export interface FinancialTable {
  key: FinancialTableKey;
  label: string;
  rows: readonly FinancialRow[];
}

const WAN = '万元';
const amount = (key: string, label: string): FinancialRow => ({ key, label, kind: 'nonNegative', unit: WAN });
const signed = (key: string, label: string): FinancialRow => ({ key, label, kind: 'signed', unit: WAN });

export const FINANCIAL_TABLES: readonly FinancialTable[] = Object.freeze([
  {
    key: 'balanceSheet',
    label: '资产负债表',
    rows: [
      amount('monetaryCapital', '货币资金'),
      amount('receivable', '应收账款'),
      amount('inventory', '存货'),
      amount('otherReceivable', '其他应收款'),
      amount('totalCurrentAssets', '流动资产合计'),
      amount('fixedAssets', '固定资产'),
      amount('totalNonCurrentAssets', '非流动资产合计'),
      amount('totalCapital', '实收资本（股本）'),
      amount('shortTermBorrowings', '短期借款'),
      amount('accountsPayable', '应付账款'),
      amount('otherAccountsPayable', '其他应付款'),
      amount('totalCurrentLiabilities', '流动负债合计'),
      amount('totalLongTermLiabilities', '长期负债合计'),
      amount('totalLiabilities', '负债合计'),
      signed('undistributedProfit', '未分配利润'),
      signed('ownerEquity', '所有者权益合计'),
      amount('totalAssets', '资产总计'),
      signed('totalNetAssets', '净资产合计'),
    ],
  },
  {
    key: 'incomeStatement',
    label: '利润表',
    rows: [
      amount('operatingRevenue', '营业收入'),
      amount('mainBusinessIncome', '主营业务收入'),
      amount('operatingCosts', '营业成本'),
      amount('operatingFee', '营业费用'),
      amount('overhead', '管理费用'),
      signed('financialExpenses', '财务费用'),
      amount('researchExpenses', '研发费用'),
      signed('netProfit', '净利润'),
    ],
  },
  {
    key: 'cashFlow',
    label: '现金流量表',
    rows: [
      signed('operatingNetCashFlow', '经营活动产生的现金流量净额'),
      signed('investingNetCashFlow', '投资活动产生的现金流量净额'),
      signed('financingNetCashFlow', '筹资活动产生的现金流量净额'),
      signed('cashIncrease', '现金及现金等价物净增加额'),
    ],
  },
  {
    key: 'otherData',
    label: '其他数据',
    rows: [
      amount('taxCreated', '创造税收'),
      { key: 'employmentCreated', label: '吸纳就业人数', kind: 'integer', unit: '人' },
      amount('dividendAmount', '分红金额'),
      signed('earningsPerShare', '每股收益'),
    ],
  },
] satisfies FinancialTable[]);

export const FINANCIAL_ROWS: readonly FinancialRow[] = Object.freeze(FINANCIAL_TABLES.flatMap((t) => t.rows));

export type FinancialYear = 'lastYear' | 'theYearBeforeLast';
export const FINANCIAL_YEARS: readonly FinancialYear[] = Object.freeze(['lastYear', 'theYearBeforeLast']);

/** The year labels' own fields (001 §3.17). */
export const FINANCIAL_YEAR_LABEL_FIELDS: Readonly<Record<FinancialYear, string>> = Object.freeze({
  lastYear: 'lastYearSpecificYear',
  theYearBeforeLast: 'theYearBeforeLastSpecificYear',
});

/** `lastYearMonetaryCapital`, `theYearBeforeLastMonetaryCapital`. */
export function financialFieldName(year: FinancialYear, rowKey: string): string {
  return `${year}${rowKey.charAt(0).toUpperCase()}${rowKey.slice(1)}`;
}

/** The years the form is about by default: last year and the one before (for `today`). */
export function defaultFinancialYears(today = new Date()): Record<FinancialYear, string> {
  const year = today.getFullYear();
  return { lastYear: String(year - 1), theYearBeforeLast: String(year - 2) };
}

/** The name the four-table widget is registered under (schema `{ type: 'widget', widget: 'financialData' }`). */
export const FINANCIAL_DATA_WIDGET = 'financialData';
