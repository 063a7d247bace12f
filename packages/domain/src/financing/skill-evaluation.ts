/**
 * 企业能力自评 (/skillEvaluate, ADR 84): ten questions in five dimensions of what investors and
 * regional equity markets look at before financing — governance, financial standards, innovation,
 * market, financing readiness. Each answer scores 0, 4, 7 or 10; the total is out of 100. The scoring
 * is stated on the page with the questions; nothing is stored.
 */

export interface SkillOption {
  id: string;
  text: string;
  score: 0 | 4 | 7 | 10;
}
export interface SkillQuestion {
  id: string;
  dimension: SkillDimensionKey;
  text: string;
  options: readonly SkillOption[];
}

export const SKILL_DIMENSIONS = {
  governance: {
    name: '公司治理',
    advice: '建议完善股东会、董事会、监事会制度与内部控制，明确股权结构与关联交易管理。',
  },
  finance: {
    name: '财务规范',
    advice: '建议建立规范的会计核算，按年经会计师事务所审计，按时纳税并留存凭证。',
  },
  innovation: {
    name: '创新能力',
    advice: '建议持续投入研发、申请专利等知识产权，建立研发团队与项目管理制度。',
  },
  market: { name: '市场竞争力', advice: '建议明确细分市场定位，提升主营收入增长与客户集中度管理。' },
  readiness: { name: '融资准备', advice: '建议梳理商业计划书与融资用途，办理登记托管，使股权清晰可查。' },
} as const;
export type SkillDimensionKey = keyof typeof SKILL_DIMENSIONS;

const options = (id: string, texts: readonly [string, string, string, string]): SkillOption[] =>
  texts.map((text, i) => ({ id: `${id}-${'ABCD'[i]}`, text, score: ([0, 4, 7, 10] as const)[i]! }));

const q = (
  id: string,
  dimension: SkillDimensionKey,
  text: string,
  texts: readonly [string, string, string, string],
) => ({
  id,
  dimension,
  text,
  options: options(id, texts),
});

export const SKILL_QUESTIONS: readonly SkillQuestion[] = [
  q('g1', 'governance', '公司是否建立了股东会、董事会（执行董事）、监事会（监事）等治理机构并规范运作？', [
    '尚未建立',
    '已建立但未定期召开会议',
    '已建立并定期召开会议',
    '已建立，会议记录完整且有独立董事或外部董事',
  ]),
  q('g2', 'governance', '公司股权结构是否清晰、无代持或争议？', [
    '存在代持或争议',
    '基本清晰但未登记',
    '清晰并已工商登记',
    '清晰且已在区域性股权市场登记托管',
  ]),
  q('f1', 'finance', '公司财务报表是否经会计师事务所审计？', [
    '从未审计',
    '偶尔审计',
    '近一年已审计',
    '近三年均已审计',
  ]),
  q('f2', 'finance', '公司最近一年的盈利情况如何？', [
    '亏损',
    '盈亏平衡',
    '净利润500万元以下',
    '净利润500万元及以上',
  ]),
  q('i1', 'innovation', '公司研发投入占营业收入的比例？', ['无研发投入', '3%以下', '3%至5%', '5%以上']),
  q('i2', 'innovation', '公司拥有的有效专利（含软件著作权）数量？', ['无', '1至4项', '5至9项', '10项及以上']),
  q('m1', 'market', '公司最近两年营业收入增长情况？', ['下降', '增长10%以下', '增长10%至30%', '增长30%以上']),
  q('m2', 'market', '公司主营产品在细分市场的地位？', [
    '尚未形成',
    '区域内有一定份额',
    '省内领先',
    '全国细分领域领先',
  ]),
  q('r1', 'readiness', '公司是否有明确的融资计划和资金用途？', [
    '没有',
    '有初步想法',
    '有书面计划',
    '有完整的商业计划书与用途测算',
  ]),
  q('r2', 'readiness', '公司是否有过股权或债权融资经历？', [
    '没有',
    '仅有银行贷款',
    '有过股权融资',
    '有过多轮股权融资',
  ]),
];

export const SKILL_LEVELS = [
  { min: 85, name: '优秀', text: '企业规范程度与成长性较好，具备对接投资机构的条件。' },
  { min: 70, name: '良好', text: '企业基础较好，补齐短板后可对接投资机构。' },
  { min: 50, name: '一般', text: '企业需在若干方面加强规范，建议先接受会员机构的培育服务。' },
  { min: 0, name: '待提升', text: '企业规范化程度较低，建议从公司治理与财务规范入手。' },
] as const;

export const SKILL_SCORING_TEXT =
  '共10题，每题按选项得0、4、7、10分，满分100分；每个维度2题，满分20分。总分85分及以上为优秀，70至84分为良好，50至69分为一般，50分以下为待提升；维度得分低于12分时给出改进建议。';

export interface SkillDimensionScore {
  key: SkillDimensionKey;
  name: string;
  score: number;
  max: number;
  advice: string | null;
}
export interface SkillEvaluation {
  total: number;
  level: string;
  levelText: string;
  dimensions: SkillDimensionScore[];
}

/** A dimension below 60 % of its maximum gets its advice. */
const ADVICE_BELOW = 12;

/** The evaluation, or the number (1-based) of the first unanswered question. */
export function evaluateSkills(
  answers: Readonly<Record<string, string>>,
): { ok: true; evaluation: SkillEvaluation } | { ok: false; question: number } {
  let total = 0;
  const byDimension = new Map<SkillDimensionKey, number>();
  for (const [index, question] of SKILL_QUESTIONS.entries()) {
    const chosen = question.options.find((o) => o.id === answers[question.id]);
    if (!chosen) return { ok: false, question: index + 1 };
    total += chosen.score;
    byDimension.set(question.dimension, (byDimension.get(question.dimension) ?? 0) + chosen.score);
  }
  const level = SKILL_LEVELS.find((l) => total >= l.min)!;
  const dimensions = (Object.keys(SKILL_DIMENSIONS) as SkillDimensionKey[]).map((key) => {
    const score = byDimension.get(key) ?? 0;
    const max = SKILL_QUESTIONS.filter((x) => x.dimension === key).length * 10;
    return {
      key,
      name: SKILL_DIMENSIONS[key].name,
      score,
      max,
      advice: score < ADVICE_BELOW ? SKILL_DIMENSIONS[key].advice : null,
    };
  });
  return { ok: true, evaluation: { total, level: level.name, levelText: level.text, dimensions } };
}
