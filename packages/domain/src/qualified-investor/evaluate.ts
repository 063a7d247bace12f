import {
  type QualificationKind,
  type QualificationRule,
  qualificationRule,
  type ThresholdCriterion,
} from './rules.js';

/** What the application shows of the investor (the form's evidence fields). */
export type QualificationEvidence = Readonly<Record<string, unknown>>;

export interface CriterionCheck {
  criterion: ThresholdCriterion;
  /** The number read from the evidence, null when absent or not a number. */
  actual: number | null;
  met: boolean;
}

export interface RuleCheck {
  rule: QualificationRule;
  criteria: CriterionCheck[];
  /** The document number a status rule asks for, trimmed; null when not asked or absent. */
  documentNo: string | null;
  met: boolean;
}

export interface InvestorQualificationProblem {
  field: string;
  message: string;
}

export const QUALIFICATION_CATEGORY_FIELD = 'qualificationCategory';
export const QUALIFICATION_CATEGORY_LABEL = '合格投资者类别';

/** A decimal number given as a number or a plain decimal string (万元 or years), else null. */
export function evidenceNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The rule the evidence names, checked: every threshold met, or the status's document given. */
export function checkRule(rule: QualificationRule, evidence: QualificationEvidence): RuleCheck {
  const criteria = rule.criteria.map((criterion) => {
    const actual = evidenceNumber(evidence[criterion.field]);
    return { criterion, actual, met: actual !== null && actual >= criterion.min };
  });
  const documentNo = rule.documentField ? textOf(evidence[rule.documentField.field]) : null;
  const documentMet = rule.documentField === null || documentNo !== null;
  return { rule, criteria, documentNo, met: documentMet && criteria.every((c) => c.met) };
}

/** The rule the evidence's category names, if it is one of this kind. */
export function chosenRule(
  kind: QualificationKind,
  evidence: QualificationEvidence,
): QualificationRule | null {
  const id = textOf(evidence[QUALIFICATION_CATEGORY_FIELD]);
  const rule = id === null ? null : qualificationRule(id);
  return rule?.kind === kind ? rule : null;
}

function criterionMessage(check: CriterionCheck, rule: QualificationRule): InvestorQualificationProblem {
  const { criterion } = check;
  if (check.actual === null)
    return { field: criterion.label, message: `请填写${criterion.label.replace(/（.*）$/, '')}` };
  return {
    field: criterion.label,
    message: `${rule.label}须不低于${criterion.min}${criterion.unit}（${rule.text}）`,
  };
}

/**
 * The first reason the evidence does not qualify under the kind's chosen rule (a Chinese message
 * naming the field), or null when it qualifies.
 */
export function qualificationProblem(
  kind: QualificationKind,
  evidence: QualificationEvidence,
): InvestorQualificationProblem | null {
  const rule = chosenRule(kind, evidence);
  if (!rule) return { field: QUALIFICATION_CATEGORY_LABEL, message: '请选择合格投资者类别' };
  const check = checkRule(rule, evidence);
  if (rule.documentField && check.documentNo === null)
    return { field: rule.documentField.label, message: `请填写${rule.documentField.label}` };
  const failed = check.criteria.find((c) => !c.met);
  return failed ? criterionMessage(failed, rule) : null;
}

/** The evidence fields of a certification form, as recorded with the qualification. */
export const EVIDENCE_FIELDS = [
  QUALIFICATION_CATEGORY_FIELD,
  'investorName',
  'netAssets',
  'paidInCapital',
  'financialAssets',
  'experienceYears',
  'licenceNo',
  'filingNo',
] as const;

export function qualificationEvidenceOf(form: QualificationEvidence): Record<string, unknown> {
  return Object.fromEntries(EVIDENCE_FIELDS.filter((f) => form[f] !== undefined).map((f) => [f, form[f]]));
}
