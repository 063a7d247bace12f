import { describe, expect, it } from 'vitest';
import { readFinancialInfo, type YearFigures } from './srdi-figures.js';
import { averageGrowth, SRDI_WEIGHTS, srdiScoreRows, totalScore } from './srdi-scoring.js';
import { answers, financialRows, type RowInput } from './srdi-testing.js';

function years(last: RowInput = {}, middle: RowInput = {}, first: RowInput = {}): YearFigures[] {
  const read = readFinancialInfo(financialRows(last, middle, first));
  if (!read.ok) throw new Error(read.message);
  return read.years;
}

const scoreOf = (level2: string, y: YearFigures[], a = answers()) => {
  const row = srdiScoreRows(y, a).find((r) => r.level2 === level2);
  if (!row) throw new Error(level2);
  return row.score;
};

describe('550200 scoring table (001 §2.9, §5.21)', () => {
  it('has thirteen indicators whose maxima are the weights 25 / 25 / 15 / 35', () => {
    const rows = srdiScoreRows(years(), answers());
    expect(rows).toHaveLength(13);
    const maxBy = (c: string) => rows.filter((r) => r.category === c).reduce((s, r) => s + r.max, 0);
    expect(maxBy('specialisation')).toBe(SRDI_WEIGHTS.specialisation);
    expect(maxBy('refinement')).toBe(SRDI_WEIGHTS.refinement);
    expect(maxBy('distinctive')).toBe(SRDI_WEIGHTS.distinctive);
    expect(maxBy('innovation')).toBe(SRDI_WEIGHTS.innovation);
    expect(Object.values(SRDI_WEIGHTS).reduce((a: number, b) => a + b, 0)).toBe(100);
    expect(rows[0]).toMatchObject({
      level1: '专业化指标',
      level2: '上年度主营业务收入总额占营业收入总额比重',
    });
    expect(rows.map((r) => r.level1)).toContain('特色化指标');
    for (const row of rows) expect(row.satisfied).toBe(row.score > 0);
  });

  it('gives the strong fixture full marks but for growth, quality and staff', () => {
    const rows = srdiScoreRows(years(), answers());
    // growth (4400−4000)/4000 = 10 %, (4500−4400)/4400 ≈ 2.27 % → mean ≈ 6.14 % → 6 points.
    expect(scoreOf('近2年主营业务收入平均增长率', years())).toBe(6);
    expect(rows.find((r) => r.level2 === '近2年主营业务收入平均增长率')!.detail).toBe('6.14%');
    expect(totalScore(rows)).toBe(5 + 6 + 5 + 5 + (5 + 5 + 10 + 5) + 15 + (10 + 10 + 5 + 10));
  });

  it('bands the main-business share at 80 / 70 / 60 %, bounds inclusive', () => {
    const at = (main: string) =>
      scoreOf('上年度主营业务收入总额占营业收入总额比重', years({ mainBusinessIncome: main }));
    expect(at('4000')).toBe(5);
    expect(at('3999.999999')).toBe(3);
    expect(at('3500')).toBe(3);
    expect(at('3499.99')).toBe(1);
    expect(at('3000')).toBe(1);
    expect(at('2999.99')).toBe(0);
  });

  it('bands the mean growth at 10 / 8 / 6 / 4 / 0 %', () => {
    const at = (r0: string, r1: string, r2: string) =>
      scoreOf(
        '近2年主营业务收入平均增长率',
        years(
          { mainBusinessIncome: r2, businessIncome: '100000' },
          { mainBusinessIncome: r1 },
          { mainBusinessIncome: r0 },
        ),
      );
    expect(at('100', '110', '121')).toBe(10);
    expect(at('100', '110', '120.99')).toBe(8);
    expect(at('100', '108', '116.64')).toBe(8);
    expect(at('100', '106', '112.36')).toBe(6);
    expect(at('100', '104', '108.16')).toBe(4);
    expect(at('100', '104', '108.15')).toBe(2);
    expect(at('100', '100', '100')).toBe(2);
    expect(at('100', '100', '99.99')).toBe(0);
    // No base year to grow from: no growth rate, no points.
    expect(at('0', '100', '200')).toBe(0);
    const read = readFinancialInfo(financialRows({}, {}, { mainBusinessIncome: '0' }));
    expect(read.ok && averageGrowth(read.years)).toBeNull();
  });

  it('gives one point per two full years in the market segment, five at most', () => {
    const at = (marketYears: number) => scoreOf('从事特定细分市场年限', years(), answers({ marketYears }));
    expect([0, 1, 2, 3, 4, 9, 10, 11, 40].map(at)).toEqual([0, 0, 1, 1, 2, 4, 5, 5, 5]);
  });

  it('scores the leading product 5 in a key area, 3 in the six basic fields, else 0', () => {
    const at = (hasKeyAreaProduct: boolean, hasSixBasicProduct: boolean) =>
      scoreOf('主导产品所属领域情况', years(), answers({ hasKeyAreaProduct, hasSixBasicProduct }));
    expect(at(true, true)).toBe(5);
    expect(at(false, true)).toBe(3);
    expect(at(false, false)).toBe(0);
  });

  it('scores digitalisation 5 / 3 / 0 and quality 3 per item, 5 at most', () => {
    const digital = (digitalLevel: number) => scoreOf('数字化水平', years(), answers({ digitalLevel }));
    expect([0, 1, 2, 3].map(digital)).toEqual([0, 0, 3, 5]);
    const quality = (qualityItems: number) => scoreOf('质量管理水平', years(), answers({ qualityItems }));
    expect([0, 1, 2, 4].map(quality)).toEqual([0, 3, 5, 5]);
  });

  it('bands the net margin at 10 / 8 / 6 / 4 / 2 % and scores a loss 0', () => {
    const at = (netProfit: string) => scoreOf('上年度净利润率', years({ netProfit }));
    expect(['500', '499.99', '400', '300', '200', '100', '99.99', '-50'].map(at)).toEqual([
      10, 8, 8, 6, 4, 2, 0, 0,
    ]);
  });

  it('bands the debt ratio at 50 / 60 / 70 %, lower is better, bounds inclusive', () => {
    const at = (totalLiabilities: string) => scoreOf('上年度资产负债率', years({ totalLiabilities }));
    expect(['2000', '2000.01', '2400', '2800', '2800.01'].map(at)).toEqual([5, 3, 3, 1, 0]);
    expect(scoreOf('上年度资产负债率', years({ totalAssets: '0', totalLiabilities: '0' }))).toBe(0);
  });

  it('takes the province’s distinctive score as given', () => {
    expect(scoreOf('地方特色指标', years(), answers({ provincialScore: 7 }))).toBe(7);
  });

  it('scores IP 10 for high-value, 6 for class I, 2 for class II, else 0', () => {
    const at = (ipClassOne: number, ipClassTwo: number, overseasCognate: boolean) =>
      scoreOf(
        '与企业主导产品相关的有效知识产权数量',
        years(),
        answers({ ipClassOne, ipClassTwo, overseasCognate }),
      );
    expect(at(1, 0, true)).toBe(10);
    expect(at(1, 5, false)).toBe(6);
    expect(at(0, 1, true)).toBe(2);
    expect(at(0, 0, true)).toBe(0);
  });

  it('scores R&D input by amount or by share of revenue, whichever is higher', () => {
    const at = (rdExpenses: string, businessIncome = '1000000') =>
      scoreOf('上年度研发费用投入', years({ rdExpenses, businessIncome, mainBusinessIncome: '1000' }));
    expect(['500', '499.99', '400', '300', '200', '100', '99.99'].map((v) => at(v))).toEqual([
      10, 8, 8, 6, 4, 2, 0,
    ]);
    expect(at('100', '1000')).toBe(10);
    expect(at('80', '1000')).toBe(8);
    expect(at('60', '1000')).toBe(6);
    expect(at('40', '1000')).toBe(4);
    expect(at('30', '1000')).toBe(2);
    expect(at('29.99', '1000')).toBe(0);
  });

  it('bands R&D staff at 20 / 10 / 5 % and R&D organisations by level', () => {
    const staff = (rdPersonnel: string) => scoreOf('上年度研发人员占比', years({ rdPersonnel }));
    expect(['20', '19', '10', '5', '4'].map(staff)).toEqual([5, 3, 3, 1, 0]);
    const org = (rndOrgLevel: number) => scoreOf('建立研发机构级别', years(), answers({ rndOrgLevel }));
    expect([0, 1, 2, 3, 4].map(org)).toEqual([0, 2, 4, 8, 10]);
  });
});

