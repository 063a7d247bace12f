import type { SrdiAnswers } from './srdi-answers.js';
import { ratioAtLeast, ratioAtMost, WAN, type YearFigures } from './srdi-figures.js';
import { type ScoreRow, srdiScoreRows, totalScore } from './srdi-scoring.js';

/**
 * 550200's evaluation (001 §5.21, 002 §4; ADR 81): MIIT's conditions for 专精特新中小企业
 * (ifAccordSRDI) and for 创新型中小企业 (ifAccordInnovative), and the tier each suggests.
 */
export const SRDI_PASS_SCORE = 60;

/** The four conditions any one of which stands in for the 60-point score (the fast track). */
export interface FastTrack {
  /** 近三年获得过省级科技奖励并在获奖单位中排名前三，或国家级科技奖励排名前五. */
  technologyAward: boolean;
  /** 近两年研发费用总额均值在1000万元以上. */
  rdAverageTenMillion: boolean;
  /** 近两年新增股权融资总额（合格机构投资者的实缴额）6000万元以上. */
  financingSixtyMillion: boolean;
  /** 近三年进入“创客中国”中小企业创新创业大赛全国500强企业组名单. */
  cnmakerTop500: boolean;
}

export interface EntryRules {
  /** 从事特定细分市场时间达到2年以上. */
  marketTwoYears: boolean;
  /** 上年度研发费用总额不低于100万元，且占营业收入总额比重不低于3%. */
  rdSpend: boolean;
  /** 上年度营业收入总额1000万元以上，或近2年新增股权融资总额2000万元以上. */
  revenueOrFinancing: boolean;
}

const lastTwo = (years: readonly YearFigures[]) => years.slice(-2);
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export function entryRules(years: readonly YearFigures[], a: SrdiAnswers): EntryRules {
  const last = years[years.length - 1]!;
  const financing = sum(lastTwo(years).map((y) => y.totalEquityFinancing));
  return {
    marketTwoYears: a.marketYears >= 2,
    rdSpend: last.rdExpenses >= 100n * WAN && ratioAtLeast(last.rdExpenses, last.businessIncome, 3),
    revenueOrFinancing: last.businessIncome >= 1000n * WAN || financing >= 2000n * WAN,
  };
}

export function fastTrack(years: readonly YearFigures[], a: SrdiAnswers): FastTrack {
  const two = lastTwo(years);
  return {
    technologyAward: a.technologyAward,
    // The mean of two years ≥ 1000万 ⇔ their sum ≥ 2000万: no division, no rounding.
    rdAverageTenMillion: sum(two.map((y) => y.rdExpenses)) >= 2000n * WAN,
    financingSixtyMillion: sum(two.map((y) => y.totalEquityFinancing)) >= 6000n * WAN,
    cnmakerTop500: a.cnmakerTop500,
  };
}

type Bands = readonly (readonly [number, number])[];
const band = (num: bigint, den: bigint, bands: Bands, test = ratioAtLeast) =>
  bands.find(([percent]) => test(num, den, percent))?.[1] ?? 0;

/**
 * 创新型中小企业评价: six indicators over 100 points — innovation (知识产权 20, 研发费用占比 20),
 * growth (主营业务收入增长率 20, 资产负债率 10), specialisation (主导产品领域 10, 主营业务占比 20).
 */
export function innovativeScores(years: readonly YearFigures[], a: SrdiAnswers) {
  const last = years[years.length - 1]!;
  const before = years[years.length - 2]!;
  const ip = a.ipClassOne > 0 ? (a.overseasCognate ? 20 : 10) : a.ipClassTwo > 0 ? 5 : 0;
  const rd = band(last.rdExpenses, last.businessIncome, [
    [5, 20],
    [3, 15],
    [2, 10],
    [1, 5],
  ]);
  const growthNum = last.mainBusinessIncome - before.mainBusinessIncome;
  const growth = band(growthNum, before.mainBusinessIncome, [
    [15, 20],
    [10, 15],
    [5, 10],
    [0, 5],
  ]);
  const debt = band(
    last.totalLiabilities,
    last.totalAssets,
    [
      [55, 10],
      [75, 5],
    ],
    ratioAtMost,
  );
  const field = a.strategicEmerging ? 10 : 5;
  const share = band(last.mainBusinessIncome, last.businessIncome, [
    [70, 20],
    [60, 15],
    [55, 10],
    [50, 5],
  ]);
  return { innovation: ip + rd, growth: growth + debt, specialisation: field + share };
}

/** 创新型中小企业: 60 points (innovation ≥ 20, growth ≥ 15, specialisation ≥ 15) or a direct condition. */
export function accordsInnovative(years: readonly YearFigures[], a: SrdiAnswers): boolean {
  const s = innovativeScores(years, a);
  const scored =
    s.innovation + s.growth + s.specialisation >= SRDI_PASS_SCORE &&
    s.innovation >= 20 &&
    s.growth >= 15 &&
    s.specialisation >= 15;
  const threeYearFinancing = sum(years.slice(-3).map((y) => y.totalEquityFinancing));
  return (
    scored ||
    a.technologyAward ||
    a.innovationHonours > 0 ||
    a.rndOrgLevel >= 3 ||
    threeYearFinancing >= 500n * WAN
  );
}

export type SrdiTier = 'standard' | 'incubation';
export const SRDI_TIER_NAMES: Readonly<Record<SrdiTier, string>> = {
  standard: '标准层',
  incubation: '培育层',
};

export interface SrdiEvaluation {
  rows: ScoreRow[];
  total: number;
  entry: EntryRules;
  fastTrack: FastTrack;
  ifAccordSRDI: boolean;
  ifAccordInnovative: boolean;
  /** 002 §4: standard when SRDI, else incubation when innovative, else none (the result hidden). */
  tier: SrdiTier | null;
}

export function suggestedTier(ifAccordSRDI: boolean, ifAccordInnovative: boolean): SrdiTier | null {
  if (ifAccordSRDI) return 'standard';
  return ifAccordInnovative ? 'incubation' : null;
}

export function evaluateSrdi(years: readonly YearFigures[], answers: SrdiAnswers): SrdiEvaluation {
  const rows = srdiScoreRows(years, answers);
  const total = totalScore(rows);
  const entry = entryRules(years, answers);
  const track = fastTrack(years, answers);
  const ifAccordSRDI =
    entry.marketTwoYears &&
    entry.rdSpend &&
    entry.revenueOrFinancing &&
    (total >= SRDI_PASS_SCORE || Object.values(track).some(Boolean));
  const ifAccordInnovative = accordsInnovative(years, answers);
  return {
    rows,
    total,
    entry,
    fastTrack: track,
    ifAccordSRDI,
    ifAccordInnovative,
    tier: suggestedTier(ifAccordSRDI, ifAccordInnovative),
  };
}
