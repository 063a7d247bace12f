import type { BusinessDefinition } from '../business.js';
import { readSrdiAnswers } from './srdi-answers.js';
import { evaluateSrdi, type SrdiEvaluation } from './srdi-evaluation.js';
import { readFinancialInfo } from './srdi-figures.js';

export * from './srdi-answers.js';
export * from './srdi-evaluation.js';
export * from './srdi-figures.js';
export * from './srdi-questionnaire.js';
export * from './srdi-scoring.js';
/** A whole 550200 form that is admitted at the standard tier (tests, journeys and demo data). */
export { financialRows as sampleFinancialRows, srdiForm as sampleSrdiForm } from './srdi-testing.js';

/**
 * 550200 专精特新入板 (issue 25, ADR 81): a company in custody, and listed, files the SRDI
 * registration form of 002 §3 with the high-tech questionnaire; the form is scored (001 §2.9,
 * §5.21) and the evaluation suggests the tier (002 §4). On the last approval the company is on
 * the board: hitech_status 1, its tier, and the 专精特新 service row (type 3).
 */
export const SRDI_ADMISSION_APP_ID = '550200';

/** The questionnaire of 001 §3.16 / §7 (questionnaire/detailInfoByCode?code=companyHitech). */
export const HITECH_QUESTIONNAIRE_CODE = 'companyHitech';

/** 002 §5, §8 verbatim, and the platform's own words for what the spec leaves open (ADR 81). */
export const SRDI_MESSAGES = {
  notInCustody: '企业需要先托管再办理专精特新入板业务！',
  notListed: '企业需要先挂牌再办理专精特新入板业务！',
  alreadyAdmitted: '该企业已入板，请重新选择',
  notEvaluable: '企业信用或是否符合中小企业划型标准不满足评价条件，不能申请专精特新入板',
  noTier: '评价结果：企业不符合专精特新中小企业或创新型中小企业条件，不能申请入板',
} as const;

/** 002 §4 / §9: the score-group trigger and the pinned options. */
export const SCORE_GROUP_TRIGGER = '5';
export const PINNED_NONE = '0';
/** The score groups of 002 §3, shown only when `showsScoreGroups` holds. */
export const SRDI_SCORE_GROUPS = [
  'pingjia',
  'keji',
  'rongzi',
  'caiwu',
  'fuwu',
  'zhuanli',
  'difang',
  'fujian',
  'operator',
] as const;

const choices = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** 002 §4: the first corporateCredit value is '5' and conformsCompany is '1'. */
export function showsScoreGroups(form: Record<string, unknown>): boolean {
  return (
    choices(form.corporateCredit)[0] === SCORE_GROUP_TRIGGER && String(form.conformsCompany ?? '') === '1'
  );
}

/**
 * 002 §4's pins: choosing the pinned option ('5' for corporateCredit, '0' for qualityAssurance and
 * certificates) disables the others, so a submission holding it with another choice is refused.
 */
export function pinProblem(form: Record<string, unknown>): { field: string; message: string } | null {
  const pins = [
    ['corporateCredit', SCORE_GROUP_TRIGGER, '企业信用情况'],
    ['qualityAssurance', PINNED_NONE, '质量管理水平'],
    ['certificates', PINNED_NONE, '企业荣誉资质'],
  ] as const;
  for (const [field, pin, label] of pins) {
    const held = choices(form[field]);
    if (held.includes(pin) && held.length > 1)
      return { field, message: `【${label}】选择“${pin}”项时不能同时选择其他选项` };
  }
  return null;
}

export type SrdiFormEvaluation =
  | { ok: true; evaluation: SrdiEvaluation }
  | { ok: false; field: string; message: string };

/** The evaluation of a submitted form, or the first problem, named by field. */
export function evaluateSrdiForm(form: Record<string, unknown>): SrdiFormEvaluation {
  const pinned = pinProblem(form);
  if (pinned) return { ok: false, ...pinned };
  if (!showsScoreGroups(form))
    return { ok: false, field: 'corporateCredit', message: SRDI_MESSAGES.notEvaluable };
  const figures = readFinancialInfo(form.financialInfo);
  if (!figures.ok) return figures;
  return { ok: true, evaluation: evaluateSrdi(figures.years, readSrdiAnswers(form)) };
}

export const srdiAdmission: BusinessDefinition = {
  appId: SRDI_ADMISSION_APP_ID,
  key: 'srdi-admission',
  name: '专精特新入板',
  completionEffect: 'srdiAdmission',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
