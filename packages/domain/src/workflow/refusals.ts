/**
 * Why the engine refuses an action. The server maps each to HTTP (409 for a task someone else
 * already handled, 403 for a wrong role or maker = checker, 400 for the rest); messages are
 * Chinese sentences fit to show.
 */
export const WORKFLOW_REFUSALS = {
  NOT_APPLICANT: '只有申请人本人可以办理该操作',
  WRONG_ROLE: '当前节点（{node}）不由您的角色办理',
  MAKER_CHECKER: '不能审批本人提交的申请',
  SAME_REVIEWER: '同一申请的不同审批节点须由不同人员办理，您已办理过{node}',
  TASK_ALREADY_HANDLED: '该任务已被处理，请刷新后查看',
  WRONG_NODE: '申请当前不在{node}节点，请刷新后查看',
  ACTION_NOT_ALLOWED: '当前状态（{status}）不能执行该操作',
  RETURN_TARGET_INVALID: '不能退回到该节点：{node}',
  WITHDRAW_TOO_LATE: '审批人员已开始办理，不能撤回',
  OPINION_REQUIRED: '审批意见为必填项',
  ENDED: '流程已结束，不能再办理',
} as const;
export type WorkflowRefusalCode = keyof typeof WORKFLOW_REFUSALS;

export interface WorkflowRefusal {
  code: WorkflowRefusalCode;
  message: string;
}

export function workflowRefusal(
  code: WorkflowRefusalCode,
  params: Record<string, string> = {},
): WorkflowRefusal {
  const message = WORKFLOW_REFUSALS[code].replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
  return { code, message };
}
