import type { ApplicationSummary, Envelope } from '@rer/contracts';
import { APPROVAL_NODE_IDS, RIGHTS_UNCONFIRMED_TEXT } from '@rer/domain';

/** Messages of the workflow pages quoted by the spec (001 §4.9, §8; 000 §4; 002 §5). */
export const WORKFLOW_MESSAGES = Object.freeze({
  notConcluded: '流程未办结，暂时无法打印凭证',
  finalNodeFailed: '获取节点数据失败',
  rightsUnconfirmed: RIGHTS_UNCONFIRMED_TEXT,
  taskTaken: '该任务已被其他审批人员处理',
});

/**
 * 提交成功 (001 §4.9) with the application's 业务编号, the number the applicant quotes to the
 * registry and finds it by in 我的申请 (issue 18).
 */
export const submittedText = (bizSn: string) => `提交成功，业务编号：${bizSn}`;
/** The toast stays long enough to read and note the number (seconds). */
export const SUBMITTED_TOAST_SECONDS = 10;

export const MY_APPLICATIONS_PATH = '/work/claim';
export const MY_TODOS_PATH = '/work/todo';

/** The applicant's revise nodes (退回修改): the application is resubmitted there, not submitted. */
export const REVISE_NODE_IDS: readonly string[] = Object.freeze([
  'UpdateApplyApprove',
  'UpdateApplyApprove2',
]);
export const isReviseNode = (nodeId: string | null | undefined): boolean =>
  REVISE_NODE_IDS.includes(nodeId ?? '');
export const isApprovalNode = (nodeId: string | null | undefined): boolean =>
  APPROVAL_NODE_IDS.includes(nodeId ?? '') || nodeId === 'SupRegApprove';

/** 001 §4.5: UpdateApplyApprove2 shows the save button, as does the apply node (drafts). */
export const showsSaveButton = (nodeId: string): boolean =>
  nodeId === 'apply' || nodeId === 'UpdateApplyApprove2';

/** 001 §4.9: where the user goes after a submit — my to-dos after a revision, else my applications. */
export const listAfterSubmit = (nodeId: string): string =>
  isReviseNode(nodeId) ? MY_TODOS_PATH : MY_APPLICATIONS_PATH;

/** 001 §4.9 point 4: flow 550115 on apply asks flow/getFinalNode. */
export const FINAL_NODE_FLOW = '550115';
export const FINAL_NODE_APPLY_KEY = 'Apply';
export const needsFinalNodeCheck = (appId: string, nodeId: string): boolean =>
  appId === FINAL_NODE_FLOW && nodeId === 'apply';

/** /process/detial of an application (001 §2: processInstanceId, isShowResult, nodeId, appId). */
export function processDetailPath(application: { uuid: string; appId: string }): string {
  const query = new URLSearchParams({
    processInstanceId: application.uuid,
    isShowResult: 'true',
    nodeId: 'detail',
    appId: application.appId,
  });
  return `/process/detial?${query.toString()}`;
}

/**
 * Whether the answer of a submit offers a voucher (提交成功，是否需要打印凭证？): the flow ended with the
 * submit, so the voucher can exist. Flows with reviews end later; their voucher is printed from the
 * business detail once completed.
 */
export const offersVoucher = (answer: Pick<ApplicationSummary, 'status' | 'completedAt'>): boolean =>
  answer.status === 'completed' || answer.completedAt !== null;

export type SubmitRefusal =
  /** 000 §4, 002 §5: N条股东信息未确权… — the management side may continue (canContinue). */
  | { kind: 'unconfirmed'; message: string; count: number; canContinue: boolean }
  /** 002 §4, §6: a listed enterprise handles the business at the counter. */
  | { kind: 'listed'; message: string }
  /** 409: another reviewer (or another tab) handled the task first. */
  | { kind: 'taken'; message: string }
  | { kind: 'other'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What a refused workflow answer means for the page (the transport has shown its msg already). */
export function classifyRefusal(answer: Envelope<unknown>): SubmitRefusal {
  const message = answer.msg;
  if (answer.code === 409) return { kind: 'taken', message };
  const data = answer.data;
  if (isRecord(data) && typeof data.unconfirmed === 'number')
    return { kind: 'unconfirmed', message, count: data.unconfirmed, canContinue: data.canContinue === true };
  if (isRecord(data) && Number(data.isListing) === 1) return { kind: 'listed', message };
  return { kind: 'other', message };
}

/** 002 §5: the management side's question before continuing (有X，是否继续办理？). */
export const continueQuestion = (count: number): string => `有${count}条股东信息未确权，是否继续办理？`;

/** An idempotency key made once per page (8–100 characters). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
