/**
 * The risk questionnaires of 550026 (ADR 62), one per risk type of 001 §3.19: 1 private equity
 * (riskScore/riskLevel), 2 private convertible bond (riskScoreBond/riskLevelBond), 6 private fund
 * share (riskScorePe/riskLevelPe). The spec gives no question text: these are modelled on the
 * suitability (适当性管理) questionnaires regional equity markets and brokers publish — eight
 * questions on the investor's finances, experience, knowledge, horizon and loss tolerance, then two
 * on the risks of the product type. Each question scores 0–10, so a total is 0–100, banded into
 * C1–C5 by RISK_BANDS.
 */
export const RISK_TYPES = [1, 2, 6] as const;
export type RiskType = (typeof RISK_TYPES)[number];

export interface RiskOption {
  id: string;
  /** A, B, C, D: the letter shown before the option. */
  code: string;
  name: string;
  /** The option's score; the server alone adds them up. */
  value: number;
}
export interface RiskQuestion {
  id: string;
  name: string;
  options: readonly RiskOption[];
}
export interface RiskQuestionnaire {
  riskType: RiskType;
  /** The version the answers are recorded with (a later edit of the text takes a new one). */
  version: string;
  name: string;
  /** The product type the result covers (001 §3.19 productTypeName). */
  productTypeName: string;
  remark: string;
  titles: readonly RiskQuestion[];
}

const CODES = ['A', 'B', 'C', 'D'];
const question = (id: string, name: string, options: readonly [string, number][]): RiskQuestion => ({
  id,
  name,
  options: options.map(([text, value], i) => ({
    id: `${id}-${CODES[i]}`,
    code: CODES[i] ?? '',
    name: text,
    value,
  })),
});

const COMMON: readonly RiskQuestion[] = [
  question('age', '您的年龄是？', [
    ['18—30岁', 6],
    ['31—50岁', 10],
    ['51—65岁', 4],
    ['65岁以上', 0],
  ]),
  question('income', '您（或您的机构）最近一年的收入（折合人民币）是？', [
    ['10万元以下', 0],
    ['10万—50万元', 4],
    ['50万—100万元', 7],
    ['100万元以上', 10],
  ]),
  question('assets', '您（或您的机构）可用于投资的金融资产（存款、证券、理财产品等）是？', [
    ['50万元以下', 0],
    ['50万—300万元', 4],
    ['300万—1000万元', 7],
    ['1000万元以上', 10],
  ]),
  question('experience', '您投资股票、基金、债券、私募产品等的经验有多少年？', [
    ['没有经验', 0],
    ['2年以下', 3],
    ['2—5年', 6],
    ['5年以上', 10],
  ]),
  question('knowledge', '您对金融产品及其投资风险的了解程度是？', [
    ['基本不了解', 0],
    ['有一些了解', 3],
    ['比较了解', 6],
    ['非常了解', 10],
  ]),
  question('horizon', '您计划的投资期限是？', [
    ['1年以内', 0],
    ['1—3年', 4],
    ['3—5年', 7],
    ['5年以上', 10],
  ]),
  question('goal', '您的投资目标是？', [
    ['保住本金，不愿承担损失', 0],
    ['获得稳定收益，可承担小幅波动', 4],
    ['获得较高收益，可承担较大波动', 7],
    ['追求高收益，可承担本金大部分损失', 10],
  ]),
  question('loss', '您能承受的最大投资损失是？', [
    ['不能承受任何损失', 0],
    ['10%以内', 3],
    ['10%—30%', 6],
    ['30%以上', 10],
  ]),
];

const EQUITY: readonly RiskQuestion[] = [
  question(
    'equity-liquidity',
    '区域性股权市场挂牌企业的股权流动性较低，可能长期无法转让，您能接受多长时间不能转让？',
    [
      ['不能接受', 0],
      ['1年以内', 3],
      ['1—3年', 6],
      ['3年以上', 10],
    ],
  ),
  question('equity-history', '您是否投资过未上市企业股权或私募股权基金？', [
    ['从未投资', 0],
    ['了解但未投资', 3],
    ['投资过1—2次', 6],
    ['投资过3次以上', 10],
  ]),
];

const BOND: readonly RiskQuestion[] = [
  question('bond-default', '私募可转债的发行人可能无法按期还本付息，您对这种违约风险的了解程度是？', [
    ['不了解', 0],
    ['听说过', 3],
    ['比较了解', 6],
    ['非常了解且有应对经验', 10],
  ]),
  question('bond-history', '您是否投资过债券或可转换债券？', [
    ['从未投资', 0],
    ['仅投资过公募债券基金', 3],
    ['投资过公司债或可转债', 6],
    ['投资过私募债券', 10],
  ]),
];

const FUND: readonly RiskQuestion[] = [
  question('fund-lockup', '私募基金份额有封闭期且净值可能大幅波动，您能接受的封闭期是？', [
    ['不能接受封闭期', 0],
    ['1年以内', 3],
    ['1—3年', 6],
    ['3年以上', 10],
  ]),
  question('fund-history', '您是否投资过私募基金？', [
    ['从未投资', 0],
    ['仅投资过公募基金', 3],
    ['投资过1—2只私募基金', 6],
    ['投资过3只以上私募基金', 10],
  ]),
];

const REMARK =
  '本问卷用于评估您的风险承受能力（适当性管理），请如实填写。测评结果有效期两年，过期或情况变化时请重新测评。';

export const RISK_QUESTIONNAIRES: Readonly<Record<RiskType, RiskQuestionnaire>> = {
  1: {
    riskType: 1,
    version: '2026-1',
    name: '私募股权投资者风险承受能力评估问卷',
    productTypeName: '私募股权',
    remark: REMARK,
    titles: [...COMMON, ...EQUITY],
  },
  2: {
    riskType: 2,
    version: '2026-1',
    name: '私募可转债投资者风险承受能力评估问卷',
    productTypeName: '私募可转债',
    remark: REMARK,
    titles: [...COMMON, ...BOND],
  },
  6: {
    riskType: 6,
    version: '2026-1',
    name: '私募基金份额投资者风险承受能力评估问卷',
    productTypeName: '私募基金份额',
    remark: REMARK,
    titles: [...COMMON, ...FUND],
  },
};

export function isRiskType(value: unknown): value is RiskType {
  return typeof value === 'number' && (RISK_TYPES as readonly number[]).includes(value);
}
