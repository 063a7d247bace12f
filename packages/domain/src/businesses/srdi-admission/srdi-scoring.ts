import type { SrdiAnswers } from './srdi-answers.js';
import { percentText, ratioAtLeast, ratioAtMost, WAN, wanText, type YearFigures } from './srdi-figures.js';

/**
 * The scoring table of 001 §2.9 / §5.21 for 专精特新中小企业: four first-level indicators weighted
 * 25 / 25 / 15 / 35 and the thirteen indicators of MIIT's 优质中小企业梯度培育管理暂行办法 (ADR 81),
 * each band's lower bound inclusive ("以上" includes the figure, "以下" likewise).
 */
export const SRDI_WEIGHTS = { specialisation: 25, refinement: 25, distinctive: 15, innovation: 35 } as const;
export type SrdiCategory = keyof typeof SRDI_WEIGHTS;

export const SRDI_CATEGORY_NAMES: Readonly<Record<SrdiCategory, string>> = {
  specialisation: '专业化指标',
  refinement: '精细化指标',
  distinctive: '特色化指标',
  innovation: '创新能力指标',
};

export interface ScoreRow {
  category: SrdiCategory;
  /** 一级指标, 二级指标, 指标详情, 是否满足, 具体得分 (001 §2.9). */
  level1: string;
  level2: string;
  detail: string;
  satisfied: boolean;
  score: number;
  max: number;
}

/** [percent, points], best first: the first band whose percent the ratio reaches. */
type Bands = readonly (readonly [number, number])[];

const atLeastBand = (num: bigint, den: bigint, bands: Bands) =>
  bands.find(([percent]) => ratioAtLeast(num, den, percent))?.[1] ?? 0;
const atMostBand = (num: bigint, den: bigint, bands: Bands) =>
  bands.find(([percent]) => ratioAtMost(num, den, percent))?.[1] ?? 0;

const MAIN_SHARE: Bands = [
  [80, 5],
  [70, 3],
  [60, 1],
];
const GROWTH: Bands = [
  [10, 10],
  [8, 8],
  [6, 6],
  [4, 4],
  [0, 2],
];
const NET_MARGIN: Bands = [
  [10, 10],
  [8, 8],
  [6, 6],
  [4, 4],
  [2, 2],
];
const DEBT: Bands = [
  [50, 5],
  [60, 3],
  [70, 1],
];
const RD_RATIO: Bands = [
  [10, 10],
  [8, 8],
  [6, 6],
  [4, 4],
  [3, 2],
];
/** 研发费用总额 bands in 万元. */
const RD_AMOUNT: readonly (readonly [bigint, number])[] = [
  [500n, 10],
  [400n, 8],
  [300n, 6],
  [200n, 4],
  [100n, 2],
];
const RD_STAFF: Bands = [
  [20, 5],
  [10, 3],
  [5, 1],
];
const DIGITAL_POINTS = [0, 0, 3, 5] as const;
const RND_ORG_POINTS = [0, 2, 4, 8, 10] as const;

/**
 * The average of the last two years' main-business growth rates, (g1 + g2) / 2 with
 * g = (this − last) / last, as one fraction: numerator / denominator.
 */
export function averageGrowth(years: readonly YearFigures[]): { num: bigint; den: bigint } | null {
  const [r0, r1, r2] = years.slice(-3).map((y) => y.mainBusinessIncome);
  if (r0 === undefined || r1 === undefined || r2 === undefined || r0 <= 0n || r1 <= 0n) return null;
  return { num: (r1 - r0) * r1 + (r2 - r1) * r0, den: 2n * r0 * r1 };
}

function growthPoints(years: readonly YearFigures[]) {
  const growth = averageGrowth(years);
  if (!growth) return { detail: '—', score: 0 };
  return { detail: percentText(growth.num, growth.den), score: atLeastBand(growth.num, growth.den, GROWTH) };
}

function rdInputPoints(last: YearFigures): number {
  const byAmount = RD_AMOUNT.find(([wan]) => last.rdExpenses >= wan * WAN)?.[1] ?? 0;
  return Math.max(byAmount, atLeastBand(last.rdExpenses, last.businessIncome, RD_RATIO));
}

function ipPoints(a: SrdiAnswers): number {
  if (a.ipClassOne > 0 && a.overseasCognate) return 10;
  if (a.ipClassOne > 0) return 6;
  return a.ipClassTwo > 0 ? 2 : 0;
}