describe('550200 scoring table details and edges', () => {
  it('writes each indicator’s 指标详情 from the figures and answers', () => {
    const rows = srdiScoreRows(years(), answers({ ipClassOne: 2, ipClassTwo: 3, qualityItems: 2 }));
    expect(rows.map((r) => r.detail)).toEqual([
      '90.00%',
      '6.14%',
      '10年',
      '是',
      '3级',
      '满足2项',
      '12.00%',
      '25.00%',
      '15分',
      'Ⅰ类2项，Ⅱ类3项',
      '600万元，占比12.00%',
      '25.00%',
      '国家级',
    ]);
    const none = srdiScoreRows(
      years(),
      answers({ hasKeyAreaProduct: false, digitalLevel: 0, rndOrgLevel: 0, provincialScore: 0 }),
    );
    expect(none.find((r) => r.level2 === '主导产品所属领域情况')).toMatchObject({
      detail: '否',
      satisfied: false,
    });
    expect(none.find((r) => r.level2 === '数字化水平')!.detail).toBe('—');
    expect(none.find((r) => r.level2 === '建立研发机构级别')).toMatchObject({
      detail: '未建立',
      satisfied: false,
    });
    expect(none.find((r) => r.level2 === '地方特色指标')).toMatchObject({ detail: '0分', satisfied: false });
  });

  it('has no growth rate without three years or with a zero middle year, and uses the last three', () => {
    const read = (rows: ReturnType<typeof financialRows>) => {
      const r = readFinancialInfo(rows);
      if (!r.ok) throw new Error(r.message);
      return r.years;
    };
    expect(averageGrowth(read(financialRows()).slice(1))).toBeNull();
    expect(averageGrowth(read(financialRows({}, { mainBusinessIncome: '0' })))).toBeNull();
    const three = read(financialRows());
    const older = { ...three[0]!, year: 2022, mainBusinessIncome: 1n };
    expect(averageGrowth([older, ...three])).toEqual(averageGrowth(three));
  });
});
