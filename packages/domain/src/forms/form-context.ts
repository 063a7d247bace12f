/**
 * The workflow facts a form depends on: the query parameters of 001 §1 (type, nodeId, appId,
 * uuid, taskItemState), the task's real state, the route path and the landing mode.
 */
export interface FormContext {
  /** detail, edit or apply (001 §1). */
  type?: string;
  nodeId?: string;
  appId?: string;
  uuid?: string;
  companyUuid?: string;
  statusId?: string;
  /** 已办 or 已处理 make the form read-only (001 §1, §4.5). */
  taskItemState?: string;
  /** The task is really finished although the query says otherwise (001 §4.5). */
  taskRealFinished?: boolean;
  /** The route path, e.g. /process/changeDetial (001 §2). */
  route?: string;
  landingMode?: string;
  /** The page is an approval page (the approver may edit editInApprove fields). */
  isApprove?: boolean;
}

/** Submitted or stored form data: prop → value, as JSON. */
export type FormValues = Readonly<Record<string, unknown>>;

/** What a condition can read: the form, the workflow context, and a sub-table row. */
export interface ConditionScope {
  form: FormValues;
  context: FormContext;
  /** The current sub-table row, for the `row.` paths of column conditions. */
  row?: FormValues;
}

/** The context keys a condition path may name (`context.<key>`). */
export const CONDITION_CONTEXT_KEYS = Object.freeze([
  'type',
  'nodeId',
  'appId',
  'taskItemState',
  'taskRealFinished',
  'route',
  'landingMode',
  'isApprove',
] as const);

/** 001 §1, §4.5: a handled task is read-only. */
export const READ_ONLY_TASK_ITEM_STATES: readonly string[] = Object.freeze(['已办', '已处理']);

/** 001 §4.5: approval nodes, where only editInApprove fields may change. */
export const APPROVAL_NODE_IDS: readonly string[] = Object.freeze([
  'PreliminaryApprove',
  'RecheckApprove',
  'FreeTask',
]);

/** 001 §4.5: detail and approval nodes are read-only. */
export const READ_ONLY_NODE_IDS: readonly string[] = Object.freeze([...APPROVAL_NODE_IDS, 'detail']);

/** 001 §2: attachment lists are read-only detail lists on these paths. */
const ATTACHMENT_READ_ONLY_ROUTE_PARTS = ['changeDetial', 'companyAdmin'];

/** 001 §2: paths that hide the right-hand group navigation (as does any uuid query). */
const NO_GROUP_NAVIGATION_ROUTES = [
  '/investorInfo',
  '/infoDetails',
  '/process/changeDetial',
  '/companyAdmin',
];

/** 001 §2.11: routes that show the blockchain deposit notice when the switch is on. */
const BLOCKCHAIN_NOTICE_ROUTES = [
  '/process/listedApplys',
  '/process/listedTrustApply',
  '/newInvestor/550136',
  '/investor/550091',
  '/investor/550026',
];

export interface FormMode {
  /** The task is handled (已办/已处理 or really finished): nothing may change. */
  taskHandled: boolean;
  /** Approval node (or approval page) of a task still open: editInApprove fields are editable. */
  approvalEditable: boolean;
  /** The form as a whole is read-only (editInApprove fields excepted when approvalEditable). */
  readOnly: boolean;
  /** Upload rows are read-only (001 §2: changeDetial and companyAdmin paths). */
  attachmentsReadOnly: boolean;
  /** Rows cannot be added or deleted (000 §2, 001 §5.1: the change-history detail page). */
  rowsLocked: boolean;
  /** The right-hand group navigation is shown (001 §2). */
  showGroupNavigation: boolean;
}

/** The page-level consequences of 001 §1, §2 and §4.5 for a workflow context. */
export function resolveFormMode(context: FormContext): FormMode {
  const route = context.route ?? '';
  const taskHandled =
    READ_ONLY_TASK_ITEM_STATES.includes(context.taskItemState ?? '') || context.taskRealFinished === true;
  const approvalNode = context.isApprove === true || APPROVAL_NODE_IDS.includes(context.nodeId ?? '');
  const readOnly =
    taskHandled ||
    approvalNode ||
    READ_ONLY_NODE_IDS.includes(context.nodeId ?? '') ||
    context.type === 'detail';
  const routeHides = NO_GROUP_NAVIGATION_ROUTES.some((path) => route.includes(path));
  return {
    taskHandled,
    approvalEditable: approvalNode && !taskHandled,
    readOnly,
    attachmentsReadOnly: readOnly || ATTACHMENT_READ_ONLY_ROUTE_PARTS.some((part) => route.includes(part)),
    rowsLocked: readOnly || route.includes('/process/changeDetial'),
    showGroupNavigation: !routeHides && !context.uuid,
  };
}

/** 001 §2.11: the blockchain deposit footer notice, given the blockchain.isOpen switch. */
export function showsBlockchainNotice(context: FormContext, blockchainOpen: boolean): boolean {
  if (!blockchainOpen) return false;
  const route = context.route ?? '';
  return context.nodeId === 'apply' || BLOCKCHAIN_NOTICE_ROUTES.some((path) => route.startsWith(path));
}
