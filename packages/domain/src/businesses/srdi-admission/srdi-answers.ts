/**
 * The answers of 550200's registration form that the evaluation reads besides the FinancialInfo
 * rows (002 §3 field names; choices per ADR 81), read leniently: a missing or unknown answer
 * scores nothing rather than failing, because the form's own rules already required them.
 */
export interface SrdiAnswers {
  /** year: 从事特定细分市场年限 (whole years). */
  marketYears: number;
  /** products[].isKeyAreas: 补短板、锻长板、填空白 in a key field. */
  hasKeyAreaProduct: boolean;
  /** products[].isSixBasicFields: 工业“六基”, 中华老字号 or serving a key chain's leader. */
  hasSixBasicProduct: boolean;
  /** digitalize: 1 一级, 2 二级, 3 三级以上. */
  digitalLevel: number;
  /** qualityAssurance: the kinds held (1–4), '0' none (the pinned option). */
  qualityItems: number;
  /** provincialScore: 地方特色指标, given by the province, 0–15. */
  provincialScore: number;
  /** intellectualPropertyNumber1 / 2: I类 and II类 IP tied to the leading product. */
  ipClassOne: number;
  ipClassTwo: number;
  /** isOverseasCognate: an I类 patent has overseas family members (高价值). */
  overseasCognate: boolean;
  /** rndOrgs: 0 none, 1 below municipal, 2 municipal, 3 provincial, 4 national. */
  rndOrgLevel: number;
  /** isTechnologyAward: provincial award ranked top 3, or national top 5, in three years. */
  technologyAward: boolean;
  /** cnmaker: in the 创客中国 national top 500 group in three years. */
  cnmakerTop500: boolean;
  /** certificates: honours of 创新型中小企业's condition 2 held (高新技术企业 …), '0' none. */
  innovationHonours: number;
  /** emergingIndustry: the leading product is in 《战略性新兴产业分类》. */
  strategicEmerging: boolean;
}

const yes = (value: unknown) => String(value ?? '') === '1';

function wholeNumber(value: unknown, max: number): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  if (!Number.isInteger(n) || n < 0) return 0;
  return Math.min(n, max);
}

/** The distinct non-'0' choices of a checkbox answer (the '0' pin means none). */
function heldChoices(value: unknown): number {
  const list = Array.isArray(value) ? value.map(String) : [];
  return new Set(list.filter((v) => v !== '0' && v !== '')).size;
}

export function readSrdiAnswers(form: Record<string, unknown>): SrdiAnswers {
  const products = Array.isArray(form.products) ? (form.products as Record<string, unknown>[]) : [];
  return {
    marketYears: wholeNumber(form.year, 200),
    hasKeyAreaProduct: products.some((p) => yes(p?.isKeyAreas)),
    hasSixBasicProduct: products.some((p) => yes(p?.isSixBasicFields)),
    digitalLevel: wholeNumber(form.digitalize, 3),
    qualityItems: heldChoices(form.qualityAssurance),
    provincialScore: wholeNumber(form.provincialScore, 15),
    ipClassOne: wholeNumber(form.intellectualPropertyNumber1, 1_000_000),
    ipClassTwo: wholeNumber(form.intellectualPropertyNumber2, 1_000_000),
    overseasCognate: yes(form.isOverseasCognate),
    rndOrgLevel: wholeNumber(form.rndOrgs, 4),
    technologyAward: yes(form.isTechnologyAward),
    cnmakerTop500: yes(form.cnmaker),
    innovationHonours: heldChoices(form.certificates),
    strategicEmerging: yes(form.emergingIndustry),
  };
}
