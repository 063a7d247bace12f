/**
 * 挂牌自评 (/assessment, ADR 79): a listing self-assessment an enterprise fills before applying.
 * Method: part A holds the basic listing conditions regional equity centres publish (lawfully
 * established and operating for a year, clear ownership in custody, a defined main business,
 * sound governance, no serious violation in two years, standard accounts); each must be 是, else
 * the result is 暂不符合挂牌基本条件 with the failed conditions named. Part B scores size, profit,
 * R&D, intellectual property, honours and financing out of 100; ≥ 60 suggests 创新板 (标准层),
 * 30–59 成长板 (孵化层), below 30 基础板 (孵化层). The result is advice: the application is
 * reviewed by the market's staff whatever it says.
 */

export interface AssessmentOption {
  value: string;
  label: string;
  score: number;
}

export interface AssessmentQuestion {
  id: string;
  part: 'A' | 'B';
  title: string;
  options: readonly AssessmentOption[];
}

const YES_NO: readonly AssessmentOption[] = [
  { value: '1', label: '是', score: 0 },
  { value: '0', label: '否', score: 0 },
];

const basic = (id: string, title: string): AssessmentQuestion => ({ id, part: 'A', title, options: YES_NO });
const scored = (id: string, title: string, options: [string, number][]): AssessmentQuestion => ({
  id,
  part: 'B',
  title,
  options: options.map(([label, score], i) => ({ value: String(i), label, score })),
});

export const LISTING_ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  basic('a1', '企业依法设立且合法存续，持续经营满一个会计年度'),
  basic('a2', '股权结构清晰，权属无重大争议，股权已在本中心登记托管'),
  basic('a3', '主营业务明确，具有持续经营能力'),
  basic('a4', '公司治理结构健全，股东（大）会、董事会等依法规范运作'),
  basic('a5', '最近两年无重大违法违规行为，企业及控股股东、实际控制人未被列为失信被执行人'),
  basic('a6', '财务核算规范，能提供最近一个会计年度的财务报表'),
  scored('b1', '最近一个会计年度营业收入', [
    ['500万元以下', 0],
    ['500万元至2000万元', 10],
    ['2000万元至5000万元', 20],
    ['5000万元及以上', 30],
  ]),
  scored('b2', '最近一个会计年度净利润', [
    ['亏损或为零', 0],
    ['200万元以下', 5],
    ['200万元至500万元', 10],
    ['500万元及以上', 20],
  ]),
  scored('b3', '最近一个会计年度研发投入占营业收入比例', [
    ['3%以下', 0],
    ['3%至5%', 5],
    ['5%至10%', 10],
    ['10%及以上', 15],
  ]),
  scored('b4', '拥有的有效发明专利、实用新型专利或软件著作权', [
    ['无', 0],
    ['1至4项', 5],
    ['5项及以上', 10],
  ]),
  scored('b5', '企业资质与荣誉', [
    ['无', 0],
    ['科技型中小企业或高新技术企业', 5],
    ['专精特新中小企业或以上', 10],
  ]),
  scored('b6', '最近两年股权融资金额', [
    ['无', 0],
    ['1000万元以下', 5],
    ['1000万元至5000万元', 10],
    ['5000万元及以上', 15],
  ]),
];

export type AssessmentResultKey = 'unqualified' | 'basic' | 'growth' | 'innovation';

export const ASSESSMENT_RESULT_NAMES: Readonly<Record<AssessmentResultKey, string>> = {
  unqualified: '暂不符合挂牌基本条件',
  basic: '符合挂牌基本条件，建议申请基础板（孵化层）',
  growth: '建议申请成长板（孵化层）',
  innovation: '建议申请创新板（标准层）',
};

/** Score thresholds of part B (ADR 79). */
export const INNOVATION_MIN_SCORE = 60;
export const GROWTH_MIN_SCORE = 30;

export interface AssessmentOutcome {
  score: number;
  result: AssessmentResultKey;
  resultName: string;
  /** The basic conditions answered 否, by their titles. */
  unmet: string[];
  suggestedTier: 'incubation' | 'standard' | null;
}

/** The answers checked: every question answered with one of its options, else `第N题：…`. */
export function assessmentAnswerProblem(answers: Readonly<Record<string, unknown>>): string | null {
  for (const [index, question] of LISTING_ASSESSMENT_QUESTIONS.entries()) {
    const given = answers[question.id];
    if (typeof given !== 'string' || !question.options.some((o) => o.value === given))
      return `第${index + 1}题：请选择您的答案`;
  }
  return null;
}

/** Scores complete, checked answers (assessmentAnswerProblem first). */
export function scoreListingAssessment(answers: Readonly<Record<string, string>>): AssessmentOutcome {
  const chosen = (q: AssessmentQuestion) => q.options.find((o) => o.value === answers[q.id]);
  const unmet = LISTING_ASSESSMENT_QUESTIONS.filter((q) => q.part === 'A' && answers[q.id] !== '1').map(
    (q) => q.title,
  );
  const score = LISTING_ASSESSMENT_QUESTIONS.filter((q) => q.part === 'B').reduce(
    (sum, q) => sum + (chosen(q)?.score ?? 0),
    0,
  );
  const result: AssessmentResultKey =
    unmet.length > 0
      ? 'unqualified'
      : score >= INNOVATION_MIN_SCORE
        ? 'innovation'
        : score >= GROWTH_MIN_SCORE
          ? 'growth'
          : 'basic';
  const suggestedTier = result === 'unqualified' ? null : result === 'innovation' ? 'standard' : 'incubation';
  return { score, result, resultName: ASSESSMENT_RESULT_NAMES[result], unmet, suggestedTier };
}
