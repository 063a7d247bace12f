/**
 * The Chinese names of the workflow's actions and nodes, one copy for the server (lists, the
 * voucher) and the web's Chinese locale. A flow may rename its nodes; its own names win where they
 * are at hand. Other languages translate these keys in their own locale files.
 */
export const WORKFLOW_ACTION_NAMES: Readonly<Record<string, string>> = {
  create: '创建',
  save: '保存草稿',
  submit: '提交',
  approve: '审批通过',
  return: '退回修改',
  reject: '驳回',
  resubmit: '重新提交',
  withdraw: '撤回',
  cancel: '作废',
  complete: '办结',
};

export const WORKFLOW_NODE_NAMES: Readonly<Record<string, string>> = {
  apply: '申请',
  UpdateApplyApprove: '退回修改',
  UpdateApplyApprove2: '退回修改',
  SupRegApprove: '补充登记审核',
  PreliminaryApprove: '初审',
  RecheckApprove: '复审',
  FreeTask: '自由任务',
};
