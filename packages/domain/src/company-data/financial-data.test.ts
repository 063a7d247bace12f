import { describe, expect, it } from 'vitest';
import {
  checkFinancialData,
  FINANCIAL_ROWS,
  FINANCIAL_TABLES,
  financialFieldName,
  financialYearLabel,
  parseFinancialDataConfig,
  validateFinancialValue,
} from './index.js';

const message = (kind: 'integer' | 'signed' | 'nonNegative', value: unknown) => {
  const result = validateFinancialValue(kind, value);
  return result.ok ? null : result.message;
};

describe('four-table row catalogue (001 §3.17)', () => {
  it('has the four tables with 18, 8, 4 and 4 rows, keys unique', () => {
    expect(FINANCIAL_TABLES.map((t) => [t.key, t.rows.length])).toEqual([
      ['balanceSheet', 18],
      ['incomeStatement', 8],
      ['cashFlow', 4],
      ['otherData', 4],
    ]);
    expect(new Set(FINANCIAL_ROWS.map((r) => r.key)).size).toBe(FINANCIAL_ROWS.length);
  });

  it('maps rows to lastYearX / theYearBeforeLastX and keeps 万元 except the employee count', () => {
    expect(financialFieldName('lastYear', 'monetaryCapital')).toBe('lastYearMonetaryCapital');
    expect(financialFieldName('theYearBeforeLast', 'netProfit')).toBe('theYearBeforeLastNetProfit');
    expect(FINANCIAL_ROWS.filter((r) => r.unit !== '万元').map((r) => r.key)).toEqual(['employmentCreated']);
  });

  it('allows negatives exactly in the rows 001 §5.17 names', () => {
    expect(FINANCIAL_ROWS.filter((r) => r.kind === 'signed').map((r) => r.key)).toEqual([
      'undistributedProfit',
      'ownerEquity',
      'totalNetAssets',
      'financialExpenses',
      'netProfit',
      'operatingNetCashFlow',
      'investingNetCashFlow',
      'financingNetCashFlow',
      'cashIncrease',
      'earningsPerShare',
    ]);
  });
});

describe('four-table value rules (001 §5.17)', () => {
  it('takes six decimals and refuses seven', () => {
    expect(message('nonNegative', '1.123456')).toBeNull();
    expect(message('nonNegative', '1.1234567')).toBe('请输入不超过六位小数的正数');
    expect(message('signed', '-1.123456')).toBeNull();
    expect(message('signed', '-1.1234567')).toBe('请输入不超过六位小数的数');
  });

  it('refuses leading zeros and minus in the positive rows', () => {
    expect(message('nonNegative', '0')).toBeNull();
    expect(message('nonNegative', '0.5')).toBeNull();
    expect(message('nonNegative', '012')).toBe('请输入不超过六位小数的正数');
    expect(message('nonNegative', '-1')).toBe('请输入不超过六位小数的正数');
    expect(message('nonNegative', 'abc')).toBe('请输入不超过六位小数的正数');
  });

  it('allows a minus only in the negative-allowed rows', () => {
    expect(message('signed', '-12.5')).toBeNull();
    expect(message('signed', '--1')).toBe('请输入不超过六位小数的数');
    expect(message('signed', '1e3')).toBe('请输入不超过六位小数的数');
  });

  it('takes digits only for the employee count', () => {
    expect(message('integer', '120')).toBeNull();
    expect(message('integer', '12.5')).toBe('请输入整数');
    expect(message('integer', '-3')).toBe('请输入整数');
    expect(message('integer', { n: 1 })).toBe('请输入整数');
  });
});

describe('checkFinancialData', () => {
  const years = { lastYearSpecificYear: '2025', theYearBeforeLastSpecificYear: '2024' };

  it('names row and year for required rows left blank, skipping hidden and disabled ones', () => {
    const config = parseFinancialDataConfig({
      requiredRows: ['monetaryCapital', 'netProfit', 'taxCreated'],
      hiddenTables: ['otherData'],
      disabledRows: ['netProfit'],
    });
    expect(checkFinancialData({ ...years, lastYearMonetaryCapital: '10' }, config)).toEqual([
      {
        field: 'theYearBeforeLastMonetaryCapital',
        label: '货币资金2024年',
        message: '货币资金2024年项为必填',
      },
    ]);
  });

  it('reports each bad cell by its backend field, row and year', () => {
    const problems = checkFinancialData(
      {
        ...years,
        lastYearEmploymentCreated: '1.5',
        theYearBeforeLastInventory: '-1',
        lastYearNetProfit: '-3',
      },
      parseFinancialDataConfig(undefined),
    );
    expect(problems).toEqual([
      { field: 'lastYearEmploymentCreated', label: '吸纳就业人数2025年', message: '请输入整数' },
      { field: 'theYearBeforeLastInventory', label: '存货2024年', message: '请输入不超过六位小数的正数' },
    ]);
  });

  it('does not check the values of hidden rows', () => {
    const config = parseFinancialDataConfig({ hiddenRows: ['inventory'] });
    expect(checkFinancialData({ lastYearInventory: 'x' }, config)).toEqual([]);
  });

  it('refuses a value that is not the tables object or has an unknown field', () => {
    const none = parseFinancialDataConfig({});
    expect(checkFinancialData([], none)).toEqual([{ field: '', label: '', message: '财务数据格式不正确' }]);
    expect(checkFinancialData({ lastYearBogus: '1' }, none)[0]?.message).toBe('财务数据格式不正确');
  });

  it('requires every row with requiredRows all, year labels falling back to 上年 / 前年', () => {
    const problems = checkFinancialData({}, parseFinancialDataConfig({ requiredRows: 'all' }));
    expect(problems).toHaveLength(68);
    expect(problems[0]?.message).toBe('货币资金上年项为必填');
    expect(problems[34]?.message).toBe('货币资金前年项为必填');
  });

  it('shows a yyyy year label as 2025年 and keeps other labels', () => {
    expect(financialYearLabel({ lastYearSpecificYear: 2025 }, 'lastYear')).toBe('2025年');
    expect(financialYearLabel({ theYearBeforeLastSpecificYear: '2024年度' }, 'theYearBeforeLast')).toBe(
      '2024年度',
    );
  });
});