type Draft = Omit<ScoreRow, 'level1' | 'satisfied'>;

function specialisation(last: YearFigures, years: readonly YearFigures[], a: SrdiAnswers): Draft[] {
  const growth = growthPoints(years);
  const product = a.hasKeyAreaProduct ? 5 : a.hasSixBasicProduct ? 3 : 0;
  return [
    {
      category: 'specialisation',
      level2: '上年度主营业务收入总额占营业收入总额比重',
      detail: percentText(last.mainBusinessIncome, last.businessIncome),
      score: atLeastBand(last.mainBusinessIncome, last.businessIncome, MAIN_SHARE),
      max: 5,
    },
    { category: 'specialisation', level2: '近2年主营业务收入平均增长率', ...growth, max: 10 },
    {
      category: 'specialisation',
      level2: '从事特定细分市场年限',
      detail: `${a.marketYears}年`,
      score: Math.min(5, Math.floor(a.marketYears / 2)),
      max: 5,
    },
    {
      category: 'specialisation',
      level2: '主导产品所属领域情况',
      detail: product ? '是' : '否',
      score: product,
      max: 5,
    },
  ];
}

function refinement(last: YearFigures, a: SrdiAnswers): Draft[] {
  return [
    {
      category: 'refinement',
      level2: '数字化水平',
      detail: a.digitalLevel ? `${a.digitalLevel}级` : '—',
      score: DIGITAL_POINTS[a.digitalLevel] ?? 0,
      max: 5,
    },
    {
      category: 'refinement',
      level2: '质量管理水平',
      detail: `满足${a.qualityItems}项`,
      score: Math.min(5, a.qualityItems * 3),
      max: 5,
    },
    {
      category: 'refinement',
      level2: '上年度净利润率',
      detail: percentText(last.netProfit, last.businessIncome),
      score: atLeastBand(last.netProfit, last.businessIncome, NET_MARGIN),
      max: 10,
    },
    {
      category: 'refinement',
      level2: '上年度资产负债率',
      detail: percentText(last.totalLiabilities, last.totalAssets),
      score: atMostBand(last.totalLiabilities, last.totalAssets, DEBT),
      max: 5,
    },
  ];
}

function innovation(last: YearFigures, a: SrdiAnswers): Draft[] {
  return [
    {
      category: 'innovation',
      level2: '与企业主导产品相关的有效知识产权数量',
      detail: `Ⅰ类${a.ipClassOne}项，Ⅱ类${a.ipClassTwo}项`,
      score: ipPoints(a),
      max: 10,
    },
    {
      category: 'innovation',
      level2: '上年度研发费用投入',
      detail: `${wanText(last.rdExpenses)}，占比${percentText(last.rdExpenses, last.businessIncome)}`,
      score: rdInputPoints(last),
      max: 10,
    },
    {
      category: 'innovation',
      level2: '上年度研发人员占比',
      detail: percentText(last.rdPersonnel, last.totalEmployees),
      score: atLeastBand(last.rdPersonnel, last.totalEmployees, RD_STAFF),
      max: 5,
    },
    {
      category: 'innovation',
      level2: '建立研发机构级别',
      detail: ['未建立', '市级以下', '市级', '省级', '国家级'][a.rndOrgLevel] ?? '—',
      score: RND_ORG_POINTS[a.rndOrgLevel] ?? 0,
      max: 10,
    },
  ];
}

/** The thirteen rows of the table for three consecutive years of figures (the last is 上年度). */
export function srdiScoreRows(years: readonly YearFigures[], answers: SrdiAnswers): ScoreRow[] {
  const last = years[years.length - 1]!;
  const distinctive: Draft = {
    category: 'distinctive',
    level2: '地方特色指标',
    detail: `${answers.provincialScore}分`,
    score: answers.provincialScore,
    max: SRDI_WEIGHTS.distinctive,
  };
  return [
    ...specialisation(last, years, answers),
    ...refinement(last, answers),
    distinctive,
    ...innovation(last, answers),
  ].map((row) => ({ ...row, level1: SRDI_CATEGORY_NAMES[row.category], satisfied: row.score > 0 }));
}

/** 分数总计 (001 §2.9). */
export const totalScore = (rows: readonly { score: number }[]): number =>
  rows.reduce((sum, row) => sum + row.score, 0);
