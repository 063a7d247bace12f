import type { FormValidationError } from '@rer/domain';

/** 001 §5.19: the custom submit's prefixes. */
export const SUBMIT_PREFIXES = Object.freeze(['挂牌信息', '托管信息', '审批处理'] as const);
export type SubmitPrefix = (typeof SUBMIT_PREFIXES)[number];

/** 001 §5.19, §4.9 (quoted). */
export const SUBMIT_MESSAGES = Object.freeze({
  opinionRequired: '审批意见为必填项',
  confirmOpinionRequired: '确认意见为必填项',
  submitted: '提交成功',
  submittedPrintVoucher: '提交成功，是否需要打印凭证？',
  dialogTitle: '提示',
});

/** 001 §4.9: the check result that requires an approval opinion. */
export const OPINION_REQUIRED_CHECK_RESULTS: readonly string[] = Object.freeze(['UpdateMaterial']);

/**
 * 001 §5.19: the failed-validation dialog's text, the form label in brackets plus the message,
 * after the custom submit's prefix when there is one: 挂牌信息【企业名称】此项为必填项！
 */
export function validationDialogText(
  error: Pick<FormValidationError, 'label' | 'message'>,
  prefix?: SubmitPrefix,
): string {
  return `${prefix ?? ''}【${error.label}】${error.message}`;
}

export interface OpinionCheck {
  /** The approver's check result (e.g. UpdateMaterial). */
  checkResult?: string;
  opinion?: string;
  /** `confirm` for the confirmation step (确认意见). */
  kind?: 'approval' | 'confirm';
  /** Forces the requirement regardless of the check result. */
  required?: boolean;
}

/** 审批意见为必填项 / 确认意见为必填项 when the check result requires an opinion and none was given. */
export function opinionProblem(check: OpinionCheck | undefined): string | null {
  if (!check) return null;
  const required =
    check.required === true || OPINION_REQUIRED_CHECK_RESULTS.includes(check.checkResult ?? '');
  if (!required || (check.opinion ?? '').trim() !== '') return null;
  return check.kind === 'confirm' ? SUBMIT_MESSAGES.confirmOpinionRequired : SUBMIT_MESSAGES.opinionRequired;
}
